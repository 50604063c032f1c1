/**
 * The association's users (docs/consultores.md 'Association users'; spec part 2 §2.13, §3, §5, §6,
 * §7.2, §7.6; contract/src/consultores/usuarios.ts): the administration's accounts, module
 * 'administrador', profile 1 (Ares administrator) or 2 (association administrator), one profile each,
 * answered as the spec's list `perfiles`.
 *
 * - **Who sees whom**: a profile-1 administrator every association user; a profile-2 one the profile-2
 *   users only: its list leaves the others out, and their page, update and deletion are 404, as for an
 *   id that is not there (docs/decisions.md).
 * - **Profile 1** is given only by a profile-1 administrator: from anyone else it is a 403 and nothing
 *   is stored. Nobody changes their own profile (422 under `perfiles`).
 * - **NIF and e-mail** are unique among every account of the portal: 422 under the field.
 * - **A new user** is active, without a password (`NO_PASSWORD`: nothing signs in), and is e-mailed a
 *   single-use link to choose theirs (the recovery mechanism's token, valid WELCOME_LINK_DAYS): never a
 *   password in clear. Until they choose it the account is 'pendiente' (`pendiente_password`), in the
 *   list, its filter and the user's page.
 * - **Deleting** removes an account that never signed in (a mistaken creation); one that did (a
 *   session, or a write recorded in the audit) is a 409: its history stays, and baja is the way out.
 *   Never one's own account.
 */
import { and, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MSG,
  CONSULTORES_MSG,
  MSG,
  normalizeTaxId,
  PERFILES,
  enlaceRestablecerPassword,
  type OrderBy,
  type PerfilAsociacion,
  type USUARIOS_ADMIN_SORTABLE,
  type UsuarioAdmin,
  type UsuarioAdminBody,
  type UsuarioAdminListItem,
  type UsuariosAdminQuery,
  actualizarUsuarioAdmin as actualizarUsuarioAdminEndpoint,
  eliminarUsuarioAdmin as eliminarUsuarioAdminEndpoint,
  registrarUsuarioAdmin as registrarUsuarioAdminEndpoint,
  usuarioAdminShow,
  usuariosAdminList,
  verificarUsuarioAdmin as verificarUsuarioAdminEndpoint,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { NO_PASSWORD } from '../../auth/passwords';
import { unaccentLower } from '../../db/columns';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, ForbiddenError, NotFoundError } from '../../errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf, type Lang } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { auditRecord } from '../../plugins/app/audit';
import { containsPattern, listOrder, orderByClause, pageOf, type ListTotals, type SortMap } from '../../lib/list';
import { renderPlantilla } from '../../mail/render';
import { createOneOffToken, revokeUserSessions } from '../../auth/accounts';
import { auditoria, sesiones, usuarios } from '../../auth/tables';

/** How long the welcome link lasts: a week (a reset link, an hour, is asked for by its user; this one is not). */
export const WELCOME_LINK_DAYS = 7;

type SortField = (typeof USUARIOS_ADMIN_SORTABLE)[number];

const PERFILES_ASOCIACION_SQL: PerfilAsociacion[] = [PERFILES.adminAres, PERFILES.adminAsociacion];

const nombreCompleto = sql<string>`${usuarios.apellidos} || ', ' || ${usuarios.nombre}`;

/** The user has not chosen a password yet (a new user until the welcome link is used). */
const pendientePassword = sql<boolean>`(${usuarios.password_hash} = ${NO_PASSWORD})`;

const SORTS: SortMap<SortField> = {
  usuario: usuarios.usuario,
  nombre: unaccentLower(nombreCompleto),
  fecha_creacion: usuarios.created_at,
};

/** The association users a caller sees: every one for profile 1; profile 2 only for anyone else. */
function visibles(caller: Pick<AuthUser, 'perfil'>): SQL | undefined {
  return and(
    eq(usuarios.modulo_app, 'administrador'),
    caller.perfil === PERFILES.adminAres ? inArray(usuarios.perfil, PERFILES_ASOCIACION_SQL) : eq(usuarios.perfil, PERFILES.adminAsociacion),
  );
}

