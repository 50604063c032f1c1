/**
 * Every visible text of the registry's pages, in its three languages (ES, CA, EN), as one typed
 * object: `Textos` names each key once, so a language missing one does not compile. No i18next: the
 * pages' script stays small. Dates and numbers are formatted here by hand (not Intl), so the server
 * and the browser write the same string and hydration matches.
 */
import type { EstadoRegistro, IdiomaRegistro, RegistroQueryInput } from '@dapcon/contract/registro';

/** The registry's languages, in the switch's order (the contract's IDIOMAS_REGISTRO, without importing its module into the browser's bundle). */
export const IDIOMAS = ['es', 'ca', 'en'] as const satisfies readonly IdiomaRegistro[];
// Both ways: a language added to the contract fails here until it has its texts.
type _MismoConjunto = [IdiomaRegistro] extends [(typeof IDIOMAS)[number]] ? true : never;
const _mismoConjunto: _MismoConjunto = true;
void _mismoConjunto;

/** A field of the search (the query's parameters). */
export type CampoConsulta = keyof RegistroQueryInput;

/** A column of the results table. */
export type Columna = 'codigo' | 'producto' | 'empresa' | 'rcp' | 'desde' | 'hasta' | 'estado';

export interface Textos {
  /** The programme's name, the header's and the titles'. */
  programa: string;
  programaCorto: string;
  /** The programme as an organisation (JSON-LD's issuer). */
  programaOrganizacion: string;
  saltar: string;
  cambiarIdioma: string;
  /** A language's name in this page's language, by code ('es' → 'Spanish' on an English page). */
  idiomas: Record<string, string>;
  /** Each registry language's own name, for the switch ('Català'). */
  nombreNativo: Record<IdiomaRegistro, string>;
  pie: string;

  // the search
  tituloLista: string;
  tituloEmpresa: (empresa: string) => string;
  descripcionLista: string;
  descripcionEmpresa: (empresa: string) => string;
  buscar: string;
  formulario: string;
  campoTexto: string;
  ayudaTexto: string;
  campoRcp: string;
  todasRcp: string;
  campoIdioma: string;
  todosIdiomas: string;
  /** The ECO Platform class's select, and its record row. */
  campoClasificacion: string;
  todasClasificaciones: string;
  campoCaducaAntes: string;
  ayudaCaducaAntes: string;
  campoCaducadas: string;
  filtroEmpresa: (empresa: string) => string;
  quitarEmpresa: string;
  errores: Record<CampoConsulta, string>;
  erroresResumen: string;
  resultados: string;
  resultadosCuenta: (total: number) => string;
  sinResultados: string;
  sinResultadosAyuda: string;
  columnas: Record<Columna, string>;
  ordenAsc: string;
  ordenDesc: string;
  ordenarPor: (columna: string) => string;
  paginacion: string;
  anterior: string;
  siguiente: string;
  pagina: (actual: number, total: number) => string;
  cargando: string;
  errorCarga: string;

  // a declaration
  estados: Record<EstadoRegistro, string>;
  tituloFicha: (codigo: string, producto: string) => string;
  descripcionFicha: (producto: string, empresa: string, codigo: string, hasta: string) => string;
  caducadaAviso: (fecha: string) => string;
  codigo: string;
  producto: string;
  empresa: string;
  cif: string;
  logo: (empresa: string) => string;
  rcp: string;
  clasificacion: string;
  verificador: string;
  validoDesde: string;
  validoHasta: string;
  estado: string;
  idiomasPublicacion: string;
  documentos: string;
  documento: (idioma: string) => string;
  sinDocumentos: string;
  /** The certificate and the machine-readable exports. */
  descargas: string;
  certificado: string;
  openEpd: string;
  ilcd: string;
  otrasDeEmpresa: (empresa: string) => string;
  volver: string;
  /** Its results table (EN 15804+A2 core indicators per module), when its company uploaded one. */
  resultadosEpd: string;
  unidadDeclarada: string;
  masaPorUnidad: string;
  anioReferencia: string;
  metodoLcia: string;
  /** The declared unit 'unit': one item. */
  unidadUnit: string;
  tablaResultados: string;
  indicador: string;
  unidadIndicador: string;
  leyendaResultados: string;

