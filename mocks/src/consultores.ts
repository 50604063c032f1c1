// The mock API of the consultants (contract/src/consultores/consultores.ts, cuenta.ts, perfil.ts;
// api/src/areas/consultores/): fixtures only, for the component tests, the stories and the MOCK_API=1
// dev pages. Twelve consultants (the demo ones among them; verifiers, commission earners, both,
// neither, two who left, one whose account is off), listed a page at a time in their order, or as the
// list's xlsx stand-in named 'Verificadores' with the verifier filter and 'Consultores' otherwise; a
// consultant's page by NIF (404 for one not there) and a consultant's own data by the caller's NIF; an
// administrator's own data from its mock account. A save answers the consultant as it is, a deletion
// its success, and nothing is kept; no consultant has a logo. What the filters and sorts select, what
// a save, 'Eliminar' or the account actions store and refuse (the account actions are usuarios.ts's)
// are the API's, tested on it (mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx).
import * as v from 'valibot';
import { datePrefixedName, MSG, normalizeTaxId, PER_PAGE, toDisplayDate } from '@dapcon/contract/core';
import {
  actualizarConsultor,
  actualizarMisDatosAdmin,
  actualizarMisDatosConsultor,
  consultorFicha,
  eliminarConsultor,
  logoConsultor,
  misDatosAdmin,
  misDatosConsultor,
  type MisDatosAdmin,
  type ConsultorPerfil,
  CONSULTORES_MSG,
  consultoresExcelName,
  consultoresList,
  ConsultoresQuery,
  type ConsultorFicha,
  type ConsultorListItem,
} from '@dapcon/contract/consultores';
import { mockData, type Bilingual } from './data';
import { mockCaller } from './dapcon';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';
import { xlsx, XLSX_TYPE } from './xlsx';

const consultor = (
  id: number,
  nif: string,
  nombre: string,
  apellidos: string,
  telefono: string | null,
  es_verificador: boolean,
  es_comisionista: boolean,
  fecha_baja: string | null = null,
  activo = fecha_baja === null,
): ConsultorListItem => ({ id, nif, nombre, apellidos, full_name: `${apellidos}, ${nombre}`, telefono, es_verificador, es_comisionista, fecha_baja, activo });

/**
 * The consultants of the list, by id. The commission earners 3, 6 and 7 are `MOCK_COMISIONISTAS`, the
 * picker's; 47815236F, 43091827Q and 39284756C the demo consultants of api/seed/demo-accounts.json, with
 * its names and flags. Verifiers 7, 9, 10, 12 and 14
 * (7 also a commission earner); 13 and 14 left (their accounts off); 15's account is off, not left.
 */
export const MOCK_CONSULTORES_LISTA: readonly ConsultorListItem[] = [
  consultor(3, '47815236F', 'Laura', 'Martínez Soler', '934 512 687', false, true),
  consultor(6, '45213678W', 'Jaume', 'Roca Serra', '972 204 118', false, true),
  consultor(7, '46378912X', 'Elena', 'Vidal Mas', '617 382 904', true, true),
  consultor(8, '43091827Q', 'Marc', 'Riera Bosch', '972 218 430', false, false),
  consultor(9, '39284756C', 'Elena', 'Navarro Roca', '914 027 365', true, false),
  consultor(10, '52147896L', 'Pau', 'Ferrer Vidal', '938 451 207', true, false),
  consultor(11, '38475912V', 'Àngels', 'Álvarez Òdena', null, false, false),
  consultor(12, '40192837S', 'Jordi', 'Puigdomènech Camps', '690 214 583', true, false),
  consultor(13, '44556677L', 'Carmen', 'Ortega Ruiz', '955 123 987', false, false, '2023-06-30T10:00:00.000Z'),
  consultor(14, '31415926L', 'Sergi', 'Bonet Llull', '971 334 556', true, false, '2025-01-15T09:30:00.000Z'),
  consultor(15, '27182818S', 'Marta', 'Gil Sáez', '976 540 312', false, false, null, false),
  consultor(16, '36925814G', 'Andreu', 'Casas Font', '973 781 024', false, false),
];

/** The Excel's headers and texts, as the API writes them. */
const EXCEL_TEXTS: Record<keyof Bilingual, { sheet: string; headers: string[]; si: string; no: string }> = {
  es: { sheet: 'Consultores', headers: ['NIF', 'Apellidos', 'Nombre', 'Teléfono', 'Verificador', 'Comisionista', 'Fecha de baja'], si: 'Sí', no: 'No' },
  ca: { sheet: 'Consultors', headers: ['NIF', 'Cognoms', 'Nom', 'Telèfon', 'Verificador', 'Comissionista', 'Data de baixa'], si: 'Sí', no: 'No' },
};

