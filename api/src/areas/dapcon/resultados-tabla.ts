/**
 * The results table's file (contract `dapcon/resultados.ts`, docs/registry-exports.md 'Results
 * table'): reading an uploaded CSV or .xlsx into the table, checked whole, and writing the template
 * (with a declaration's figures when it has some) in either format.
 *
 * The layout is the same in both formats: a header block of `key;value` rows (the contract's
 * `CLAVES_CABECERA`), then the heading row `indicador;unidad;A1-A3;…;D`, then one row per core
 * indicator. A CSV is UTF-8 (a BOM is allowed), `;`-separated (a tab or a comma too, told by the
 * heading row), lines starting with `#` are comments. The reading is lenient where it can be told
 * (case, spaces, a decimal comma, `m²`) and strict about the rest: every problem is reported with
 * its row and module, and nothing is stored unless there is none. csv-parse reads the CSV (quotes,
 * line ends, BOM) and exceljs the workbook, as it writes the lists' Excel files.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  CLAVES_CABECERA,
  COLUMNAS_TABLA,
  INDICADORES_NUCLEO,
  MAX_ERRORES_TABLA,
  mensajeResultados,
  METODOS_LCIA,
  MODULOS_OBLIGATORIOS,
  MODULOS_RESULTADOS,
  UNIDADES_DECLARADAS,
  type MetodoLcia,
  type ModuloResultados,
  type UnidadDeclarada,
} from '@dapcon/contract';
import type { Lang } from '../../lib/lang';

/** One cell that holds something: a number (exact, as written but for a decimal comma) or a mark. */
export interface CeldaResultados {
  indicador: string;
  modulo: ModuloResultados;
  valor: string | null;
  marca: 'ND' | 'MND' | null;
}

/** A results table as read (or as stored, for the template and the exports). */
export interface TablaResultados {
  unidad_cantidad: string;
  unidad: UnidadDeclarada;
  masa_por_unidad: string | null;
  anio_referencia: number;
  metodo: MetodoLcia;
  celdas: CeldaResultados[];
}

/** What reading gives: the table, or the problems in the reader's language (MAX_ERRORES_TABLA at most, then 'Y {n} errores más.'). */
export type LecturaTabla = { tabla: TablaResultados; errores?: undefined } | { tabla?: undefined; errores: string[] };

/** A row of the file: its cells as text and its number in the file (1-based: the line of a CSV, the row of a sheet). */
export interface FilaArchivo {
  numero: number;
  celdas: string[];
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NUMERO = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d{1,3})?$/;
/** The longest figure taken (digits, sign, point, exponent): PostgreSQL's numeric takes more, but no LCA figure needs it. */
const MAX_LARGO_NUMERO = 40;

/** The comparable form of a free text: lower case, without spaces, dots or dashes ('kg CO2-eq.' and 'kgco2eq' compare equal). */
function clave(texto: string): string {
  return texto.toLowerCase().replace(/[\s.\-_]/g, '');
}

/** A figure as the file writes it, normalised ('1,5' → '1.5', '2.10E-3' kept), or null when it is not one. */
export function numeroDe(texto: string): string | null {
  let t = texto.trim().replace(/\s/g, '');
  if (t.includes(',')) {
    if (t.includes('.')) return null;
    t = t.replace(',', '.');
  }
  if (t.length > MAX_LARGO_NUMERO || !NUMERO.test(t)) return null;
  return t.startsWith('+') ? t.slice(1) : t;
}

function unidadDe(texto: string): UnidadDeclarada | null {
  const t = clave(texto).replace('²', '2').replace('³', '3');
  if (['u', 'ud', 'uds', 'unidad', 'unitat', 'item', 'pc', 'pcs'].includes(t)) return 'unit';
  return UNIDADES_DECLARADAS.find((u) => u === t) ?? null;
}

function metodoDe(texto: string): MetodoLcia | null {
  const t = clave(texto);
  return METODOS_LCIA.find((m) => clave(m) === t) ?? null;
}

/**
 * The table in rows of text, checked whole (a pure function: the reading of either format ends here).
 *
 * @example
 * interpretarFilas([{ numero: 1, celdas: ['unidad_declarada', '1', 'm2'] }, …], 'es', 2026)
 */
