/**
 * The finance area's commissions seed (docs/finanzas.md 'Seed'); seed.ts runs it last, after the fees
 * and the declarations' payments it is computed from, by the one rule the API follows
 * (`sincronizarEmpresa`):
 *
 * - size 'test': the demo company (org 1) has the demo commission earner (47815236F) as its agent for
 *   its renewals (comision_renovacion_empresa): a commission on each paid Renovado fee of
 *   TEST_CUOTAS, the older one paid (TEST_COMISIONES);
 * - size 'demo': every company the empresas seed gave an agent and a type gets its commissions, and
 *   two demo companies (DEMO_COMISIONES_DAPCON) have the demo commission earner for their declarations
 *   (the declarations paid in the demo are the demo companies'); those of past years are paid on 31
 *   January of the year after, the current year's are owed. Several agents, every type, paid and unpaid.
 */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { REFERENCE_DATE, type SeedContext } from '../../seed/context';
import { consultores } from '../consultores';
import { organizaciones } from '../empresas';
import { sincronizarEmpresa } from './comisiones';
import { ANYO_SEED, TEST_CUOTAS } from './seed-cuotas';
import { comisiones } from './tables';

/** The test seed's commissions: the company, its agent's NIF, the type, and the years paid and owed. */
export const TEST_COMISIONES = {
  orgId: TEST_CUOTAS.orgId,
  consultorNif: '47815236F',
  tipo: 'comision_renovacion_empresa',
  pagada: ANYO_SEED - 2,
  pendiente: ANYO_SEED,
  fechaPago: `${ANYO_SEED - 1}-01-31`,
} as const;

/** Size 'demo': demo companies whose agent (the demo commission earner) earns on their declarations. */
export const DEMO_COMISIONES_DAPCON = [
  ['A08612343', 'comision_alta_dapcon'],
  ['G08953184', 'comision_renovacion_dapcon'],
] as const;

export async function seedComisiones(ctx: SeedContext, size: 'demo' | 'test'): Promise<void> {
  const db = ctx.db;
  const [agente] = await db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, TEST_COMISIONES.consultorNif));
  if (!agente) throw new Error('seed: the demo commission earner is missing');
  if (size === 'test') {
    await db.update(organizaciones).set({ comisionista_id: agente.id, tipo_comision: TEST_COMISIONES.tipo }).where(eq(organizaciones.org_id, TEST_COMISIONES.orgId));
  } else {
    // The declarations paid in the demo are the demo companies': two of them earn the demo agent its DAPcon commissions.
    for (const [cif, tipo] of DEMO_COMISIONES_DAPCON) {
      await db.update(organizaciones).set({ comisionista_id: agente.id, tipo_comision: tipo }).where(eq(organizaciones.org_cif, cif));
    }
  }
  const empresas = await db
    .select({ org_id: organizaciones.org_id })
    .from(organizaciones)
    .where(and(isNotNull(organizaciones.comisionista_id), isNotNull(organizaciones.tipo_comision)))
    .orderBy(organizaciones.org_id);
  for (const { org_id } of empresas) await sincronizarEmpresa(db, org_id);
  // Past years' commissions paid on 31 January of the year after (never after the reference date).
  const referencia = REFERENCE_DATE.toISOString().slice(0, 10);
  await db
    .update(comisiones)
    .set({ fecha_pago: sql`least(make_date(${comisiones.year}::int + 1, 1, 31), ${referencia}::date)` })
    .where(lt(comisiones.year, ANYO_SEED - (size === 'test' ? 1 : 0)));
}
