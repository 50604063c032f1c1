/**
 * Who may call the finance area's pagos-dapcon endpoints (lib/matrix.ts); matrix.ts puts them with the
 * area's other rows. On the test seed (TEST_DAPCON_IDS, all of the demo company, org 1): declaration 4
 * (published) is paid by the seed (seed-pagos-dapcon.ts), declaration 3 (verified) is not.
 *
 * - reading a payment and the company's summary: the administration and the declaration's company;
 *   the consultant and verifier never (403: the payment is between the company and the programme;
 *   docs/finanzas.md 'DAPcon payments'). A company asking for another's gets 404 (the tests);
 * - registering a payment: the administration only; both administrators (the second updates the
 *   payment the first registered, keeping its invoice number).
 */
import { registrarPagoDapcon, resumenPagosDapcon, verificarPagoDapcon } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_DAPCON_IDS } from '../dapcon';

/** The demo company of the test seed's declarations. */
const ORG_DEMO = '1';

// prettier-ignore
export const pagosDapconMatrix: readonly MatrixRow[] = [
  //                                       anon  company consult verif admin1 admin2
  { endpoint: verificarPagoDapcon, statuses: [401,  200,    403,    403,  200,   200], request: { params: { id: String(TEST_DAPCON_IDS.publicada) } } },
  { endpoint: resumenPagosDapcon,  statuses: [401,  200,    403,    403,  200,   200], request: { params: { id: ORG_DEMO } } },
  { endpoint: registrarPagoDapcon, statuses: [401,  403,    403,    403,  200,   200], request: { body: { dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-06-30', importe: '1.750,00' } } },
];
