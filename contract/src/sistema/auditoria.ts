/**
 * The audit trail (issue 36; docs/decisions.md 'The audit trail (issue 36, first step)'): what the API
 * records of every sign-in, refusal, impersonation, export and write, and `GET /auditoria`, its list for
 * the Ares administrator (profile 1 of the administration, as the log screens).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { choiceFilter, dateFilter, listQuery, paginated, positiveIntegerFilter, textFilter } from '../core/list';

/**
 * What an audit entry records: a write made in a session (`escritura`), a sign-in (`acceso`) and a
 * refused one (`acceso_fallido`), a 403 answered to a signed-in user (`denegado`), an administrator's
 * session as a company or consultant opened (`suplantacion_inicio`) and left (`suplantacion_fin`), and a
 * list read as Excel (`exportacion`).
 */
export const ACCIONES_AUDITORIA = ['escritura', 'acceso', 'acceso_fallido', 'denegado', 'suplantacion_inicio', 'suplantacion_fin', 'exportacion'] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];
/** Someone an entry names: the account's id, its CIF/NIF and its name ('nombre apellidos'). */
const Persona = v.object({ id: v.number(), usuario: v.string(), nombre: v.string() });

/** One entry of the audit trail. */
export const AuditoriaItem = v.object({
  id: v.number(),
  /** When (ISO 8601). */
  created_at: v.string(),
  accion: v.picklist(ACCIONES_AUDITORIA),
  /** The account the session is of (the company, in an impersonation); null for a refused sign-in. */
  usuario: v.nullable(Persona),
  /** The administrator behind an impersonation; null otherwise. */
  suplantador: v.nullable(Persona),
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

// ---------------------------------------------------------------- a record's history

/**
 * A field's value before and after a write (`detalle.cambios` of an entry): `antes` null for a
 * create, `despues` null for a delete; a secret's value is never there, only '••••' (docs/decisions.md
 * 'The audit trail: changed fields and record history (issue 36)').
 */
export const CambioAuditado = v.object({ antes: v.unknown(), despues: v.unknown() });
export type CambioAuditado = v.InferOutput<typeof CambioAuditado>;

/** What stands for a secret's value in an entry's changes. */
export const VALOR_SECRETO = '••••';

/**
 * One entry of a record's history (a company's, a consultant's 'Historial' tab): when, who (and, in an
 * impersonation, the administrator behind), what action, which of the record's tables it changed
 * ('organizaciones' or its account, 'usuarios') and the fields that changed, old → new. No address,
 * request or other detail: those are the audit trail's (`GET /auditoria`, the Ares administrator's).
 */
export const HistorialItem = v.object({
  id: v.number(),
  /** When (ISO 8601). */
  created_at: v.string(),
  accion: v.picklist(ACCIONES_AUDITORIA),
  usuario: v.nullable(Persona),
  suplantador: v.nullable(Persona),
  entidad: v.nullable(v.string()),
  /** The changed fields, old → new; null for an entry that records none (an impersonation's start). */
  cambios: v.nullable(v.record(v.string(), CambioAuditado)),
});
export type HistorialItem = v.InferOutput<typeof HistorialItem>;

/** A history's one order: newest first (or oldest). */
export const HISTORIAL_SORTABLE = ['created_at'] as const;
