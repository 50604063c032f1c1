/**
 * The RCP catalogue (product category rules, spec part 2 §3 'RCP', §7.1 and §7.6): the common
 * lookup `GET /rcp` (§7.1), the DAPcon creation modal's RCP select (§2.9) and the DAPcon list's RCP
 * filter, for any signed-in user. The administration's paged list is `GET /rcp/lista` (catalogo.ts,
 * §2.14): one path cannot answer both a paged list and a whole select (docs/decisions.md 'RCPs',
 * issue 33 item 30).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { booleanFilter } from '../core/list';

/**
 * The coding code of the general RCP: a DAPcon under it needs a product sheet (spec part 2 §2.9,
 * 'A note appears for coding code 100').
 */
export const CODIGO_RCP_GENERAL = '100';

/**
 * One RCP of the select (GET /rcp): the spec's list reference (`rcp_id`, `rcp_equivalencia`,
 * `rcp_nombre`, part 2 §3) plus the coding code (the modal's code-100 note) and whether it is in
 * force (with `novigentes=true` the list also holds superseded ones).
 */
export const RcpOpcion = v.object({
  rcp_id: v.number(),
  rcp_equivalencia: v.string(),
  /** In the caller's language (Accept-Language), Spanish when the RCP has no text in it. */
  rcp_nombre: v.string(),
  codigo_para_codificacion_dapcon: v.nullable(v.string()),
  vigente: v.boolean(),
});
export type RcpOpcion = v.InferOutput<typeof RcpOpcion>;

/** GET /rcp query: `novigentes=true` lists the RCPs no longer in force too (never annulled ones). */
export const RcpsQuery = v.object({ novigentes: booleanFilter() });
export type RcpsQuery = v.InferInput<typeof RcpsQuery>;

/**
 * The RCPs a DAPcon can be created under: in force and not annulled, by equivalencia.
 *
 * @example
 * const { data } = await call(rcps); // [{ rcp_id: 1, rcp_equivalencia: 'RCP 100', rcp_nombre: 'Productos de construcción en general', … }]
 * const { data: all } = await call(rcps, { query: { novigentes: true } });
 */
export const rcps = defineEndpoint({
  method: 'GET',
  path: '/rcp',
  query: RcpsQuery,
  response: v.array(RcpOpcion),
  access: ACCESS.user,
  summary: 'RCPs for a select: in force (novigentes=true: also superseded), named in the language of Accept-Language',
  tags: ['rcp'],
});
