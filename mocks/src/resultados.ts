// The mock API's results tables of DAPcon declarations (contract/src/dapcon/resultados.ts): one fixture
// table (EN 15804+A2 core indicators per module, 1 m2 of a 25 kg product), which every declaration
// past its draft holds; the drafts hold none. GET answers it with `puede_cambiar` for the caller's
// part (the contract's PERMISOS_RESULTADOS), the template its rows as the API writes them (the CSV as
// text; the Excel as the mock's stand-in), an upload the fixture table under the uploaded file's name,
// a removal nothing. A write stores nothing (as dapcon.ts's): what the API reads in a file, refuses
// (403, 409, 422 with its messages) and stores is the API's, tested on it (api/test/areas/dapcon).
import { MSG } from '@dapcon/contract/core';
import {
  borrarResultados,
  CLAVES_CABECERA,
  COLUMNAS_TABLA,
  INDICADORES_NUCLEO,
  MODULOS_RESULTADOS,
  nombreTablaResultados,
  plantillaResultados,
  resultadosDapcon,
  subirResultados,
  veredictoResultados,
  type FilaResultados,
  type ResultadosDapcon,
  type RolDapcon,
} from '@dapcon/contract/dapcon';
import { mockCaller, mockDapcons, type MockDapcon } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

/** The fixture's cells per indicator, in MODULOS_RESULTADOS' order (B1-B7 not declared; an empty cell is absent). */
const CELDAS: Record<string, readonly string[]> = {
  'GWP-total': ['12.4', '0.853', '0.214', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.0312', '0.198', '0.0456', '0.0127', '-1.27'],
  'GWP-fossil': ['12.3', '0.849', '0.211', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.0310', '0.197', '0.0451', '0.0125', '-1.25'],
  'GWP-biogenic': ['0.0645', '0.00312', '', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.000112', '0.000724', '0.000431', '0.000158', '-0.0183'],
  'GWP-luluc': ['0.0127', '0.000341', 'ND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.0000125', '0.0000817', '0.0000102', '0.00000361', '-0.00143'],
  ODP: ['0.000000452', '0.000000187', '0.0000000213', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.00000000673', '0.0000000434', '0.00000000891', '0.00000000452', '-0.0000000381'],
  AP: ['0.0381', '0.00312', '0.000873', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.000325', '0.000811', '0.000297', '0.0000913', '-0.00472'],
  'EP-freshwater': ['0.000198', '0.0000061', '0.0000028', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.00000117', '0.00000162', '0.00000131', '0.000000277', '-0.0000322'],
  'EP-marine': ['0.0112', '0.00108', '0.000302', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.000151', '0.000273', '0.000131', '0.0000315', '-0.00129'],
  'EP-terrestrial': ['0.122', '0.0118', '0.00331', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.00165', '0.00298', '0.00143', '0.000345', '-0.0141'],
  POCP: ['0.0301', '0.00342', '0.000918', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.000452', '0.000876', '0.000398', '0.000101', '-0.00421'],
  'ADP-minerals&metals': ['0.0000213', '0.00000236', 'ND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.0000000512', '0.000000591', '0.0000000738', '0.0000000197', '-0.00000188'],
  'ADP-fossil': ['84.6', '11.7', '2.98', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.412', '2.71', '0.598', '0.318', '-16.2'],
  WDP: ['3.21', '0.0342', '0.0187', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', 'MND', '0.00131', '0.00925', '0.00572', '0.0143', '-0.582'],
};

/** The fixture table's rows, in the template's order. */
export const MOCK_FILAS_RESULTADOS: readonly FilaResultados[] = INDICADORES_NUCLEO.map(({ codigo, unidad }) => ({
  indicador: codigo,
  unidad,
  valores: Object.fromEntries(MODULOS_RESULTADOS.map((m, i) => [m, CELDAS[codigo]?.[i] ?? '']).filter(([, valor]) => valor !== '')),
}));

/**
 * The fixture table, as GET /dapcon/:id/resultados answers it (`puede_cambiar` as given).
 *
 * @example
 * mockEndpoint(resultadosDapcon, () => ({ resultados: mockResultados(true), puede_cambiar: true }))
 */
export function mockResultados(puede_cambiar: boolean, nombre_archivo = 'resultados-mortero-cal.xlsx'): ResultadosDapcon {
  return {
    unidad_cantidad: '1',
    unidad: 'm2',
    masa_por_unidad: '25',
    anio_referencia: 2025,
    metodo: 'EF 3.1',
    filas: MOCK_FILAS_RESULTADOS.map((f) => ({ ...f, valores: { ...f.valores } })),
    nombre_archivo,
    subido_en: '2026-03-04T09:30:00.000Z',
    puede_cambiar,
  };
}

/** The caller's part in a declaration, as dapcon.ts's record tells it (the administration, the company, its verifier or its consultant). */
function rolDe(input: MockInput, d: MockDapcon): RolDapcon {
  const caller = mockCaller(input);
  if (caller.admin) return 'administrador';
  if (caller.organizacion) return 'organizacion';
  return d.verificador_nif === caller.usuario ? 'verificador' : 'consultor';
}

/** The declaration of the path (404 for an id the fixtures lack), the caller's part and whether it may change the table now. */
function tablaDe(input: MockInput): { d: MockDapcon; puede: boolean; tabla: ResultadosDapcon | null } {
  const d = mockDapcons().find((x) => String(x.id) === input.params.id);
  if (!d) throw mockError(404, MSG.noEncontrado);
  const puede = veredictoResultados(rolDe(input, d), d.estado) === 'permitida';
  return { d, puede, tabla: d.estado === 'borrador' ? null : mockResultados(puede) };
}

/** The template's rows as the API writes them: the header block, a blank line, the heading, one row per core indicator. */
function filasPlantilla(tabla: ResultadosDapcon | null): string[][] {
  return [
    [CLAVES_CABECERA.unidad, tabla?.unidad_cantidad ?? '1', tabla?.unidad ?? 'm2'],
    [CLAVES_CABECERA.masa, tabla?.masa_por_unidad ?? ''],
    [CLAVES_CABECERA.anio, tabla ? String(tabla.anio_referencia) : ''],
    [CLAVES_CABECERA.metodo, tabla?.metodo ?? 'EF 3.1'],
    [],
    [...COLUMNAS_TABLA, ...MODULOS_RESULTADOS],
    ...INDICADORES_NUCLEO.map(({ codigo, unidad }) => {
      const valores: Record<string, string> = tabla?.filas.find((f) => f.indicador === codigo)?.valores ?? {};
      return [codigo, unidad, ...MODULOS_RESULTADOS.map((m) => valores[m] ?? '')];
    }),
  ];
}

/** The default answers of the results table's endpoints. */
export const resultadosHandlers = [
  mockEndpoint(resultadosDapcon, (input) => {
    const { puede, tabla } = tablaDe(input);
    return { resultados: tabla, puede_cambiar: puede };
  }),
  mockEndpoint(plantillaResultados, (input) => {
    const { d, tabla } = tablaDe(input);
    const nombre = nombreTablaResultados(d.dapcon_codigo, d.id);
    const filas = filasPlantilla(tabla);
    if (input.query.formato === 'csv') {
      const csv = `\uFEFF# DAPcon: EN 15804+A2\r\n${filas.map((f) => f.join(';')).join('\r\n')}\r\n`;
      return new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${nombre}.csv"` } });
    }
    return new Response(xlsx('Resultados', filas), { status: 200, headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${nombre}.xlsx"` } });
  }),
  // Any file is taken (the contract has checked its type and size): the fixture table under its name.
  mockEndpoint(subirResultados, (input) => {
    const { puede } = tablaDe(input);
    const archivo = (input.body as { tabla?: File }).tabla;
    return mockAnswer({ resultados: { ...mockResultados(puede, archivo?.name ?? 'resultados.csv'), subido_en: new Date().toISOString() }, puede_cambiar: puede }, { message: 'OK' });
  }),
  mockEndpoint(borrarResultados, (input) => {
    tablaDe(input);
    return mockAnswer(null, { message: 'OK' });
  }),
];
