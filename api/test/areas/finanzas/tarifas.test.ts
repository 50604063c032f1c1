/**
 * Tariffs and the programme's bank data (docs/finanzas.md 'Tariffs and bank data';
 * contract/src/finanzas/tarifas.ts): every route, the spec's messages, amounts typed the Spanish way
 * and refused when not amounts, the internal code kept to profile 1 on the server, duplicates, 404s,
 * the IBAN, and the size's annual fee.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANZAS_MSG, IDIOMA_ID, MSG, type CuentaTransferencia, type DatosBancarios, type Envelope, type Paginated, type Tarifa } from '@dapcon/contract';
import { datosBancarios, tarifas } from '../../../src/areas/finanzas/tables';
import { TARIFAS_SEED, TARIFAS_SEED_CA } from '../../../src/areas/finanzas/seed-tarifas';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
const tokens = { admin: '', admin2: '', company: '' };

beforeAll(async () => {
  app = await build();
  Object.assign(tokens, await adminTokens(app));
  tokens.company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
});
afterAll(async () => {
  await app.close();
});

/** The field errors of a 422 answered in Catalan. */
function fieldErrorsCa(response: Awaited<ReturnType<typeof send>>): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

function send(token: string, options: InjectOptions, lang = 'es') {
  return app.inject({ ...options, url: `/api${String(options.url)}`, headers: { ...bearer(token), 'accept-language': lang } });
}

const NUEVA = { tipo: 'dapcon', codigo: 'dapcon_urgente', descripcion: 'Registro urgente de una DAPcon', codigo_contable: '705.2009', precio: '1.234,5', estado: 'true' };

async function idDe(codigo: string): Promise<number> {
  const [row] = await app.db.select({ id: tarifas.id }).from(tarifas).where(eq(tarifas.codigo, codigo));
  if (!row) throw new Error(`no fee ${codigo}`);
  return row.id;
}

