/**
 * The seed's payments under way (size 'demo'; docs/finanzas.md 'Seed'): of the programme's companies
 * that owe this year's fee (not the demo accounts, whose state the sign-in tests rely on), every second
 * one, in id order, has chosen how to pay (`estado_pago` 'en_tramite'): by transfer, or by direct debit
 * with its signed SEPA mandate (the account a valid Spanish IBAN made from its id; the PDF stored when
 * there is a storage, else its key names no file). The remittance page then has direct debits to
 * collect, and /pagos transfers awaited. No draws.
 */
import { composeIBAN } from 'ibantools';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Storage } from '../../plugins/app/storage';
import type { SeedContext } from '../../seed/context';
import { organizaciones } from '../empresas';
import { EMPRESA_PAGO_COLUMNS, mandatoPdfDe, referenciaMandato } from './pago-organizacion';
import { ANYO_SEED } from './seed-cuotas';
import { paises } from '../referencia';
import { cuotas, mandatosSepa } from './tables';

/** A Spanish account's control digit over ten digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6; 10 → 1, 11 → 0). */
function digitoControl(digits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const d = 11 - ([...digits].reduce((sum, c, i) => sum + Number(c) * (weights[i] ?? 0), 0) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/** A valid Spanish IBAN of the demo, made from a company's id (bank 2100, branch 0418, the national control digits computed). */
export function ibanDemo(orgId: number): string {
  const cuenta = String(orgId).padStart(10, '0');
  const dc = `${digitoControl('0021000418')}${digitoControl(cuenta)}`;
  const iban = composeIBAN({ countryCode: 'ES', bban: `21000418${dc}${cuenta}` });
  if (!iban) throw new Error(`seed-remesas: no IBAN for ${orgId}`);
  return iban;
}

export async function seedPagosEnTramite(ctx: SeedContext, size: 'demo' | 'test', cuentasDemo: readonly string[], storage?: Storage): Promise<void> {
  if (size !== 'demo') return;
  const owed = await ctx.db
    .select({ ...EMPRESA_PAGO_COLUMNS, metodo_pago: cuotas.metodo_pago })
    .from(cuotas)
    .innerJoin(organizaciones, eq(organizaciones.org_id, cuotas.org_id))
    .leftJoin(paises, eq(paises.id, organizaciones.org_pais))
    .where(and(eq(cuotas.year, ANYO_SEED), isNull(cuotas.pagado), eq(organizaciones.estado_pago, 'pendiente'), cuentasDemo.length === 0 ? undefined : notInArray(organizaciones.org_cif, [...cuentasDemo])))
    .orderBy(asc(organizaciones.org_id));
  const elegidas = owed.filter((_, i) => i % 2 === 0);
  for (const c of elegidas) {
    if (c.metodo_pago === 'R') {
      const referencia = referenciaMandato(c.org_id);
      const documento_key = storage
        ? await storage.put('documentos', 'pdf', await mandatoPdfDe(ctx.db, c, { iban: ibanDemo(c.org_id), titular: c.org_cif }, 'es', new Date(`${ANYO_SEED}-01-10T12:00:00Z`)))
        : `documentos/seed-mandato-${c.org_id}.pdf`;
      if (storage) ctx.counts.archivos += 1;
      await ctx.db.insert(mandatosSepa).values({ org_id: c.org_id, iban: ibanDemo(c.org_id), nif_titular: c.org_cif, referencia, fecha_firma: `${ANYO_SEED}-01-10`, documento_key });
    }
    await ctx.db.update(organizaciones).set({ estado_pago: 'en_tramite' }).where(eq(organizaciones.org_id, c.org_id));
  }
}
