/** The RCP catalogue's contract (product category rules): the DAPcon creation modal's select, and the administration's list and form. */
export * from './messages';
export * from './rcp';
export * from './catalogo';
