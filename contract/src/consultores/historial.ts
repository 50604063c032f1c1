/**
 * A consultant's history (issue 36; docs/decisions.md 'The audit trail: changed fields and record
 * history (issue 36)'): the audit trail's entries about the consultant and its account, newest first,
 * each with the fields it changed, old → new: the consultant page's 'Historial' tab. The
 * administration's (both profiles), as the rest of the consultant's page.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formId } from '../core/form';
import { listQuery, paginated } from '../core/list';
import { MSG } from '../core/messages';
import { HISTORIAL_SORTABLE, HistorialItem } from '../core/history';

/** `GET /consultores/historial` query: the consultant (`consultor_id`, required), the page and the order. */
export const HistorialConsultorQuery = v.omit(listQuery({ consultor_id: formId(MSG.campoObligatorio, MSG.valorNoValido) }, HISTORIAL_SORTABLE, 'created_at desc'), ['to_excel']);
export type HistorialConsultorQuery = v.InferOutput<typeof HistorialConsultorQuery>;

/**
 * A consultant's history: 404 for an id no consultant has.
 *
 * @example
 * const { data } = await call(historialConsultor, { query: { consultor_id: 3 } });
 */
export const historialConsultor = defineEndpoint({
  method: 'GET',
  path: '/consultores/historial',
  query: HistorialConsultorQuery,
  response: paginated(HistorialItem),
  access: ACCESS.admin,
  summary: "A consultant's history: who changed what in it and its account, when, old → new",
  tags: ['consultores'],
});
