/**
 * Who may call the finance area's fee endpoints (lib/matrix.ts); matrix.ts puts them with the area's
 * other rows. Writes are the administration's; reads the administration's and a company's own (the
 * demo company, org_id 1, of TEST_CUOTAS): another company's fee is a 404 to it, whatever id it sends.
 * The rows run in order on the 'test' seed, each caller in column order:
 *
 * - the list and the demo company's owed fees: the administration's and the demo company's own; the
 *   years a payment may be registered for: the administration's;
 * - the first administrator registers a fee of another company (org_id 2, which has none), the second
 *   then finds it paid (409); both administrators see it, the demo company does not (404);
 * - both administrators update the demo company's owed fee (the first pays it, the second corrects it);
 * - the first administrator deletes the other company's fee, the second finds none (404).
 */
import { actualizarPagoCuota, anyosCuotaLibres, borrarPagoCuota, cuotasAnuales, cuotasPendientes, mostrarPagoCuota, registrarPagoCuota } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_CUOTAS } from './seed-cuotas';

const OTRA = { org_id: 2, year: 2020 };
const OTRA_PARAMS = { org_id: String(OTRA.org_id), year: String(OTRA.year) };

// prettier-ignore
export const cuotasMatrix: readonly MatrixRow[] = [
  //                                            anon  company consult verif admin1 admin2
  { endpoint: cuotasAnuales,       statuses: [401,  200,    403,    403,  200,   200] },
  { endpoint: cuotasPendientes,    statuses: [401,  200,    403,    403,  200,   200], request: { params: { id: String(TEST_CUOTAS.orgId) } } },
  { endpoint: anyosCuotaLibres,    statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: String(TEST_CUOTAS.orgId) } } },
  { endpoint: registrarPagoCuota,  statuses: [401,  403,    403,    403,  201,   409], request: { body: { ...OTRA, pagado: '2020-03-02', importe: '800,00', tipo: 'Alta' } } },
  { endpoint: mostrarPagoCuota,    statuses: [401,  404,    403,    403,  200,   200], request: { params: OTRA_PARAMS } },
  { endpoint: actualizarPagoCuota, statuses: [401,  403,    403,    403,  200,   200], request: { params: { org_id: String(TEST_CUOTAS.orgId), year: String(TEST_CUOTAS.pendiente) }, body: { pagado: `${TEST_CUOTAS.pendiente}-05-04`, tipo: 'Renovado' } } },
  { endpoint: borrarPagoCuota,     statuses: [401,  403,    403,    403,  200,   404], request: { body: OTRA } },
];
