/**
 * A declaration as an **openEPD** document (issue 35, docs/registry-exports.md 'openEPD'): the JSON
 * format of Building Transparency / EC3, schema `schemas/openepd/EpdV0.schema.json` (openepd 7.28.0).
 * A pure function of what the portal holds: the declaration's metadata and, when its company uploaded
 * one, its results table (`declared_unit`, `kg_per_declared_unit`, `impacts`: `resultados` below).
 */
import type { DeclaracionExportable } from './datos';
import { dominioWeb } from './datos';
import { enlaces, idiomaPrincipal, inicioDelDia, nombreRcp, NORMAS, PROGRAMA } from './comun';
import { INDICADORES_EXPORTACION, moduloOpenEpd } from './indicadores';

/** An openEPD organisation, as far as the exports fill it. */
interface OrgOpenEpd {
  name: string;
  web_domain?: string;
  alt_ids?: Record<string, string>;
  hq_location?: { country: string };
}

/** The openEPD document as the export writes it (a subset of `EpdV0`; its keys are the format's). */
export interface DocumentoOpenEpd {
  doctype: 'openEPD';
  openepd_version: '0.1';
  name: string;
  product_name: string;
  program_operator_doc_id: string;
  alt_ids: Record<string, string>;
  language: string;
  date_of_issue: string;
  valid_until: string;
  manufacturer: OrgOpenEpd;
  program_operator: OrgOpenEpd;
  pcr: { name: string; issuer_doc_id: string; version: string; issuer: OrgOpenEpd };
  third_party_verifier_name: string;
  third_party_verifier?: OrgOpenEpd;
  compliance: { short_name: string; name: string }[];
  declaration_url: string;
  attachments: Record<string, string>;
  /** The classifications the product is filed under: `{ "EcoPlatform": "<code> <class name>" }` when it has an ECO Platform class. */
  product_classes?: Record<string, string>;
  /** The declared unit (the results table's; 'unit' is openEPD's 'item'). */
  declared_unit?: { qty: number; unit: string };
  kg_per_declared_unit?: { qty: number; unit: 'kg' };
  /** The core indicators per module, under the table's LCIA method ('EF 3.1' or 'EF 3.0'). */
  impacts?: Record<string, ConjuntoImpactos>;
}

/** An openEPD measurement: the figure (a JSON number) and its unit. */
interface Medida {
  mean: number;
  unit: string;
}

/** An indicator's figures by module. */
type PorModulo = Record<string, Medida>;

/** One impact set: each indicator's figures by module; EP-freshwater (kg P eq) in `ext`. */
type ConjuntoImpactos = Record<string, PorModulo | Record<string, PorModulo>>;

/** The key of the ECO Platform classification in openEPD's `product_classes` (and the ILCD classification's name). */
export const SISTEMA_CLASIFICACION = 'EcoPlatform';

/** The key of a company's tax id in `alt_ids`: 'ES-NIF' for a Spanish one, else '<country>-tax-id' (or 'tax-id'). */
function claveIdFiscal(pais: string | null): string {
  if (pais === 'ES') return 'ES-NIF';
  return pais ? `${pais}-tax-id` : 'tax-id';
}

/**
 * The product's ECO Platform class as openEPD's `product_classes` (a string per classification system,
 * as `masterformat`'s '03 30 00 Cast-in-Place Concrete'): its code and its class name.
 */
function productClasses(d: DeclaracionExportable): { product_classes?: Record<string, string> } {
  const clase = d.clasificacion.at(-1);
  return clase ? { product_classes: { [SISTEMA_CLASIFICACION]: `${clase.codigo} ${clase.className}` } } : {};
}

/**
 * The results table's part of the document: the declared unit, the mass per declared unit and the
 * impacts under the table's method, each indicator's figures per module (openEPD's module keys,
 * `A1A2A3` for A1-A3). ND and MND are left out, never written as 0. EP-freshwater is declared in kg P
 * eq, which openEPD's `ep-fresh` does not take: it is kept, unconverted, under `ext` with the unit
 * `kgPe` (indicadores.ts). Nothing when the declaration has no table.
 */
