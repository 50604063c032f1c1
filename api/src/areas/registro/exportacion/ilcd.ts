/**
 * A declaration as an **ILCD+EPD v1.2** process data set (issue 35, docs/registry-exports.md
 * 'ILCD+EPD'): the XML that ÖKOBAUDAT and the ECO Platform data hub take, schema
 * `schemas/ilcd/schemas/EPD_DataSet.xsd`. A pure function of what the portal holds: the
 * declaration's metadata, every data set it refers to (the company, DAPcon, the verifier, the RCP,
 * the EPD documents) by a stable UUID (uuid.ts). Each part of the data set is a function below, in
 * the schema's order. With a results table it also carries the quantitative reference (the declared
 * unit), the reference flow (`exchanges`) and the core indicators' results (`LCIAResults`).
 */
import { INDICADORES_NUCLEO, MODULOS_RESULTADOS } from '@dapcon/contract';
import type { TablaResultados } from '../../dapcon';
import { enlaces, idiomasPublicacion, NORMAS, PROGRAMA } from './comun';
import type { DeclaracionExportable } from './datos';
import { INDICADORES_EXPORTACION } from './indicadores';
import { SISTEMA_CLASIFICACION } from './openepd';
import { uuidDe } from './uuid';
import { documentoXml, el, type Elemento } from './xml';

const NS = {
  xmlns: 'http://lca.jrc.it/ILCD/Process',
  'xmlns:common': 'http://lca.jrc.it/ILCD/Common',
  'xmlns:epd': 'http://www.iai.kit.edu/EPD/2013',
  'xmlns:epd2': 'http://www.indata.network/EPD/2019',
} as const;

/** The master data a data set refers to (identifiers/Common_references.csv). */
const FORMATOS = [
  { uuid: 'a97a0155-0234-4b87-b4ce-a45da52f2a40', nombre: 'ILCD format' },
  { uuid: 'a29449fd-aa2f-4de8-b5d7-4b06b43c6fde', nombre: 'EPD Data Format Extensions v1.2' },
] as const;

/** The data set's own version: the first; a re-export after a correction would be the next. */
export const VERSION_DATASET = '01.00.000';

/**
 * A version as ILCD writes it (`NN.NN.NNN`): '2.0' → '02.00.000', '1.2.3' → '01.02.003'; undefined
 * when it is not made of one to three numbers.
 */
export function versionIlcd(version: string): string | undefined {
  const partes = version.trim().split('.');
  if (partes.length > 3 || partes.some((p) => !/^\d+$/.test(p))) return undefined;
  const [mayor = '0', menor = '0', parche = '0'] = partes;
  if (mayor.length > 2 || menor.length > 2 || parche.length > 3) return undefined;
  return `${mayor.padStart(2, '0')}.${menor.padStart(2, '0')}.${parche.padStart(3, '0')}`;
}

/** A reference to another data set, with its short description in one language or several. */
function referencia(nombre: string, tipo: string, uuid: string, descripciones: { idioma: string; texto: string }[], extra: { version?: string; uri?: string } = {}): Elemento {
  return el(
    nombre,
    { type: tipo, refObjectId: uuid, version: extra.version, uri: extra.uri },
    descripciones.map((d) => el('common:shortDescription', { 'xml:lang': d.idioma }, d.texto)),
  );
}

const en = (texto: string) => [{ idioma: 'en', texto }];

/**
 * The product's ECO Platform class as `classificationInformation`: one `common:classification` named
 * 'EcoPlatform' with a `common:class` per level, from the top level (0) down to the class, each with
 * its code (`classId`) and ECO Platform's class name. None when the declaration has no class.
 */
function clasificacion(d: DeclaracionExportable): Elemento | null {
  if (d.clasificacion.length === 0) return null;
  return el('classificationInformation', undefined, [
    el(
      'common:classification',
      { name: SISTEMA_CLASIFICACION },
      d.clasificacion.slice(0, 10).map((clase, nivel) => el('common:class', { level: nivel, classId: clase.codigo }, clase.className)),
    ),
  ]);
}

