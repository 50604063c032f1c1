/**
 * The e-mail templates (api/src/areas/contenidos/plantillas.ts, api/src/mail/render.ts): every
 * template of the catalogue exists in both languages at start-up; the list and a template with its
 * variables; a save cleans the HTML, refuses an unknown variable or a new name, and the next e-mail is
 * written from it (through a real SMTP server); the five messages of the spec in both languages.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENIDOS_MESSAGES, CORE_MESSAGES, type Envelope, type Plantilla, type PlantillaResumen } from '@dapcon/contract';
import { PLANTILLAS } from '../../../src/mail/catalogo';
import { formatSender, parseSender, renderPlantilla, variablesDesconocidas } from '../../../src/mail/render';
import { plantillasEmail } from '../../../src/mail/tables';
import { bearer, body, build, demoAccount } from '../../helper';
import { startSmtpServer, type TestSmtpServer } from '../../smtp';
import { adminTokens, fieldErrors } from '../empresas/support';

const PUBLIC_URL = 'https://portal.dapcon.test';
const COMPANY = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');

let app: FastifyInstance;
let smtp: TestSmtpServer;
let admin: string;
let admin2: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await build({ env: { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'DAPcon <no-reply@dapcon.test>' } });
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const list = (token = admin) => app.inject({ method: 'GET', url: '/api/plantillas', headers: bearer(token) });
const show = (id: number, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: `/api/plantillas/${id}`, headers: { ...bearer(admin), ...headers } });
const save = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/plantillas', headers: { ...bearer(admin), ...headers }, payload });

async function plantilla(nombre: string, idioma: 'es' | 'ca'): Promise<Plantilla> {
  const resumen = body<Envelope<PlantillaResumen[]>>(await list()).data.find((p) => p.pe_nombre === nombre && p.idioma === idioma);
  if (!resumen) throw new Error(`no template ${nombre} ${idioma}`);
  return body<Envelope<Plantilla>>(await show(resumen.pe_id)).data;
}

function bodyOf(p: Plantilla, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: p.pe_id, nombre: p.pe_nombre, descripcion: p.pe_descripcion, remitente: p.pe_remitente, remitente_email: p.pe_remitente_email, asunto: p.pe_asunto, html: p.pe_html, ...overrides };
}

async function recoveryMailFor(cif: string) {
  const from = smtp.received.length;
  const response = await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload: { modulo_app: 'organizacion', org_cif: cif } });
  expect(response.statusCode).toBe(200);
  await app.mailer.idle();
  const mails = smtp.received.slice(from);
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('the templates at start-up', () => {
  it('has every template of the catalogue in Spanish and Catalan, with MAIL_FROM as the sender', async () => {
    const rows = body<Envelope<PlantillaResumen[]>>(await list()).data;
    expect(rows).toHaveLength(Object.keys(PLANTILLAS).length * 2);
    expect(rows.slice(0, 2).map((r) => r.idioma)).toEqual(['es', 'ca']);
    expect(new Set(rows.map((r) => r.pe_nombre))).toEqual(new Set(Object.keys(PLANTILLAS)));
    const reset = await plantilla('restablecer_password', 'es');
    expect(reset).toMatchObject({ pe_remitente: 'DAPcon', pe_remitente_email: 'no-reply@dapcon.test', pe_asunto: 'DAPcon: restablecimiento de la contraseña' });
    expect(reset.pe_html).toContain('<a href="{{enlace}}" rel="noopener noreferrer">Restablecer la contraseña</a>');
    expect(reset.variables.map((v) => v.var_id)).toEqual(['nombre', 'enlace', 'minutos']);
    expect(reset.variables[2]).toEqual({ var_id: 'minutos', var_desc: 'Minutos que el enlace es válido', ejemplo: '60' });
  });

  it('describes the variables in Catalan when asked', async () => {
    const reset = await plantilla('restablecer_password', 'ca');
    const catalan = body<Envelope<Plantilla>>(await show(reset.pe_id, { 'accept-language': 'ca' })).data;
    expect(catalan.variables[2]?.var_desc).toBe("Minuts que l'enllaç és vàlid");
  });

  it('answers 404 for a template that does not exist', async () => {
    expect((await show(999_999)).statusCode).toBe(404);
    expect((await save({ ...bodyOf(await plantilla('dapcon_enviada', 'es')), id: 999_999 })).statusCode).toBe(404);
  });
});

describe('saving a template', () => {
  it('changes the next e-mail: an edited recovery template writes the next recovery mail', async () => {
    const reset = await plantilla('restablecer_password', 'es');
    const html = `${reset.pe_html}<p>Texto nuevo de la prueba para {{nombre}}.</p>`;
    const response = await save(bodyOf(reset, { asunto: 'DAPcon: su enlace ({{minutos}} min)', html, remitente: 'Programa DAPcon', remitente_email: 'programa@dapcon.test' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<Plantilla>>(response)).toMatchObject({ message: CORE_MESSAGES.operacionCorrecta.es, data: { pe_asunto: 'DAPcon: su enlace ({{minutos}} min)' } });
    const mail = await recoveryMailFor(COMPANY.usuario);
    expect(mail?.subject).toBe('DAPcon: su enlace (60 min)');
    expect(mail?.body).toContain('Texto nuevo de la prueba para ');
    expect(mail?.from).toBe('programa@dapcon.test');
    expect(mail?.body).toMatch(new RegExp(`href="${PUBLIC_URL}/restablecer-password\\?token=[A-Za-z0-9_-]+&(amp;)?lang=es"`));
  });

  it('stores the body cleaned: script, events and javascript: links go, the variable link stays', async () => {
    const enviada = await plantilla('dapcon_enviada', 'es');
    const html = '<p onclick="robar()">La {{dapcon}}<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="{{enlace}}" onmouseover="y()">Ver</a><img src=x onerror=alert(1)>';
    const response = await save(bodyOf(enviada, { html }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = body<Envelope<Plantilla>>(response).data.pe_html;
    expect(stored).toBe('<p>La {{dapcon}}</p>x<a href="{{enlace}}" rel="noopener noreferrer">Ver</a>');
    // Every role that reads it back gets the cleaned text.
    for (const token of [admin, admin2]) {
      const read = await app.inject({ method: 'GET', url: `/api/plantillas/${enviada.pe_id}`, headers: bearer(token) });
      expect(body<Envelope<Plantilla>>(read).data.pe_html).toBe(stored);
    }
  });

  it('refuses a variable the template does not have, under the field, and a new name', async () => {
    const enviada = await plantilla('dapcon_enviada', 'es');
    const response = await save(bodyOf(enviada, { asunto: 'Hola {{desconocida}}', html: '<p>{{token}} {{dapcon}}</p>', nombre: 'otra' }));
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual({
      asunto: [CONTENIDOS_MESSAGES.variableDesconocida.es],
      html: [CONTENIDOS_MESSAGES.variableDesconocida.es],
      nombre: [CONTENIDOS_MESSAGES.plantillaNombreFijo.es],
    });
    const [row] = await app.db.select().from(plantillasEmail).where(eq(plantillasEmail.pe_id, enviada.pe_id));
    expect(row?.pe_asunto).toBe(enviada.pe_asunto);
  });

  it("answers the spec's five messages, in Spanish and in Catalan", async () => {
    const enviada = await plantilla('dapcon_enviada', 'es');
    const empty = { descripcion: '', remitente: ' ', remitente_email: '', asunto: '', html: '' };
    const expected = (lang: 'es' | 'ca') => ({
      descripcion: [CORE_MESSAGES.descripcionObligatoria[lang]],
      remitente: [CONTENIDOS_MESSAGES.remitenteObligatorio[lang]],
      remitente_email: [CONTENIDOS_MESSAGES.remitenteEmailObligatorio[lang]],
      asunto: [CONTENIDOS_MESSAGES.asuntoObligatorio[lang]],
      html: [CONTENIDOS_MESSAGES.contenidoCorreoObligatorio[lang]],
    });
    const es: LightMyRequestResponse = await save(bodyOf(enviada, empty));
    expect(es.statusCode).toBe(422);
    expect(fieldErrors(es)).toEqual(expected('es'));
    const ca = await save(bodyOf(enviada, empty), { 'accept-language': 'ca' });
    expect(ca.statusCode).toBe(422);
    expect(body<{ errors: Record<string, string[]> }>(ca).errors).toEqual(expected('ca'));
    // A body that cleaning leaves empty is no body.
    const onlyScript = await save(bodyOf(enviada, { html: '<script>alert(1)</script>' }));
    expect(fieldErrors(onlyScript)).toEqual({ html: [CONTENIDOS_MESSAGES.contenidoCorreoObligatorio.es] });
  });
});

describe('rendering', () => {
  it('escapes the values it puts in the HTML, and derives the text part', async () => {
    const mail = await renderPlantilla(app.db, 'bienvenida_usuario', 'ca', { nombre: '<b>Pepe</b> & "Cía"', usuario: '71234567W', enlace: 'https://portal.dapcon.test/x?a=1&b="2"', dias: '7' }, 'DAPcon <x@y>');
    expect(mail.subject).toBe('DAPcon: benvingut/da al portal, trieu la contrasenya');
    expect(mail.html).toContain('lang="ca"');
    expect(mail.html).not.toContain('<b>Pepe</b>');
    expect(mail.html).toContain('&lt;b&gt;Pepe&lt;/b&gt; &amp; "Cía"');
    expect(mail.html).toContain('href="https://portal.dapcon.test/x?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Hola, <b>Pepe</b> & "Cía":');
    expect(mail.text).toContain('7 dies');
  });

  it("writes a DAPcon notice in the recipient's language alone", async () => {
    const valores = { dapcon: 'DAPcon «Mortero»', motivo: 'Falta el catalán.', enlace: `${PUBLIC_URL}/dapcon/12/1` };
    const ca = await renderPlantilla(app.db, 'dapcon_devuelta', 'ca', valores, 'DAPcon <x@y>');
    expect(ca.subject).toBe('DAPcon retornada a esborrany');
    expect(ca.text).toContain("La DAPcon «Mortero» s'ha retornat a esborrany.");
    expect(ca.text).not.toContain('se ha devuelto');
    expect(ca.text).toContain('Falta el catalán.');
    expect(ca.html).toContain(`href="${PUBLIC_URL}/dapcon/12/1"`);
    const es = await renderPlantilla(app.db, 'dapcon_devuelta', 'es', valores, 'DAPcon <x@y>');
    expect(es.text).toContain('La DAPcon «Mortero» se ha devuelto a borrador.');
    expect(es.text).not.toContain("s'ha retornat");
  });

  it('knows which variables a template has, and writes and reads senders', () => {
    expect(variablesDesconocidas('restablecer_password', '{{nombre}} {{ enlace }} {{otra}} {{otra}}')).toEqual(['otra']);
    expect(formatSender('Programa DAPcon', 'a@b.c')).toBe('Programa DAPcon <a@b.c>');
    expect(formatSender('DAPcon, "CAATEEB"', 'a@b.c')).toBe('"DAPcon, \\"CAATEEB\\"" <a@b.c>');
    expect(parseSender('Programa DAPcon <dapcon@example.org>')).toEqual({ name: 'Programa DAPcon', address: 'dapcon@example.org' });
    expect(parseSender('dapcon@example.org')).toEqual({ name: '', address: 'dapcon@example.org' });
  });
});
