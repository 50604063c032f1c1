/**
 * The names of the pages' script and style sheet (hashed), relative to the area's `base`
 * ('paginas/registro.3f9a1c2b.js'): defined by build-pages.mjs when it bundles the server entry, after
 * the browser's. Absent under the tests (render.tsx then uses unhashed names).
 */
declare const __REGISTRO_JS__: string;
declare const __REGISTRO_CSS__: string;
