/**
 * 'Resumen de DAPcon' (GET /panel/resumen-dapcon; contract/src/panel/resumen.ts; docs/decisions.md
 * 'Resumen de DAPcon'): the counts against the test seed's five declarations (TEST_DAPCON_IDS, one per
 * state, languages ES and CA, none a renewal), then again after adding renewals, an English one, a
 * published one whose Spanish row is not published, and expired ones; each time the expected figures
 * are worked out again in the test from the rows themselves. Who may read it: the matrix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResumenDapcon } from '@dapcon/contract';
import { insertDapcon, insertDapconIdiomas, TEST_DAPCON_IDS } from '../../../src/areas/dapcon';
import { dapconIdiomas, dapcons, idiomas } from '../../../src/db/schema';
import { bearer, body, build } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
let admin = '';

beforeAll(async () => {
  app = await build();
  admin = (await adminTokens(app)).admin;
});
afterAll(async () => {
  await app.close();
});

async function resumen(token = admin): Promise<ResumenDapcon> {
  const res = await app.inject({ method: 'GET', url: '/api/panel/resumen-dapcon', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return body<{ data: ResumenDapcon }>(res).data;
}

/** The figures worked out again from every declaration and language row, in the test. */
async function esperado(): Promise<ResumenDapcon> {
  const rows = await app.db.select({ id: dapcons.id, estado: dapcons.estado, id_padre: dapcons.id_padre }).from(dapcons);
  const langs = await app.db
    .select({ dapcon_id: dapconIdiomas.dapcon_id, codigo: idiomas.idioma, estado: dapconIdiomas.dapcon_idioma_estado })
    .from(dapconIdiomas)
    .innerJoin(idiomas, eq(idiomas.id, dapconIdiomas.idioma_id));
  const publicadaEn = (id: number, codigo: string) => langs.some((l) => l.dapcon_id === id && l.codigo === codigo && l.estado === 'publicada');
  const publicadas = rows.filter((r) => r.estado === 'publicada');
  return {
    total: rows.length,
    nuevas: rows.filter((r) => r.id_padre === null).length,
    renovaciones: rows.filter((r) => r.id_padre !== null).length,
    caducadas: rows.filter((r) => r.estado === 'caducada').length,
    publicadas: publicadas.length,
    publicadas_es: publicadas.filter((r) => publicadaEn(r.id, 'es')).length,
    publicadas_en: publicadas.filter((r) => publicadaEn(r.id, 'en')).length,
    en_proceso: rows.filter((r) => ['borrador', 'en_verificacion', 'verificada'].includes(r.estado)).length,
  };
}

describe('GET /panel/resumen-dapcon', () => {
  it("counts the test seed's five declarations: one per state, none renewed, published in Spanish and not in English", async () => {
    expect(await resumen()).toEqual({ total: 5, nuevas: 5, renovaciones: 0, caducadas: 1, publicadas: 1, publicadas_es: 1, publicadas_en: 0, en_proceso: 3 });
    expect(await esperado()).toEqual(await resumen());
  });

  it('the limited administrator reads the same figures', async () => {
    expect(await resumen((await adminTokens(app)).admin2)).toEqual(await resumen());
  });

  it('follows renewals, English, per-language states and expiry', async () => {
    const [base] = await app.db.select().from(dapcons).where(eq(dapcons.id, TEST_DAPCON_IDS.publicada));
    if (!base) throw new Error('no published declaration in the seed');
    const { id: _id, dapcon_codigo: _codigo, dapcon_fecha_creacion: _creada, ...datos } = base;
    const nueva = (estado: typeof base.estado, extra: Partial<typeof base> = {}) =>
      insertDapcon(app.db, { ...datos, estado, dapcon_codigo: null, id_padre: null, secuencia: 1, ...extra });

    // A renewal of the published one (a draft: in process), and a renewal of the expired one, published in ES and EN.
    const renovacion = await nueva('borrador', { id_padre: TEST_DAPCON_IDS.publicada, secuencia: 2 });
    await insertDapconIdiomas(app.db, [{ dapcon_id: renovacion, idioma_id: 1, dapcon_idioma_estado: 'borrador' }]);
    const renovadaPublicada = await nueva('publicada', { id_padre: TEST_DAPCON_IDS.caducada, secuencia: 2 });
    await insertDapconIdiomas(app.db, [
      { dapcon_id: renovadaPublicada, idioma_id: 1, dapcon_idioma_estado: 'publicada' },
      { dapcon_id: renovadaPublicada, idioma_id: 3, dapcon_idioma_estado: 'publicada' },
    ]);
    // Published in English only.
    const soloIngles = await nueva('publicada');
    await insertDapconIdiomas(app.db, [{ dapcon_id: soloIngles, idioma_id: 3, dapcon_idioma_estado: 'publicada' }]);
    // A declaration in verification with an English language row: not published, counted in process only.
    const enVerificacion = await nueva('en_verificacion');
    await insertDapconIdiomas(app.db, [{ dapcon_id: enVerificacion, idioma_id: 3, dapcon_idioma_estado: 'con_incidencias' }]);
    // An expired one with its languages expired: neither published nor in process.
    const caducada = await nueva('caducada');
    await insertDapconIdiomas(app.db, [
      { dapcon_id: caducada, idioma_id: 1, dapcon_idioma_estado: 'caducada' },
      { dapcon_id: caducada, idioma_id: 3, dapcon_idioma_estado: 'caducada' },
    ]);

    expect(await resumen()).toEqual({ total: 10, nuevas: 8, renovaciones: 2, caducadas: 2, publicadas: 3, publicadas_es: 2, publicadas_en: 2, en_proceso: 5 });
    expect(await esperado()).toEqual(await resumen());

    // A published declaration whose Spanish row is not (yet) published is not counted in Spanish.
    await app.db.update(dapconIdiomas).set({ dapcon_idioma_estado: 'verificada' }).where(eq(dapconIdiomas.dapcon_id, renovadaPublicada));
    const r = await resumen();
    expect(r).toMatchObject({ publicadas: 3, publicadas_es: 1, publicadas_en: 1 });
    expect(await esperado()).toEqual(r);
  });

  it('answers 401 without a session and 403 to companies, consultants and verifiers (the matrix runs every caller)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/panel/resumen-dapcon' })).statusCode).toBe(401);
  });
});
