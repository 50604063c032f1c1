/**
 * Who may call the finance area's tariff and bank-data endpoints (lib/matrix.ts); matrix.ts puts them
 * with the area's other rows. They run on the test seed (seed-tarifas.ts: fees 1 to 8, the bank data
 * row 1), in order, each column after the one before:
 *
 * - the tariffs and the bank data are the administration's (both profiles); a company, consultant or
 *   verifier gets 403;
 * - creating a fee with an internal code: profile 1 creates it; profile 2 may not set the code (403:
 *   the code is profile 1's; profile 2 creates fees without one, its code then the slug of the
 *   description, in test/areas/finanzas/tarifas.test.ts);
 * - deleting: the administrators pass the access check and find no such fee (404). A created fee's id
 *   is not known beforehand (the identity sequence), and the seeded ones price the other slices'
 *   rows: the deletes themselves are in test/areas/finanzas/tarifas.test.ts, by both profiles;
 * - the account a transfer goes to: any signed-in user; a size's annual fee: anyone (the registration
 *   wizard shows it before signing in).
 */
import {
  actualizarDatosBancarios,
  actualizarTarifa,
  borrarTarifa,
  crearTarifa,
  datosBancarios,
  mostrarDatosBancarios,
  tarifaAsignada,
  tarifaDetalle,
  tarifasList,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { DATOS_BANCARIOS_SEED, TARIFAS_SEED } from './seed-tarifas';

const { tipo: _tipo, codigo: _codigo, ...SUPLEMENTO } = TARIFAS_SEED[7];
const NUEVA = { tipo: 'dapcon', descripcion: 'Tarifa de la matriz', codigo_contable: '705.9001', precio: '10,50', estado: 'true' };

// prettier-ignore
export const tarifasMatrix: readonly MatrixRow[] = [
  //                                               anon  company consult verif admin1 admin2
  { endpoint: tarifasList,              statuses: [401,  403,    403,    403,  200,   200], request: { query: { tipo: 'cuota_anual' } } },
  { endpoint: tarifaDetalle,            statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: '1' } } },
  { endpoint: crearTarifa,              statuses: [401,  403,    403,    403,  201,   403], request: { body: { ...NUEVA, codigo: 'matriz_1' } } },
  { endpoint: actualizarTarifa,         statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: '8' }, body: { ...SUPLEMENTO, estado: true } } },
  { endpoint: borrarTarifa,             statuses: [401,  403,    403,    403,  404,   404], request: { params: { id: '999999' } } },
  { endpoint: datosBancarios,           statuses: [401,  403,    403,    403,  200,   200] },
  { endpoint: actualizarDatosBancarios, statuses: [401,  403,    403,    403,  201,   201], request: { params: { id: '1' }, body: { entidad: DATOS_BANCARIOS_SEED.entidad, num_cuenta: DATOS_BANCARIOS_SEED.num_cuenta } } },
  { endpoint: mostrarDatosBancarios,    statuses: [401,  200,    200,    200,  200,   200] },
  { endpoint: tarifaAsignada,           statuses: [200,  200,    200,    200,  200,   200], request: { query: { id: 'pme_50' } } },
];
