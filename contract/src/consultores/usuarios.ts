/**
 * The association's users (spec part 2 §2.13, §3 'Administrator user' and 'Association user', §5
 * 'Association user', §6, §7.2 `GET /usuarios-admin/{id}/show`, §7.6; docs/consultores.md 'Association
 * users'): the administration's accounts (module 'administrador', profile 1 Ares administrator or 2
 * association administrator), their list, page, creation, update, deletion and the tax-id lookup the
 * form makes when its NIF field is left. Only a profile-1 administrator may give profile 1; a profile-2
 * one does not see profile-1 users. A new user gets no password: an e-mail with a link to choose it.
 * All the administration's. The baja / alta and 'Activar' of these accounts are cuenta.ts's.
 */
import * as v from 'valibot';
import { MSG } from '../core/messages';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { formBoolean, requiredEmail, requiredText } from '../core/form';
import { taxId } from '../core/fields';
import { choiceFilter, listQuery, paginated, textFilter } from '../core/list';
import { PERFILES } from '../core/session';
import { isPersonTaxId } from '../core/validators/tax-id';
import { AUTH_MSG } from '../auth/messages';
import { CONSULTORES_MSG } from './messages';

/** The profiles an association user may have (part 2 §6): 1 Ares administrator, 2 association administrator. */
export const PERFILES_ASOCIACION = [PERFILES.adminAres, PERFILES.adminAsociacion] as const;
export type PerfilAsociacion = (typeof PERFILES_ASOCIACION)[number];

/** The profiles a caller may give: a profile-1 administrator both, anyone else only profile 2 (part 2 §6). */
export function perfilesAsignables(perfilDelQueAsigna: number): readonly PerfilAsociacion[] {
  return perfilDelQueAsigna === PERFILES.adminAres ? PERFILES_ASOCIACION : [PERFILES.adminAsociacion];
}

/** The longest phone number kept (with spaces, a prefix and an extension). */
export const TELEFONO_MAX_LENGTH = 30;

/**
 * `perfiles`, the spec's list of profile ids: one profile per user, given as a list (`[2]`), a number
 * or its text (a select's value, '2'); answers `[1]` or `[2]`. Empty → 'El perfil es obligatorio.';
 * more than one, or another id → 'El perfil no es válido.'
 *
 * @example
 * v.parse(perfilesField(), '2') // [2]
 */
export function perfilesField() {
  return v.pipe(
    v.optional(v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))], CONSULTORES_MSG.perfilNoValido), ''),
    v.transform((value) => (Array.isArray(value) ? value : [value]).map((x) => String(x).trim()).filter((x) => x !== '')),
    v.check((list) => list.length > 0, CONSULTORES_MSG.perfilObligatorio),
    v.check((list) => list.length === 0 || (list.length === 1 && PERFILES_ASOCIACION.some((p) => String(p) === list[0])), CONSULTORES_MSG.perfilNoValido),
    v.transform((list) => list.map(Number) as PerfilAsociacion[]),
  );
}

/**
 * An association user's data (part 2 §2.13, §5 'Association user'): NIF (a DNI or NIE, normalised),
 * name, surnames, phone, e-mail (required, with the spec's messages), the profile and whether they
 * receive the portal's notifications. The body of `registro` and `update`, and the form's schema.
 */
export const UsuarioAdminBody = v.object({
  usuario: taxId(AUTH_MSG.usuarioObligatorio, MSG.nifPersonaNoValido, isPersonTaxId),
  nombre: requiredText(MSG.nombreObligatorio),
  apellidos: requiredText(CONSULTORES_MSG.apellidosObligatorioUsuario),
  telefono: requiredText(MSG.telefonoObligatorio, TELEFONO_MAX_LENGTH),
  email: requiredEmail(CONSULTORES_MSG.emailObligatorioUsuario),
  perfiles: perfilesField(),
  recibir_notificacion: formBoolean(),
});
export type UsuarioAdminBody = v.InferOutput<typeof UsuarioAdminBody>;
export type UsuarioAdminBodyInput = v.InferInput<typeof UsuarioAdminBody>;

/**
 * An association user as its page reads it (part 2 §3 'Administrator user'): the account's state
 * (`activo`, `fecha_baja`: ISO, null while in; `pendiente_password`: created by the administration, the
 * user has not chosen a password yet, so cannot sign in) and its dates (ISO date-times).
 */
export const UsuarioAdmin = v.object({
  id: v.number(),
  usuario: v.string(),
  nombre: v.string(),
  apellidos: v.string(),
  telefono: v.nullable(v.string()),
  email: v.string(),
  perfiles: v.array(v.picklist(PERFILES_ASOCIACION)),
  recibir_notificacion: v.boolean(),
  activo: v.boolean(),
  pendiente_password: v.boolean(),
  fecha_baja: v.nullable(v.string()),
  fecha_creacion: v.string(),
  fecha_modificacion: v.string(),
});
export type UsuarioAdmin = v.InferOutput<typeof UsuarioAdmin>;

/** The states of an account the list filters by: signing in, de baja (a leaving day), not yet activated. */
export const ESTADOS_USUARIO = ['activo', 'baja', 'pendiente'] as const;
export type EstadoUsuario = (typeof ESTADOS_USUARIO)[number];

/**
 * An account's state: de baja while it has a leaving day; else pending activation while it is switched
 * off or its user has not chosen a password yet (a new association user, until the welcome link is
 * used); else active.
 */
