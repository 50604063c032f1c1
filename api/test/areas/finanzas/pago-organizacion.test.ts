/**
 * The organisation payment flow (docs/finanzas.md 'The organisation payment flow'): the fee to pay
 * with its VAT, the SEPA mandate, and both choices of the demo company whose fee is owed (B17238452,
 * 'pendiente'): what is stored, the new token and the old one ending, the refusals (422 per field in
 * both languages, 409 once chosen, 403 for an administrator using the portal as the company), and the
 * administrator's view of the owed fees by method. Expectations are computed here from the tariffs
 * table and `conIva`'s rule (half up to the cent), not read from the API's answers.
 */
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDay, conIva, FINANZAS_MSG, toCents, toDisplayDate, fromCents, toFormData, UPLOAD_RULES, type Cuota, type DetalleTarifa, type Envelope, type Inicio, type LoginData } from '@dapcon/contract';
import { anyoActual } from '../../../src/areas/finanzas/cuotas';
import { TARIFAS_SEED_CA } from '../../../src/areas/finanzas/seed-tarifas';
import { cuotas, datosBancarios, mandatosSepa, organizaciones, tarifas } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
const PENDIENTE = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pendiente');
let orgId: number;
const ANYO = anyoActual();

/** A small PDF (the upload check reads its first bytes). */
const PDF = () => new File([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')], 'mandato-firmado.pdf', { type: 'application/pdf' });
const PNG = () => new File([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'mandato.png', { type: 'image/png' });
const IBAN = 'ES91 2100 0418 4502 0005 1332';

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
  const [org] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, PENDIENTE.usuario));
  orgId = org?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});

/** The demo company owes its fee again, no method chosen (each test starts from there). */
beforeEach(async () => {
  await app.db.delete(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, ANYO)));
  await app.db.delete(mandatosSepa).where(eq(mandatosSepa.org_id, orgId));
  await app.db.update(organizaciones).set({ estado_pago: 'pendiente', alerta_pago: true }).where(eq(organizaciones.org_id, orgId));
});

function get(token: string, url: string, lang = 'es') {
  return app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(token), 'accept-language': lang } });
}

function pagar(token: string, fields: Record<string, unknown>, lang = 'es') {
  const form = toFormData(fields);
  const request = new Request('http://portal.test', { method: 'POST', body: form });
  return request.arrayBuffer().then((payload) =>
    app.inject({
      method: 'POST',
      url: '/api/organizaciones/pagar',
      payload: Buffer.from(payload),
      headers: { ...bearer(token), 'accept-language': lang, 'content-type': request.headers.get('content-type') ?? '' },
    }),
  );
}

/** The caller's home (GET /panel/inicio) in `lang`. */
async function inicioDe(token: string, lang = 'es'): Promise<Inicio> {
  const res = await get(token, '/panel/inicio', lang);
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<Inicio>>(res).data;
}

function errors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

async function precioPme(): Promise<string> {
  const [row] = await app.db.select({ precio: tarifas.precio }).from(tarifas).where(and(eq(tarifas.tipo, 'cuota_anual'), eq(tarifas.codigo, 'pme_50')));
  if (!row) throw new Error('no pme_50 tariff');
  return row.precio;
}

