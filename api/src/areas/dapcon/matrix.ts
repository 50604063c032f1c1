/**
 * Who may call the DAPcon area's endpoints (lib/matrix.ts): companies create declarations for
 * themselves and the administration for any company; a declaration is read by its company,
 * consultant and verifier and by the administration.
 *
 * The matrix runs on a database of its own (test/matrix.ts builds one per file), so the creation
 * row really creates: a valid body for the demo company, which the company sends as its own and the
 * administrators name by its id. The read is of the first seeded declaration (seed.ts): the demo
 * company's, with the demo consultant and verifier.
 */
import { crearDapcon, dapcon } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { cicloMatrix } from './matrix-ciclo';
import { clasificacionMatrix } from './matrix-clasificacion';
import { incidenciasMatrix } from './matrix-incidencias';
import { listaMatrix } from './matrix-lista';
import { resultadosMatrix } from './matrix-resultados';
import { DEMO_DAPCON_PARTICIPANTES } from './seed';

/** The demo company's id: the first company the test seed inserts (demo-accounts.json). */
const DEMO_ORG_ID = 1;
/** The first seeded declaration. */
const DEMO_DAPCON = { id: '1' };

const CREACION = {
  org_id: DEMO_ORG_ID,
  Organizaciones_rcp_id: 1,
  dv_nombre_producto: 'Producto de la matriz',
  nif: DEMO_DAPCON_PARTICIPANTES.consultor,
  verificador_nif: DEMO_DAPCON_PARTICIPANTES.verificador,
  Organizaciones_confrm_veracidad_datos: true,
  idiomas: [{ id: 1, ecoplatform: true }],
};

// prettier-ignore
export const dapconMatrix: readonly MatrixRow[] = [
  //                                 anon  company consult verif admin1 admin2
  { endpoint: crearDapcon, statuses: [401,  201,    403,    403,  201,   201], request: { body: CREACION } },
  { endpoint: dapcon,      statuses: [401,  200,    200,    200,  200,   200], request: { params: DEMO_DAPCON } },
  ...listaMatrix,
  ...incidenciasMatrix,
  ...clasificacionMatrix,
  ...resultadosMatrix,
  ...cicloMatrix,
];
