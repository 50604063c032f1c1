/**
 * A declaration's results table (issue 35, docs/registry-exports.md 'Results table'): the EN
 * 15804+A2 core environmental impact indicators per life-cycle module, with the declared unit, the
 * mass per declared unit, the reference year and the LCIA method. The company or its consultant
 * uploads it while the declaration is a draft, as a CSV or an Excel file made from the template the
 * portal offers (its current values in it, when it has some); the verifier reads it; the
 * administration may correct it until publication, which freezes it with the declaration. The
 * registry's exports (openEPD `impacts`, ILCD+EPD `LCIAResults`) carry its figures.
 *
 * A cell is a number, `ND` (not declared) or `MND` (module not declared), or empty (not declared
 * either). The modules EN 15804+A2 requires (A1-A3, C1-C4, D) take a number or `ND`, never `MND`
 * nor empty. Figures are kept exact (PostgreSQL `numeric`) and travel as strings.
 */
import * as v from 'valibot';
import { defineEndpoint } from '../core/endpoint';
import { MSG } from '../core/messages';
import { requiredUpload, UPLOAD_RULES } from '../core/uploads';
import { RESULTADOS_MESSAGES, RESULTADOS_MSG } from './messages-resultados';
import { ResultadosPublicos } from './resultados-datos';
import { ESTADOS_DAPCON, DapconIdParams, type EstadoDapcon, type RolDapcon, type VeredictoAccion } from './permisos';

/** The header block's keys, as the template writes them in its first column (the same in every language). */
export const CLAVES_CABECERA = {
  unidad: 'unidad_declarada',
  masa: 'masa_por_unidad_kg',
  anio: 'anio_referencia',
  metodo: 'metodo_lcia',
} as const;

/** The first two columns of the table's heading row; the modules follow. */
export const COLUMNAS_TABLA = ['indicador', 'unidad'] as const;

/** The template's and the upload's file: CSV (UTF-8, ';') or Excel, 1 MB at most. */
export const FORMATOS_TABLA = ['xlsx', 'csv'] as const;
export type FormatoTabla = (typeof FORMATOS_TABLA)[number];

/** The results table's file name, without extension ('DAPcon-2026-0001_resultados'; a draft: 'dapcon-12_resultados'). */
export function nombreTablaResultados(codigo: string | null, id: number): string {
  return `${codigo ?? `dapcon-${id}`}_resultados`;
}


/** How many of an upload's problems the answer lists (then 'Y {n} errores más.'). */
export const MAX_ERRORES_TABLA = 20;

/**
 * A message of the results table in a language, its `{…}` filled.
 *
 * @example
 * mensajeResultados('ca', 'indicadorFalta', { valor: 'ODP' }) // 'Falta la fila de l’indicador «ODP».'
 */
export function mensajeResultados(lang: 'es' | 'ca', clave: keyof typeof RESULTADOS_MESSAGES, valores: Record<string, string | number> = {}): string {
  return Object.entries(valores).reduce<string>((texto, [k, valor]) => texto.replaceAll(`{${k}}`, String(valor)), RESULTADOS_MESSAGES[clave][lang]);
}


/** Who may upload, replace or remove a declaration's results table, and in which states (publication freezes it). */
export const PERMISOS_RESULTADOS: Readonly<Partial<Record<RolDapcon, readonly EstadoDapcon[]>>> = {
  organizacion: ['borrador'],
  consultor: ['borrador'],
  administrador: ESTADOS_DAPCON.filter((estado) => estado === 'borrador' || estado === 'en_verificacion' || estado === 'verificada'),
};

/**
 * @example
 * veredictoResultados('consultor', 'borrador') // 'permitida'
 * veredictoResultados('organizacion', 'publicada') // 'estado' (409)
 * veredictoResultados('verificador', 'borrador') // 'rol' (403)
 */
