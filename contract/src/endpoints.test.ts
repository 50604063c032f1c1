import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, CONTRACT_AREAS, defineEndpoint, endpointsOf, isAllowed, pathParameters, resolvePath, ACCESS, login } from './index';

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
