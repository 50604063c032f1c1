/**
 * Who may call the remittance endpoints (lib/matrix.ts): the administration's alone. On the 'test'
 * seed no company has signed a mandate, so generating answers 409 (nothing to collect) and there is no
 * remittance to open (404) to both administrators; what a remittance does is tested in
 * test/areas/finanzas/remesas.test.ts.
 */
import { anularRemesa, calendarDay, cobrarRemesa, diaMas, generarRemesa, mostrarRemesa, remesaPendiente, remesas, remesaXml } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';

const NINGUNA = { id: '999999' };
const HOY = calendarDay(new Date());

// prettier-ignore
export const remesasMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: remesaPendiente, statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: generarRemesa,   statuses: [401,  403,    403,    403,  409,   409], request: { body: { fecha_cobro: diaMas(HOY, 5) } } },
  { endpoint: remesas,         statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: mostrarRemesa,   statuses: [401,  403,    403,    403,  404,   404], request: { params: NINGUNA } },
  { endpoint: remesaXml,       statuses: [401,  403,    403,    403,  404,   404], request: { params: NINGUNA } },
  { endpoint: cobrarRemesa,    statuses: [401,  403,    403,    403,  404,   404], request: { params: NINGUNA, body: { pagado: HOY, devueltas: [] } } },
  { endpoint: anularRemesa,    statuses: [401,  403,    403,    403,  404,   404], request: { params: NINGUNA } },
];
