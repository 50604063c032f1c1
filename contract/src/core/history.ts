/**
 * What the audit trail records (issue 36; docs/decisions.md 'The audit trail'), and a record's history
 * as the areas' pages show it (the 'Historial' tabs, shared-ui's `RecordHistory`): in the core because
 * every area that has records may show their history, and the design system renders it. The trail's
 * own list (`GET /auditoria`) is the sistema area's (sistema/auditoria.ts).
 */
import * as v from 'valibot';

/**
 * What an audit entry records: a write made in a session (`escritura`), a sign-in (`acceso`) and a
 * refused one (`acceso_fallido`), a 403 answered to a signed-in user (`denegado`), an administrator's
 * session as a company or consultant opened (`suplantacion_inicio`) and left (`suplantacion_fin`), and a
 * list read as Excel (`exportacion`).
 */
export const ACCIONES_AUDITORIA = ['escritura', 'acceso', 'acceso_fallido', 'denegado', 'suplantacion_inicio', 'suplantacion_fin', 'exportacion'] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];
/** Someone an entry names: the account's id, its CIF/NIF and its name ('nombre apellidos'). */
export const PersonaAuditada = v.object({ id: v.number(), usuario: v.string(), nombre: v.string() });

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
  usuario: v.nullable(PersonaAuditada),
  suplantador: v.nullable(PersonaAuditada),
  entidad: v.nullable(v.string()),
  /** The changed fields, old → new; null for an entry that records none (an impersonation's start). */
  cambios: v.nullable(v.record(v.string(), CambioAuditado)),
});
export type HistorialItem = v.InferOutput<typeof HistorialItem>;

/** A history's one order: newest first (or oldest). */
export const HISTORIAL_SORTABLE = ['created_at'] as const;
