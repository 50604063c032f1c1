/**
 * @dapcon/contract — what the browser and the API agree on, area by area: endpoint objects,
 * their schemas and their messages. Stateless: every remote and the API bundle the parts they
 * import (`@dapcon/contract/auth`, `/referencia`, `/core`…); nothing here is shared at run time.
 *
 * This entry gathers every area, for the API and for checks over the whole contract.
 */
import * as auth from './auth';
import * as consultores from './consultores';
import * as contenidos from './contenidos';
import { CONTENIDOS_MESSAGES } from './contenidos';
import * as dapcon from './dapcon';
import { DAPCON_MESSAGES } from './dapcon';
import { CONSULTORES_MESSAGES } from './consultores';
import * as empresas from './empresas';
import * as finanzas from './finanzas';
import { FINANZAS_MESSAGES } from './finanzas';
import { AUTH_MESSAGES } from './auth';
import { EMPRESAS_MESSAGES } from './empresas';
import { CORE_MESSAGES, endpointsOf, type Catalogue, type Endpoint } from './core';
import * as panel from './panel';
import * as parametros from './parametros';
import { CLASIFICACION_MESSAGES, PARAMETROS_MESSAGES } from './parametros';
import * as rcp from './rcp';
import * as referencia from './referencia';
import * as registro from './registro';
import { REFERENCIA_MESSAGES } from './referencia';
import { RCP_MESSAGES } from './rcp';
import * as sistema from './sistema';
import { MANTENIMIENTO_MESSAGES } from './sistema';

export * from './core';
export * from './auth';
export * from './consultores';
export * from './contenidos';
export * from './dapcon';
export * from './empresas';
export * from './finanzas';
export * from './panel';
export * from './parametros';
export * from './rcp';
export * from './referencia';
export * from './registro';
export * from './sistema';

/**
 * The areas of the contract and their endpoints, in the order the API registers them.
 *
 * @example
 * CONTRACT_AREAS.auth.map((e) => e.id) // ['POST /auth/login', …]
 */
export const CONTRACT_AREAS = {
  auth: endpointsOf(auth),
  empresas: endpointsOf(empresas),
  consultores: endpointsOf(consultores),
  contenidos: endpointsOf(contenidos),
  dapcon: endpointsOf(dapcon),
  finanzas: endpointsOf(finanzas),
  parametros: endpointsOf(parametros),
  rcp: endpointsOf(rcp),
  referencia: endpointsOf(referencia),
  sistema: endpointsOf(sistema),
  panel: endpointsOf(panel),
  registro: endpointsOf(registro),
} as const satisfies Record<string, Endpoint[]>;

/** Every endpoint of the contract. */
export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT_AREAS).flat();

/** Every catalogue of messages (the API localizes answers with all of them). */
export const ALL_CATALOGUES: readonly Catalogue[] = [CORE_MESSAGES, AUTH_MESSAGES, EMPRESAS_MESSAGES, CONSULTORES_MESSAGES, CONTENIDOS_MESSAGES, DAPCON_MESSAGES, FINANZAS_MESSAGES, REFERENCIA_MESSAGES, RCP_MESSAGES, PARAMETROS_MESSAGES, CLASIFICACION_MESSAGES, MANTENIMIENTO_MESSAGES, panel.PANEL_MESSAGES];
