/**
 * A published declaration's exports (issue 35, docs/registry-exports.md): GET
 * /api/public/dapcon/{code}/openepd and /ilcd. Every published and expired declaration of the test
 * seed (plus a few inserted here: another RCP, Catalan and English, EPD documents, a product name
 * with every character XML escapes) and of the demo seed is exported and checked: the openEPD
 * document against the vendored JSON Schema (Ajv 8, draft 2020-12, strict) and a DAPcon list of
 * required fields with their values; the ILCD+EPD data set against the vendored XSDs (xmllint-wasm)
 * and its key values. Also: 404 for a draft's code and an unknown one, nothing personal in either,
 * the headers, the stable UUID. Expectations come from the rows read back, never from the exporter.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { parse as csvParse } from 'csv-parse/sync';
import { INDICADORES_NUCLEO, isPersonTaxId, urlDocumentoPublico, urlIlcd, urlOpenEpd, urlRegistro, type IndicadorNucleo } from '@dapcon/contract';
import { INDICADORES_EXPORTACION } from '../../../src/areas/registro/exportacion/indicadores';
import { insertDapcon, insertDapconIdiomas } from '../../../src/areas/dapcon';
import { escaparXml, uuidDe, uuidV5, versionIlcd } from '../../../src/areas/registro/exportacion';
import { consultores, dapconDocumentos, dapconIdiomas, dapconResultados, dapconResultadosTabla, dapcons, ecoplatformClasificacion, idiomas, organizaciones, paises, parametros, rcps, rcpsIdiomas, usuarios } from '../../../src/db/schema';
import type { Database } from '../../../src/db/database';
import { seed } from '../../../src/seed';
import { build } from '../../helper';

const ORIGEN = 'https://registro.example.org';
const SCHEMAS = path.resolve(import.meta.dirname, '../../../src/areas/registro/exportacion/schemas');
const ILCD = path.join(SCHEMAS, 'ilcd/schemas');
const HOY = new Date().toISOString().slice(0, 10);
const ANYO = Number(HOY.slice(0, 4));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------- the validators, set up once

let validarOpenEpd: ValidateFunction;
const XSDS: XMLFileInfo[] = [
  ...fs.readdirSync(ILCD).filter((f) => f.endsWith('.xsd') && f !== 'EPD_DataSet.xsd').map((f) => ({ fileName: f, contents: fs.readFileSync(path.join(ILCD, f), 'utf8') })),
  { fileName: 'http://www.w3.org/2001/xml.xsd', contents: fs.readFileSync(path.join(SCHEMAS, 'ilcd/ext/xml.xsd'), 'utf8') },
];

/** Validates ILCD documents in one xmllint call; answers the errors (none when all are valid). */
async function validarIlcd(documentos: { codigo: string; xml: string }[]): Promise<string[]> {
  const result = await validateXML({
    xml: documentos.map((d) => ({ fileName: `${d.codigo}.xml`, contents: d.xml })),
    schema: [{ fileName: 'EPD_DataSet.xsd', contents: fs.readFileSync(path.join(ILCD, 'EPD_DataSet.xsd'), 'utf8') }],
    preload: XSDS,
  });
  return result.errors.map((e) => e.rawMessage);
}

// ---------------------------------------------------------------- what the database says, read back

interface Esperado {
  codigo: string;
  producto: string;
  empresa: string;
  cif: string;
  web: string | null;
  pais: string | null;
  equivalencia: string;
  version: string;
  rcpNombres: Map<string, string>;
  verificador: string;
  desde: string;
  hasta: string;
  idiomas: string[];
  documentos: string[];
  /** Its ECO Platform class from the top level down (code and class name); empty when it has none. */
  clases: { codigo: string; className: string }[];
  /** Its results table as stored, or null. */
  resultados: {
    unidad_cantidad: string;
    unidad: string;
    masa_por_unidad: string | null;
    anio_referencia: number;
    metodo: 'EF 3.1' | 'EF 3.0';
    celdas: { indicador: string; modulo: string; valor: string | null }[];
  } | null;
}

