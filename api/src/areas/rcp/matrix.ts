/**
 * Who may call the RCP catalogue (lib/matrix.ts): any signed-in user reads the lookup (`GET /rcp`,
 * spec part 2 §7.1); the administration module (profiles 1 and 2) lists (`GET /rcp/lista`), reads,
 * creates and saves (annuls) RCPs.
 */
import { actualizarRcp, crearRcp, rcpDetalle, rcpLista, rcps } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { RCPS } from './data/rcps';

/** A seeded RCP saved as it is (id = its place in RCPS + 1): the row's PATCH changes nothing another row reads. */
const SEEDED_ID = 16;
const seeded = RCPS[SEEDED_ID - 1];
const guardarSinCambios = seeded && {
  id: SEEDED_ID,
  equivalencia: seeded.equivalencia,
  version: seeded.version,
  anyo: seeded.anyo,
  codigo_para_codificacion_dapcon: seeded.codigo,
  vigente: seeded.vigente,
  anulada: seeded.anulada ?? false,
  familia_rcp: [...seeded.familias],
  rcp_idiomas: [
    { idioma_id: 1, rcp_nombre: seeded.es.nombre, rcp_sobrenombre: seeded.es.sobrenombre, descripcion: seeded.es.descripcion },
    { idioma_id: 2, rcp_nombre: seeded.ca.nombre, rcp_sobrenombre: seeded.ca.sobrenombre, descripcion: seeded.ca.descripcion },
  ],
};

const nueva = { equivalencia: 'RCP 900', version: '1.0', anyo: 2026, familia_rcp: ['fam_rcp_vidrio'], rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Vidrio plano' }] };

// prettier-ignore
export const rcpMatrix: readonly MatrixRow[] = [
  //                                   anon  company consult verif admin1 admin2
  { endpoint: rcps,          statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: rcpLista,      statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: rcpDetalle,    statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: SEEDED_ID } } },
  { endpoint: crearRcp,      statuses: [401,  403,    403,    403,  201,   201], request: { body: nueva } },
  { endpoint: actualizarRcp, statuses: [401,  403,    403,    403,  200,   200], request: { body: guardarSinCambios } },
];