function informacionDelProceso(d: DeclaracionExportable): Elemento {
  const { ficha } = d;
  const links = enlaces(d);
  return el('processInformation', undefined, [
    el('dataSetInformation', undefined, [
      el('common:UUID', undefined, uuidDe.declaracion(ficha.dapcon_codigo)),
      el(
        'name',
        undefined,
        idiomasPublicacion(d).map((idioma) => el('baseName', { 'xml:lang': idioma }, ficha.dv_nombre_producto)),
      ),
      clasificacion(d),
      el(
        'common:generalComment',
        { 'xml:lang': 'en' },
        `Environmental product declaration ${ficha.dapcon_codigo} of the ${PROGRAMA} programme, valid from ${ficha.dapcon_valido_desde} until ${ficha.dapcon_valido_hasta}. Registry page: ${links.registro}`,
      ),
      ...links.documentos.map((doc) =>
        referencia('referenceToExternalDocumentation', 'source data set', uuidDe.documento(ficha.dapcon_codigo, doc.idioma), [{ idioma: doc.idioma, texto: `${ficha.dapcon_codigo} (PDF)` }], { uri: doc.url }),
      ),
    ]),
    d.resultados
      ? el('quantitativeReference', { type: 'Reference flow(s)' }, [
          el('referenceToReferenceFlow', undefined, ID_FLUJO_REFERENCIA),
          el('functionalUnitOrOther', { 'xml:lang': 'en' }, unidadDeclarada(d.resultados)),
        ])
      : null,
    el('time', undefined, [
      // The results' reference year when there are results; else the year the declaration was issued.
      el('common:referenceYear', undefined, d.resultados?.anio_referencia ?? Number(ficha.dapcon_valido_desde.slice(0, 4))),
      el('common:dataSetValidUntil', undefined, Number(ficha.dapcon_valido_hasta.slice(0, 4))),
      el('common:other', undefined, [el('epd2:publicationDateOfEPD', undefined, ficha.dapcon_valido_desde)]),
    ]),
    d.empresa.pais ? el('geography', undefined, [el('locationOfOperationSupplyOrProduction', { location: d.empresa.pais })]) : null,
  ]);
}

function modelizacionYValidacion(d: DeclaracionExportable): Elemento {
  const { ficha } = d;
  const links = enlaces(d);
  const [original] = links.documentos;
  return el('modellingAndValidation', undefined, [
    el('LCIMethodAndAllocation', undefined, [
      el('typeOfDataSet', undefined, 'EPD'),
      referencia(
        'referenceToLCAMethodDetails',
        'source data set',
        uuidDe.rcp(d.rcp.equivalencia, d.rcp.version),
        (d.rcp.nombres.length ? d.rcp.nombres : [{ idioma: 'es', nombre: '' }]).map((n) => ({ idioma: n.idioma, texto: `${d.rcp.equivalencia} ${n.nombre} (${PROGRAMA} PCR, version ${d.rcp.version})`.replace(/\s+/g, ' ') })),
        { version: versionIlcd(d.rcp.version) },
      ),
      el('common:other', undefined, [el('epd:subType', undefined, 'specific dataset')]),
    ]),
    original
      ? el('dataSourcesTreatmentAndRepresentativeness', undefined, [
          el('common:other', undefined, [
            referencia('epd2:referenceToOriginalEPD', 'source data set', uuidDe.documento(ficha.dapcon_codigo, original.idioma), [{ idioma: original.idioma, texto: `${ficha.dapcon_codigo} (PDF)` }], { uri: original.url }),
          ]),
        ])
      : null,
    el('validation', undefined, [
      el('review', { type: 'Independent external review' }, [
        referencia('common:referenceToNameOfReviewerAndInstitution', 'contact data set', uuidDe.verificador(d.verificador.id), en(d.verificador.empresa ? `${d.verificador.nombre} (${d.verificador.empresa})` : d.verificador.nombre)),
      ]),
    ]),
    el(
      'complianceDeclarations',
      undefined,
      [NORMAS.en15804, NORMAS.iso14025].map((n) => el('compliance', undefined, [referencia('common:referenceToComplianceSystem', 'source data set', n.ilcdUuid, en(n.ilcdNombre))])),
    ),
  ]);
}

