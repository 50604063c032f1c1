/** The companies area's contract. */
export * from './empresas';
export * from './messages';
export * from './ficha';
export * from './historial';
