/**
 * The audit trail (issue 36; docs/decisions.md 'The audit trail (issue 36, first step)'): what the API
 * records of every sign-in, refusal, impersonation, export and write, and `GET /auditoria`, its list for
 * the Ares administrator (profile 1 of the administration, as the log screens). What an entry records
 * and a record's history (its entries, for the pages of the areas) are the core's (core/history.ts).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { ACCIONES_AUDITORIA, PersonaAuditada } from '../core/history';
import { choiceFilter, dateFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';


/** One entry of the audit trail. */
export const AuditoriaItem = v.object({
  id: v.number(),
  /** When (ISO 8601). */
  created_at: v.string(),
  accion: v.picklist(ACCIONES_AUDITORIA),
  /** The account the session is of (the company, in an impersonation); null for a refused sign-in. */
  usuario: v.nullable(PersonaAuditada),
  /** The administrator behind an impersonation; null otherwise. */
  suplantador: v.nullable(PersonaAuditada),
  entidad: v.nullable(v.string()),
  entidad_id: v.nullable(v.string()),
  metodo: v.string(),
  ruta: v.string(),
  url: v.string(),
  status: v.number(),
  ip: v.nullable(v.string()),
  detalle: v.nullable(v.record(v.string(), v.unknown())),
});
export type AuditoriaItem = v.InferOutput<typeof AuditoriaItem>;

export const AUDITORIA_SORTABLE = ['created_at'] as const;

/** The Excel file of the audit trail (sent as `<YYYY-MM-DD>_Auditoria.xlsx`). */
export const AUDITORIA_EXCEL_NAME = 'Auditoria.xlsx';

/**
 * `GET /auditoria` query: `persona` (an account's id, or text on its CIF/NIF or name; either the user
 * or the administrator behind it), `entidad` + `entidad_id` (the record), `accion`, `desde`/`hasta`
 * (days in Madrid, both included); newest first.
 */
export const AuditoriaQuery = listQuery(
  {
    persona: textFilter(100),
    persona_id: positiveIntegerFilter(),
    entidad: textFilter(60),
    entidad_id: textFilter(60),
    accion: choiceFilter(ACCIONES_AUDITORIA),
    desde: dateFilter(),
    hasta: dateFilter(),
  },
  AUDITORIA_SORTABLE,
  'created_at desc',
);
export type AuditoriaQuery = v.InferOutput<typeof AuditoriaQuery>;
export type AuditoriaQueryInput = v.InferInput<typeof AuditoriaQuery>;

/** The audit trail, newest first (Excel with `to_excel=true`, itself recorded as an export). */
export const auditoriaList = defineEndpoint({
  method: 'GET',
  path: '/auditoria',
  query: AuditoriaQuery,
  response: paginated(AuditoriaItem),
  access: ACCESS.adminAres,
  summary: 'The audit trail: sign-ins, refusals, impersonations, exports and writes, with who, as whom and when',
  tags: ['sistema'],
});
