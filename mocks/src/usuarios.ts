// The mock API of the association's users (contract/src/consultores/usuarios.ts;
// api/src/areas/consultores/usuarios.ts): the users held in memory (the two demo administrators, the
// seed's others of both profiles in every state, and more of profile 2, so the list has two pages),
// listed (a page, never filtered nor sorted), shown, created, updated, deleted and looked up by NIF as the API does: a profile-2
// administrator does not see profile-1 users (404) nor gives profile 1 (403); NIF and e-mail unique
// (422 under the field); deleting only a user who never signed in (`conActividad` 409) and never one's
// own. The baja / alta and 'Activar' of these accounts answer here too (the consultants' are
// consultores.ts's). All the administration's (anyone else 403).
import * as v from 'valibot';
import { decodeJwt } from 'jose';
import { MSG, PER_PAGE } from '@dapcon/contract/core';
import { AUTH_MSG } from '@dapcon/contract/auth';
import {
  activarUsuario,
  actualizarEstadoUsuario,
  actualizarUsuarioAdmin,
  CONSULTORES_MSG,
  eliminarUsuarioAdmin,
  registrarUsuarioAdmin,
  UsuarioAdminBody,
  usuarioAdminShow,
  usuariosAdminList,
  UsuariosAdminQuery,
  verificarUsuarioAdmin,
  type EstadoCuenta,
  type UsuarioAdmin,
  type UsuarioAdminListItem,
} from '@dapcon/contract/consultores';
import { answerActivarUsuario, answerActualizarEstadoUsuario, mockConsultores } from './consultores';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** A user held: what the page reads, and whether they ever signed in (deleting them is then a 409). */
export type MockUsuarioAdmin = UsuarioAdmin & { conActividad: boolean };

const usuario = (
  id: number,
  nif: string,
  nombre: string,
  apellidos: string,
  perfil: 1 | 2,
  estado: 'activo' | 'baja' | 'pendiente' = 'activo',
  conActividad = estado !== 'pendiente',
): MockUsuarioAdmin => ({
  id,
  usuario: nif,
  nombre,
  apellidos,
  telefono: `93 ${String(200 + id).padStart(3, '0')} ${String(10 + (id % 90)).padStart(2, '0')} ${String(id % 100).padStart(2, '0')}`,
  email: `${fold(nombre)}.${fold(apellidos.split(' ')[0] ?? '')}@dapcon.example`,
  perfiles: [perfil],
  recibir_notificacion: id % 3 === 0,
  activo: estado === 'activo',
  pendiente_password: false,
  fecha_baja: estado === 'baja' ? `2025-0${1 + (id % 9)}-15T10:00:00.000Z` : null,
  fecha_creacion: `20${String(17 + (id % 8))}-0${1 + (id % 9)}-0${1 + (id % 9)}T09:00:00.000Z`,
  fecha_modificacion: '2026-10-01T09:00:00.000Z',
  conActividad,
});

/** Lower case, without accents nor spaces. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The second page's people: more association administrators (profile 2). */
const MAS: readonly [string, string, string][] = [
  ['10234567G', 'Anna', 'Bosch Mir'],
  ['11234567X', 'Bernat', 'Camps Oliva'],
  ['13234567E', 'Clara', 'Duran Pujol'],
  ['14234567M', 'David', 'Esteve Roca'],
  ['15234567B', 'Eulàlia', 'Fàbregas Serra'],
  ['16234567V', 'Ferran', 'Garriga Tous'],
  ['17234567T', 'Gemma', 'Homs Vidal'],
  ['18234567Y', 'Hug', 'Iglesias Valls'],
  ['19234567N', 'Irene', 'Jové Ribas'],
  ['20234567H', 'Joan', 'Llobet Sans'],
  ['21234567R', 'Judit', 'Martí Coll'],
  ['22234567F', 'Lluís', 'Nadal Pons'],
  ['23234567J', 'Mercè', 'Noguera Puig'],
  ['24234567L', 'Miquel', 'Obiols Rius'],
  ['25234567W', 'Neus', 'Pagès Sala'],
  ['26234567P', 'Quim', 'Ramon Tarrés'],
];

/**
 * The users, by id: 1 and 2 the demo administrators (api/seed/demo-accounts.json: profile 1 and 2,
 * the mock API's accounts 1 and 2); 201–208 the demo seed's others (profile 1: 201 in, 202 de baja;
 * profile 2: 205 never activated, 206 de baja); 301 on, more of profile 2.
 */
