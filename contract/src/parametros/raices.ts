/**
 * The top-level folders of the parameter tree that have screens of their own, and so stay out of
 * the `/parametros` tree: the ECO Platform product classification (`/clasificacion-ecoplatform`)
 * lives in the parameter tables under this folder (its nodes are parameters, deactivated with
 * `PATCH /parametros/{id}/cambiar-estado-activo`, spec part 2 §7.10).
 */
export const ECOPLATFORM_RAIZ = 'ecoplatform_products';
