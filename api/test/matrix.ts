/**
 * Runs authorization-matrix rows (src/lib/matrix.ts): for each row, every caller of
 * MATRIX_CALLERS calls the endpoint (the URL built with the contract's `resolvePath`, as the
 * browser's client builds it) and gets the row's status. Each area's matrix.test.ts runs its own
 * rows; authorization-matrix.test.ts checks that every endpoint the app serves has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { resolvePath } from '@dapcon/contract';
import { API_PREFIX } from '../src/app';
import { authMatrix } from '../src/areas/auth';
import { consultoresMatrix } from '../src/areas/consultores';
import { contenidosMatrix } from '../src/areas/contenidos';
import { dapconMatrix } from '../src/areas/dapcon';
import { empresasMatrix } from '../src/areas/empresas';
import { finanzasMatrix } from '../src/areas/finanzas';
import { panelMatrix } from '../src/areas/panel';
import { parametrosMatrix } from '../src/areas/parametros';
import { rcpMatrix } from '../src/areas/rcp';
import { recordatoriosMatrix } from '../src/areas/recordatorios';
import { referenciaMatrix } from '../src/areas/referencia';
import { registroMatrix } from '../src/areas/registro';
import { sistemaMatrix } from '../src/areas/sistema';
import { MATRIX_CALLERS, type MatrixCaller, type MatrixRow } from '../src/lib/matrix';
import type { DemoAccount } from '../src/seed/demo-accounts';
import { bearer, build, demoAccount, tokenOf } from './helper';

/** Every area's rows, by area (the contract's CONTRACT_AREAS names). */
export const MATRIX_BY_AREA: Readonly<Record<string, readonly MatrixRow[]>> = {
  auth: authMatrix,
  empresas: empresasMatrix,
  consultores: consultoresMatrix,
  // The reminders' routes are the contents area's in the contract ('Recordatorios' of /comunicaciones).
  contenidos: [...contenidosMatrix, ...recordatoriosMatrix],
  parametros: parametrosMatrix,
  rcp: rcpMatrix,
  dapcon: dapconMatrix,
  finanzas: finanzasMatrix,
  referencia: referenciaMatrix,
  sistema: sistemaMatrix,
  panel: panelMatrix,
  registro: registroMatrix,
};

export type SignedInCaller = Exclude<MatrixCaller, 'anonymous'>;

/** The demo account behind each signed-in column. */
export const ACCOUNTS: Record<SignedInCaller, DemoAccount> = {
  company: demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'),
  consultant: demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3),
  verifier: demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4),
  admin1: demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1),
  admin2: demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2),
};

/** The request a row sends, as `inject` takes it. */
export function matrixRequest(row: MatrixRow): InjectOptions {
  const { endpoint, request } = row;
  return {
    method: endpoint.method,
    url: `${API_PREFIX}${resolvePath(endpoint.path, request?.params)}`,
    ...(request?.query ? { query: { ...request.query } } : {}),
    ...(request && 'body' in request ? { payload: request.body as InjectOptions['payload'] } : {}),
  };
}

/** Declares the tests of an area's rows, on one app with every caller signed in. */
export function describeMatrix(area: string, rows: readonly MatrixRow[]): void {
  let app: FastifyInstance;
  const tokens = new Map<SignedInCaller, string>();
  const signIn = async (caller: SignedInCaller) => {
    tokens.set(caller, await tokenOf(app, ACCOUNTS[caller]));
  };

  beforeAll(async () => {
    app = await build();
    for (const caller of Object.keys(ACCOUNTS) as SignedInCaller[]) await signIn(caller);
  });
  afterAll(async () => {
    await app.close();
  });

  describe(`the authorization matrix of ${area}`, () => {
    it.each(rows.map((row) => [row.endpoint.id, row] as const))('%s', async (_id, row) => {
      const seen: Partial<Record<MatrixCaller, number>> = {};
      for (const caller of MATRIX_CALLERS) {
        const token = caller === 'anonymous' ? undefined : tokens.get(caller);
        const response = await app.inject({ ...matrixRequest(row), headers: token ? bearer(token) : {} });
        seen[caller] = response.statusCode;
        if (row.endsSession && caller !== 'anonymous' && response.statusCode < 300) await signIn(caller);
      }
      expect(seen).toEqual(Object.fromEntries(MATRIX_CALLERS.map((caller, i) => [caller, row.statuses[i]])));
    });
  });
}
