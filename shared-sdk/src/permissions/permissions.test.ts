import { beforeEach, describe, expect, it } from 'vitest';
import type { ModuloApp, Perfil } from '@dapcon/contract/core';
import { i18n } from '../i18n';
import type { SessionUser } from '../session/types';
import {
  areaKey,
  canAccess,
  canUseForum,
  isAdminModule,
  isAresAdmin,
  landingPath,
  menuPath,
  matchRoute,
  menuFor,
  menuLinks,
  parseAreaDescriptor,
  redirectFor,
  remoteFor,
  roleOf,
  seesNotifications,
  useAreas,
  type AreaDescriptor,
  type MenuItem,
} from './index';

function user(modulo_app: ModuloApp, perfil: Perfil): SessionUser {
  const role = roleOf({ modulo_app, perfil });
  return {
    sub: '1',
    usuario: 'u',
    perfil,
    modulo_app,
    nombre: 'N',
    apellidos: 'A',
    estado_pago: null,
    sid: 's',
    iat: 0,
    exp: 4_000_000_000,
    role,
    areaKey: areaKey(role),
  };
}

const ARES = user('administrador', 1);
const CAATEEB = user('administrador', 2);
const CONSULTOR = user('consultor', 3);
const VERIFICADOR = user('consultor', 4);
const ORGANIZACION = user('organizacion', 5);

describe('roles', () => {
  it('roleOf maps module and profile', () => {
    expect(roleOf({ modulo_app: 'administrador', perfil: 1 })).toBe('admin_ares');
    expect(roleOf({ modulo_app: 'administrador', perfil: 2 })).toBe('admin_caateeb');
    expect(roleOf({ modulo_app: 'consultor', perfil: 4 })).toBe('verificador');
    expect(roleOf({ modulo_app: 'consultor', perfil: 3 })).toBe('consultor');
    expect(roleOf({ modulo_app: 'organizacion', perfil: 5 })).toBe('organizacion');
    // decisions: an administrator with another profile is the limited administrator
    expect(roleOf({ modulo_app: 'administrador', perfil: 3 })).toBe('admin_caateeb');
    expect(roleOf({ modulo_app: 'consultor', perfil: 5 })).toBe('consultor');
  });

  it('module checks', () => {
    expect(isAdminModule(ARES)).toBe(true);
    expect(isAdminModule(CAATEEB)).toBe(true);
    expect(isAdminModule(VERIFICADOR)).toBe(false);
    expect(isAdminModule(null)).toBe(false);
    expect(isAresAdmin(ARES)).toBe(true);
    expect(isAresAdmin(CAATEEB)).toBe(false);
  });

  it('areaKey names the area of each role and an unknown one otherwise', () => {
    expect(areaKey('consultor')).toBe('area.consultor');
    expect(areaKey('organizacion')).toBe('area.empresa');
    expect(areaKey('verificador')).toBe('area.verificador');
    expect(areaKey('admin_ares')).toBe('area.administracion');
    expect(areaKey('admin_caateeb')).toBe('area.administracion');
    expect(areaKey('administrador')).toBe('area.desconocida');
    expect(areaKey(null)).toBe('area.desconocida');
    expect(i18n.t(areaKey('organizacion'))).toBe('Área Empresa');
    expect(i18n.t(areaKey(undefined))).toBe('Área desconocida');
  });
});

/**
 * Areas as the shell meets them in /remotes.json (the product's own are checked in config/areas.test.ts):
 * the gate, the routing and the menu know only what these declare.
 */
