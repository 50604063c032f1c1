/**
 * The audit trail's retention (issue 36; docs/decisions.md 'Audit retention (issue 36)'): the daily job
 * `podarAuditoria` deletes the entries older than the parameter `auditoria_retencion_dias` and writes one
 * entry saying so; the trigger lets a DELETE through only inside `podar_auditoria` (its flag) and never
 * for an entry younger than the floor (365 days), whatever the application sets. Time moves by `now`.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AUDITORIA_RETENCION, retencionDeParametro } from '@dapcon/contract';
import { podarAuditoria, PODA_AUDITORIA_JOB } from '../../../src/areas/sistema';
import { auditoria, parametros, parametrosTextos } from '../../../src/db/schema';
import { executeRows } from '../../../src/db/database';
import { build } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const DIA = 86_400_000;
const { retencion } = AUDITORIA_RETENCION;

/** An entry `dias` days before the database's clock, marked by its url. */
async function entrada(dias: number, url: string): Promise<void> {
  await app.db.execute(
    sql`insert into ${auditoria} (accion, metodo, ruta, url, status, created_at)
        values ('escritura', 'POST', '/x', ${url}, 200, now() - make_interval(days => ${dias}))`,
  );
}

async function urls(): Promise<string[]> {
  const rows = await app.db.select({ url: auditoria.url }).from(auditoria).where(sql`${auditoria.url} like '/ret/%'`).orderBy(auditoria.url);
  return rows.map((r) => r.url);
}

async function entradasDelJob() {
  return app.db.select().from(auditoria).where(eq(auditoria.ruta, `job:${PODA_AUDITORIA_JOB}`)).orderBy(auditoria.id);
}

/** Sets the parameter's Texto 1 in both languages. */
async function retencionTexto(texto: string): Promise<void> {
  await app.db.update(parametrosTextos).set({ pt_texto: texto }).where(eq(parametrosTextos.pt_param_id, retencion.id));
}