describe('GET /tarifas', () => {
  it('pages the fees of a type, sorted by description, with the code for profile 1 only', async () => {
    const res = await send(tokens.admin, { method: 'GET', url: '/tarifas?tipo=cuota_anual' });
    expect(res.statusCode).toBe(200);
    const page = body<Envelope<Paginated<Tarifa>>>(res).data;
    const seeded = TARIFAS_SEED.filter((t) => t.tipo === 'cuota_anual');
    expect(page.total).toBe(seeded.length);
    expect(page.current_page).toBe(1);
    expect(page.data.map((t) => t.descripcion)).toEqual(seeded.map((t) => t.descripcion).sort((a, b) => a.localeCompare(b, 'es')));
    expect(page.data.find((t) => t.codigo === 'pme_50')).toMatchObject({ precio: '450.00', estado: true, codigo_contable: '705.1003', tipo: 'cuota_anual' });

    const admin2 = body<Envelope<Paginated<Tarifa>>>(await send(tokens.admin2, { method: 'GET', url: '/tarifas?tipo=cuota_anual' })).data;
    expect(admin2.total).toBe(seeded.length);
    expect(admin2.data.every((t) => t.codigo === null)).toBe(true);
  });

  it('lists the annual fees without tipo, sorts by price, and refuses an unknown type or sort', async () => {
    const all = body<Envelope<Paginated<Tarifa>>>(await send(tokens.admin, { method: 'GET', url: '/tarifas?order_by=precio%20desc' })).data;
    expect(all.data.map((t) => t.tipo)).toEqual(TARIFAS_SEED.filter((t) => t.tipo === 'cuota_anual').map(() => 'cuota_anual'));
    const dapcon = body<Envelope<Paginated<Tarifa>>>(await send(tokens.admin, { method: 'GET', url: '/tarifas?tipo=dapcon' })).data;
    expect(dapcon.data.map((t) => t.codigo)).toEqual(['dapcon']);
    const precios = all.data.map((t) => Number(t.precio));
    expect(precios).toEqual([...precios].sort((a, b) => b - a));
    expect(fieldErrors(await send(tokens.admin, { method: 'GET', url: '/tarifas?tipo=otra' }))).toEqual({ tipo: [MSG.valorNoValido] });
    expect(fieldErrors(await send(tokens.admin, { method: 'GET', url: '/tarifas?order_by=codigo%20asc' }))).toEqual({ order_by: [MSG.ordenNoValido] });
    expect(fieldErrors(await send(tokens.admin, { method: 'GET', url: '/tarifas?page=0' }))).toEqual({ page: [MSG.paginaNoValida] });
  });

  it('is the administration’s', async () => {
    expect((await send(tokens.company, { method: 'GET', url: '/tarifas' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/tarifas' })).statusCode).toBe(401);
  });
});

describe('GET /tarifas/:id', () => {
  it('answers a fee, its code for profile 1 only; 404 for none', async () => {
    const id = await idDe('ge_250');
    expect(body<Envelope<Tarifa>>(await send(tokens.admin, { method: 'GET', url: `/tarifas/${id}` })).data).toEqual({
      id,
      tipo: 'cuota_anual',
      codigo: 'ge_250',
      descripcion: TARIFAS_SEED[0].descripcion,
      descripcion_principal: TARIFAS_SEED[0].descripcion,
      tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: TARIFAS_SEED_CA.ge_250 }],
      codigo_contable: '705.1001',
      precio: '1200.00',
      estado: true,
    });
    expect(body<Envelope<Tarifa>>(await send(tokens.admin2, { method: 'GET', url: `/tarifas/${id}` })).data.codigo).toBeNull();
    expectError(await send(tokens.admin, { method: 'GET', url: '/tarifas/999999' }), 404, MSG.noEncontrado);
    expect((await send(tokens.admin, { method: 'GET', url: '/tarifas/abc' })).statusCode).toBe(422);
  });
});

describe('a description per language (issue 33, item 17)', () => {
  const get = async (url: string, lang: string) => body<Envelope<Tarifa>>(await send(tokens.admin, { method: 'GET', url }, lang)).data;

  it('answers each fee in the caller\'s language: the list and the record, the main language\'s where it has none', async () => {
    const lista = async (lang: string) => body<Envelope<Paginated<Tarifa>>>(await send(tokens.admin, { method: 'GET', url: '/tarifas?tipo=comision' }, lang)).data.data;
    const codigos = (await lista('es')).map((t) => t.codigo);
    expect((await lista('ca')).map((t) => t.descripcion)).toEqual(codigos.map((c) => TARIFAS_SEED_CA[c as keyof typeof TARIFAS_SEED_CA]));
    expect((await lista('es')).map((t) => t.descripcion)).toEqual(codigos.map((c) => TARIFAS_SEED.find((t) => t.codigo === c)?.descripcion));
    // A fee with no Catalan text reads the Spanish one in Catalan.
    const res = await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo: 'dapcon_sin_ca' } }, 'ca');
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<Tarifa>>(res).data).toMatchObject({ descripcion: NUEVA.descripcion, descripcion_principal: NUEVA.descripcion, tarifa_idiomas: [] });
  });

  it('saves the other languages\' texts: given, replaced, blank removed, left out kept; an unknown language is 422', async () => {
    const res = await send(tokens.admin, {
      method: 'POST',
      url: '/tarifas',
      payload: { ...NUEVA, codigo: 'dapcon_idiomas', tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: ' Registre urgent d\'una DAPcon ' }, { idioma_id: 1, descripcion: 'ignorada' }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = body<Envelope<Tarifa>>(res).data;
    expect(await get(`/tarifas/${id}`, 'ca')).toMatchObject({ descripcion: "Registre urgent d'una DAPcon", descripcion_principal: NUEVA.descripcion, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: "Registre urgent d'una DAPcon" }] });
    const campos = { codigo: 'dapcon_idiomas', descripcion: NUEVA.descripcion, codigo_contable: NUEVA.codigo_contable, precio: NUEVA.precio, estado: true };
    const patch = (payload: object) => send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload }, 'ca');
    expect(body<Envelope<Tarifa>>(await patch({ ...campos, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: 'Registre urgent' }] })).data.descripcion).toBe('Registre urgent');
    expect(body<Envelope<Tarifa>>(await patch(campos)).data.descripcion).toBe('Registre urgent');
    expect(body<Envelope<Tarifa>>(await patch({ ...campos, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: '  ' }] })).data).toMatchObject({ descripcion: NUEVA.descripcion, tarifa_idiomas: [] });
    expect(fieldErrorsCa(await patch({ ...campos, tarifa_idiomas: [{ idioma_id: 999, descripcion: 'x' }] }))).toEqual({ tarifa_idiomas: ['El valor no és vàlid.'] });
    expect(fieldErrorsCa(await patch({ ...campos, tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: 'x'.repeat(501) }] }))).toEqual({ 'tarifa_idiomas.0.descripcion': ['El text és massa llarg.'] });
  });
});

