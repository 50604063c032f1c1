/**
 * 'Correos del portal' (api/src/areas/contenidos/correos-portal.ts): the portal's own e-mails (every
 * `correos` row that is no mailing's recipient) on the list kit, through a real SMTP server that refuses
 * some addresses (550): the list holds them and no mailing's; `magic` finds the address or the subject
 * (accents and case ignored); `estado`; every sort, both ways, over every page; refusals; `tipo` in both
 * languages; never the body; the Excel file; 'Reenviar' of a refused e-mail, and who may call.
 * Expectations are computed here from the rows read back, never from counts written down.
 */
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENIDOS_MSG, MSG, PER_PAGE, type CorreoPortal, type Envelope } from '@dapcon/contract';
import { correosPortalAfter, correosPortalOrder, correosPortalWhere } from '../../../src/areas/contenidos/correos-portal';
import { correos, usuarios } from '../../../src/db/schema';
import { keysetBatches } from '../../../src/lib/list';
import { PLANTILLAS } from '../../../src/mail/catalogo';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { startSmtpServer, type TestSmtpServer } from '../../smtp';
import { adminTokens, expectError } from '../empresas/support';

const PUBLIC_URL = 'https://portal.dapcon.test';
/** In every body written here: it must never come back. */
const CUERPO = 'CUERPO-SECRETO-8d1f';

let app: FastifyInstance;
let smtp: TestSmtpServer;
let admin: string;
let admin2: string;
let company: string;
let consultant: string;
/** Addresses the SMTP server refuses for good (550) while they are in it. */
const refused = new Set<string>();

const consultantAccount = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);

type Page = { data: CorreoPortal[]; total: number; per_page: number; current_page: number };

const URL_LIST = '/api/comunicaciones/admin/correos';
const get = (query = '', token = admin, lang?: string) =>
  app.inject({ method: 'GET', url: `${URL_LIST}${query}`, headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) } });
const reenviar = (id: number, token = admin) => app.inject({ method: 'PATCH', url: `${URL_LIST}/${id}/reenviar`, headers: bearer(token) });

async function page(query = '', lang?: string): Promise<Page> {
  const response = await get(query, admin, lang);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body).not.toContain(CUERPO);
  return body<Envelope<Page>>(response).data;
}

/** Every page of a query, in order. */
async function allPages(query: string): Promise<CorreoPortal[]> {
  const first = await page(`?${query}`);
  const rows = [...first.data];
  for (let n = 2; n <= Math.ceil(first.total / PER_PAGE); n++) rows.push(...(await page(`?${query}&page=${n}`)).data);
  expect(rows).toHaveLength(first.total);
  return rows;
}

/** Sends one of the portal's own e-mails as the product's senders do. */
function send(plantilla: string, to: string, subject: string): Promise<number> {
  return app.mailer.send({ plantilla, to, subject, text: `${CUERPO} texto`, html: `<p>${CUERPO}</p>` });
}