export function estadoUsuario(usuario: { activo: boolean; fecha_baja: string | null; pendiente_password?: boolean }): EstadoUsuario {
  if (usuario.fecha_baja !== null) return 'baja';
  return usuario.activo && !usuario.pendiente_password ? 'activo' : 'pendiente';
}

/** The fields the users' list sorts by. */
export const USUARIOS_ADMIN_SORTABLE = ['usuario', 'nombre', 'fecha_creacion'] as const;

/**
 * `GET /usuarios-admin/lista` query (part 2 §2.13, §7.6): `nif` (a part of it; case, spaces, dots and
 * hyphens ignored), `estado_id` (activo, baja, pendiente; empty: all); page, order_by (default surnames
 * and name). No Excel: the spec gives this list none. The spec's other keys (num_colegiado, colegio_id,
 * search_text) are dropped.
 */
export const UsuariosAdminQuery = v.omit(
  listQuery({ nif: textFilter(20), estado_id: choiceFilter(ESTADOS_USUARIO) }, USUARIOS_ADMIN_SORTABLE, 'nombre asc'),
  ['to_excel'],
);
export type UsuariosAdminQuery = v.InferOutput<typeof UsuariosAdminQuery>;
export type UsuariosAdminQueryInput = v.InferInput<typeof UsuariosAdminQuery>;

/** A row of the users' list. */
export const UsuarioAdminListItem = v.object({
  id: v.number(),
  usuario: v.string(),
  nombre: v.string(),
  apellidos: v.string(),
  full_name: v.string(),
  telefono: v.nullable(v.string()),
  email: v.string(),
  perfiles: v.array(v.picklist(PERFILES_ASOCIACION)),
  activo: v.boolean(),
  pendiente_password: v.boolean(),
  fecha_baja: v.nullable(v.string()),
});
export type UsuarioAdminListItem = v.InferOutput<typeof UsuarioAdminListItem>;

const userId = () => v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, MSG.noEncontrado), v.transform(Number)) });

/**
 * The association's users, filtered, sorted, paged. A profile-2 administrator's list leaves out the
 * profile-1 users.
 *
 * @example
 * const { data } = await call(usuariosAdminList, { query: { estado_id: 'activo' } });
 */
export const usuariosAdminList = defineEndpoint({
  method: 'GET',
  path: '/usuarios-admin/lista',
  query: UsuariosAdminQuery,
  response: paginated(UsuarioAdminListItem),
  access: ACCESS.admin,
  summary: "The association's users: filtered by NIF and state, sorted, paged (profile 2: without profile-1 users)",
  tags: ['consultores'],
});

/** One association user by id (404 for any other account, and for a profile-1 user asked by a profile-2 administrator). */
export const usuarioAdminShow = defineEndpoint({
  method: 'GET',
  path: '/usuarios-admin/:id/show',
  params: userId(),
  response: UsuarioAdmin,
  access: ACCESS.admin,
  summary: 'An association user, for its page',
  tags: ['consultores'],
});

/**
 * Creates an association user (201) and e-mails them a link to choose their password (never a
 * password in clear). NIF and e-mail already an account's: 422 under the field; profile 1 from a
 * profile-2 administrator: 403, nothing stored.
 */
export const registrarUsuarioAdmin = defineEndpoint({
  method: 'POST',
  path: '/usuario-admin/caateeb/registro',
  body: UsuarioAdminBody,
  response: UsuarioAdmin,
  status: 201,
  stale: ['GET /usuarios-admin/lista'],
  access: ACCESS.admin,
  summary: 'Creates an association user, who gets an e-mail to set their password',
  tags: ['consultores'],
});

/** Updates an association user (the same rules as creating one; never one's own profile). */
export const actualizarUsuarioAdmin = defineEndpoint({
  method: 'PATCH',
  path: '/usuario-admin/caateeb/:id/update',
  params: userId(),
  body: UsuarioAdminBody,
  response: UsuarioAdmin,
  stale: ['GET /usuarios-admin/lista', 'GET /usuarios-admin/:id/show'],
  access: ACCESS.admin,
  summary: 'Updates an association user',
  tags: ['consultores'],
});

/**
 * Deletes an association user who never used the portal (a mistaken creation); one who signed in is a
 * 409 (give them baja instead), and so is one's own account.
 */
export const eliminarUsuarioAdmin = defineEndpoint({
  method: 'DELETE',
  path: '/usuario-admin/:id/destroy',
  params: userId(),
  response: v.null(),
  stale: ['GET /usuarios-admin/lista'],
  access: ACCESS.admin,
  summary: 'Deletes an association user who never signed in',
  tags: ['consultores'],
});

/** `POST /usuario-admin/caateeb/verificar` body: the NIF left in the form. */
export const VerificarUsuarioAdminBody = v.object({
  nif: taxId(AUTH_MSG.usuarioObligatorio, MSG.nifPersonaNoValido, isPersonTaxId),
});

/**
 * The form's tax-id lookup (part 2 §2.13): 200 `usuarioYaExiste` with the association user who has
 * that NIF (the form offers it); 404 when no account has it (free to create); 409 `nifDeOtraCuenta`
 * when another account of the portal has it (a consultant's, a company's, or a profile-1 user a
 * profile-2 administrator does not see).
 */
export const verificarUsuarioAdmin = defineEndpoint({
  method: 'POST',
  path: '/usuario-admin/caateeb/verificar',
  body: VerificarUsuarioAdminBody,
  response: UsuarioAdmin,
  access: ACCESS.admin,
  summary: 'Whether a NIF is an association user already (the form offers its data), free (404) or another account (409)',
  tags: ['consultores'],
});
