// The product's screens and side menu as the live areas declare them (each remote's src/area.ts, read
// the way the build reads it: config/area-descriptor.js), through the shell's gate and menu logic
// (shared-sdk's permissions): who may open each top-level path, which area renders it, where a user is
// sent, and each kind of user's menu in the spec's order (spec part 1 §2, part 2 §2.1, §2.2, §6).
// The API's own answer to each screen's first read is checked in api/test/screen-access.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuloApp, Perfil } from '@dapcon/contract/core';
import {
  areaKey,
  canAccess,
  landingPath,
  matchRoute,
  menuFor,
  menuLinks,
  menuPath,
  parseAreaDescriptor,
  redirectFor,
  remoteFor,
  roleOf,
  useAreas,
  type AreaDescriptor,
  type MenuGroupDef,
  type MenuItem,
  type RemoteName,
  type SessionUser,
} from '@dapcon/shared-sdk';
import { readAreaDescriptor } from './area-descriptor.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((w) => w.startsWith('mf-'));

/** The shell's groups (shell/src/app/menuGroups.ts), with their Spanish labels. */
const GROUPS: MenuGroupDef[] = [
  { id: 'comunicacion', label: 'Comunicación', order: 60 },
  { id: 'administracion', label: 'Administración', order: 70 },
  { id: 'web-publica', label: 'Web Pública', order: 90 },
];

function user(modulo_app: ModuloApp, perfil: Perfil): SessionUser {
  const role = roleOf({ modulo_app, perfil });
  return { sub: '1', usuario: 'u', perfil, modulo_app, nombre: 'N', apellidos: 'A', estado_pago: null, sid: 's', iat: 0, exp: 4_000_000_000, role, areaKey: areaKey(role) };
}
const ARES = user('administrador', 1);
const CAATEEB = user('administrador', 2);
const CONSULTOR = user('consultor', 3);
const VERIFICADOR = user('consultor', 4);
const ORGANIZACION = user('organizacion', 5);

const areas: Partial<Record<RemoteName, AreaDescriptor>> = {};
beforeAll(async () => {
  for (const folder of REMOTES) {
    const { area, issue } = parseAreaDescriptor(await readAreaDescriptor(path.join(ROOT, folder, 'src/area.ts')));
    expect(issue, folder).toBeNull();
    areas[folder.replaceAll('-', '_') as RemoteName] = area as AreaDescriptor;
  }
  useAreas.getState().setAreas(areas);
}, 60_000);

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
  '/auditoria': 'A',
  '/maintenance': 'A',
  '/idiomas': 'A',
  '/public-documentos': 'KVO',
  '/public-comunicados': 'KVO',
  '/banner-portada': 'ACK',
};
const WHO: Record<string, SessionUser | null> = { G: null, A: ARES, C: CAATEEB, K: CONSULTOR, V: VERIFICADOR, O: ORGANIZACION };

describe("the areas' declared screens", () => {
  it('cover every top-level path of the spec, and declare each path once per kind of user', () => {
    const declared = Object.values(areas).flatMap((a) => a?.screens.map((s) => s.path) ?? []);
    expect(new Set(declared)).toEqual(new Set(Object.keys(TABLE).map((p) => matchRoute(p)?.route.prefix)));
    // Only '/mis-datos' is declared more than once (companies in mf-empresas; consultants and verifiers,
    // and administrators, in mf-consultores).
    expect(new Set(declared.filter((p, i) => declared.indexOf(p) !== i))).toEqual(new Set(['/mis-datos']));
  });

  it.each(Object.entries(TABLE))('%s is open to %s only', (pathname, allowed) => {
    for (const [code, who] of Object.entries(WHO)) expect(canAccess(who, pathname), `${pathname} for ${code}`).toBe(allowed.includes(code));
  });

  it('name the area of each path, "Mis datos" by module', () => {
    expect(remoteFor(null, '/login')).toBe('mf_auth');
    expect(remoteFor(ARES, '/')).toBe('mf_home');
    expect(remoteFor(ORGANIZACION, '/tickets/nuevo')).toBe('mf_home');
    expect(remoteFor(ORGANIZACION, '/dapcon/3/2')).toBe('mf_empresas');
    expect(remoteFor(ARES, '/RCPs')).toBe('mf_parametros');
    expect(remoteFor(ARES, '/tarifas')).toBe('mf_finanzas');
    expect(remoteFor(ARES, '/usuarios/2')).toBe('mf_consultores');
    expect(remoteFor(CONSULTOR, '/banner-portada')).toBe('mf_contenidos');
    expect(remoteFor(ORGANIZACION, '/mis-datos')).toBe('mf_empresas');
    for (const u of [CONSULTOR, VERIFICADOR, ARES, CAATEEB]) expect(remoteFor(u, '/mis-datos')).toBe('mf_consultores');
    expect(remoteFor(ORGANIZACION, '/empresas')).toBeNull();
    expect(remoteFor(ARES, '/rcps')).toBeNull();
  });

  it('send users where the spec says', () => {
    expect(redirectFor(null, '/empresas/B12345674')).toBe('/login');
    expect(redirectFor(ORGANIZACION, '/login?role=admin')).toBe('/');
    expect(redirectFor(ORGANIZACION, '/empresas')).toBe('/');
    expect(redirectFor(CAATEEB, '/logs')).toBe('/');
    expect(redirectFor(VERIFICADOR, '/banner-portada')).toBe('/');
    expect(redirectFor(CONSULTOR, '/banner-portada')).toBeNull();
    expect(landingPath(ORGANIZACION, '/empresas/B12345674', null)).toBe('/');
    expect(landingPath(ARES, '/empresas/B12345674', null)).toBe('/empresas/B12345674');
    expect(menuPath('/inicio')).toBe('/');
  });

  it('have a title in Spanish and in Catalan', () => {
    for (const area of Object.values(areas)) for (const s of area?.screens ?? []) for (const lang of ['es', 'ca'] as const) expect(s.title[lang], `${s.path} ${lang}`).not.toBe('');
  });
});

