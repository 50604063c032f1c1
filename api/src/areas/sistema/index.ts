/** The sistema area: health, the OpenAPI document, logs and maintenance. Others use only its routes (with the demo reset's seed, MantenimientoRoutesOptions). */
export { default as routes } from './routes';
export type { MantenimientoRoutesOptions } from './mantenimiento-routes';

// For the authorization matrix's test.
export { sistemaMatrix } from './matrix';
