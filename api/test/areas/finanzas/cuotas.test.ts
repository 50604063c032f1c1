/**
 * The annual fees (docs/finanzas.md 'Annual fees'): registering one payment or many at once (all or
 * none), the invoice numbers (unique and consecutive per year, also when registered at once), the
 * amount from the size's tariff, one fee per company and year, the company's payment state, the
 * refusals (422), who reads what, and the list's sums and Excel file to the cent over 300 payments.
 * The database holds the 'test' seed (TEST_CUOTAS: the demo company's fees); expectations are
 * computed here from what was sent and read back from the tables, never from the API's own sums.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, FINANZAS_MSG, MSG, type Cuota, type CuotasConTotal, type Envelope, type ErrorBody } from '@dapcon/contract';
import { insertUsuario } from '../../../src/auth/accounts';
import { insertOrganizacion } from '../../../src/areas/empresas';
import { anyoActual } from '../../../src/areas/finanzas/cuotas';
import { TEST_CUOTAS } from '../../../src/areas/finanzas/seed-cuotas';
import { cuotas, facturasNumeracion, organizaciones, tarifas } from '../../../src/db/schema';
import { cif } from '../../../src/seed/documents';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens } from '../empresas/support';

type Page = Envelope<{ data: Cuota[]; total: number; per_page: number; current_page: number; importe_total: string; importe_pagado: string }>;

let app: FastifyInstance;
let admin: string;
let empresa: string;
/** org_id by CIF of the demo companies. */
const orgIds = new Map<string, number>();
const HOY = calendarDay(new Date());
const ANYO = anyoActual();

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
  empresa = await tokenOf(app, demoAccount((a) => a.usuario === 'A08612343'));
  for (const row of await app.db.select({ org_id: organizaciones.org_id, org_cif: organizaciones.org_cif }).from(organizaciones)) {
    orgIds.set(row.org_cif, row.org_id);
  }
});
afterAll(async () => {
  await app.close();
});

function orgId(cifText: string): number {
  const id = orgIds.get(cifText);
  if (id === undefined) throw new Error(`no company ${cifText}`);
  return id;
}

function registrar(payload: unknown, token = admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/cuotas/registro-pago', headers: bearer(token), payload: payload as Record<string, unknown> });
}

function borrar(payload: unknown, token = admin): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'DELETE', url: '/api/cuotas/borrado-pago', headers: bearer(token), payload: payload as Record<string, unknown> });
}

function get(url: string, token = admin, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(token), ...headers } });
}

function registradas(response: LightMyRequestResponse): CuotasConTotal {
  expect(response.statusCode, response.body).toBe(201);
  return body<Envelope<CuotasConTotal>>(response).data;
}

function errors(response: LightMyRequestResponse, status = 422): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(status);
  return body<ErrorBody>(response).errors ?? {};
}

async function fila(org: number, year: number) {
  const [row] = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, org), eq(cuotas.year, year)));
  return row;
}

async function contador(year: number): Promise<number> {
  const [row] = await app.db.select({ ultimo: facturasNumeracion.ultimo }).from(facturasNumeracion).where(eq(facturasNumeracion.anyo, year));
  return row?.ultimo ?? 0;
}

async function precioDe(cifText: string): Promise<string> {
  const [org] = await app.db.select({ t: organizaciones.org_tamanio }).from(organizaciones).where(eq(organizaciones.org_cif, cifText));
  const [tarifa] = await app.db
    .select({ precio: tarifas.precio })
    .from(tarifas)
    .where(and(eq(tarifas.tipo, 'cuota_anual'), eq(tarifas.codigo, org?.t ?? '')));
  if (!tarifa) throw new Error(`no tariff for ${cifText}`);
  return tarifa.precio;
}

async function estadoPago(cifText: string) {
  const [org] = await app.db
    .select({ estado_pago: organizaciones.estado_pago, alerta_pago: organizaciones.alerta_pago })
    .from(organizaciones)
    .where(eq(organizaciones.org_cif, cifText));
  return org;
}

const factura = (year: number, n: number) => `F${year}-${String(n).padStart(4, '0')}`;