const ADMIN = { modulos: ['administrador'] } as const;
const t = (es: string, ca = es) => ({ es, ca });
const AREAS: Record<string, AreaDescriptor> = {
  mf_auth: { name: t('el acceso'), screens: [{ path: '/login', access: 'guest', title: t('Iniciar sesión', 'Iniciar sessió') }, { path: '/avis-legal', access: 'public', title: t('Aviso legal', 'Avís legal') }], menu: [] },
  mf_home: {
    name: t('el inicio'),
    screens: [
      { path: '/', access: 'user', title: t('Inicio', 'Inici') },
      { path: '/inicio', access: 'user', title: t('Inicio', 'Inici'), sameAs: '/' },
      { path: '/tickets', access: 'user', title: t('Incidencias', 'Incidències') },
    ],
    menu: [
      { id: 'inicio', to: '/', label: t('Inicio', 'Inici'), order: 10 },
      { id: 'incidencias', to: '/tickets', label: t('Incidencias', 'Incidències'), order: 80, access: { modulos: ['consultor', 'organizacion'] } },
      { id: 'incidencias', to: '/tickets', label: t('Incidencias', 'Incidències'), group: 'administracion', order: 70, access: ADMIN },
    ],
  },
  mf_empresas: {
    name: t('el área de empresas'),
    screens: [
      { path: '/empresas', access: ADMIN, title: t('Empresas', 'Empreses') },
      { path: '/mis-datos', access: { modulos: ['organizacion'] }, title: t('Mis datos') },
      { path: '/Organizaciones', access: 'user', title: t('Organización') },
    ],
    menu: [
      { id: 'empresas', to: '/empresas', label: t('Empresas', 'Empreses'), order: 40 },
      { id: 'mis-datos', to: '/mis-datos', label: t('Mis datos', 'Les meves dades'), order: 100 },
    ],
  },
  mf_consultores: {
    name: t('el área de consultores'),
    screens: [{ path: '/mis-datos', access: { modulos: ['consultor', 'administrador'] }, title: t('Mis datos') }],
    menu: [{ id: 'mis-datos', to: '/mis-datos', label: t('Mis datos', 'Les meves dades'), order: 100 }],
  },
  mf_parametros: {
    name: t('el área de parámetros'),
    screens: [
      { path: '/RCPs', access: ADMIN, title: t('RCPs') },
      { path: '/logs', access: { modulos: ['administrador'], perfiles: [1] }, title: t('Logs') },
      { path: '/banner', access: { anyOf: [ADMIN, { modulos: ['consultor'], perfiles: [3] }] }, title: t('Banner') },
    ],
    menu: [
      { id: 'logs', to: '/logs', label: t('Logs'), group: 'administracion', order: 90 },
      { id: 'rcps', to: '/RCPs', label: t('RCPs'), group: 'administracion', order: 50 },
      { id: 'banner', to: '/banner', label: t('Banner', 'Bàner'), group: 'web-publica', order: 10 },
      { id: 'suelto', to: '/RCPs', label: t('Suelto'), group: 'grupo-que-no-existe', order: 95 },
    ],
  },
};
const GROUPS = [
  { id: 'administracion', label: 'Administración', order: 70 },
  { id: 'comunicacion', label: 'Comunicación', order: 60 },
  { id: 'web-publica', label: 'Web Pública', order: 90 },
];

beforeEach(() => {
  useAreas.getState().setAreas(AREAS as Record<`mf_${string}`, AreaDescriptor>);
});

describe('matchRoute over the live areas', () => {
  it('finds the top-level route that covers a path, and what is left for its area', () => {
    expect(matchRoute('/empresas/B12345674')).toEqual({ route: expect.objectContaining({ prefix: '/empresas', remote: 'mf_empresas' }), rest: '/B12345674' });
    expect(matchRoute('/empresas')?.rest).toBe('');
    expect(matchRoute('/')?.route.prefix).toBe('/');
    expect(matchRoute('/tickets/nuevo')?.route.prefix).toBe('/tickets');
  });
  it('matches whole segments, case-sensitively; "/" covers only itself', () => {
    expect(matchRoute('/RCPs')?.route.prefix).toBe('/RCPs');
    expect(matchRoute('/rcps')).toBeNull();
    expect(matchRoute('/empresasX')).toBeNull();
    expect(matchRoute('/nope/deeper')).toBeNull();
  });
  it('ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/login?role=admin')?.route.prefix).toBe('/login');
    expect(matchRoute('/empresas/')?.rest).toBe('');
    expect(matchRoute('/empresas/a%20b#x')?.rest).toBe('/a%20b');
  });
  it('knows nothing an area does not declare, and follows the areas when they change', () => {
    expect(matchRoute('/tarifas')).toBeNull();
    useAreas.getState().setAreas({ ...AREAS, mf_finanzas: { name: t('f'), screens: [{ path: '/tarifas', access: ADMIN, title: t('Tarifas') }], menu: [] } });
    expect(matchRoute('/tarifas')?.route.remote).toBe('mf_finanzas');
    useAreas.getState().setAreas({});
    expect(matchRoute('/')).toBeNull();
    expect(redirectFor(ARES, '/')).toBe('/');
  });
});

