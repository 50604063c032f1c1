/** The auth area's own query: the one that needs the companies' table (the other account queries are api/src/auth/accounts.ts). */
import { and, eq } from 'drizzle-orm';
import { userColumns } from '../../auth/accounts';
import { usuarios } from '../../auth/tables';
import type { Database } from '../../db/database';
import { organizaciones } from '../empresas';

/**
 * A company's account by its CIF (the sign-in identifier, upper case), with what opening a session
 * as it needs: its claims, whether the account is active, and whether its company is de baja. Only
 * accounts of the organizacion module with a company row.
 */
export async function findCompanyAccount(db: Database, usuario: string) {
  const [row] = await db
    .select({
      ...userColumns,
      activo: usuarios.activo,
      fecha_baja: usuarios.fecha_baja,
      org_fecha_baja: organizaciones.org_fecha_baja,
    })
    .from(usuarios)
    .innerJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id))
    .where(and(eq(usuarios.usuario, usuario), eq(usuarios.modulo_app, 'organizacion')))
    .limit(1);
  return row;
}