/** The database's message for a refused statement (drizzle wraps it as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'not refused';
}

beforeEach(async () => {
  await app.tasks.idle();
  // The trail's clean slate (TRUNCATE fires no row trigger), and the parameter as seeded.
  await app.db.execute(sql`truncate ${auditoria}`);
  await retencionTexto(String(retencion.defecto));
  await app.db.update(parametros).set({ activo: true }).where(eq(parametros.param_id, retencion.id));
});

describe('the parameter', () => {
  it('is seeded in its own folder, 1825 days, read-only to the association administrator', async () => {
    const rows = await app.db
      .select({ id: parametros.param_id, padre: parametros.param_padre_id, permiso: parametros.param_permiso, texto: parametrosTextos.pt_texto, idioma: parametrosTextos.pt_idioma_id })
      .from(parametros)
      .innerJoin(parametrosTextos, eq(parametrosTextos.pt_param_id, parametros.param_id))
      .where(eq(parametros.param_id, retencion.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ padre: AUDITORIA_RETENCION.carpeta, permiso: 1, texto: '1825' });
  });

  it('reads a number, clamps it to the floor, falls back to the default, and 0 or empty is off', () => {
    expect(retencionDeParametro('730')).toBe(730);
    expect(retencionDeParametro(' 400 ')).toBe(400);
    expect(retencionDeParametro('30')).toBe(AUDITORIA_RETENCION.minimo);
    expect(retencionDeParametro('abc')).toBe(1825);
    expect(retencionDeParametro('-5')).toBe(1825);
    expect(retencionDeParametro('1.5')).toBe(1825);
    expect(retencionDeParametro(undefined)).toBe(1825);
    expect(retencionDeParametro('')).toBeNull();
    expect(retencionDeParametro('0')).toBeNull();
  });
});

describe('podarAuditoria', () => {
  it('deletes the entries older than the retention, keeps the rest, and leaves one entry with the count', async () => {
    await entrada(2000, '/ret/a-2000');
    await entrada(1900, '/ret/b-1900');
    await entrada(1800, '/ret/c-1800');
    await entrada(10, '/ret/d-10');
    const now = new Date();
    const result = await podarAuditoria(app.db, now);
    expect(result).toEqual({ borradas: 2, antes: new Date(now.getTime() - 1825 * DIA).toISOString(), retencion_dias: 1825 });
    expect(await urls()).toEqual(['/ret/c-1800', '/ret/d-10']);
    const job = await entradasDelJob();
    expect(job).toHaveLength(1);
    expect(job[0]).toMatchObject({
      accion: 'escritura',
      usuario_id: null,
      suplantador_id: null,
      metodo: 'JOB',
      url: `/jobs/${PODA_AUDITORIA_JOB}`,
      entidad: 'auditoria',
      status: 200,
      detalle: { borradas: 2, antes: result.antes, retencion_dias: 1825 },
    });
  });

  it('prunes nothing the second time, and leaves no entry for it', async () => {
    await entrada(2000, '/ret/a-2000');
    const now = new Date();
    expect((await podarAuditoria(app.db, now)).borradas).toBe(1);
    expect((await podarAuditoria(app.db, now)).borradas).toBe(0);
    expect(await entradasDelJob()).toHaveLength(1);
  });

  it('moves with now: a year later the entries of the next year go', async () => {
    await entrada(1500, '/ret/a-1500');
    await entrada(1000, '/ret/b-1000');
    expect((await podarAuditoria(app.db, new Date())).borradas).toBe(0);
    expect((await podarAuditoria(app.db, new Date(Date.now() + 400 * DIA))).borradas).toBe(1);
    expect(await urls()).toEqual(['/ret/b-1000']);
  });

  it('clamps a retention below the floor to it, and never deletes a recent entry even with now far ahead', async () => {
    await retencionTexto('30');
    await entrada(400, '/ret/a-400');
    await entrada(300, '/ret/b-300');
    await entrada(1, '/ret/c-1');
    const result = await podarAuditoria(app.db, new Date(Date.now() + 10 * 365 * DIA));
    // Asked for everything older than ten years from now minus 365 days: only the row past the database's floor goes.
    expect(result).toMatchObject({ borradas: 1, retencion_dias: AUDITORIA_RETENCION.minimo });
    expect(await urls()).toEqual(['/ret/b-300', '/ret/c-1']);
  });

  it('falls back to the default for a text that is not a number, and for an inactive parameter', async () => {
    await entrada(2000, '/ret/a-2000');
    await entrada(1000, '/ret/b-1000');
    await retencionTexto('cinco años');
    expect(await podarAuditoria(app.db, new Date())).toMatchObject({ borradas: 1, retencion_dias: 1825 });
    await app.db.update(parametros).set({ activo: false }).where(eq(parametros.param_id, retencion.id));
    await retencionTexto('400');
    expect(await podarAuditoria(app.db, new Date())).toMatchObject({ borradas: 0, retencion_dias: 1825 });
    expect(await urls()).toEqual(['/ret/b-1000']);
  });

  it('prunes nothing and leaves no entry when the retention is 0 or empty', async () => {
    await entrada(3000, '/ret/a-3000');
    for (const off of ['0', '']) {
      await retencionTexto(off);
      expect(await podarAuditoria(app.db, new Date())).toEqual({ borradas: 0, antes: '', retencion_dias: null });
    }
    expect(await urls()).toEqual(['/ret/a-3000']);
    expect(await entradasDelJob()).toHaveLength(0);
  });
});

describe('the trigger', () => {
  it("still refuses the application's own DELETE, old or recent", async () => {
    await entrada(2000, '/ret/a-2000');
    await entrada(1, '/ret/b-1');
    expect(await refusal(app.db.delete(auditoria).where(sql`${auditoria.url} like '/ret/%'`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(app.db.execute(sql`delete from ${auditoria}`))).toMatch(/append-only: DELETE refused/);
    expect(await urls()).toEqual(['/ret/a-2000', '/ret/b-1']);
  });

  it('refuses a recent entry even with the flag set by the application, and the flag is off after the function', async () => {
    await entrada(2000, '/ret/a-2000');
    await entrada(1, '/ret/b-1');
    const reciente = app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('dapcon.auditoria_poda', 'on', true)`);
      await tx.delete(auditoria).where(eq(auditoria.url, '/ret/b-1'));
    });
    expect(await refusal(reciente)).toMatch(/append-only: DELETE refused/);
    // The function asked for 'everything before tomorrow' deletes only past the floor.
    const [fila] = await executeRows<{ n: number }>(app.db, sql`select podar_auditoria(now() + interval '1 day') as n`);
    expect(Number(fila?.n)).toBe(1);
    expect(await urls()).toEqual(['/ret/b-1']);
    // Its flag is off once it returns: the rest of the transaction deletes nothing.
    await entrada(2000, '/ret/c-2000');
    const tras = app.db.transaction(async (tx) => {
      await tx.execute(sql`select podar_auditoria(now() - interval '5000 days')`);
      await tx.delete(auditoria).where(eq(auditoria.url, '/ret/c-2000'));
    });
    expect(await refusal(tras)).toMatch(/append-only: DELETE refused/);
  });

  it('still refuses an UPDATE, with or without the flag', async () => {
    await entrada(2000, '/ret/a-2000');
    const update = app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('dapcon.auditoria_poda', 'on', true)`);
      await tx.update(auditoria).set({ status: 500 }).where(eq(auditoria.url, '/ret/a-2000'));
    });
    expect(await refusal(update)).toMatch(/append-only: UPDATE refused/);
  });
});
