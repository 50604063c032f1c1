/**
 * A company's history (issue 36; docs/decisions.md 'The audit trail: changed fields and record
 * history (issue 36)'): the audit trail's entries about the company and its account, newest first,
 * each with the fields it changed, old → new: the company page's 'Historial' tab. The administration's
 * (both profiles), as the rest of the company's page.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formId } from '../core/form';
import { listQuery, paginated } from '../core/list';
import { MSG } from '../core/messages';
import { HISTORIAL_SORTABLE, HistorialItem } from '../core/history';

/** `GET /organizaciones/historial` query: the company (`org_id`, required), the page and the order. */
export const HistorialEmpresaQuery = v.omit(listQuery({ org_id: formId(MSG.campoObligatorio, MSG.valorNoValido) }, HISTORIAL_SORTABLE, 'created_at desc'), ['to_excel']);
export type HistorialEmpresaQuery = v.InferOutput<typeof HistorialEmpresaQuery>;

/**
 * A company's history: 404 for an id no company has.
 *
 * @example
 * const { data } = await call(historialEmpresa, { query: { org_id: 12 } });
 */
export const historialEmpresa = defineEndpoint({
  method: 'GET',
  path: '/organizaciones/historial',
  query: HistorialEmpresaQuery,
  response: paginated(HistorialItem),
  access: ACCESS.admin,
  summary: "A company's history: who changed what in it and its account, when, old → new",
  tags: ['empresas'],
});
