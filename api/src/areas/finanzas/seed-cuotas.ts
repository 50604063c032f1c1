/** The finance area's cuotas seed (docs/finanzas.md 'Seed'); seed.ts runs it. */
import type { SeedContext } from '../../seed/context';

export async function seedCuotas(_ctx: SeedContext, _size: 'demo' | 'test'): Promise<void> {}
