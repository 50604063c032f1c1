/** Reference data: languages, countries and the parameter lists of spec part 2 §7.1 and §9. */
import { IDIOMA_ID, type CarpetaCriterios, type ParametroGeneral } from '@dapcon/contract';

/** The interface languages' ids (the contract's): parameter texts are written in both. */
export const IDIOMA_ES = IDIOMA_ID.es;
export const IDIOMA_CA = IDIOMA_ID.ca;

/** Languages of the portal and of declarations; `ecoplatform`: registrable with ECO Platform. */
export const IDIOMAS = [
  { id: 1, idioma_nombre: 'Español', idioma: 'es', ecoplatform: true },
  { id: 2, idioma_nombre: 'Català', idioma: 'ca', ecoplatform: false },
  { id: 3, idioma_nombre: 'English', idioma: 'en', ecoplatform: true },
  { id: 4, idioma_nombre: 'Français', idioma: 'fr', ecoplatform: true },
  { id: 5, idioma_nombre: 'Deutsch', idioma: 'de', ecoplatform: true },
  { id: 6, idioma_nombre: 'Italiano', idioma: 'it', ecoplatform: true },
  { id: 7, idioma_nombre: 'Português', idioma: 'pt', ecoplatform: true },
  { id: 8, idioma_nombre: 'Euskara', idioma: 'eu', ecoplatform: false },
  { id: 9, idioma_nombre: 'Galego', idioma: 'gl', ecoplatform: false },
] as const;

/** id 1 is Spain (the forms' Spanish postal-code rules depend on it); the rest in alphabetical order. */
export const PAISES: readonly { id: number; pais_nombre: string; pais_iso: string }[] = [
  ['España', 'ES'],
  ['Alemania', 'DE'],
  ['Andorra', 'AD'],
  ['Argentina', 'AR'],
  ['Austria', 'AT'],
  ['Bélgica', 'BE'],
  ['Brasil', 'BR'],
  ['Bulgaria', 'BG'],
  ['Chile', 'CL'],
  ['China', 'CN'],
  ['Colombia', 'CO'],
  ['Croacia', 'HR'],
  ['Dinamarca', 'DK'],
  ['Eslovenia', 'SI'],
  ['Estados Unidos', 'US'],
  ['Finlandia', 'FI'],
  ['Francia', 'FR'],
  ['Grecia', 'GR'],
  ['Hungría', 'HU'],
  ['Irlanda', 'IE'],
  ['Italia', 'IT'],
  ['Luxemburgo', 'LU'],
  ['Marruecos', 'MA'],
  ['México', 'MX'],
  ['Noruega', 'NO'],
  ['Países Bajos', 'NL'],
  ['Perú', 'PE'],
  ['Polonia', 'PL'],
  ['Portugal', 'PT'],
  ['Reino Unido', 'GB'],
  ['República Checa', 'CZ'],
  ['Rumanía', 'RO'],
  ['Suecia', 'SE'],
  ['Suiza', 'CH'],
  ['Turquía', 'TR'],
].map(([pais_nombre = '', pais_iso = ''], index) => ({ id: index + 1, pais_nombre, pais_iso }));

/** One option of a list: its param_id and its Spanish and Catalan texts. */
interface Opcion {
  id: string;
  es: string;
  ca: string;
  descripcion?: string;
}

interface Lista {
  /** Folder text in the parameter tree. */
  es: string;
  ca: string;
  /** What the association administrator may do with the list (0 none … 3 delete). */
  permiso: 0 | 1 | 2 | 3;
  opciones: Opcion[];
}

/**
 * Every folder of the tree and its options: the lists of `POST /parametros_generales` and the front
 * page's banner criteria (`CARPETAS_CRITERIOS`, read with `GET /parametros-select`).
 */
