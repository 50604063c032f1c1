/**
 * Who may call the ECO Platform product classification's endpoints (lib/matrix.ts); matrix.ts puts them
 * with the area's other rows. They run on the test seed (clasificacion-seed.ts: the families 01 to 03
 * of the sample file), in order, each column after the one before:
 *
 * - the tree and a node are the administration's (both profiles; the ID fields null for profile 2);
 *   a company, consultant or verifier gets 403;
 * - saving a node's texts (the seeded ones have permission 3): both profiles, the same texts each time;
 * - creating a node and 'Sincronizar' are the administrator profile's (part 2 §6): profile 2 gets 403.
 *   The sync sends the seeded families' rows again: nothing changes whoever sends it;
 * - the classes a declaration may be filed under (the record page's picker): every signed-in user.
 */
import fs from 'node:fs';
import { actualizarClasificacion, arbolClasificacion, clasificacionDetalle, crearClasificacion, ECOPLATFORM_RAIZ, opcionesClasificacion, sincronizarClasificacion } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { CLASIFICACION_SAMPLE_FILE, SEED_FAMILIAS_CLASIFICACION } from './clasificacion-seed';

/** The sample's header and the rows of the seeded families (codes starting with theirs). */
function filasSembradas(): string {
  const [cabecera = '', ...filas] = fs.readFileSync(CLASIFICACION_SAMPLE_FILE, 'utf8').split('\n');
  return [cabecera, ...filas.filter((fila) => SEED_FAMILIAS_CLASIFICACION.some((familia) => fila.startsWith(`${familia};`) || fila.startsWith(`${familia}.`)))].join('\n');
}

const TEXTOS = [
  { pt_idioma_id: 1, pt_texto: 'Hormigón preparado', pt_descripcion: '<p>Hormigón dosificado en central según UNE-EN 206.</p>' },
  { pt_idioma_id: 2, pt_texto: 'Formigó preparat' },
  { pt_idioma_id: 3, pt_texto: 'Ready-mixed concrete', pt_descripcion: '<p>Concrete batched in a plant according to EN 206.</p>' },
];

// prettier-ignore
export const clasificacionMatrix: readonly MatrixRow[] = [
  //                                             anon  company consult verif admin1 admin2
  { endpoint: arbolClasificacion,      statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: ECOPLATFORM_RAIZ } } },
  { endpoint: clasificacionDetalle,    statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: 'eco_01.01' } } },
  { endpoint: actualizarClasificacion, statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: 'eco_01.01' }, body: { translations: TEXTOS } } },
  { endpoint: crearClasificacion,      statuses: [401,  403,    403,    403,  201,   403], request: { body: { parent_id: 'eco_01', className: 'Matrix node', translations: [{ pt_idioma_id: 1, pt_texto: 'Nodo de la matriz' }] } } },
  { endpoint: sincronizarClasificacion, statuses: [401, 403,    403,    403,  200,   403], request: { body: { contenido: filasSembradas() } } },
  { endpoint: opcionesClasificacion,   statuses: [401,  200,    200,    200,  200,   200], request: {} },
];
