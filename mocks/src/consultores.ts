// The mock API of the consultant list (contract/src/consultores/consultores.ts, 'the /consultores
// list'; api/src/areas/consultores/lista.ts): twelve consultants held in memory (the demo ones among
// them; verifiers, commission earners, both, neither, two who left, one whose account is off), paged
// (never filtered nor sorted: that is the API's, ConsultoresList.api.test.tsx), or the list as an xlsx
// file named 'Verificadores' with the verifier filter and 'Consultores' otherwise. Over the same consultants, a
// consultant's page (contract/src/consultores/cuenta.ts; api/src/areas/consultores/cuenta.ts): the
// ficha by NIF, 'Activar' and the baja / alta toggle, which change what the list shows too; its save
// (the boxes of a verifier kept only for a verifier), its logo, 'Eliminar' (409 for one a DAPcon names:
// the demo consultants) ('Iniciar sesión' is in suplantacion.ts); and a consultant's own data (/mis-datos), read and saved.
// The page's routes are the administration's (anyone else 403).
import * as v from 'valibot';
import { datePrefixedName, MSG, normalizeTaxId, PER_PAGE, toDisplayDate } from '@dapcon/contract/core';
import {
  activarUsuario,
  actualizarConsultor,
  actualizarMisDatosAdmin,
  actualizarEstadoUsuario,
  actualizarMisDatosConsultor,
  casillasDeTexto,
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
  type EstadoCuenta,
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
 * The consultants of the list, by id. Ids 3, 6, 7, 8 and 9 are those of `MOCK_COMISIONISTAS` (the
 * commission earners are the same three: 3, 6 and 7); 47815236F, 43091827Q and 39284756C the demo
 * consultants of api/seed/demo-accounts.json, with its names and flags. Verifiers 7, 9, 10, 12 and 14
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

/** The consultants held now, made again from the fixtures for a new data set (`resetMocks`). */
let held: ConsultorListItem[] | null = null;

/** What saves changed of each consultant's profile, by id (a new data set forgets it). */
const saved = new Map<number, Partial<ConsultorFicha>>();

/** The logos saved, by consultant id. */
const logos = new Map<number, Blob>();

/** The administrators' phones, by account id (the mock accounts have none until one is saved). */
const telefonos = new Map<number, string>();

/** The consultants held now, themselves (the account actions change them). */
function store(): ConsultorListItem[] {
  held ??= MOCK_CONSULTORES_LISTA.map((c) => ({ ...c }));
  return held;
}

/** The consultants held now (a copy). */
export function mockConsultores(): ConsultorListItem[] {
  return store().map((c) => ({ ...c }));
}

/** Back to the fixtures. */
export function resetMockConsultores(): void {
  held = null;
  saved.clear();
  logos.clear();
  telefonos.clear();
}

/** Lower case, without accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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
 * GET /consultores over the consultants held: the administration's; a page of PER_PAGE, or the Excel.
 * Unfiltered and in the fixtures' order: the filters and sorts are the API's
 * (ConsultoresList.api.test.tsx).
 */
export function answerConsultores(input: MockInput) {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
  const query = v.parse(ConsultoresQuery, input.query);
  const rows = mockConsultores();
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
const slug = (text: string) => fold(text).replace(/[^a-z0-9]+/g, '');

/**
 * The user id of a consultant's account: the mock account's with its NIF (the demo consultants sign
 * in), else 100 + the consultant's id.
 */
export function mockUsuarioId(c: Pick<ConsultorListItem, 'id' | 'nif'>): number {
  return mockData.accounts.find((a) => a.usuario === c.nif)?.id ?? 100 + c.id;
}

/** A consultant held, as its page reads it. */
export function mockConsultorFicha(c: ConsultorListItem): ConsultorFicha {
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
    tiene_logo: logos.has(c.id),
    verificador_casillas: c.id === 9 ? [{ idioma_id: 1, casilla_pagina_firma: 'Verificado por Elena Navarro Roca', casilla_ultima_pagina: 'Verificadora acreditada DAPcon' }] : [],
    consultor_fecha_alta: `20${String(18 + (c.id % 7))}-${String(1 + (c.id % 12)).padStart(2, '0')}-1${c.id % 10}T09:00:00.000Z`,
    consultor_fecha_modificacion: null,
    ...perfil,
    ...saved.get(c.id),
    usuario: { activo: c.activo, fecha_baja: c.fecha_baja },
  };
}

function asAdmin(input: MockInput): void {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
}

const estadoDe = (c: ConsultorListItem): EstadoCuenta => ({ id: mockUsuarioId(c), activo: c.activo, fecha_baja: c.fecha_baja });

/** GET /consultores/:nif/detalle: the consultant by NIF (any case, spaces, dots or hyphens), else 404. */
export function answerConsultorFicha(input: MockInput): ConsultorFicha {
  asAdmin(input);
  const nif = normalizeTaxId(input.params.nif ?? '');
  const c = store().find((x) => x.nif === nif);
  if (!c) throw mockError(404, MSG.noEncontrado);
  return mockConsultorFicha(c);
}

/** POST /usuario-admin/:usuario/activar-usuario: an account never activated is switched on; one de baja or active is a 409. */
export function answerActivarUsuario(input: MockInput) {
  asAdmin(input);
  const nif = normalizeTaxId(input.params.usuario ?? '');
  const c = store().find((x) => x.nif === nif);
  if (!c) throw mockError(404, MSG.noEncontrado);
  if (c.fecha_baja !== null) throw mockError(409, CONSULTORES_MSG.usuarioDeBajaNoActivable);
  if (c.activo) throw mockError(409, CONSULTORES_MSG.usuarioYaActivo);
  c.activo = true;
  return mockAnswer(estadoDe(c), { message: CONSULTORES_MSG.usuarioActivado });
}

/** GET /usuarios/:id/update-status: baja of an account in (the day now, off), alta of one de baja (back on); never the caller's own (409). */
export function answerActualizarEstadoUsuario(input: MockInput) {
  asAdmin(input);
  const id = Number(input.params.id);
  if (input.userId !== null && Number(input.userId) === id) throw mockError(409, CONSULTORES_MSG.estadoPropioNoModificable);
  const c = store().find((x) => mockUsuarioId(x) === id);
  if (!c) throw mockError(404, MSG.noEncontrado);
  const baja = c.fecha_baja === null;
  c.fecha_baja = baja ? new Date().toISOString() : null;
  c.activo = !baja;
  return mockAnswer(estadoDe(c), { message: baja ? CONSULTORES_MSG.usuarioDadoDeBaja : CONSULTORES_MSG.usuarioDadoDeAlta });
}

/** The profile fields a save sends (the multipart strings, read as the API reads them). */
function profileOf(body: Record<string, unknown>, verifica: boolean): Partial<ConsultorFicha> {
  const text = (key: string) => (typeof body[key] === 'string' && body[key].trim() !== '' ? body[key].trim() : null);
  return {
    consultor_empresa_nombre: text('consultor_empresa_nombre'),
    consultor_empresa_cif: text('consultor_empresa_cif'),
    consultor_direccion: text('consultor_direccion'),
    consultor_codigo_postal: text('consultor_codigo_postal'),
    consultor_poblacion: text('consultor_poblacion'),
    consultor_provincia: text('consultor_provincia'),
    consultor_pais: Number(body.consultor_pais),
    consultor_movil: text('consultor_movil'),
    consultor_email: text('consultor_email'),
    consultor_web: text('consultor_web'),
    verificador_casillas: verifica ? (casillasDeTexto(typeof body.verificador_casillas === 'string' ? body.verificador_casillas : '') ?? []) : [],
    consultor_fecha_modificacion: new Date().toISOString(),
  };
}

const perfilDe = (f: ConsultorFicha): ConsultorPerfil => {
  const { usuario_id: _u, full_name: _f, usuario: _c, ...perfil } = f;
  return perfil;
};

function keepLogo(id: number, body: Record<string, unknown>): void {
  if (body.logo instanceof Blob) logos.set(id, body.logo);
}

/** POST /consultores/:id/actualizar: the administration's save (names and flags too). */
export function answerActualizarConsultor(input: MockInput) {
  asAdmin(input);
  const c = store().find((x) => x.id === Number(input.params.id));
  if (!c) throw mockError(404, MSG.noEncontrado);
  const body = input.body as Record<string, unknown>;
  const verifica = body.es_verificador === '1' || body.es_verificador === 'true';
  c.nombre = String(body.consultor_nombre).trim();
  c.apellidos = String(body.consultor_apellidos).trim();
  c.full_name = `${c.apellidos}, ${c.nombre}`;
  c.es_verificador = verifica;
  c.es_comisionista = body.es_comisionista === '1' || body.es_comisionista === 'true';
  const profile = profileOf(body, verifica);
  c.telefono = profile.consultor_movil ?? null;
  saved.set(c.id, profile);
  keepLogo(c.id, body);
  return mockAnswer(perfilDe(mockConsultorFicha(c)), { message: MSG.operacionCorrecta });
}

/** The consultant of the caller (a consultant's own data), else 404. */
function callerConsultor(input: MockInput): ConsultorListItem {
  const usuario = mockCaller(input).usuario;
  const c = store().find((x) => x.nif === usuario);
  if (!c) throw mockError(404, MSG.noEncontrado);
  return c;
}

/** DELETE /consultores/:id/eliminar: the demo consultants are named by DAPcons (409); the others go. */
export function answerEliminarConsultor(input: MockInput) {
  asAdmin(input);
  const list = store();
  const index = list.findIndex((x) => x.id === Number(input.params.id));
  const c = list[index];
  if (!c) throw mockError(404, MSG.noEncontrado);
  if (mockData.accounts.some((a) => a.usuario === c.nif)) throw mockError(409, CONSULTORES_MSG.consultorConHistorial);
  list.splice(index, 1);
  return mockAnswer(null, { message: CONSULTORES_MSG.consultorEliminado });
}

/** The signed-in administrator's mock account, as its own data reads it. */
function adminDe(input: MockInput): MisDatosAdmin {
  if (!mockCaller(input).admin) throw mockError(403, MSG.sinPermiso);
  const account = mockData.accounts.find((a) => String(a.id) === input.userId);
  if (!account) throw mockError(404, MSG.noEncontrado);
  return { id: account.id, nombre: account.nombre, apellidos: account.apellidos, telefono: telefonos.get(account.id) ?? '934 000 100', usuario: account.usuario, email: account.email };
}

/** The default answers of the consultant list and of a consultant's page. */
export const consultoresHandlers = [
  mockEndpoint(eliminarConsultor, answerEliminarConsultor),
  mockEndpoint(misDatosAdmin, adminDe),
  mockEndpoint(actualizarMisDatosAdmin, (input) => {
    const { id } = adminDe(input);
    const body = input.body as { nombre: string; apellidos: string; telefono: string; email: string };
    const account = mockData.accounts.find((a) => a.id === id);
    if (account) Object.assign(account, { nombre: body.nombre.trim(), apellidos: body.apellidos.trim(), email: body.email.trim() });
    telefonos.set(id, body.telefono.trim());
    return mockAnswer(adminDe(input), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(misDatosConsultor, (input) => perfilDe(mockConsultorFicha(callerConsultor(input)))),
  mockEndpoint(actualizarMisDatosConsultor, (input) => {
    const c = callerConsultor(input);
    const body = input.body as Record<string, unknown>;
    saved.set(c.id, profileOf(body, c.es_verificador));
    keepLogo(c.id, body);
    return mockAnswer(perfilDe(mockConsultorFicha(c)), { message: MSG.operacionCorrecta });
  }),
  // After the own-data routes: '/consultores/mis-datos/actualizar' would match ':id' too.
  mockEndpoint(actualizarConsultor, answerActualizarConsultor),
  mockEndpoint(logoConsultor, (input) => {
    const caller = mockCaller(input);
    const c = store().find((x) => x.id === Number(input.params.id));
    const logo = c && (caller.admin || caller.usuario === c.nif) ? logos.get(c.id) : undefined;
    if (!logo) throw mockError(404, CONSULTORES_MSG.sinLogoConsultor);
    return new Response(logo, { headers: { 'Content-Type': logo.type || 'image/png' } });
  }),
  mockEndpoint(consultoresList, answerConsultores),
  mockEndpoint(consultorFicha, answerConsultorFicha),
  mockEndpoint(activarUsuario, answerActivarUsuario),
  mockEndpoint(actualizarEstadoUsuario, answerActualizarEstadoUsuario),
];