/** Every published and expired declaration, as the database holds it. */
async function esperados(db: Database): Promise<Esperado[]> {
  const rows = await db
    .select({
      id: dapcons.id,
      codigo: dapcons.dapcon_codigo,
      producto: dapcons.dv_nombre_producto,
      empresa: organizaciones.org_nombre,
      cif: organizaciones.org_cif,
      web: organizaciones.org_web,
      pais: paises.pais_iso,
      rcp_id: rcps.id,
      equivalencia: rcps.equivalencia,
      version: rcps.version,
      nombre: consultores.consultor_nombre,
      apellidos: consultores.consultor_apellidos,
      desde: dapcons.dapcon_valido_desde,
      hasta: dapcons.dapcon_valido_hasta,
      clase: dapcons.clasificacion_id,
    })
    .from(dapcons)
    .innerJoin(organizaciones, eq(organizaciones.org_id, dapcons.org_id))
    .leftJoin(paises, eq(paises.id, organizaciones.org_pais))
    .innerJoin(rcps, eq(rcps.id, dapcons.rcp_id))
    .innerJoin(consultores, eq(consultores.id, dapcons.verificador_id))
    .where(sql`${inArray(dapcons.estado, ['publicada', 'caducada'])} and ${dapcons.dapcon_codigo} is not null and ${dapcons.dapcon_valido_desde} is not null and ${dapcons.dapcon_valido_hasta} is not null`)
    .orderBy(asc(dapcons.id));
  const lenguas = await db.select({ dapcon_id: dapconIdiomas.dapcon_id, idioma: idiomas.idioma }).from(dapconIdiomas).innerJoin(idiomas, eq(idiomas.id, dapconIdiomas.idioma_id)).orderBy(asc(idiomas.id));
  const docs = await db.select({ dapcon_id: dapconDocumentos.dapcon_id, idioma: idiomas.idioma }).from(dapconDocumentos).innerJoin(idiomas, eq(idiomas.id, dapconDocumentos.idioma_id)).where(eq(dapconDocumentos.tipo, 'dap')).orderBy(asc(idiomas.id));
  const tablas = await db.select().from(dapconResultadosTabla);
  const celdas = await db.select().from(dapconResultados);
  const nombres = await db.select({ rcp_id: rcpsIdiomas.rcp_id, idioma: idiomas.idioma, nombre: rcpsIdiomas.rcp_nombre }).from(rcpsIdiomas).innerJoin(idiomas, eq(idiomas.id, rcpsIdiomas.idioma_id));
  const nodos = new Map(
    (
      await db
        .select({ id: parametros.param_id, padre: parametros.param_padre_id, codigo: ecoplatformClasificacion.codigo, className: ecoplatformClasificacion.class_name })
        .from(parametros)
        .innerJoin(ecoplatformClasificacion, eq(ecoplatformClasificacion.param_id, parametros.param_id))
    ).map((n) => [n.id, n]),
  );
  const clasesDe = (id: string | null): Esperado['clases'] => {
    const nodo = id === null ? undefined : nodos.get(id);
    return nodo ? [...clasesDe(nodo.padre), { codigo: nodo.codigo, className: nodo.className }] : [];
  };
  return rows.map((r) => ({
    codigo: r.codigo as string,
    producto: r.producto,
    empresa: r.empresa,
    cif: r.cif,
    web: r.web,
    pais: r.pais,
    equivalencia: r.equivalencia,
    version: r.version,
    rcpNombres: new Map(nombres.filter((n) => n.rcp_id === r.rcp_id).map((n) => [n.idioma, n.nombre])),
    verificador: `${r.nombre} ${r.apellidos}`,
    desde: r.desde as string,
    hasta: r.hasta as string,
    idiomas: lenguas.filter((l) => l.dapcon_id === r.id).map((l) => l.idioma),
    documentos: docs.filter((d) => d.dapcon_id === r.id).map((d) => d.idioma),
    clases: clasesDe(r.clase),
    resultados: ((t) =>
      t
        ? {
            unidad_cantidad: t.unidad_cantidad,
            unidad: t.unidad,
            masa_por_unidad: t.masa_por_unidad,
            anio_referencia: t.anio_referencia,
            metodo: t.metodo,
            celdas: celdas.filter((c) => c.dapcon_id === r.id).map((c) => ({ indicador: c.indicador, modulo: c.modulo, valor: c.valor })),
          }
        : null)(tablas.find((t) => t.dapcon_id === r.id)),
  }));
}

