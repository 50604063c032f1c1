/** The reference lists' contract: languages, countries, towns, parameter lists. */
export * from './messages';
export * from './referencia';
export * from './idiomas';
