/**
 * The dashboard's renewal window (docs/home.md 'The dashboard afresh'): which companies are due on a
 * given day, read from the stored anniversary (`org_aniversario`, the registration day's month and day
 * in Madrid) through its partial index. Every company of the test seed is made exempt first, so the
 * list holds this file's companies only.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizaciones } from '../../../src/areas/empresas';
import { listaRenovacion } from '../../../src/areas/panel/consolidado-repository';
import { executeRows } from '../../../src/db/database';
import { build } from '../../helper';

let app: FastifyInstance;

/** Companies by CIF, with the instant of their registration. */
const EMPRESAS: Record<string, string> = {
  // 1 January in Madrid, 31 December in UTC.
  REN0101: '2023-12-31T23:30:00Z',
  // 29 February (a leap day), at noon.
  REN0229: '2024-02-29T12:00:00Z',
  // 29 February in UTC, already 1 March in Madrid.
  REN0301M: '2024-02-29T23:30:00Z',
  REN0311: '2022-03-11T10:00:00Z',
  REN0312: '2022-03-12T10:00:00Z',
  // 30 June in UTC, 1 July in Madrid (summer time, UTC+2).
  REN0701: '2020-06-30T22:30:00Z',
  REN1231: '2021-12-31T12:00:00Z',
};

beforeAll(async () => {
  app = await build();
  await app.db.execute(sql`update organizaciones set exento_cuota = true`);
  const cifs = Object.keys(EMPRESAS);
  await app.db.execute(sql`
    with u as (
      insert into usuarios (usuario, password_hash, email, modulo_app, perfil)
      select c, 'x', lower(c) || '@renovacion.example', 'organizacion', 5 from unnest(${sql.raw(`array[${cifs.map((c) => `'${c}'`).join(',')}]`)}) c
      returning id, usuario)
    insert into organizaciones (usuario_id, org_cif, org_nombre, org_tipo, org_tamanio, estado_pago, fecha_creacion)
    select u.id, u.usuario, 'Empresa ' || u.usuario, 'empresa', 'pme_50', 'pagado', now() from u`);
  for (const [cif, alta] of Object.entries(EMPRESAS)) {
    await app.db.update(organizaciones).set({ fecha_creacion: new Date(alta) }).where(sql`${organizaciones.org_cif} = ${cif}`);
  }
});
afterAll(async () => {
  await app.close();
});

async function due(hoy: string, dias: number) {
  const r = await listaRenovacion(app.db, hoy, dias);
  return { total: r.total, filas: r.data.map((d) => `${d.org_cif} ${d.aniversario}`) };
}

describe('the renewal window', () => {
  it('keeps each registration day in Madrid as month * 100 + day, and again after the date changes', async () => {
    const rows = await executeRows<{ org_cif: string; org_aniversario: number }>(
      app.db,
      sql`select org_cif, org_aniversario from organizaciones where org_cif like 'REN%' order by org_cif`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.org_cif, Number(r.org_aniversario)]))).toEqual({
      REN0101: 101,
      REN0229: 229,
      REN0301M: 301,
      REN0311: 311,
      REN0312: 312,
      REN0701: 701,
      REN1231: 1231,
    });
  });

  it('answers the anniversaries within the window or past, the most overdue first, with this year’s dates', async () => {
    // Up to 11 March 2026; 29 February is 1 March in 2026, after the 228s and before the other 301s.
    expect(await due('2026-03-01', 10)).toEqual({
      total: 4,
      filas: ['REN0101 2026-01-01', 'REN0229 2026-03-01', 'REN0301M 2026-03-01', 'REN0311 2026-03-11'],
    });
    // Up to 28 February, then up to 1 March.
    expect(await due('2026-02-20', 8)).toEqual({ total: 1, filas: ['REN0101 2026-01-01'] });
    expect((await due('2026-02-20', 9)).filas).toEqual(['REN0101 2026-01-01', 'REN0229 2026-03-01', 'REN0301M 2026-03-01']);
    // A leap year has its 29 February.
    expect((await due('2028-02-20', 9)).filas).toEqual(['REN0101 2028-01-01', 'REN0229 2028-02-29']);
  });

  it('takes every anniversary of the year once the window passes 31 December, and none of a company registered this year', async () => {
    const all = await due('2026-12-01', 60);
    expect(all.total).toBe(7);
    expect(all.filas.at(-1)).toBe('REN1231 2026-12-31');
    // In 2024, the three registered that year (one of them on 1 January in Madrid) are not due.
    expect(await due('2024-12-01', 60)).toEqual({
      total: 4,
      filas: ['REN0311 2024-03-11', 'REN0312 2024-03-12', 'REN0701 2024-07-01', 'REN1231 2024-12-31'],
    });
  });

  it("leaves out a company with this year's fee, one that owes its fee, one de baja and one of an agreement", async () => {
    const id = async (cif: string) =>
      (await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(sql`${organizaciones.org_cif} = ${cif}`))[0]!.id;
    await app.db.execute(sql`insert into cuotas (org_id, year, importe, tipo) values (${await id('REN0311')}, 2026, '450.00', 'Renovado'), (${await id('REN0101')}, 2025, '450.00', 'Renovado')`);
    await app.db.update(organizaciones).set({ estado_pago: 'pendiente' }).where(sql`${organizaciones.org_cif} = 'REN0312'`);
    await app.db.update(organizaciones).set({ org_fecha_baja: new Date() }).where(sql`${organizaciones.org_cif} = 'REN0701'`);
    await app.db.execute(sql`update organizaciones set org_convenio = 'conv_andece' where org_cif = 'REN1231'`);
    expect(await due('2026-12-01', 60)).toEqual({
      total: 3,
      filas: ['REN0101 2026-01-01', 'REN0229 2026-03-01', 'REN0301M 2026-03-01'],
    });
  });
});
