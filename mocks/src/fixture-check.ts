// What the checks of the fixtures share (issue 34, item 4: one back end): the request that asks an
// endpoint for its fixture (the path parameters and query it needs, the token of a role it answers),
// and the check of an answer's data against the endpoint's response schema — the schema the SDK checks
// the real API's answers with. Used by mocks/src/fixtures-contract.test.ts (the mock's default answers)
// and config/story-fixtures.test.ts (the stories' own answers). Test-only: `@dapcon/mocks/fixture-check`.
import * as v from 'valibot';
import { ECOPLATFORM_RAIZ, isAllowed, resolvePath, type Endpoint } from '@dapcon/contract';
import { mockData } from './data';
import { MOCK_CLASIFICACION } from './parametros-clasificacion';
import { MOCK_CONTENIDOS } from './contenidos-web';
import { MOCK_TIPOS_DOCUMENTO } from './contenidos-biblioteca';
import { MOCK_OPCIONES_CRITERIOS } from './contenidos-criterios';
import { MOCK_DAPCON_IDS } from './dapcon';
import { MOCK_EMPRESAS } from './empresas';
import { mockCuotas } from './finanzas-cuotas';
import { mockParametros } from './parametros-arbol';
import { MOCK_REGISTRO } from './registro';
import type { Role } from '@dapcon/shared-sdk';
import { ROLE_CLAIMS, sessionToken } from './session';

export { recordMockEndpoints, type RecordedMockEndpoint } from './handlers';

/** The base of the requests the checks send (any host: the handlers match `*\/api/…`). */
export const FIXTURE_BASE = 'http://portal.test/api';

const ROLES: readonly Role[] = ['admin_ares', 'organizacion', 'consultor', 'verificador', 'admin_caateeb'];

/** The path parameters of the reads that take some, from the mock's data set; '1' otherwise. */
function params(): Record<string, Record<string, string>> {
  const cuota = mockCuotas()[0];
  return {
    'GET /biblioteca-documentos-public/:type': { type: MOCK_TIPOS_DOCUMENTO[0]?.id ?? '' },
    'GET /criterios/:tipo': { tipo: 'banner_empresa' },
    'GET /cuotas/mostrar-pago/:org_id/:year': { org_id: String(cuota?.org_id), year: String(cuota?.year) },
    'GET /parametros/:id': { id: mockParametros()[0]?.param_id ?? '' },
    'GET /ecoplatform-products-list/:id': { id: ECOPLATFORM_RAIZ },
    'GET /ecoplatform-products/:id': { id: MOCK_CLASIFICACION[0]?.id ?? '' },
    'GET /dapcon/:id': { id: String(MOCK_DAPCON_IDS.vigente) },
    'GET /public/dapcon/:codigo': { codigo: MOCK_REGISTRO[0]?.dapcon_codigo ?? '' },
    'GET /organizaciones/cif/:cif': { cif: MOCK_EMPRESAS[0]?.org_cif ?? '' },
    'GET /admin/auth/organizacion/:usuario': { usuario: MOCK_EMPRESAS[0]?.org_cif ?? '' },
    'GET /admin/auth/consultor/:usuario': { usuario: '47815236F' },
    'GET /consultores/:nif/nif': { nif: '47815236F' },
    'GET /consultores/:nif/detalle': { nif: '47815236F' },
  };
}

/** The query of the reads that need one. */
function query(): Record<string, string> {
  return {
    'GET /poblacion': 'cp=08001',
    'GET /archivos-contenido': `contenido_web_id=${MOCK_CONTENIDOS[0]?.id}`,
    'GET /parametros/tarifa_asignada': 'id=ge_250',
    'GET /parametros-select': `param_padre_id=${Object.keys(MOCK_OPCIONES_CRITERIOS)[0]}`,
    // A record's history: the mock answers its entries for any record.
    'GET /organizaciones/historial': 'org_id=12',
    'GET /consultores/historial': 'consultor_id=31',
  };
}

/** A role the endpoint answers (the first of the mock's roles its access rule lets in). */
export function fixtureRole(endpoint: Endpoint): Role {
  return ROLES.find((role) => isAllowed(endpoint.access, ROLE_CLAIMS[role])) ?? 'admin_ares';
}

/** The path and query that ask the endpoint for its fixture. */
export function fixturePath(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  const given = { ...Object.fromEntries(names.map((n) => [n, '1'])), ...params()[endpoint.id] };
  const q = query()[endpoint.id];
  return `${resolvePath(endpoint.path, given)}${q ? `?${q}` : ''}`;
}

/** The request that asks the endpoint for its fixture, signed by an account of a role it answers. */
export async function fixtureRequest(endpoint: Endpoint): Promise<Request> {
  const role = fixtureRole(endpoint);
  const who = mockData.accounts.find((a) => a.role === role);
  const token = await sessionToken(role, { usuario: who?.usuario, sub: String(who?.id) });
  return new Request(`${FIXTURE_BASE}${fixturePath(endpoint)}`, {
    method: endpoint.method,
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'es' },
  });
}

/**
 * What is wrong with an answer's data for the endpoint: its response schema's issues, or, when it
 * parses, that it is not exactly what the contract declares (an object schema drops an undeclared
 * field, so the fixture and what the SDK hands a screen would differ). Empty when it is right.
 */
export function fixtureIssues(endpoint: Endpoint, data: unknown): string[] {
  const parsed = v.safeParse(endpoint.response, data);
  if (!parsed.success) return parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  const different = diff(data, JSON.parse(JSON.stringify(parsed.output)));
  return different ? [`a field the contract does not declare, or in another form: ${different}`] : [];
}

/** The first path where two JSON values differ (the order of an object's keys aside), or null. */
function diff(a: unknown, b: unknown, path = '(root)'): string | null {
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = diff((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return a === b ? null : `${path}: ${JSON.stringify(a)?.slice(0, 80)} → ${JSON.stringify(b)?.slice(0, 80)}`;
}
