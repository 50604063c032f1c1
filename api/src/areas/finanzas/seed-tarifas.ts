/**
 * The finance area's tariffs and bank data (docs/finanzas.md 'Seed'): the full tariff tree (an
 * annual fee per company and association size, the declaration, its renewal and the supplement per
 * extra language, the four commission rates) and the programme's account. The same on both seed sizes: the fees and payments
 * the other slices seed are priced from it. The prices are the demo's (the spec gives none).
 */
import type { SeedContext } from '../../seed/context';
import { IDIOMA_ID } from '@dapcon/contract';
import { datosBancarios, tarifas, tarifasIdiomas } from './tables';

/** The seeded tariffs: type, internal code, description (Spanish, and Catalan in `TARIFAS_SEED_CA`), accounting code, price. */
export const TARIFAS_SEED = [
  { tipo: 'cuota_anual', codigo: 'ge_250', descripcion: 'Cuota anual gran empresa (más de 250 trabajadores)', codigo_contable: '705.1001', precio: '1200.00' },
  { tipo: 'cuota_anual', codigo: 'emp_50_250', descripcion: 'Cuota anual mediana empresa (de 50 a 250 trabajadores)', codigo_contable: '705.1002', precio: '800.00' },
  { tipo: 'cuota_anual', codigo: 'pme_50', descripcion: 'Cuota anual pequeña empresa (menos de 50 trabajadores)', codigo_contable: '705.1003', precio: '450.00' },
  { tipo: 'cuota_anual', codigo: 'socios_5', descripcion: 'Cuota anual asociación hasta 5 socios', codigo_contable: '705.1004', precio: '300.00' },
  { tipo: 'cuota_anual', codigo: 'socios_superior_5', descripcion: 'Cuota anual asociación de más de 5 socios', codigo_contable: '705.1005', precio: '600.00' },
  { tipo: 'dapcon', codigo: 'dapcon', descripcion: 'Registro de una DAPcon', codigo_contable: '705.2001', precio: '1500.00' },
  { tipo: 'dapcon_renovacion', codigo: 'dapcon_renovacion', descripcion: 'Renovación de una DAPcon', codigo_contable: '705.2002', precio: '900.00' },
  { tipo: 'sup_dapcon_idioma', codigo: 'sup_dapcon_idioma', descripcion: 'Suplemento por cada idioma adicional de la DAPcon', codigo_contable: '705.2003', precio: '250.00' },
  // The commission rates: a percentage of what was paid (docs/finanzas.md 'Commissions').
  { tipo: 'comision', codigo: 'comision_alta_empresa', descripcion: 'Comisión por alta de empresa (10 %)', codigo_contable: '623.1001', precio: '10.00' },
  { tipo: 'comision', codigo: 'comision_renovacion_empresa', descripcion: 'Comisión por renovación de empresa (5 %)', codigo_contable: '623.1002', precio: '5.00' },
  { tipo: 'comision', codigo: 'comision_alta_dapcon', descripcion: 'Comisión por alta de DAPcon (8 %)', codigo_contable: '623.1003', precio: '8.00' },
  { tipo: 'comision', codigo: 'comision_renovacion_dapcon', descripcion: 'Comisión por renovación de DAPcon (4 %)', codigo_contable: '623.1004', precio: '4.00' },
] as const;

/** The programme's account (a valid Spanish IBAN of the demo). */
export const DATOS_BANCARIOS_SEED = {
  entidad: 'CaixaBank',
  num_cuenta: 'ES9121000418450200051332',
  bic: 'CAIXESBBXXX',
  titular: "Col·legi de l'Arquitectura Tècnica de Barcelona",
  identificador_acreedor: 'ES10ZZZQ0875009B',
  direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona',
} as const;

/** The seeded tariffs' descriptions in Catalan, by internal code. */
export const TARIFAS_SEED_CA: Readonly<Record<(typeof TARIFAS_SEED)[number]['codigo'], string>> = {
  ge_250: 'Quota anual gran empresa (més de 250 treballadors)',
  emp_50_250: 'Quota anual mitjana empresa (de 50 a 250 treballadors)',
  pme_50: 'Quota anual petita empresa (menys de 50 treballadors)',
  socios_5: 'Quota anual associació fins a 5 socis',
  socios_superior_5: 'Quota anual associació de més de 5 socis',
  dapcon: "Registre d'una DAPcon",
  dapcon_renovacion: "Renovació d'una DAPcon",
  sup_dapcon_idioma: 'Suplement per cada idioma addicional de la DAPcon',
  comision_alta_empresa: "Comissió per alta d'empresa (10 %)",
  comision_renovacion_empresa: "Comissió per renovació d'empresa (5 %)",
  comision_alta_dapcon: 'Comissió per alta de DAPcon (8 %)',
  comision_renovacion_dapcon: 'Comissió per renovació de DAPcon (4 %)',
};

export async function seedTarifas(ctx: SeedContext, _size: 'demo' | 'test'): Promise<void> {
  const rows = await ctx.db.insert(tarifas).values([...TARIFAS_SEED]).returning({ id: tarifas.id, codigo: tarifas.codigo });
  await ctx.db.insert(tarifasIdiomas).values(rows.map((r) => ({ tarifa_id: r.id, idioma_id: IDIOMA_ID.ca, descripcion: TARIFAS_SEED_CA[r.codigo as keyof typeof TARIFAS_SEED_CA] })));
  await ctx.db.insert(datosBancarios).values(DATOS_BANCARIOS_SEED);
}
