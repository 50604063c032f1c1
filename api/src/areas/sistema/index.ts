/** The sistema area: health, the OpenAPI document, logs and maintenance. Others use only its routes (with the demo reset's seed, MantenimientoRoutesOptions). */
export { default as routes } from './routes';
export type { MantenimientoRoutesOptions } from './mantenimiento-routes';
// The audit trail's retention: its parameter (the seed) and the daily job the portal's scheduler runs.
export { seedAuditoriaRetencion } from './auditoria-seed';
export { podarAuditoria, PODA_AUDITORIA_JOB, type PodaAuditoria } from './auditoria-retencion';

// For the authorization matrix's test.
export { sistemaMatrix } from './matrix';