/** The list as an xlsx file named after the day (`<date>_Consultores.xlsx` or `_Verificadores.xlsx`). */
function consultoresExcel(rows: readonly ConsultorListItem[], query: Pick<ConsultoresQuery, 'es_verificador'>, lang: keyof Bilingual): Response {
  const t = EXCEL_TEXTS[lang];
  const yesNo = (value: boolean) => (value ? t.si : t.no);
  const bytes = xlsx(t.sheet, [
    t.headers,
    ...rows.map((r) => [r.nif, r.apellidos, r.nombre, r.telefono ?? '', yesNo(r.es_verificador), yesNo(r.es_comisionista), toDisplayDate(r.fecha_baja)]),
  ]);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${datePrefixedName(consultoresExcelName(query))}"`,
      'X-Total-Count': String(rows.length),
    },
  });
}

/**
 * GET /consultores: a page of PER_PAGE of the fixtures, or the Excel. Unfiltered and in the fixtures'
 * order: the filters and sorts are the API's (ConsultoresList.api.test.tsx).
 */
export function answerConsultores(input: MockInput) {
  const query = v.parse(ConsultoresQuery, input.query);
  const rows = MOCK_CONSULTORES_LISTA;
  if (query.to_excel) return consultoresExcel(rows, query, input.lang);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

/** What a consultant's profile adds to its list row, by id (part 1 §3 'Consultor profile'); the rest are empty. */
type Perfil = Partial<Omit<ConsultorFicha, 'id' | 'usuario_id' | 'consultor_nif' | 'consultor_nombre' | 'consultor_apellidos' | 'full_name' | 'usuario'>>;

const PERFILES: Readonly<Record<number, Perfil>> = {
  3: {
    consultor_empresa_nombre: 'Martínez Consulting, S.L.',
    consultor_empresa_cif: 'B66123456',
    consultor_direccion: 'Carrer de Balmes, 112, 3r 2a',
    consultor_codigo_postal: '08008',
    consultor_poblacion: 'Barcelona',
    consultor_provincia: 'Barcelona',
    consultor_email: 'laura@martinezconsulting.example',
    consultor_web: 'https://martinezconsulting.example',
    consultor_fecha_alta: '2021-03-15T09:12:00.000Z',
  },
  6: { consultor_direccion: 'Carrer Nou, 14', consultor_codigo_postal: '17001', consultor_poblacion: 'Girona', consultor_provincia: 'Girona', consultor_fecha_alta: '2022-05-09T10:00:00.000Z' },
  7: {
    consultor_empresa_nombre: 'Vidal Enginyeria Ambiental, S.L.',
    consultor_empresa_cif: 'B17654321',
    consultor_direccion: 'Plaça del Vi, 3',
    consultor_codigo_postal: '17004',
    consultor_poblacion: 'Girona',
    consultor_provincia: 'Girona',
    consultor_web: 'https://vidalambiental.example',
    consultor_fecha_alta: '2020-11-02T08:30:00.000Z',
  },
  8: { consultor_direccion: 'Carrer de la Força, 8', consultor_codigo_postal: '17004', consultor_poblacion: 'Girona', consultor_provincia: 'Girona' },
  9: {
    consultor_empresa_nombre: 'Verifica Construcción, S.L.',
    consultor_empresa_cif: 'B28765432',
    consultor_direccion: 'Calle de Alcalá, 210',
    consultor_codigo_postal: '28028',
    consultor_poblacion: 'Madrid',
    consultor_provincia: 'Madrid',
    consultor_email: 'elena@verifica.example',
    consultor_fecha_alta: '2019-09-23T11:00:00.000Z',
  },
  10: { consultor_direccion: 'Rambla de Catalunya, 45', consultor_codigo_postal: '08007', consultor_poblacion: 'Barcelona', consultor_provincia: 'Barcelona' },
  12: { consultor_empresa_nombre: 'Camps Sostenibilitat, S.C.P.', consultor_empresa_cif: 'J25123987', consultor_poblacion: 'Lleida', consultor_provincia: 'Lleida' },
  13: { consultor_direccion: 'Avenida de la Constitución, 21', consultor_codigo_postal: '41004', consultor_poblacion: 'Sevilla', consultor_provincia: 'Sevilla' },
  14: { consultor_poblacion: 'Palma', consultor_provincia: 'Illes Balears', consultor_fecha_alta: '2018-02-12T09:00:00.000Z' },
  16: { consultor_poblacion: 'Lleida', consultor_provincia: 'Lleida', consultor_web: 'https://andreucasas.example' },
};

/** Lower case, without accents nor spaces: for a plausible e-mail address. */
const slug = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The user id of a consultant's account: the mock account's with its NIF (the demo consultants sign
 * in), else 100 + the consultant's id.
 */
export function mockUsuarioId(c: Pick<ConsultorListItem, 'id' | 'nif'>): number {
  return mockData.accounts.find((a) => a.usuario === c.nif)?.id ?? 100 + c.id;
}

/** A consultant of the fixtures, as its page reads it. */
function mockConsultorFicha(c: ConsultorListItem): ConsultorFicha {
  const perfil = PERFILES[c.id] ?? {};
  return {
    id: c.id,
    usuario_id: mockUsuarioId(c),
    consultor_nif: c.nif,
    consultor_nombre: c.nombre,
    consultor_apellidos: c.apellidos,
    full_name: c.full_name,
    consultor_empresa_nombre: null,
    consultor_empresa_cif: null,
    consultor_direccion: null,
    consultor_codigo_postal: null,
    consultor_poblacion: null,
    consultor_provincia: null,
    consultor_pais: 1,
    consultor_movil: c.telefono,
    consultor_email: `${slug(c.nombre)}.${slug(c.apellidos.split(' ')[0] ?? '')}@consultores.example`,
    consultor_web: null,
    es_verificador: c.es_verificador,
    es_comisionista: c.es_comisionista,
    tiene_logo: false,
    verificador_casillas: c.id === 9 ? [{ idioma_id: 1, casilla_pagina_firma: 'Verificado por Elena Navarro Roca', casilla_ultima_pagina: 'Verificadora acreditada DAPcon' }] : [],
    consultor_fecha_alta: `20${String(18 + (c.id % 7))}-${String(1 + (c.id % 12)).padStart(2, '0')}-1${c.id % 10}T09:00:00.000Z`,
    consultor_fecha_modificacion: null,
    ...perfil,
    usuario: { activo: c.activo, fecha_baja: c.fecha_baja },
  };
}

/** GET /consultores/:nif/detalle: the consultant by NIF (any case, spaces, dots or hyphens), else 404. */
function answerConsultorFicha(input: MockInput): ConsultorFicha {
  const nif = normalizeTaxId(input.params.nif ?? '');
  const c = MOCK_CONSULTORES_LISTA.find((x) => x.nif === nif);
  if (!c) throw mockError(404, MSG.noEncontrado);
  return mockConsultorFicha(c);
}

const perfilDe = (f: ConsultorFicha): ConsultorPerfil => {
  const { usuario_id: _u, full_name: _f, usuario: _c, ...perfil } = f;
  return perfil;
};

/** The consultant of the caller (a consultant's own data), by the token's NIF, else 404. */
function callerConsultor(input: MockInput): ConsultorPerfil {
  const usuario = mockCaller(input).usuario;
  const c = MOCK_CONSULTORES_LISTA.find((x) => x.nif === usuario);
  if (!c) throw mockError(404, MSG.noEncontrado);
  return perfilDe(mockConsultorFicha(c));
}

/** The signed-in administrator's mock account, as its own data reads it. */
function adminDe(input: MockInput): MisDatosAdmin {
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  if (!account) throw mockError(404, MSG.noEncontrado);
  return { id: account.id, nombre: account.nombre, apellidos: account.apellidos, telefono: '934 000 100', usuario: account.usuario, email: account.email };
}

/** The default answers of the consultant list, a consultant's page and the own data. */
export const consultoresHandlers = [
  mockEndpoint(eliminarConsultor, () => mockAnswer(null, { message: CONSULTORES_MSG.consultorEliminado })),
  mockEndpoint(misDatosAdmin, adminDe),
  // What was sent over the account, for the answer only.
  mockEndpoint(actualizarMisDatosAdmin, (input) => mockAnswer({ ...adminDe(input), ...(input.body as Pick<MisDatosAdmin, 'nombre' | 'apellidos' | 'telefono' | 'email'>) }, { message: MSG.operacionCorrecta })),
  mockEndpoint(misDatosConsultor, callerConsultor),
  mockEndpoint(actualizarMisDatosConsultor, (input) => mockAnswer(callerConsultor(input), { message: MSG.operacionCorrecta })),
  // After the own-data routes: '/consultores/mis-datos/actualizar' would match ':id' too.
  mockEndpoint(actualizarConsultor, (input) => {
    const c = MOCK_CONSULTORES_LISTA.find((x) => x.id === Number(input.params.id));
    if (!c) throw mockError(404, MSG.noEncontrado);
    return mockAnswer(perfilDe(mockConsultorFicha(c)), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(logoConsultor, () => {
    throw mockError(404, CONSULTORES_MSG.sinLogoConsultor);
  }),
  mockEndpoint(consultoresList, answerConsultores),
  mockEndpoint(consultorFicha, answerConsultorFicha),
];
