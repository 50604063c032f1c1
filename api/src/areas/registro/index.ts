/**
 * The registro area (issue 35, docs/registry.md): the public registry of published declarations, read
 * without signing in. It stands above the declarations' area and reads its tables; no area uses it.
 */
export { registroPage, registroWhere } from './lista';
export { default as routes } from './routes';
export { idiomaRegistro } from './idioma';
export { default as paginas, type PaginasRegistroOptions } from './paginas';
export { renderizadorPublicado, type CargarRenderizador } from './renderizador';
export { registroDescargas } from './tables';

// For the tests: the matrix.
export { registroMatrix } from './matrix';
