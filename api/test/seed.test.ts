import { asc, count, eq, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { EmpresasQuery, isCif, isPersonTaxId, type EmpresasQueryInput } from '@dapcon/contract';
import { empresasPage } from '../src/areas/empresas';
import { ListPages, ListTotals } from '../src/lib/list';
import type { Database } from '../src/db/database';
import { CODIGO_RCP_FICHA_PRODUCTO } from '@dapcon/contract';
import {
  consultores,
  dapconCodigos,
  dapconDocumentos,
  dapconHistorial,
  dapconIdiomas,
  dapcons,
  incidencias,
  incidenciasRespuestas,
  organizaciones,
  parametros,
  poblaciones,
  rcps,
  usuarios,
} from '../src/db/schema';
import { detectFileType } from '../src/lib/file-type';
import { DEMO_DAPCON_PARTICIPANTES, TEST_DAPCON_IDS, TEST_INCIDENCIA_ID } from '../src/areas/dapcon';
import { USUARIOS_ASOCIACION } from '../src/areas/consultores';
import { isDatabaseEmpty, seed, seedIfEmpty, type SeedSummary } from '../src/seed';
import { REFERENCE_DATE } from '../src/seed/context';
import { BENCH_EMAIL_DOMAIN, hasBenchCompanies, seedBench, seedBenchDapcons, vacuumBenchDapcons, vacuumBenchTables } from '../src/seed/bench';
import { build, DEMO_ACCOUNTS } from './helper';

let app: FastifyInstance;
/** What the demo seed with a storage answered (the reproducibility test's second seed). */
let withStorage: SeedSummary | undefined;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

async function empty(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      'truncate sesiones, rcps, organizaciones, consultores, usuarios, parametros_textos, parametros, poblaciones, paises, idiomas, dapcon_codigos, datos_bancarios, facturas_numeracion restart identity cascade',
    ),
  );
}

/** A fingerprint of the generated people and companies. */
async function fingerprint(db: Database): Promise<string> {
  const users = await db.select({ usuario: usuarios.usuario, nombre: usuarios.nombre, email: usuarios.email }).from(usuarios).orderBy(usuarios.id);
  const orgs = await db.select({ n: organizaciones.org_nombre, cp: organizaciones.org_codigo_postal }).from(organizaciones).orderBy(organizaciones.org_id);
  return JSON.stringify([users, orgs]);
}

/**
 * What every seeded declaration agrees with: its history walks from its creation (or renewal) to
 * its state, each row starting where the one before ended; its languages follow it (or are
 * con_incidencias with an open incident in verification); its code is in the per-year counter.
 */
async function expectDeclarationsConsistent(db: Database): Promise<void> {
  const rows = await db.select().from(dapcons).orderBy(asc(dapcons.id));
  expect(rows.length).toBeGreaterThan(0);
  for (const d of rows) {
    const historial = (await db.select().from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, d.id)).orderBy(asc(dapconHistorial.created_at), asc(dapconHistorial.id)))
      // The parent's side of a renewal leaves its state as it was.
      .filter((h) => h.estado_desde !== h.estado_hasta);
    expect(historial[0]?.accion, `declaration ${d.id}`).toBe(d.id_padre === null ? 'crear' : 'renovar');
    for (let i = 1; i < historial.length; i++) expect(historial[i]?.estado_desde, `declaration ${d.id}`).toBe(historial[i - 1]?.estado_hasta);
    expect(historial.at(-1)?.estado_hasta, `declaration ${d.id}`).toBe(d.estado);
    const abiertas = await db.select().from(incidencias).where(eq(incidencias.dapcon_id, d.id));
    for (const idioma of await db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, d.id))) {
      const conIncidencias = d.estado === 'en_verificacion' && abiertas.some((i) => i.idioma_id === idioma.idioma_id && !i.esta_resuelta);
      expect(idioma.dapcon_idioma_estado).toBe(conIncidencias ? 'con_incidencias' : d.estado);
    }
  }
  const counters = new Map((await db.select().from(dapconCodigos)).map((c) => [c.anyo, c.ultimo]));
  const codes = rows.flatMap((d) => (d.dapcon_codigo ? [d.dapcon_codigo] : []));
  const expected = new Map<number, number>();
  for (const code of codes) {
    const [, year, number] = /^DAPcon-(\d{4})-(\d{4})$/.exec(code) ?? [];
    expect(year, code).toBeDefined();
    expected.set(Number(year), Math.max(expected.get(Number(year)) ?? 0, Number(number)));
  }
  expect(counters).toEqual(expected);
}