type Row = typeof usuarios.$inferSelect;

const perfilesDe = (row: Pick<Row, 'perfil'>) => [row.perfil as PerfilAsociacion];

function toUsuarioAdmin(row: Row): UsuarioAdmin {
  return {
    id: row.id,
    usuario: row.usuario,
    nombre: row.nombre,
    apellidos: row.apellidos,
    telefono: row.telefono,
    email: row.email,
    perfiles: perfilesDe(row),
    recibir_notificacion: row.recibir_notificacion,
    activo: row.activo,
    pendiente_password: row.password_hash === NO_PASSWORD,
    fecha_baja: row.fecha_baja?.toISOString() ?? null,
    fecha_creacion: row.created_at.toISOString(),
    fecha_modificacion: row.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------- the list

/** The list's filters as one WHERE, within what the caller sees. */
export function usuariosAdminWhere(caller: Pick<AuthUser, 'perfil'>, q: Pick<UsuariosAdminQuery, 'nif' | 'estado_id'>): SQL | undefined {
  return and(
    visibles(caller),
    q.nif === undefined ? undefined : like(usuarios.usuario, containsPattern(normalizeTaxId(q.nif))),
    q.estado_id === 'baja'
      ? sql`${usuarios.fecha_baja} is not null`
      : q.estado_id === 'activo'
        ? and(sql`${usuarios.fecha_baja} is null`, eq(usuarios.activo, true), ne(usuarios.password_hash, NO_PASSWORD))
        : q.estado_id === 'pendiente'
          ? and(sql`${usuarios.fecha_baja} is null`, or(eq(usuarios.activo, false), eq(usuarios.password_hash, NO_PASSWORD)))
          : undefined,
  );
}

/** `GET /usuarios-admin/lista`: a page of the association users the caller sees. */
export async function usuariosAdminPage(db: Database, caller: AuthUser, query: UsuariosAdminQuery, totals: ListTotals) {
  const where = usuariosAdminWhere(caller, query);
  const order = listOrder(query.order_by as OrderBy<SortField>, SORTS, usuarios.id);
  const totalsKey = `usuarios-admin ${caller.perfil} ${JSON.stringify({ nif: query.nif, estado_id: query.estado_id })}`;
  return pageOf<UsuarioAdminListItem>(query.page, {
    rows: async (limit, offset) =>
      (
        await db
          .select({
            id: usuarios.id,
            usuario: usuarios.usuario,
            nombre: usuarios.nombre,
            apellidos: usuarios.apellidos,
            full_name: nombreCompleto,
            telefono: usuarios.telefono,
            email: usuarios.email,
            perfil: usuarios.perfil,
            activo: usuarios.activo,
            pendiente_password: pendientePassword,
            fecha_baja: usuarios.fecha_baja,
          })
          .from(usuarios)
          .where(where)
          .orderBy(...orderByClause(order))
          .limit(limit)
          .offset(offset)
      ).map(({ perfil, fecha_baja, ...row }) => ({ ...row, perfiles: perfilesDe({ perfil }), fecha_baja: fecha_baja?.toISOString() ?? null })),
    total: () =>
      totals.get(totalsKey, async () => {
        const [row] = await db.select({ n: count() }).from(usuarios).where(where);
        return row?.n ?? 0;
      }),
  });
}

// ---------------------------------------------------------------- one user

/** An association user the caller sees, by id; 404 otherwise. */
async function visible(db: Database, caller: AuthUser, id: number, lock = false): Promise<Row> {
  const query = db.select().from(usuarios).where(and(eq(usuarios.id, id), visibles(caller)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** `GET /usuarios-admin/:id/show`. */
export async function usuarioAdmin(db: Database, caller: AuthUser, id: number): Promise<UsuarioAdmin> {
  return toUsuarioAdmin(await visible(db, caller, id));
}

/** Profile 1 only from a profile-1 administrator (403, before anything is read or stored). */
function checkPerfiles(caller: AuthUser, perfiles: readonly PerfilAsociacion[]): void {
  if (caller.perfil !== PERFILES.adminAres && perfiles.includes(PERFILES.adminAres)) throw new ForbiddenError(MSG.sinPermiso);
}

/** NIF and e-mail taken by another account (any module): the 422 under each. */
async function checkUnique(db: Database, body: Pick<UsuarioAdminBody, 'usuario' | 'email'>, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(usuarios.id, exceptId);
  const taken = await db
    .select({ usuario: usuarios.usuario, email: usuarios.email })
    .from(usuarios)
    .where(and(or(eq(usuarios.usuario, body.usuario), eq(sql`lower(${usuarios.email})`, body.email.toLowerCase())), others))
    .limit(2);
  const errors = new FieldErrors();
  if (taken.some((r) => r.usuario === body.usuario)) errors.add('usuario', AUTH_MSG.documentoYaRegistrado);
  if (taken.some((r) => r.email.toLowerCase() === body.email.toLowerCase())) errors.add('email', AUTH_MSG.correoYaRegistrado);
  errors.throwIfAny();
}

/** A unique violation at the insert or update (two requests at once): the same 422 as the check. */
async function uniqueOr422<T>(db: Database, body: Pick<UsuarioAdminBody, 'usuario' | 'email'>, exceptId: number | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) await checkUnique(db, body, exceptId);
    throw error;
  }
}

const datos = (body: UsuarioAdminBody) => ({
  usuario: body.usuario,
  nombre: body.nombre,
  apellidos: body.apellidos,
  telefono: body.telefono,
  email: body.email,
  perfil: body.perfiles[0] ?? PERFILES.adminAsociacion,
  recibir_notificacion: body.recibir_notificacion,
});

/**
 * `POST /usuario-admin/caateeb/registro`: the account, active, without a password ('pendiente' until its
 * user chooses one), and the e-mail with the link to choose it, in the language of whoever created it.
 */
export async function registrarUsuarioAdmin(app: FastifyInstance, caller: AuthUser, body: UsuarioAdminBody, lang: Lang, now: Date = new Date()): Promise<UsuarioAdmin> {
  checkPerfiles(caller, body.perfiles);
  await checkUnique(app.db, body);
  const { row, token } = await uniqueOr422(app.db, body, undefined, () =>
    app.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(usuarios)
        .values({ ...datos(body), password_hash: NO_PASSWORD, modulo_app: 'administrador', activo: true, created_at: now, updated_at: now })
        .returning();
      if (!inserted) throw new Error('the user was not inserted');
      return { row: inserted, token: await createOneOffToken(tx, inserted.id, 'restablecer_password', WELCOME_LINK_DAYS * 24 * 60, now) };
    }),
  );
  const link = enlaceRestablecerPassword(app.config.publicUrl, token, lang);
  const nombre = `${row.nombre} ${row.apellidos}`.trim();
  const mail = await renderPlantilla(app.db, 'bienvenida_usuario', lang, { nombre, usuario: row.usuario, enlace: link, dias: String(WELCOME_LINK_DAYS) }, app.config.mailFrom);
  // Recorded in the outbox before the answer; the SMTP delivery follows it.
  await app.mailer.send({ plantilla: 'bienvenida_usuario', to: row.email, usuarioId: row.id, ...mail });
  return toUsuarioAdmin(row);
}

/**
 * `PATCH /usuario-admin/caateeb/:id/update`. A change of profile ends the user's sessions: the menus
 * of the new one come with the next sign-in (the API reads the profile from the account at once).
 */
export async function actualizarUsuarioAdmin(db: Database, caller: AuthUser, id: number, body: UsuarioAdminBody, now: Date = new Date()): Promise<UsuarioAdmin> {
  checkPerfiles(caller, body.perfiles);
  // A unique violation aborts the transaction: the 422 is worked out after it, outside.
  return uniqueOr422(db, body, id, () =>
    db.transaction(async (tx) => {
      const current = await visible(tx, caller, id, true);
      const perfil = body.perfiles[0] ?? current.perfil;
      if (current.id === caller.id && perfil !== current.perfil) {
        new FieldErrors().add('perfiles', CONSULTORES_MSG.perfilPropioNoModificable).throwIfAny();
      }
      await checkUnique(tx, body, id);
      const [row] = await tx
        .update(usuarios)
        .set({ ...datos(body), updated_at: now })
        .where(eq(usuarios.id, id))
        .returning();
      if (!row) throw new NotFoundError();
      if (perfil !== current.perfil) await revokeUserSessions(tx, id, undefined, now);
      return toUsuarioAdmin(row);
    }),
  );
}

/** Whether an account ever signed in (a session, its own or an impersonation) or wrote anything recorded. */
async function haUsadoElPortal(db: Database, id: number): Promise<boolean> {
  const [sesion] = await db
    .select({ id: sesiones.id })
    .from(sesiones)
    .where(or(eq(sesiones.usuario_id, id), eq(sesiones.suplantador_id, id)))
    .limit(1);
  if (sesion) return true;
  const [escrito] = await db
    .select({ id: auditoria.id })
    .from(auditoria)
    .where(or(eq(auditoria.usuario_id, id), eq(auditoria.suplantador_id, id)))
    .limit(1);
  return escrito !== undefined;
}

/** `DELETE /usuario-admin/:id/destroy`: only an account that never signed in; never one's own. */
export async function eliminarUsuarioAdmin(db: Database, caller: AuthUser, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await visible(tx, caller, id, true);
      if (row.id === caller.id) throw new ConflictError(CONSULTORES_MSG.usuarioPropioNoEliminable);
      if (await haUsadoElPortal(tx, row.id)) throw new ConflictError(CONSULTORES_MSG.usuarioConActividad);
      await tx.delete(usuarios).where(eq(usuarios.id, row.id));
    });
  } catch (error) {
    // Anything else that still names the account keeps it.
    if (isForeignKeyViolation(error)) throw new ConflictError(CONSULTORES_MSG.usuarioConActividad);
    throw error;
  }
}