/** A row written straight into the outbox (a date, a state, a template the catalogue no longer has). */
async function insert(values: Partial<typeof correos.$inferInsert> & { destinatario: string; asunto: string }): Promise<number> {
  const [row] = await app.db
    .insert(correos)
    .values({ plantilla: 'restablecer_password', texto: CUERPO, html: `<p>${CUERPO}</p>`, estado: 'enviado', ...values })
    .returning({ id: correos.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

/** Accents folded and lower case, as the database's unaccent_lower does for these texts. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface Own {
  id: number;
  destinatario: string;
  asunto: string;
  estado: 'pendiente' | 'enviado' | 'error';
  /** created_at in microseconds, as text (a Date would lose them). */
  created: bigint;
}

/** The portal's own e-mails, read back independently of the code under test. */
async function own(): Promise<Own[]> {
  const rows = await app.db
    .select({
      id: correos.id,
      destinatario: correos.destinatario,
      asunto: correos.asunto,
      estado: correos.estado,
      created: sql<string>`(extract(epoch from ${correos.created_at}) * 1000000)::bigint::text`,
    })
    .from(correos)
    .where(isNull(correos.comunicacion_id));
  return rows.map((r) => ({ ...r, created: BigInt(r.created) }));
}

const RANGO_ESTADO = { error: 0, pendiente: 1, enviado: 2 } as const;
const cmp = <T extends string | bigint | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
const SORT_KEYS = {
  created_at: (r: Own, s: Own) => cmp(r.created, s.created),
  destinatario_email: (r: Own, s: Own) => cmp(r.destinatario.toLowerCase(), s.destinatario.toLowerCase()),
  estado: (r: Own, s: Own) => cmp(RANGO_ESTADO[r.estado], RANGO_ESTADO[s.estado]),
};

/** The ids a query should answer, in its order (the id breaking ties in the same direction). */
function expectedIds(rows: Own[], orderBy: string, filter: (r: Own) => boolean = () => true): number[] {
  const [field = '', dir = 'asc'] = orderBy.split(' ');
  const key = SORT_KEYS[field as keyof typeof SORT_KEYS];
  const sign = dir === 'desc' ? -1 : 1;
  return rows
    .filter(filter)
    .sort((a, b) => sign * (key(a, b) || a.id - b.id))
    .map((r) => r.id);
}

let mailingSubject: string;
let refusedId: number;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => (refused.has(address) ? 550 : undefined) });
  app = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'DAPcon <no-reply@dapcon.test>' } });
  ({ admin, admin2 } = await adminTokens(app));
  company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion'));
  consultant = await tokenOf(app, consultantAccount);

  // A mailing to the verifiers: its recipients are correos rows too, and must not be listed.
  mailingSubject = 'Renovación del programa: boletín';
  const mailing = await app.inject({
    method: 'POST',
    url: '/api/contenidos-web/enviar-email',
    headers: bearer(admin),
    payload: { perfil: [4], asunto: mailingSubject, mensaje: '<p>Boletín</p>' },
  });
  expect(mailing.statusCode, mailing.body).toBe(201);

  // The portal's own, through the queue: delivered, and one refused by the server.
  refused.add('rechazada@empresa.test');
  await send('dapcon_publicada', 'Núria.Ferré@Ceramiques.test', 'DAPcon publicada: Renovación «Teja àrab»');
  await send('incidencia_nueva', 'laura@consultora.test', 'Nueva incidencia en la DAPcon 12');
  refusedId = await send('registro_cuenta', 'rechazada@empresa.test', 'DAPcon: su cuenta');
  await app.mailer.idle();
  refused.delete('rechazada@empresa.test');

  // Rows written straight: dates apart and equal (the id breaks the tie), a template the catalogue no
  // longer has, a refusal, a subject a spreadsheet would take for a formula.
  const day = new Date('2026-03-01T09:15:00Z');
  await insert({ destinatario: 'b.equal@x.test', asunto: 'Empate 1', created_at: day });
  await insert({ destinatario: 'A.equal@x.test', asunto: 'Empate 2', created_at: day, estado: 'error', error: '550 5.1.1 mailbox unavailable', intentos: 1 });
  await insert({ destinatario: 'antigua@x.test', asunto: 'Plantilla retirada', plantilla: 'plantilla_antigua', created_at: new Date('2025-12-31T23:30:00Z') });
  await insert({ destinatario: 'formula@x.test', asunto: '=HYPERLINK("http://x","y")', created_at: new Date('2026-02-01T12:00:00Z'), sent_at: new Date('2026-02-01T12:00:05Z') });
  for (let i = 0; i < 2 * PER_PAGE; i++) {
    await insert({
      destinatario: `lote${String(i).padStart(2, '0')}@Lote.test`,
      asunto: `Aviso ${i}`,
      estado: i % 3 === 0 ? 'error' : 'enviado',
      error: i % 3 === 0 ? '550 refused' : null,
      intentos: 1,
      created_at: new Date(Date.UTC(2026, 0, 1 + (i % 7), 8, 0, 0)),
    });
  }
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('GET /comunicaciones/admin/correos', () => {
  it("holds the portal's own e-mails and none of a mailing's, newest first", async () => {
    const rows = await own();
    const listed = await allPages('');
    expect(listed.map((r) => r.id)).toEqual(expectedIds(rows, 'created_at desc'));
    const mailingIds = (await app.db.select({ id: correos.id }).from(correos).where(sql`${correos.comunicacion_id} is not null`)).map((r) => r.id);
    expect(mailingIds.length).toBeGreaterThan(0);
    expect(listed.some((r) => mailingIds.includes(r.id))).toBe(false);
    expect(listed.some((r) => r.asunto === mailingSubject)).toBe(false);
  });

  it('answers each row with its state, dates, template and reason; never the body', async () => {
    const response = await get('?magic=rechazada');
    expect(response.body).not.toContain(CUERPO);
    const [row] = body<Envelope<Page>>(response).data.data;
    expect(row).toEqual({
      id: refusedId,
      asunto: 'DAPcon: su cuenta',
      destinatario_email: 'rechazada@empresa.test',
      plantilla: 'registro_cuenta',
      tipo: PLANTILLAS.registro_cuenta.descripcion.es,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fecha_enviado: null,
      estado: 'error',
      error: expect.stringContaining('550'),
      intentos: 1,
    });
    expect(Object.keys(row ?? {})).not.toContain('html');
    expect(Object.keys(row ?? {})).not.toContain('texto');
    const delivered = (await page('?magic=laura@consultora')).data[0];
    expect(delivered).toMatchObject({ estado: 'enviado', error: null, tipo: PLANTILLAS.incidencia_nueva.descripcion.es });
    expect(delivered?.fecha_enviado).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('finds the address or the subject with magic, accents and case ignored', async () => {
    const rows = await own();
    for (const magic of ['NURIA.FERRE', 'ceramiques', 'renovacion', 'TEJA ARAB', '@lote.TEST', 'empate', '%', 'nada-de-esto']) {
      const want = expectedIds(rows, 'created_at desc', (r) => fold(r.destinatario).includes(fold(magic)) || fold(r.asunto).includes(fold(magic)));
      const got = (await allPages(`magic=${encodeURIComponent(magic)}`)).map((r) => r.id);
      expect(got, magic).toEqual(want);
    }
    // By address and by subject, and the mailing's 'Renovación' is not among them.
    expect((await page('?magic=N%C3%BARIA')).data.map((r) => r.destinatario_email)).toEqual(['Núria.Ferré@Ceramiques.test']);
    expect((await page('?magic=RENOVACION')).data.map((r) => r.asunto)).toEqual(['DAPcon publicada: Renovación «Teja àrab»']);
  });

  it('filters by state, and by state and magic together', async () => {
    const pendiente = await insert({ destinatario: 'espera@x.test', asunto: 'En la cola', estado: 'pendiente' });
    try {
      const rows = await own();
      for (const estado of ['pendiente', 'enviado', 'error'] as const) {
        const want = expectedIds(rows, 'created_at desc', (r) => r.estado === estado);
        expect(want.length, estado).toBeGreaterThan(0);
        expect((await allPages(`estado=${estado}`)).map((r) => r.id), estado).toEqual(want);
      }
      const both = expectedIds(rows, 'created_at desc', (r) => r.estado === 'error' && fold(r.destinatario).includes('lote'));
      expect((await allPages('estado=error&magic=LOTE')).map((r) => r.id)).toEqual(both);
      expect((await page('?estado=')).total).toBe(rows.length);
    } finally {
      await app.db.delete(correos).where(eq(correos.id, pendiente));
    }
  });

  it('sorts by date, address and state, both ways, over every page, no row twice or missing', async () => {
    const rows = await own();
    expect(rows.length).toBeGreaterThan(2 * PER_PAGE);
    for (const field of ['created_at', 'destinatario_email', 'estado']) {
      for (const dir of ['asc', 'desc']) {
        const got = (await allPages(`order_by=${field}%20${dir}`)).map((r) => r.id);
        expect(got, `${field} ${dir}`).toEqual(expectedIds(rows, `${field} ${dir}`));
      }
    }
    // The Excel file's keyset batches, three rows at a time across the ties, give the same order.
    for (const orderBy of ['created_at desc', 'destinatario_email asc', 'estado asc', 'estado desc'] as const) {
      const order = correosPortalOrder(orderBy);
      const read: number[] = [];
      for await (const batch of keysetBatches((after, limit) => correosPortalAfter(app.db, correosPortalWhere({}), order, after, limit), (r) => ({ key: r.cursor_key, id: r.id }), 3)) {
        read.push(...batch.map((r) => r.id));
      }
      expect(read, orderBy).toEqual(expectedIds(rows, orderBy));
    }
    // A page past the last: no rows, the real total.
    const past = await page('?page=99');
    expect(past).toMatchObject({ data: [], total: rows.length, current_page: 99 });
  });

  it('refuses a state, a sort or a page it does not know (422, under the field)', async () => {
    const estado = await get('?estado=enviada');
    expect(estado.statusCode).toBe(422);
    expect(errorBody(estado).errors).toEqual({ estado: [MSG.valorNoValido] });
    for (const order of ['asunto%20asc', 'id%20desc', 'created_at%20up']) {
      const response = await get(`?order_by=${order}`);
      expect(response.statusCode, order).toBe(422);
      expect(errorBody(response).errors).toEqual({ order_by: [MSG.ordenNoValido] });
    }
    const excel = await get('?to_excel=true&order_by=plantilla');
    expect(excel.statusCode).toBe(422);
    expect((await get('?page=0')).statusCode).toBe(422);
  });

  it("names the template's purpose in the caller's language; an unknown template by its key", async () => {
    const es = (await page('?magic=ceramiques')).data[0];
    const ca = (await page('?magic=ceramiques', 'ca')).data[0];
    expect(es?.tipo).toBe(PLANTILLAS.dapcon_publicada.descripcion.es);
    expect(ca?.tipo).toBe(PLANTILLAS.dapcon_publicada.descripcion.ca);
    expect(ca?.tipo).not.toBe(es?.tipo);
    const antigua = (await page('?magic=antigua@', 'ca')).data[0];
    expect(antigua).toMatchObject({ plantilla: 'plantilla_antigua', tipo: 'plantilla_antigua' });
  });
});

// ---------------------------------------------------------------- Excel

async function sheetOf(response: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  return sheet;
}

/** Today in Madrid as YYYY-MM-DD, written here without the contract's helper. */
const madridToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/** An instant as dd/mm/yyyy hh:mm in Madrid, written here without the code under test. */
function madridDateTime(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

describe('GET /comunicaciones/admin/correos?to_excel=true', () => {
  it('answers the whole filtered, sorted list as Correos_del_portal.xlsx, never the body', async () => {
    const rows = await own();
    const want = expectedIds(rows, 'estado asc', (r) => fold(r.destinatario).includes('.test'));
    expect(want.length).toBeGreaterThan(PER_PAGE);
    const before = madridToday();
    const response = await get('?to_excel=true&magic=.test&order_by=estado%20asc&page=2');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = /^attachment; filename="(\d{4}-\d{2}-\d{2})_Correos_del_portal\.xlsx"$/.exec(String(response.headers['content-disposition']));
    expect(name?.[1] === before || name?.[1] === madridToday()).toBe(true);
    expect(response.headers['x-total-count']).toBe(String(want.length));

    const sheet = await sheetOf(response);
    expect(sheet.name).toBe('Correos del portal');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Fecha', 'Tipo', 'Destinatario', 'Asunto', 'Estado', 'Error', 'Intentos']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(want.length + 1);
    const byEmail = new Map<string, number>();
    for (let i = 2; i <= sheet.rowCount; i++) byEmail.set(String(sheet.getRow(i).getCell(3).value), i);
    // The rows in the list's order: the addresses, read back from the database by id.
    const addresses = new Map(rows.map((r) => [r.id, r.destinatario]));
    expect([...Array(want.length).keys()].map((i) => sheet.getRow(i + 2).getCell(3).value)).toEqual(want.map((id) => addresses.get(id)));
    for (let i = 1; i <= sheet.rowCount; i++) {
      for (const value of sheet.getRow(i).values as unknown[]) expect(String(value ?? '')).not.toContain(CUERPO);
    }

    // One row's cells.
    const [refusedRow] = await app.db.select().from(correos).where(eq(correos.id, refusedId));
    if (!refusedRow) throw new Error('no refused row');
    const cells = sheet.getRow(byEmail.get('rechazada@empresa.test') ?? 0);
    expect((cells.values as unknown[]).slice(1)).toEqual([
      madridDateTime(refusedRow.created_at),
      PLANTILLAS.registro_cuenta.descripcion.es,
      'rechazada@empresa.test',
      'DAPcon: su cuenta',
      'Error',
      refusedRow.error,
      1,
    ]);
    // Madrid's date-time: 23:30 UTC on 31 December is 00:30 on 1 January there.
    expect(sheet.getRow(byEmail.get('antigua@x.test') ?? 0).getCell(1).value).toBe('01/01/2026 00:30');
    expect(sheet.getRow(byEmail.get('formula@x.test') ?? 0).getCell(4).value).toBe(`'=HYPERLINK("http://x","y")`);
    expect(sheet.getRow(byEmail.get('formula@x.test') ?? 0).getCell(5).value).toBe('OK');
  });

  it("writes Catalan headers, states and types for a Catalan caller", async () => {
    const pendiente = await insert({ destinatario: 'espera@x.test', asunto: 'En la cola', estado: 'pendiente', plantilla: 'dapcon_enviada' });
    try {
      const response = await get('?to_excel=true&magic=espera@x', admin, 'ca');
      expect(response.statusCode).toBe(200);
      const sheet = await sheetOf(response);
      expect(sheet.name).toBe('Correus del portal');
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Data', 'Tipus', 'Destinatari', 'Assumpte', 'Estat', 'Error', 'Intents']);
      expect(sheet.getRow(2).getCell(2).value).toBe(PLANTILLAS.dapcon_enviada.descripcion.ca);
      expect(sheet.getRow(2).getCell(5).value).toBe('A la cua');
      expect(sheet.rowCount).toBe(2);
    } finally {
      await app.db.delete(correos).where(eq(correos.id, pendiente));
    }
  });
});

// ---------------------------------------------------------------- 'Reenviar'

describe('PATCH /comunicaciones/admin/correos/{id}/reenviar', () => {
  it('puts a recovery e-mail the server refused back in the queue, and it is delivered once the server takes it', async () => {
    const [user] = await app.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, consultantAccount.usuario));
    if (!user) throw new Error('no consultant');
    refused.add(user.email);
    const asked = await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload: { modulo_app: 'consultor', consultor_nif: consultantAccount.usuario } });
    expect(asked.statusCode).toBe(200);
    await app.mailer.idle();
    const [failed] = (await page(`?magic=${encodeURIComponent(user.email)}&estado=error`)).data;
    expect(failed).toMatchObject({ plantilla: 'restablecer_password', estado: 'error', intentos: 1, fecha_enviado: null });
    expect(failed?.error).toContain('550');

    refused.delete(user.email);
    const from = smtp.received.length;
    const response = await reenviar(failed?.id ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    // The one-time link of the recovery e-mail is never answered.
    expect(response.body).not.toContain('token=');
    expect(body<Envelope<CorreoPortal>>(response)).toMatchObject({
      status: 'Success',
      message: CONTENIDOS_MSG.correoReenviado,
      data: { id: failed?.id, estado: 'pendiente', plantilla: 'restablecer_password', tipo: PLANTILLAS.restablecer_password.descripcion.es },
    });
    await app.mailer.idle();
    const arrived = smtp.received.slice(from);
    expect(arrived.flatMap((m) => m.to)).toEqual([user.email]);
    expect(arrived[0]?.body).toContain(`${PUBLIC_URL}/restablecer-password?token=`);
    const [row] = await app.db.select().from(correos).where(eq(correos.id, failed?.id ?? 0));
    expect(row).toMatchObject({ estado: 'enviado', intentos: 2, error: null, reenvios: 1 });
    const listed = (await page(`?magic=${encodeURIComponent(user.email)}`)).data.find((r) => r.id === failed?.id);
    expect(listed).toMatchObject({ estado: 'enviado', error: null, intentos: 2 });
    expect(listed?.fecha_enviado).not.toBeNull();
  });

  it("refuses one that is not in error (409), a mailing's recipient and an unknown id (404)", async () => {
    const [delivered] = (await page('?magic=laura@consultora')).data;
    expectError(await reenviar(delivered?.id ?? 0), 409, CONTENIDOS_MSG.correoNoReenviable);
    expect(CONTENIDOS_MSG.correoNoReenviable).toBe('Solo se puede reenviar un correo que no se pudo entregar.');
    const [recipient] = await app.db.select({ id: correos.id }).from(correos).where(sql`${correos.comunicacion_id} is not null`).limit(1);
    expect(recipient).toBeDefined();
    // Even one in error: it is resent from its mailing.
    await app.db.update(correos).set({ estado: 'error', error: '550 x' }).where(eq(correos.id, recipient?.id ?? 0));
    try {
      expect((await reenviar(recipient?.id ?? 0)).statusCode).toBe(404);
      const [stored] = await app.db.select({ estado: correos.estado, reenvios: correos.reenvios }).from(correos).where(eq(correos.id, recipient?.id ?? 0));
      expect(stored).toEqual({ estado: 'error', reenvios: 0 });
    } finally {
      await app.db.update(correos).set({ estado: 'enviado', error: null }).where(eq(correos.id, recipient?.id ?? 0));
    }
    expect((await reenviar(999_999_999)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('answers both administrator profiles; companies and consultants 403; nobody signed in 401', async () => {
    expect((await get('', admin2)).statusCode).toBe(200);
    const errores = await app.db
      .select({ id: correos.id })
      .from(correos)
      .where(and(isNull(correos.comunicacion_id), eq(correos.estado, 'error'), inArray(correos.destinatario, ['A.equal@x.test'])));
    const target = errores[0]?.id ?? 0;
    for (const token of [company, consultant]) {
      expect((await get('', token)).statusCode).toBe(403);
      expect((await reenviar(target, token)).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: URL_LIST })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url: `${URL_LIST}/${target}/reenviar` })).statusCode).toBe(401);
    const [untouched] = await app.db.select({ estado: correos.estado }).from(correos).where(eq(correos.id, target));
    expect(untouched?.estado).toBe('error');
    // The limited administrator resends too (the address takes it now).
    const response = await reenviar(target, admin2);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<CorreoPortal>>(response).data).toMatchObject({ id: target, estado: 'pendiente' });
    await app.mailer.idle();
    const [after] = await app.db.select({ estado: correos.estado }).from(correos).where(eq(correos.id, target));
    expect(after?.estado).toBe('enviado');
  });
});
