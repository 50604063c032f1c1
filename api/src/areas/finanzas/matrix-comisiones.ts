/**
 * Who may call the finance area's commission endpoints (lib/matrix.ts): the administration's alone.
 * The rows run in order on the 'test' seed (TEST_COMISIONES: the demo company's two commissions, 1
 * paid, 2 owed), each caller in column order (the ids of commissions created later are not known
 * beforehand, so the rows only name these two):
 *
 * - the list, one commission and the Excel of both;
 * - commission 1 is marked unpaid again (both administrators);
 * - the first administrator pays 2, the second finds it paid (409);
 * - the first administrator deletes 1, the second finds none (404);
 * - synchronising brings it back (both administrators: the second changes nothing);
 * - both set the demo company's agent again, synchronising.
 */
import {
  actualizarComision,
  cambiarRema,
  comisiones,
  eliminarComision,
  generarExcelComisiones,
  mostrarComision,
  pagarComisiones,
  sincronizarComisiones,
} from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { TEST_COMISIONES } from './seed-comisiones';

const ORG = String(TEST_COMISIONES.orgId);

// prettier-ignore
export const comisionesMatrix: readonly MatrixRow[] = [
  //                                               anon  company consult verif admin1 admin2
  { endpoint: comisiones,             statuses: [401,  403,    403,    403,  200,   200], request: { query: { org_id: ORG } } },
  { endpoint: mostrarComision,        statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: '1' } } },
  { endpoint: generarExcelComisiones, statuses: [401,  403,    403,    403,  200,   200], request: { body: { pagoids: [1, 2] } } },
  { endpoint: actualizarComision,     statuses: [401,  403,    403,    403,  200,   200], request: { params: { id: '1' }, body: { pagado: '', observaciones: 'Revisada' } } },
  { endpoint: pagarComisiones,        statuses: [401,  403,    403,    403,  200,   409], request: { body: { pagado: `${TEST_COMISIONES.pendiente}-01-15`, pagoids: [2] } } },
  { endpoint: eliminarComision,       statuses: [401,  403,    403,    403,  200,   404], request: { params: { id: '1' } } },
  { endpoint: sincronizarComisiones,  statuses: [401,  403,    403,    403,  200,   200], request: { body: { org_id: TEST_COMISIONES.orgId } } },
  { endpoint: cambiarRema,            statuses: [401,  403,    403,    403,  200,   200], request: { params: { orgId: ORG }, body: { comisionista_id: 1, tipo_comision: TEST_COMISIONES.tipo, sincronizar: true } } },
];