/** Every person's NIF, e-mail and phone, and every company's e-mail, phone and contact person, that the database holds. */
async function secretos(db: Database): Promise<string[]> {
  const people = await db.select({ nif: consultores.consultor_nif, movil: consultores.consultor_movil, email: consultores.consultor_email }).from(consultores);
  const accounts = await db.select({ email: usuarios.email, telefono: usuarios.telefono }).from(usuarios);
  const orgs = await db.select({ cif: organizaciones.org_cif, email: organizaciones.org_email, telefono: organizaciones.org_telefono }).from(organizaciones);
  return [
    ...people.flatMap((p) => [p.nif, p.movil, p.email]),
    ...accounts.flatMap((a) => [a.email, a.telefono]),
    ...orgs.flatMap((o) => [o.email, o.telefono, isPersonTaxId(o.cif) ? o.cif : null]),
  ].filter((s): s is string => typeof s === 'string' && s.length >= 6);
}

// ---------------------------------------------------------------- reading the exports

interface OpenEpd {
  [key: string]: unknown;
  doctype: string;
  openepd_version: string;
  name: string;
  product_name: string;
  program_operator_doc_id: string;
  alt_ids: Record<string, string>;
  language: string;
  date_of_issue: string;
  valid_until: string;
  manufacturer: { name: string; web_domain?: string; alt_ids?: Record<string, string>; hq_location?: { country: string } };
  program_operator: { name: string; web_domain?: string };
  pcr: { name: string; issuer_doc_id: string; version: string; issuer: { name: string } };
  third_party_verifier_name: string;
  declaration_url: string;
  attachments: Record<string, string>;
  compliance: { short_name: string }[];
  declared_unit?: { qty: number; unit: string };
  kg_per_declared_unit?: { qty: number; unit: string };
  impacts?: Record<string, unknown>;
}

const desescapar = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#13;/g, '\r').replace(/&amp;/g, '&');

/** The texts of every element with this qualified name (a path's last step), unescaped. */
function textos(xml: string, nombre: string): string[] {
  return [...xml.matchAll(new RegExp(`<${nombre}(?:\\s[^>]*)?>([^<]*)</${nombre}>`, 'g'))].map((m) => desescapar(m[1] ?? ''));
}
/** The text of the one element under a path ('a/b/c'): each step searched inside the one before. */
function en(xml: string, ruta: string): string[] {
  let partes = [xml];
  const pasos = ruta.split('/');
  for (const paso of pasos.slice(0, -1)) partes = partes.flatMap((p) => [...p.matchAll(new RegExp(`<${paso}(?:\\s[^>]*)?>([\\s\\S]*?)</${paso}>`, 'g'))].map((m) => m[1] ?? ''));
  return partes.flatMap((p) => textos(p, pasos.at(-1) ?? ''));
}
/** The attributes of every element with this qualified name. */
function atributos(xml: string, nombre: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${nombre}((?:\\s+[\\w:.-]+="[^"]*")*)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:.-]+)="([^"]*)"/g)].map((a) => [a[1] ?? '', desescapar(a[2] ?? '')])),
  );
}

/** Exports every expected declaration, checks both against their schemas and the database; answers how many and the bodies. */
async function comprobarTodas(app: FastifyInstance, lista: Esperado[]): Promise<{ cuerpos: string[]; tiempoXsdMs: number }> {
  const cuerpos: string[] = [];
  const ilcds: { codigo: string; xml: string }[] = [];
  for (const e of lista) {
    const json = await app.inject({ method: 'GET', url: urlOpenEpd(e.codigo) });
    expect(json.statusCode, `${e.codigo} ${json.body}`).toBe(200);
    const doc = json.json<OpenEpd>();
    expect(validarOpenEpd(doc), `${e.codigo}: ${JSON.stringify(validarOpenEpd.errors)}`).toBe(true);
    comprobarOpenEpd(doc, e);
    const xml = await app.inject({ method: 'GET', url: urlIlcd(e.codigo) });
    expect(xml.statusCode, `${e.codigo} ${xml.body}`).toBe(200);
    comprobarIlcd(xml.body, e);
    ilcds.push({ codigo: e.codigo, xml: xml.body });
    cuerpos.push(json.body, xml.body);
  }
  const antes = performance.now();
  expect(await validarIlcd(ilcds)).toEqual([]);
  return { cuerpos, tiempoXsdMs: performance.now() - antes };
}