describe('POST /cuotas/registro-pago, one payment', () => {
  it('registers it (201) with the next invoice number of its payment year, the amount of the size tariff when none is sent, and Alta for a first fee', async () => {
    const org = orgId('G17412768');
    const before = await contador(2019);
    const answer = registradas(await registrar({ org_id: org, year: 2019, pagado: '2019-04-03', tipo: 'Alta', observaciones: '  Primera cuota ', metodo_pago: 'T' }));
    expect(answer.cuotas).toHaveLength(1);
    const [cuota] = answer.cuotas;
    expect(cuota).toMatchObject({
      org_id: org,
      org_cif: 'G17412768',
      year: 2019,
      pagado: '2019-04-03',
      importe: await precioDe('G17412768'),
      tipo: 'Alta',
      observaciones: 'Primera cuota',
      metodo_pago: 'T',
      no_comisionable: false,
      num_factura: factura(2019, before + 1),
    });
    expect(answer.importe_total).toBe(cuota?.importe);
    expect(await contador(2019)).toBe(before + 1);
    const stored = await fila(org, 2019);
    expect(stored?.num_factura).toBe(factura(2019, before + 1));
  });

  it('takes the amount as a person types it, and shows it back', async () => {
    const org = orgId('G17412768');
    const before = await contador(2018);
    // num_factura is the API's: one sent is ignored.
    const answer = registradas(
      await registrar({ org_id: org, year: 2018, pagado: '2018-02-01', importe: '1.234,5', tipo: 'Alta', no_comisionable: true, num_order: 'PED-77', num_factura: 'X-1' }),
    );
    expect(answer.cuotas[0]).toMatchObject({ importe: '1234.50', no_comisionable: true, num_order: 'PED-77', num_factura: factura(2018, before + 1) });
    const shown = await get(`/cuotas/mostrar-pago/${org}/2018`);
    expect(body<Envelope<Cuota>>(shown).data).toEqual(answer.cuotas[0]);
  });

  it('refuses a year already paid (409, under year) and leaves the invoice counter alone', async () => {
    const before = await contador(TEST_CUOTAS.pagados[0]);
    const response = await registrar({ org_id: TEST_CUOTAS.orgId, year: TEST_CUOTAS.pagados[0], pagado: `${TEST_CUOTAS.pagados[0]}-06-01`, tipo: 'Renovado' });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response)).toMatchObject({ message: FINANZAS_MSG.cuotaYaPagada, errors: { year: [FINANZAS_MSG.cuotaYaPagada] } });
    expect(await contador(TEST_CUOTAS.pagados[0])).toBe(before);
    // In Catalan too.
    const ca = await app.inject({
      method: 'POST',
      url: '/api/cuotas/registro-pago',
      headers: { ...bearer(admin), 'accept-language': 'ca' },
      payload: { org_id: TEST_CUOTAS.orgId, year: TEST_CUOTAS.pagados[0], pagado: `${TEST_CUOTAS.pagados[0]}-06-01`, tipo: 'Renovado' },
    });
    expect(body<ErrorBody>(ca)).toMatchObject({ message: "La quota d'aquest any ja està pagada per a aquesta empresa.", errors: { year: ["La quota d'aquest any ja està pagada per a aquesta empresa."] } });
  });

  it('pays an owed fee on its own row (no second row), giving it an invoice number', async () => {
    const org = orgId('G08953184');
    await app.db.insert(cuotas).values({ org_id: org, year: 2021, pagado: null, importe: '600.00', tipo: 'Renovado' });
    const before = await contador(2022);
    const answer = registradas(await registrar({ org_id: org, year: 2021, pagado: '2022-01-15', tipo: 'Renovado', importe: '610' }));
    expect(answer.cuotas[0]).toMatchObject({ pagado: '2022-01-15', importe: '610.00', num_factura: factura(2022, before + 1) });
    const rows = await app.db.select().from(cuotas).where(and(eq(cuotas.org_id, org), eq(cuotas.year, 2021)));
    expect(rows).toHaveLength(1);
  });

  it("answers 'Ingrese una observación' under importe when none is sent and the size has no active tariff", async () => {
    const org = orgId('40718293J');
    const [before] = await app.db.select({ t: organizaciones.org_tamanio }).from(organizaciones).where(eq(organizaciones.org_id, org));
    await app.db.update(organizaciones).set({ org_tamanio: null }).where(eq(organizaciones.org_id, org));
    try {
      expect(errors(await registrar({ org_id: org, year: 2017, pagado: '2017-03-01', tipo: 'Alta' }))).toEqual({ importe: ['Ingrese una observación'] });
      expect(await fila(org, 2017)).toBeUndefined();
      // With an amount it goes through.
      expect(registradas(await registrar({ org_id: org, year: 2017, pagado: '2017-03-01', tipo: 'Alta', importe: '450' })).cuotas[0]?.importe).toBe('450.00');
    } finally {
      await app.db.update(organizaciones).set({ org_tamanio: before?.t ?? null }).where(eq(organizaciones.org_id, org));
    }
  });

  it('gives the spec messages for missing fields', async () => {
    expect(errors(await registrar({}))).toEqual({
      org_id: [MSG.campoObligatorio],
      year: [MSG.campoObligatorio],
      pagado: [MSG.campoObligatorio],
      tipo: ['Seleccione el tipo'],
    });
    expect(errors(await registrar({ org_id: 1, year: 2020, pagado: '2020-01-01', tipo: 'Baja' }))).toEqual({ tipo: ['Seleccione el tipo'] });
  });

  it.each([
    ['an amount with three decimals', { importe: '12,345' }, 'importe', MSG.importeNoValido],
    ['a negative amount', { importe: '-5' }, 'importe', MSG.importeNoValido],
    ['an amount that is not a number', { importe: 'doce' }, 'importe', MSG.importeNoValido],
    ['an amount too large', { importe: '99999999999' }, 'importe', MSG.importeNoValido],
    ['an amount as a boolean', { importe: true }, 'importe', MSG.importeNoValido],
    ['a year before 2000', { year: 1999 }, 'year', MSG.anyoNoValido],
    ['next year', { year: ANYO + 1 }, 'year', MSG.anyoNoValido],
    ['a year that is not a number', { year: 'dos mil' }, 'year', MSG.anyoNoValido],
    ['a year with decimals', { year: 2020.5 }, 'year', MSG.anyoNoValido],
    ['a payment date tomorrow', { pagado: calendarDay(new Date(Date.now() + 2 * 86_400_000)) }, 'pagado', FINANZAS_MSG.pagoFuturo],
    ['a payment date before 2000', { pagado: '1999-12-31' }, 'pagado', FINANZAS_MSG.pagoAnteriorA2000],
    ['a payment date that does not exist', { pagado: '2023-02-29' }, 'pagado', MSG.fechaNoValida],
    ['a payment date that is not a date', { pagado: 'ayer' }, 'pagado', MSG.fechaNoValida],
    ['a company id that is not a number', { org_id: 'uno' }, 'org_id', MSG.valorNoValido],
    ['a company that does not exist', { org_id: 999_999 }, 'org_id', FINANZAS_MSG.empresaNoExiste],
    ['a payment method other than R or T', { metodo_pago: 'X' }, 'metodo_pago', FINANZAS_MSG.metodoPagoNoValido],
  ])('refuses %s (422 under the field)', async (_what, change, field, message) => {
    const before = await app.db.select({ id: cuotas.id }).from(cuotas);
    const response = await registrar({ org_id: orgId('G08953184'), year: 2016, pagado: '2016-05-05', tipo: 'Alta', ...change });
    expect(errors(response)[field]).toEqual([message]);
    expect(await app.db.select({ id: cuotas.id }).from(cuotas)).toHaveLength(before.length);
  });
});