describe('POST /tarifas', () => {
  it('creates a fee (201), the price typed the Spanish way and stored exactly', async () => {
    const res = await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: NUEVA });
    expect(res.statusCode, res.body).toBe(201);
    const created = body<Envelope<Tarifa>>(res);
    expect(created.message).toBe(FINANZAS_MSG.tarifaGuardada);
    expect(created.data).toMatchObject({ tipo: 'dapcon', codigo: 'dapcon_urgente', precio: '1234.50', estado: true });
    const [row] = await app.db.select().from(tarifas).where(eq(tarifas.id, created.data.id));
    expect(row?.precio).toBe('1234.50');
  });

  it('answers the spec’s messages for every missing field, in Spanish and Catalan', async () => {
    const empty = { tipo: 'dapcon' };
    // profile 1's code with the other missing fields, at once (issue 33 item 30; tarifas-validacion.test.ts)
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: empty }))).toEqual({
      codigo: ['Ingrese un código'],
      descripcion: ['Ingrese una descripción'],
      codigo_contable: ['Ingrese una código contable'],
      precio: ['Ingrese un precio.'],
      estado: ['Seleccione un estado'],
    });
    const { codigo: _c, ...sinCodigo } = NUEVA;
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: sinCodigo }))).toEqual({ codigo: ['Ingrese un código'] });
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo: '  ' } }))).toEqual({ codigo: ['Ingrese un código'] });
    expect(fieldErrorsCa(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: empty }, 'ca'))).toEqual({
      codigo: ['Introduïu un codi'],
      descripcion: ['Introduïu una descripció'],
      codigo_contable: ['Introduïu un codi comptable'],
      precio: ['Introduïu un preu.'],
      estado: ['Seleccioneu un estat'],
    });
  });

  it.each(['abc', '-5', '12.3456', '12,345', '3,141', '1e3', '10000000000', true])('refuses the price %s with 422', async (precio) => {
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo: 'precio_malo', precio } }))).toEqual({
      precio: [MSG.importeNoValido],
    });
  });

  it('refuses an unknown type, a malformed code and a state that is not one', async () => {
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, tipo: 'cuota_mensual' } }))).toEqual({
      tipo: [FINANZAS_MSG.tipoTarifaNoValido],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, tipo: undefined } }))).toEqual({
      tipo: [FINANZAS_MSG.tipoTarifaNoValido],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo: 'Con Espacios' } }))).toEqual({
      codigo: [FINANZAS_MSG.codigoNoValido],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, estado: 'quizás' } }))).toEqual({
      estado: ['Seleccione un estado'],
    });
  });

  it('refuses a second fee of the same type and code: 422 under codigo', async () => {
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, tipo: 'cuota_anual', codigo: 'pme_50' } }))).toEqual({
      codigo: [FINANZAS_MSG.tarifaDuplicada],
    });
    // the same code under another type is another fee
    const res = await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, tipo: 'dapcon_renovacion', codigo: 'pme_50' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('profile 2 may not set the code (403, nothing stored) and creates without one: the code is the description’s slug', async () => {
    const before = (await app.db.select({ id: tarifas.id }).from(tarifas)).length;
    expectError(await send(tokens.admin2, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo: 'de_perfil_2' } }), 403, FINANZAS_MSG.codigoSoloAdministrador);
    expect((await app.db.select({ id: tarifas.id }).from(tarifas)).length).toBe(before);

    const { codigo: _c, ...sinCodigo } = NUEVA;
    const res = await send(tokens.admin2, { method: 'POST', url: '/tarifas', payload: { ...sinCodigo, descripcion: 'Tramitación exprés' } });
    expect(res.statusCode, res.body).toBe(201);
    const created = body<Envelope<Tarifa>>(res).data;
    expect(created.codigo).toBeNull();
    const [row] = await app.db.select({ codigo: tarifas.codigo }).from(tarifas).where(eq(tarifas.id, created.id));
    expect(row?.codigo).toBe('tramitacion_expres');
    // the same description again: the duplicate lands under what profile 2 sees
    expect(fieldErrors(await send(tokens.admin2, { method: 'POST', url: '/tarifas', payload: { ...sinCodigo, descripcion: 'Tramitación exprés' } }))).toEqual({
      descripcion: [FINANZAS_MSG.tarifaDuplicada],
    });
  });
});

