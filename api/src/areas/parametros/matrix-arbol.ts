/**
 * Who may call the parameter tree's endpoints (lib/matrix.ts); matrix.ts puts them with the area's
 * other rows. They run on the test seed, in order, each column after the one before:
 *
 * - the tree is the administration's (both profiles); a company, consultant or verifier gets 403;
 * - creating with a typed ID: profile 1 creates it in `clasificacion_noticias` (level 3); profile 2
 *   may not type an ID (403, nothing stored);
 * - saving texts and order of that option, level 3 as its folder: both profiles;
 * - deactivating it: both (level 3); a category added from another screen: both (the second one
 *   with the ID `_2`).
 */
import { actualizarParametro, cambiarEstadoParametro, crearParametro, guardarCategoria, parametroDetalle, parametrosArbol } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

const TEXTOS = [
  { pt_idioma_id: 1, pt_texto: 'Opción de la matriz' },
  { pt_idioma_id: 2, pt_texto: 'Opció de la matriu' },
];
const OPCION = { param_id: 'matriz_opcion', param_padre_id: 'clasificacion_noticias', param_order: 9, textos: TEXTOS };

// prettier-ignore
export const parametrosArbolMatrix: readonly MatrixRow[] = [
  //                                            anon  company consult verif admin1 admin2
  { endpoint: parametrosArbol,        statuses: [401,  403,    403,    403,  200,   200], request: { query: { arbol: 'true', idioma: '1' } } },
  { endpoint: parametroDetalle,       statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: 'tipo_noticias' }, query: { arbol: 'true', idioma: '1' } } },
  { endpoint: crearParametro,         statuses: [401,  403,    403,    403,  201,   403], request: { body: OPCION } },
  { endpoint: actualizarParametro,    statuses: [401,  403,    403,    403,  201,   201], request: { body: { param_id: OPCION.param_id, param_order: 10, textos: TEXTOS } } },
  { endpoint: cambiarEstadoParametro, statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: OPCION.param_id }, body: { activo: false } } },
  { endpoint: guardarCategoria,       statuses: [401,  403,    403,    403,  201,   201], request: { body: { titulo: 'Categoría de la matriz', param_padre_id: 'clasificacion_noticias', modulo: 'contenidos' } } },
];
