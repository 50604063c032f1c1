/** The contents area's contract: the e-mail templates (and, as issue 14 goes on, contents, documents and communications). */
export * from './messages';
export * from './plantillas';
export * from './contenidos';
export * from './biblioteca';
export * from './archivos';
export * from './comunicaciones';
export * from './criterios';
export * from './publico';
export * from './recordatorios';
