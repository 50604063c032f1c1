/**
 * The referencia area, the lowest: languages, countries, towns and the parameters every option list
 * comes from. What others use: its tables and reference data, the checks of an option, a country or
 * a language; routes and seed.
 */
export { IDIOMA_CA, IDIOMA_ES, IDIOMAS, LISTAS, TAMANIOS_ASOCIACION, TAMANIOS_EMPRESA } from './data/referencia';
export { activeIdiomaIds, isActiveOption, listOpciones, opcionTextoSql, paisExists } from './repository';
export { default as routes } from './routes';
export { seedReferencia } from './seed';
export { idiomas, paises, parametros, parametrosTextos } from './tables';

// For the authorization matrix's test.
export { referenciaMatrix } from './matrix';