describe('access and remotes', () => {
  it('applies each screen\'s rule, as the endpoints\' rules read', () => {
    expect(canAccess(null, '/login')).toBe(true);
    expect(canAccess(ORGANIZACION, '/login')).toBe(false);
    expect(canAccess(null, '/avis-legal')).toBe(true);
    expect(canAccess(ORGANIZACION, '/avis-legal')).toBe(true);
    expect(canAccess(null, '/')).toBe(false);
    expect(canAccess(ORGANIZACION, '/empresas')).toBe(false);
    expect(canAccess(CAATEEB, '/empresas')).toBe(true);
    expect(canAccess(CAATEEB, '/logs')).toBe(false);
    expect(canAccess(ARES, '/logs')).toBe(true);
    expect(canAccess(CONSULTOR, '/banner')).toBe(true);
    expect(canAccess(VERIFICADOR, '/banner')).toBe(false);
    expect(canAccess(ARES, '/no-existe')).toBe(false);
  });
  it('picks, among areas declaring one path, the one that lets the user in', () => {
    expect(remoteFor(ORGANIZACION, '/mis-datos')).toBe('mf_empresas');
    for (const u of [CONSULTOR, VERIFICADOR, ARES, CAATEEB]) expect(remoteFor(u, '/mis-datos')).toBe('mf_consultores');
    expect(remoteFor(null, '/mis-datos')).toBeNull();
    expect(remoteFor(ORGANIZACION, '/empresas')).toBeNull();
  });
});

describe('redirect decisions', () => {
  it('sends signed-out visitors to /login, and signed-in users home from what they may not open', () => {
    expect(redirectFor(null, '/')).toBe('/login');
    expect(redirectFor(null, '/no-existe')).toBe('/login');
    expect(redirectFor(null, '/login')).toBeNull();
    for (const u of [ARES, ORGANIZACION]) expect(redirectFor(u, '/login?role=admin')).toBe('/');
    expect(redirectFor(ORGANIZACION, '/empresas')).toBe('/');
    expect(redirectFor(CONSULTOR, '/no-existe')).toBe('/');
    expect(redirectFor(ARES, '/logs')).toBeNull();
  });
  it('lands on the last path only when it is this user\'s own and this user may open it', () => {
    expect(landingPath(ARES, '/empresas/B12345674', null)).toBe('/empresas/B12345674');
    expect(landingPath(ORGANIZACION, '/empresas/B12345674', null)).toBe('/');
    expect(landingPath(ORGANIZACION, '/login', null)).toBe('/');
    expect(landingPath(ORGANIZACION, '/avis-legal', null)).toBe('/avis-legal');
    const me = { ...CONSULTOR, sub: '41' };
    expect(landingPath(me, '/mis-datos', '41')).toBe('/mis-datos');
    expect(landingPath(me, '/mis-datos', '7')).toBe('/');
  });
  it("knows /inicio by the menu's /", () => {
    expect(menuPath('/inicio')).toBe('/');
    expect(menuPath('/empresas/B12345674?tab=2')).toBe('/empresas/B12345674');
  });
});

