/** The finance area's pagos-dapcon seed (docs/finanzas.md 'Seed'); seed.ts runs it. */
import type { SeedContext } from '../../seed/context';

export async function seedPagosDapcon(_ctx: SeedContext, _size: 'demo' | 'test'): Promise<void> {}
