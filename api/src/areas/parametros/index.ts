/** The parametros area: the parameter tree's screens and the ECO Platform classification. Others use its routes and seed, and the classification as the declarations use it (clasificacion-opciones.ts). */
export { claseDe, claseJsonSql, esClaseAsignable, rutaDeClase, subarbolDeClase } from './clasificacion-opciones';
export { seedClasificacion } from './clasificacion-seed';
export { default as routes } from './routes';

// For the authorization matrix's test.
export { parametrosMatrix } from './matrix';
