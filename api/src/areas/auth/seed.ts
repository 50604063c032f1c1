/** The auth area's part of the seed: the demo administrators. */
import type { NewUsuario } from '../../auth/accounts';
import type { SeedContext } from '../../seed/context';
import type { DemoAdmin } from '../../seed/demo-accounts';
import { landline, mailbox } from '../../seed/people';
import { insertSeedUsers, seedUserRow } from '../../seed/users';

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
