import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, CONTRACT_AREAS, defineEndpoint, endpointsOf, isAllowed, isWrite, pathParameters, resolvePath, ACCESS, login, type Endpoint } from './index';

/** The keys of an object schema (through its pipe). */
function objectKeys(schema: v.GenericSchema | undefined): string[] {
  let current: unknown = schema;
  while (typeof current === 'object' && current !== null && 'pipe' in current) current = (current as { pipe: unknown[] }).pipe[0];
  return typeof current === 'object' && current !== null && 'entries' in current ? Object.keys((current as { entries: object }).entries) : [];
}

describe('the endpoints of the contract', () => {
  it('have one id each, made of their method and path', () => {
    const ids = ALL_ENDPOINTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const endpoint of ALL_ENDPOINTS) expect(endpoint.id).toBe(`${endpoint.method} ${endpoint.path}`);
  });

  it('name in their params schema exactly the parameters of their path', () => {
    for (const endpoint of ALL_ENDPOINTS) expect(objectKeys(endpoint.params).sort(), endpoint.id).toEqual(pathParameters(endpoint.path).sort());
  });

  it('say what they are for and which area they belong to', () => {
    for (const [area, endpoints] of Object.entries(CONTRACT_AREAS)) {
      expect(endpoints.length, area).toBeGreaterThan(0);
      for (const endpoint of endpoints) {
        expect(endpoint.summary.trim(), endpoint.id).not.toBe('');
        expect(endpoint.tags.length, endpoint.id).toBeGreaterThan(0);
      }
    }
  });

  it('send a body only where HTTP has one, and files only in multipart bodies', () => {
    // The spec's one DELETE with a body (part 2 §7.5: 'DELETE /cuotas/borrado-pago with a body').
    const deleteWithBody = new Set(['DELETE /cuotas/borrado-pago']);
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.method === 'GET' || (endpoint.method === 'DELETE' && !deleteWithBody.has(endpoint.id))) expect(endpoint.body, endpoint.id).toBeUndefined();
      if (endpoint.multipart) expect(endpoint.body, endpoint.id).toBeDefined();
    }
  });
});

/**
 * What is wrong with the endpoints' `stale` lists: an empty list, a read named twice, an id the
 * contract does not have, or a named endpoint that is not a plain read (a write, or one that names
 * reads itself: the lists must stay one level deep, so never a cycle).
 */
function staleProblems(endpoints: readonly Endpoint[], all: readonly Endpoint[] = ALL_ENDPOINTS): string[] {
  const byId = new Map(all.map((e) => [e.id, e]));
  return endpoints.flatMap((endpoint) => {
    if (!endpoint.stale) return [];
    const problems: string[] = [];
    if (endpoint.stale.length === 0) problems.push(`${endpoint.id}: empty list`);
    if (new Set(endpoint.stale).size !== endpoint.stale.length) problems.push(`${endpoint.id}: a read named twice`);
    for (const id of endpoint.stale) {
      const read = byId.get(id);
      if (!read) problems.push(`${endpoint.id}: ${id} is not in the contract`);
      else if (read.method !== 'GET' || read.stale) problems.push(`${endpoint.id}: ${id} is a write`);
    }
    return problems;
  });
}

describe('what a write makes stale (issue 34, item 3)', () => {
  it('names reads of the contract only: one level deep, so never a cycle', () => {
    expect(staleProblems(ALL_ENDPOINTS)).toEqual([]);
  });

  it('finds a broken list: an unknown id, a write, a read that names reads, a read twice', () => {
    const read = defineEndpoint({ method: 'GET', path: '/r', response: v.null(), access: ACCESS.user, summary: 'R', tags: ['t'] });
    const writing = defineEndpoint({ method: 'GET', path: '/w', response: v.null(), access: ACCESS.user, summary: 'W', tags: ['t'], stale: ['GET /r'] });
    const broken = defineEndpoint({ method: 'POST', path: '/z', response: v.null(), access: ACCESS.user, summary: 'Z', tags: ['t'], stale: ['GET /nada', 'POST /auth/login', 'GET /w', 'GET /r', 'GET /r'] });
    expect(staleProblems([broken], [...ALL_ENDPOINTS, read, writing])).toEqual([
      'POST /z: a read named twice',
      'POST /z: GET /nada is not in the contract',
      'POST /z: POST /auth/login is a write',
      'POST /z: GET /w is a write',
    ]);
  });

  it('counts an endpoint that declares what it makes stale as a write, whatever its method', () => {
    expect(isWrite({ method: 'POST' })).toBe(true);
    expect(isWrite({ method: 'GET' })).toBe(false);
    expect(isWrite({ method: 'GET', stale: ['GET /x'] })).toBe(true);
  });
});

describe('endpoint objects', () => {
  it('are collected from a module in export order, and nothing else is', () => {
    const a = defineEndpoint({ method: 'GET', path: '/a', response: v.null(), access: ACCESS.public, summary: 'A', tags: ['t'] });
    const b = defineEndpoint({ method: 'POST', path: '/b/:id', params: v.object({ id: v.number() }), response: v.null(), access: ACCESS.user, summary: 'B', tags: ['t'] });
    expect(endpointsOf({ a, schema: v.string(), text: 'x', b }).map((e) => e.id)).toEqual(['GET /a', 'POST /b/:id']);
  });

  it('fill their path parameters, encoded, and refuse a missing one', () => {
    expect(resolvePath('/organizaciones/:id/documentos/:tipo', { id: 7, tipo: 'iso 14001' })).toBe('/organizaciones/7/documentos/iso%2014001');
    expect(() => resolvePath('/organizaciones/:id', {})).toThrow("Missing path parameter 'id'");
    expect(pathParameters('/dapcon/:id/:languageId')).toEqual(['id', 'languageId']);
    expect(resolvePath(login.path)).toBe('/auth/login');
  });

  it('decide who may call them by module and profile', () => {
    const admin1 = { modulo_app: 'administrador' as const, perfil: 1 };
    const admin2 = { modulo_app: 'administrador' as const, perfil: 2 };
    const company = { modulo_app: 'organizacion' as const, perfil: 5 };
    expect(isAllowed(ACCESS.user, company)).toBe(true);
    expect(isAllowed(ACCESS.admin, company)).toBe(false);
    expect(isAllowed(ACCESS.admin, admin2)).toBe(true);
    expect(isAllowed(ACCESS.adminAres, admin2)).toBe(false);
    expect(isAllowed(ACCESS.adminAres, admin1)).toBe(true);
  });
});