export const LISTAS: Record<ParametroGeneral | CarpetaCriterios, Lista> = {
  empresa_convenios: {
    es: 'Convenios de empresa',
    ca: "Convenis d'empresa",
    permiso: 3,
    opciones: [
      {
        id: 'conv_andece',
        es: 'ANDECE – Prefabricados de hormigón',
        ca: 'ANDECE – Prefabricats de formigó',
        descripcion: 'Asociación Nacional de la Industria del Prefabricado de Hormigón',
      },
      {
        id: 'conv_anefhop',
        es: 'ANEFHOP – Hormigón preparado',
        ca: 'ANEFHOP – Formigó preparat',
        descripcion: 'Asociación Nacional Española de Fabricantes de Hormigón Preparado',
      },
      {
        id: 'conv_anfapa',
        es: 'ANFAPA – Morteros y SATE',
        ca: 'ANFAPA – Morters i SATE',
        descripcion: 'Asociación Nacional de Fabricantes de Morteros y SATE',
      },
      {
        id: 'conv_ascer',
        es: 'ASCER – Baldosas cerámicas',
        ca: 'ASCER – Rajoles ceràmiques',
        descripcion: 'Asociación Española de Fabricantes de Azulejos y Pavimentos Cerámicos',
      },
      {
        id: 'conv_hispalyt',
        es: 'Hispalyt – Ladrillos y tejas',
        ca: 'Hispalyt – Maons i teules',
        descripcion: 'Asociación Española de Fabricantes de Ladrillos y Tejas de Arcilla Cocida',
      },
      {
        id: 'conv_gremi_constructors',
        es: 'Gremio de Constructores de Barcelona',
        ca: "Gremi de Constructors d'Obres de Barcelona",
        descripcion: "Gremi de Constructors d'Obres de Barcelona i Comarques",
      },
    ],
  },
  tipo_empresa: {
    es: 'Tipo de empresa',
    ca: "Tipus d'empresa",
    permiso: 1,
    opciones: [
      { id: 'empresa', es: 'Empresa', ca: 'Empresa' },
      { id: 'asociacion', es: 'Asociación', ca: 'Associació' },
    ],
  },
  tamanio_empresa: {
    es: 'Tamaño de empresa',
    ca: "Mida d'empresa",
    permiso: 1,
    opciones: [
      { id: 'ge_250', es: 'Gran empresa (más de 250 trabajadores)', ca: 'Gran empresa (més de 250 treballadors)' },
      { id: 'emp_50_250', es: 'Mediana empresa (de 50 a 250 trabajadores)', ca: 'Mitjana empresa (de 50 a 250 treballadors)' },
      { id: 'pme_50', es: 'Pequeña empresa (menos de 50 trabajadores)', ca: 'Petita empresa (menys de 50 treballadors)' },
    ],
  },
  tamanio_asociacion: {
    es: 'Tamaño de asociación',
    ca: "Mida d'associació",
    permiso: 1,
    opciones: [
      { id: 'socios_5', es: 'Hasta 5 socios', ca: 'Fins a 5 socis' },
      { id: 'socios_superior_5', es: 'Más de 5 socios', ca: 'Més de 5 socis' },
    ],
  },
  tipo_comision: {
    es: 'Tipos de comisión',
    ca: 'Tipus de comissió',
    permiso: 1,
    opciones: [
      { id: 'comision_alta_empresa', es: 'Alta de empresa', ca: "Alta d'empresa" },
      { id: 'comision_renovacion_empresa', es: 'Renovación de empresa', ca: "Renovació d'empresa" },
      { id: 'comision_alta_dapcon', es: 'Alta de DAPcon', ca: 'Alta de DAPcon' },
      { id: 'comision_renovacion_dapcon', es: 'Renovación de DAPcon', ca: 'Renovació de DAPcon' },
    ],
  },
  tipo_noticias: {
    es: 'Tipos de noticia',
    ca: 'Tipus de notícia',
    permiso: 2,
    opciones: [
      { id: 'noticia', es: 'Noticia', ca: 'Notícia' },
      { id: 'comunicado', es: 'Comunicado', ca: 'Comunicat' },
      { id: 'evento', es: 'Evento', ca: 'Esdeveniment' },
    ],
  },
  clasificacion_noticias: {
    es: 'Clasificación de noticias',
    ca: 'Classificació de notícies',
    permiso: 3,
    opciones: [
      { id: 'clas_programa', es: 'Programa DAPcon', ca: 'Programa DAPcon' },
      { id: 'clas_normativa', es: 'Normativa', ca: 'Normativa' },
      { id: 'clas_formacion', es: 'Formación y jornadas', ca: 'Formació i jornades' },
      { id: 'clas_sector', es: 'Actualidad del sector', ca: 'Actualitat del sector' },
    ],
  },
  tipos_tarifa: {
    es: 'Tipos de tarifa',
    ca: 'Tipus de tarifa',
    permiso: 1,
    opciones: [
      { id: 'cuota_anual', es: 'Cuota anual', ca: 'Quota anual' },
      { id: 'dapcon', es: 'DAPcon', ca: 'DAPcon' },
      { id: 'dapcon_renovacion', es: 'Renovación DAPcon', ca: 'Renovació DAPcon' },
      { id: 'sup_dapcon_idioma', es: 'Suplemento por idioma de la DAPcon', ca: 'Suplement per idioma de la DAPcon' },
      { id: 'comision', es: 'Comisiones (porcentaje)', ca: 'Comissions (percentatge)' },
    ],
  },
  // The search criteria the public web's front page may offer in its three banners (/banner-portada,
  // docs/decisions.md 'Banner criteria'): what a visitor looks for companies with a DAPcon, verifiers
  // and LCA consultants by.
  criterios_consulta: {
    es: 'Criterios de consulta de empresas',
    ca: "Criteris de consulta d'empreses",
    permiso: 2,
    opciones: [
      { id: 'crit_emp_nombre', es: 'Nombre de la empresa', ca: "Nom de l'empresa" },
      { id: 'crit_emp_producto', es: 'Producto', ca: 'Producte' },
      { id: 'crit_emp_codigo_dapcon', es: 'Código DAPcon', ca: 'Codi DAPcon' },
      { id: 'crit_emp_rcp', es: 'Regla de categoría de producto (RCP)', ca: 'Regla de categoria de producte (RCP)' },
      { id: 'crit_emp_clasificacion', es: 'Clasificación de producto (ECO Platform)', ca: 'Classificació de producte (ECO Platform)' },
      { id: 'crit_emp_provincia', es: 'Provincia', ca: 'Província' },
      { id: 'crit_emp_idioma', es: 'Idioma de la declaración', ca: 'Idioma de la declaració' },
      { id: 'crit_emp_vigente', es: 'Solo declaraciones vigentes', ca: 'Només declaracions vigents' },
      { id: 'crit_emp_gestion_ambiental', es: 'Sistema de gestión ambiental (ISO 14001 o EMAS)', ca: 'Sistema de gestió ambiental (ISO 14001 o EMAS)' },
      { id: 'crit_emp_asociacion', es: 'Asociación sectorial (convenio)', ca: 'Associació sectorial (conveni)' },
    ],
  },
  criterios_consulta_verificador: {
    es: 'Criterios de consulta de verificadores',
    ca: 'Criteris de consulta de verificadors',
    permiso: 2,
    opciones: [
      { id: 'crit_ver_nombre', es: 'Nombre y apellidos', ca: 'Nom i cognoms' },
      { id: 'crit_ver_empresa', es: 'Empresa', ca: 'Empresa' },
      { id: 'crit_ver_provincia', es: 'Provincia', ca: 'Província' },
      { id: 'crit_ver_pais', es: 'País', ca: 'País' },
      { id: 'crit_ver_idioma', es: 'Idiomas de verificación', ca: 'Idiomes de verificació' },
      { id: 'crit_ver_rcp', es: 'RCP que verifica', ca: 'RCP que verifica' },
      { id: 'crit_ver_declaraciones', es: 'Declaraciones verificadas', ca: 'Declaracions verificades' },
    ],
  },
  criterios_consulta_consultor: {
    es: 'Criterios de consulta de consultores',
    ca: 'Criteris de consulta de consultors',
    permiso: 2,
    opciones: [
      { id: 'crit_con_nombre', es: 'Nombre y apellidos', ca: 'Nom i cognoms' },
      { id: 'crit_con_empresa', es: 'Empresa o consultoría', ca: 'Empresa o consultoria' },
      { id: 'crit_con_poblacion', es: 'Población', ca: 'Població' },
      { id: 'crit_con_provincia', es: 'Provincia', ca: 'Província' },
      { id: 'crit_con_pais', es: 'País', ca: 'País' },
      { id: 'crit_con_rcp', es: 'RCP en las que trabaja', ca: 'RCP en què treballa' },
      { id: 'crit_con_declaraciones', es: 'Declaraciones elaboradas', ca: 'Declaracions elaborades' },
      { id: 'crit_con_web', es: 'Con página web', ca: 'Amb pàgina web' },
    ],
  },
  // The document library's types (/biblioteca-documentos, /public-documentos; docs/contenidos.md step 6).
  tipo_documento: {
    es: 'Tipos de documento',
    ca: 'Tipus de document',
    permiso: 3,
    opciones: [
      { id: 'doc_guias', es: 'Guías y manuales', ca: 'Guies i manuals' },
      { id: 'doc_normativa', es: 'Normativa y reglamento del programa', ca: 'Normativa i reglament del programa' },
      { id: 'doc_rcp', es: 'Reglas de categoría de producto (RCP)', ca: 'Regles de categoria de producte (RCP)' },
      { id: 'doc_formularios', es: 'Formularios y plantillas', ca: 'Formularis i plantilles' },
      { id: 'doc_presentaciones', es: 'Presentaciones y jornadas', ca: 'Presentacions i jornades' },
      { id: 'doc_identidad', es: 'Logotipos e identidad DAPcon', ca: 'Logotips i identitat DAPcon' },
    ],
  },
};

export const TAMANIOS_EMPRESA = ['ge_250', 'emp_50_250', 'pme_50'] as const;
export const TAMANIOS_ASOCIACION = ['socios_5', 'socios_superior_5'] as const;
