/** The consultants' contract: the lookups the DAPcon creation modal makes, the /consultores list, a consultant's page, its account actions, its data (the page's form and the consultant's own). */
export * from './messages';
export * from './consultores';
export * from './cuenta';
export * from './usuarios';
export * from './perfil';
export * from './administrador';
export * from './historial';