function resultados(d: DeclaracionExportable): Pick<DocumentoOpenEpd, 'declared_unit' | 'kg_per_declared_unit' | 'impacts'> {
  const tabla = d.resultados;
  if (!tabla) return {};
  const propios: Record<string, PorModulo> = {};
  const ext: Record<string, PorModulo> = {};
  for (const celda of tabla.celdas) {
    const indicador = INDICADORES_EXPORTACION[celda.indicador as keyof typeof INDICADORES_EXPORTACION];
    if (celda.valor === null || !indicador) continue;
    const medida = { mean: Number(celda.valor), unit: indicador.openEpd?.unidad ?? 'kgPe' };
    const [destino, clave] = indicador.openEpd ? [propios, indicador.openEpd.clave] : [ext, celda.indicador];
    (destino[clave] ??= {})[moduloOpenEpd(celda.modulo)] = medida;
  }
  const conjunto: ConjuntoImpactos = Object.keys(ext).length > 0 ? { ...propios, ext } : propios;
  return {
    declared_unit: { qty: Number(tabla.unidad_cantidad), unit: tabla.unidad === 'unit' ? 'item' : tabla.unidad },
    ...(tabla.masa_por_unidad === null ? {} : { kg_per_declared_unit: { qty: Number(tabla.masa_por_unidad), unit: 'kg' as const } }),
    impacts: { [tabla.metodo]: conjunto },
  };
}

/** DAPcon as an organisation: its name and the portal's domain. */
export function programaOpenEpd(origen: string): OrgOpenEpd {
  const web = dominioWeb(origen);
  return { name: PROGRAMA, ...(web ? { web_domain: web } : {}) };
}

/**
 * The openEPD document of a declaration, in its first publication language (`language`; the RCP's
 * name in it when the RCP has one, else in Spanish). The EPD in that language is
 * `attachments.EPD`; the others are `attachments.EPD_<lang>`.
 */
export function openEpd(d: DeclaracionExportable): DocumentoOpenEpd {
  const { ficha, empresa } = d;
  const idioma = idiomaPrincipal(d);
  const links = enlaces(d);
  const programa = programaOpenEpd(d.origen);
  const web = dominioWeb(empresa.web);
  const manufacturer: OrgOpenEpd = {
    name: empresa.nombre.slice(0, 200),
    ...(web ? { web_domain: web } : {}),
    ...(empresa.cif ? { alt_ids: { [claveIdFiscal(empresa.pais)]: empresa.cif } } : {}),
    ...(empresa.pais ? { hq_location: { country: empresa.pais } } : {}),
  };
  const attachments: Record<string, string> = { openEPD: links.openEpd, ILCD_EPD: links.ilcd };
  const principal = links.documentos.find((doc) => doc.idioma === idioma) ?? links.documentos[0];
  if (principal) attachments.EPD = principal.url;
  for (const doc of links.documentos) if (doc !== principal) attachments[`EPD_${doc.idioma}`] = doc.url;
  return {
    doctype: 'openEPD',
    openepd_version: '0.1',
    name: ficha.dv_nombre_producto.slice(0, 200),
    product_name: ficha.dv_nombre_producto.slice(0, 200),
    program_operator_doc_id: ficha.dapcon_codigo,
    alt_ids: { dapcon: ficha.dapcon_codigo },
    language: idioma,
    date_of_issue: inicioDelDia(ficha.dapcon_valido_desde),
    valid_until: inicioDelDia(ficha.dapcon_valido_hasta),
    manufacturer,
    program_operator: programa,
    pcr: { name: `${d.rcp.equivalencia} ${nombreRcp(d, idioma)}`.slice(0, 200), issuer_doc_id: d.rcp.equivalencia.slice(0, 40), version: d.rcp.version.slice(0, 40), issuer: programa },
    third_party_verifier_name: d.verificador.nombre,
    ...(d.verificador.empresa ? { third_party_verifier: { name: d.verificador.empresa.slice(0, 200) } } : {}),
    compliance: [NORMAS.en15804, NORMAS.iso14025].map((n) => ({ short_name: n.openEpd, name: n.nombre })),
    declaration_url: links.registro,
    attachments,
    ...productClasses(d),
    ...resultados(d),
  };
}