describe('GET /organizaciones/detalle_tarifa', () => {
  it("answers the company's size fee with 21 % VAT, half up to the cent", async () => {
    const token = await tokenOf(app, PENDIENTE);
    const res = await get(token, '/organizaciones/detalle_tarifa?metodo_pago=T');
    expect(res.statusCode, res.body).toBe(200);
    const precio = await precioPme();
    const iva = Math.round((toCents(precio) * 21) / 100);
    expect(body<Envelope<DetalleTarifa>>(res).data).toEqual({
      detalle: expect.stringContaining('pequeña empresa'),
      precio,
      iva: fromCents(iva),
      importe_total: fromCents(toCents(precio) + iva),
      iva_porcentaje: 21,
      year: ANYO,
      metodo_pago: 'T',
      concepto: `${PENDIENTE.usuario} Cuota ${ANYO}`,
    });
    // In Catalan: the fee's line (its tariff's Catalan description) and the concept.
    expect(body<Envelope<DetalleTarifa>>(await get(token, '/organizaciones/detalle_tarifa?metodo_pago=T', 'ca')).data).toMatchObject({
      detalle: TARIFAS_SEED_CA.pme_50,
      concepto: `${PENDIENTE.usuario} Quota ${ANYO}`,
    });
    expect((await get(token, '/organizaciones/detalle_tarifa?metodo_pago=X')).statusCode).toBe(422);
  });

  it('409 when the size has no active tariff', async () => {
    const token = await tokenOf(app, PENDIENTE);
    await app.db.update(tarifas).set({ estado: false }).where(eq(tarifas.codigo, 'pme_50'));
    try {
      const res = await get(token, '/organizaciones/detalle_tarifa');
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(FINANZAS_MSG.sinTarifaEmpresa);
    } finally {
      await app.db.update(tarifas).set({ estado: true }).where(eq(tarifas.codigo, 'pme_50'));
    }
  });
});

/** The text a PDF of pdf-lib draws: its content streams inflated, the hex strings of `Tj` decoded (WinAnsi ≈ latin1). */
function textoPdf(bytes: Buffer): string {
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) out.push(Buffer.from(tj[1] ?? '', 'hex').toString('latin1'));
  }
  return out.join('\n');
}

