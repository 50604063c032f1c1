/**
 * The authorization matrix: for every route under /api, the status each kind
 * of caller gets. It fails when the app serves a route this table does not
 * list (or lists a route the app no longer serves): a new route is not done
 * until someone has decided, here, who may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ALL_ENDPOINTS } from '@dapcon/contract';
import type { DemoAccount } from '../src/seed/demo-accounts';
import { bearer, build, demoAccount, tokenOf } from './helper';

const CALLERS = {
  company: demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'),
  consultant: demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3),
  verifier: demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4),
  admin1: demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1),
  admin2: demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2),
} satisfies Record<string, DemoAccount>;
type SignedInCaller = keyof typeof CALLERS;
type Caller = 'anonymous' | SignedInCaller;
const COLUMNS: readonly Caller[] = ['anonymous', 'company', 'consultant', 'verifier', 'admin1', 'admin2'];

type Statuses = readonly [anonymous: number, company: number, consultant: number, verifier: number, admin1: number, admin2: number];

interface Row {
  /** Method and path as registered: `GET /api/poblacion`. */
  route: string;
  statuses: Statuses;
  /** What to send, when the route needs more than its path. */
  request?: Pick<InjectOptions, 'payload' | 'query'>;
  /** The call ends the caller's session: sign in again afterwards. */
  endsSession?: boolean;
}

const company = CALLERS.company;

// prettier-ignore
const MATRIX: Row[] = [
  //                                                 anon  company consult verif admin1 admin2
  { route: 'POST /api/auth/login',          statuses: [200,  200,    200,    200,  200,   200],
    request: { payload: { usuario: company.usuario, password: company.password, modulo_app: company.modulo_app } } },
  { route: 'DELETE /api/auth/logout',       statuses: [401,  200,    200,    200,  200,   200], endsSession: true },
  { route: 'GET /api/auth/me',              statuses: [401,  200,    200,    200,  200,   200] },
  // Registration and recovery are public: the token is not even read. An empty body is a 422 for everyone.
  { route: 'POST /api/auth/registroOrganizacion', statuses: [422, 422, 422,    422,  422,   422], request: { payload: {} } },
  { route: 'POST /api/auth/registroOrganizacion/documentos', statuses: [422, 422, 422, 422, 422, 422], request: { payload: {} } },
  { route: 'POST /api/auth/registroConsultor', statuses: [422, 422,  422,    422,  422,   422], request: { payload: {} } },
  { route: 'POST /api/auth/reiniciarPassword', statuses: [200, 200,  200,    200,  200,   200],
    request: { payload: { modulo_app: 'organizacion', org_cif: 'B00000000' } } },
  { route: 'POST /api/auth/restablecerPassword', statuses: [422, 422, 422,   422,  422,   422],
    request: { payload: { token: 'not-a-token', password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' } } },
  // Any signed-in user changes their own password; an incomplete body is a 422 (after the session check).
  { route: 'PATCH /api/usuarios/cambiarPassword', statuses: [401, 422, 422,    422,  422,   422], request: { payload: {} } },
  { route: 'GET /api/idiomas',              statuses: [200,  200,    200,    200,  200,   200] },
  { route: 'GET /api/paises',               statuses: [200,  200,    200,    200,  200,   200] },
  { route: 'GET /api/poblacion',            statuses: [201,  201,    201,    201,  201,   201], request: { query: { cp: '08001' } } },
  { route: 'POST /api/parametros_generales', statuses: [200, 200,    200,    200,  200,   200],
    request: { payload: [{ param: 'tipo_empresa', locale: 1, active: true }] } },
  { route: 'GET /api/health',               statuses: [200,  200,    200,    200,  200,   200] },
  { route: 'GET /api/openapi.json',         statuses: [200,  200,    200,    200,  200,   200] },
];

let app: FastifyInstance;
const registered = new Set<string>();
const tokens = new Map<SignedInCaller, string>();

async function signIn(caller: SignedInCaller): Promise<void> {
  tokens.set(caller, await tokenOf(app, CALLERS[caller]));
}

beforeAll(async () => {
  app = await build({
    beforeRegister: (instance) =>
      instance.addHook('onRoute', ({ method, url }) => {
        // HEAD routes are Fastify's automatic twins of GET routes.
        for (const m of [method].flat()) if (m !== 'HEAD' && url.startsWith('/api/')) registered.add(`${m} ${url}`);
      }),
  });
  for (const caller of Object.keys(CALLERS) as SignedInCaller[]) await signIn(caller);
});
afterAll(async () => {
  await app.close();
});

describe('the authorization matrix', () => {
  it('lists exactly the routes the app serves under /api', () => {
    const listed = MATRIX.map((row) => row.route);
    expect(new Set(listed).size, 'a route is listed twice').toBe(listed.length);
    expect([...registered].filter((route) => !listed.includes(route)), 'routes missing from the matrix').toEqual([]);
    expect(listed.filter((route) => !registered.has(route)), 'listed routes the app does not serve').toEqual([]);
  });

  it('covers every endpoint of the contract', () => {
    const listed = new Set(MATRIX.map((row) => row.route));
    for (const { method, path } of ALL_ENDPOINTS) expect(listed, `${method} ${path}`).toContain(`${method} /api${path}`);
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const [method = '', url = ''] = row.route.split(' ');
    const seen: Partial<Record<Caller, number>> = {};
    for (const caller of COLUMNS) {
      const token = caller === 'anonymous' ? undefined : tokens.get(caller);
      const response = await app.inject({
        method: method as InjectOptions['method'],
        url,
        ...row.request,
        headers: token ? bearer(token) : {},
      });
      seen[caller] = response.statusCode;
      if (row.endsSession && caller !== 'anonymous' && response.statusCode < 300) await signIn(caller);
    }
    const expected = Object.fromEntries(COLUMNS.map((caller, i) => [caller, row.statuses[i]]));
    expect(seen).toEqual(expected);
  });
});
