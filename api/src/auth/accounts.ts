/**
 * The accounts' queries: accounts, server-side sessions, one-off tokens, the audit trail and the
 * throttle's counters. Below every area: the areas, the sessions, audit and throttle plugins and the
 * seed reach these tables only through the functions exported here (the sign-in flows that use them
 * are the auth area's, api/src/areas/auth).
 */
import { and, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModuloApp } from '@dapcon/contract';
import { hashOneOffToken, newOneOffToken } from './one-off-tokens';
import type { Database } from '../db/database';
import { auditoria, intentosAcceso, sesiones, tokensUsuario, usuarios, type PropositoToken } from './tables';

/** A new account row. */
export type NewUsuario = typeof usuarios.$inferInsert;

// ---------------------------------------------------------------- accounts

/** What a session of a user needs of their account (their token's claims). */
export const userColumns = {
  id: usuarios.id,
  usuario: usuarios.usuario,
  nombre: usuarios.nombre,
  apellidos: usuarios.apellidos,
  email: usuarios.email,
  perfil: usuarios.perfil,
  modulo_app: usuarios.modulo_app,
};

/** A user of one module by sign-in identifier, with what the token needs (but the payment state, the company's). */
export async function findUserForLogin(db: Database, usuario: string, modulo: ModuloApp) {
  const [row] = await db
    .select({
      ...userColumns,
      password_hash: usuarios.password_hash,
      activo: usuarios.activo,
      fecha_baja: usuarios.fecha_baja,
    })
    .from(usuarios)
    .where(and(eq(usuarios.usuario, usuario), eq(usuarios.modulo_app, modulo)))
    .limit(1);
  return row;
}

/** The account of a user id, as `GET /auth/me` shows it (but the payment state, the company's). */
export async function findUsuario(db: Database, id: number) {
  const [row] = await db.select(userColumns).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row;
}

/** A user by id with what a new session of theirs needs (the way back from an impersonation). */
export async function findUserForSession(db: Database, id: number) {
  const [row] = await db
    .select({ ...userColumns, activo: usuarios.activo, fecha_baja: usuarios.fecha_baja })
    .from(usuarios)
    .where(eq(usuarios.id, id))
    .limit(1);
  return row;
}

/** The stored password hash of a user. */
export async function findPasswordHash(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ password_hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row?.password_hash;
}

/** Replaces a user's password hash. */
export async function updatePasswordHash(db: Database, id: number, passwordHash: string, now: Date = new Date()): Promise<void> {
  await db.update(usuarios).set({ password_hash: passwordHash, updated_at: now }).where(eq(usuarios.id, id));
}

/** Whether a sign-in identifier (CIF/NIF) belongs to any account, of any module. */
export async function isUsuarioTaken(db: Database, usuario: string): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, usuario)).limit(1);
  return row !== undefined;
}

/** Whether an e-mail address is the address of any account (case does not matter). */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Inserts an account; answers its id. */
export async function insertUsuario(db: Database, user: NewUsuario): Promise<number> {
  const [row] = await db.insert(usuarios).values(user).returning({ id: usuarios.id });
  if (!row) throw new Error('The user row was not created');
  return row.id;
}

/** Inserts accounts in one statement; answers the id of each by its `usuario` (the seed). */
export async function insertUsuarios(db: Database, users: NewUsuario[]): Promise<Map<string, number>> {
  const inserted = users.length === 0 ? [] : await db.insert(usuarios).values(users).returning({ id: usuarios.id, usuario: usuarios.usuario });
  return new Map(inserted.map(({ id, usuario }) => [usuario, id]));
}

/** Whether the database holds no account yet (the first start seeds it). */
export async function hasNoUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).limit(1);
  return row === undefined;
}

// ---------------------------------------------------------------- sessions

