/**
 * The bank remittance (docs/finanzas.md 'The bank remittance'): what goes in (owed direct debits with
 * a mandate, not in an open remittance), the pain.008.001.02 file (valid against the schema, exact
 * control sums, FRST then RCUR), collected (payments registered with their invoices and commissions,
 * returned ones left owed), cancelled, the refusals (422 in both languages, 409), the list and its
 * Excel. The fixtures are made here on the 'test' seed: three companies owe this year's fee by direct
 * debit, two with a mandate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { calendarDay, conIva, diaMas, FINANZAS_MESSAGES, sumImportes, type RemesaDetalle, type RemesaPendiente } from '@dapcon/contract';
import { anyoActual } from '../../../src/areas/finanzas/cuotas';
import { ibanDemo } from '../../../src/areas/finanzas/seed-remesas';
import { textoSepa } from '../../../src/areas/finanzas/remesa-xml';
import { comisiones, cuotas, datosBancarios, mandatosSepa, organizaciones, remesaOperaciones, remesas } from '../../../src/db/schema';
import { bearer, build } from '../../helper';
import { adminTokens } from '../empresas/support';

const XSD = fs.readFileSync(path.join(import.meta.dirname, '../../fixtures/iso20022/pain.008.001.02.xsd'), 'utf8');
const ANYO = anyoActual();
const HOY = calendarDay(new Date());
const COBRO = diaMas(HOY, 5);
// Amounts whose float sum is not exact (0.1 + 0.2), and a large one; debited with 21 % VAT, half up.
const IMPORTES = ['0.10', '0.20', '1234.55'] as const;
const CON_IVA = (importe: string) => conIva(importe).importe_total;

let app: FastifyInstance;
let admin: string;
/** [with mandate, with mandate, without mandate] */
let orgs: { org_id: number; org_nombre: string; org_cif: string }[];

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
  orgs = await app.db.select({ org_id: organizaciones.org_id, org_nombre: organizaciones.org_nombre, org_cif: organizaciones.org_cif }).from(organizaciones).orderBy(organizaciones.org_id).limit(3);
  expect(orgs).toHaveLength(3);
});
afterAll(async () => {
  await app.close();
});

/** Every test starts with no remittance and the three companies owing this year's fee by direct debit. */
beforeEach(async () => {
  await app.db.delete(remesas);
  const ids = orgs.map((o) => o.org_id);
  await app.db.delete(comisiones).where(inArray(comisiones.org_id, ids));
  await app.db.delete(cuotas).where(and(inArray(cuotas.org_id, ids), eq(cuotas.year, ANYO)));
  await app.db.delete(mandatosSepa).where(inArray(mandatosSepa.org_id, ids));
  // Other owed direct debits of the seed stay out: only these three are 'R'.
  await app.db.update(cuotas).set({ metodo_pago: 'T' }).where(and(isNull(cuotas.pagado), eq(cuotas.metodo_pago, 'R')));
  await app.db.insert(cuotas).values(orgs.map((o, i) => ({ org_id: o.org_id, year: ANYO, importe: IMPORTES[i] ?? '1.00', tipo: 'Renovado' as const, metodo_pago: 'R' as const })));
  await app.db.insert(mandatosSepa).values(
    orgs.slice(0, 2).map((o) => ({ org_id: o.org_id, iban: ibanDemo(o.org_id), nif_titular: o.org_cif, referencia: `DAPCON-T${o.org_id}`, fecha_firma: `${ANYO}-01-10`, documento_key: 'documentos/x.pdf' })),
  );
  await app.db.update(datosBancarios).set({ titular: "Col·legi de l'Arquitectura Tècnica de Barcelona", identificador_acreedor: 'ES10ZZZQ0875009B', bic: 'CAIXESBBXXX' });
});

/** The envelope's data. */
function body<T>(response: { json: <U>() => U }): T {
  return response.json<{ data: T }>().data;
}

