/**
 * The authorization matrix: for every endpoint, the status each kind of caller gets. Each area
 * lists its own rows (`areas/<area>/matrix.ts`); `api/test/matrix.ts` runs them by signing in the
 * demo accounts, and `api/test/authorization-matrix.test.ts` fails when an endpoint the app
 * serves has no row: a new endpoint is not finished until someone decided who may call it.
 */
import type { Endpoint } from '@dapcon/contract';

/** The callers, in column order: nobody signed in, then one demo account of each kind. */
export const MATRIX_CALLERS = ['anonymous', 'company', 'consultant', 'verifier', 'admin1', 'admin2'] as const;
export type MatrixCaller = (typeof MATRIX_CALLERS)[number];

/** The status each caller gets, in `MATRIX_CALLERS` order. */
export type Statuses = readonly [anonymous: number, company: number, consultant: number, verifier: number, admin1: number, admin2: number];

/** One endpoint's row. */
export interface MatrixRow {
  endpoint: Endpoint;
  statuses: Statuses;
  /**
   * What to send when the endpoint needs more than its path: sample path parameters (the URL is
   * built with the contract's `resolvePath`, as the browser's client builds it), query and body.
   */
  request?: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, string>>; body?: unknown };
  /** The call ends the caller's session: the runner signs in again afterwards. */
  endsSession?: boolean;
}