function comprobarOpenEpd(doc: OpenEpd, e: Esperado): void {
  const idioma = e.idiomas[0] ?? 'es';
  expect(doc.doctype).toBe('openEPD');
  expect(doc.openepd_version).toBe('0.1');
  expect(doc.program_operator_doc_id).toBe(e.codigo);
  expect(doc.alt_ids).toEqual({ dapcon: e.codigo });
  expect(doc.name).toBe(e.producto);
  expect(doc.product_name).toBe(e.producto);
  expect(doc.manufacturer.name).toBe(e.empresa);
  expect(doc.manufacturer.alt_ids).toEqual(isPersonTaxId(e.cif) ? undefined : { [e.pais === 'ES' ? 'ES-NIF' : `${e.pais ?? ''}-tax-id`]: e.cif });
  expect(doc.manufacturer.hq_location).toEqual(e.pais ? { country: e.pais } : undefined);
  expect(doc.manufacturer.web_domain).toBe(e.web ? new URL(e.web).hostname : undefined);
  expect(doc.program_operator).toEqual({ name: 'DAPcon', web_domain: 'registro.example.org' });
  expect(doc.pcr.issuer_doc_id).toBe(e.equivalencia);
  expect(doc.pcr.version).toBe(e.version);
  expect(doc.pcr.name).toBe(`${e.equivalencia} ${e.rcpNombres.get(idioma) ?? e.rcpNombres.get('es')}`);
  expect(doc.pcr.issuer.name).toBe('DAPcon');
  expect(doc.third_party_verifier_name).toBe(e.verificador);
  expect(doc.date_of_issue).toBe(`${e.desde}T00:00:00Z`);
  expect(doc.valid_until).toBe(`${e.hasta}T00:00:00Z`);
  expect(doc.language).toMatch(/^[a-z]{2}$/);
  expect(doc.language).toBe(idioma);
  expect(doc.declaration_url).toBe(`${ORIGEN}${urlRegistro(e.codigo)}`);
  expect(doc.attachments.openEPD).toBe(`${ORIGEN}${urlOpenEpd(e.codigo)}`);
  expect(doc.attachments.ILCD_EPD).toBe(`${ORIGEN}${urlIlcd(e.codigo)}`);
  const pdfs = Object.entries(doc.attachments).filter(([k]) => k === 'EPD' || k.startsWith('EPD_'));
  expect(pdfs.map(([, url]) => url).sort()).toEqual(e.documentos.map((l) => `${ORIGEN}${urlDocumentoPublico(e.codigo, l)}`).sort());
  if (e.documentos.length) expect(doc.attachments.EPD).toBe(`${ORIGEN}${urlDocumentoPublico(e.codigo, e.documentos.includes(idioma) ? idioma : (e.documentos[0] ?? ''))}`);
  expect(doc.compliance.map((c) => c.short_name)).toEqual(['EN15804+A2', 'ISO14025']);
  const clase = e.clases.at(-1);
  expect(doc.product_classes).toEqual(clase ? { EcoPlatform: `${clase.codigo} ${clase.className}` } : undefined);
  // The results table: the declared unit, the mass, each figure under its method, key, module and unit; ND and MND nowhere.
  const r = e.resultados;
  expect(doc.declared_unit).toEqual(r ? { qty: Number(r.unidad_cantidad), unit: r.unidad === 'unit' ? 'item' : r.unidad } : undefined);
  expect(doc.kg_per_declared_unit).toEqual(r?.masa_por_unidad ? { qty: Number(r.masa_por_unidad), unit: 'kg' } : undefined);
  if (!r) {
    expect(doc.impacts).toBeUndefined();
    return;
  }
  const impactos: Record<string, Record<string, { mean: number; unit: string }>> = {};
  const ext: typeof impactos = {};
  for (const c of r.celdas) {
    if (c.valor === null) continue;
    const propio = INDICADORES_EXPORTACION[c.indicador as IndicadorNucleo].openEpd;
    const [destino, clave] = propio ? [impactos, propio.clave] : [ext, c.indicador];
    (destino[clave] ??= {})[c.modulo === 'A1-A3' ? 'A1A2A3' : c.modulo] = { mean: Number(c.valor), unit: propio?.unidad ?? 'kgPe' };
  }
  expect(doc.impacts).toEqual({ [r.metodo]: { ...impactos, ...(Object.keys(ext).length ? { ext } : {}) } });
  expect(JSON.stringify(doc.impacts)).not.toMatch(/ND|null/);
}

