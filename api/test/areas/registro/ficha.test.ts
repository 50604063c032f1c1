/**
 * A declaration of the registry for machine clients and the registry's page (issue 35,
 * docs/registry.md): `GET /api/public/dapcon/{code}`, its EPD per language and its company's logo, for
 * anyone, and only for a published or expired declaration: a draft's code, with its document stored,
 * is 404 like an unknown one, a withdrawn one's 410 on all of them. The test seed stores no file, so
 * this file stores a PDF and a logo.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAPCON_MSG, INDICADORES_NUCLEO, urlDocumentoPublico, urlLogoPublico, type Envelope, type FichaPublica } from '@dapcon/contract';
import { consultores, dapconDocumentos, dapconHistorial, dapconResultados, dapconResultadosTabla, dapcons, organizaciones, usuarios } from '../../../src/db/schema';
import { build, errorBody } from '../../helper';

let app: FastifyInstance;
let publicada: typeof dapcons.$inferSelect;
let borrador: typeof dapcons.$inferSelect;
const PDF = Buffer.from('%PDF-1.4\n% the published EPD\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  app = await build();
  const [p] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).limit(1);
  const [b] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'borrador')).limit(1);
  if (!p?.dapcon_codigo || !b) throw new Error('the test seed lacks a published or a draft declaration');
  // The draft gets a code and a document of its own: neither may ever be reached.
  [borrador] = (await app.db.update(dapcons).set({ dapcon_codigo: 'DAPcon-1999-0007' }).where(eq(dapcons.id, b.id)).returning()) as [typeof dapcons.$inferSelect];
  publicada = p;
  for (const d of [publicada, borrador]) {
    await app.db.insert(dapconDocumentos).values({ dapcon_id: d.id, idioma_id: 1, tipo: 'dap', storage_key: await app.storage.put('documentos', 'pdf', PDF), nombre_original: 'epd.pdf', tamanyo: PDF.length });
  }
  await app.db.update(organizaciones).set({ org_logo: await app.storage.put('logos', 'png', PNG) }).where(eq(organizaciones.org_id, publicada.org_id));
  if (borrador.org_id !== publicada.org_id) {
    await app.db.update(organizaciones).set({ org_logo: await app.storage.put('logos', 'png', PNG) }).where(eq(organizaciones.org_id, borrador.org_id));
  }
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /api/public/dapcon/{code}', () => {
  it("a published declaration's record: the registry's row, its logo's and EPDs' addresses", async () => {
    const res = await get(`/api/public/dapcon/${publicada.dapcon_codigo}`, { 'accept-language': 'ca' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const ficha = (res.json() as Envelope<FichaPublica>).data;
    const codigo = publicada.dapcon_codigo ?? '';
    expect(ficha).toMatchObject({ dapcon_codigo: codigo, estado: 'publicada', dv_nombre_producto: publicada.dv_nombre_producto, logo_url: urlLogoPublico(codigo) });
    expect(ficha.documentos).toEqual([{ idioma_id: 1, idioma: 'es', url: urlDocumentoPublico(codigo, 'es') }]);
    const [verificador] = await app.db.select().from(consultores).where(eq(consultores.id, publicada.verificador_id ?? 0));
    expect(ficha.verificador).toEqual({ nombre: verificador?.consultor_nombre, apellidos: verificador?.consultor_apellidos });
  });

  it('carries its results table as stored (the header, the 13 indicators in order, each cell by module), never who uploaded it; null without one', async () => {
    const ficha = (await get(`/api/public/dapcon/${publicada.dapcon_codigo}`)).json<Envelope<FichaPublica>>().data;
    const [tabla] = await app.db.select().from(dapconResultadosTabla).where(eq(dapconResultadosTabla.dapcon_id, publicada.id));
    const celdas = await app.db.select().from(dapconResultados).where(eq(dapconResultados.dapcon_id, publicada.id));
    expect(tabla, 'the test seed gives its published declaration a table').toBeDefined();
    const r = ficha.resultados;
    expect(r).toMatchObject({ unidad_cantidad: tabla?.unidad_cantidad, unidad: tabla?.unidad, masa_por_unidad: tabla?.masa_por_unidad, anio_referencia: tabla?.anio_referencia, metodo: tabla?.metodo });
    expect(Object.keys(r ?? {}).sort()).toEqual(['anio_referencia', 'filas', 'masa_por_unidad', 'metodo', 'unidad', 'unidad_cantidad']);
    expect(r?.filas.map((f) => f.indicador)).toEqual(INDICADORES_NUCLEO.map((i) => i.codigo));
    for (const c of celdas) expect(r?.filas.find((f) => f.indicador === c.indicador)?.valores[c.modulo], `${c.indicador} ${c.modulo}`).toBe(c.valor ?? c.marca);
    expect(r?.filas.reduce((n, f) => n + Object.keys(f.valores).length, 0)).toBe(celdas.length);

    const [sinTabla] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'caducada')).limit(1);
    const otra = (await get(`/api/public/dapcon/${sinTabla?.dapcon_codigo}`)).json<Envelope<FichaPublica>>().data;
    expect(otra.resultados).toBeNull();
  });

  it('nothing personal: no e-mail, phone or NIF of a person', async () => {
    const res = await get(`/api/public/dapcon/${publicada.dapcon_codigo}`);
    const people = await app.db.select({ nif: consultores.consultor_nif, movil: consultores.consultor_movil, email: consultores.consultor_email }).from(consultores);
    const accounts = await app.db.select({ email: usuarios.email, telefono: usuarios.telefono }).from(usuarios);
    const secrets = [...people.flatMap((p) => [p.nif, p.movil, p.email]), ...accounts.flatMap((a) => [a.email, a.telefono])].filter(
      (x): x is string => typeof x === 'string' && x.length >= 6,
    );
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('@');
  });

  it("a draft's code and an unknown one: 404; what cannot be a code: 422", async () => {
    for (const codigo of [borrador.dapcon_codigo, 'DAPcon-2999-0001']) {
      const res = await get(`/api/public/dapcon/${codigo}`);
      expect(res.statusCode, String(codigo)).toBe(404);
      expect(errorBody(res).status).toBe('Error');
    }
    expect((await get('/api/public/dapcon/a%20b')).statusCode).toBe(422);
  });
});

describe("a published declaration's files", () => {
  it('its EPD in a language it has: the PDF as an attachment named by its code, kept an hour by any cache', async () => {
    const res = await get(urlDocumentoPublico(publicada.dapcon_codigo ?? '', 'es'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${publicada.dapcon_codigo}_es.pdf"`);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("a language it has no EPD in, and a draft's EPD: 404", async () => {
    expect((await get(urlDocumentoPublico(publicada.dapcon_codigo ?? '', 'ca'))).statusCode).toBe(404);
    expect((await get(urlDocumentoPublico(borrador.dapcon_codigo ?? '', 'es'))).statusCode).toBe(404);
    const [stored] = await app.db.select().from(dapconDocumentos).where(and(eq(dapconDocumentos.dapcon_id, borrador.id), eq(dapconDocumentos.tipo, 'dap')));
    expect(stored).toBeTruthy();
  });

  it("its company's logo, shown in the page (no attachment); a draft's code gets none", async () => {
    const res = await get(urlLogoPublico(publicada.dapcon_codigo ?? ''));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await get(urlLogoPublico(borrador.dapcon_codigo ?? ''))).statusCode).toBe(404);
  });
});

describe('a withdrawn declaration (retirada)', () => {
  const CODIGO = 'DAPcon-2025-0099';
  let retirada: number;

  beforeAll(async () => {
    // Published once with its EPD and its company's logo, then withdrawn by the administration (its history row).
    const { id: _id, dapcon_codigo: _codigo, ...resto } = publicada;
    const [row] = await app.db.insert(dapcons).values({ ...resto, dapcon_codigo: CODIGO, estado: 'retirada', dv_nombre_producto: 'Adoquín retirado' }).returning({ id: dapcons.id });
    retirada = row?.id ?? 0;
    await app.db.insert(dapconDocumentos).values({ dapcon_id: retirada, idioma_id: 1, tipo: 'dap', storage_key: await app.storage.put('documentos', 'pdf', PDF), nombre_original: 'epd.pdf', tamanyo: PDF.length });
    await app.db.insert(dapconHistorial).values({ dapcon_id: retirada, accion: 'retirar', estado_desde: 'publicada', estado_hasta: 'retirada', comentario: 'Motivo interno.', created_at: new Date('2026-02-10T23:30:00Z') });
  });

  it('its record answers 410 with the message that says so (ES, CA), never its data nor the reason', async () => {
    const res = await get(`/api/public/dapcon/${CODIGO}`);
    expect(res.statusCode).toBe(410);
    expect(errorBody(res)).toEqual({ status: 'Error', message: DAPCON_MSG.dapconRetirada });
    expect(res.body).not.toContain('Motivo interno');
    const ca = await get(`/api/public/dapcon/${CODIGO}`, { 'accept-language': 'ca' });
    expect(ca.statusCode).toBe(410);
    expect(errorBody(ca).message).toBe('Aquesta DAPcon ha estat retirada del programa.');
  });

  it('its EPD, its logo, its certificate and its exports: 410; an unknown code still 404', async () => {
    for (const url of [
      urlDocumentoPublico(CODIGO, 'es'),
      urlDocumentoPublico(CODIGO, 'ca'),
      urlLogoPublico(CODIGO),
      `/api/public/dapcon/${CODIGO}/certificado?lang=en`,
      `/api/public/dapcon/${CODIGO}/openepd`,
      `/api/public/dapcon/${CODIGO}/ilcd`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(410);
      expect(errorBody(res).message, url).toBe(DAPCON_MSG.dapconRetirada);
    }
    expect((await get('/api/public/dapcon/DAPcon-2999-0001/certificado')).statusCode).toBe(404);
    expect((await get('/api/public/dapcon/DAPcon-2999-0001/openepd')).statusCode).toBe(404);
  });

  it('is never listed, even with the expired ones, whatever the text', async () => {
    for (const query of ['', '?caducadas=true', `?caducadas=true&filter_text=${CODIGO}`, '?caducadas=true&filter_text=retirado']) {
      const res = await get(`/api/public/dapcon${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.body, query).not.toContain(CODIGO);
    }
  });
});