/**
 * `POST /usuario-admin/caateeb/verificar`: the association user with that NIF, when the caller sees
 * them; 404 when no account has it; 409 when another account has it.
 */
export async function verificarUsuarioAdmin(db: Database, caller: AuthUser, nif: string): Promise<UsuarioAdmin> {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.usuario, normalizeTaxId(nif)));
  if (!row) throw new NotFoundError(CONSULTORES_MSG.usuarioNifLibre);
  const [seen] = await db.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.id, row.id), visibles(caller)));
  if (!seen) throw new ConflictError(CONSULTORES_MSG.nifDeOtraCuenta);
  return toUsuarioAdmin(row);
}

// ---------------------------------------------------------------- the routes

/** Registers the association users' routes (called by the area's routes.ts). */
export function serveUsuariosAdmin(app: FastifyInstance): void {
  serve(app, usuariosAdminList, async (request) => ok(await usuariosAdminPage(app.db, currentUser(request), request.query, app.listTotals)));
  serve(app, usuarioAdminShow, async (request) => ok(await usuarioAdmin(app.db, currentUser(request), request.params.id)));
  // Each write names the account it changed and its fields old → new (plugins/app/audit.ts).
  serve(app, registrarUsuarioAdminEndpoint, async (request) =>
    ok(
      await auditRecord(request, { tabla: usuarios, id: null, idTras: (creado) => creado.id }, () =>
        registrarUsuarioAdmin(app, currentUser(request), request.body, languageOf(request.headers['accept-language'])),
      ),
      CONSULTORES_MSG.usuarioCreado,
    ),
  );
  serve(app, actualizarUsuarioAdminEndpoint, async (request) =>
    ok(await auditRecord(request, { tabla: usuarios, id: request.params.id }, () => actualizarUsuarioAdmin(app.db, currentUser(request), request.params.id, request.body)), MSG.operacionCorrecta),
  );
  serve(app, eliminarUsuarioAdminEndpoint, async (request) => {
    await auditRecord(request, { tabla: usuarios, id: request.params.id }, () => eliminarUsuarioAdmin(app.db, currentUser(request), request.params.id));
    return ok(null, CONSULTORES_MSG.usuarioEliminado);
  });
  serve(app, verificarUsuarioAdminEndpoint, async (request) => ok(await verificarUsuarioAdmin(app.db, currentUser(request), request.body.nif), CONSULTORES_MSG.usuarioYaExiste));
}