export interface NewSession {
  usuario_id: number;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
  /** The administrator who opens this session as a company ('Iniciar Sesión'); none for a user's own. */
  suplantador_id?: number | null;
  /** The administrator's own session it is opened from (the one the way back replaces). */
  sesion_origen_id?: string | null;
}

/** Records a session; answers its id (the token's `sid`). */
export async function createSession(db: Database, session: NewSession): Promise<string> {
  const [row] = await db.insert(sesiones).values(session).returning({ id: sesiones.id });
  if (!row) throw new Error('The session row was not created');
  return row.id;
}

/** The administrator behind an impersonation session, joined beside the session's own user. */
const suplantadores = alias(usuarios, 'suplantador');

/** The session lookup of every signed-in request, built once (`findSessionWithUser`). */
function sessionWithUserQuery(db: Database) {
  return db
    .select({
      session: {
        usuario_id: sesiones.usuario_id,
        expires_at: sesiones.expires_at,
        revoked_at: sesiones.revoked_at,
        suplantador_id: sesiones.suplantador_id,
      },
      user: {
        id: usuarios.id,
        usuario: usuarios.usuario,
        nombre: usuarios.nombre,
        apellidos: usuarios.apellidos,
        perfil: usuarios.perfil,
        modulo_app: usuarios.modulo_app,
        activo: usuarios.activo,
        fecha_baja: usuarios.fecha_baja,
      },
      suplantador: {
        activo: suplantadores.activo,
        fecha_baja: suplantadores.fecha_baja,
      },
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
    .leftJoin(suplantadores, eq(suplantadores.id, sesiones.suplantador_id))
    .where(eq(sesiones.id, sql.placeholder('sid')))
    .limit(1)
    .prepare('find_session_with_user');
}

/** Each database's prepared session lookup. */
const preparedSessionQueries = new WeakMap<Database, ReturnType<typeof sessionWithUserQuery>>();

/**
 * A session and its user, as the authentication check needs them; for a session an administrator
 * opened as a company, that administrator's state too (null otherwise). Every signed-in request asks
 * it, so it is a prepared statement: Drizzle builds its SQL once per database, and PostgreSQL parses
 * and plans it once per connection (docs/lists.md 'Where a list request's time goes').
 */
export async function findSessionWithUser(db: Database, sessionId: string) {
  let query = preparedSessionQueries.get(db);
  if (query === undefined) {
    query = sessionWithUserQuery(db);
    preparedSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ sid: sessionId });
  return row;
}

/** Ends one session. */
export async function revokeSession(db: Database, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: now })
    .where(and(eq(sesiones.id, sessionId), isNull(sesiones.revoked_at)));
}

/** The administrator's own session an impersonation session was opened from, or null. */
export async function sesionOrigenDe(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db.select({ origen: sesiones.sesion_origen_id }).from(sesiones).where(eq(sesiones.id, sessionId));
  return row?.origen ?? null;
}

/** Ends every live session of a user, or every one but `except` (the caller's own, on a change of password). */
export async function revokeUserSessions(db: Database, usuarioId: number, except?: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: now })
    .where(and(eq(sesiones.usuario_id, usuarioId), isNull(sesiones.revoked_at), except === undefined ? undefined : ne(sesiones.id, except)));
}

// ---------------------------------------------------------------- a company's account
// The writes a company's page makes on the company's account (empresas/service.ts): its e-mail and
// names follow the company's, baja and alta switch it off and on, deletion removes it.

/** What a company's save copies to its account: the e-mail (the account's too), names and phone. */
export interface CuentaEmpresaChanges {
  email?: string;
  nombre?: string;
  apellidos?: string;
  telefono?: string | null;
}

/** Copies a company's e-mail, names and phone to its account. */
export async function updateCuentaEmpresa(db: Database, usuarioId: number, changes: CuentaEmpresaChanges, now: Date = new Date()): Promise<void> {
  await updateCuentaDe(db, 'organizacion', usuarioId, changes, now);
}

