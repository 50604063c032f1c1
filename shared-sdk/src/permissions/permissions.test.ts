import { describe, expect, it } from 'vitest';
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
  redirectFor,
  remoteFor,
  roleOf,
  ROUTES,
  seesNotifications,
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
const ALL = { ARES, CAATEEB, CONSULTOR, VERIFICADOR, ORGANIZACION };

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

describe('matchRoute', () => {
  it('finds the top-level route that covers a path, and what is left for its area', () => {
    expect(matchRoute('/empresas/B12345674')).toEqual({ route: expect.objectContaining({ prefix: '/empresas' }), rest: '/B12345674' });
    expect(matchRoute('/dapcon/12/1')?.rest).toBe('/12/1');
    expect(matchRoute('/empresas')).toEqual({ route: expect.objectContaining({ prefix: '/empresas' }), rest: '' });
    expect(matchRoute('/')?.route.prefix).toBe('/');
  });
  it('leaves everything under a prefix to its area: a new nested screen needs no change here', () => {
    expect(matchRoute('/tickets/nuevo')?.route.prefix).toBe('/tickets');
    expect(matchRoute('/empresas/B1/documentos/iso14001')).toEqual({ route: expect.objectContaining({ prefix: '/empresas' }), rest: '/B1/documentos/iso14001' });
    expect(matchRoute('/usuarios/7/editar')?.route.remote).toBe('mf_consultores');
  });
  it('matches whole segments, case-sensitively; "/" covers only itself', () => {
    expect(matchRoute('/RCPs')?.route.prefix).toBe('/RCPs');
    expect(matchRoute('/rcps')).toBeNull();
    expect(matchRoute('/Organizaciones/3')?.route.prefix).toBe('/Organizaciones');
    expect(matchRoute('/organizaciones/3')).toBeNull();
    expect(matchRoute('/empresasX')).toBeNull();
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/nope/deeper')).toBeNull();
  });
  it('ignores query, hash and a trailing slash', () => {
    expect(matchRoute('/login?role=admin')?.route.prefix).toBe('/login');
    expect(matchRoute('/consultores/12345678Z?tab=comisiones')?.rest).toBe('/12345678Z');
    expect(matchRoute('/empresas/')).toEqual({ route: expect.objectContaining({ prefix: '/empresas' }), rest: '' });
    expect(matchRoute('/usuarios/a%20b#x')?.rest).toBe('/a%20b');
  });
  it('has one entry per prefix', () => {
    const prefixes = ROUTES.map((r) => r.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

/** The expected table: path → who may open it (G guest, anonymous; A ares; C caateeb; K consultor; V verificador; O organizacion). */
const TABLE: Record<string, string> = {
  '/login': 'G',
  '/avis-legal': 'GACKVO',
  '/politica-privacitat': 'GACKVO',
  '/politica-cookies': 'GACKVO',
  '/restablecer-password': 'GACKVO',
  '/': 'ACKVO',
  '/inicio': 'ACKVO',
  '/tickets': 'ACKVO',
  '/tickets/nuevo': 'ACKVO',
  '/tickets/7': 'ACKVO',
  '/dapcon': 'ACKVO',
  '/dapcon/7/1': 'ACKVO',
  '/verificar-dapcon': 'ACKVO',
  '/Organizaciones/7': 'ACKVO',
  '/mis-datos': 'ACKVO',
  '/plantillas-mensajes': 'AC',
  '/RCPs': 'AC',
  '/usuarios': 'AC',
  '/usuarios/7': 'AC',
  '/parametros': 'AC',
  '/clasificacion-ecoplatform': 'AC',
  '/empresas': 'AC',
  '/empresas/B12345674': 'AC',
  '/pagos': 'AC',
  '/consultores': 'AC',
  '/consultores/12345678Z': 'AC',
  '/contenidos': 'AC',
  '/biblioteca-documentos': 'AC',
  '/comunicaciones': 'AC',
  '/tarifas': 'AC',
  '/logs': 'A',
  '/maintenance': 'A',
  '/idiomas': 'A',
  '/public-documentos': 'KVO',
  '/public-comunicados': 'KVO',
  '/banner-portada': 'ACK',
};
const WHO: Record<string, SessionUser | null> = { G: null, A: ARES, C: CAATEEB, K: CONSULTOR, V: VERIFICADOR, O: ORGANIZACION };

describe('route table', () => {
  it('covers every route of the table', () => {
    const covered = new Set(Object.keys(TABLE).map((p) => matchRoute(p)?.route.prefix));
    expect([...covered].sort()).toEqual(ROUTES.map((r) => r.prefix).sort());
  });

  it.each(Object.entries(TABLE))('%s is open to %s only', (path, allowed) => {
    for (const [code, who] of Object.entries(WHO)) {
      expect(canAccess(who, path), `${path} for ${code}`).toBe(allowed.includes(code));
    }
  });

  it('unknown paths are never accessible', () => {
    for (const who of Object.values(WHO)) expect(canAccess(who, '/no-existe')).toBe(false);
  });

  it('names the remote of each route', () => {
    expect(remoteFor(null, '/login')).toBe('mf_auth');
    expect(remoteFor(null, '/avis-legal')).toBe('mf_auth');
    expect(remoteFor(ARES, '/')).toBe('mf_home');
    expect(remoteFor(ORGANIZACION, '/tickets/nuevo')).toBe('mf_home');
    expect(remoteFor(ORGANIZACION, '/dapcon/3/2')).toBe('mf_empresas');
    expect(remoteFor(ARES, '/RCPs')).toBe('mf_parametros');
    expect(remoteFor(ARES, '/pagos')).toBe('mf_finanzas');
    expect(remoteFor(ARES, '/tarifas')).toBe('mf_finanzas');
    expect(remoteFor(ARES, '/usuarios/2')).toBe('mf_consultores');
    expect(remoteFor(ARES, '/plantillas-mensajes')).toBe('mf_contenidos');
    expect(remoteFor(ARES, '/logs')).toBe('mf_parametros');
    expect(remoteFor(CONSULTOR, '/banner-portada')).toBe('mf_contenidos');
  });

  it("picks the 'Mis datos' remote by module", () => {
    expect(remoteFor(ORGANIZACION, '/mis-datos')).toBe('mf_empresas');
    expect(remoteFor(CONSULTOR, '/mis-datos')).toBe('mf_consultores');
    expect(remoteFor(VERIFICADOR, '/mis-datos')).toBe('mf_consultores');
    expect(remoteFor(ARES, '/mis-datos')).toBe('mf_consultores');
    expect(remoteFor(CAATEEB, '/mis-datos')).toBe('mf_consultores');
  });

  it('gives no remote for unknown or forbidden paths', () => {
    expect(remoteFor(ARES, '/x')).toBeNull();
    expect(remoteFor(ORGANIZACION, '/empresas')).toBeNull();
    expect(remoteFor(null, '/')).toBeNull();
    expect(remoteFor(ARES, '/login')).toBeNull();
  });
});

describe('redirect decisions', () => {
  it('sends signed-out visitors to /login', () => {
    expect(redirectFor(null, '/')).toBe('/login');
    expect(redirectFor(null, '/empresas/B12345674')).toBe('/login');
    expect(redirectFor(null, '/no-existe')).toBe('/login');
    expect(redirectFor(null, '/login')).toBeNull();
    expect(redirectFor(null, '/politica-cookies')).toBeNull();
  });
  it('sends a signed-in user away from /login to home', () => {
    for (const u of Object.values(ALL)) expect(redirectFor(u, '/login?role=admin')).toBe('/');
  });
  it('sends a signed-in user home from routes its role may not open', () => {
    expect(redirectFor(ORGANIZACION, '/empresas')).toBe('/');
    expect(redirectFor(CAATEEB, '/logs')).toBe('/');
    expect(redirectFor(ARES, '/public-documentos')).toBe('/');
    expect(redirectFor(VERIFICADOR, '/banner-portada')).toBe('/');
    expect(redirectFor(CONSULTOR, '/no-existe')).toBe('/');
  });
  it('renders allowed routes', () => {
    expect(redirectFor(ARES, '/logs')).toBeNull();
    expect(redirectFor(CONSULTOR, '/banner-portada')).toBeNull();
    expect(redirectFor(ORGANIZACION, '/public-comunicados')).toBeNull();
    expect(redirectFor(ORGANIZACION, '/avis-legal')).toBeNull();
  });
  it('lands on the last path only when this user may open it', () => {
    expect(landingPath(ARES, '/empresas/B12345674', null)).toBe('/empresas/B12345674');
    expect(landingPath(ORGANIZACION, '/empresas/B12345674', null)).toBe('/');
    expect(landingPath(ORGANIZACION, '/login', null)).toBe('/');
    expect(landingPath(ORGANIZACION, null, null)).toBe('/');
    expect(landingPath(ORGANIZACION, '/avis-legal', null)).toBe('/avis-legal');
  });
  it('knows /inicio by the menu\'s /', () => {
    expect(menuPath('/inicio')).toBe('/');
    expect(menuPath('/empresas/B12345674?tab=2')).toBe('/empresas/B12345674');
    expect(menuPath('/no-existe')).toBe('/no-existe');
  });
  it("lands on the last path only when it is this user's own or a guest's destination", () => {
    const me = { ...CONSULTOR, sub: '41' };
    expect(landingPath(me, '/mis-datos', '41')).toBe('/mis-datos');
    expect(landingPath(me, '/mis-datos', null)).toBe('/mis-datos');
    expect(landingPath(me, '/mis-datos', '7')).toBe('/');
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

/** The menu as text: 'label→to' for links, 'label[...]' for groups. */
function outline(items: MenuItem[]): string[] {
  return items.map((i) =>
    i.kind === 'link' ? `${i.label}→${i.to}` : `${i.label}[${i.children.map((c) => `${c.label}→${c.to}`).join(', ')}]`,
  );
}

describe('menuFor', () => {
  const adminCommon = [
    'menu.inicio→/',
    'menu.dapcon→/dapcon',
    'menu.verificarDapcon→/verificar-dapcon',
    'menu.empresas→/empresas',
    'menu.consultores→/consultores',
    'menu.comunicacion[menu.documentos→/biblioteca-documentos, menu.contenidos→/contenidos, menu.comunicaciones→/comunicaciones]',
  ];
  const adminGroup =
    'menu.usuarios→/usuarios, menu.plantillas→/plantillas-mensajes, menu.parametros→/parametros, ' +
    'menu.clasificacionEcoplatform→/clasificacion-ecoplatform, menu.rcps→/RCPs, menu.tarifas→/tarifas, ' +
    'menu.incidencias→/tickets, menu.pagos→/pagos';

  it('Ares administrator', () => {
    expect(outline(menuFor(ARES))).toEqual([
      ...adminCommon,
      `menu.administracion[${adminGroup.replace('menu.rcps→/RCPs', 'menu.rcps→/RCPs, menu.idiomas→/idiomas')}, menu.logs→/logs, menu.mantenimiento→/maintenance]`,
      'menu.webPublica[menu.bannerPortada→/banner-portada]',
      'menu.misDatos→/mis-datos',
    ]);
  });

  it('association administrator (no logs, no maintenance)', () => {
    expect(outline(menuFor(CAATEEB))).toEqual([
      ...adminCommon,
      `menu.administracion[${adminGroup}]`,
      'menu.webPublica[menu.bannerPortada→/banner-portada]',
      'menu.misDatos→/mis-datos',
    ]);
  });

  it('consultant (profile 3)', () => {
    expect(outline(menuFor(CONSULTOR))).toEqual([
      'menu.inicio→/',
      'menu.dapcon→/dapcon',
      'menu.comunicacion[menu.documentos→/public-documentos, menu.comunicados→/public-comunicados]',
      'menu.incidencias→/tickets',
      'menu.webPublica[menu.bannerPortada→/banner-portada]',
      'menu.misDatos→/mis-datos',
    ]);
  });

  it('verifier (profile 4)', () => {
    expect(outline(menuFor(VERIFICADOR))).toEqual([
      'menu.inicio→/',
      'menu.dapcon→/dapcon',
      'menu.verificarDapcon→/verificar-dapcon',
      'menu.comunicacion[menu.documentos→/public-documentos, menu.comunicados→/public-comunicados]',
      'menu.incidencias→/tickets',
      'menu.misDatos→/mis-datos',
    ]);
  });

  it('organisation', () => {
    expect(outline(menuFor(ORGANIZACION))).toEqual([
      'menu.inicio→/',
      'menu.dapcon→/dapcon',
      'menu.comunicacion[menu.documentos→/public-documentos, menu.comunicados→/public-comunicados]',
      'menu.incidencias→/tickets',
      'menu.misDatos→/mis-datos',
    ]);
  });

  it.each(Object.entries(ALL))('every menu link of %s is accessible, with a translated label and a unique id', (_name, u) => {
    const items = menuFor(u);
    const ids = items.flatMap((i) => (i.kind === 'group' ? [i.id, ...i.children.map((c) => c.id)] : [i.id]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of items) {
      for (const lang of ['es', 'ca'] as const) expect(i18n.getFixedT(lang)(item.label)).not.toBe(item.label);
      if (item.kind === 'group') expect(item.children.length).toBeGreaterThan(0);
    }
    for (const l of menuLinks(items)) {
      expect(canAccess(u, l.to), `${l.to}`).toBe(true);
      for (const lang of ['es', 'ca'] as const) expect(i18n.getFixedT(lang)(l.label)).not.toBe(l.label);
    }
    expect(menuLinks(items).at(-1)?.to).toBe('/mis-datos');
  });

  it('uses the Spanish labels of the spec', () => {
    const labels = menuLinks(menuFor(ARES)).map((l) => i18n.getFixedT('es')(l.label));
    expect(labels).toEqual([
      'Inicio', 'DAPcon', 'Verificar DAPcon', 'Empresas', 'Consultores', 'Documentos', 'Contenidos', 'Comunicaciones',
      'Usuarios', 'Plantillas', 'Parámetros', 'Clasificación Ecoplatform', 'RCPs', 'Idiomas', 'Tarifas', 'Incidencias', 'Pagos',
      'Logs', 'Mantenimiento', 'Banner Portada', 'Mis datos',
    ]);
    const groups = menuFor(ARES).filter((i) => i.kind === 'group').map((g) => i18n.getFixedT('es')(g.label));
    expect(groups).toEqual(['Comunicación', 'Administración', 'Web Pública']);
    expect(i18n.getFixedT('es')('menu.comunicados')).toBe('Comunicados');
  });

  it('every route title is translated', () => {
    for (const r of ROUTES) {
      expect(i18n.getFixedT('es')(r.title), r.prefix).not.toBe(r.title);
      expect(i18n.getFixedT('ca')(r.title), r.prefix).not.toBe(r.title);
    }
  });
});
