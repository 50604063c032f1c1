/**
 * An administrator's own data (docs/consultores.md 'Own data'; spec part 1 §3 'Administrator
 * profile', §5; contract/src/consultores/administrador.ts): read and saved by the administrator
 * itself, its sign-in name (its NIF) never changed here; the e-mail no other account may hold.
 */
import { and, eq } from 'drizzle-orm';
import { AUTH_MSG, type MisDatosAdmin, type MisDatosAdminBody } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { FieldErrors, NotFoundError } from '../../errors';
import { isEmailTaken } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';

const columns = { id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, telefono: usuarios.telefono, usuario: usuarios.usuario, email: usuarios.email };

const ofAdmin = (user: AuthUser) => and(eq(usuarios.id, user.id), eq(usuarios.modulo_app, 'administrador'));

/** `GET /usuario-admin/mis-datos/mostrar`. */
export async function misDatosAdmin(db: Database, user: AuthUser): Promise<MisDatosAdmin> {
  const [row] = await db.select(columns).from(usuarios).where(ofAdmin(user));
  if (!row) throw new NotFoundError();
  return row;
}

/** `POST /usuario-admin/mis-datos/actualizar`: name, surnames, phone and e-mail (422 for another account's e-mail). */
export async function saveMisDatosAdmin(db: Database, user: AuthUser, body: MisDatosAdminBody, now: Date = new Date()): Promise<MisDatosAdmin> {
  const stored = await misDatosAdmin(db, user);
  if (body.email.toLowerCase() !== stored.email.toLowerCase() && (await isEmailTaken(db, body.email))) {
    new FieldErrors().add('email', AUTH_MSG.correoYaRegistrado).throwIfAny();
  }
  const [row] = await db
    .update(usuarios)
    .set({ nombre: body.nombre, apellidos: body.apellidos, telefono: body.telefono, email: body.email, updated_at: now })
    .where(ofAdmin(user))
    .returning(columns);
  if (!row) throw new NotFoundError();
  return row;
}