  // 404
  tituloNoEncontrada: string;
  noEncontrada: (codigo: string) => string;
  noEncontradaAyuda: string;

  // 410: a declaration withdrawn by the programme
  tituloRetirada: string;
  retirada: (codigo: string, producto: string) => string;
  retiradaEl: (fecha: string) => string;
  retiradaAyuda: string;
}

/** 1234567 → '1.234.567' (es, ca) or '1,234,567' (en). */
export function formatearNumero(n: number, lang: IdiomaRegistro): string {
  const sep = lang === 'en' ? ',' : '.';
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/**
 * A figure as the API gives it (an exact decimal string: '-0.0000381', '12.5') in the page's language,
 * every digit kept: a decimal comma in Spanish and Catalan. 'ND', 'MND' and anything else as it came.
 */
export function formatearCifra(cifra: string, lang: IdiomaRegistro): string {
  if (!/^-?\d+(\.\d+)?$/.test(cifra)) return cifra;
  return lang === 'en' ? cifra : cifra.replace('.', ',');
}

const MESES_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'yyyy-mm-dd' → '29/11/2026' (es, ca) or '29 Nov 2026' (en); anything else as it came. */
export function formatearFecha(iso: string, lang: IdiomaRegistro): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const mes = MESES_EN[Number(mo) - 1];
  if (!mes || Number(d) < 1 || Number(d) > 31) return iso;
  return lang === 'en' ? `${Number(d)} ${mes} ${y}` : `${d}/${mo}/${y}`;
}

