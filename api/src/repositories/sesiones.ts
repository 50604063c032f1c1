import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sesiones, usuarios } from '../db/schema';

export interface NewSession {
  usuario_id: number;
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
}

export async function createSession(db: Database, session: NewSession): Promise<string> {
  const [row] = await db.insert(sesiones).values(session).returning({ id: sesiones.id });
  if (!row) throw new Error('The session row was not created');
  return row.id;
}

/** A session and its user, as the authentication check needs them. */
export async function findSessionWithUser(db: Database, sessionId: string) {
  const [row] = await db
    .select({
      session: {
        usuario_id: sesiones.usuario_id,
        expires_at: sesiones.expires_at,
        revoked_at: sesiones.revoked_at,
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
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
    .where(eq(sesiones.id, sessionId))
    .limit(1);
  return row;
}

export async function revokeSession(db: Database, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: now })
    .where(and(eq(sesiones.id, sessionId), isNull(sesiones.revoked_at)));
}

/** Ends every live session of a user, or every one but `except` (the caller's own, on a change of password). */
export async function revokeUserSessions(db: Database, usuarioId: number, except?: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sesiones)
    .set({ revoked_at: now })
    .where(and(eq(sesiones.usuario_id, usuarioId), isNull(sesiones.revoked_at), except === undefined ? undefined : ne(sesiones.id, except)));
}
