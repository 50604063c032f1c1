/**
 * The registry's pages as the API serves them (issue 35, docs/registry.md 'The pages'): which page
 * and status each URL gets, the data handed to the renderer, the language, the caching headers, the
 * sitemap and robots.txt, and what happens when the area is not published or its renderer fails.
 * The renderer here is a stand-in published in a temporary static root the way deploy/ publishes
 * one (remotes.json naming the build, servidor/render.mjs beside its manifest): it writes what it is
 * given as JSON, so each test reads exactly what the API decided. The real renderer's HTML is
 * tested in mf-registro and, through the real server, in e2e/tests/registro.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextoRegistro, PaginaRegistro } from '@dapcon/contract';
import { idiomaRegistro } from '../../../src/areas/registro';
import { dapconHistorial, dapcons, organizaciones } from '../../../src/db/schema';
import { build } from '../../helper';

const BUILD = '/remotes/mf-registro/0.1.0-0a1b2c3d/';
const ECHO = `export function render(pagina, contexto) {
  if (pagina.tipo === 'ficha' && pagina.dapcon.dv_nombre_producto === 'FALLA') throw new Error('a renderer that fails');
  return '<!doctype html><html lang="' + contexto.lang + '"><script type="application/json" id="eco">' + JSON.stringify({ pagina, contexto }).replace(/</g, '\\\\u003c') + '</script></html>';
}
`;

function publish(root: string, source = ECHO): void {
  const dir = path.join(root, BUILD, 'servidor');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'render.mjs'), source);
  fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mf_registro: `${BUILD}mf-manifest.json` }));
}

function eco(body: string): { pagina: PaginaRegistro; contexto: ContextoRegistro } {
  const match = /<script type="application\/json" id="eco">(.*)<\/script>/s.exec(body);
  if (!match?.[1]) throw new Error(`not a page of the stand-in renderer: ${body.slice(0, 200)}`);
  return JSON.parse(match[1]) as { pagina: PaginaRegistro; contexto: ContextoRegistro };
}

let app: FastifyInstance;
let root: string;
let publicada: { codigo: string; org_id: number; producto: string };
let caducada: string;
let borrador: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-registro-web-'));
  publish(root);
  app = await build({ env: { WEB_ROOT: root, PUBLIC_URL: 'https://registro.example.org' } });
  const [p] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).limit(1);
  const [c] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'caducada')).limit(1);
  const [b] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'borrador')).limit(1);
  if (!p?.dapcon_codigo || !c?.dapcon_codigo || !b) throw new Error('the test seed lacks a published, an expired or a draft declaration');
  publicada = { codigo: p.dapcon_codigo, org_id: p.org_id, producto: p.dv_nombre_producto };
  caducada = c.dapcon_codigo;
  borrador = b.id;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the language of a page', () => {
  it('is ?lang= when it is one of the three, else the first of them the browser prefers, else Spanish', () => {
    expect(idiomaRegistro('en', 'ca')).toBe('en');
    expect(idiomaRegistro('fr', 'ca-ES,ca;q=0.9')).toBe('ca');
    expect(idiomaRegistro(undefined, 'de-DE,de;q=0.9,en;q=0.8,es;q=0.5')).toBe('en');
    expect(idiomaRegistro(undefined, 'es;q=0.4,ca;q=0.6')).toBe('ca');
    expect(idiomaRegistro(undefined, 'de,fr')).toBe('es');
    expect(idiomaRegistro(['x'], undefined)).toBe('es');
  });
});

describe('GET /registro/{code}', () => {
  it("a published declaration: 200, its record, the language, the build's base, the site's origin and the path without lang", async () => {
    const res = await get(`/registro/${publicada.codigo}?lang=ca`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const { pagina, contexto } = eco(res.body);
    expect(pagina.tipo).toBe('ficha');
    if (pagina.tipo !== 'ficha') return;
    expect(pagina.dapcon).toMatchObject({ dapcon_codigo: publicada.codigo, estado: 'publicada', dv_nombre_producto: publicada.producto, url: `/registro/${publicada.codigo}` });
    expect(pagina.dapcon.empresa.org_id).toBe(publicada.org_id);
    expect(contexto).toEqual({ lang: 'ca', origin: 'https://registro.example.org', base: BUILD, path: `/registro/${publicada.codigo}` });
    expect(res.body).toContain('<html lang="ca">');
  });

  it('an expired one: 200, shown as expired', async () => {
    const res = await get(`/registro/${caducada}`);
    expect(res.statusCode).toBe(200);
    const { pagina } = eco(res.body);
    expect(pagina.tipo === 'ficha' && pagina.dapcon.estado).toBe('caducada');
  });

  it("a draft's code, an unknown code and a code that cannot be one: 404 with the page that says so", async () => {
    const [row] = await app.db.update(dapcons).set({ dapcon_codigo: 'DAPcon-1999-0042' }).where(eq(dapcons.id, borrador)).returning();
    expect(row?.estado).toBe('borrador');
    for (const codigo of ['DAPcon-1999-0042', 'DAPcon-2999-0001', 'no%20es%3Cun%3Ecodigo']) {
      const res = await get(`/registro/${codigo}?lang=en`);
      expect(res.statusCode, codigo).toBe(404);
      const { pagina, contexto } = eco(res.body);
      expect(pagina.tipo).toBe('no-encontrada');
      expect(contexto.lang).toBe('en');
    }
  });

  it("a withdrawn declaration's code: 410 with the page that says so, its product and the day it was withdrawn (Madrid), never the reason; not in the sitemap", async () => {
    const [p] = await app.db.select().from(dapcons).where(eq(dapcons.dapcon_codigo, publicada.codigo));
    if (!p) throw new Error('no published declaration');
    const { id: _id, dapcon_codigo: _codigo, ...resto } = p;
    const [row] = await app.db.insert(dapcons).values({ ...resto, dapcon_codigo: 'DAPcon-2025-0098', estado: 'retirada', dv_nombre_producto: 'Teja retirada' }).returning({ id: dapcons.id });
    // 23:30 UTC on 10 February is already the 11th in Madrid.
    await app.db.insert(dapconHistorial).values({ dapcon_id: row?.id ?? 0, accion: 'retirar', estado_desde: 'publicada', estado_hasta: 'retirada', comentario: 'Motivo interno.', created_at: new Date('2026-02-10T23:30:00Z') });
    for (const lang of ['es', 'ca', 'en'] as const) {
      const res = await get(`/registro/DAPcon-2025-0098?lang=${lang}`);
      expect(res.statusCode, lang).toBe(410);
      const { pagina, contexto } = eco(res.body);
      expect(pagina).toEqual({ tipo: 'retirada', codigo: 'DAPcon-2025-0098', producto: 'Teja retirada', retirada_el: '2026-02-11' });
      expect(contexto.lang).toBe(lang);
      expect(res.body).not.toContain('Motivo interno');
    }
    expect((await get('/sitemap.xml')).body).not.toContain('DAPcon-2025-0098');
  });

  it('may be kept a minute by any cache, varies with Accept-Language, and answers 304 to its ETag', async () => {
    const res = await get(`/registro/${publicada.codigo}`, { 'accept-language': 'ca' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(String(res.headers.vary)).toContain('Accept-Language');
    expect(eco(res.body).contexto.lang).toBe('ca');
    const tag = res.headers.etag;
    expect(tag).toBeTruthy();
    const again = await get(`/registro/${publicada.codigo}`, { 'accept-language': 'ca', 'if-none-match': String(tag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /registro', () => {
  it('the search: the rows of GET /api/public/dapcon for the same query, the choices of its selects, the query as written', async () => {
    const query = `filter_text=${encodeURIComponent(publicada.producto.slice(0, 6))}&order_by=dapcon_codigo%20asc`;
    const res = await get(`/registro?${query}&lang=es`);
    expect(res.statusCode).toBe(200);
    const { pagina, contexto } = eco(res.body);
    if (pagina.tipo !== 'lista') throw new Error(pagina.tipo);
    const api = (await get(`/api/public/dapcon?${query}`)).json() as { data: { data: { dapcon_codigo: string }[]; total: number } };
    expect(pagina.resultado.data.map((r) => r.dapcon_codigo)).toEqual(api.data.data.map((r) => r.dapcon_codigo));
    expect(pagina.resultado.total).toBe(api.data.total);
    expect(pagina.resultado.data.map((r) => r.dapcon_codigo)).toContain(publicada.codigo);
    expect(pagina.consulta).toEqual({ filter_text: publicada.producto.slice(0, 6), order_by: 'dapcon_codigo asc' });
    expect(pagina.errores).toEqual([]);
    expect(pagina.rcps.length).toBeGreaterThan(0);
    expect(pagina.idiomas.map((i) => i.codigo)).toContain('es');
    expect(pagina.idiomas.find((i) => i.codigo === 'ca')?.nombre).toBe('Català');
    expect(contexto.path).toBe(`/registro?${new URLSearchParams(query).toString()}`);
  });

  it('the expired ones only when asked', async () => {
    const sin = eco((await get('/registro')).body).pagina;
    const con = eco((await get('/registro?caducadas=true')).body).pagina;
    if (sin.tipo !== 'lista' || con.tipo !== 'lista') throw new Error('not a list');
    expect(sin.resultado.data.map((r) => r.estado)).not.toContain('caducada');
    expect(con.resultado.data.map((r) => r.dapcon_codigo)).toContain(caducada);
  });

  it('a search by company names it in the heading; a company with no declaration in the registry is named by no one', async () => {
    const [org] = await app.db.select({ nombre: organizaciones.org_nombre }).from(organizaciones).where(eq(organizaciones.org_id, publicada.org_id));
    const por = eco((await get(`/registro?organizacion_id=${publicada.org_id}`)).body).pagina;
    expect(por.tipo === 'lista' && por.empresa).toBe(org?.nombre);
    const nadie = eco((await get('/registro?organizacion_id=999999')).body).pagina;
    expect(nadie.tipo === 'lista' && nadie.empresa).toBeNull();
  });

  it('a value that is not valid is named among the errors, with no rows, answered 400; the valid values are kept', async () => {
    const res = await get('/registro?caduca_antes=31-12-2026&order_by=org_cif%20asc&rcp_id=x&filter_text=cal');
    expect(res.statusCode).toBe(400);
    const { pagina } = eco(res.body);
    if (pagina.tipo !== 'lista') throw new Error(pagina.tipo);
    expect([...pagina.errores].sort()).toEqual(['caduca_antes', 'order_by', 'rcp_id']);
    expect(pagina.resultado).toMatchObject({ data: [], total: 0 });
    expect(pagina.consulta).toEqual({ caduca_antes: '31-12-2026', order_by: 'org_cif asc', rcp_id: 'x', filter_text: 'cal' });
  });
});

describe('when the area cannot render', () => {
  it('a renderer that throws, or no mf-registro in remotes.json: 503 with a page in the three languages, never kept by a cache', async () => {
    await app.db.update(dapcons).set({ dv_nombre_producto: 'FALLA' }).where(eq(dapcons.dapcon_codigo, caducada));
    const fails = await get(`/registro/${caducada}`);
    expect(fails.statusCode).toBe(503);
    expect(fails.headers['cache-control']).toBe('no-store');
    expect(fails.body).toContain('El registro no está disponible');
    expect(fails.body).toContain('The register is not available');

    fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mf_auth: '/remotes/mf-auth/mf-manifest.json' }));
    try {
      const res = await get('/registro');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('El registre no està disponible');
    } finally {
      publish(root);
    }
    expect((await get('/registro')).statusCode).toBe(200);
  });

  it('a new build published is the one that renders the next page, with no restart', async () => {
    const next = '/remotes/mf-registro/0.1.1-9f8e7d6c/';
    fs.mkdirSync(path.join(root, next, 'servidor'), { recursive: true });
    fs.writeFileSync(path.join(root, next, 'servidor/render.mjs'), ECHO.replace("'<!doctype html>", "'<!doctype html><!-- 0.1.1 -->"));
    fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mf_registro: `${next}mf-manifest.json` }));
    try {
      const res = await get('/registro');
      expect(res.body).toContain('<!-- 0.1.1 -->');
      expect(eco(res.body).contexto.base).toBe(next);
    } finally {
      publish(root);
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('the sitemap names the search and every published declaration, with their alternates in ES, CA and EN, and no other', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const published = await app.db.select({ codigo: dapcons.dapcon_codigo }).from(dapcons).where(eq(dapcons.estado, 'publicada'));
    expect(locs.sort()).toEqual(['https://registro.example.org/registro', ...published.map((p) => `https://registro.example.org/registro/${p.codigo}`)].sort());
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="ca" href="https://registro.example.org/registro/${publicada.codigo}?lang=ca"/>`);
    expect(res.body).toContain(`hreflang="x-default" href="https://registro.example.org/registro/${publicada.codigo}"`);
    expect(res.body).not.toContain(caducada);
  });

  it('robots.txt opens the registry and its API to crawlers, closes the rest, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^Allow: \/registro$/m);
    expect(res.body).toMatch(/^Disallow: \/$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/registro\.example\.org\/sitemap\.xml$/m);
  });
});