describe('GET /organizaciones/:id/cuotas-anyos-libres', () => {
  const libres = async (id: number | string) => {
    const res = await get(`/organizaciones/${id}/cuotas-anyos-libres`);
    expect(res.statusCode, res.body).toBe(200);
    return body<Envelope<{ anyos: number[] }>>(res).data.anyos;
  };

  it("offers 2000 to this year but the company's paid years, newest first: an owed year stays, a year paid goes", async () => {
    const anyos = await libres(TEST_CUOTAS.orgId);
    const todos = Array.from({ length: ANYO - 1999 }, (_, i) => ANYO - i);
    expect(anyos).toEqual(todos.filter((y) => !(TEST_CUOTAS.pagados as readonly number[]).includes(y)));
    expect(anyos).toContain(TEST_CUOTAS.pendiente);
    // Every year it offers can be registered; the ones it leaves out are 409.
    const org = orgId('G17412768');
    const antes = await libres(org);
    expect(antes).toContain(2011);
    registradas(await registrar({ org_id: org, year: 2011, pagado: '2011-05-02', tipo: 'Renovado' }));
    expect(await libres(org)).toEqual(antes.filter((y) => y !== 2011));
    expect((await registrar({ org_id: org, year: 2011, pagado: '2011-05-02', tipo: 'Renovado' })).statusCode).toBe(409);
  });

  it('answers 404 for a company that does not exist and 422 for an id that is not one', async () => {
    expect((await get('/organizaciones/999999/cuotas-anyos-libres')).statusCode).toBe(404);
    expect((await get('/organizaciones/abc/cuotas-anyos-libres')).statusCode).toBe(422);
  });
});