function comprobarIlcd(xml: string, e: Esperado): void {
  const raiz = atributos(xml, 'processDataSet')[0];
  expect(raiz?.version).toBe('1.1');
  expect(raiz?.['epd2:epd-version']).toBe('1.2');
  expect(en(xml, 'dataSetInformation/common:UUID')).toEqual([uuidDe.declaracion(e.codigo)]);
  expect(en(xml, 'dataSetInformation/common:UUID')[0]).toMatch(UUID);
  expect(en(xml, 'name/baseName')).toEqual((e.idiomas.length ? e.idiomas : ['es']).map(() => e.producto));
  expect(atributos(xml, 'baseName').map((a) => a['xml:lang'])).toEqual(e.idiomas.length ? e.idiomas : ['es']);
  expect(en(xml, 'publicationAndOwnership/common:registrationNumber')).toEqual([e.codigo]);
  expect(en(xml, 'publicationAndOwnership/common:dataSetVersion')).toEqual(['01.00.000']);
  expect(en(xml, 'publicationAndOwnership/common:permanentDataSetURI')).toEqual([`${ORIGEN}${urlIlcd(e.codigo)}`]);
  expect(en(xml, 'time/common:referenceYear')).toEqual([e.resultados ? String(e.resultados.anio_referencia) : e.desde.slice(0, 4)]);
  expect(en(xml, 'time/common:dataSetValidUntil')).toEqual([e.hasta.slice(0, 4)]);
  expect(en(xml, 'time/epd2:publicationDateOfEPD')).toEqual([e.desde]);
  expect(en(xml, 'dataSetInformation/common:generalComment')[0]).toContain(`valid from ${e.desde} until ${e.hasta}`);
  expect(atributos(xml, 'locationOfOperationSupplyOrProduction').map((a) => a.location)).toEqual(e.pais ? [e.pais] : []);
  expect(en(xml, 'LCIMethodAndAllocation/typeOfDataSet')).toEqual(['EPD']);
  expect(en(xml, 'common:other/epd:subType')).toEqual(['specific dataset']);
  const pcr = atributos(xml, 'referenceToLCAMethodDetails')[0];
  expect(pcr?.version).toBe(versionIlcd(e.version));
  expect(en(xml, 'referenceToLCAMethodDetails/common:shortDescription')).toEqual([...e.rcpNombres.values()].map((n) => `${e.equivalencia} ${n} (DAPcon PCR, version ${e.version})`));
  expect(en(xml, 'review/common:shortDescription')[0]).toContain(e.verificador);
  expect(atributos(xml, 'review')).toEqual([{ type: 'Independent external review' }]);
  expect(en(xml, 'common:referenceToOwnershipOfDataSet/common:shortDescription')).toEqual([e.empresa]);
  expect(en(xml, 'common:referenceToCommissioner/common:shortDescription')).toEqual([e.empresa]);
  expect(en(xml, 'common:referenceToRegistrationAuthority/common:shortDescription')).toEqual(['DAPcon']);
  expect(en(xml, 'epd2:referenceToPublisher/common:shortDescription')).toEqual(['DAPcon']);
  expect(atributos(xml, 'common:referenceToComplianceSystem').map((a) => a.refObjectId)).toEqual(['d4aa3ec7-b1d7-4a4a-a6cb-37af88dcc902', '4f2eb655-6e44-4874-a95a-e28f5442cd4d']);
  expect(atributos(xml, 'common:referenceToDataSetFormat').map((a) => a.refObjectId)).toEqual(['a97a0155-0234-4b87-b4ce-a45da52f2a40', 'a29449fd-aa2f-4de8-b5d7-4b06b43c6fde']);
  expect(atributos(xml, 'referenceToExternalDocumentation').map((a) => a.uri)).toEqual(e.documentos.map((l) => `${ORIGEN}${urlDocumentoPublico(e.codigo, l)}`));
  expect(atributos(xml, 'epd2:referenceToOriginalEPD').map((a) => a.uri)).toEqual(e.documentos.slice(0, 1).map((l) => `${ORIGEN}${urlDocumentoPublico(e.codigo, l)}`));
  expect(atributos(xml, 'common:classification')).toEqual(e.clases.length ? [{ name: 'EcoPlatform' }] : []);
  expect(atributos(xml, 'common:class')).toEqual(e.clases.map((c, nivel) => ({ level: String(nivel), classId: c.codigo })));
  expect(en(xml, 'classificationInformation/common:class')).toEqual(e.clases.map((c) => c.className));
  comprobarResultadosIlcd(xml, e);
  for (const a of xml.matchAll(/refObjectId="([^"]*)"/g)) expect(a[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
}