function informacionAdministrativa(d: DeclaracionExportable): Elemento {
  const { ficha, empresa } = d;
  const links = enlaces(d);
  const programa = () => referencia('common:referenceToRegistrationAuthority', 'contact data set', uuidDe.programa(), en(PROGRAMA), { uri: d.origen });
  const titular = (nombre: string) => referencia(nombre, 'contact data set', uuidDe.empresa(ficha.empresa.org_id), en(empresa.nombre));
  return el('administrativeInformation', undefined, [
    el('common:commissionerAndGoal', undefined, [titular('common:referenceToCommissioner')]),
    el('dataEntryBy', undefined, [
      el('common:timeStamp', undefined, `${ficha.dapcon_valido_desde}T00:00:00Z`),
      ...FORMATOS.map((f) => referencia('common:referenceToDataSetFormat', 'source data set', f.uuid, en(f.nombre))),
    ]),
    el('publicationAndOwnership', undefined, [
      el('common:dataSetVersion', undefined, VERSION_DATASET),
      el('common:permanentDataSetURI', undefined, links.ilcd),
      programa(),
      el('common:registrationNumber', undefined, ficha.dapcon_codigo),
      titular('common:referenceToOwnershipOfDataSet'),
      el('common:other', undefined, [referencia('epd2:referenceToPublisher', 'contact data set', uuidDe.programa(), en(PROGRAMA), { uri: d.origen })]),
    ]),
  ]);
}

/** The reference flow's internal id (its exchange's `dataSetInternalID`). */
const ID_FLUJO_REFERENCIA = 0;

/** The declared unit in words: '1 m2', '1000 kg'; 'unit' is one item. */
function unidadDeclarada(tabla: TablaResultados): string {
  return `${tabla.unidad_cantidad} ${tabla.unidad === 'unit' ? 'item' : tabla.unidad}`;
}

/**
 * The reference flow: the declared product, as much of it as the declared unit says (its flow data
 * set, named by a stable UUID, is not shipped: the declared unit's unit is written in the
 * quantitative reference). Only with a results table.
 */
function intercambios(d: DeclaracionExportable): Elemento | null {
  const tabla = d.resultados;
  if (!tabla) return null;
  const { ficha } = d;
  return el('exchanges', undefined, [
    el('exchange', { dataSetInternalID: ID_FLUJO_REFERENCIA }, [
      referencia('referenceToFlowDataSet', 'flow data set', uuidDe.producto(ficha.dapcon_codigo), en(`${ficha.dv_nombre_producto} (${unidadDeclarada(tabla)})`)),
      el('exchangeDirection', undefined, 'Output'),
      el('meanAmount', undefined, tabla.unidad_cantidad),
      el('resultingAmount', undefined, tabla.unidad_cantidad),
    ]),
  ]);
}

/**
 * The core indicators' results: one `LCIAResult` per indicator with at least one figure, referring to
 * its LCIA method data set under the table's method (EF 3.1 or EF 3.0, indicadores.ts), with an
 * `epd:amount` per module that holds a figure (ND and MND are left out, never written as 0) and its
 * unit group. Only with a results table.
 */
function resultadosLcia(d: DeclaracionExportable): Elemento | null {
  const tabla = d.resultados;
  if (!tabla) return null;
  const porIndicador = new Map<string, { modulo: string; valor: string }[]>();
  for (const celda of tabla.celdas) if (celda.valor !== null) porIndicador.set(celda.indicador, [...(porIndicador.get(celda.indicador) ?? []), { modulo: celda.modulo, valor: celda.valor }]);
  const resultados = INDICADORES_NUCLEO.flatMap(({ codigo }) => {
    const valores = porIndicador.get(codigo);
    if (!valores) return [];
    const indicador = INDICADORES_EXPORTACION[codigo];
    const metodo = indicador.ilcd[tabla.metodo];
    const orden = (m: string) => MODULOS_RESULTADOS.indexOf(m as (typeof MODULOS_RESULTADOS)[number]);
    return [
      el('LCIAResult', undefined, [
        referencia('referenceToLCIAMethodDataSet', 'LCIA method data set', metodo.uuid, en(indicador.nombre), { version: metodo.version }),
        el('common:other', undefined, [
          ...valores.sort((a, b) => orden(a.modulo) - orden(b.modulo)).map((v) => el('epd:amount', { 'epd:module': v.modulo }, v.valor)),
          el('epd:referenceToUnitGroupDataSet', { type: 'unit group data set', refObjectId: indicador.grupoUnidades }),
        ]),
      ]),
    ];
  });
  return resultados.length > 0 ? el('LCIAResults', undefined, resultados) : null;
}

/** The ILCD+EPD v1.2 process data set of a declaration, as an XML document (UTF-8). */
export function ilcdEpd(d: DeclaracionExportable): string {
  return documentoXml(
    el('processDataSet', { ...NS, version: '1.1', 'epd2:epd-version': '1.2' }, [
      informacionDelProceso(d),
      modelizacionYValidacion(d),
      informacionAdministrativa(d),
      intercambios(d),
      resultadosLcia(d),
    ]),
  );
}