/** The menu as text: 'label→to' for links, 'label[...]' for groups. */
function outline(items: MenuItem[]): string[] {
  return items.map((i) => (i.kind === 'link' ? `${i.label}→${i.to}` : `${i.label}[${i.children.map((c) => `${c.label}→${c.to}`).join(', ')}]`));
}

describe("the side menu from the areas' entries, in the spec's order", () => {
  const adminCommon = [
    'Inicio→/',
    'DAPcon→/dapcon',
    'Verificar DAPcon→/verificar-dapcon',
    'Empresas→/empresas',
    'Consultores→/consultores',
    'Comunicación[Documentos→/biblioteca-documentos, Contenidos→/contenidos, Comunicaciones→/comunicaciones]',
  ];
  const adminGroup =
    'Usuarios→/usuarios, Plantillas→/plantillas-mensajes, Parámetros→/parametros, Clasificación Ecoplatform→/clasificacion-ecoplatform, RCPs→/RCPs, Tarifas→/tarifas, Incidencias→/tickets, Pagos→/pagos';

  it('Ares administrator: the languages after RCPs, the logs, the audit trail and maintenance last', () => {
    expect(outline(menuFor(ARES, GROUPS, 'es'))).toEqual([
      ...adminCommon,
      `Administración[${adminGroup.replace('RCPs→/RCPs', 'RCPs→/RCPs, Idiomas→/idiomas')}, Logs→/logs, Auditoría→/auditoria, Mantenimiento→/maintenance]`,
      'Web Pública[Banner Portada→/banner-portada]',
      'Mis datos→/mis-datos',
    ]);
  });

  it('association administrator (no languages, logs or maintenance)', () => {
    expect(outline(menuFor(CAATEEB, GROUPS, 'es'))).toEqual([...adminCommon, `Administración[${adminGroup}]`, 'Web Pública[Banner Portada→/banner-portada]', 'Mis datos→/mis-datos']);
  });

  it('consultant, verifier and company', () => {
    const reader = 'Comunicación[Documentos→/public-documentos, Comunicados→/public-comunicados]';
    expect(outline(menuFor(CONSULTOR, GROUPS, 'es'))).toEqual(['Inicio→/', 'DAPcon→/dapcon', reader, 'Incidencias→/tickets', 'Web Pública[Banner Portada→/banner-portada]', 'Mis datos→/mis-datos']);
    expect(outline(menuFor(VERIFICADOR, GROUPS, 'es'))).toEqual(['Inicio→/', 'DAPcon→/dapcon', 'Verificar DAPcon→/verificar-dapcon', reader, 'Incidencias→/tickets', 'Mis datos→/mis-datos']);
    expect(outline(menuFor(ORGANIZACION, GROUPS, 'es'))).toEqual(['Inicio→/', 'DAPcon→/dapcon', reader, 'Incidencias→/tickets', 'Mis datos→/mis-datos']);
  });

  it('in Catalan', () => {
    const labels = menuLinks(menuFor(ARES, GROUPS, 'ca')).map((l) => l.label);
    expect(labels).toEqual([
      'Inici', 'DAPcon', 'Verificar DAPcon', 'Empreses', 'Consultors', 'Documents', 'Continguts', 'Comunicacions', 'Usuaris', 'Plantilles', 'Paràmetres',
      'Classificació Ecoplatform', 'RCPs', 'Idiomes', 'Tarifes', 'Incidències', 'Pagaments', 'Logs', 'Auditoria', 'Manteniment', 'Bàner Portada', 'Les meves dades',
    ]);
  });

  it.each(Object.entries({ ARES, CAATEEB, CONSULTOR, VERIFICADOR, ORGANIZACION }))('every entry of %s opens a screen it may open', (_name, u) => {
    for (const l of menuLinks(menuFor(u, GROUPS, 'es'))) expect(canAccess(u, l.to), l.to).toBe(true);
  });
});