export const MOCK_USUARIOS_ADMIN: readonly MockUsuarioAdmin[] = [
  usuario(1, '46127839M', 'Montserrat', 'Puig Ferrer', 1),
  usuario(2, '38562014F', 'Jordi', 'Casals Vidal', 2),
  usuario(201, '52813476W', 'Núria', 'Ferrer Bosch', 1),
  usuario(202, '60521837M', 'Albert', 'Mas Camps', 1, 'baja'),
  usuario(203, '43719265Z', 'Carme', 'Soler Pons', 2),
  usuario(204, '38265917N', 'Xavier', 'Roig Pla', 2),
  usuario(205, '71926348N', 'Oriol', 'Font Riba', 2, 'pendiente'),
  usuario(206, '29384756W', 'Marta', 'Prat Gil', 2, 'baja'),
  ...MAS.map(([nif, nombre, apellidos], i) => usuario(301 + i, nif, nombre, apellidos, 2)),
];

let held: MockUsuarioAdmin[] | null = null;

function store(): MockUsuarioAdmin[] {
  held ??= MOCK_USUARIOS_ADMIN.map((u) => ({ ...u, perfiles: [...u.perfiles] }));
  return held;
}

/** The users held now (copies). */
export function mockUsuariosAdmin(): MockUsuarioAdmin[] {
  return store().map((u) => ({ ...u, perfiles: [...u.perfiles] }));
}

/** Back to the fixtures. */
export function resetMockUsuariosAdmin(): void {
  held = null;
}

/** The caller's profile, from the token's claims (the API reads it from the account). */
function callerOf(input: MockInput): { perfil: number; id: number | null } {
  const auth = input.request.headers.get('authorization') ?? '';
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(auth.replace(/^Bearer /, ''));
  } catch {
    throw mockError(401, "No s'ha trobat el token");
  }
  if (claims.modulo_app !== 'administrador') throw mockError(403, MSG.sinPermiso);
  return { perfil: Number(claims.perfil), id: input.userId === null ? null : Number(input.userId) };
}

const sees = (perfil: number, u: Pick<UsuarioAdmin, 'perfiles'>) => perfil === 1 || u.perfiles[0] === 2;

const fullName = (u: Pick<UsuarioAdmin, 'nombre' | 'apellidos'>) => `${u.apellidos}, ${u.nombre}`;

/** A user as a list row. */
export function usuarioAdminRow(u: UsuarioAdmin): UsuarioAdminListItem {
  return { id: u.id, usuario: u.usuario, nombre: u.nombre, apellidos: u.apellidos, full_name: fullName(u), telefono: u.telefono, email: u.email, perfiles: [...u.perfiles], activo: u.activo, pendiente_password: u.pendiente_password, fecha_baja: u.fecha_baja };
}

const publico = ({ conActividad: _a, ...u }: MockUsuarioAdmin): UsuarioAdmin => ({ ...u, perfiles: [...u.perfiles] });

function visible(input: MockInput): MockUsuarioAdmin {
  const { perfil } = callerOf(input);
  const u = store().find((x) => x.id === Number(input.params.id));
  if (!u || !sees(perfil, u)) throw mockError(404, MSG.noEncontrado);
  return u;
}

/** NIF or e-mail another account's (a user held, a consultant, a mock account): the 422 under each. */
function checkUnique(body: { usuario: string; email: string }, exceptId?: number): void {
  const errors: Record<string, string[]> = {};
  const others = store().filter((u) => u.id !== exceptId);
  if (others.some((u) => u.usuario === body.usuario) || mockConsultores().some((c) => c.nif === body.usuario)) errors.usuario = [AUTH_MSG.documentoYaRegistrado];
  if (others.some((u) => u.email.toLowerCase() === body.email.toLowerCase())) errors.email = [AUTH_MSG.correoYaRegistrado];
  if (Object.keys(errors).length > 0) throw mockError(422, MSG.datosInvalidos, errors);
}

/**
 * GET /usuarios-admin/lista: the users held, a page of them, unfiltered and in the fixtures' order
 * (the filters, the sorts and what a profile-2 administrator sees are the API's:
 * mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx).
 */