const ES: Textos = {
  programa: 'DAPcon · Registro de declaraciones ambientales de producto',
  programaCorto: 'DAPcon',
  programaOrganizacion: 'Programa DAPcon',
  saltar: 'Saltar al contenido',
  cambiarIdioma: 'Idioma',
  idiomas: { es: 'Español', ca: 'Catalán', en: 'Inglés', fr: 'Francés', de: 'Alemán', it: 'Italiano', pt: 'Portugués', eu: 'Euskera', gl: 'Gallego' },
  nombreNativo: { es: 'Español', ca: 'Català', en: 'English' },
  pie: 'Programa DAPcon de declaraciones ambientales de producto para la construcción.',

  tituloLista: 'Registro de declaraciones ambientales de producto',
  tituloEmpresa: (e) => `Declaraciones de ${e}`,
  descripcionLista: 'Busque las declaraciones ambientales de producto (DAP) publicadas por el programa DAPcon y compruebe su vigencia.',
  descripcionEmpresa: (e) => `Declaraciones ambientales de producto de ${e} publicadas por el programa DAPcon.`,
  buscar: 'Buscar',
  formulario: 'Buscar declaraciones',
  campoTexto: 'Producto, empresa o código',
  ayudaTexto: 'No distingue mayúsculas ni acentos.',
  campoRcp: 'Regla de categoría de producto (RCP)',
  todasRcp: 'Todas las RCP',
  campoIdioma: 'Idioma de publicación',
  todosIdiomas: 'Todos los idiomas',
  campoClasificacion: 'Clasificación ECO Platform',
  todasClasificaciones: 'Todas las clasificaciones',
  campoCaducaAntes: 'Caduca antes de',
  ayudaCaducaAntes: 'Fecha incluida, en formato aaaa-mm-dd.',
  campoCaducadas: 'Incluir las caducadas',
  filtroEmpresa: (e) => `Solo las declaraciones de ${e}.`,
  quitarEmpresa: 'Ver las de todas las empresas',
  errores: {
    filter_text: 'El texto no es válido.',
    rcp_id: 'La RCP no es válida.',
    organizacion_id: 'La empresa no es válida.',
    idioma_id: 'El idioma no es válido.',
    clasificacion: 'La clasificación no es válida.',
    caduca_antes: 'La fecha no es válida: use el formato aaaa-mm-dd.',
    caducadas: 'El valor no es válido.',
    page: 'La página no es válida.',
    order_by: 'No se puede ordenar por ese campo.',
  },
  erroresResumen: 'Revise la búsqueda: hay valores que no son válidos.',
  resultados: 'Resultados',
  resultadosCuenta: (n) => (n === 1 ? '1 declaración encontrada' : `${formatearNumero(n, 'es')} declaraciones encontradas`),
  sinResultados: 'No hay ninguna declaración que cumpla estos criterios.',
  sinResultadosAyuda: 'Pruebe con menos filtros o con otro texto.',
  columnas: { codigo: 'Código', producto: 'Producto', empresa: 'Empresa', rcp: 'RCP', desde: 'Válida desde', hasta: 'Válida hasta', estado: 'Estado' },
  ordenAsc: 'orden ascendente',
  ordenDesc: 'orden descendente',
  ordenarPor: (c) => `Ordenar por ${c.toLowerCase()}`,
  paginacion: 'Paginación',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  pagina: (a, t) => `Página ${formatearNumero(a, 'es')} de ${formatearNumero(t, 'es')}`,
  cargando: 'Cargando…',
  errorCarga: 'No se han podido cargar los resultados. Inténtelo de nuevo.',

  estados: { publicada: 'Publicada', caducada: 'Caducada' },
  tituloFicha: (c, p) => `${c} · ${p}`,
  descripcionFicha: (p, e, c, h) => `${p}, de ${e}: declaración ambiental de producto ${c} del programa DAPcon, válida hasta el ${h}.`,
  caducadaAviso: (f) => `Esta declaración caducó el ${f}; ya no está vigente.`,
  codigo: 'Código',
  producto: 'Producto',
  empresa: 'Empresa',
  cif: 'NIF de la empresa',
  logo: (e) => `Logotipo de ${e}`,
  rcp: 'RCP',
  clasificacion: 'Clasificación ECO Platform',
  verificador: 'Verificador',
  validoDesde: 'Válida desde',
  validoHasta: 'Válida hasta',
  estado: 'Estado',
  idiomasPublicacion: 'Idiomas de publicación',
  documentos: 'Documentos',
  documento: (i) => `Declaración en ${i.toLowerCase()} (PDF)`,
  sinDocumentos: 'No hay documentos publicados.',
  descargas: 'Certificado y datos para herramientas de ACV',
  certificado: 'Certificado de registro (PDF)',
  openEpd: 'Datos en formato openEPD (JSON)',
  ilcd: 'Datos en formato ILCD+EPD (XML)',
  otrasDeEmpresa: (e) => `Otras declaraciones de ${e}`,
  volver: 'Volver a la búsqueda',
  resultadosEpd: 'Resultados (EN 15804+A2)',
  unidadDeclarada: 'Unidad declarada',
  masaPorUnidad: 'Masa por unidad declarada',
  anioReferencia: 'Año de referencia',
  metodoLcia: 'Método LCIA',
  unidadUnit: 'unidad',
  tablaResultados: 'Indicadores básicos de impacto ambiental por módulo',
  indicador: 'Indicador',
  unidadIndicador: 'Unidad',
  leyendaResultados: 'ND: no declarado. MND: módulo no declarado. —: sin valor.',

  tituloNoEncontrada: 'Declaración no encontrada',
  noEncontrada: (c) => `No hay ninguna declaración publicada con el código «${c}».`,
  noEncontradaAyuda: 'Compruebe el código o búsquela en el registro.',

  tituloRetirada: 'Declaración retirada',
  retirada: (c, p) => `La declaración ${c} («${p}») ha sido retirada del programa DAPcon y ya no es válida.`,
  retiradaEl: (f) => `Retirada el ${f}.`,
  retiradaAyuda: 'Su ficha, sus documentos y su certificado ya no están disponibles.',
};

