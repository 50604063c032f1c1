/** The API's own endpoints: health and the OpenAPI document. */
export * from './auditoria';
export * from './health';
export * from './logs';
export * from './mantenimiento';
export * from './retencion';
