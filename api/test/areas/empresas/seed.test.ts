/**
 * The demo programme's companies as the company pages need them (size 'demo' with a storage, as
 * the first start and `npm run seed` run it): logos and ISO 14001 / EMAS certificates stored and
 * served, companies de baja with their history, companies that came back, agreements.
 */
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '@dapcon/contract';
import { archivosStorageKeys, bibliotecaStorageKeys, contenidosStorageKeys } from '../../../src/areas/contenidos';
import { dapconStorageKeys } from '../../../src/areas/dapcon';
import { mandatoStorageKeys } from '../../../src/areas/finanzas';
import { organizaciones, organizacionesEstados, usuarios } from '../../../src/db/schema';
import { detectFileType } from '../../../src/lib/file-type';
import { seed, type SeedSummary } from '../../../src/seed';
import { demoCertificate, demoLogo } from '../../../src/seed/files';
import { bearer, build, demoAccount, tokenOf } from '../../helper';
import { allStoredKeys } from './support';

let app: FastifyInstance;
let summary: SeedSummary;

beforeAll(async () => {
  app = await build();
  await app.db.execute(
    sql.raw('truncate sesiones, rcps, organizaciones, consultores, usuarios, parametros_textos, parametros, poblaciones, paises, idiomas, dapcon_codigos restart identity cascade'),
  );
  summary = await seed(app.db, 'demo', { storage: app.storage });
}, 120_000);
afterAll(async () => {
  await app.close();
});

const companies = () =>
  app.db
    .select({
      org_id: organizaciones.org_id,
      org_cif: organizaciones.org_cif,
      logo: organizaciones.org_logo,
      iso: organizaciones.doc_sgm_iso14001,
      emas: organizaciones.doc_sgm_emacs,
      alta: organizaciones.org_fecha_alta,
      baja: organizaciones.org_fecha_baja,
      observaciones: organizaciones.org_observaciones_baja,
      convenio: organizaciones.org_convenio,
    })
    .from(organizaciones)
    .orderBy(organizaciones.org_id);

describe('the demo seed’s companies', () => {
  it('stores logos and certificates, each named by one company and each really a PNG or a PDF', async () => {
    const rows = await companies();
    const keys = rows.flatMap((row) => [row.logo, row.iso, row.emas]).filter((key): key is string => key !== null);
    expect(rows.filter((row) => row.logo).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((row) => row.iso).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => row.emas).length).toBeGreaterThanOrEqual(5);
    expect(new Set(keys).size).toBe(keys.length);
    // The storage also holds the declarations' documents (areas/dapcon/seed.ts, checked in test/seed.test.ts)
    // the signed SEPA mandates of the payments under way (areas/finanzas/seed-remesas.ts), and the web
    // contents' images and files (areas/contenidos/seed.ts, seed-archivos.ts) and the document library's files
    // (areas/contenidos/seed-biblioteca.ts).
    const documentos = [
      ...(await dapconStorageKeys(app.db)),
      ...(await mandatoStorageKeys(app.db)),
      ...(await contenidosStorageKeys(app.db)),
      ...(await archivosStorageKeys(app.db)),
      ...(await bibliotecaStorageKeys(app.db)),
    ];
    expect((await mandatoStorageKeys(app.db)).length).toBeGreaterThan(0);
    expect(summary.archivos).toBe(keys.length + documentos.length);
    expect(await allStoredKeys(app)).toEqual([...keys, ...documentos].sort());
    for (const row of rows) {
      if (row.logo) expect(detectFileType((await app.storage.get(row.logo)) ?? Buffer.alloc(0)).mime, row.org_cif).toBe('image/png');
      for (const doc of [row.iso, row.emas]) if (doc) expect(detectFileType((await app.storage.get(doc)) ?? Buffer.alloc(0)).mime, row.org_cif).toBe('application/pdf');
    }
  });

  it('gives the first demo company a logo and both certificates, which its page and routes serve', async () => {
    const account = demoAccount((a) => a.modulo_app === 'organizacion');
    const [row] = (await companies()).filter((company) => company.org_cif === account.usuario);
    expect(row).toMatchObject({ logo: expect.any(String), iso: expect.any(String), emas: expect.any(String) });
    const token = await tokenOf(app, account);
    const own = await app.inject({ method: 'GET', url: '/api/organizaciones/mis-datos/mostrar', headers: bearer(token) });
    expect(own.json()).toMatchObject({ data: { tiene_logo: true, doc_sgm_iso14001: true, doc_sgm_emacs: true } });
    const logo = await app.inject({ method: 'GET', url: `/api/org-logo-img/${row?.org_id}/img`, headers: bearer(token) });
    expect(logo.headers['content-type']).toBe('image/png');
    const admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador'));
    const doc = await app.inject({ method: 'GET', url: `/api/organizaciones/${row?.org_id}/obtener-documento`, query: { doc_type: 'emacs' }, headers: bearer(admin) });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('Certificado EMAS');
  });

  it('records the baja of every company that left, by the first administrator, and some that came back', async () => {
    const [ares] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, demoAccount((a) => a.modulo_app === 'administrador').usuario));
    const history = await app.db.select().from(organizacionesEstados).orderBy(organizacionesEstados.org_id, organizacionesEstados.created_at);
    const rows = await companies();
    const gone = rows.filter((row) => row.baja !== null);
    expect(gone.length).toBeGreaterThan(5);
    for (const row of gone) {
      expect(history.filter((h) => h.org_id === row.org_id), row.org_cif).toEqual([
        expect.objectContaining({ tipo: 'baja', fecha: calendarDay(row.baja ?? new Date()), observaciones: row.observaciones, admin_id: ares?.id }),
      ]);
    }
    const back = rows.filter((row) => row.baja === null && history.some((h) => h.org_id === row.org_id));
    expect(back.length).toBeGreaterThan(3);
    for (const row of back) {
      const own = history.filter((h) => h.org_id === row.org_id);
      expect(own.map((h) => h.tipo)).toEqual(['baja', 'alta']);
      expect(own[1]?.fecha).toBe(calendarDay(row.alta));
      expect((own[0]?.fecha ?? '') < (own[1]?.fecha ?? '')).toBe(true);
    }
  });

  it('has companies with an agreement, and the accounts of those that left cannot sign in', async () => {
    const [withConvenio] = await app.db.select({ n: count() }).from(organizaciones).where(isNotNull(organizaciones.org_convenio));
    expect(withConvenio?.n).toBeGreaterThan(10);
    const left = await app.db
      .select({ activo: usuarios.activo })
      .from(organizaciones)
      .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
      .where(isNotNull(organizaciones.org_fecha_baja));
    expect(left.every((account) => !account.activo)).toBe(true);
  });
});

describe('the demo files', () => {
  it('are deterministic, small, and of the cropper’s two shapes', () => {
    expect(demoLogo(4)).toEqual(demoLogo(4));
    const square = demoLogo(2);
    const wide = demoLogo(3);
    expect([square.readUInt32BE(16), square.readUInt32BE(20)]).toEqual([96, 96]);
    expect([wide.readUInt32BE(16), wide.readUInt32BE(20)]).toEqual([160, 80]);
    expect(square.length).toBeLessThan(2048);
  });

  it('makes a PDF whose cross-reference table points at its objects', () => {
    const pdf = demoCertificate('ISO 14001', 'Ceràmiques (del) Vallès \\ S.L.', 'B08715427', '2026-11-01');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain('(Ceramiques \\(del\\) Valles \\\\ S.L.)');
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