/**
 * The EN 15804+A2 indicators of the vendored ILCD identifiers (schemas/ilcd/identifiers), per method:
 * the code in the name's brackets → UUID, version, unit group. The exports' table (indicadores.ts)
 * is checked against these files, not against itself.
 */
function identificadores(metodo: 'EF 3.1' | 'EF 3.0'): Map<string, { uuid: string; version: string; grupo: string }> {
  const texto = fs.readFileSync(path.join(SCHEMAS, `ilcd/identifiers/EN15804+A2_${metodo.replace(' ', '')}_indicators.csv`), 'utf8');
  const filas = csvParse(texto, { from_line: 2, relax_column_count: true }) as string[][];
  return new Map(filas.flatMap((f) => {
    const codigo = /\(([^()]+)\)$/.exec(f[2] ?? '')?.[1];
    return codigo ? [[codigo, { uuid: f[0] ?? '', version: f[1] ?? '', grupo: f[4] ?? '' }]] : [];
  }));
}
/** The template's codes the identifiers write otherwise. */
const CODIGO_ILCD: Readonly<Record<string, string>> = { 'ADP-minerals&metals': 'ADPE', 'ADP-fossil': 'ADPF' };

/** With a results table: the quantitative reference, the reference flow, and one LCIAResult per indicator with a figure, its amounts per module. */
function comprobarResultadosIlcd(xml: string, e: Esperado): void {
  const r = e.resultados;
  if (!r) {
    expect(xml).not.toContain('<LCIAResults');
    expect(xml).not.toContain('<exchanges');
    expect(xml).not.toContain('<quantitativeReference');
    return;
  }
  const unidad = `${r.unidad_cantidad} ${r.unidad === 'unit' ? 'item' : r.unidad}`;
  expect(en(xml, 'quantitativeReference/referenceToReferenceFlow')).toEqual(['0']);
  expect(en(xml, 'quantitativeReference/functionalUnitOrOther')).toEqual([unidad]);
  expect(atributos(xml, 'exchange')).toEqual([{ dataSetInternalID: '0' }]);
  expect(en(xml, 'exchange/resultingAmount')).toEqual([r.unidad_cantidad]);
  expect(en(xml, 'exchange/exchangeDirection')).toEqual(['Output']);
  const ids = identificadores(r.metodo);
  const resultados = [...xml.matchAll(/<LCIAResult>([\s\S]*?)<\/LCIAResult>/g)].map((m) => m[1] ?? '');
  const conCifras = INDICADORES_NUCLEO.filter((ind) => r.celdas.some((c) => c.indicador === ind.codigo && c.valor !== null));
  expect(resultados).toHaveLength(conCifras.length);
  conCifras.forEach((ind, i) => {
    const bloque = resultados[i] ?? '';
    const esperado = ids.get(CODIGO_ILCD[ind.codigo] ?? ind.codigo);
    expect(esperado, ind.codigo).toBeDefined();
    expect(atributos(bloque, 'referenceToLCIAMethodDataSet')[0]).toEqual({ type: 'LCIA method data set', refObjectId: esperado?.uuid, version: esperado?.version });
    expect(atributos(bloque, 'epd:referenceToUnitGroupDataSet')[0]?.refObjectId).toBe(esperado?.grupo);
    const cifras = r.celdas.filter((c) => c.indicador === ind.codigo && c.valor !== null);
    expect(atributos(bloque, 'epd:amount').map((a) => a['epd:module']).sort()).toEqual(cifras.map((c) => c.modulo).sort());
    expect(textos(bloque, 'epd:amount').map(Number).sort()).toEqual(cifras.map((c) => Number(c.valor)).sort());
  });
}

function nadaPersonal(cuerpos: string[], secrets: string[]): void {
  expect(secrets.length).toBeGreaterThan(3);
  for (const cuerpo of cuerpos) {
    for (const secret of secrets) expect(cuerpo).not.toContain(secret);
    expect(cuerpo).not.toMatch(/@/);
  }
}