function call(method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'es') {
  return app.inject({ method, url: `/api${url}`, headers: { ...bearer(admin), 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function generar(fecha = COBRO): Promise<RemesaDetalle> {
  const res = await call('POST', '/remesas', { fecha_cobro: fecha });
  expect(res.statusCode, res.body).toBe(201);
  return body<RemesaDetalle>(res);
}

async function xmlOf(id: number): Promise<string> {
  const res = await call('GET', `/remesas/${id}/xml`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/**
 * The rule check of a file: one debit per mandate, FRST only for a mandate never collected before
 * (`cobrados`: the mandates collected in earlier files), and the file valid against the schema with
 * one debit per mandate in it too.
 */
async function expectUnCargoPorMandato(remesa: RemesaDetalle, cobrados?: readonly string[]) {
  const mandatos = remesa.operaciones.map((o) => o.mandato);
  expect(new Set(mandatos).size, mandatos.join(', ')).toBe(mandatos.length);
  if (cobrados) {
    for (const o of remesa.operaciones) expect([o.mandato, o.secuencia]).toEqual([o.mandato, cobrados.includes(o.mandato) ? 'RCUR' : 'FRST']);
  }
  const xml = await xmlOf(remesa.id);
  const result = await validateXML({ xml: [{ fileName: 'remesa.xml', contents: xml }], schema: [{ fileName: 'pain.008.001.02.xsd', contents: XSD }] });
  expect(result.errors).toEqual([]);
  const enFichero = [...xml.matchAll(/<MndtId>([^<]+)<\/MndtId>/g)].map((m) => m[1]);
  expect(enFichero.sort()).toEqual([...mandatos].sort());
  // Each block's sequence matches its debits'.
  for (const bloque of xml.split('<PmtInf>').slice(1)) {
    const seq = /<SeqTp>(FRST|RCUR)<\/SeqTp>/.exec(bloque)?.[1];
    for (const m of bloque.matchAll(/<MndtId>([^<]+)<\/MndtId>/g)) expect(remesa.operaciones.find((o) => o.mandato === m[1])?.secuencia).toBe(seq);
  }
}

async function cuotaDe(orgId: number) {
  const [row] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, orgId), eq(cuotas.year, ANYO)));
  return row;
}

describe('textoSepa', () => {
  it('folds accents, ñ and ç, writes · as . and & as +, and drops what the SEPA set lacks', () => {
    expect(textoSepa("Col·legi de l'Arquitectura Tècnica", 70)).toBe("Col.legi de l'Arquitectura Tecnica");
    expect(textoSepa('Cerámicas Peña & Hijos, S.A.', 70)).toBe('Ceramicas Pena + Hijos, S.A.');
    expect(textoSepa('Façanes «Nord» ✓', 70)).toBe('Facanes Nord');
    expect(textoSepa('x'.repeat(80), 70)).toHaveLength(70);
  });
});

describe('GET /remesas/pendientes', () => {
  it('counts the owed direct debits with a mandate, sums them exactly, and names those without one', async () => {
    const res = await call('GET', '/remesas/pendientes');
    expect(res.statusCode, res.body).toBe(200);
    const pendiente = body<RemesaPendiente>(res);
    expect(pendiente.num_operaciones).toBe(2);
    expect(pendiente.importe_total).toBe(sumImportes(IMPORTES.slice(0, 2).map(CON_IVA)));
    // 0.10 + 21 % = 0.121 → 0.12; 0.20 → 0.242 → 0.24.
    expect(pendiente.importe_total).toBe('0.36');
    expect(pendiente.sin_mandato.map((c) => c.importe)).toEqual(['1493.81']);
    expect(pendiente.sin_mandato.map((c) => c.org_id)).toEqual([orgs[2]?.org_id]);
  });
});

describe('POST /remesas', () => {
  it('writes a pain.008.001.02 file the schema accepts, with exact sums and the creditor from the bank data', async () => {
    const remesa = await generar();
    expect(remesa.estado).toBe('generada');
    expect(remesa.referencia).toBe(`DAPCON-REM-${String(remesa.id).padStart(6, '0')}`);
    expect(remesa.num_operaciones).toBe(2);
    expect(remesa.importe_total).toBe('0.36');
    expect(remesa.operaciones.map((o) => [o.org_id, o.importe, o.secuencia, o.estado])).toEqual([
      [orgs[0]?.org_id, '0.12', 'FRST', 'pendiente'],
      [orgs[1]?.org_id, '0.24', 'FRST', 'pendiente'],
    ]);
    const xml = await xmlOf(remesa.id);
    const result = await validateXML({ xml: [{ fileName: 'remesa.xml', contents: xml }], schema: [{ fileName: 'pain.008.001.02.xsd', contents: XSD }] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(`<MsgId>${remesa.referencia}</MsgId>`);
    expect(xml).toMatch(/<GrpHdr>.*<NbOfTxs>2<\/NbOfTxs><CtrlSum>0\.36<\/CtrlSum>/s);
    expect(xml).toContain(`<ReqdColltnDt>${COBRO}</ReqdColltnDt>`);
    expect(xml).toContain('<Nm>Col.legi de l&apos;Arquitectura Tecnica de Barcelona</Nm>');
    expect(xml).toContain('<Id>ES10ZZZQ0875009B</Id>');
    expect(xml).toContain('<IBAN>ES9121000418450200051332</IBAN>');
    expect(xml).toContain(`<MndtId>DAPCON-T${orgs[0]?.org_id}</MndtId>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.12</InstdAmt>');
    expect(xml).toContain('<LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>FRST</SeqTp>');
  });

  it('is valid and exact to the cent over many debits', async () => {
    // Many companies owing an amount whose float sum is not exact, each with its mandate.
    // (the 'test' seed's other companies)
    const muchas = await app.db.select({ org_id: organizaciones.org_id, org_cif: organizaciones.org_cif }).from(organizaciones).orderBy(organizaciones.org_id).offset(3);
    expect(muchas.length).toBeGreaterThanOrEqual(3);
    const ids = muchas.map((o) => o.org_id);
    await app.db.delete(comisiones).where(inArray(comisiones.org_id, ids));
    await app.db.delete(cuotas).where(and(inArray(cuotas.org_id, ids), eq(cuotas.year, ANYO)));
    await app.db.delete(mandatosSepa).where(inArray(mandatosSepa.org_id, ids));
    const importes = muchas.map((_, k) => `${k * 1111}.${String((k * 37 + 7) % 100).padStart(2, '0')}`);
    await app.db.insert(cuotas).values(muchas.map((o, k) => ({ org_id: o.org_id, year: ANYO, importe: importes[k] ?? '1.00', tipo: 'Renovado' as const, metodo_pago: 'R' as const })));
    await app.db.insert(mandatosSepa).values(muchas.map((o) => ({ org_id: o.org_id, iban: ibanDemo(o.org_id), nif_titular: o.org_cif, referencia: `DAPCON-T${o.org_id}`, fecha_firma: `${ANYO}-01-10`, documento_key: 'documentos/x.pdf' })));
    const remesa = await generar();
    const exact = sumImportes([...importes, IMPORTES[0], IMPORTES[1]].map(CON_IVA));
    expect(remesa.num_operaciones).toBe(muchas.length + 2);
    expect(remesa.importe_total).toBe(exact);
    const xml = await xmlOf(remesa.id);
    expect(xml).toContain(`<NbOfTxs>${muchas.length + 2}</NbOfTxs><CtrlSum>${exact}</CtrlSum>`);
    const result = await validateXML({ xml: [{ fileName: 'remesa.xml', contents: xml }], schema: [{ fileName: 'pain.008.001.02.xsd', contents: XSD }] });
    expect(result.valid, JSON.stringify(result.errors)).toBe(true);
  });

  it('debits a mandate once per file: the newest owed fee goes, the older ones wait for the next file (the preview names them), as RCUR once the first is collected', async () => {
    const [a, b] = orgs;
    if (!a || !b) throw new Error('fixtures');
    // The first company also owes two past years by direct debit.
    const previos = [ANYO - 6, ANYO - 1].map((year) => ({ org_id: a.org_id, year, importe: '7.00', tipo: 'Renovado' as const, metodo_pago: 'R' as const }));
    await app.db.delete(cuotas).where(and(eq(cuotas.org_id, a.org_id), inArray(cuotas.year, previos.map((p) => p.year))));
    await app.db.insert(cuotas).values(previos);

    const preview = body<RemesaPendiente>(await call('GET', '/remesas/pendientes'));
    expect(preview.num_operaciones).toBe(2);
    expect(preview.aplazadas.map((c) => [c.org_id, c.year, c.importe])).toEqual([
      [a.org_id, ANYO - 6, '8.47'],
      [a.org_id, ANYO - 1, '8.47'],
    ]);

    const primera = await generar();
    expect(primera.operaciones.map((o) => [o.org_id, o.year, o.secuencia])).toEqual([
      [a.org_id, ANYO, 'FRST'],
      [b.org_id, ANYO, 'FRST'],
    ]);
    await expectUnCargoPorMandato(primera);
    // While the first file is open, the mandate's other fees wait: nothing else can go.
    expect(body<RemesaPendiente>(await call('GET', '/remesas/pendientes')).aplazadas.map((c) => c.year)).toEqual([ANYO - 6, ANYO - 1]);
    expect((await call('POST', '/remesas', { fecha_cobro: COBRO })).statusCode).toBe(409);

    // Collected: the next file takes the next fee, RCUR; then the last one.
    expect((await call('POST', `/remesas/${primera.id}/cobrar`, { pagado: HOY })).statusCode).toBe(200);
    const segunda = await generar();
    expect(segunda.operaciones.map((o) => [o.org_id, o.year, o.secuencia])).toEqual([[a.org_id, ANYO - 1, 'RCUR']]);
    await expectUnCargoPorMandato(segunda);
    expect((await call('POST', `/remesas/${segunda.id}/cobrar`, { pagado: HOY })).statusCode).toBe(200);
    const tercera = await generar();
    expect(tercera.operaciones.map((o) => [o.org_id, o.year, o.secuencia])).toEqual([[a.org_id, ANYO - 6, 'RCUR']]);
    await expectUnCargoPorMandato(tercera);
  });

  it('over successive files each mandate is debited once per file, FRST only for a mandate never collected, every file valid', async () => {
    // The seed's owed fees of two companies by direct debit, and two older years of each.
    const dos = orgs.slice(0, 2).map((o) => o.org_id);
    const anyos = [ANYO - 12, ANYO - 11];
    await app.db.delete(cuotas).where(and(inArray(cuotas.org_id, dos), inArray(cuotas.year, anyos)));
    await app.db.update(cuotas).set({ metodo_pago: 'R' }).where(and(isNull(cuotas.pagado), inArray(cuotas.org_id, dos)));
    await app.db.insert(cuotas).values(dos.flatMap((org_id) => anyos.map((year) => ({ org_id, year, importe: '3.33', tipo: 'Renovado' as const, metodo_pago: 'R' as const }))));
    const owed = await app.db.select({ id: cuotas.id }).from(cuotas).where(and(isNull(cuotas.pagado), eq(cuotas.metodo_pago, 'R'), inArray(cuotas.org_id, dos)));
    const cobrados: string[] = [];
    let debitos = 0;
    while (body<RemesaPendiente>(await call('GET', '/remesas/pendientes')).num_operaciones > 0) {
      const remesa = await generar();
      await expectUnCargoPorMandato(remesa, cobrados);
      expect((await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: HOY })).statusCode).toBe(200);
      cobrados.push(...remesa.operaciones.map((o) => o.mandato));
      debitos += remesa.num_operaciones;
    }
    // Every owed fee was collected, one file after another.
    expect(debitos).toBe(owed.length);
    expect(owed.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a second remittance while the first holds every fee (409), and a date not after today (422, both languages)', async () => {
    await generar();
    const again = await call('POST', '/remesas', { fecha_cobro: COBRO });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(FINANZAS_MESSAGES.sinCuotasDomiciliadas.es);
    for (const [fecha, message] of [
      [HOY, FINANZAS_MESSAGES.fechaCobroPasada],
      [diaMas(HOY, 400), FINANZAS_MESSAGES.fechaCobroLejana],
      ['', FINANZAS_MESSAGES.fechaCobroObligatoria],
      ['2026-02-30', { es: 'La fecha no es válida.', ca: 'La data no és vàlida.' }],
    ] as const) {
      for (const lang of ['es', 'ca'] as const) {
        const res = await call('POST', '/remesas', { fecha_cobro: fecha }, lang);
        expect(res.statusCode, `${fecha} ${res.body}`).toBe(422);
        expect(res.json<{ errors: Record<string, string[]> }>().errors.fecha_cobro).toEqual([message[lang]]);
      }
    }
  });

  it('answers 409 while the creditor data is incomplete', async () => {
    await app.db.update(datosBancarios).set({ identificador_acreedor: null });
    const res = await call('POST', '/remesas', { fecha_cobro: COBRO });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(FINANZAS_MESSAGES.datosAcreedorIncompletos.es);
    expect(await app.db.select().from(remesas)).toHaveLength(0);
  });
});

describe('POST /remesas/:id/cobrar', () => {
  it('registers the collected fees (invoice, company up to date, commission) and leaves the returned one owed; its next debit is FRST, the collected RCUR', async () => {
    const [a, b] = orgs;
    if (!a || !b) throw new Error('fixtures');
    // The first company earns its agent a renewal commission.
    const [agente] = await app.db.select({ comisionista_id: organizaciones.comisionista_id }).from(organizaciones).where(isNotNull(organizaciones.comisionista_id)).limit(1);
    await app.db.update(organizaciones).set({ comisionista_id: agente?.comisionista_id ?? null, tipo_comision: 'comision_renovacion_empresa', estado_pago: 'en_tramite' }).where(eq(organizaciones.org_id, a.org_id));
    const remesa = await generar();
    const devuelta = remesa.operaciones.find((o) => o.org_id === b.org_id);
    const res = await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: HOY, devueltas: [devuelta?.id] });
    expect(res.statusCode, res.body).toBe(200);
    const cobrada = body<RemesaDetalle>(res);
    expect(cobrada.estado).toBe('cobrada');
    expect(cobrada.pagado).toBe(HOY);
    expect(cobrada.operaciones.map((o) => [o.id, o.estado]), JSON.stringify(devuelta)).toEqual(remesa.operaciones.map((o) => [o.id, o.id === devuelta?.id ? 'devuelta' : 'cobrada']));
    expect(cobrada.num_devueltas).toBe(1);
    expect(cobrada.importe_cobrado).toBe('0.12');
    // The fee is registered at its base, as every fee.
    const pagada = await cuotaDe(a.org_id);
    expect(pagada?.pagado).toBe(HOY);
    expect(pagada?.metodo_pago).toBe('R');
    expect(pagada?.importe).toBe('0.10');
    expect(pagada?.num_factura).toMatch(new RegExp(`^F${HOY.slice(0, 4)}-\\d{4}$`));
    expect(cobrada.operaciones.find((o) => o.org_id === a.org_id)?.num_factura).toBe(pagada?.num_factura);
    const [empresa] = await app.db.select({ estado_pago: organizaciones.estado_pago }).from(organizaciones).where(eq(organizaciones.org_id, a.org_id));
    expect(empresa?.estado_pago).toBe('pagado');
    if (agente?.comisionista_id) {
      expect(await app.db.select().from(comisiones).where(eq(comisiones.cuota_id, pagada?.id ?? 0))).toHaveLength(1);
    }
    expect((await cuotaDe(b.org_id))?.pagado).toBeNull();

    // Collected once: 409. The next remittance takes the returned one (FRST again).
    expect((await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: HOY })).statusCode).toBe(409);
    expect((await call('POST', `/remesas/${remesa.id}/anular`)).statusCode).toBe(409);
    const siguiente = await generar();
    expect(siguiente.operaciones.map((o) => [o.org_id, o.secuencia])).toEqual([[b.org_id, 'FRST']]);
    // A collected mandate's next debit is RCUR.
    await app.db.insert(cuotas).values({ org_id: a.org_id, year: ANYO - 20, importe: '5.00', tipo: 'Renovado', metodo_pago: 'R' });
    await call('POST', `/remesas/${siguiente.id}/anular`);
    const tercera = await generar();
    expect(tercera.operaciones.map((o) => [o.org_id, o.secuencia])).toEqual([
      [a.org_id, 'RCUR'],
      [b.org_id, 'FRST'],
    ]);
    const xml = await xmlOf(tercera.id);
    expect((await validateXML({ xml: [{ fileName: 'r.xml', contents: xml }], schema: [{ fileName: 's.xsd', contents: XSD }] })).valid).toBe(true);
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
  });

  it('does not pay twice a fee registered meanwhile by other means', async () => {
    const remesa = await generar();
    const [a] = orgs;
    const manual = await call('POST', '/cuotas/registro-pago', { org_id: a?.org_id, year: ANYO, pagado: HOY, tipo: 'Renovado', metodo_pago: 'T' });
    expect(manual.statusCode, manual.body).toBe(201);
    const factura = (await cuotaDe(a?.org_id ?? 0))?.num_factura;
    const res = await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: HOY });
    expect(res.statusCode, res.body).toBe(200);
    const cuota = await cuotaDe(a?.org_id ?? 0);
    expect([cuota?.num_factura, cuota?.metodo_pago]).toEqual([factura, 'T']);
  });

  it('refuses returned operations of another remittance (422), a future date (422) and an unknown remittance (404)', async () => {
    const remesa = await generar();
    const ajena = await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: HOY, devueltas: [999999] }, 'ca');
    expect(ajena.statusCode).toBe(422);
    expect(ajena.json<{ errors: Record<string, string[]> }>().errors.devueltas).toEqual([FINANZAS_MESSAGES.operacionesNoDeLaRemesa.ca]);
    const futura = await call('POST', `/remesas/${remesa.id}/cobrar`, { pagado: diaMas(HOY, 2) });
    expect(futura.statusCode).toBe(422);
    expect(Object.keys(futura.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['pagado']);
    expect((await call('POST', '/remesas/999999/cobrar', { pagado: HOY })).statusCode).toBe(404);
    expect((await call('POST', '/remesas/abc/cobrar', { pagado: HOY })).statusCode).toBe(422);
    // Nothing changed.
    expect((await cuotaDe(orgs[0]?.org_id ?? 0))?.pagado).toBeNull();
    expect((await app.db.select({ estado: remesaOperaciones.estado }).from(remesaOperaciones)).every((o) => o.estado === 'pendiente')).toBe(true);
  });
});

describe('POST /remesas/:id/anular', () => {
  it('cancels an open remittance and frees its fees for the next', async () => {
    const remesa = await generar();
    expect(body<RemesaPendiente>(await call('GET', '/remesas/pendientes')).num_operaciones).toBe(0);
    const res = await call('POST', `/remesas/${remesa.id}/anular`);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<RemesaDetalle>(res).estado).toBe('anulada');
    expect(body<RemesaPendiente>(await call('GET', '/remesas/pendientes')).num_operaciones).toBe(2);
    expect((await call('POST', `/remesas/${remesa.id}/anular`)).statusCode).toBe(409);
  });
});

describe('GET /remesas', () => {
  it('lists by state, newest first, and streams the Excel', async () => {
    const primera = await generar();
    expect((await call('POST', `/remesas/${primera.id}/anular`)).statusCode).toBe(200);
    const segunda = await generar();
    const all = body<{ data: { id: number; estado: string }[]; total: number }>(await call('GET', '/remesas'));
    expect(all.data.map((r) => r.id)).toEqual([segunda.id, primera.id]);
    const anuladas = body<{ data: { id: number }[] }>(await call('GET', '/remesas?estado=anulada'));
    expect(anuladas.data.map((r) => r.id)).toEqual([primera.id]);
    expect((await call('GET', '/remesas?estado=otra')).statusCode).toBe(422);
    expect((await call('GET', '/remesas?order_by=xml%20asc')).statusCode).toBe(422);
    const excel = await call('GET', '/remesas?to_excel=true');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(/_Remesas\.xlsx"$/);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('downloads the file as generated, named after the reference', async () => {
    const remesa = await generar();
    const res = await call('GET', `/remesas/${remesa.id}/xml`);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${remesa.referencia}.xml"`);
    const [stored] = await app.db.select({ xml: remesas.xml }).from(remesas).where(eq(remesas.id, remesa.id));
    expect(res.body).toBe(stored?.xml);
  });
});