describe('POST /cuotas/registro-pago, many at once ({ cuotas })', () => {
  it('registers them all with consecutive invoice numbers, Alta for the first fee of a company and Renovado after, amounts from the tariffs', async () => {
    const g = orgId('G08953184');
    const b = orgId('B17238452');
    const before = await contador(2012);
    const answer = registradas(
      await registrar({
        cuotas: [
          { org_id: g, year: 2012, pagado: '2012-03-10', observaciones: 'Lote' },
          { org_id: g, year: 2011, pagado: '2012-03-09' },
          { org_id: b, year: 2012, pagado: '2012-03-11' },
        ],
      }),
    );
    // Answered in the order sent.
    expect(answer.cuotas.map((c) => [c.org_id, c.year])).toEqual([
      [g, 2012],
      [g, 2011],
      [b, 2012],
    ]);
    expect(answer.cuotas.map((c) => c.tipo)).toEqual(['Renovado', 'Alta', 'Alta']);
    expect(answer.cuotas.map((c) => c.importe)).toEqual([await precioDe('G08953184'), await precioDe('G08953184'), await precioDe('B17238452')]);
    const numeros = answer.cuotas.map((c) => c.num_factura).sort();
    expect(numeros).toEqual([1, 2, 3].map((n) => factura(2012, before + n)));
    expect(await contador(2012)).toBe(before + 3);
    const cents = answer.cuotas.reduce((sum, c) => sum + Math.round(Number(c.importe) * 100), 0);
    expect(answer.importe_total).toBe(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
  });

  it('registers none when one of them fails (409 naming it), and the counter gives no number away', async () => {
    const g = orgId('G08953184');
    const before = await contador(2013);
    const response = await registrar({
      cuotas: [
        { org_id: g, year: 2013, pagado: '2013-01-10' },
        { org_id: TEST_CUOTAS.orgId, year: TEST_CUOTAS.pagados[1], pagado: '2013-01-11' },
      ],
    });
    expect(errors(response, 409)).toEqual({ 'cuotas.1.year': [FINANZAS_MSG.cuotaYaPagada] });
    expect(await fila(g, 2013)).toBeUndefined();
    expect(await contador(2013)).toBe(before);
  });

  it('refuses an empty list, a repeated company and year, and names the wrong fields of each', async () => {
    expect(errors(await registrar({ cuotas: [] }))).toEqual({ cuotas: [FINANZAS_MSG.cuotasObligatorias] });
    expect(
      errors(
        await registrar({
          cuotas: [
            { org_id: 1, year: 2005, pagado: '2005-01-01' },
            { org_id: 1, year: 2005, pagado: '2005-01-02' },
          ],
        }),
      ),
    ).toEqual({ cuotas: [FINANZAS_MSG.cuotaRepetida] });
    expect(errors(await registrar({ cuotas: [{ org_id: 1, year: 2005, pagado: '2005-01-01' }, { org_id: 1, year: 1990, importe: '1,999', pagado: '' }] }))).toEqual({
      'cuotas.1.year': [MSG.anyoNoValido],
      'cuotas.1.importe': [MSG.importeNoValido],
      'cuotas.1.pagado': [MSG.campoObligatorio],
    });
    expect(errors(await registrar({ cuotas: [{ org_id: 999_998, year: 2005, pagado: '2005-01-01' }] }))).toEqual({ 'cuotas.0.org_id': [FINANZAS_MSG.empresaNoExiste] });
  });

  it('gives unique, consecutive numbers to payments registered at the same time', async () => {
    const year = 2008;
    const before = await contador(year);
    const companies = ['A08612343', 'B08715427', 'B17238452', 'G17412768', 'G08953184', '40718293J'].map(orgId);
    const responses = await Promise.all(
      companies.map((org, i) => registrar(i % 2 === 0 ? { org_id: org, year, pagado: `${year}-02-0${i + 1}`, tipo: 'Alta', importe: '100' } : { cuotas: [{ org_id: org, year, pagado: `${year}-02-0${i + 1}`, importe: '100' }] })),
    );
    const numeros = responses.map((r) => registradas(r).cuotas[0]?.num_factura);
    expect(new Set(numeros).size).toBe(companies.length);
    expect([...numeros].sort()).toEqual(companies.map((_, i) => factura(year, before + i + 1)));
    expect(await contador(year)).toBe(before + companies.length);
  });
});

describe("the company's payment state", () => {
  it("a paid fee of the current year makes a pending company 'pagado' (alert off); deleting it makes it 'pendiente' again (alert on)", async () => {
    const cifText = 'B17238452';
    expect(await estadoPago(cifText)).toEqual({ estado_pago: 'pendiente', alerta_pago: true });
    registradas(await registrar({ org_id: orgId(cifText), year: ANYO, pagado: HOY, tipo: 'Renovado' }));
    expect(await estadoPago(cifText)).toEqual({ estado_pago: 'pagado', alerta_pago: false });
    const deleted = await borrar({ org_id: orgId(cifText), year: ANYO });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await fila(orgId(cifText), ANYO)).toBeUndefined();
    expect(await estadoPago(cifText)).toEqual({ estado_pago: 'pendiente', alerta_pago: true });
  });

  it('a past year paid or deleted leaves the state alone', async () => {
    const cifText = 'B17238452';
    registradas(await registrar({ org_id: orgId(cifText), year: ANYO - 5, pagado: `${ANYO - 5}-03-01`, tipo: 'Renovado' }));
    expect((await estadoPago(cifText))?.estado_pago).toBe('pendiente');
    await app.db.update(organizaciones).set({ estado_pago: 'pagado', alerta_pago: false }).where(eq(organizaciones.org_cif, cifText));
    expect((await borrar({ org_id: orgId(cifText), year: ANYO - 5 })).statusCode).toBe(200);
    expect((await estadoPago(cifText))?.estado_pago).toBe('pagado');
    await app.db.update(organizaciones).set({ estado_pago: 'pendiente', alerta_pago: true }).where(eq(organizaciones.org_cif, cifText));
  });

  it('deleting the current fee of a company of an agreement, or exempt, leaves it paid', async () => {
    const convenio = 'B08715427';
    registradas(await registrar({ org_id: orgId(convenio), year: ANYO, pagado: HOY, tipo: 'Renovado' }));
    expect((await borrar({ org_id: orgId(convenio), year: ANYO })).statusCode).toBe(200);
    expect(await estadoPago(convenio)).toEqual({ estado_pago: 'pagado', alerta_pago: false });

    const exenta = 'G17412768';
    await app.db.update(organizaciones).set({ exento_cuota: true }).where(eq(organizaciones.org_cif, exenta));
    registradas(await registrar({ org_id: orgId(exenta), year: ANYO, pagado: HOY, tipo: 'Renovado' }));
    expect((await borrar({ org_id: orgId(exenta), year: ANYO })).statusCode).toBe(200);
    expect((await estadoPago(exenta))?.estado_pago).toBe('pagado');
    await app.db.update(organizaciones).set({ exento_cuota: false }).where(eq(organizaciones.org_cif, exenta));
  });
});

