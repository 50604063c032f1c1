/**
 * The audit trail's retention (issue 36; docs/decisions.md 'Audit retention (issue 36)'): a parameter of
 * the programme in the parameter tree (/parametros), the folder `auditoria` holding
 * `auditoria_retencion_dias`, the number of days an audit entry is kept, in Texto 1. Only the Ares
 * administrator edits it (permission 1). The daily job (`podarAuditoria`, the portal's scheduler)
 * deletes the entries older than that.
 */

export const AUDITORIA_RETENCION = {
  carpeta: 'auditoria',
  retencion: { id: 'auditoria_retencion_dias', defecto: 1825 },
  /**
   * The floor, in days: no entry younger than this is ever deleted, whatever the parameter says. The
   * database holds the same floor (migration 0040's trigger), so the application cannot go below it.
   */
  minimo: 365,
} as const;

/**
 * The retention in force, from the parameter's Texto 1: `null` (never prune) for an empty text or '0';
 * a whole number below the floor is raised to it; anything else (not a number, a sign, a decimal, more
 * than 6 digits, an absent parameter) is the default.
 */
export function retencionDeParametro(texto: string | null | undefined): number | null {
  if (texto === null || texto === undefined) return AUDITORIA_RETENCION.retencion.defecto;
  const t = texto.trim();
  if (t === '') return null;
  if (!/^\d{1,6}$/.test(t)) return AUDITORIA_RETENCION.retencion.defecto;
  const n = Number(t);
  if (n === 0) return null;
  return Math.max(n, AUDITORIA_RETENCION.minimo);
}
