/** The companies area's contract. */
export * from './empresas';
