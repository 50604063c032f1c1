/**
 * 'Recordatorios' of /comunicaciones (api/src/areas/recordatorios/lista.ts): the reminders sent
 * on the list kit with their recipients' delivery state, its filters and sorts over every page, its
 * Excel file, 'Reenviar', what is due in the next 30 days, the refusals and who may call.
 * Reminders are made by the engine with a chosen day; expectations are read back, never written down.
 */
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, PER_PAGE, sumarDias, validoHastaDe, type Envelope, type Recordatorio, type RecordatorioPrevisto } from '@dapcon/contract';
import { TIPOS_RECORDATORIO_DEFS } from '../../../src/areas';
import { correos, cuotas, recordatorios } from '../../../src/db/schema';
import { enviarRecordatorios } from '../../../src/areas/recordatorios';
import { bearer, body, build } from '../../helper';
import { crearEnEstado, participantes, type Participantes } from '../dapcon/support';

let app: FastifyInstance;
let p: Participantes;
type Page<T> = { data: T[]; total: number; per_page: number; current_page: number };

const get = (url: string, token = p.tokens.admin, lang?: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) } });

async function page<T = Recordatorio>(url: string, lang?: string): Promise<Page<T>> {
  const response = await get(url, p.tokens.admin, lang);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Page<T>>>(response).data;
}

/** Declarations published so that their expiry reminders (90 days before) fall on `hoy`. */
let ids: number[] = [];
const desde = '2081-03-01';
const hoy = sumarDias(validoHastaDe(desde), -90);

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
  ids = [];
  for (let i = 0; i < PER_PAGE + 3; i++) ids.push(await crearEnEstado(app, p, 'publicada', { desde }));
  await enviarRecordatorios(app, TIPOS_RECORDATORIO_DEFS, new Date(`${hoy}T11:00:00Z`));
});
afterAll(async () => {
  await app.close();
});

describe('the reminders sent', () => {
  it('lists each with its record, milestone, recipients and their delivery state, newest first, over every page', async () => {
    const first = await page('/recordatorios?tipo=caducidad');
    expect(first.total).toBeGreaterThanOrEqual(ids.length);
    expect(first.data).toHaveLength(PER_PAGE);
    const second = await page('/recordatorios?tipo=caducidad&page=2');
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const mine = all.filter((r) => r.dapcon_id !== null && ids.includes(r.dapcon_id));
    expect(mine).toHaveLength(ids.length);
    for (const r of mine) {
      expect(r).toMatchObject({ tipo: 'caducidad', tipo_nombre: 'Caducidad de la DAPcon', hito: 90, fecha_prevista: hoy, reenvios: 0, estado: 'pendiente', ruta: `/dapcon/${r.dapcon_id}/1` });
      expect(r.destinatarios.map((d) => d.email).sort()).toEqual([p.emails.consultor, p.emails.empresa].sort());
      expect(r.descripcion).toContain('«Producto en publicada»');
    }
    const created = all.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by declaration and by a recipient’s address or the record’s name (accents and case ignored)', async () => {
    const uno = await page(`/recordatorios?dapcon_id=${ids[0]}`);
    expect(uno.data.map((r) => r.dapcon_id)).toEqual([ids[0]]);
    const porEmail = await page(`/recordatorios?magic=${encodeURIComponent(p.emails.consultor.toUpperCase())}&tipo=caducidad`);
    expect(porEmail.total).toBeGreaterThanOrEqual(ids.length);
    const porNombre = await page(`/recordatorios?magic=${encodeURIComponent('PRODUCTO EN PUBLICADA')}`);
    expect(porNombre.total).toBeGreaterThanOrEqual(ids.length);
    expect((await page('/recordatorios?magic=zzz-nada-zzz')).total).toBe(0);
    expect((await page('/recordatorios?tipo=cuota&dapcon_id=' + ids[0])).total).toBe(0);
  });

  it('names its kinds in Catalan for a Catalan caller', async () => {
    const ca = await page(`/recordatorios?dapcon_id=${ids[0]}`, 'ca');
    expect(ca.data[0]?.tipo_nombre).toBe('Caducitat de la DAPcon');
  });

  it('refuses a kind, a sort, a page or an id it does not know (422)', async () => {
    for (const query of ['tipo=otro', 'order_by=destinatario%20asc', 'page=0', 'dapcon_id=abc', 'org_id=-1']) {
      expect((await get(`/recordatorios?${query}`)).statusCode, query).toBe(422);
    }
    expect((await get('/recordatorios/previstos?tipo=otro')).statusCode).toBe(422);
    expect((await get('/recordatorios/previstos?order_by=tipo%20asc')).statusCode).toBe(422);
  });

  it('answers the whole filtered list as Recordatorios.xlsx', async () => {
    const response = await get('/recordatorios?tipo=caducidad&to_excel=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/_Recordatorios\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Recordatorios');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Enviado', 'Tipo', 'Registro', 'Días', 'Fecha prevista', 'Destinatarios', 'Estado', 'Reenvíos']);
    const total = (await page('/recordatorios?tipo=caducidad')).total;
    expect((sheet?.rowCount ?? 0) - 1).toBe(total);
    expect(String(sheet?.getRow(2).getCell(6).value)).toContain('@');
  });
});

