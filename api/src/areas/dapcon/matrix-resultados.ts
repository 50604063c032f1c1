/**
 * Who may read and change a declaration's results table (lib/matrix.ts); matrix.ts puts the rows
 * before the ciclo's, which later delete the draft (TEST_DAPCON_IDS.borrador). Every participant and
 * both administrators read it and get its template; every one who may uploads a table (each replaces
 * the last), the verifier never (403); the company then removes it, and those after find none (404).
 * The other states (the administration's until publication, 409 for the company and the consultant)
 * are test/areas/dapcon/resultados.test.ts's: the matrix has one row per endpoint.
 */
import { borrarResultados, INDICADORES_NUCLEO, MODULOS_OBLIGATORIOS, plantillaResultados, resultadosDapcon, subirResultados, toFormData } from '@dapcon/contract';
import type { MatrixRow } from '../../lib/matrix';
import { filasPlantilla } from './resultados-tabla';
import { TEST_DAPCON_IDS } from './seed';

/** A table every required module of which holds 1, as the template writes it. */
const CSV = filasPlantilla({
  unidad_cantidad: '1',
  unidad: 'kg',
  masa_por_unidad: null,
  anio_referencia: 2025,
  metodo: 'EF 3.1',
  celdas: INDICADORES_NUCLEO.flatMap((ind) => MODULOS_OBLIGATORIOS.map((modulo) => ({ indicador: ind.codigo, modulo, valor: '1', marca: null }))),
})
  .map((fila) => fila.join(';'))
  .join('\n');

const id = { id: String(TEST_DAPCON_IDS.borrador) };

// prettier-ignore
export const resultadosMatrix: readonly MatrixRow[] = [
  //                                      anon  company consult verif admin1 admin2
  { endpoint: subirResultados,     statuses: [401,  200,    200,    403,  200,   200], request: { params: id, body: toFormData({ tabla: new File([CSV], 'resultados.csv', { type: 'text/csv' }) }) } },
  { endpoint: resultadosDapcon,    statuses: [401,  200,    200,    200,  200,   200], request: { params: id } },
  { endpoint: plantillaResultados, statuses: [401,  200,    200,    200,  200,   200], request: { params: id, query: { formato: 'csv' } } },
  { endpoint: borrarResultados,    statuses: [401,  200,    404,    403,  404,   404], request: { params: id } },
];
