/**
 * Communications (api/src/areas/contenidos/comunicaciones.ts; docs/contenidos.md step 5): the send-email
 * modal's starting values from the template `comunicacion_contenido`; a mailing to profiles and company
 * types reaches exactly the active accounts it should, once per address, through a real SMTP server;
 * the message is cleaned and its editor images made absolute; the form's messages in both languages;
 * `/comunicaciones` with its totals and search; the recipients with their states; 'Reenviar' of a
 * refused recipient. On the 'test' seed.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENIDOS_MESSAGES,
  CONTENIDOS_MSG,
  type Comunicacion,
  type ComunicacionEnviada,
  type Destinatario,
  type Envelope,
  type PlantillaEmailContenido,
} from '@dapcon/contract';
import { seedComunicaciones } from '../../../src/areas/contenidos/seed-comunicaciones';
import { comunicaciones, contenidosWeb, correos, organizaciones, plantillasEmail, usuarios } from '../../../src/db/schema';
import { bearer, body, build } from '../../helper';
import { startSmtpServer, type TestSmtpServer } from '../../smtp';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

const PUBLIC_URL = 'https://portal.dapcon.test';

let app: FastifyInstance;
let smtp: TestSmtpServer;
let admin: string;
/** Addresses the SMTP server refuses for good (550) while they are in it. */
const refused = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => (refused.has(address) ? 550 : undefined) });
  app = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'DAPcon <no-reply@dapcon.test>' } });
  ({ admin } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...bearer(admin), ...headers } });
const enviar = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/contenidos-web/enviar-email', headers: { ...bearer(admin), ...headers }, payload });
const reenviar = (id: number) => app.inject({ method: 'PATCH', url: `/api/comunicaciones/admin/${id}/enviar_email`, headers: bearer(admin) });

/** A content written straight into its table (the test seed has none). */
async function contenido(values: Partial<typeof contenidosWeb.$inferInsert> = {}): Promise<number> {
  const [row] = await app.db
    .insert(contenidosWeb)
    .values({
      titulo: 'Jornada «EPD» & verificación',
      descripcion_corta: 'Las novedades <del> programa.',
      descripcion_larga: '<p>Programa.</p>',
      tipo: 'comunicado',
      clasificacion: 'clas_programa',
      fecha_publicacion: '2026-11-01',
      estado: 'Publicado',
      perfiles: [3, 5],
      tipos_empresa: ['asociacion'],
      ...values,
    })
    .returning({ id: contenidosWeb.id });
  if (!row) throw new Error('no content');
  return row.id;
}

/**
 * Who should get a mailing, read independently of the code under test: active accounts, not de baja,
 * of the profile; companies not de baja and, when types are given, of one of them; addresses in lower case.
 */
async function expectedAddresses(perfil: 3 | 4 | 5, tipos: string[] = []): Promise<string[]> {
  if (perfil !== 5) {
    const rows = await app.db
      .select({ email: usuarios.email })
      .from(usuarios)
      .where(and(eq(usuarios.perfil, perfil), eq(usuarios.modulo_app, 'consultor'), eq(usuarios.activo, true), isNull(usuarios.fecha_baja)));
    return [...new Set(rows.map((r) => r.email.trim().toLowerCase()))].sort();
  }
  const rows = await app.db
    .select({ email: usuarios.email, tipo: organizaciones.org_tipo, baja: organizaciones.org_fecha_baja })
    .from(organizaciones)
    .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
    .where(and(eq(usuarios.activo, true), isNull(usuarios.fecha_baja)));
  return [...new Set(rows.filter((r) => r.baja === null && (tipos.length === 0 || tipos.includes(r.tipo ?? ''))).map((r) => r.email.trim().toLowerCase()))].sort();
}

