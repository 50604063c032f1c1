/**
 * The auth area's part of the seed: the demo administrators, and the account rows every
 * other area's seed creates its people and companies with (`seedUserRow`, `insertSeedUsers`).
 */
import { insertInChunks, PROGRAMME_START, type SeedContext } from '../../seed/context';
import type { DemoAccount, DemoAdmin } from '../../seed/demo-accounts';
import { landline, mailbox, type Person } from '../../seed/people';
import { insertUsuarios, type NewUsuario } from './repository';

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

/** The demo administrators, in file order: an office phone in Barcelona each. */
export async function seedDemoAdmins(ctx: SeedContext, accounts: readonly DemoAdmin[]): Promise<void> {
  const admins: NewUsuario[] = [];
  for (const account of accounts) {
    const password_hash = await ctx.passwords.get(account.password);
    admins.push({
      ...seedUserRow(account, account, `${mailbox(account)}@dapcon.example`),
      password_hash,
      telefono: landline(ctx.rng, ctx.places.at('08036')),
      recibir_notificacion: true,
    });
  }
  await insertSeedUsers(ctx, admins);
}