/** Copies a company's or a consultant's e-mail, names and phone to its account (of that module only). */
export async function updateCuentaDe(db: Database, modulo: ModuloApp, usuarioId: number, changes: CuentaEmpresaChanges, now: Date = new Date()): Promise<void> {
  await db
    .update(usuarios)
    .set({ ...changes, updated_at: now })
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.modulo_app, modulo)));
}

/**
 * Switches a company's account off (baja: `activo` false, `fecha_baja` the baja's instant) or on
 * again (alta: `activo` true, no `fecha_baja`). Sign-in and every open session check both
 * (auth/session-rules.ts `isUserActive`).
 */
export async function setCuentaEmpresaActiva(db: Database, usuarioId: number, fechaBaja: Date | null, now: Date = new Date()): Promise<void> {
  await db
    .update(usuarios)
    .set({ activo: fechaBaja === null, fecha_baja: fechaBaja, updated_at: now })
    .where(and(eq(usuarios.id, usuarioId), eq(usuarios.modulo_app, 'organizacion')));
}

/**
 * Deletes a company's account, and with it (ON DELETE CASCADE) the company, its sessions, one-off
 * tokens and baja/alta history. A table that refers to the company with ON DELETE RESTRICT (its
 * DAPcons, its payments) makes this fail with a foreign-key violation, and nothing is deleted.
 */
export async function deleteCuentaEmpresa(db: Database, usuarioId: number): Promise<void> {
  await deleteCuentaDe(db, 'organizacion', usuarioId);
}

/** Deletes a company's or a consultant's account (of that module only), as `deleteCuentaEmpresa` says. */
export async function deleteCuentaDe(db: Database, modulo: ModuloApp, usuarioId: number): Promise<void> {
  await db.delete(usuarios).where(and(eq(usuarios.id, usuarioId), eq(usuarios.modulo_app, modulo)));
}

// ---------------------------------------------------------------- audit

/** One write made in a session (plugins/app/audit.ts). */
export type NewAuditoria = Omit<typeof auditoria.$inferInsert, 'id' | 'created_at'>;

/** Records one write made in a session. */
export async function insertAuditoria(db: Database, row: NewAuditoria): Promise<void> {
  await db.insert(auditoria).values(row);
}

// ---------------------------------------------------------------- one-off tokens

