/**
 * The finance area's seed (docs/finanzas.md 'Seed'), run after every other area's (it reads their
 * companies and declarations): the tariffs and bank data, then the annual fees, then the declarations'
 * payments, then the commissions computed from them, in that fixed order so the draws are the same on every machine.
 */
import type { SeedContext } from '../../seed/context';
import { seedComisiones } from './seed-comisiones';
import { seedCuotas } from './seed-cuotas';
import { seedPagosDapcon } from './seed-pagos-dapcon';
import { seedTarifas } from './seed-tarifas';

export async function seedFinanzas(ctx: SeedContext, size: 'demo' | 'test'): Promise<void> {
  await seedTarifas(ctx, size);
  await seedCuotas(ctx, size);
  await seedPagosDapcon(ctx, size);
  await seedComisiones(ctx, size);
}