/** Sends and waits until the queue has delivered everything; answers the mailing and what arrived. */
async function mailing(payload: Record<string, unknown>) {
  const from = smtp.received.length;
  const response = await enviar(payload);
  expect(response.statusCode, response.body).toBe(201);
  const answer = body<Envelope<ComunicacionEnviada>>(response);
  expect(answer.status).toBe('Success');
  expect(answer.message).toBe(CONTENIDOS_MSG.comunicacionEnviada);
  await app.mailer.idle();
  return { ...answer.data, mails: smtp.received.slice(from) };
}

async function comunicacion(id: number): Promise<Comunicacion> {
  const page = body<Envelope<{ data: Comunicacion[] }>>(await get('/api/comunicaciones/admin')).data;
  const found = page.data.find((c) => c.id === id);
  if (!found) throw new Error(`communication ${id} not listed`);
  return found;
}

async function destinatarios(id: number, query = ''): Promise<{ data: Destinatario[]; total: number }> {
  const response = await get(`/api/comunicaciones/admin/${id}/destinatarios${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<{ data: Destinatario[]; total: number }>>(response).data;
}

const MENSAJE = '<p>Hola. <img src="/api/editor-imagenes/0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.png"><script>alert(1)</script></p>';

describe('the send-email modal', () => {
  it("starts from the template comunicacion_contenido with the content's values, profiles and company types", async () => {
    const id = await contenido();
    const es = body<Envelope<PlantillaEmailContenido>>(await get(`/api/contenidos-web/plantilla-email/${id}`)).data;
    expect(es.perfil).toEqual([3, 5]);
    expect(es.tipo_empresa).toEqual(['asociacion']);
    expect(es.plantilla.asunto).toBe('DAPcon: Jornada «EPD» & verificación');
    expect(es.plantilla.template).toContain('<strong>Jornada «EPD» &amp; verificación</strong>');
    expect(es.plantilla.template).toContain('Las novedades &lt;del&gt; programa.');
    expect(es.plantilla.template).toContain(`<a href="${PUBLIC_URL}/public-comunicados" rel="noopener noreferrer">Leer más en el portal DAPcon</a>`);
    const ca = body<Envelope<PlantillaEmailContenido>>(await get(`/api/contenidos-web/plantilla-email/${id}`, { 'accept-language': 'ca' })).data;
    expect(ca.plantilla.template).toContain('Llegir-ne més al portal DAPcon');
  });

  it('answers the template in each language, the content’s own texts in both (a content is written once)', async () => {
    const id = await contenido({ titulo: 'Nueva guía de verificación' });
    const es = body<Envelope<PlantillaEmailContenido>>(await get(`/api/contenidos-web/plantilla-email/${id}`)).data;
    const ca = body<Envelope<PlantillaEmailContenido>>(await get(`/api/contenidos-web/plantilla-email/${id}`, { 'accept-language': 'ca' })).data;
    expect(es.plantillas).toEqual(ca.plantillas);
    expect(es.plantilla).toEqual(es.plantillas.es);
    expect(ca.plantilla).toEqual(ca.plantillas.ca);
    expect(es.plantillas.es.template).toContain('Leer más en el portal DAPcon');
    expect(es.plantillas.ca.template).toContain('Llegir-ne més al portal DAPcon');
    for (const lang of ['es', 'ca'] as const) expect(es.plantillas[lang].template).toContain('Nueva guía de verificación');
  });

  it('follows an edited template', async () => {
    const id = await contenido({ titulo: 'Cambio de tarifas' });
    const where = and(eq(plantillasEmail.pe_nombre, 'comunicacion_contenido'), eq(plantillasEmail.idioma, 'es'));
    const [before] = await app.db.select().from(plantillasEmail).where(where);
    await app.db.update(plantillasEmail).set({ pe_asunto: 'Aviso: {{titulo}}', pe_html: '<p>Nuevo: {{titulo}}</p>' }).where(where);
    try {
      const data = body<Envelope<PlantillaEmailContenido>>(await get(`/api/contenidos-web/plantilla-email/${id}`)).data;
      expect(data.plantilla).toEqual({ asunto: 'Aviso: Cambio de tarifas', template: '<p>Nuevo: Cambio de tarifas</p>' });
    } finally {
      await app.db.update(plantillasEmail).set({ pe_asunto: before?.pe_asunto, pe_html: before?.pe_html }).where(where);
    }
  });

  it('answers 404 for a content that does not exist', async () => {
    expect((await get('/api/contenidos-web/plantilla-email/999999')).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('mails every active company of the chosen types once, and no one else', async () => {
    const expected = await expectedAddresses(5, ['asociacion']);
    expect(expected.length).toBeGreaterThan(0);
    const everyCompany = await expectedAddresses(5);
    expect(everyCompany.length).toBeGreaterThan(expected.length);
    const { id, total_comunicacions, mails } = await mailing({ perfil: [5], tipo_empresa: ['asociacion'], asunto: 'Asamblea de asociaciones', mensaje: MENSAJE });
    expect(total_comunicacions).toBe(expected.length);
    expect(mails.flatMap((m) => m.to).map((a) => a.toLowerCase()).sort()).toEqual(expected);
    const mail = mails[0];
    expect(mail?.subject).toBe('Asamblea de asociaciones');
    expect(mail?.from).toBe('no-reply@dapcon.test');
    expect(mail?.body).toContain(`${PUBLIC_URL}/api/editor-imagenes/0b6c8e52-1f0e-4d5a-9a43-2f7c1b9d8e10.png`);
    expect(mail?.body).not.toContain('<script');
    expect(await comunicacion(id)).toMatchObject({ asunto: 'Asamblea de asociaciones', email: 'no-reply@dapcon.test', total_comunicacions: expected.length, total_enviados: expected.length, total_errores: 0 });
    const [stored] = await app.db.select().from(comunicaciones).where(eq(comunicaciones.id, id));
    expect(stored).toMatchObject({ perfiles: [5], tipos_empresa: ['asociacion'] });
    expect(stored?.mensaje).not.toContain('script');
  });

  it('sends each recipient the language it uses: the Catalan subject and message to those who use the portal in Catalan, the Spanish ones to the rest (issue 33 item 17)', async () => {
    const consultores = await expectedAddresses(3);
    expect(consultores.length).toBeGreaterThan(1);
    const [catalan, ...spanish] = consultores;
    const catala = sql`lower(trim(${usuarios.email})) = ${catalan}`;
    await app.db.update(usuarios).set({ idioma: 'ca' }).where(catala);
    try {
      const { mails } = await mailing({
        perfil: [3],
        asunto: 'Nueva guía',
        mensaje: '<p>Lea la guía nueva.</p>',
        asunto_ca: 'Nova guia',
        mensaje_ca: '<p>Llegiu la guia nova.</p>',
      });
      const de = (address: string | undefined) => mails.find((m) => m.to.map((a) => a.toLowerCase()).includes(address ?? ''));
      expect(de(catalan)).toMatchObject({ subject: 'Nova guia' });
      expect(de(catalan)?.body).toContain('Llegiu la guia nova.');
      expect(de(catalan)?.body).toContain('lang="ca"');
      expect(de(catalan)?.body).not.toContain('Lea la guía');
      for (const address of spanish) {
        expect(de(address)).toMatchObject({ subject: 'Nueva guía' });
        expect(de(address)?.body).toContain('Lea la guía nueva.');
        expect(de(address)?.body).toContain('lang="es"');
      }
      // Without a Catalan message, everyone gets the Spanish one, whole (never a Catalan frame around Spanish).
      const soloEs = await mailing({ perfil: [3], asunto: 'Solo en castellano', mensaje: '<p>Texto.</p>' });
      expect(soloEs.mails.every((m) => m.subject === 'Solo en castellano' && m.body.includes('lang="es"'))).toBe(true);
    } finally {
      await app.db.update(usuarios).set({ idioma: 'es' }).where(catala);
    }
  });

  it('refuses an empty Catalan message under its own field', async () => {
    expect(fieldErrors(await enviar({ perfil: [3], asunto: 'A', mensaje: '<p>B</p>', asunto_ca: ' ', mensaje_ca: '' }))).toEqual({
      asunto_ca: [CONTENIDOS_MSG.asuntoComunicacionObligatorio],
      mensaje_ca: [CONTENIDOS_MSG.mensajeComunicacionObligatorio],
    });
    // Empty once cleaned.
    expect(fieldErrors(await enviar({ perfil: [3], asunto: 'A', mensaje: '<p>B</p>', asunto_ca: 'A', mensaje_ca: '<p> </p><script>x</script>' }))).toEqual({
      mensaje_ca: [CONTENIDOS_MSG.mensajeComunicacionObligatorio],
    });
  });

  it('mails every company when no type is chosen, and drops the types when companies are not chosen', async () => {
    const { total_comunicacions } = await mailing({ perfil: ['5'], asunto: 'A todas las empresas', mensaje: '<p>Hola</p>' });
    expect(total_comunicacions).toBe((await expectedAddresses(5)).length);
    const verificadores = await mailing({ perfil: '4', tipo_empresa: ['asociacion'], asunto: 'A los verificadores', mensaje: '<p>Hola</p>' });
    expect(verificadores.mails.flatMap((m) => m.to).map((a) => a.toLowerCase()).sort()).toEqual(await expectedAddresses(4));
    const [stored] = await app.db.select().from(comunicaciones).where(eq(comunicaciones.id, verificadores.id));
    expect(stored?.tipos_empresa).toEqual([]);
  });

  it('skips accounts that are inactive or de baja, companies de baja, and sends once per address', async () => {
    const people = await app.db
      .select({ id: usuarios.id, email: usuarios.email, perfil: usuarios.perfil })
      .from(usuarios)
      .where(and(inArray(usuarios.perfil, [3, 4]), eq(usuarios.activo, true), isNull(usuarios.fecha_baja)))
      .orderBy(usuarios.id);
    const consultants = people.filter((p) => p.perfil === 3);
    const inactive = people.find((p) => p.perfil === 4);
    const [duplicate, original] = consultants;
    if (!inactive || !duplicate || !original) throw new Error('the test seed needs two consultants and a verifier');
    const [company] = await app.db
      .select({ org_id: organizaciones.org_id, email: usuarios.email })
      .from(organizaciones)
      .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
      .where(isNull(organizaciones.org_fecha_baja))
      .limit(1);
    if (!company) throw new Error('no company');
    const before = [...(await expectedAddresses(3)), ...(await expectedAddresses(4))];
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactive.id));
    await app.db.update(usuarios).set({ email: ` ${original.email.toUpperCase()} ` }).where(eq(usuarios.id, duplicate.id));
    await app.db.update(organizaciones).set({ org_fecha_baja: new Date() }).where(eq(organizaciones.org_id, company.org_id));
    try {
      const { mails, total_comunicacions } = await mailing({ perfil: [3, 4, 5], asunto: 'Sin bajas', mensaje: '<p>Hola</p>' });
      const to = mails.flatMap((m) => m.to).map((a) => a.toLowerCase());
      expect(to).not.toContain(inactive.email.toLowerCase());
      expect(to).not.toContain(company.email.toLowerCase());
      expect(to.filter((a) => a === original.email.toLowerCase())).toHaveLength(1);
      expect(new Set(to).size).toBe(to.length);
      expect(total_comunicacions).toBe(to.length);
      const now = [...(await expectedAddresses(3)), ...(await expectedAddresses(4))];
      expect(to.sort()).toEqual([...new Set([...now, ...(await expectedAddresses(5))])].sort());
      expect(now.length).toBe(before.length - 2);
    } finally {
      await app.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, inactive.id));
      await app.db.update(usuarios).set({ email: duplicate.email }).where(eq(usuarios.id, duplicate.id));
      await app.db.update(organizaciones).set({ org_fecha_baja: null }).where(eq(organizaciones.org_id, company.org_id));
    }
  });

  it('links the mailing to its content', async () => {
    const contenidoId = await contenido();
    const { id } = await mailing({ perfil: [4], asunto: 'Con contenido', mensaje: '<p>Hola</p>', contenido_web_id: contenidoId });
    const [stored] = await app.db.select().from(comunicaciones).where(eq(comunicaciones.id, id));
    expect(stored?.contenido_web_id).toBe(contenidoId);
  });
});

describe('the messages', () => {
  it("answers the spec's messages for an empty form, in Spanish and Catalan", async () => {
    const response = await enviar({});
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toMatchObject({
      asunto: [CONTENIDOS_MSG.asuntoComunicacionObligatorio],
      mensaje: [CONTENIDOS_MSG.mensajeComunicacionObligatorio],
      perfil: [CONTENIDOS_MSG.perfilContenidoObligatorio],
    });
    expect(CONTENIDOS_MSG.asuntoComunicacionObligatorio).toBe('Ingrese un asunto');
    expect(CONTENIDOS_MSG.mensajeComunicacionObligatorio).toBe('Ingrese un Mensaje');
    const ca = await enviar({ asunto: ' ', mensaje: '' }, { 'accept-language': 'ca' });
    expect(ca.statusCode).toBe(422);
    const errors = body<{ errors: Record<string, string[]> }>(ca).errors;
    expect(errors.asunto).toEqual([CONTENIDOS_MESSAGES.asuntoComunicacionObligatorio.ca]);
    expect(errors.mensaje).toEqual([CONTENIDOS_MESSAGES.mensajeComunicacionObligatorio.ca]);
  });

  it('refuses a message that cleaning leaves empty, a company type that does not exist, a content that does not exist', async () => {
    const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(comunicaciones))[0]?.n;
    const before = await count();
    const response = await enviar({ perfil: [5], tipo_empresa: ['no_existe'], asunto: 'x', mensaje: '<script>alert(1)</script>', contenido_web_id: 999999 });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toMatchObject({
      mensaje: [CONTENIDOS_MSG.mensajeComunicacionObligatorio],
      tipo_empresa: [expect.any(String)],
      contenido_web_id: [expect.any(String)],
    });
    expect(fieldErrors(await enviar({ perfil: [2], asunto: 'x', mensaje: '<p>x</p>' }))).toHaveProperty('perfil');
    expect(await count()).toBe(before);
  });

  it('refuses a mailing nobody would receive', async () => {
    const verifiers = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.perfil, 4));
    const ids = verifiers.map((v) => v.id);
    await app.db.update(usuarios).set({ activo: false }).where(inArray(usuarios.id, ids));
    try {
      const response = await enviar({ perfil: [4], asunto: 'Nadie', mensaje: '<p>x</p>' });
      expect(response.statusCode).toBe(422);
      expect(fieldErrors(response).perfil).toEqual([CONTENIDOS_MSG.comunicacionSinDestinatarios]);
    } finally {
      await app.db.update(usuarios).set({ activo: true }).where(inArray(usuarios.id, ids));
    }
  });
});

describe('/comunicaciones', () => {
  it('lists the mailings newest first and searches the subject, accents and case ignored', async () => {
    await mailing({ perfil: [4], asunto: 'Renovación anual', mensaje: '<p>x</p>' });
    const all = body<Envelope<{ data: Comunicacion[]; total: number }>>(await get('/api/comunicaciones/admin')).data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const dates = all.data.map((c) => c.fecha_enviado);
    expect([...dates].sort().reverse()).toEqual(dates);
    const found = body<Envelope<{ data: Comunicacion[] }>>(await get('/api/comunicaciones/admin?magic=RENOVACION')).data.data;
    expect(found.map((c) => c.asunto)).toEqual(['Renovación anual']);
    expect(body<Envelope<{ data: Comunicacion[] }>>(await get('/api/comunicaciones/admin?order_by=asunto%20asc')).data.data[0]?.asunto).toBe('A los verificadores');
    expect((await get('/api/comunicaciones/admin?order_by=email%20asc')).statusCode).toBe(422);
  });

  it('answers 404 for the recipients of a mailing that does not exist', async () => {
    expect((await get('/api/comunicaciones/admin/999999/destinatarios')).statusCode).toBe(404);
  });
});

describe('a refused recipient', () => {
  it("records the server's reason, and 'Reenviar' delivers it once the server takes it", async () => {
    const [company] = await app.db
      .select({ email: usuarios.email })
      .from(organizaciones)
      .innerJoin(usuarios, eq(usuarios.id, organizaciones.usuario_id))
      .where(and(isNull(organizaciones.org_fecha_baja), eq(usuarios.activo, true)))
      .limit(1);
    if (!company) throw new Error('no company');
    refused.add(company.email);
    const { id, mails } = await mailing({ perfil: [5], asunto: 'Con un rechazo', mensaje: '<p>x</p>' });
    expect(mails.flatMap((m) => m.to)).not.toContain(company.email);
    const listed = await comunicacion(id);
    expect(listed.total_errores).toBe(1);
    expect(listed.total_enviados).toBe(listed.total_comunicacions - 1);

    const failed = (await destinatarios(id, '?order_by=estado%20asc')).data[0];
    expect(failed).toMatchObject({ destinatario_email: company.email, estado: 'error', fecha_enviado: null, intentos: 1 });
    expect(failed?.error).toContain('550');
    const ok = (await destinatarios(id, '?order_by=estado%20desc')).data[0];
    expect(ok?.estado).toBe('enviado');
    expect(ok?.fecha_enviado).not.toBeNull();
    // A delivered one cannot be sent again.
    expectError(await reenviar(ok?.id ?? 0), 409, CONTENIDOS_MSG.correoNoReenviable);

    refused.delete(company.email);
    const from = smtp.received.length;
    const response = await reenviar(failed?.id ?? 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<Destinatario>>(response)).toMatchObject({ message: CONTENIDOS_MSG.correoReenviado, data: { estado: 'pendiente' } });
    await app.mailer.idle();
    expect(smtp.received.slice(from).flatMap((m) => m.to)).toEqual([company.email]);
    expect(await comunicacion(id)).toMatchObject({ total_errores: 0, total_enviados: listed.total_comunicacions });
    const [row] = await app.db.select().from(correos).where(eq(correos.id, failed?.id ?? 0));
    expect(row).toMatchObject({ estado: 'enviado', intentos: 2, error: null });
  });

  it("answers 404 for a recipient that does not exist or is one of the portal's own e-mails", async () => {
    expect((await reenviar(999999)).statusCode).toBe(404);
    const [own] = await app.db
      .insert(correos)
      .values({ plantilla: 'restablecer_password', destinatario: 'x@dapcon.test', asunto: 'x', texto: 'x', html: '<p>x</p>', estado: 'error', error: '550' })
      .returning({ id: correos.id });
    expect((await reenviar(own?.id ?? 0)).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it('writes a sent communication whose recipients are all final, two refused, none queued', async () => {
    const total = await seedComunicaciones(app.db);
    expect(total).toBe([...new Set([...(await expectedAddresses(3)), ...(await expectedAddresses(4)), ...(await expectedAddresses(5))])].length);
    const [seeded] = await app.db.select().from(comunicaciones).where(eq(comunicaciones.created_at, new Date('2026-10-16T08:30:00Z')));
    if (!seeded) throw new Error('not seeded');
    expect(await comunicacion(seeded.id)).toMatchObject({ total_comunicacions: total, total_enviados: total - 2, total_errores: 2 });
    const rows = await app.db.select({ id: correos.id, estado: correos.estado }).from(correos).where(eq(correos.comunicacion_id, seeded.id));
    expect(rows.every((r) => r.estado !== 'pendiente')).toBe(true);
    const jobs = await app.db.execute(sql`select count(*)::int as n from pgboss.job where data->>'correoId' in (${sql.join(rows.map((r) => sql`${String(r.id)}`), sql`, `)})`);
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