describe('PATCH /tarifas/:id', () => {
  it('updates a fee (200): price, state, description, accounting code; its type stays', async () => {
    const id = await idDe('socios_5');
    const res = await send(tokens.admin, {
      method: 'PATCH',
      url: `/tarifas/${id}`,
      payload: { codigo: 'socios_5', descripcion: 'Cuota asociación pequeña', codigo_contable: '705.1099', precio: '325,75', estado: 'false', tipo: 'dapcon' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Envelope<Tarifa>>(res).data).toEqual({
      id,
      tipo: 'cuota_anual',
      codigo: 'socios_5',
      descripcion: 'Cuota asociación pequeña',
      descripcion_principal: 'Cuota asociación pequeña',
      // Left out, the other languages' texts are kept.
      tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: TARIFAS_SEED_CA.socios_5 }],
      codigo_contable: '705.1099',
      precio: '325.75',
      estado: false,
    });
    // inactive: no longer the size's fee
    expectError(await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada?id=socios_5' }), 404, FINANZAS_MSG.tarifaNoEncontrada);
  });

  it('profile 1 may change the code; profile 2 edits everything else but may not send one', async () => {
    const id = await idDe('socios_superior_5');
    const campos = { descripcion: 'Cuota asociación grande', codigo_contable: '705.1005', precio: '610', estado: true };
    expectError(await send(tokens.admin2, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, codigo: 'otro' } }), 403, FINANZAS_MSG.codigoSoloAdministrador);
    const res = await send(tokens.admin2, { method: 'PATCH', url: `/tarifas/${id}`, payload: campos });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Envelope<Tarifa>>(res).data).toMatchObject({ codigo: null, precio: '610.00', descripcion: 'Cuota asociación grande' });
    const [row] = await app.db.select({ codigo: tarifas.codigo }).from(tarifas).where(eq(tarifas.id, id));
    expect(row?.codigo).toBe('socios_superior_5');

    const renamed = await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, codigo: 'socios_mas_5' } });
    expect(body<Envelope<Tarifa>>(renamed).data.codigo).toBe('socios_mas_5');
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, codigo: 'ge_250' } }))).toEqual({
      codigo: [FINANZAS_MSG.tarifaDuplicada],
    });
  });

  it('refuses bad prices and missing fields, and answers 404 for no fee', async () => {
    const id = await idDe('ge_250');
    const campos = { descripcion: 'x', codigo_contable: 'y', precio: '1', estado: true };
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, precio: '0,001' } }))).toEqual({ precio: [MSG.importeNoValido] });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, precio: '' } }))).toEqual({ precio: ['Ingrese un precio.'] });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: {} }))).toMatchObject({ descripcion: ['Ingrese una descripción'] });
    expectError(await send(tokens.admin, { method: 'PATCH', url: '/tarifas/999999', payload: campos }), 404, MSG.noEncontrado);
    const [row] = await app.db.select({ precio: tarifas.precio }).from(tarifas).where(eq(tarifas.id, id));
    expect(row?.precio).toBe('1200.00');
  });

  it('a commission rate is a percentage: up to 100 is saved, above is a 422 under precio (created or edited)', async () => {
    const id = await idDe('comision_alta_empresa');
    const campos = { descripcion: 'Comisión por alta de empresa', codigo_contable: '623.1001', estado: true };
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, precio: '100,01' } }))).toEqual({
      precio: [FINANZAS_MSG.porcentajeNoValido],
    });
    expect((await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { ...campos, precio: '12,5' } })).statusCode).toBe(200);
    const [row] = await app.db.select({ precio: tarifas.precio }).from(tarifas).where(eq(tarifas.id, id));
    expect(row?.precio).toBe('12.50');
    const nueva = { tipo: 'comision', codigo: 'comision_especial', descripcion: 'Comisión especial', codigo_contable: '623.1009', estado: 'true' };
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...nueva, precio: '150' } }))).toEqual({ precio: [FINANZAS_MSG.porcentajeNoValido] });
    expect((await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...nueva, precio: '100' } })).statusCode).toBe(201);
  });
});