const CA: Textos = {
  programa: 'DAPcon · Registre de declaracions ambientals de producte',
  programaCorto: 'DAPcon',
  programaOrganizacion: 'Programa DAPcon',
  saltar: 'Salta al contingut',
  cambiarIdioma: 'Idioma',
  idiomas: { es: 'Castellà', ca: 'Català', en: 'Anglès', fr: 'Francès', de: 'Alemany', it: 'Italià', pt: 'Portuguès', eu: 'Basc', gl: 'Gallec' },
  nombreNativo: { es: 'Español', ca: 'Català', en: 'English' },
  pie: 'Programa DAPcon de declaracions ambientals de producte per a la construcció.',

  tituloLista: 'Registre de declaracions ambientals de producte',
  tituloEmpresa: (e) => `Declaracions de ${e}`,
  descripcionLista: 'Cerqueu les declaracions ambientals de producte (DAP) publicades pel programa DAPcon i comproveu-ne la vigència.',
  descripcionEmpresa: (e) => `Declaracions ambientals de producte de ${e} publicades pel programa DAPcon.`,
  buscar: 'Cerca',
  formulario: 'Cerca declaracions',
  campoTexto: 'Producte, empresa o codi',
  ayudaTexto: 'No distingeix majúscules ni accents.',
  campoRcp: 'Regla de categoria de producte (RCP)',
  todasRcp: 'Totes les RCP',
  campoIdioma: 'Idioma de publicació',
  todosIdiomas: 'Tots els idiomes',
  campoClasificacion: 'Classificació ECO Platform',
  todasClasificaciones: 'Totes les classificacions',
  campoCaducaAntes: 'Caduca abans de',
  ayudaCaducaAntes: 'Data inclosa, en format aaaa-mm-dd.',
  campoCaducadas: 'Inclou les caducades',
  filtroEmpresa: (e) => `Només les declaracions de ${e}.`,
  quitarEmpresa: 'Mostra les de totes les empreses',
  errores: {
    filter_text: 'El text no és vàlid.',
    rcp_id: 'La RCP no és vàlida.',
    organizacion_id: "L'empresa no és vàlida.",
    idioma_id: "L'idioma no és vàlid.",
    clasificacion: 'La classificació no és vàlida.',
    caduca_antes: 'La data no és vàlida: feu servir el format aaaa-mm-dd.',
    caducadas: 'El valor no és vàlid.',
    page: 'La pàgina no és vàlida.',
    order_by: 'No es pot ordenar per aquest camp.',
  },
  erroresResumen: 'Reviseu la cerca: hi ha valors que no són vàlids.',
  resultados: 'Resultats',
  resultadosCuenta: (n) => (n === 1 ? '1 declaració trobada' : `${formatearNumero(n, 'ca')} declaracions trobades`),
  sinResultados: 'No hi ha cap declaració que compleixi aquests criteris.',
  sinResultadosAyuda: 'Proveu amb menys filtres o amb un altre text.',
  columnas: { codigo: 'Codi', producto: 'Producte', empresa: 'Empresa', rcp: 'RCP', desde: 'Vàlida des de', hasta: 'Vàlida fins a', estado: 'Estat' },
  ordenAsc: 'ordre ascendent',
  ordenDesc: 'ordre descendent',
  ordenarPor: (c) => `Ordena per ${c.toLowerCase()}`,
  paginacion: 'Paginació',
  anterior: 'Anterior',
  siguiente: 'Següent',
  pagina: (a, t) => `Pàgina ${formatearNumero(a, 'ca')} de ${formatearNumero(t, 'ca')}`,
  cargando: 'Carregant…',
  errorCarga: "No s'han pogut carregar els resultats. Torneu-ho a provar.",

  estados: { publicada: 'Publicada', caducada: 'Caducada' },
  tituloFicha: (c, p) => `${c} · ${p}`,
  descripcionFicha: (p, e, c, h) => `${p}, de ${e}: declaració ambiental de producte ${c} del programa DAPcon, vàlida fins al ${h}.`,
  caducadaAviso: (f) => `Aquesta declaració va caducar el ${f}; ja no és vigent.`,
  codigo: 'Codi',
  producto: 'Producte',
  empresa: 'Empresa',
  cif: "NIF de l'empresa",
  logo: (e) => `Logotip de ${e}`,
  rcp: 'RCP',
  clasificacion: 'Classificació ECO Platform',
  verificador: 'Verificador',
  validoDesde: 'Vàlida des de',
  validoHasta: 'Vàlida fins a',
  estado: 'Estat',
  idiomasPublicacion: 'Idiomes de publicació',
  documentos: 'Documents',
  documento: (i) => `Declaració en ${i.toLowerCase()} (PDF)`,
  sinDocumentos: 'No hi ha documents publicats.',
  descargas: "Certificat i dades per a eines d'ACV",
  certificado: 'Certificat de registre (PDF)',
  openEpd: 'Dades en format openEPD (JSON)',
  ilcd: 'Dades en format ILCD+EPD (XML)',
  otrasDeEmpresa: (e) => `Altres declaracions de ${e}`,
  volver: 'Torna a la cerca',
  resultadosEpd: 'Resultats (EN 15804+A2)',
  unidadDeclarada: 'Unitat declarada',
  masaPorUnidad: 'Massa per unitat declarada',
  anioReferencia: 'Any de referència',
  metodoLcia: 'Mètode LCIA',
  unidadUnit: 'unitat',
  tablaResultados: "Indicadors bàsics d'impacte ambiental per mòdul",
  indicador: 'Indicador',
  unidadIndicador: 'Unitat',
  leyendaResultados: 'ND: no declarat. MND: mòdul no declarat. —: sense valor.',

  tituloNoEncontrada: 'Declaració no trobada',
  noEncontrada: (c) => `No hi ha cap declaració publicada amb el codi «${c}».`,
  noEncontradaAyuda: 'Comproveu el codi o cerqueu-la al registre.',

  tituloRetirada: 'Declaració retirada',
  retirada: (c, p) => `La declaració ${c} («${p}») ha estat retirada del programa DAPcon i ja no és vàlida.`,
  retiradaEl: (f) => `Retirada el ${f}.`,
  retiradaAyuda: 'La seva fitxa, els seus documents i el seu certificat ja no estan disponibles.',
};