export function interpretarFilas(filas: readonly FilaArchivo[], lang: Lang, anioActual: number): LecturaTabla {
  const errores: string[] = [];
  const error = (mensaje: Parameters<typeof mensajeResultados>[1], valores?: Record<string, string | number>) => errores.push(mensajeResultados(lang, mensaje, valores));
  const cabecera = new Map<string, string[]>();
  const claves = new Set<string>(Object.values(CLAVES_CABECERA));
  const esperada = [...COLUMNAS_TABLA, ...MODULOS_RESULTADOS].map(clave);
  let inicioTabla = -1;
  for (const [i, fila] of filas.entries()) {
    const primera = clave(fila.celdas[0] ?? '');
    if (primera === COLUMNAS_TABLA[0]) {
      inicioTabla = i;
      break;
    }
    const k = (fila.celdas[0] ?? '').trim().toLowerCase();
    if (claves.has(k) && !cabecera.has(k)) cabecera.set(k, fila.celdas.slice(1).map((c) => c.trim()));
  }

  // The header block.
  let unidad_cantidad = '';
  let unidad: UnidadDeclarada = 'kg';
  let masa_por_unidad: string | null = null;
  let anio_referencia = 0;
  let metodo: MetodoLcia = 'EF 3.1';
  const campo = (k: string): string[] | null => {
    const valores = cabecera.get(k);
    if (!valores) error('cabeceraFalta', { campo: k });
    return valores ?? null;
  };
  const invalido = (k: string, valor: string, esperado: 'esperadoCantidad' | 'esperadoMasa' | 'esperadoAnio' | 'esperadoMetodo') =>
    error('cabeceraNoValida', { campo: k, valor, esperado: mensajeResultados(lang, esperado) });

  const u = campo(CLAVES_CABECERA.unidad);
  if (u) {
    const cantidad = numeroDe(u[0] ?? '');
    const laUnidad = unidadDe(u[1] ?? '');
    if (cantidad === null || Number(cantidad) <= 0 || laUnidad === null) invalido(CLAVES_CABECERA.unidad, u.slice(0, 2).join(' ').trim(), 'esperadoCantidad');
    else {
      unidad_cantidad = cantidad;
      unidad = laUnidad;
    }
  }
  const m = campo(CLAVES_CABECERA.masa);
  if (m && (m[0] ?? '') !== '') {
    const masa = numeroDe(m[0] ?? '');
    if (masa === null || Number(masa) <= 0) invalido(CLAVES_CABECERA.masa, m[0] ?? '', 'esperadoMasa');
    else masa_por_unidad = masa;
  }
  const a = campo(CLAVES_CABECERA.anio);
  if (a) {
    const anio = /^\d{4}$/.test(a[0] ?? '') ? Number(a[0]) : NaN;
    if (!(anio >= 1990 && anio <= anioActual + 1)) invalido(CLAVES_CABECERA.anio, a[0] ?? '', 'esperadoAnio');
    else anio_referencia = anio;
  }
  const me = campo(CLAVES_CABECERA.metodo);
  if (me) {
    const elMetodo = metodoDe(me[0] ?? '');
    if (elMetodo === null) invalido(CLAVES_CABECERA.metodo, me[0] ?? '', 'esperadoMetodo');
    else metodo = elMetodo;
  }

  // The heading row, then the indicators.
  const celdas: CeldaResultados[] = [];
  const encabezado = inicioTabla >= 0 ? filas[inicioTabla] : undefined;
  const columnas = encabezado ? encabezado.celdas.map(clave) : [];
  while (columnas.length > esperada.length && columnas.at(-1) === '') columnas.pop();
  if (!encabezado || columnas.length !== esperada.length || columnas.some((c, i) => c !== esperada[i])) {
    error('columnasNoValidas');
  } else {
    const vistos = new Set<string>();
    for (const fila of filas.slice(inicioTabla + 1)) {
      if (fila.celdas.every((c) => c.trim() === '')) continue;
      const escrito = (fila.celdas[0] ?? '').trim();
      const indicador = INDICADORES_NUCLEO.find((ind) => clave(ind.codigo) === clave(escrito));
      if (!indicador) {
        error('indicadorDesconocido', { fila: fila.numero, valor: escrito });
        continue;
      }
      if (vistos.has(indicador.codigo)) {
        error('indicadorRepetido', { fila: fila.numero, valor: indicador.codigo });
        continue;
      }
      vistos.add(indicador.codigo);
      if (clave(fila.celdas[1] ?? '') !== clave(indicador.unidad)) error('unidadNoCoincide', { fila: fila.numero, indicador: indicador.codigo, unidad: indicador.unidad });
      for (const [j, modulo] of MODULOS_RESULTADOS.entries()) {
        const texto = (fila.celdas[j + 2] ?? '').trim();
        const marca = texto.toUpperCase() === 'ND' || texto.toUpperCase() === 'MND' ? (texto.toUpperCase() as 'ND' | 'MND') : null;
        const obligatorio = MODULOS_OBLIGATORIOS.includes(modulo);
        if (texto === '' || marca === 'MND') {
          if (obligatorio) error('moduloObligatorio', { fila: fila.numero, indicador: indicador.codigo, modulo });
          else if (marca) celdas.push({ indicador: indicador.codigo, modulo, valor: null, marca });
          continue;
        }
        if (marca) {
          celdas.push({ indicador: indicador.codigo, modulo, valor: null, marca });
          continue;
        }
        const valor = numeroDe(texto);
        if (valor === null) error('celdaNoValida', { fila: fila.numero, indicador: indicador.codigo, modulo, valor: texto.slice(0, 40) });
        else celdas.push({ indicador: indicador.codigo, modulo, valor, marca: null });
      }
    }
    for (const ind of INDICADORES_NUCLEO) if (!vistos.has(ind.codigo)) error('indicadorFalta', { valor: ind.codigo });
  }

  if (errores.length > 0) {
    const extra = errores.length - MAX_ERRORES_TABLA;
    return { errores: extra > 0 ? [...errores.slice(0, MAX_ERRORES_TABLA), mensajeResultados(lang, 'masErrores', { n: extra })] : errores };
  }
  return { tabla: { unidad_cantidad, unidad, masa_por_unidad, anio_referencia, metodo, celdas } };
}