/** Creates a token for a user; answers the token itself (only its hash is stored). */
export async function createOneOffToken(
  db: Database,
  usuarioId: number,
  proposito: PropositoToken,
  ttlMinutes: number,
  now: Date = new Date(),
): Promise<string> {
  const { token, hash } = newOneOffToken();
  await db.insert(tokensUsuario).values({
    usuario_id: usuarioId,
    proposito,
    token_hash: hash,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

/** A token of a purpose with its user, whatever its state (the caller tells used and expired apart). */
export async function findOneOffToken(db: Database, proposito: PropositoToken, token: string) {
  const [row] = await db
    .select({
      id: tokensUsuario.id,
      expires_at: tokensUsuario.expires_at,
      used_at: tokensUsuario.used_at,
      user: {
        id: usuarios.id,
        activo: usuarios.activo,
        fecha_baja: usuarios.fecha_baja,
      },
    })
    .from(tokensUsuario)
    .innerJoin(usuarios, eq(usuarios.id, tokensUsuario.usuario_id))
    .where(and(eq(tokensUsuario.token_hash, hashOneOffToken(token)), eq(tokensUsuario.proposito, proposito)))
    .limit(1);
  return row;
}

/** Spends a single-use token; false when it was already spent (a concurrent use won). */
export async function spendOneOffToken(db: Database, id: number, now: Date = new Date()): Promise<boolean> {
  const spent = await db
    .update(tokensUsuario)
    .set({ used_at: now })
    .where(and(eq(tokensUsuario.id, id), isNull(tokensUsuario.used_at)))
    .returning({ id: tokensUsuario.id });
  return spent.length > 0;
}

/** Voids every unspent token of a purpose of a user (a reset or a change of password voids pending reset links). */
export async function voidOneOffTokens(db: Database, usuarioId: number, proposito: PropositoToken, now: Date = new Date()): Promise<void> {
  await db
    .update(tokensUsuario)
    .set({ used_at: now })
    .where(and(eq(tokensUsuario.usuario_id, usuarioId), eq(tokensUsuario.proposito, proposito), isNull(tokensUsuario.used_at)));
}

/** Unspent, unexpired tokens of a purpose a user holds (the recovery throttle). */
export async function countLiveOneOffTokens(db: Database, usuarioId: number, proposito: PropositoToken, now: Date = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tokensUsuario)
    .where(
      and(
        eq(tokensUsuario.usuario_id, usuarioId),
        eq(tokensUsuario.proposito, proposito),
        isNull(tokensUsuario.used_at),
        gt(tokensUsuario.expires_at, now),
      ),
    );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- throttle counters
// Every time is passed in by the caller, so the throttle's clock can be injected in tests
// and the rows mean the same whichever API process wrote them.

/** The latest end of a lock among `keys` still in force at `now`, or null. */
export async function lockedUntil(db: Database, keys: string[], now: Date): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ until: intentosAcceso.bloqueado_hasta })
    .from(intentosAcceso)
    .where(inArray(intentosAcceso.clave, keys));
  let latest: Date | null = null;
  for (const { until } of rows) {
    if (until && until.getTime() > now.getTime() && (!latest || until.getTime() > latest.getTime())) latest = until;
  }
  return latest;
}

export interface CountOptions {
  now: Date;
  /** A count older than this starts again from one. */
  windowStart: Date;
  /** Attempts allowed in a window; the next one locks the key. */
  max: number;
  /** End of the lock set by the attempt past `max`. */
  lockUntil: Date;
}

/**
 * Counts one attempt for `key` in one statement (an upsert, atomic whichever process
 * runs it) and answers the end of the lock when this attempt went past the limit.
 */
export async function countAttempt(db: Database, key: string, { now, windowStart, max, lockUntil }: CountOptions): Promise<Date | null> {
  // In ON CONFLICT … DO UPDATE the columns name the row as it was; `excluded` is the new one.
  const restarts = sql`${intentosAcceso.desde} <= ${windowStart.toISOString()}::timestamptz`;
  const nextCount = sql`case when ${restarts} then 1 else ${intentosAcceso.intentos} + 1 end`;
  const [row] = await db
    .insert(intentosAcceso)
    .values({ clave: key, intentos: 1, desde: now, bloqueado_hasta: max < 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: intentosAcceso.clave,
      set: {
        intentos: nextCount,
        desde: sql`case when ${restarts} then excluded.desde else ${intentosAcceso.desde} end`,
        bloqueado_hasta: sql`case when ${nextCount} > ${max} then ${lockUntil.toISOString()}::timestamptz else ${intentosAcceso.bloqueado_hasta} end`,
      },
    })
    .returning({ intentos: intentosAcceso.intentos, until: intentosAcceso.bloqueado_hasta });
  return row && row.intentos > max && row.until && row.until.getTime() > now.getTime() ? row.until : null;
}

/** Forgets the failures of keys (a right password clears its user's count). */
export async function clearAttempts(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(intentosAcceso).where(inArray(intentosAcceso.clave, keys));
}

/** Removes the rows that no longer count nor lock anything; answers how many. */
export async function pruneAttempts(db: Database, windowStart: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(intentosAcceso)
    .where(
      and(
        lt(intentosAcceso.desde, windowStart),
        or(isNull(intentosAcceso.bloqueado_hasta), lt(intentosAcceso.bloqueado_hasta, now)),
      ),
    )
    .returning({ clave: intentosAcceso.clave });
  return removed.length;
}
