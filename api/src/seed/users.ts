/** The account rows every area's seed creates its people and companies with (`seedUserRow`, `insertSeedUsers`). */
import { insertUsuarios, type NewUsuario } from '../auth/accounts';
import { insertInChunks, PROGRAMME_START, type SeedContext } from './context';
import type { DemoAccount } from './demo-accounts';
import type { Person } from './people';

/** The account row of a demo account, but its password hash (which the caller adds). */
export function seedUserRow(
  account: Pick<DemoAccount, 'usuario' | 'modulo_app' | 'perfil'>,
  name: Person,
  email: string,
): Omit<NewUsuario, 'password_hash'> {
  return {
    usuario: account.usuario,
    email,
    nombre: name.nombre,
    apellidos: name.apellidos,
    modulo_app: account.modulo_app,
    perfil: account.perfil,
    activo: true,
    created_at: PROGRAMME_START,
  };
}

/** Inserts accounts in order and counts them; answers each one's id by its `usuario`. */
export async function insertSeedUsers(ctx: SeedContext, rows: NewUsuario[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertInChunks(rows, async (chunk) => {
    for (const [usuario, id] of await insertUsuarios(ctx.db, chunk)) ids.set(usuario, id);
  });
  ctx.counts.usuarios += rows.length;
  return ids;
}

/** The id `insertSeedUsers` gave an account. */
export function seededUserId(ids: ReadonlyMap<string, number>, usuario: string): number {
  const id = ids.get(usuario);
  if (id === undefined) throw new Error(`User ${usuario} was not inserted`);
  return id;
}