/** The rows of a CSV: the delimiter told by the heading row (';', else a tab, else ','), `#` lines skipped. */
export function filasCsv(texto: string): FilaArchivo[] {
  const lineaTabla = texto.split(/\r\n|\n|\r/).find((l) => /^\s*"?indicador"?\s*[;\t,]/i.test(l)) ?? '';
  const delimitador = lineaTabla.includes(';') ? ';' : lineaTabla.includes('\t') ? '\t' : lineaTabla.includes(',') ? ',' : ';';
  const registros = parse(texto, {
    delimiter: delimitador,
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: true,
    comment: '#',
    comment_no_infix: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  return registros.map(({ record, info }) => ({ numero: info.lines, celdas: record }));
}

/** A workbook cell as text: a number as JavaScript writes it, a formula's result, rich text's words. */
function textoDeCelda(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return Number.isFinite(valor) ? String(valor) : '';
  if (typeof valor === 'string' || typeof valor === 'boolean') return String(valor);
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  if ('result' in valor) return textoDeCelda((valor.result ?? null) as ExcelJS.CellValue);
  if ('richText' in valor) return valor.richText.map((r) => r.text).join('');
  if ('text' in valor) return String(valor.text);
  return '';
}

/** The rows of a workbook's sheet 'Resultados' (or its first sheet). Throws when the bytes are no workbook. */
export async function filasXlsx(data: Buffer): Promise<FilaArchivo[]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(data as unknown as ArrayBuffer);
  const hoja = libro.getWorksheet(HOJA_RESULTADOS) ?? libro.worksheets[0];
  if (!hoja) throw new Error('The workbook has no sheet');
  const filas: FilaArchivo[] = [];
  hoja.eachRow({ includeEmpty: false }, (row, numero) => {
    const valores = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is empty.
    filas.push({ numero, celdas: valores.slice(1).map((v) => textoDeCelda(v ?? null)) });
  });
  return filas;
}

/** Reads an uploaded file (its detected type says which format) into the table, or its problems. */
export async function leerTabla(data: Buffer, mime: string, lang: Lang, anioActual: number): Promise<LecturaTabla> {
  let filas: FilaArchivo[];
  try {
    filas = mime === XLSX_MIME ? await filasXlsx(data) : filasCsv(new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch {
    return { errores: [mensajeResultados(lang, 'tablaIlegible')] };
  }
  return interpretarFilas(filas, lang, anioActual);
}

// ---------------------------------------------------------------- the template

/** The sheet that holds the table in the Excel template (and is read first from an upload). */
export const HOJA_RESULTADOS = 'Resultados';

const INSTRUCCIONES: Record<Lang, { hoja: string; lineas: string[] }> = {
  es: {
    hoja: 'Instrucciones',
    lineas: [
      'Tabla de resultados de una DAPcon: indicadores básicos de impacto ambiental de EN 15804+A2 por módulo.',
      'Cabecera: unidad_declarada (cantidad y unidad: kg, m, m2, m3 o unit), masa_por_unidad_kg (opcional), anio_referencia, metodo_lcia (EF 3.1 o EF 3.0).',
      'Tabla: una fila por indicador, con la unidad de la plantilla; una columna por módulo.',
      'Cada celda: un número (punto o coma decimal; 1.2E-5 vale), ND (no declarado), MND (módulo no declarado) o vacía.',
      'A1-A3, C1, C2, C3, C4 y D son obligatorios en EN 15804+A2: un número o ND.',
      'Guarde el archivo como Excel (.xlsx) o CSV (UTF-8, separado por ;) y súbalo en la ficha de la DAPcon.',
    ],
  },
  ca: {
    hoja: 'Instruccions',
    lineas: [
      "Taula de resultats d'una DAPcon: indicadors bàsics d'impacte ambiental d'EN 15804+A2 per mòdul.",
      'Capçalera: unidad_declarada (quantitat i unitat: kg, m, m2, m3 o unit), masa_por_unidad_kg (opcional), anio_referencia, metodo_lcia (EF 3.1 o EF 3.0).',
      'Taula: una fila per indicador, amb la unitat de la plantilla; una columna per mòdul.',
      'Cada cel·la: un número (punt o coma decimal; 1.2E-5 val), ND (no declarat), MND (mòdul no declarat) o buida.',
      'A1-A3, C1, C2, C3, C4 i D són obligatoris a EN 15804+A2: un número o ND.',
      'Deseu el fitxer com a Excel (.xlsx) o CSV (UTF-8, separat per ;) i pugeu-lo a la fitxa de la DAPcon.',
    ],
  },
};

/** The template's rows (the header block, a blank row, the heading, the indicators), with a table's figures when there is one. */
export function filasPlantilla(tabla: TablaResultados | null): string[][] {
  const celda = new Map(tabla?.celdas.map((c) => [`${c.indicador}|${c.modulo}`, c.valor ?? c.marca ?? '']));
  return [
    [CLAVES_CABECERA.unidad, tabla?.unidad_cantidad ?? '1', tabla?.unidad ?? 'm2'],
    [CLAVES_CABECERA.masa, tabla?.masa_por_unidad ?? ''],
    [CLAVES_CABECERA.anio, tabla ? String(tabla.anio_referencia) : ''],
    [CLAVES_CABECERA.metodo, tabla?.metodo ?? METODOS_LCIA[0]],
    [],
    [...COLUMNAS_TABLA, ...MODULOS_RESULTADOS],
    ...INDICADORES_NUCLEO.map((ind) => [ind.codigo, ind.unidad, ...MODULOS_RESULTADOS.map((m) => celda.get(`${ind.codigo}|${m}`) ?? '')]),
  ];
}

/** A CSV field: quoted when it holds the delimiter, a quote or a line end. */
function campoCsv(texto: string): string {
  return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/** The CSV template: UTF-8 with a BOM (so that Excel reads it as UTF-8), the instructions as `#` lines, `;`-separated, CRLF. */
export function plantillaCsv(tabla: TablaResultados | null, lang: Lang): Buffer {
  const lineas = [...INSTRUCCIONES[lang].lineas.map((l) => `# ${l}`), ...filasPlantilla(tabla).map((fila) => fila.map(campoCsv).join(';'))];
  return Buffer.from(`\uFEFF${lineas.join('\r\n')}\r\n`, 'utf-8');
}

/** The Excel template: the sheet 'Resultados' (figures as numbers, lists to pick the unit and the method) and the instructions in the reader's language. */
export async function plantillaXlsx(tabla: TablaResultados | null, lang: Lang): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'DAPcon';
  const hoja = libro.addWorksheet(HOJA_RESULTADOS);
  // Figures go in as numbers (the header's quantity, mass and year; the indicators' cells), the rest as text.
  for (const fila of filasPlantilla(tabla)) hoja.addRow(fila.map((texto, i) => (i >= 1 && fila[0] !== COLUMNAS_TABLA[0] && numeroDe(texto) !== null ? Number(texto) : texto)));
  const encabezado = hoja.getRow(6);
  encabezado.font = { bold: true };
  hoja.getColumn(1).width = 24;
  hoja.getColumn(2).width = 22;
  for (let c = 3; c <= 2 + MODULOS_RESULTADOS.length; c++) hoja.getColumn(c).width = 11;
  hoja.getCell('C1').dataValidation = { type: 'list', allowBlank: false, formulae: [`"${UNIDADES_DECLARADAS.join(',')}"`] };
  hoja.getCell('B4').dataValidation = { type: 'list', allowBlank: false, formulae: [`"${METODOS_LCIA.join(',')}"`] };
  hoja.views = [{ state: 'frozen', xSplit: 2, ySplit: 6 }];
  const instrucciones = libro.addWorksheet(INSTRUCCIONES[lang].hoja);
  instrucciones.getColumn(1).width = 120;
  for (const linea of INSTRUCCIONES[lang].lineas) instrucciones.addRow([linea]);
  return Buffer.from(await libro.xlsx.writeBuffer());
}
