// The mock API of the association's users (contract/src/consultores/usuarios.ts) and of the account
// actions (cuenta.ts): fixtures only, for the component tests, the stories and the MOCK_API=1 dev
// pages. The users (the two demo administrators, the seed's others of both profiles in every state, and
// more of profile 2, so the list has two pages), listed a page at a time in their order, shown by id
// and looked up by NIF (404 for one not there); a create answers the user sent, an update the user
// with what was sent, a deletion its success, and nothing is kept. 'Activar' and the baja / alta answer
// the account (a user's, or a consultant's of consultores.ts) in the state they would leave it.
// Whom a profile-2 administrator sees, the unique NIF and e-mail, who may be deleted, which profile
// may be given, and what each action stores are the API's, tested on it
// (mf-consultores/src/features/consultores/ConsultoresList.api.test.tsx).
import * as v from 'valibot';
import { MSG, normalizeTaxId, PER_PAGE } from '@dapcon/contract/core';
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
import { MOCK_CONSULTORES_LISTA, mockUsuarioId } from './consultores';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

const usuario = (
  id: number,
  nif: string,
  nombre: string,
  apellidos: string,
  perfil: 1 | 2,
  estado: 'activo' | 'baja' | 'pendiente' = 'activo',
): UsuarioAdmin => ({
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
export const MOCK_USUARIOS_ADMIN: readonly UsuarioAdmin[] = [
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

const fullName = (u: Pick<UsuarioAdmin, 'nombre' | 'apellidos'>) => `${u.apellidos}, ${u.nombre}`;

/** A user as a list row. */
export function usuarioAdminRow(u: UsuarioAdmin): UsuarioAdminListItem {
  return { id: u.id, usuario: u.usuario, nombre: u.nombre, apellidos: u.apellidos, full_name: fullName(u), telefono: u.telefono, email: u.email, perfiles: [...u.perfiles], activo: u.activo, pendiente_password: u.pendiente_password, fecha_baja: u.fecha_baja };
}

/** A user of the fixtures by id, else 404. */
function usuarioDe(input: MockInput): UsuarioAdmin {
  const u = MOCK_USUARIOS_ADMIN.find((x) => x.id === Number(input.params.id));
  if (!u) throw mockError(404, MSG.noEncontrado);
  return u;
}

/**
 * GET /usuarios-admin/lista: a page of the fixtures, unfiltered and in their order (the filters, the
 * sorts and what a profile-2 administrator sees are the API's).
 */
function answerUsuariosAdmin(input: MockInput) {
  const query = v.parse(UsuariosAdminQuery, input.query);
  const rows = MOCK_USUARIOS_ADMIN.map(usuarioAdminRow);
  const from = (query.page - 1) * PER_PAGE;
  return { data: rows.slice(from, from + PER_PAGE), total: rows.length, per_page: PER_PAGE, current_page: query.page };
}

/** An account the actions name, as its fixture has it: an association user's, else a consultant's; 404 otherwise. */
function cuenta(matches: (a: EstadoCuenta & { usuario: string }) => boolean): EstadoCuenta {
  const cuentas = [
    ...MOCK_USUARIOS_ADMIN.map((u) => ({ id: u.id, usuario: u.usuario, activo: u.activo, fecha_baja: u.fecha_baja })),
    ...MOCK_CONSULTORES_LISTA.map((c) => ({ id: mockUsuarioId(c), usuario: c.nif, activo: c.activo, fecha_baja: c.fecha_baja })),
  ];
  const found = cuentas.find(matches);
  if (!found) throw mockError(404, MSG.noEncontrado);
  return { id: found.id, activo: found.activo, fecha_baja: found.fecha_baja };
}

/** The default answers of the association users' endpoints and of the account actions. */
export const usuariosAdminHandlers = [
  mockEndpoint(usuariosAdminList, answerUsuariosAdmin),
  mockEndpoint(usuarioAdminShow, usuarioDe),
  mockEndpoint(registrarUsuarioAdmin, (input) => {
    const now = new Date().toISOString();
    const u: UsuarioAdmin = { ...v.parse(UsuarioAdminBody, input.body), id: 900, activo: true, pendiente_password: true, fecha_baja: null, fecha_creacion: now, fecha_modificacion: now };
    return mockAnswer(u, { message: CONSULTORES_MSG.usuarioCreado });
  }),
  // What was sent over the fixture, for the answer only.
  mockEndpoint(actualizarUsuarioAdmin, (input) => mockAnswer({ ...usuarioDe(input), ...v.parse(UsuarioAdminBody, input.body) }, { message: MSG.operacionCorrecta })),
  mockEndpoint(eliminarUsuarioAdmin, () => mockAnswer(null, { message: CONSULTORES_MSG.usuarioEliminado })),
  mockEndpoint(verificarUsuarioAdmin, (input) => {
    const nif = normalizeTaxId(v.parse(verificarUsuarioAdmin.body, input.body).nif);
    const u = MOCK_USUARIOS_ADMIN.find((x) => x.usuario === nif);
    if (!u) throw mockError(404, CONSULTORES_MSG.usuarioNifLibre);
    return mockAnswer(u, { message: CONSULTORES_MSG.usuarioYaExiste });
  }),
  // The account as the action would leave it: on, or its baja (the day now) or its alta.
  mockEndpoint(activarUsuario, (input) => {
    const { id } = cuenta((a) => a.usuario === normalizeTaxId(input.params.usuario ?? ''));
    return mockAnswer({ id, activo: true, fecha_baja: null }, { message: CONSULTORES_MSG.usuarioActivado });
  }),
  mockEndpoint(actualizarEstadoUsuario, (input) => {
    const { id, fecha_baja } = cuenta((a) => a.id === Number(input.params.id));
    const baja = fecha_baja === null;
    return mockAnswer(
      { id, activo: !baja, fecha_baja: baja ? new Date().toISOString() : null },
      { message: baja ? CONSULTORES_MSG.usuarioDadoDeBaja : CONSULTORES_MSG.usuarioDadoDeAlta },
    );
  }),
];