describe('POST /organizaciones/mandato_sepa', () => {
  function mandato(token: string, payload: object, lang = 'es') {
    return app.inject({ method: 'POST', url: '/api/organizaciones/mandato_sepa', payload, headers: { ...bearer(token), 'accept-language': lang } });
  }

  it('is a one-page PDF named yyyy-mm-dd_Mandato_SEPA_<CIF>.pdf with the account, its holder, the creditor (name, address, identifier), the reference and the day', async () => {
    const token = await tokenOf(app, PENDIENTE);
    const res = await mandato(token, { org_iban: IBAN, org_nif_propietario_cuenta: ' b17238452 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const hoy = calendarDay(new Date());
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${hoy}_Mandato_SEPA_${PENDIENTE.usuario}.pdf"`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const referencia = `DAPCON-${String(orgId).padStart(6, '0')}`;
    expect(pdf.getTitle()).toBe(`Orden de domiciliación de adeudo directo SEPA ${referencia}`);
    const texto = textoPdf(res.rawPayload);
    const [banco] = await app.db.select().from(datosBancarios).limit(1);
    for (const esperado of [referencia, IBAN, 'B17238452', banco?.titular, banco?.identificador_acreedor, banco?.direccion, toDisplayDate(hoy), 'Número de cuenta · IBAN', 'Dirección del acreedor']) {
      expect(texto).toContain(esperado);
    }
    expect(banco?.direccion).toBeTruthy();
    expect(texto).not.toContain('a rellenar por el deudor)\nSWIFT');
    expect(texto).not.toMatch(/IBAN \(a rellenar/);
  });

  it('in Catalan: the mandate and its file name', async () => {
    const token = await tokenOf(app, PENDIENTE);
    const res = await mandato(token, { org_iban: IBAN, org_nif_propietario_cuenta: 'B17238452' }, 'ca');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${calendarDay(new Date())}_Mandat_SEPA_${PENDIENTE.usuario}.pdf"`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toMatch(/^Ordre de domiciliació de càrrec directe SEPA DAPCON-/);
    const texto = textoPdf(res.rawPayload);
    for (const esperado of ['Nom del creditor', 'Adreça del creditor', 'Número de compte · IBAN', 'CIF/NIF del titular del compte', 'Signatura del deutor', IBAN]) expect(texto).toContain(esperado);
    expect(texto).not.toMatch(/Nombre del acreedor|Firma del deudor/);
  });

  it('asks for a valid IBAN and holder first (422 under each, in both languages)', async () => {
    const token = await tokenOf(app, PENDIENTE);
    expect(errors(await mandato(token, {}))).toEqual({ org_iban: ['Ingrese un N° IBAN'], org_nif_propietario_cuenta: ['Ingrese un NIF'] });
    expect(errors(await mandato(token, { org_iban: 'ES9121000418450200051333', org_nif_propietario_cuenta: '12345678A' }, 'ca'))).toEqual({
      org_iban: ['IBAN no vàlid'],
      org_nif_propietario_cuenta: ['Document no vàlid'],
    });
  });
});

describe("the home's payment alert", () => {
  it("names no method while the company has chosen none ('pendiente'), whatever method its fee's row holds", async () => {
    await app.db.insert(cuotas).values({ org_id: orgId, year: ANYO, importe: await precioPme(), tipo: 'Renovado', metodo_pago: 'R', pagado: null, no_comisionable: false });
    const token = await tokenOf(app, PENDIENTE);
    expect((await inicioDe(token)).empresa).toMatchObject({ alerta_pago: true, pago: null });
  });
});

describe('POST /organizaciones/pagar_por_transferencia', () => {
  it("records this year's fee owed by transfer, puts the company 'en_tramite' and answers a new token (the old one ends)", async () => {
    const token = await tokenOf(app, PENDIENTE);
    const res = await app.inject({ method: 'POST', url: '/api/organizaciones/pagar_por_transferencia', payload: { org_metodo_pago: 'T' }, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(201);
    const nuevo = body<Envelope<LoginData>>(res).data.token;
    expect(decodeJwt(nuevo)).toMatchObject({ usuario: PENDIENTE.usuario, estado_pago: 'en_tramite' });
    expect((await get(token, '/auth/me')).statusCode).toBe(401);
    expect((await get(nuevo, '/auth/me')).statusCode).toBe(200);

    const [cuota] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, ANYO)));
    expect(cuota).toMatchObject({ pagado: null, metodo_pago: 'T', importe: await precioPme(), num_factura: null });
    const [org] = await app.db.select({ estado_pago: organizaciones.estado_pago }).from(organizaciones).where(eq(organizaciones.org_id, orgId));
    expect(org?.estado_pago).toBe('en_tramite');

    // Chosen once: a second choice is refused.
    const again = await app.inject({ method: 'POST', url: '/api/organizaciones/pagar_por_transferencia', payload: {}, headers: bearer(nuevo) });
    expect(again.statusCode).toBe(409);

    // The home's payment alert keeps the transfer's data: the account, the amount with VAT, the concept (in the caller's language).
    const precio = await precioPme();
    const transferencia = { metodo_pago: 'T', year: ANYO, importe_total: conIva(precio).importe_total, nombre_entidad: 'CaixaBank', numero_cuenta: 'ES9121000418450200051332', cuenta_final: null };
    expect((await inicioDe(nuevo)).empresa).toMatchObject({ alerta_pago: true, pago: { ...transferencia, concepto: `${PENDIENTE.usuario} Cuota ${ANYO}` } });
    expect((await inicioDe(nuevo, 'ca')).empresa?.pago).toEqual({ ...transferencia, concepto: `${PENDIENTE.usuario} Quota ${ANYO}` });

    // The administration sees it among the transfers awaited.
    const list = await get(admin, `/cuotas-anuales?pendiente=true&metodo_pago=T&org_id=${orgId}`);
    expect(body<Envelope<{ data: Cuota[] }>>(list).data.data.map((c) => [c.org_id, c.year, c.metodo_pago])).toEqual([[orgId, ANYO, 'T']]);
    expect(body<Envelope<{ data: Cuota[] }>>(await get(admin, `/cuotas-anuales?pendiente=true&metodo_pago=R&org_id=${orgId}`)).data.data).toEqual([]);

    // Registering the payment makes the company up to date.
    const paid = await app.inject({
      method: 'PATCH',
      url: `/api/cuotas/actualizar-pago/${orgId}/${ANYO}`,
      payload: { pagado: new Date().toISOString().slice(0, 10), tipo: cuota?.tipo, metodo_pago: 'T' },
      headers: bearer(admin),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [after] = await app.db.select({ estado_pago: organizaciones.estado_pago }).from(organizaciones).where(eq(organizaciones.org_id, orgId));
    expect(after?.estado_pago).toBe('pagado');
    // Confirmed: the alert is gone, and with it the transfer's data.
    expect((await inicioDe(nuevo)).empresa).toMatchObject({ alerta_pago: false, pago: null });
  });

  it('is refused to an administrator using the portal as the company (403), and to a company up to date (409)', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${PENDIENTE.usuario}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const suplantado = body<Envelope<LoginData>>(res).data.token;
    expect((await app.inject({ method: 'POST', url: '/api/organizaciones/pagar_por_transferencia', payload: {}, headers: bearer(suplantado) })).statusCode).toBe(403);
    const alDia = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
    expect((await app.inject({ method: 'POST', url: '/api/organizaciones/pagar_por_transferencia', payload: {}, headers: bearer(alDia) })).statusCode).toBe(409);
  });
});

describe('POST /organizaciones/pagar (direct debit)', () => {
  it('answers each field with its own message, in Spanish and Catalan, and stores nothing', async () => {
    const token = await tokenOf(app, PENDIENTE);
    expect(errors(await pagar(token, { org_iban: '', org_nif_propietario_cuenta: '', org_metodo_pago: 'R' }))).toEqual({
      org_iban: ['Ingrese un N° IBAN'],
      org_nif_propietario_cuenta: ['Ingrese un NIF'],
      org_sepa: ['Adjunte el mandato SEPA firmado.'],
    });
    expect(errors(await pagar(token, { org_iban: 'ES9121000418450200051333', org_nif_propietario_cuenta: '12345678A', org_metodo_pago: 'R', org_sepa: PNG() }))).toEqual({
      org_iban: ['IBAN no válido'],
      org_nif_propietario_cuenta: ['Documento no válido'],
      org_sepa: [UPLOAD_RULES.documento.messages.type],
    });
    expect(errors(await pagar(token, { org_iban: 'XX', org_nif_propietario_cuenta: 'B0000000X', org_metodo_pago: 'R', org_sepa: PDF() }, 'ca'))).toEqual({
      org_iban: ['IBAN no vàlid'],
      org_nif_propietario_cuenta: ['Document no vàlid'],
    });
    expect(await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, ANYO)))).toEqual([]);
    expect(await app.db.select().from(mandatosSepa).where(eq(mandatosSepa.org_id, orgId))).toEqual([]);
  });

  it('stores the mandate (IBAN in electronic form, holder, reference, the signed PDF), the fee owed by R, and answers a new token', async () => {
    const token = await tokenOf(app, PENDIENTE);
    const res = await pagar(token, { org_iban: IBAN, org_nif_propietario_cuenta: ' b17238452 ', org_metodo_pago: 'R', org_sepa: PDF() });
    expect(res.statusCode, res.body).toBe(201);
    expect(decodeJwt(body<Envelope<LoginData>>(res).data.token)).toMatchObject({ estado_pago: 'en_tramite' });
    const [mandato] = await app.db.select().from(mandatosSepa).where(eq(mandatosSepa.org_id, orgId));
    expect(mandato).toMatchObject({ iban: 'ES9121000418450200051332', nif_titular: 'B17238452', referencia: `DAPCON-${String(orgId).padStart(6, '0')}` });
    const stored = await app.storage.get(mandato?.documento_key ?? '');
    expect(stored?.subarray(0, 5).toString()).toBe('%PDF-');
    const [cuota] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, ANYO)));
    expect(cuota).toMatchObject({ pagado: null, metodo_pago: 'R', importe: await precioPme() });
    // The home's payment alert says the direct debit is chosen, what will be collected and from which account.
    expect((await inicioDe(body<Envelope<LoginData>>(res).data.token)).empresa?.pago).toEqual({
      metodo_pago: 'R',
      year: ANYO,
      importe_total: conIva(await precioPme()).importe_total,
      nombre_entidad: null,
      numero_cuenta: null,
      concepto: null,
      cuenta_final: '1332',
    });
  });
});