describe('Reenviar', () => {
  it('writes its e-mails again to the record’s recipients, counts it, and the list shows the new send', async () => {
    const [r] = await app.db.select().from(recordatorios).where(and(eq(recordatorios.tipo, 'caducidad'), eq(recordatorios.dapcon_id, ids[1] ?? 0)));
    const antes = await app.db.select().from(correos).where(eq(correos.recordatorio_id, r?.id ?? 0));
    const response = await app.inject({ method: 'POST', url: `/api/recordatorios/${r?.id}/reenviar`, headers: bearer(p.tokens.admin) });
    expect(response.statusCode, response.body).toBe(200);
    const answered = body<Envelope<Recordatorio>>(response);
    expect(answered.message).toBe('El recordatorio se ha vuelto a enviar.');
    expect(answered.data).toMatchObject({ id: r?.id, reenvios: 1 });
    const despues = await app.db.select().from(correos).where(eq(correos.recordatorio_id, r?.id ?? 0));
    expect(despues).toHaveLength(antes.length * 2);
    expect(answered.data.destinatarios.map((d) => d.email).sort()).toEqual([p.emails.consultor, p.emails.empresa].sort());
    // The list reads the new send: its e-mails waiting in the outbox, one resend.
    const [fila] = (await page(`/recordatorios?dapcon_id=${ids[1]}`)).data;
    expect(fila).toMatchObject({ id: r?.id, reenvios: 1, estado: 'pendiente' });
    expect(fila?.destinatarios).toHaveLength(2);
  });

  it('refuses an unknown reminder (404), a malformed id (422), and one whose record is gone (404)', async () => {
    const reenviar = (id: number | string) => app.inject({ method: 'POST', url: `/api/recordatorios/${id}/reenviar`, headers: bearer(p.tokens.admin) });
    expect((await reenviar(999_999_999)).statusCode).toBe(404);
    expect((await reenviar('abc')).statusCode).toBe(422);
    const [cuota] = await app.db
      .insert(cuotas)
      .values({ org_id: p.orgId, year: 2082, importe: '350.00', tipo: 'Renovado', created_at: new Date('2082-01-10T11:00:00Z') })
      .returning({ id: cuotas.id });
    await enviarRecordatorios(app, TIPOS_RECORDATORIO_DEFS, new Date('2082-01-25T11:00:00Z'));
    const [r] = await app.db.select().from(recordatorios).where(and(eq(recordatorios.tipo, 'cuota'), eq(recordatorios.entidad_id, cuota?.id ?? 0)));
    expect(r).toBeDefined();
    await app.db.delete(cuotas).where(eq(cuotas.id, cuota?.id ?? 0));
    const response = await reenviar(r?.id ?? 0);
    expect(response.statusCode).toBe(404);
    expect(body<{ message: string }>(response).message).toBe('El recordatorio o su registro ya no existen.');
  });
});

describe('what is due in the next 30 days', () => {
  it('lists the milestones from tomorrow to 30 days on, soonest first, with their recipients; not one already sent', async () => {
    const today = calendarDay(new Date());
    // Its last valid day 20 days on: the 0-day milestone is due; the 30-day one was 10 days ago.
    const pronto = await crearEnEstado(app, p, 'publicada', { desde: sumarDias(today, -400) });
    await app.db.execute(sql`update dapcons set dapcon_valido_hasta = ${sumarDias(today, 20)}::date where id = ${pronto}`);
    const previstos = await page<RecordatorioPrevisto>('/recordatorios/previstos?tipo=caducidad');
    const suyo = previstos.data.filter((r) => r.dapcon_id === pronto);
    const [hasta] = await app.db.select().from(recordatorios).where(eq(recordatorios.dapcon_id, pronto));
    expect(hasta).toBeUndefined();
    expect(suyo.map((r) => r.hito)).toEqual([0]);
    expect(suyo[0]?.destinatarios.sort()).toEqual([p.emails.consultor, p.emails.empresa].sort());
    const fechas = previstos.data.map((r) => r.fecha_prevista);
    expect(fechas).toEqual([...fechas].sort());
    expect(fechas.every((f) => f > today && f <= sumarDias(today, 30))).toBe(true);
    const excel = await get('/recordatorios/previstos?to_excel=true');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(/_Recordatorios_previstos\.xlsx/);
  });
});