// ---------------------------------------------------------------- the test seed, and a few more

describe('the exports of the test seed', () => {
  let app: FastifyInstance;
  let borrador: string;
  const RARO = `Morter "calç" & <hidràulica> d'obra`;

  beforeAll(async () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    validarOpenEpd = ajv.compile(JSON.parse(fs.readFileSync(path.join(SCHEMAS, 'openepd/EpdV0.schema.json'), 'utf8')) as object);
    app = await build({ env: { PUBLIC_URL: `${ORIGEN}/` } });
    const [base] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).orderBy(asc(dapcons.id)).limit(1);
    const [rcp] = await app.db.select({ id: rcps.id }).from(rcps).where(sql`${rcps.id} <> ${base?.rcp_id ?? 0}`).orderBy(asc(rcps.id)).limit(1);
    const [org] = await app.db.select({ org_id: organizaciones.org_id }).from(organizaciones).where(sql`${organizaciones.org_id} <> ${base?.org_id ?? 0}`).limit(1);
    if (!base || !rcp || !org) throw new Error('the test seed lacks a published declaration, a second RCP or a second company');
    const comun = { consultor_id: base.consultor_id, verificador_id: base.verificador_id, dapcon_valido_desde: `${ANYO}-01-15`, dapcon_valido_hasta: `${ANYO + 5}-01-14` };
    // Another company and RCP, published in Catalan and English with an EPD in each, a name XML must escape.
    const otra = await insertDapcon(app.db, { ...comun, org_id: org.org_id, rcp_id: rcp.id, dv_nombre_producto: RARO, dapcon_codigo: `EXP-${ANYO}-001`, estado: 'publicada' });
    await insertDapconIdiomas(app.db, [
      { dapcon_id: otra, idioma_id: 2, dapcon_idioma_estado: 'publicada' },
      { dapcon_id: otra, idioma_id: 3, dapcon_idioma_estado: 'publicada' },
    ]);
    const documento = { tipo: 'dap' as const, storage_key: 'no/importa.pdf', nombre_original: 'epd.pdf', tamanyo: 1 };
    await app.db.insert(dapconDocumentos).values([
      { ...documento, dapcon_id: otra, idioma_id: 2 },
      { ...documento, dapcon_id: otra, idioma_id: 3 },
      { ...documento, dapcon_id: base.id, idioma_id: 1 },
    ]);
    // Expired, no language; and a draft with a code, which must never be exported.
    await insertDapcon(app.db, { ...comun, org_id: base.org_id, rcp_id: base.rcp_id, dv_nombre_producto: 'Caducada', dapcon_codigo: `EXP-${ANYO}-002`, estado: 'caducada', dapcon_valido_hasta: `${ANYO - 1}-01-14` });
    borrador = `EXP-${ANYO}-BORRADOR`;
    await insertDapcon(app.db, { ...comun, org_id: base.org_id, rcp_id: base.rcp_id, dv_nombre_producto: 'Borrador', dapcon_codigo: borrador, estado: 'borrador' });
    // ECO Platform classes: three levels of the sample file, and the node created in the portal under a family.
    await app.db.update(dapcons).set({ clasificacion_id: 'eco_01.01.01' }).where(eq(dapcons.id, otra));
    await app.db.update(dapcons).set({ clasificacion_id: 'eco_K7Q2M9XPA' }).where(eq(dapcons.id, base.id));
  });
  afterAll(async () => {
    await app.close();
  });

  it('exports every published and expired declaration: openEPD valid against its schema with the DAPcon fields, ILCD+EPD valid against the XSDs with its key values; nothing personal', async () => {
    const lista = await esperados(app.db);
    expect(new Set(lista.map((e) => e.codigo)).size).toBe(lista.length);
    expect(lista.length).toBeGreaterThanOrEqual(4);
    expect(lista.some((e) => e.documentos.length > 1 && e.idiomas[0] === 'ca')).toBe(true);
    expect(lista.find((e) => e.codigo === `EXP-${ANYO}-001`)?.clases.map((c) => c.codigo)).toEqual(['01', '01.01', '01.01.01']);
    expect(lista.filter((e) => e.clases.length === 0).length).toBeGreaterThan(0);
    expect(lista.some((e) => e.resultados !== null)).toBe(true);
    expect(lista.some((e) => e.resultados === null)).toBe(true);
    const { cuerpos } = await comprobarTodas(app, lista);
    nadaPersonal(cuerpos, await secretos(app.db));
  });

  it('escapes what XML must and keeps the text as it is in JSON', async () => {
    const json = await app.inject({ method: 'GET', url: urlOpenEpd(`EXP-${ANYO}-001`) });
    expect(json.json<OpenEpd>().name).toBe(RARO);
    const xml = (await app.inject({ method: 'GET', url: urlIlcd(`EXP-${ANYO}-001`) })).body;
    expect(xml).toContain('<baseName xml:lang="ca">Morter &quot;calç&quot; &amp; &lt;hidràulica&gt; d&apos;obra</baseName>');
    expect(escaparXml('a\u0001b\uFFFEc & d')).toBe('abc &amp; d');
    expect(await validarIlcd([{ codigo: 'raro', xml }])).toEqual([]);
  });

  it('answers 404 for a draft\'s code and an unknown code', async () => {
    for (const codigo of [borrador, 'DAPcon-1999-9999']) {
      for (const url of [`/api/public/dapcon/${codigo}/openepd`, `/api/public/dapcon/${codigo}/ilcd`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
    }
  });

  it('sends each as a download named after the code, that any cache may keep a minute, with an ETag', async () => {
    const [codigo] = (await esperados(app.db)).map((e) => e.codigo);
    const json = await app.inject({ method: 'GET', url: urlOpenEpd(codigo ?? '') });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="${codigo}.openepd.json"`);
    expect(json.headers['cache-control']).toBe('public, max-age=60');
    const xml = await app.inject({ method: 'GET', url: urlIlcd(codigo ?? '') });
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${codigo}.ilcd.xml"`);
    expect(xml.headers['cache-control']).toBe('public, max-age=60');
    expect(xml.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<processDataSet')).toBe(true);
    const etag = String(xml.headers.etag);
    const again = await app.inject({ method: 'GET', url: urlIlcd(codigo ?? ''), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('gives a declaration the same lowercase UUID (v5 of its code) in every export, and other declarations others', async () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    const codigos = (await esperados(app.db)).map((e) => e.codigo);
    const ids = await Promise.all(codigos.map(async (c) => en((await app.inject({ method: 'GET', url: urlIlcd(c) })).body, 'dataSetInformation/common:UUID')[0]));
    const otraVez = await Promise.all(codigos.map(async (c) => en((await app.inject({ method: 'GET', url: urlIlcd(c) })).body, 'dataSetInformation/common:UUID')[0]));
    expect(otraVez).toEqual(ids);
    expect(new Set(ids).size).toBe(codigos.length);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(versionIlcd('2.0')).toBe('02.00.000');
    expect(versionIlcd('1.2.3')).toBe('01.02.003');
    expect(versionIlcd('v2')).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the demo seed

describe('the exports of the demo seed', () => {
  let app: FastifyInstance;
  let segundosSeed = 0;
  beforeAll(async () => {
    app = await build({ env: { PUBLIC_URL: ORIGEN } });
    await app.db.execute(
      sql.raw(
        'truncate sesiones, rcps, organizaciones, consultores, usuarios, parametros_textos, parametros, poblaciones, paises, idiomas, dapcon_codigos, datos_bancarios, facturas_numeracion restart identity cascade',
      ),
    );
    const antes = performance.now();
    await seed(app.db, 'demo');
    segundosSeed = (performance.now() - antes) / 1000;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('exports every published and expired declaration of the demo, each valid and with its values; nothing personal', async () => {
    const lista = await esperados(app.db);
    expect(lista.length).toBeGreaterThanOrEqual(5);
    // Both methods: EF 3.1 and EF 3.0 tables.
    expect(new Set(lista.flatMap((e) => (e.resultados ? [e.resultados.metodo] : [])))).toEqual(new Set(['EF 3.1', 'EF 3.0']));
    const antes = performance.now();
    const { cuerpos, tiempoXsdMs } = await comprobarTodas(app, lista);
    nadaPersonal(cuerpos, await secretos(app.db));
    console.info(`demo: seeded in ${segundosSeed.toFixed(1)} s; ${lista.length} declarations exported and checked in ${((performance.now() - antes) / 1000).toFixed(1)} s (XSD ${(tiempoXsdMs / 1000).toFixed(1)} s)`);
  }, 60_000);
});