describe('seed', () => {
  it('a first start has no time limit on migrating and seeding (issue 33, item 27): Fastify would kill it after 10 s on a busy machine', () => {
    expect(app.initialConfig.pluginTimeout).toBe(0);
  });

  it('does not seed a database that already has users, nor say it is seeding', async () => {
    let said = 0;
    expect(await seedIfEmpty(app.db, 'demo', { onStart: () => (said += 1) })).toBeNull();
    expect(said).toBe(0);
  });

  it('does not seed a database that already has users', async () => {
    expect(await isDatabaseEmpty(app.db)).toBe(false);
    expect(await seedIfEmpty(app.db, 'demo')).toBeNull();
  });

  it("size 'test' holds the demo accounts and reference data only", async () => {
    const [users] = await app.db.select({ n: count() }).from(usuarios);
    expect(users?.n).toBe(DEMO_ACCOUNTS.length);
    const [towns] = await app.db.select({ n: count() }).from(poblaciones);
    expect(towns?.n).toBeGreaterThan(300);
    const provinces = await app.db.selectDistinct({ p: poblaciones.provincia }).from(poblaciones);
    expect(provinces).toHaveLength(52);
  });

  it("size 'test' holds the five declarations of TEST_DAPCON_IDS, incident 1 and a counter agreeing with their codes", async () => {
    await expectDeclarationsConsistent(app.db);
    const rows = await app.db.select().from(dapcons).orderBy(asc(dapcons.id));
    expect(rows.map((d) => [d.id, d.estado])).toEqual(Object.entries(TEST_DAPCON_IDS).map(([estado, id]) => [id, estado]));
    expect(new Set(rows.map((d) => d.org_id)).size).toBe(1);
    const published = rows.filter((d) => d.estado === 'publicada' || d.estado === 'caducada');
    expect(published.every((d) => d.dapcon_codigo !== null && d.dapcon_valido_desde !== null && d.dapcon_valido_hasta !== null)).toBe(true);
    expect(rows.filter((d) => !published.includes(d)).every((d) => d.dapcon_codigo === null)).toBe(true);
    const idiomas = await app.db.select().from(dapconIdiomas).orderBy(asc(dapconIdiomas.dapcon_id), asc(dapconIdiomas.idioma_id));
    expect(idiomas.filter((i) => i.dapcon_id === TEST_DAPCON_IDS.en_verificacion).map((i) => [i.idioma_id, i.dapcon_idioma_estado])).toEqual([
      [1, 'con_incidencias'],
      [2, 'en_verificacion'],
    ]);
    // No storage in the test seed: no documents.
    expect(await app.db.select().from(dapconDocumentos)).toHaveLength(0);
    const [incidencia] = await app.db.select().from(incidencias);
    expect(incidencia).toMatchObject({ id: TEST_INCIDENCIA_ID, dapcon_id: TEST_DAPCON_IDS.en_verificacion, idioma_id: 1, esta_resuelta: false });
    const respuestas = await app.db.select().from(incidenciasRespuestas);
    const [consultor] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, '47815236F'));
    expect(respuestas.map((r) => [r.incidencia_id, r.usuario_id])).toEqual([[TEST_INCIDENCIA_ID, consultor?.id]]);
  });

  it("size 'demo' builds a believable, valid and reproducible programme", async () => {
    await empty(app.db);
    const summary = await seed(app.db, 'demo');
    expect(summary.organizaciones).toBeGreaterThanOrEqual(250);
    expect(summary.consultores).toBeGreaterThanOrEqual(100);
    // The two demo administrators and the association's other users (seed-usuarios.ts).
    expect(summary.usuarios).toBe(summary.organizaciones + summary.consultores + 2 + USUARIOS_ASOCIACION.length);

    const orgs = await app.db
      .select({
        cif: organizaciones.org_cif,
        es_persona: organizaciones.es_persona,
        tipo: organizaciones.org_tipo,
        tamanio: organizaciones.org_tamanio,
        estado_pago: organizaciones.estado_pago,
        cp: organizaciones.org_codigo_postal,
        poblacion: organizaciones.org_poblacion,
        activo: usuarios.activo,
        baja: organizaciones.org_fecha_baja,
      })
      .from(organizaciones)
      .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id));
    for (const org of orgs) {
      expect(org.es_persona ? isPersonTaxId(org.cif) : isCif(org.cif), org.cif).toBe(true);
      expect(org.activo, org.cif).toBe(org.baja === null);
    }
    const kinds = new Set(orgs.map((o) => `${o.tipo}/${o.tamanio}`));
    for (const kind of ['empresa/ge_250', 'empresa/emp_50_250', 'empresa/pme_50', 'asociacion/socios_5', 'asociacion/socios_superior_5']) {
      expect(kinds).toContain(kind);
    }
    expect(orgs.filter((o) => o.estado_pago === 'pendiente').length).toBeGreaterThan(10);
    expect(orgs.some((o) => o.baja !== null)).toBe(true);

    // Every address agrees with the postal-code table.
    const towns = new Set((await app.db.select().from(poblaciones)).map((t) => `${t.codigo_postal} ${t.poblacion}`));
    for (const org of orgs) expect(towns, org.cif).toContain(`${org.cp} ${org.poblacion}`);

    const consultants = await app.db
      .select({ nif: consultores.consultor_nif, verificador: consultores.es_verificador, comisionista: consultores.es_comisionista, perfil: usuarios.perfil, activo: usuarios.activo, baja: usuarios.fecha_baja })
      .from(consultores)
      .innerJoin(usuarios, eq(usuarios.id, consultores.usuario_id));
    for (const c of consultants) {
      expect(isPersonTaxId(c.nif), c.nif).toBe(true);
      expect(c.perfil, c.nif).toBe(c.verificador ? 4 : 3);
    }
    // Verifiers, commission earners, both and neither; some who left, some never activated (issue 13's seed).
    expect(consultants.filter((c) => c.verificador).length).toBeGreaterThan(3);
    expect(consultants.filter((c) => c.comisionista).length).toBeGreaterThan(3);
    expect(consultants.some((c) => c.verificador && c.comisionista)).toBe(true);
    expect(consultants.some((c) => !c.verificador && !c.comisionista)).toBe(true);
    expect(consultants.some((c) => c.baja !== null && !c.activo)).toBe(true);
    expect(consultants.some((c) => c.baja === null && !c.activo)).toBe(true);

    // The same with a storage: the files follow from the data and draw nothing.
    const first = await fingerprint(app.db);
    await empty(app.db);
    withStorage = await seed(app.db, 'demo', { storage: app.storage });
    expect(await fingerprint(app.db)).toBe(first);
  });

  it("size 'demo' with a storage gives the declarations the documents their history implies, each a stored PDF", async () => {
    // The database holds the demo programme seeded, with the app's storage, by the test above.
    const documentos = await app.db.select().from(dapconDocumentos).orderBy(asc(dapconDocumentos.id));
    expect(documentos.length).toBeGreaterThan(0);
    expect(withStorage?.archivos).toBeGreaterThanOrEqual(documentos.length);
    const rows = await app.db.select({ d: dapcons, rcp: rcps.codigo_para_codificacion_dapcon }).from(dapcons).innerJoin(rcps, eq(rcps.id, dapcons.rcp_id)).orderBy(asc(dapcons.id));
    const products = new Map(rows.map(({ d }) => [d.id, d.dv_nombre_producto]));
    for (const documento of documentos) {
      const data = await app.storage.get(documento.storage_key);
      expect(data, documento.storage_key).not.toBeNull();
      expect(detectFileType(data ?? Buffer.alloc(0)).mime, documento.storage_key).toBe('application/pdf');
      expect(data?.length).toBe(documento.tamanyo);
      const product = (products.get(documento.dapcon_id) ?? '?').normalize('NFD').replace(/\p{M}/gu, '');
      expect(data?.toString('latin1'), documento.storage_key).toContain(product);
      expect(documento.nombre_original).toMatch(/^(DAP|Ficha_producto|Informe_verificacion)_\w+\.pdf$/);
      expect(documento.created_at.getTime()).toBeLessThanOrEqual(REFERENCE_DATE.getTime());
    }

    const idOf = async (usuario: string) => (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, usuario)))[0]?.id;
    const consultor = await idOf(DEMO_DAPCON_PARTICIPANTES.consultor);
    const verificador = await idOf(DEMO_DAPCON_PARTICIPANTES.verificador);
    let drafts = 0;
    for (const { d, rcp } of rows) {
      const own = documentos.filter((doc) => doc.dapcon_id === d.id);
      const historial = await app.db.select().from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, d.id)).orderBy(asc(dapconHistorial.created_at), asc(dapconHistorial.id));
      const submitted = historial.filter((h) => h.accion === 'enviar');
      const languages = (await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, d.id))).map((i) => i.idioma_id).sort();
      const daps = own.filter((doc) => doc.tipo === 'dap');
      if (submitted.length > 0) {
        // Submitted at least once: every language's EPD and, with an RCP of code 100, the product
        // sheet, uploaded by the consultant while it was a draft (so before a submission, or after a return).
        expect(daps.map((doc) => doc.idioma_id).sort(), `declaration ${d.id}`).toEqual(languages);
        expect(own.filter((doc) => doc.tipo === 'ficha_producto').length, `declaration ${d.id}`).toBe(rcp === CODIGO_RCP_FICHA_PRODUCTO ? 1 : 0);
        for (const doc of own.filter((o) => o.tipo !== 'informe_verificacion')) {
          expect(doc.subido_por, `declaration ${d.id}`).toBe(consultor);
          expect(doc.idioma_id === null, `declaration ${d.id}`).toBe(doc.tipo === 'ficha_producto');
          const then = historial.filter((h) => h.created_at.getTime() < doc.created_at.getTime()).at(-1);
          expect(then?.estado_hasta, `declaration ${d.id}`).toBe('borrador');
        }
      } else {
        expect(d.estado).toBe('borrador');
        expect(own.every((doc) => doc.tipo === 'dap' && doc.subido_por === consultor)).toBe(true);
        if (daps.length > 0) drafts++;
      }
      // Accepted: the verifier's report, uploaded with the acceptance.
      const informes = own.filter((doc) => doc.tipo === 'informe_verificacion');
      const accepted = historial.find((h) => h.accion === 'aceptar');
      expect(informes.length, `declaration ${d.id}`).toBe(['verificada', 'publicada', 'caducada'].includes(d.estado) ? 1 : 0);
      if (accepted) expect(informes[0]).toMatchObject({ subido_por: verificador, idioma_id: null, created_at: accepted.created_at });
    }
    // Some drafts never submitted have some EPDs already, and some have none.
    expect(drafts).toBeGreaterThan(0);
    expect(rows.some(({ d }) => d.estado === 'borrador' && !documentos.some((doc) => doc.dapcon_id === d.id))).toBe(true);
  });

  it("size 'demo' has declarations in every state and language, renewal chains of two and three, incidents and some about to expire", async () => {
    // The database holds the demo programme seeded by the test above.
    await expectDeclarationsConsistent(app.db);
    const rows = await app.db.select().from(dapcons).orderBy(asc(dapcons.id));
    expect(rows.slice(0, 5).map((d) => [d.id, d.estado])).toEqual(Object.entries(TEST_DAPCON_IDS).map(([estado, id]) => [id, estado]));
    expect(new Set(rows.map((d) => d.estado))).toEqual(new Set(['borrador', 'en_verificacion', 'verificada', 'publicada', 'caducada']));
    const idiomas = await app.db.selectDistinct({ id: dapconIdiomas.idioma_id }).from(dapconIdiomas);
    expect(idiomas).toHaveLength(9);
    // Chains: the longest walk up through id_padre from each declaration.
    const byId = new Map(rows.map((d) => [d.id, d]));
    const length = (id: number): number => {
      const padre = byId.get(id)?.id_padre;
      return padre ? 1 + length(padre) : 1;
    };
    const lengths = rows.map((d) => length(d.id));
    expect(lengths).toContain(2);
    expect(lengths).toContain(3);
    expect(rows.every((d) => d.secuencia === length(d.id))).toBe(true);
    // About to expire: published, last valid day within 90 days of the reference date (2026-11-01).
    expect(rows.filter((d) => d.estado === 'publicada' && (d.dapcon_valido_hasta ?? '') >= '2026-11-01' && (d.dapcon_valido_hasta ?? '') <= '2027-01-30').length).toBeGreaterThanOrEqual(2);
    const abiertas = await app.db.select().from(incidencias);
    expect(abiertas.some((i) => i.esta_resuelta)).toBe(true);
    expect(abiertas.some((i) => !i.esta_resuelta)).toBe(true);
    const returned = await app.db.select().from(dapconHistorial).where(eq(dapconHistorial.accion, 'devolver'));
    expect(returned.length).toBeGreaterThan(0);
  });

  it("size 'demo' gives every filter of the company list something to find", async () => {
    // The database holds the demo programme seeded by the test above.
    const options = async (lista: string) =>
      (await app.db.select({ id: parametros.param_id }).from(parametros).where(eq(parametros.param_padre_id, lista))).map((p) => p.id);
    const [comisionista] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, '47815236F'));
    const queries: EmpresasQueryInput[] = [
      { estado_id: 'alta' },
      { estado_id: 'baja' },
      { integracion_api: 'true' },
      { integracion_api: 'false' },
      { estado_pago: 'pagado' },
      { estado_pago: 'pendiente' },
      ...(await options('empresa_convenios')).map((org_convenio) => ({ org_convenio, estado_id: 'todos' })),
      ...(await options('tipo_comision')).map((tipo_comision) => ({ tipo_comision, estado_id: 'todos' })),
      { comisionista_id: String(comisionista?.id ?? 0), estado_id: 'todos' },
      { filter_name: 'serra' },
      { filter_cif: 'B08' },
    ];
    for (const query of queries) {
      const page = await empresasPage(app.db, v.parse(EmpresasQuery, query), 'es', { totals: new ListTotals(0), pages: new ListPages(0) });
      expect(page.total, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('the bench seed adds valid, varied companies with their accounts, once', async () => {
    const [before] = await app.db.select({ n: count() }).from(usuarios);
    expect(await hasBenchCompanies(app.db)).toBe(false);
    expect(await app.db.transaction((tx) => seedBench(tx, 400))).toBe(400);
    await vacuumBenchTables(app.db);
    expect(await hasBenchCompanies(app.db)).toBe(true);
    const [after] = await app.db.select({ n: count() }).from(usuarios);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(400);
    const bench = await app.db
      .select({
        cif: organizaciones.org_cif,
        usuario: usuarios.usuario,
        es_persona: organizaciones.es_persona,
        kind: sql<string>`${organizaciones.org_tipo} || '/' || ${organizaciones.org_tamanio}`,
        activo: usuarios.activo,
        baja: organizaciones.org_fecha_baja,
        api: organizaciones.integracion_api,
        pago: organizaciones.estado_pago,
        convenio: organizaciones.org_convenio,
        comisionista: organizaciones.comisionista_id,
        tipo: organizaciones.tipo_comision,
      })
      .from(organizaciones)
      .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
      .where(like(usuarios.email, `%@${BENCH_EMAIL_DOMAIN}`));
    expect(bench).toHaveLength(400);
    for (const org of bench) {
      expect(org.es_persona ? isPersonTaxId(org.cif) : isCif(org.cif), org.cif).toBe(true);
      expect(org.usuario).toBe(org.cif);
      expect(org.activo, org.cif).toBe(org.baja === null);
      // The commissions tab exists only for companies without an agreement (spec part 2 §2.5).
      if (org.convenio !== null) expect(org.comisionista, org.cif).toBeNull();
      expect(org.tipo === null, org.cif).toBe(org.comisionista === null);
    }
    expect(new Set(bench.map((o) => o.kind))).toEqual(
      new Set(['empresa/ge_250', 'empresa/emp_50_250', 'empresa/pme_50', 'asociacion/socios_5', 'asociacion/socios_superior_5']),
    );
    for (const has of [(o: (typeof bench)[number]) => o.baja !== null, (o: (typeof bench)[number]) => o.api, (o: (typeof bench)[number]) => o.pago === 'pendiente', (o: (typeof bench)[number]) => o.es_persona, (o: (typeof bench)[number]) => o.convenio !== null, (o: (typeof bench)[number]) => o.comisionista !== null]) {
      expect(bench.some(has)).toBe(true);
    }
  });

  it("the bench seed's published declarations are the registry's: listed publicly, each with its code, validity, languages and a verifier", async () => {
    if (!(await hasBenchCompanies(app.db))) await app.db.transaction((tx) => seedBench(tx, 50));
    expect(await app.db.transaction((tx) => seedBenchDapcons(tx, 40))).toBe(40);
    await vacuumBenchDapcons(app.db);
    const res = await app.inject({ method: 'GET', url: '/api/public/dapcon?filter_text=BENCH-&order_by=dapcon_codigo%20asc&page=2' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { total: number; data: { dapcon_codigo: string; dapcon_valido_desde: string; dapcon_valido_hasta: string; idiomas: { idioma: string }[] }[] };
    expect(page.total).toBe(40);
    expect(page.data).toHaveLength(20);
    for (const d of page.data) {
      expect(d.dapcon_codigo).toMatch(/^BENCH-\d{4}-\d{5}$/);
      expect(d.dapcon_valido_desde < d.dapcon_valido_hasta).toBe(true);
      expect(d.idiomas.map((i) => i.idioma)[0]).toBe('es');
    }
    expect(page.data.some((d) => d.idiomas.length === 2)).toBe(true);
    const [noVerificador] = await app.db
      .select({ n: count() })
      .from(dapcons)
      .innerJoin(consultores, eq(consultores.id, dapcons.verificador_id))
      .where(sql`${dapcons.dapcon_codigo} like 'BENCH-%' and not ${consultores.es_verificador}`);
    expect(noVerificador?.n).toBe(0);
  });
});
