/**
 * What a declaration's results table is made of (resultados.ts has the upload, who may, and the
 * endpoints): the EN 15804+A2 modules and core indicators, the declared units and LCIA methods, and
 * the table as the registry shows it. Apart, so that a module reading a table (the registry's pages,
 * its JSON) does not carry the upload's endpoints and messages.
 */
import * as v from 'valibot';

/** The modules of EN 15804+A2 (A1-A3 aggregated, as DAPcon's EPDs write it), in the template's column order. */
export const MODULOS_RESULTADOS = ['A1-A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'C1', 'C2', 'C3', 'C4', 'D'] as const;
export type ModuloResultados = (typeof MODULOS_RESULTADOS)[number];

/** The modules EN 15804+A2 requires every declaration to declare (a number or ND). */
export const MODULOS_OBLIGATORIOS: readonly ModuloResultados[] = ['A1-A3', 'C1', 'C2', 'C3', 'C4', 'D'];

/** The EN 15804+A2 core environmental impact indicators, in the template's row order, with the unit each is written in. */
export const INDICADORES_NUCLEO = [
  { codigo: 'GWP-total', unidad: 'kg CO2 eq' },
  { codigo: 'GWP-fossil', unidad: 'kg CO2 eq' },
  { codigo: 'GWP-biogenic', unidad: 'kg CO2 eq' },
  { codigo: 'GWP-luluc', unidad: 'kg CO2 eq' },
  { codigo: 'ODP', unidad: 'kg CFC-11 eq' },
  { codigo: 'AP', unidad: 'mol H+ eq' },
  { codigo: 'EP-freshwater', unidad: 'kg P eq' },
  { codigo: 'EP-marine', unidad: 'kg N eq' },
  { codigo: 'EP-terrestrial', unidad: 'mol N eq' },
  { codigo: 'POCP', unidad: 'kg NMVOC eq' },
  { codigo: 'ADP-minerals&metals', unidad: 'kg Sb eq' },
  { codigo: 'ADP-fossil', unidad: 'MJ' },
  { codigo: 'WDP', unidad: 'm3 world eq deprived' },
] as const;
export type IndicadorNucleo = (typeof INDICADORES_NUCLEO)[number]['codigo'];

/** The declared unit's units ('unit': one item). */
export const UNIDADES_DECLARADAS = ['kg', 'm', 'm2', 'm3', 'unit'] as const;
export type UnidadDeclarada = (typeof UNIDADES_DECLARADAS)[number];

/** The LCIA methods EN 15804+A2 results are computed with (the characterisation factors of the Environmental Footprint). */
export const METODOS_LCIA = ['EF 3.1', 'EF 3.0'] as const;
export type MetodoLcia = (typeof METODOS_LCIA)[number];

/** A cell's marks: not declared, module not declared. */
export const MARCAS_RESULTADO = ['ND', 'MND'] as const;

/** One indicator's row: its code, its unit and its cell per module ('12.3', 'ND', 'MND'; a module left empty is absent). */
export const FilaResultados = v.object({
  indicador: v.string(),
  unidad: v.string(),
  valores: v.record(v.string(), v.string()),
});
export type FilaResultados = v.InferOutput<typeof FilaResultados>;

/** A declaration's results table as anyone reads it (the registry's record and page): the header and the core indicators by module, not who uploaded which file. */
export const ResultadosPublicos = v.object({
  /** The declared unit: a quantity (exact, as a string) and its unit. */
  unidad_cantidad: v.string(),
  unidad: v.picklist(UNIDADES_DECLARADAS),
  /** Kilograms per declared unit, or null. */
  masa_por_unidad: v.nullable(v.string()),
  anio_referencia: v.number(),
  metodo: v.picklist(METODOS_LCIA),
  /** The core indicators, in the template's order. */
  filas: v.array(FilaResultados),
});
export type ResultadosPublicos = v.InferOutput<typeof ResultadosPublicos>;
