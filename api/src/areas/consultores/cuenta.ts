/**
 * A consultant's page and the account actions (docs/consultores.md 'The account'; spec part 2 §2.11,
 * §4 'Consultant', §7.2; contract/src/consultores/cuenta.ts):
 *
 * - 'Activar': an account never activated (off, no leaving day) is switched on; one active, or de baja
 *   (which 'Dar de alta' brings back), is a 409;
 * - 'Dar de baja' / 'Dar de alta' (`update-status`, a toggle on the user id): in → the leaving day now,
 *   the account off and every session of it ended (impersonations included), so it cannot sign in;
 *   de baja → back in. For consultants and association users; never one's own account (409). A
 *   profile-2 administrator does not see profile-1 ones (404 for both actions, as for their page).
 *   Companies have their own baja (with a date and observations, on the company's page): here they are 404.
 */
import { and, eq } from 'drizzle-orm';
import { CONSULTORES_MSG, PERFILES, normalizeTaxId, type EstadoCuenta } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import { revokeUserSessions } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';

/**
 * An account the actions may change (a consultant's or an association user's), locked. A profile-1
 * administrator is, for a profile-2 one, an account that does not exist: the same 404 as
 * `GET /usuarios-admin/:id/show`, so neither its existence nor its state can be probed.
 */
async function cuentaBloqueada(tx: Database, actor: AuthUser, where: ReturnType<typeof eq>) {
  const [row] = await tx
    .select({ id: usuarios.id, modulo_app: usuarios.modulo_app, perfil: usuarios.perfil, activo: usuarios.activo, fecha_baja: usuarios.fecha_baja })
    .from(usuarios)
    .where(where)
    .for('update');
  if (!row || row.modulo_app === 'organizacion') throw new NotFoundError();
  if (row.modulo_app === 'administrador' && row.perfil === PERFILES.adminAres && actor.perfil !== PERFILES.adminAres) throw new NotFoundError();
  return row;
}

const estado = (row: { id: number; activo: boolean; fecha_baja: Date | null }): EstadoCuenta => ({ id: row.id, activo: row.activo, fecha_baja: row.fecha_baja?.toISOString() ?? null });

/** `POST /usuario-admin/:usuario/activar-usuario`. */
export async function activarUsuario(db: Database, actor: AuthUser, usuario: string, now: Date = new Date()): Promise<EstadoCuenta> {
  return db.transaction(async (tx) => {
    const cuenta = await cuentaBloqueada(tx, actor, eq(usuarios.usuario, normalizeTaxId(usuario)));
    if (cuenta.fecha_baja !== null) throw new ConflictError(CONSULTORES_MSG.usuarioDeBajaNoActivable);
    if (cuenta.activo) throw new ConflictError(CONSULTORES_MSG.usuarioYaActivo);
    const [row] = await tx.update(usuarios).set({ activo: true, updated_at: now }).where(eq(usuarios.id, cuenta.id)).returning();
    if (!row) throw new NotFoundError();
    return estado(row);
  });
}

/** `GET /usuarios/:id/update-status`: baja of an account in, alta of one de baja; answers the state and which it was. */
export async function cambiarEstadoUsuario(db: Database, actor: AuthUser, id: number, now: Date = new Date()): Promise<{ estado: EstadoCuenta; baja: boolean }> {
  return db.transaction(async (tx) => {
    const cuenta = await cuentaBloqueada(tx, actor, eq(usuarios.id, id));
    if (cuenta.id === actor.id) throw new ConflictError(CONSULTORES_MSG.estadoPropioNoModificable);
    const baja = cuenta.fecha_baja === null;
    const [row] = await tx
      .update(usuarios)
      .set(baja ? { activo: false, fecha_baja: now, updated_at: now } : { activo: true, fecha_baja: null, updated_at: now })
      .where(and(eq(usuarios.id, cuenta.id)))
      .returning();
    if (!row) throw new NotFoundError();
    if (baja) await revokeUserSessions(tx, cuenta.id, undefined, now);
    return { estado: estado(row), baja };
  });
}
