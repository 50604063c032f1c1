/**
 * The audit trail (issue 36; docs/decisions.md 'The audit trail (issue 36, first step)'): what the API
 * records of every sign-in, refusal, impersonation, export and write, and `GET /auditoria`, its list for
 * the Ares administrator (profile 1 of the administration, as the log screens).
 */
/**
 * What an audit entry records: a write made in a session (`escritura`), a sign-in (`acceso`) and a
 * refused one (`acceso_fallido`), a 403 answered to a signed-in user (`denegado`), an administrator's
 * session as a company or consultant opened (`suplantacion_inicio`) and left (`suplantacion_fin`), and a
 * list read as Excel (`exportacion`).
 */
export const ACCIONES_AUDITORIA = ['escritura', 'acceso', 'acceso_fallido', 'denegado', 'suplantacion_inicio', 'suplantacion_fin', 'exportacion'] as const;
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];
