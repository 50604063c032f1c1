/**
 * The finance area's seed (docs/finanzas.md 'Seed'), run after every other area's (it reads their
 * companies and declarations): the tariffs and bank data, then the annual fees (and the payments under way), then the declarations'
 * payments, then the commissions computed from them, in that fixed order so the draws are the same on every machine.
 */
import type { Storage } from '../../plugins/app/storage';
import type { SeedContext } from '../../seed/context';
import { seedComisiones } from './seed-comisiones';
import { seedCuotas } from './seed-cuotas';
import { seedPagosDapcon } from './seed-pagos-dapcon';
import { seedPagosEnTramite } from './seed-remesas';
import { seedTarifas } from './seed-tarifas';

/** What the finance seed needs besides the context: the demo accounts' CIFs (left as they are), the storage of the mandates' PDFs. */
export interface FinanzasSeedOptions {
  cuentasDemo?: readonly string[];
  storage?: Storage | undefined;
}

export async function seedFinanzas(ctx: SeedContext, size: 'demo' | 'test', options: FinanzasSeedOptions = {}): Promise<void> {
  await seedTarifas(ctx, size);
  await seedCuotas(ctx, size);
  await seedPagosEnTramite(ctx, size, options.cuentasDemo ?? [], options.storage);
  await seedPagosDapcon(ctx, size);
  await seedComisiones(ctx, size);
}
