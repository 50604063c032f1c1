/**
 * Who may set a declaration's ECO Platform class (lib/matrix.ts); matrix.ts puts the row before the
 * ciclo's, which later delete the draft. The draft (TEST_DAPCON_IDS.borrador), the same class each
 * time (the second call changes nothing): its company, its consultant and both administrators; the
 * verifier never (403). The other states (the administration's only, 409 for the company and the
 * consultant) are test/areas/dapcon/clasificacion.test.ts's: the matrix has one row per endpoint.
 */
import { clasificarDapcon } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_DAPCON_IDS } from './seed';

/** A leaf of the seeded classification (clasificacion-seed.ts: 'Hormigón estructural'). */
const HOJA = { clasificacion_id: 'eco_01.01.01' };

// prettier-ignore
export const clasificacionMatrix: readonly MatrixRow[] = [
  //                                     anon  company consult verif admin1 admin2
  { endpoint: clasificarDapcon, statuses: [401,  200,    200,    403,  200,   200], request: { params: { id: String(TEST_DAPCON_IDS.borrador) }, body: HOJA } },
];