describe('DELETE /tarifas/:id', () => {
  it('deletes a fee, by either profile (200); 404 once gone', async () => {
    for (const [token, codigo] of [
      [tokens.admin, 'borrar_1'],
      [tokens.admin2, 'borrar_2'],
    ] as const) {
      const created = body<Envelope<Tarifa>>(await send(tokens.admin, { method: 'POST', url: '/tarifas', payload: { ...NUEVA, codigo } })).data;
      const res = await send(token, { method: 'DELETE', url: `/tarifas/${created.id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<Envelope<{ id: number }>>(res)).toMatchObject({ message: FINANZAS_MSG.tarifaBorrada, data: { id: created.id } });
      expect(await app.db.select().from(tarifas).where(eq(tarifas.id, created.id))).toEqual([]);
      expectError(await send(token, { method: 'DELETE', url: `/tarifas/${created.id}` }), 404, MSG.noEncontrado);
    }
    expect((await send(tokens.company, { method: 'DELETE', url: `/tarifas/${await idDe('ge_250')}` })).statusCode).toBe(403);
  });
});

describe('bank data', () => {
  it('GET /datos_bancario answers the programme’s account', async () => {
    const res = await send(tokens.admin, { method: 'GET', url: '/datos_bancario' });
    expect(body<Envelope<DatosBancarios>>(res).data).toEqual({
      id: expect.any(Number) as number,
      entidad: 'CaixaBank',
      num_cuenta: 'ES9121000418450200051332',
      titular: "Col·legi de l'Arquitectura Tècnica de Barcelona",
      bic: 'CAIXESBBXXX',
      identificador_acreedor: 'ES10ZZZQ0875009B',
      direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona',
    });
  });

  it('PATCH /datos_bancario/:id saves the creditor data (BIC and creditor identifier checked, blank clears, left out keeps), in both languages', async () => {
    const { id } = body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'GET', url: '/datos_bancario' })).data;
    const url = `/datos_bancario/${id}`;
    const cuenta = { entidad: 'CaixaBank', num_cuenta: 'ES9121000418450200051332' };
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, bic: 'CAIXESBB', identificador_acreedor: 'ES11ZZZQ0875009B' } }))).toEqual({
      identificador_acreedor: [FINANZAS_MSG.identificadorAcreedorNoValido],
    });
    expect(fieldErrorsCa(await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, bic: 'CAIX', titular: 'x'.repeat(141) } }, 'ca'))).toEqual({
      bic: ['BIC no vàlid'],
      titular: ['El text és massa llarg.'],
    });
    const saved = await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, titular: ' Col·legi ', bic: 'caix esbb xxx', identificador_acreedor: 'es10 zzz q0875009b' } });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(body<Envelope<DatosBancarios>>(saved).data).toMatchObject({ titular: 'Col·legi', bic: 'CAIXESBBXXX', identificador_acreedor: 'ES10ZZZQ0875009B' });
    // Left out: kept; blank: cleared.
    expect(body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'PATCH', url, payload: cuenta })).data.identificador_acreedor).toBe('ES10ZZZQ0875009B');
    expect(body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, bic: '' } })).data).toMatchObject({ bic: null, identificador_acreedor: 'ES10ZZZQ0875009B' });
    // The creditor's address, printed on the SEPA mandate: saved trimmed, kept when left out.
    expect(body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, direccion: ' Carrer Nou, 1, 08001 Barcelona ' } })).data.direccion).toBe('Carrer Nou, 1, 08001 Barcelona');
    expect(body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'PATCH', url, payload: cuenta })).data.direccion).toBe('Carrer Nou, 1, 08001 Barcelona');
    await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona' } });
    await send(tokens.admin, { method: 'PATCH', url, payload: { ...cuenta, titular: "Col·legi de l'Arquitectura Tècnica de Barcelona", bic: 'CAIXESBBXXX' } });
  });

  it('PATCH /datos_bancario/:id saves them (201), the IBAN as typed and stored in electronic format', async () => {
    const { id } = body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'GET', url: '/datos_bancario' })).data;
    const res = await send(tokens.admin2, { method: 'PATCH', url: `/datos_bancario/${id}`, payload: { entidad: ' Banco Sabadell ', num_cuenta: 'es79 2100 0813 6101 2345 6789' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<DatosBancarios>>(res)).toMatchObject({
      message: FINANZAS_MSG.datosBancariosGuardados,
      data: { id, entidad: 'Banco Sabadell', num_cuenta: 'ES7921000813610123456789' },
    });
    const [row] = await app.db.select().from(datosBancarios).where(eq(datosBancarios.id, id));
    expect(row).toMatchObject({ entidad: 'Banco Sabadell', num_cuenta: 'ES7921000813610123456789', bic: 'CAIXESBBXXX' });
    // what a company's transfer view reads
    const cuenta = body<Envelope<CuentaTransferencia>>(await send(tokens.company, { method: 'GET', url: '/mostrar_datos_bancarios' })).data;
    expect(cuenta).toEqual({ nombre_entidad: 'Banco Sabadell', numero_cuenta: 'ES7921000813610123456789' });
  });

  it('refuses a bad IBAN and missing fields (nothing changed), in both languages; 404 for another id', async () => {
    const { id, num_cuenta } = body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'GET', url: '/datos_bancario' })).data;
    const url = `/datos_bancario/${id}`;
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url, payload: { entidad: 'X', num_cuenta: 'ES9121000418450200051333' } }))).toEqual({
      num_cuenta: ['IBAN no válido'],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url, payload: { entidad: 'X', num_cuenta: 'DE89370400440532013000' } }))).toEqual({
      num_cuenta: ['IBAN no válido'],
    });
    expect(fieldErrorsCa(await send(tokens.admin, { method: 'PATCH', url, payload: { entidad: 'X', num_cuenta: 'ES00 1234' } }, 'ca'))).toEqual({
      num_cuenta: ['IBAN no vàlid'],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url, payload: {} }))).toEqual({
      entidad: [FINANZAS_MSG.entidadObligatoria],
      num_cuenta: [FINANZAS_MSG.numCuentaObligatorio],
    });
    expect(body<Envelope<DatosBancarios>>(await send(tokens.admin, { method: 'GET', url: '/datos_bancario' })).data.num_cuenta).toBe(num_cuenta);
    expectError(
      await send(tokens.admin, { method: 'PATCH', url: '/datos_bancario/999999', payload: { entidad: 'X', num_cuenta: 'ES9121000418450200051332' } }),
      404,
      MSG.noEncontrado,
    );
    expect((await send(tokens.company, { method: 'PATCH', url, payload: { entidad: 'X', num_cuenta: 'ES9121000418450200051332' } })).statusCode).toBe(403);
  });

  it('answer 404 while the programme has no account', async () => {
    const rows = await app.db.select().from(datosBancarios);
    await app.db.delete(datosBancarios);
    try {
      expectError(await send(tokens.admin, { method: 'GET', url: '/datos_bancario' }), 404, FINANZAS_MSG.datosBancariosNoDefinidos);
      expectError(await send(tokens.company, { method: 'GET', url: '/mostrar_datos_bancarios' }), 404, FINANZAS_MSG.datosBancariosNoDefinidos);
    } finally {
      await app.db.insert(datosBancarios).values(rows);
    }
  });
});

describe('GET /parametros/tarifa_asignada', () => {
  it('answers the active annual fee of a size, to anyone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada?id=pme_50' });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<{ precio: string }>>(res).data).toEqual({ precio: '450.00' });
    expect(body<Envelope<{ precio: string }>>(await send(tokens.company, { method: 'GET', url: '/parametros/tarifa_asignada?id=emp_50_250' })).data).toEqual({ precio: '800.00' });
  });

  it('follows an edited price at once', async () => {
    const id = await idDe('emp_50_250');
    await send(tokens.admin, { method: 'PATCH', url: `/tarifas/${id}`, payload: { descripcion: 'Mediana', codigo_contable: '705.1002', precio: '812,40', estado: true } });
    expect(body<Envelope<{ precio: string }>>(await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada?id=emp_50_250' })).data.precio).toBe('812.40');
  });

  it('404 for a size without an annual fee (a DAPcon fee’s code is not one); 422 without id', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada?id=dapcon' }), 404, FINANZAS_MSG.tarifaNoEncontrada);
    expectError(await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada?id=xx' }), 404, FINANZAS_MSG.tarifaNoEncontrada);
    expect(fieldErrors(await app.inject({ method: 'GET', url: '/api/parametros/tarifa_asignada' }))).toEqual({ id: [FINANZAS_MSG.tamanioObligatorio] });
  });
});
