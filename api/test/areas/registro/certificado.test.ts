/**
 * The registration certificate (issue 35, docs/registry.md 'The certificate'): a PDF per published or
 * expired declaration in the language asked for, for anyone; what it says, read back from the PDF;
 * 404 for any other code. The QR code's address is the page it prints.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlCertificado, type Envelope, type FichaPublica } from '@dapcon/contract';
import { dapcons } from '../../../src/db/schema';
import { build } from '../../helper';
import { pdfText } from '../../pdf-text';

let app: FastifyInstance;
let publicada: string;
let caducada: string;
let borrador: number;

beforeAll(async () => {
  app = await build({ env: { PUBLIC_URL: 'https://dapcon.example.org' } });
  const [p] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'publicada')).limit(1);
  const [c] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'caducada')).limit(1);
  const [b] = await app.db.select().from(dapcons).where(eq(dapcons.estado, 'borrador')).limit(1);
  if (!p?.dapcon_codigo || !c?.dapcon_codigo || !b) throw new Error('the test seed lacks a published, an expired or a draft declaration');
  publicada = p.dapcon_codigo;
  caducada = c.dapcon_codigo;
  borrador = b.id;
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function ficha(codigo: string, lang: 'es' | 'ca'): Promise<FichaPublica> {
  return ((await get(`/api/public/dapcon/${codigo}`, { 'accept-language': lang })).json() as Envelope<FichaPublica>).data;
}

describe('GET /api/public/dapcon/{code}/certificado', () => {
  it.each([
    ['es', 'Certificado de registro', 'Publicada y vigente', 'Válida hasta', 'es'],
    ['ca', 'Certificat de registre', 'Publicada i vigent', 'Vàlida fins a', 'ca'],
    ['en', 'Certificate of registration', 'Published and valid', 'Valid until', 'es'],
  ] as const)('in %s: the programme, the code, product, company, RCP, verifier, validity and state, and the registry page it links to', async (lang, titulo, estado, hasta, datos) => {
    const res = await get(urlCertificado(publicada, lang));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const nombre = { es: 'certificado', ca: 'certificat', en: 'certificate' }[lang];
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${publicada}_${nombre}_${lang}.pdf"`);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { title, pages } = await pdfText(res.rawPayload);
    expect(title).toBe(`${titulo} ${publicada}`);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    const f = await ficha(publicada, datos);
    for (const part of [
      titulo,
      lang === 'en' ? 'DAPcon Programme' : 'Programa DAPcon',
      publicada,
      f.dv_nombre_producto,
      `${f.empresa.org_nombre} (${f.empresa.org_cif})`,
      f.rcp.rcp_equivalencia,
      `${f.verificador.nombre} ${f.verificador.apellidos}`,
      hasta,
      estado,
      `https://dapcon.example.org/registro/${publicada}?lang=${lang}`,
    ]) {
      expect(text, part).toContain(part);
    }
    const [y, m, d] = f.dapcon_valido_hasta.split('-');
    expect(text).toContain(lang === 'en' ? `${Number(d)} ` : `${d}/${m}/${y}`);
  });

  it("an expired one says so; without lang, the caller's language", async () => {
    const res = await get(`/api/public/dapcon/${caducada}/certificado`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).pages[0] ?? '';
    expect(text).toContain('This declaration has expired: it is no longer valid.');
    expect(text).toMatch(/^Expired$/m);
  });

  it('a character the standard fonts cannot write becomes ? and the certificate is still written', async () => {
    await app.db.update(dapcons).set({ dv_nombre_producto: 'Mortero bajo en CO₂ · Łódź' }).where(eq(dapcons.dapcon_codigo, publicada));
    const res = await get(urlCertificado(publicada, 'es'));
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).pages[0]).toContain('Mortero bajo en CO? · ?ód?');
  });

  it("a draft's code and an unknown one: 404; a language that is not the registry's: 422", async () => {
    await app.db.update(dapcons).set({ dapcon_codigo: 'DAPcon-1999-0009' }).where(eq(dapcons.id, borrador));
    expect((await get(urlCertificado('DAPcon-1999-0009', 'es'))).statusCode).toBe(404);
    expect((await get(urlCertificado('DAPcon-2999-0001', 'es'))).statusCode).toBe(404);
    expect((await get(`/api/public/dapcon/${publicada}/certificado?lang=fr`)).statusCode).toBe(422);
  });
});