export function veredictoResultados(rol: RolDapcon, estado: EstadoDapcon): VeredictoAccion {
  const estados = PERMISOS_RESULTADOS[rol];
  if (!estados) return 'rol';
  return estados.includes(estado) ? 'permitida' : 'estado';
}

/** A declaration's results table as stored, for its record page: the registry's reading, the file, when, and whether the caller may change it. */
export const ResultadosDapcon = v.object({
  ...ResultadosPublicos.entries,
  nombre_archivo: v.string(),
  /** When it was uploaded (ISO 8601). */
  subido_en: v.string(),
  /** Whether the caller may replace or remove it now (PERMISOS_RESULTADOS). */
  puede_cambiar: v.boolean(),
});
export type ResultadosDapcon = v.InferOutput<typeof ResultadosDapcon>;

/** GET /dapcon/:id/resultados: the table, or null with whether the caller may upload one. */
export const RespuestaResultados = v.object({
  resultados: v.nullable(ResultadosDapcon),
  puede_cambiar: v.boolean(),
});
export type RespuestaResultados = v.InferOutput<typeof RespuestaResultados>;

/** POST /dapcon/:id/resultados, multipart: the filled template (`tabla`). */
export const SubirResultadosBody = v.object({
  tabla: requiredUpload(UPLOAD_RULES.tabla, RESULTADOS_MSG.tablaObligatoria),
});
export type SubirResultadosBody = v.InferOutput<typeof SubirResultadosBody>;

/** GET /dapcon/:id/resultados/plantilla?formato=xlsx|csv (default xlsx). */
export const PlantillaResultadosQuery = v.object({
  formato: v.optional(v.picklist(FORMATOS_TABLA, MSG.valorNoValido), 'xlsx'),
});
export type PlantillaResultadosQuery = v.InferOutput<typeof PlantillaResultadosQuery>;

const PARTICIPANTES = { modulos: ['administrador', 'organizacion', 'consultor'] } as const;
const TAGS = ['dapcon'];

/** A declaration's results table: its participants (the verifier included) and the administration. */
export const resultadosDapcon = defineEndpoint({
  method: 'GET',
  path: '/dapcon/:id/resultados',
  params: DapconIdParams,
  response: RespuestaResultados,
  access: PARTICIPANTES,
  summary: "A declaration's results table (EN 15804+A2 core indicators per module), or null",
  tags: TAGS,
});

/** The template to fill (Excel or CSV), holding the declaration's current figures when it has some. */
export const plantillaResultados = defineEndpoint({
  method: 'GET',
  path: '/dapcon/:id/resultados/plantilla',
  params: DapconIdParams,
  query: PlantillaResultadosQuery,
  response: v.unknown(),
  envelope: false,
  access: PARTICIPANTES,
  summary: "The results table's template (xlsx or csv attachment), with the declaration's figures when it has them",
  tags: TAGS,
});

/** Uploads (or replaces) the results table: checked whole, stored only when every cell is right (422 lists what is wrong). */
export const subirResultados = defineEndpoint({
  method: 'POST',
  path: '/dapcon/:id/resultados',
  params: DapconIdParams,
  body: SubirResultadosBody,
  multipart: true,
  response: RespuestaResultados,
  stale: ['GET /dapcon/:id/resultados', 'GET /dapcon/:id'],
  access: PARTICIPANTES,
  summary: 'Upload the results table (CSV or xlsx from the template; company and consultant in borrador, the administration until publication)',
  tags: TAGS,
});

/** Removes the results table (200, null). */
export const borrarResultados = defineEndpoint({
  method: 'DELETE',
  path: '/dapcon/:id/resultados',
  params: DapconIdParams,
  response: v.null(),
  stale: ['GET /dapcon/:id/resultados', 'GET /dapcon/:id'],
  access: PARTICIPANTES,
  summary: 'Remove the results table (company and consultant in borrador, the administration until publication)',
  tags: TAGS,
});
