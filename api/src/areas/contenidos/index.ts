/**
 * The contenidos area: web contents, mailings, the portal's e-mails and templates, the document
 * library. What others use: the homes' public contents (the panel), the keys of its stored files (the
 * storage sweep, through areas/index.ts), routes and seed.
 */
export { archivosStorageKeys } from './archivos';
export { bibliotecaStorageKeys } from './biblioteca';
export { contenidosPublicPage } from './publico';
export { contenidosStorageKeys, EDITOR_IMAGE_GRACE_MS, forgetUnusedEditorImages } from './repository';
export { default as routes } from './routes';
export { seedContenidos } from './seed';
export { seedArchivosContenido } from './seed-archivos';
export { seedBiblioteca } from './seed-biblioteca';
export { seedComunicaciones } from './seed-comunicaciones';
export { seedCriterios } from './seed-criterios';

// For the authorization matrix's test.
export { contenidosMatrix } from './matrix';
