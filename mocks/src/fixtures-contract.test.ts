// The mock layer's fixtures against the contract (issue 34, item 4: one back end): every read the mock
// API answers by default (what the stories and the MOCK_API=1 dev pages show) is parsed with its
// endpoint's response schema, the schema the SDK checks the real API's answers with, and must come out
// unchanged: a field missing or of another type fails, and so does a field the contract does not
// declare (an object schema drops it, so the fixture and the answer would differ). A read it cannot
// ask (no fixture for the ids it is given) is named in UNCHECKED, so a new read is checked or listed.
import { HttpHandler } from 'msw';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, ECOPLATFORM_RAIZ, isAllowed, resolvePath, type Endpoint } from '@dapcon/contract';
import type { Role } from '@dapcon/shared-sdk';
import {
  MOCK_CLASIFICACION,
  MOCK_CONTENIDOS,
  MOCK_DAPCON_IDS,
  MOCK_EMPRESAS,
  MOCK_OPCIONES_CRITERIOS,
  MOCK_TIPOS_DOCUMENTO,
  mockCuotas,
  mockData,
  mockParametros,
  resetMocks,
  ROLE_CLAIMS,
  sessionToken,
} from './index';
import { mockServer } from './node';

const BASE = 'http://portal.test/api';
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetMocks();
});
afterAll(() => mockServer.close());

/** Who asks: the account of each role in the mock's data set. */
const account = (role: Role) => mockData.accounts.find((a) => a.role === role);
const ROLES: readonly Role[] = ['admin_ares', 'organizacion', 'consultor', 'verificador', 'admin_caateeb'];

const cuota = mockCuotas()[0];
/** The path parameters of the reads that take some, from the mock's data set; '1' otherwise. */
const PARAMS: Record<string, Record<string, string>> = {
  'GET /biblioteca-documentos-public/:type': { type: MOCK_TIPOS_DOCUMENTO[0]?.id ?? '' },
  'GET /criterios/:tipo': { tipo: 'banner_empresa' },
  'GET /cuotas/mostrar-pago/:org_id/:year': { org_id: String(cuota?.org_id), year: String(cuota?.year) },
  'GET /parametros/:id': { id: mockParametros()[0]?.param_id ?? '' },
  'GET /ecoplatform-products-list/:id': { id: ECOPLATFORM_RAIZ },
  'GET /ecoplatform-products/:id': { id: MOCK_CLASIFICACION[0]?.id ?? '' },
  'GET /dapcon/:id': { id: String(MOCK_DAPCON_IDS.vigente) },
  'GET /organizaciones/cif/:cif': { cif: MOCK_EMPRESAS[0]?.org_cif ?? '' },
  'GET /admin/auth/organizacion/:usuario': { usuario: MOCK_EMPRESAS[0]?.org_cif ?? '' },
  'GET /admin/auth/consultor/:usuario': { usuario: '47815236F' },
  'GET /consultores/:nif/nif': { nif: '47815236F' },
  'GET /consultores/:nif/detalle': { nif: '47815236F' },
};

/** The query of the reads that need one. */
const QUERY: Record<string, string> = {
  'GET /poblacion': 'cp=08001',
  'GET /archivos-contenido': `contenido_web_id=${MOCK_CONTENIDOS[0]?.id}`,
  'GET /parametros/tarifa_asignada': 'id=ge_250',
  'GET /parametros-select': `param_padre_id=${Object.keys(MOCK_OPCIONES_CRITERIOS)[0]}`,
};

/** Reads no default fixture answers with these inputs (each says why it is left out). */
const UNCHECKED: Record<string, string> = {};

/** The reads whose answer is data in the envelope (files and the OpenAPI document are not). */
const READS = ALL_ENDPOINTS.filter((e) => e.method === 'GET' && e.envelope !== false && !e.stale);

function roleFor(endpoint: Endpoint): Role {
  return ROLES.find((role) => isAllowed(endpoint.access, ROLE_CLAIMS[role])) ?? 'admin_ares';
}

function pathOf(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
  const params = { ...Object.fromEntries(names.map((n) => [n, '1'])), ...PARAMS[endpoint.id] };
  const query = QUERY[endpoint.id];
  return `${resolvePath(endpoint.path, params)}${query ? `?${query}` : ''}`;
}

describe("the mock layer's fixtures", () => {
  it('answers every read of the contract by default', () => {
    const handled = new Set(
      mockServer
        .listHandlers()
        .filter((handler) => handler instanceof HttpHandler)
        .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`),
    );
    expect(READS.filter((e) => !handled.has(`GET */api${e.path}`)).map((e) => e.id)).toEqual([]);
  });

  it.each(READS.filter((e) => !(e.id in UNCHECKED)).map((e) => ({ id: e.id, endpoint: e })))('$id: the default answer is what its response schema declares', async ({ endpoint }) => {
    const role = roleFor(endpoint);
    const who = account(role);
    const token = await sessionToken(role, { usuario: who?.usuario, sub: String(who?.id) });
    const response = await fetch(`${BASE}${pathOf(endpoint)}`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'es' } });
    const body = (await response.json()) as { data?: unknown; message?: string };
    expect(response.status, `${endpoint.id} as ${role}: ${body.message ?? ''}`).toBeLessThan(300);
    const parsed = v.safeParse(endpoint.response, body.data);
    expect(parsed.issues?.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`) ?? [], endpoint.id).toEqual([]);
    // Undeclared fields are dropped by the schema: the fixture must be exactly what the contract declares.
    expect(JSON.parse(JSON.stringify(parsed.output)), endpoint.id).toEqual(body.data);
  });
});
