/** The DAPcon area's contract (mf-empresas, api/src/areas/dapcon): declarations and their life (docs/dapcon-lifecycle.md). */
export * from './messages';
export * from './permisos';
export * from './dapcon';
export * from './ciclo';
export * from './incidencias';
export * from './lista';
export * from './clasificacion';
export * from './clasificar';
export * from './messages-resultados';
export * from './resultados-datos';
export * from './resultados';