describe('PATCH /cuotas/actualizar-pago and DELETE /cuotas/borrado-pago', () => {
  it('updates a paid fee keeping its invoice number; a blank amount keeps the amount', async () => {
    const org = orgId('G17412768');
    const created = registradas(await registrar({ org_id: org, year: 2010, pagado: '2010-05-05', tipo: 'Alta', importe: '300' })).cuotas[0];
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/cuotas/actualizar-pago/${org}/2010`,
      headers: bearer(admin),
      payload: { pagado: '2010-06-06', tipo: 'Renovado', importe: '', observaciones: 'Corregida', metodo_pago: 'R' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<Cuota>>(response).data).toMatchObject({ pagado: '2010-06-06', tipo: 'Renovado', importe: '300.00', observaciones: 'Corregida', metodo_pago: 'R', num_factura: created?.num_factura });
  });

  it('pays an owed fee through the update (its invoice number taken then), and answers 404 for a fee that does not exist, 422 for a wrong year', async () => {
    const org = orgId('40718293J');
    await app.db.insert(cuotas).values({ org_id: org, year: 2009, pagado: null, importe: '450.00', tipo: 'Alta' });
    const before = await contador(2009);
    const response = await app.inject({ method: 'PATCH', url: `/api/cuotas/actualizar-pago/${org}/2009`, headers: bearer(admin), payload: { pagado: '2009-09-09', tipo: 'Alta' } });
    expect(body<Envelope<Cuota>>(response).data.num_factura).toBe(factura(2009, before + 1));
    const missing = await app.inject({ method: 'PATCH', url: `/api/cuotas/actualizar-pago/${org}/2003`, headers: bearer(admin), payload: { pagado: '2003-09-09', tipo: 'Alta' } });
    expect(missing.statusCode).toBe(404);
    expect(errors(await app.inject({ method: 'PATCH', url: `/api/cuotas/actualizar-pago/${org}/1999`, headers: bearer(admin), payload: { pagado: '2003-09-09', tipo: 'Alta' } })).year).toEqual([MSG.anyoNoValido]);
    expect(errors(await app.inject({ method: 'PATCH', url: `/api/cuotas/actualizar-pago/x/2009`, headers: bearer(admin), payload: { pagado: '2003-09-09', tipo: 'Alta' } })).org_id).toEqual([MSG.valorNoValido]);
  });

  it('deletes with a body; 404 when there is no such fee; 422 without a company or year', async () => {
    expect((await borrar({ org_id: orgId('40718293J'), year: 2009 })).statusCode).toBe(200);
    expect((await borrar({ org_id: orgId('40718293J'), year: 2009 })).statusCode).toBe(404);
    expect(errors(await borrar({}))).toEqual({ org_id: [MSG.campoObligatorio], year: [MSG.campoObligatorio] });
  });
});

describe('who reads what', () => {
  it("a company reads its own fees and never another's, whatever id it sends (404)", async () => {
    const own = await get(`/cuotas/mostrar-pago/${TEST_CUOTAS.orgId}/${TEST_CUOTAS.pagados[0]}`, empresa);
    expect(own.statusCode).toBe(200);
    expect(body<Envelope<Cuota>>(own).data.org_cif).toBe('A08612343');
    expect((await get(`/cuotas/mostrar-pago/${orgId('G17412768')}/2019`, empresa)).statusCode).toBe(404);
    expect((await get(`/organizaciones/${orgId('G17412768')}/cuotas-pendientes`, empresa)).statusCode).toBe(404);
    // The list: its own, even when it asks for another company.
    const list = body<Page>(await get('/cuotas-anuales', empresa)).data;
    expect(list.data.length).toBeGreaterThan(0);
    expect(new Set(list.data.map((r) => r.org_id))).toEqual(new Set([TEST_CUOTAS.orgId]));
    expect(body<Page>(await get(`/cuotas-anuales?org_id=${orgId('G17412768')}`, empresa)).data.total).toBe(0);
  });

  it("GET /organizaciones/:id/cuotas-pendientes: the rows with no payment date, oldest first, with their sum (a year without a row is not owed)", async () => {
    const org = orgId('B08715427');
    await app.db.insert(cuotas).values([
      { org_id: org, year: 2015, pagado: null, importe: '0.10', tipo: 'Alta' },
      { org_id: org, year: 2014, pagado: null, importe: '0.20', tipo: 'Alta' },
      { org_id: org, year: 2016, pagado: '2016-01-01', importe: '800.00', tipo: 'Renovado', num_factura: 'F2016-9999' },
    ]);
    const data = body<Envelope<CuotasConTotal>>(await get(`/organizaciones/${org}/cuotas-pendientes`)).data;
    expect(data.cuotas.map((c) => [c.year, c.pagado])).toEqual([
      [2014, null],
      [2015, null],
    ]);
    expect(data.importe_total).toBe('0.30');
    expect((await get('/organizaciones/999999/cuotas-pendientes')).statusCode).toBe(404);
    expect(errors(await get('/organizaciones/abc/cuotas-pendientes')).id).toEqual([MSG.valorNoValido]);
  });
});

describe('GET /cuotas-anuales', () => {
  it('filters by company, year and owed, sorts by the allowed fields only, and refuses a wrong year', async () => {
    const all = await app.db.select({ org_id: cuotas.org_id, year: cuotas.year, pagado: cuotas.pagado }).from(cuotas);
    const byYear = body<Page>(await get(`/cuotas-anuales?year=${TEST_CUOTAS.pagados[0]}`)).data;
    expect(byYear.total).toBe(all.filter((r) => r.year === TEST_CUOTAS.pagados[0]).length);
    expect(byYear.data.every((r) => r.year === TEST_CUOTAS.pagados[0])).toBe(true);
    const owed = body<Page>(await get(`/cuotas-anuales?pendiente=true&org_id=${TEST_CUOTAS.orgId}`)).data;
    expect(owed.total).toBe(all.filter((r) => r.org_id === TEST_CUOTAS.orgId && r.pagado === null).length);
    const sorted = body<Page>(await get('/cuotas-anuales?order_by=importe desc')).data.data.map((r) => Number(r.importe));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    expect(errors(await get('/cuotas-anuales?year=1999')).year).toEqual([MSG.anyoNoValido]);
    expect(errors(await get('/cuotas-anuales?year=dos')).year).toEqual([MSG.anyoNoValido]);
    expect(errors(await get('/cuotas-anuales?order_by=observaciones asc')).order_by).toEqual([MSG.ordenNoValido]);
  });

  it('sums 300 payments of awkward amounts to the cent, in the page and in the Excel file', async () => {
    // Twelve companies of their own, 25 fee years each: 300 payments in one registration.
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) {
      const orgCif = cif('B', 8, 70_000 + n);
      const usuario = await insertUsuario(app.db, { usuario: orgCif, email: `cuotas${n}@example.org`, password_hash: 'x', modulo_app: 'organizacion', perfil: 5 });
      await insertOrganizacion(app.db, usuario, { org_cif: orgCif, org_nombre: `Cuotas ${n}, S.L.`, org_tamanio: 'pme_50' });
      const [row] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, orgCif));
      ids.push(row?.id ?? 0);
    }
    const payments: { org_id: number; year: number; pagado: string; importe: string }[] = [];
    const expected = new Map<number, number>();
    let n = 0;
    for (const org of ids) {
      for (let year = 2001; year <= 2025; year++) {
        // Cents that binary floating point cannot hold: 0.10, 0.20, 333.33…, typed the Spanish way.
        const cents = [10, 20, 33_333, 1, 99_999, 70, 123_456_789][n % 7] ?? 0;
        n++;
        payments.push({ org_id: org, year, pagado: `${year}-07-01`, importe: `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}` });
        expected.set(org, (expected.get(org) ?? 0) + cents);
      }
    }
    const answer = registradas(await registrar({ cuotas: payments }));
    expect(answer.cuotas).toHaveLength(300);
    const totalCents = [...expected.values()].reduce((a, b) => a + b, 0);
    const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    expect(answer.importe_total).toBe(text(totalCents));
    for (const org of ids) {
      const page = body<Page>(await get(`/cuotas-anuales?org_id=${org}`)).data;
      expect(page.total).toBe(25);
      expect(page.importe_total).toBe(text(expected.get(org) ?? 0));
      expect(page.importe_pagado).toBe(page.importe_total);
    }

    // The Excel of the whole list: its amounts add up to the page's sum, and ours to what was sent.
    const page = body<Page>(await get('/cuotas-anuales')).data;
    const excel = await get('/cuotas-anuales?to_excel=true', admin, { 'accept-language': 'ca' });
    expect(excel.statusCode).toBe(200);
    expect(String(excel.headers['content-disposition'])).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}_Cuotas\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).getCell(1).value).toBe('Organització');
    expect(sheet.rowCount - 1).toBe(page.total);
    let sheetCents = 0;
    let ours = 0;
    const ourCifs = new Set(ids.map((_, i) => cif('B', 8, 70_000 + i)));
    sheet.eachRow((row, i) => {
      if (i === 1) return;
      const cents = Math.round(Number(row.getCell(5).value) * 100);
      sheetCents += cents;
      if (ourCifs.has(String(row.getCell(2).value))) ours += cents;
    });
    expect(text(sheetCents)).toBe(page.importe_total);
    expect(ours).toBe(totalCents);
  });
});