function answerUsuariosAdmin(input: MockInput) {
  callerOf(input);
  const query = v.parse(UsuariosAdminQuery, input.query);
  const rows = store().map(usuarioAdminRow);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

function registrar(input: MockInput) {
  const { perfil } = callerOf(input);
  const body = v.parse(UsuarioAdminBody, input.body);
  if (perfil !== 1 && body.perfiles.includes(1)) throw mockError(403, MSG.sinPermiso);
  checkUnique(body);
  const now = new Date().toISOString();
  const id = Math.max(...store().map((u) => u.id)) + 1;
  const { perfiles, ...rest } = body;
  const u: MockUsuarioAdmin = { ...rest, id, perfiles: [...perfiles], activo: true, pendiente_password: true, fecha_baja: null, fecha_creacion: now, fecha_modificacion: now, conActividad: false };
  store().push(u);
  return mockAnswer(publico(u), { message: CONSULTORES_MSG.usuarioCreado });
}

function actualizar(input: MockInput) {
  const { perfil, id: yo } = callerOf(input);
  const body = v.parse(UsuarioAdminBody, input.body);
  if (perfil !== 1 && body.perfiles.includes(1)) throw mockError(403, MSG.sinPermiso);
  const u = visible(input);
  if (u.id === yo && body.perfiles[0] !== u.perfiles[0]) throw mockError(422, MSG.datosInvalidos, { perfiles: [CONSULTORES_MSG.perfilPropioNoModificable] });
  checkUnique(body, u.id);
  Object.assign(u, body, { perfiles: [...body.perfiles], fecha_modificacion: new Date().toISOString() });
  return mockAnswer(publico(u), { message: MSG.operacionCorrecta });
}

function eliminar(input: MockInput) {
  const { id: yo } = callerOf(input);
  const u = visible(input);
  if (u.id === yo) throw mockError(409, CONSULTORES_MSG.usuarioPropioNoEliminable);
  if (u.conActividad) throw mockError(409, CONSULTORES_MSG.usuarioConActividad);
  held = store().filter((x) => x.id !== u.id);
  return mockAnswer(null, { message: CONSULTORES_MSG.usuarioEliminado });
}

function verificar(input: MockInput) {
  const { perfil } = callerOf(input);
  const { nif } = v.parse(verificarUsuarioAdmin.body, input.body);
  const u = store().find((x) => x.usuario === nif);
  if (u && sees(perfil, u)) return mockAnswer(publico(u), { message: CONSULTORES_MSG.usuarioYaExiste });
  if (u || mockConsultores().some((c) => c.nif === nif)) throw mockError(409, CONSULTORES_MSG.nifDeOtraCuenta);
  throw mockError(404, CONSULTORES_MSG.usuarioNifLibre);
}

const estadoDe = (u: UsuarioAdmin): EstadoCuenta => ({ id: u.id, activo: u.activo, fecha_baja: u.fecha_baja });

/** GET /usuarios/:id/update-status for a user held (a consultant's account: consultores.ts). */
function estado(input: MockInput) {
  const u = store().find((x) => x.id === Number(input.params.id));
  if (!u) return answerActualizarEstadoUsuario(input);
  const { perfil, id: yo } = callerOf(input);
  if (u.id === yo) throw mockError(409, CONSULTORES_MSG.estadoPropioNoModificable);
  if (u.perfiles[0] === 1 && perfil !== 1) throw mockError(403, MSG.sinPermiso);
  const baja = u.fecha_baja === null;
  u.fecha_baja = baja ? new Date().toISOString() : null;
  u.activo = !baja;
  return mockAnswer(estadoDe(u), { message: baja ? CONSULTORES_MSG.usuarioDadoDeBaja : CONSULTORES_MSG.usuarioDadoDeAlta });
}

/** POST /usuario-admin/:usuario/activar-usuario for a user held (a consultant's account: consultores.ts). */
function activar(input: MockInput) {
  const nif = (input.params.usuario ?? '').toUpperCase().replace(/[\s.-]/g, '');
  const u = store().find((x) => x.usuario === nif);
  if (!u) return answerActivarUsuario(input);
  callerOf(input);
  if (u.fecha_baja !== null) throw mockError(409, CONSULTORES_MSG.usuarioDeBajaNoActivable);
  if (u.activo) throw mockError(409, CONSULTORES_MSG.usuarioYaActivo);
  u.activo = true;
  return mockAnswer(estadoDe(u), { message: CONSULTORES_MSG.usuarioActivado });
}

/**
 * The default answers of the association users' endpoints; the account actions' ones go before the
 * consultants' (api.ts), which they hand the consultants' accounts to.
 */
export const usuariosAdminHandlers = [
  mockEndpoint(usuariosAdminList, answerUsuariosAdmin),
  mockEndpoint(usuarioAdminShow, (input) => publico(visible(input))),
  mockEndpoint(registrarUsuarioAdmin, registrar),
  mockEndpoint(actualizarUsuarioAdmin, actualizar),
  mockEndpoint(eliminarUsuarioAdmin, eliminar),
  mockEndpoint(verificarUsuarioAdmin, verificar),
  mockEndpoint(actualizarEstadoUsuario, estado),
  mockEndpoint(activarUsuario, activar),
];