/** The menu as text: 'label→to' for links, 'label[...]' for groups. */
function outline(items: MenuItem[]): string[] {
  return items.map((i) => (i.kind === 'link' ? `${i.label}→${i.to}` : `${i.label}[${i.children.map((c) => `${c.label}→${c.to}`).join(', ')}]`));
}

describe('menuFor', () => {
  it("puts each area's entries in the shell's groups, all by order; an unknown group's entry stays at the top level", () => {
    expect(outline(menuFor(ARES, GROUPS, 'es'))).toEqual([
      'Inicio→/',
      'Empresas→/empresas',
      'Administración[RCPs→/RCPs, Incidencias→/tickets, Logs→/logs]',
      'Web Pública[Banner→/banner]',
      'Suelto→/RCPs',
      'Mis datos→/mis-datos',
    ]);
  });
  it('shows a user only the entries it may open, leaves empty groups out, and labels them in the language', () => {
    expect(outline(menuFor(CAATEEB, GROUPS, 'ca'))).toEqual(['Inici→/', 'Empreses→/empresas', 'Administración[RCPs→/RCPs, Incidències→/tickets]', 'Web Pública[Bàner→/banner]', 'Suelto→/RCPs', 'Les meves dades→/mis-datos']);
    expect(outline(menuFor(ORGANIZACION, GROUPS, 'es'))).toEqual(['Inicio→/', 'Incidencias→/tickets', 'Mis datos→/mis-datos']);
    expect(outline(menuFor(CONSULTOR, GROUPS, 'es'))).toEqual(['Inicio→/', 'Incidencias→/tickets', 'Web Pública[Banner→/banner]', 'Mis datos→/mis-datos']);
  });
  it('names the area of each link (the frame marks an unreachable one), one link per place', () => {
    const links = menuLinks(menuFor(ORGANIZACION, GROUPS, 'es'));
    expect(links.map((l) => l.remote)).toEqual(['mf_home', 'mf_home', 'mf_empresas']);
  });
});

describe('parseAreaDescriptor', () => {
  it('takes a valid descriptor', () => {
    for (const area of Object.values(AREAS)) expect(parseAreaDescriptor(area)).toEqual({ area, issue: null });
  });
  it('refuses what would route or gate wrongly, saying why', () => {
    const base = AREAS.mf_empresas as AreaDescriptor;
    const bad = [
      { ...base, screens: [{ path: 'empresas', access: ADMIN, title: t('E') }] },
      { ...base, screens: [{ path: '/empresas', access: { anyof: [ADMIN] }, title: t('E') }] },
      { ...base, screens: [{ path: '/empresas', access: { modulos: ['jefe'] }, title: t('E') }] },
      { ...base, screens: [{ path: '/empresas', access: ADMIN, title: { es: 'Empresas' } }] },
      { ...base, menu: [{ id: 'x', to: '/otra', label: t('X'), order: 1 }] },
      null,
      'mf_empresas',
    ];
    for (const value of bad) {
      const { area, issue } = parseAreaDescriptor(value);
      expect(area).toBeNull();
      expect(issue).not.toBe('');
    }
  });
});

describe('top bar', () => {
  it('forum for verifiers and the administration module', () => {
    expect(canUseForum(VERIFICADOR)).toBe(true);
    expect(canUseForum(ARES)).toBe(true);
    expect(canUseForum(CAATEEB)).toBe(true);
    expect(canUseForum(CONSULTOR)).toBe(false);
    expect(canUseForum(ORGANIZACION)).toBe(false);
    expect(canUseForum(null)).toBe(false);
  });
  it('notifications outside the administration module', () => {
    expect(seesNotifications(CONSULTOR)).toBe(true);
    expect(seesNotifications(VERIFICADOR)).toBe(true);
    expect(seesNotifications(ORGANIZACION)).toBe(true);
    expect(seesNotifications(ARES)).toBe(false);
    expect(seesNotifications(null)).toBe(false);
  });
});
