import { and, eq, sql } from 'drizzle-orm';
import type { MeData, ModuloApp } from '@dapcon/contract';
import type { Database } from '../db/database';
import { organizaciones, usuarios } from '../db/schema';

const userColumns = {
  id: usuarios.id,
  usuario: usuarios.usuario,
  nombre: usuarios.nombre,
  apellidos: usuarios.apellidos,
  email: usuarios.email,
  perfil: usuarios.perfil,
  modulo_app: usuarios.modulo_app,
  // Only organisations have a payment state; the left join leaves null for the rest.
  estado_pago: organizaciones.estado_pago,
};

/** A user of one module by sign-in identifier, with what the token needs. */
export async function findUserForLogin(db: Database, usuario: string, modulo: ModuloApp) {
  const [row] = await db
    .select({
      ...userColumns,
      password_hash: usuarios.password_hash,
      activo: usuarios.activo,
      fecha_baja: usuarios.fecha_baja,
    })
    .from(usuarios)
    .leftJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id))
    .where(and(eq(usuarios.usuario, usuario), eq(usuarios.modulo_app, modulo)))
    .limit(1);
  return row;
}

export async function findMe(db: Database, id: number): Promise<MeData | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(usuarios)
    .leftJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id))
    .where(eq(usuarios.id, id))
    .limit(1);
  return row;
}

/** The stored password hash of a user. */
export async function findPasswordHash(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ password_hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row?.password_hash;
}

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