const EN: Textos = {
  programa: 'DAPcon · Register of environmental product declarations',
  programaCorto: 'DAPcon',
  programaOrganizacion: 'Programa DAPcon',
  saltar: 'Skip to content',
  cambiarIdioma: 'Language',
  idiomas: { es: 'Spanish', ca: 'Catalan', en: 'English', fr: 'French', de: 'German', it: 'Italian', pt: 'Portuguese', eu: 'Basque', gl: 'Galician' },
  nombreNativo: { es: 'Español', ca: 'Català', en: 'English' },
  pie: 'DAPcon programme of environmental product declarations for construction.',

  tituloLista: 'Register of environmental product declarations',
  tituloEmpresa: (e) => `Declarations of ${e}`,
  descripcionLista: 'Find the environmental product declarations (EPDs) published by the DAPcon programme and check that they are valid.',
  descripcionEmpresa: (e) => `Environmental product declarations of ${e} published by the DAPcon programme.`,
  buscar: 'Search',
  formulario: 'Search declarations',
  campoTexto: 'Product, company or code',
  ayudaTexto: 'Case and accents are ignored.',
  campoRcp: 'Product category rules (PCR)',
  todasRcp: 'All PCRs',
  campoIdioma: 'Publication language',
  todosIdiomas: 'All languages',
  campoClasificacion: 'ECO Platform classification',
  todasClasificaciones: 'All classifications',
  campoCaducaAntes: 'Expires before',
  ayudaCaducaAntes: 'Day included, as yyyy-mm-dd.',
  campoCaducadas: 'Include expired ones',
  filtroEmpresa: (e) => `Only the declarations of ${e}.`,
  quitarEmpresa: 'Show those of every company',
  errores: {
    filter_text: 'The text is not valid.',
    rcp_id: 'The PCR is not valid.',
    organizacion_id: 'The company is not valid.',
    idioma_id: 'The language is not valid.',
    clasificacion: 'The classification is not valid.',
    caduca_antes: 'The date is not valid: use the format yyyy-mm-dd.',
    caducadas: 'The value is not valid.',
    page: 'The page is not valid.',
    order_by: 'The list cannot be sorted by that field.',
  },
  erroresResumen: 'Check the search: some values are not valid.',
  resultados: 'Results',
  resultadosCuenta: (n) => (n === 1 ? '1 declaration found' : `${formatearNumero(n, 'en')} declarations found`),
  sinResultados: 'No declaration matches these criteria.',
  sinResultadosAyuda: 'Try fewer filters or another text.',
  columnas: { codigo: 'Code', producto: 'Product', empresa: 'Company', rcp: 'PCR', desde: 'Valid from', hasta: 'Valid until', estado: 'Status' },
  ordenAsc: 'ascending order',
  ordenDesc: 'descending order',
  ordenarPor: (c) => `Sort by ${c.toLowerCase()}`,
  paginacion: 'Pages',
  anterior: 'Previous',
  siguiente: 'Next',
  pagina: (a, t) => `Page ${formatearNumero(a, 'en')} of ${formatearNumero(t, 'en')}`,
  cargando: 'Loading…',
  errorCarga: 'The results could not be loaded. Please try again.',

  estados: { publicada: 'Published', caducada: 'Expired' },
  tituloFicha: (c, p) => `${c} · ${p}`,
  descripcionFicha: (p, e, c, h) => `${p}, by ${e}: environmental product declaration ${c} of the DAPcon programme, valid until ${h}.`,
  caducadaAviso: (f) => `This declaration expired on ${f}; it is no longer valid.`,
  codigo: 'Code',
  producto: 'Product',
  empresa: 'Company',
  cif: "Company's tax ID",
  logo: (e) => `Logo of ${e}`,
  rcp: 'PCR',
  clasificacion: 'ECO Platform classification',
  verificador: 'Verifier',
  validoDesde: 'Valid from',
  validoHasta: 'Valid until',
  estado: 'Status',
  idiomasPublicacion: 'Publication languages',
  documentos: 'Documents',
  documento: (i) => `Declaration in ${i} (PDF)`,
  sinDocumentos: 'No document has been published.',
  descargas: 'Certificate and data for LCA tools',
  certificado: 'Certificate of registration (PDF)',
  openEpd: 'Data in openEPD format (JSON)',
  ilcd: 'Data in ILCD+EPD format (XML)',
  otrasDeEmpresa: (e) => `Other declarations of ${e}`,
  volver: 'Back to the search',
  resultadosEpd: 'Results (EN 15804+A2)',
  unidadDeclarada: 'Declared unit',
  masaPorUnidad: 'Mass per declared unit',
  anioReferencia: 'Reference year',
  metodoLcia: 'LCIA method',
  unidadUnit: 'item',
  tablaResultados: 'Core environmental impact indicators per module',
  indicador: 'Indicator',
  unidadIndicador: 'Unit',
  leyendaResultados: 'ND: not declared. MND: module not declared. —: no value.',

  tituloNoEncontrada: 'Declaration not found',
  noEncontrada: (c) => `There is no published declaration with the code “${c}”.`,
  noEncontradaAyuda: 'Check the code or search for it in the register.',

  tituloRetirada: 'Declaration withdrawn',
  retirada: (c, p) => `The declaration ${c} (“${p}”) has been withdrawn from the DAPcon programme and is no longer valid.`,
  retiradaEl: (f) => `Withdrawn on ${f}.`,
  retiradaAyuda: 'Its record, documents and certificate are no longer available.',
};

export const TEXTOS: Record<IdiomaRegistro, Textos> = { es: ES, ca: CA, en: EN };

/** A language's name by its code in the page's language ('ca' on an English page: 'Catalan'); the code itself when unknown. */
export function nombreIdioma(codigo: string, lang: IdiomaRegistro): string {
  return TEXTOS[lang].idiomas[codigo] ?? codigo.toUpperCase();
}
