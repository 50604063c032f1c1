// The one in-memory data set of the mock API: what the handlers answer, what stories show and
// what tests expect. Small, but believable and in both languages; `resetMockData` puts it back.
import type { Role } from '@dapcon/shared-sdk';
import { MOCK_TIPOS_DOCUMENTO } from './contenidos-biblioteca';
import { CONVENIOS, MOCK_EMPRESAS, TIPOS_COMISION, type MockEmpresa } from './empresas';
import { MOCK_FAMILIAS_RCP } from './rcp-familias';

/** A text in Spanish and Catalan. */
export interface Bilingual {
  es: string;
  ca: string;
}

/** Countries (Spain first, as the API sorts them). */
export const PAISES: ReadonlyArray<{ id: number; nombre: Bilingual }> = [
  { id: 1, nombre: { es: 'España', ca: 'Espanya' } },
  { id: 2, nombre: { es: 'Francia', ca: 'França' } },
  { id: 3, nombre: { es: 'Portugal', ca: 'Portugal' } },
  { id: 4, nombre: { es: 'Andorra', ca: 'Andorra' } },
];

/** Towns of some postal codes; any other code has none (the API's 404). */
export const POBLACIONES: Readonly<Record<string, ReadonlyArray<{ poblacion: string; provincia: string }>>> = {
  '08001': [{ poblacion: 'Barcelona', provincia: 'Barcelona' }],
  '08002': [
    { poblacion: 'Barcelona', provincia: 'Barcelona' },
    { poblacion: 'Ciutat Vella', provincia: 'Barcelona' },
  ],
  '08008': [{ poblacion: 'Barcelona', provincia: 'Barcelona' }],
  '17001': [{ poblacion: 'Girona', provincia: 'Girona' }],
  '17004': [{ poblacion: 'Girona', provincia: 'Girona' }],
  '28001': [{ poblacion: 'Madrid', provincia: 'Madrid' }],
  '28028': [{ poblacion: 'Madrid', provincia: 'Madrid' }],
};

/** The parameter lists the forms read, by list. */
export const PARAMETROS: Readonly<Record<string, ReadonlyArray<{ id: string; texto: Bilingual }>>> = {
  tipo_empresa: [
    { id: 'empresa', texto: { es: 'Empresa', ca: 'Empresa' } },
    { id: 'asociacion', texto: { es: 'Asociación', ca: 'Associació' } },
  ],
  tamanio_empresa: [
    { id: 'micro', texto: { es: 'Microempresa', ca: 'Microempresa' } },
    { id: 'pequena', texto: { es: 'Pequeña empresa', ca: 'Petita empresa' } },
    { id: 'grande', texto: { es: 'Gran empresa', ca: 'Gran empresa' } },
  ],
  tamanio_asociacion: [{ id: 'asociacion_pequena', texto: { es: 'Asociación pequeña', ca: 'Associació petita' } }],
  empresa_convenios: CONVENIOS,
  tipo_comision: TIPOS_COMISION,
  tipo_documento: MOCK_TIPOS_DOCUMENTO,
  // The RCP families (the RCP modal, /RCPs).
  familias_rcp: MOCK_FAMILIAS_RCP,
  tipos_tarifa: [
    { id: 'cuota_anual', texto: { es: 'Cuota anual', ca: 'Quota anual' } },
    { id: 'dapcon', texto: { es: 'DAPcon', ca: 'DAPcon' } },
    { id: 'dapcon_renovacion', texto: { es: 'Renovación DAPcon', ca: 'Renovació DAPcon' } },
    { id: 'sup_dapcon_idioma', texto: { es: 'Suplemento por idioma de la DAPcon', ca: 'Suplement per idioma de la DAPcon' } },
    { id: 'comision', texto: { es: 'Comisiones (porcentaje)', ca: 'Comissions (percentatge)' } },
  ],
  // The web contents' folders (api/src/areas/referencia/data/referencia.ts).
  tipo_noticias: [
    { id: 'noticia', texto: { es: 'Noticia', ca: 'Notícia' } },
    { id: 'comunicado', texto: { es: 'Comunicado', ca: 'Comunicat' } },
    { id: 'evento', texto: { es: 'Evento', ca: 'Esdeveniment' } },
  ],
  clasificacion_noticias: [
    { id: 'clas_programa', texto: { es: 'Programa DAPcon', ca: 'Programa DAPcon' } },
    { id: 'clas_normativa', texto: { es: 'Normativa', ca: 'Normativa' } },
    { id: 'clas_formacion', texto: { es: 'Formación y jornadas', ca: 'Formació i jornades' } },
    { id: 'clas_sector', texto: { es: 'Actualidad del sector', ca: 'Actualitat del sector' } },
  ],
};

/** Declaration languages. */
export const IDIOMAS = [
  { id: 1, idioma_nombre: 'Castellano', idioma: 'es', ecoplatform: true },
  { id: 2, idioma_nombre: 'Català', idioma: 'ca', ecoplatform: false },
  { id: 3, idioma_nombre: 'English', idioma: 'en', ecoplatform: true },
];

/** An account the mock API knows: it signs in (whatever the password; which one is the API's) and is who `me` answers. */
export interface MockAccount {
  id: number;
  role: Role;
  usuario: string;
  nombre: string;
  apellidos: string;
  email: string;
}

const ACCOUNTS: readonly MockAccount[] = [
  { id: 1, role: 'admin_ares', usuario: '46127839M', nombre: 'Montserrat', apellidos: 'Puig Ferrer', email: 'montserrat.puig@dapcon.example' },
  { id: 2, role: 'admin_caateeb', usuario: '38562014F', nombre: 'Jordi', apellidos: 'Casals Vidal', email: 'jordi.casals@dapcon.example' },
  { id: 3, role: 'consultor', usuario: '47815236F', nombre: 'Laura', apellidos: 'Martínez Soler', email: 'laura@martinezconsulting.example' },
  { id: 4, role: 'verificador', usuario: '39284756C', nombre: 'Elena', apellidos: 'Navarro Roca', email: 'elena@verifica.example' },
  { id: 5, role: 'organizacion', usuario: 'A08612343', nombre: 'Cementos del Llobregat, S.A.', apellidos: '', email: 'info@cementosllobregat.example' },
];

/** What the mock API holds now: the accounts and the companies (a story may change them; `resetMockData` puts them back). */
export const mockData = {
  accounts: [...ACCOUNTS] as MockAccount[],
  /** The companies the list shows (GET /organizaciones). */
  empresas: [...MOCK_EMPRESAS] as MockEmpresa[],
};

/** Puts the data set back as it started (every test and story starts from it). */
export function resetMockData(): void {
  mockData.accounts = [...ACCOUNTS];
  mockData.empresas = [...MOCK_EMPRESAS];
}
