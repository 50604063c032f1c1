/** The parametros area: the parameter tree's screens and the ECO Platform classification. Others use only its routes and seed. */
export { seedClasificacion } from './clasificacion-seed';
export { default as routes } from './routes';

// For the authorization matrix's test.
export { parametrosMatrix } from './matrix';
