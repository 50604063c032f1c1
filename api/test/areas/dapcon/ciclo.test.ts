/**
 * The transitions of a declaration (docs/dapcon-lifecycle.md): what each checks and records. The
 * history rows (who, from, to, comment, and the administrator behind an impersonation), the
 * e-mails recorded in `correos` and their recipients, the submission's documents, the acceptance's
 * report and open incidents, the publication's code (per year, in order, unique) and validity, the
 * validity adjustment and the expiry's comments, two identical calls at once, the deletion of a
 * draft and its files, and the 404 of a caller that takes no part.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calendarDay, DAPCON_MSG, MSG, toFormData, validoHastaDe, type Envelope, type LoginData } from '@dapcon/contract';
import { publicar } from '../../../src/areas/dapcon/ciclo';
import type { AuthUser } from '../../../src/auth/access';
import { dapconCodigos, dapconDocumentos, dapconIdiomas, dapcons, incidencias } from '../../../src/db/schema';
import { bearer, body, build } from '../../helper';
import { expectError, fieldErrors } from '../empresas/support';
import {
  correosDesde,
  crearEnEstado,
  detalleDe,
  historialDe,
  instantanea,
  llamar,
  participantes,
  pdf,
  RCP_001,
  subir,
  ultimoCorreo,
  type Participantes,
} from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

const patch = (token: string, id: number, accion: string, payload?: unknown) => llamar(app, token, 'PATCH', `/dapcon/${id}/${accion}`, payload);

/** The counter of a year's codes (0 when none was given). */
async function contador(anyo: number): Promise<number> {
  const [row] = await app.db.select().from(dapconCodigos).where(eq(dapconCodigos.anyo, anyo));
  return row?.ultimo ?? 0;
}

describe('PATCH /dapcon/:id/enviar', () => {
  it('names every missing document: the EPD of each language and, with RCP 100, the product sheet (422, nothing changes)', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const antes = await instantanea(app, id);
    // Each language named, in the caller's language.
    expect(fieldErrors(await patch(p.tokens.empresa, id, 'enviar'))).toEqual({
      'documentos.dap.1': ['Falta el documento DAPcon (Español).'],
      'documentos.dap.2': ['Falta el documento DAPcon (Catalán).'],
      'documentos.ficha_producto': [DAPCON_MSG.fichaProductoFalta],
    });
    const ca = await app.inject({ method: 'PATCH', url: `/api/dapcon/${id}/enviar`, headers: { ...bearer(p.tokens.empresa), 'accept-language': 'ca' } });
    expect(ca.statusCode).toBe(422);
    expect(body<{ errors: Record<string, string[]> }>(ca).errors).toEqual({
      'documentos.dap.1': ['Falta el document DAPcon (Espanyol).'],
      'documentos.dap.2': ['Falta el document DAPcon (Català).'],
      'documentos.ficha_producto': ["Falta la fitxa de producte (obligatòria amb l'RCP 100)."],
    });
    expect(await instantanea(app, id)).toEqual(antes);

    // Another RCP asks for no product sheet; one language's EPD is enough for that language.
    const otra = await crearEnEstado(app, p, 'borrador', { documentos: false, rcpId: RCP_001 });
    expect((await subir(app, p.tokens.consultor, otra, { tipo: 'dap', idioma_id: 2, documento: pdf() })).statusCode).toBe(201);
    expect(fieldErrors(await patch(p.tokens.empresa, otra, 'enviar'))).toEqual({ 'documentos.dap.1': ['Falta el documento DAPcon (Español).'] });
  });

  it('moves it to en_verificacion, records who did it and e-mails the verifier and the company (not the consultant who sent it)', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const desde = await ultimoCorreo(app);
    const d = detalleDe(await patch(p.tokens.consultor, id, 'enviar'));
    expect(d).toMatchObject({ id, estado: 'en_verificacion', rol: 'consultor', acciones: ['sustituir_documento', 'responder_incidencia'] });
    expect(d.idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['en_verificacion', 'en_verificacion']);
    expect((await historialDe(app, id)).at(-1)).toMatchObject({
      accion: 'enviar',
      estado_desde: 'borrador',
      estado_hasta: 'en_verificacion',
      idioma_id: null,
      usuario_id: p.usuarios.consultor,
      suplantador_id: null,
      comentario: null,
    });
    expect(d.historial.at(-1)).toMatchObject({ accion: 'enviar', usuario: 'Laura Martínez Soler', suplantador: null });
    const correos = await correosDesde(app, desde);
    expect(correos.map((c) => [c.plantilla, c.destinatario, c.usuario_id])).toEqual([
      ['dapcon_enviada', p.emails.verificador, p.usuarios.verificador],
      ['dapcon_enviada_partes', p.emails.empresa, p.usuarios.empresa],
    ]);
    expect(correos[0]?.texto).toContain(`/dapcon/${id}/1`);
  });

  it('under an impersonation, records the company and the administrator behind it', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const opened = await app.inject({ method: 'GET', url: '/api/admin/auth/organizacion/A08612343', headers: bearer(p.tokens.admin) });
    expect(opened.statusCode, opened.body).toBe(200);
    const token = body<Envelope<LoginData>>(opened).data.token;
    const d = detalleDe(await patch(token, id, 'enviar'));
    expect((await historialDe(app, id)).at(-1)).toMatchObject({ accion: 'enviar', usuario_id: p.usuarios.empresa, suplantador_id: p.usuarios.admin });
    expect(d.historial.at(-1)?.suplantador).toBe('Montserrat Puig Ferrer');
  });

  it('two submissions at once: one moves it, the other gets 409 and one history row is written', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const antes = (await historialDe(app, id)).length;
    const answers = await Promise.all([patch(p.tokens.empresa, id, 'enviar'), patch(p.tokens.consultor, id, 'enviar')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    if (refused) expectError(refused, 409, DAPCON_MSG.estadoEnVerificacion);
    expect(await historialDe(app, id)).toHaveLength(antes + 1);
  });
});

describe('PATCH /dapcon/:id/devolver', () => {
  it('needs a reason (422); returns it to borrador with the reason in the history and e-mails the company and consultant', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    expect(fieldErrors(await patch(p.tokens.verificador, id, 'devolver', { motivo: ' ' }))).toEqual({ motivo: [DAPCON_MSG.motivoObligatorio] });
    const desde = await ultimoCorreo(app);
    const d = detalleDe(await patch(p.tokens.verificador, id, 'devolver', { motivo: 'Falta la tabla de impactos en catalán.' }));
    expect(d.estado).toBe('borrador');
    expect((await historialDe(app, id)).at(-1)).toMatchObject({
      accion: 'devolver',
      estado_desde: 'en_verificacion',
      estado_hasta: 'borrador',
      usuario_id: p.usuarios.verificador,
      comentario: 'Falta la tabla de impactos en catalán.',
    });
    const correos = await correosDesde(app, desde);
    expect(correos.map((c) => [c.plantilla, c.destinatario])).toEqual([
      ['dapcon_devuelta', p.emails.empresa],
      ['dapcon_devuelta', p.emails.consultor],
    ]);
    expect(correos[0]?.texto).toContain('Falta la tabla de impactos en catalán.');
  });
});

describe('POST /dapcon/:id/aceptar', () => {
  it('refuses while an incident is open (409, nothing changes, the report is not kept)', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    await app.db.insert(incidencias).values({ dapcon_id: id, idioma_id: 2, titulo: 'Unidades', descripcion: 'Revise las unidades.', creada_por: p.usuarios.verificador });
    const antes = await instantanea(app, id);
    const stored = (await app.storage.list('documentos')).length;
    expectError(await llamar(app, p.tokens.verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ documento: pdf('informe.pdf') })), 409, DAPCON_MSG.incidenciasAbiertas);
    expect(await instantanea(app, id)).toEqual(antes);
    expect(await app.storage.list('documentos')).toHaveLength(stored);
  });

  it('needs the report, a PDF by its content (422)', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    expect(fieldErrors(await llamar(app, p.tokens.verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ comentario: 'Sin informe' })))).toEqual({
      documento: [DAPCON_MSG.informeObligatorio],
    });
    const notPdf = new File([Buffer.from('just some text, not a PDF at all')], 'informe.pdf', { type: 'application/pdf' });
    const errors = fieldErrors(await llamar(app, p.tokens.verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ documento: notPdf })));
    expect(Object.keys(errors)).toEqual(['documento']);
  });

  it('stores the report, moves it to verificada with the comment and e-mails the company and consultant', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    const desde = await ultimoCorreo(app);
    const d = detalleDe(await llamar(app, p.tokens.verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ documento: pdf('informe.pdf'), comentario: 'Conforme.' })));
    expect(d.estado).toBe('verificada');
    expect(d.documentos.filter((doc) => doc.tipo === 'informe_verificacion')).toEqual([
      expect.objectContaining({ idioma_id: null, nombre: 'informe.pdf', subido_por: 'Elena Navarro Roca' }),
    ]);
    expect((await historialDe(app, id)).at(-1)).toMatchObject({ accion: 'aceptar', estado_desde: 'en_verificacion', estado_hasta: 'verificada', usuario_id: p.usuarios.verificador, comentario: 'Conforme.' });
    expect((await correosDesde(app, desde)).map((c) => [c.plantilla, c.destinatario])).toEqual([
      ['dapcon_aceptada', p.emails.empresa],
      ['dapcon_aceptada', p.emails.consultor],
    ]);
  });
});

describe('PATCH /dapcon/:id/publicar', () => {
  it('gives the next code of the year, a validity from today (Madrid) for five years less a day, and e-mails the company and consultant', async () => {
    const hoy = calendarDay(new Date());
    const anyo = Number(hoy.slice(0, 4));
    const antes = await contador(anyo);
    const primera = await crearEnEstado(app, p, 'verificada');
    const segunda = await crearEnEstado(app, p, 'verificada');
    const desde = await ultimoCorreo(app);
    const a = detalleDe(await patch(p.tokens.admin, primera, 'publicar', {}));
    const b = detalleDe(await patch(p.tokens.admin2, segunda, 'publicar', { dapcon_valido_desde: '' }));
    expect(a.dapcon_codigo).toBe(`DAPcon-${anyo}-${String(antes + 1).padStart(4, '0')}`);
    expect(b.dapcon_codigo).toBe(`DAPcon-${anyo}-${String(antes + 2).padStart(4, '0')}`);
    expect(await contador(anyo)).toBe(antes + 2);
    expect(a).toMatchObject({ estado: 'publicada', dapcon_valido_desde: hoy, dapcon_valido_hasta: validoHastaDe(hoy) });
    expect((await historialDe(app, primera)).at(-1)).toMatchObject({ accion: 'publicar', estado_desde: 'verificada', estado_hasta: 'publicada', usuario_id: p.usuarios.admin });
    const correos = await correosDesde(app, desde);
    expect(correos.map((c) => [c.plantilla, c.destinatario])).toEqual([
      ['dapcon_publicada', p.emails.empresa],
      ['dapcon_publicada', p.emails.consultor],
      ['dapcon_publicada', p.emails.verificador],
      ['dapcon_publicada', p.emails.empresa],
      ['dapcon_publicada', p.emails.consultor],
      ['dapcon_publicada', p.emails.verificador],
    ]);
    expect(correos[0]?.texto).toContain(a.dapcon_codigo ?? 'no code');
  });

  it('takes the validity start sent (29 February: the fifth year ends on 28 February) and the ECO Platform flags', async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const d = detalleDe(
      await patch(p.tokens.admin, id, 'publicar', {
        dapcon_valido_desde: '2028-02-29',
        idiomas: [
          { id: 1, ecoplatform: false },
          { id: 2, ecoplatform: true },
        ],
      }),
    );
    expect(d).toMatchObject({ dapcon_valido_desde: '2028-02-29', dapcon_valido_hasta: '2033-02-28' });
    expect(d.idiomas.map((i) => [i.idioma_id, i.inscripcion_ecoplatform])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(validoHastaDe('2026-11-23')).toBe('2031-11-22');
    expect(validoHastaDe('2026-01-01')).toBe('2030-12-31');
  });

  it('refuses validity days outside the years 1900 to 9000 (422), for publication and adjustment alike', async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const antes = await instantanea(app, id);
    expect(fieldErrors(await patch(p.tokens.admin, id, 'publicar', { dapcon_valido_desde: '9999-12-31' }))).toEqual({ dapcon_valido_desde: [MSG.fechaNoValida] });
    expect(fieldErrors(await patch(p.tokens.admin, id, 'publicar', { dapcon_valido_desde: '0000-01-01' }))).toEqual({ dapcon_valido_desde: [MSG.fechaNoValida] });
    expect(await instantanea(app, id)).toEqual(antes);
    const publicada = await crearEnEstado(app, p, 'publicada');
    expect(fieldErrors(await patch(p.tokens.admin, publicada, 'validez', { dapcon_valido_desde: '0000-01-01', dapcon_valido_hasta: '9999-01-01' }))).toEqual({
      dapcon_valido_desde: [MSG.fechaNoValida],
      dapcon_valido_hasta: [MSG.fechaNoValida],
    });
  });

  it('refuses a language the declaration is not published in (422 under idiomas): no code is spent', async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const anyo = Number(calendarDay(new Date()).slice(0, 4));
    const antes = await contador(anyo);
    const snapshot = await instantanea(app, id);
    expect(fieldErrors(await patch(p.tokens.admin, id, 'publicar', { idiomas: [{ id: 3, ecoplatform: true }] }))).toEqual({ idiomas: [DAPCON_MSG.idiomaNoValido] });
    expect(await instantanea(app, id)).toEqual(snapshot);
    expect(await contador(anyo)).toBe(antes);
  });

  it("numbers by the publication's year in Madrid, from 0001 for a new year, and codes stay unique", async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const admin: AuthUser = { id: p.usuarios.admin, usuario: 'admin', perfil: 1, modulo_app: 'administrador', nombre: 'A', apellidos: 'B', sessionId: 's', suplantadorId: null };
    // 23:30 UTC on 31 December 2030 is already 1 January 2031 in Madrid.
    await publicar(app, admin, id, { dapcon_valido_desde: '' }, new Date('2030-12-31T23:30:00Z'));
    const [row] = await app.db.select().from(dapcons).where(eq(dapcons.id, id));
    expect(row).toMatchObject({ dapcon_codigo: 'DAPcon-2031-0001', dapcon_valido_desde: '2031-01-01', dapcon_valido_hasta: '2035-12-31' });

    // The counter is the one source of numbers: set back, the unique index refuses the repeat and nothing changes.
    await app.db.update(dapconCodigos).set({ ultimo: 0 }).where(eq(dapconCodigos.anyo, 2031));
    const otra = await crearEnEstado(app, p, 'verificada');
    await expect(publicar(app, admin, otra, { dapcon_valido_desde: '' }, new Date('2031-03-01T10:00:00Z'))).rejects.toThrow();
    const [intacta] = await app.db.select().from(dapcons).where(eq(dapcons.id, otra));
    expect(intacta).toMatchObject({ estado: 'verificada', dapcon_codigo: null });
  });

  it('two publications at once: one code is given, the other call gets 409', async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const anyo = Number(calendarDay(new Date()).slice(0, 4));
    const antes = await contador(anyo);
    const answers = await Promise.all([patch(p.tokens.admin, id, 'publicar', {}), patch(p.tokens.admin2, id, 'publicar', {})]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await contador(anyo)).toBe(antes + 1);
    expect((await historialDe(app, id)).filter((h) => h.accion === 'publicar')).toHaveLength(1);
  });
});

describe('PATCH /dapcon/:id/validez and /caducar', () => {
  it('adjusts the validity with the old and new dates in the history; the end must follow the start (422)', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2026-01-10' });
    expect(fieldErrors(await patch(p.tokens.admin, id, 'validez', { dapcon_valido_desde: '2026-03-01', dapcon_valido_hasta: '2026-03-01' }))).toEqual({
      dapcon_valido_hasta: [DAPCON_MSG.validezHastaAnterior],
    });
    const d = detalleDe(
      await patch(p.tokens.admin2, id, 'validez', { dapcon_valido_desde: '2026-02-01', dapcon_valido_hasta: '2031-01-31', idiomas: [{ id: 2, ecoplatform: true }] }),
    );
    expect(d).toMatchObject({ estado: 'publicada', dapcon_valido_desde: '2026-02-01', dapcon_valido_hasta: '2031-01-31' });
    expect(d.idiomas.map((i) => i.inscripcion_ecoplatform)).toEqual([true, true]);
    expect((await historialDe(app, id)).at(-1)).toMatchObject({
      accion: 'ajustar_validez',
      estado_desde: 'publicada',
      estado_hasta: 'publicada',
      comentario: '10/01/2026 – 09/01/2031 → 01/02/2026 – 31/01/2031',
    });
  });

  it("refuses a validity that starts before the declaration's creation day (422 under the start, ES and CA), for adjustment and publication; nothing changes", async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2026-03-10', creacion: new Date('2026-03-01T23:30:00Z') });
    const antes = await instantanea(app, id);
    // 23:30 UTC on 1 March is already the 2nd in Madrid (UTC+1): the 1st is before the creation's day.
    expect(fieldErrors(await patch(p.tokens.admin, id, 'validez', { dapcon_valido_desde: '2026-03-01', dapcon_valido_hasta: '2031-02-28' }))).toEqual({
      dapcon_valido_desde: [DAPCON_MSG.validezAntesDeCreacion],
    });
    const ca = await app.inject({
      method: 'PATCH',
      url: `/api/dapcon/${id}/validez`,
      headers: { ...bearer(p.tokens.admin), 'accept-language': 'ca' },
      payload: { dapcon_valido_desde: '2025-12-31', dapcon_valido_hasta: '2030-12-30' },
    });
    expect(ca.statusCode).toBe(422);
    expect(body<{ errors: Record<string, string[]> }>(ca).errors).toEqual({ dapcon_valido_desde: ['La validesa no pot començar abans de la data de creació de la DAPcon.'] });
    expect(await instantanea(app, id)).toEqual(antes);
    // The creation's own day is allowed.
    expect(detalleDe(await patch(p.tokens.admin, id, 'validez', { dapcon_valido_desde: '2026-03-02', dapcon_valido_hasta: '2031-03-01' }))).toMatchObject({ dapcon_valido_desde: '2026-03-02' });

    const verificada = await crearEnEstado(app, p, 'verificada', { creacion: new Date('2026-05-05T10:00:00Z') });
    const snapshot = await instantanea(app, verificada);
    expect(fieldErrors(await patch(p.tokens.admin, verificada, 'publicar', { dapcon_valido_desde: '2026-05-04' }))).toEqual({
      dapcon_valido_desde: [DAPCON_MSG.validezAntesDeCreacion],
    });
    expect(await instantanea(app, verificada)).toEqual(snapshot);
  });

  it('expires only with the confirmation (422), whatever the date, with the comment in the history', async () => {
    const id = await crearEnEstado(app, p, 'publicada', { desde: '2026-06-01' });
    expect(fieldErrors(await patch(p.tokens.admin, id, 'caducar', { confirmacion: false }))).toEqual({ confirmacion: [DAPCON_MSG.confirmarCaducidad] });
    const d = detalleDe(await patch(p.tokens.admin, id, 'caducar', { confirmacion: '1', comentario: 'Producto retirado del mercado.' }));
    expect(d).toMatchObject({ estado: 'caducada', acciones: ['renovar'], puede_retirar: true });
    expect((await historialDe(app, id)).at(-1)).toMatchObject({
      accion: 'caducar',
      estado_desde: 'publicada',
      estado_hasta: 'caducada',
      usuario_id: p.usuarios.admin,
      comentario: 'Producto retirado del mercado.',
    });
  });
});

describe('PATCH /dapcon/:id/retirar', () => {
  const MOTIVO = 'Los datos de impacto no corresponden al producto fabricado.';

  it.each(['publicada', 'caducada'] as const)(
    'withdraws a %s declaration with the reason: the history row (reason as comment), the languages, nothing left to do, the company and consultant e-mailed',
    async (estado) => {
      const id = await crearEnEstado(app, p, estado, { desde: '2021-03-01' });
      const desde = await ultimoCorreo(app);
      const d = detalleDe(await patch(p.tokens.admin, id, 'retirar', { motivo: ` ${MOTIVO} ` }));
      expect(d).toMatchObject({ estado: 'retirada', acciones: [], puede_retirar: false });
      expect(d.idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['retirada', 'retirada']);
      expect((await historialDe(app, id)).at(-1)).toMatchObject({
        accion: 'retirar',
        estado_desde: estado,
        estado_hasta: 'retirada',
        usuario_id: p.usuarios.admin,
        comentario: MOTIVO,
      });
      const correos = await correosDesde(app, desde);
      expect(correos.map((c) => [c.plantilla, c.destinatario])).toEqual([
        ['dapcon_retirada', p.emails.empresa],
        ['dapcon_retirada', p.emails.consultor],
      ]);
      expect(correos[0]?.texto).toContain(MOTIVO);
      expect(correos[0]?.texto).toContain(calendarDay(new Date()).split('-').reverse().join('/'));
    },
  );

  it('needs a reason (422, ES and CA; at most 1000 characters), and nothing changes', async () => {
    const id = await crearEnEstado(app, p, 'publicada');
    const antes = await instantanea(app, id);
    expect(fieldErrors(await patch(p.tokens.admin, id, 'retirar', {}))).toEqual({ motivo: [DAPCON_MSG.motivoRetiradaObligatorio] });
    expect(fieldErrors(await patch(p.tokens.admin, id, 'retirar', { motivo: '   ' }))).toEqual({ motivo: [DAPCON_MSG.motivoRetiradaObligatorio] });
    expect(fieldErrors(await patch(p.tokens.admin, id, 'retirar', { motivo: 'x'.repeat(1001) }))).toEqual({ motivo: [MSG.textoDemasiadoLargo] });
    const ca = await app.inject({ method: 'PATCH', url: `/api/dapcon/${id}/retirar`, headers: { ...bearer(p.tokens.admin), 'accept-language': 'ca' }, payload: {} });
    expect(ca.statusCode).toBe(422);
    expect(body<{ errors: Record<string, string[]> }>(ca).errors).toEqual({ motivo: ['Indiqueu el motiu de la retirada.'] });
    expect(await instantanea(app, id)).toEqual(antes);
  });

  it('is refused from any other state (409 naming it) and to any part but the administration (403); a withdrawn one can do nothing more', async () => {
    for (const estado of ['borrador', 'en_verificacion', 'verificada'] as const) {
      const id = await crearEnEstado(app, p, estado);
      const antes = await instantanea(app, id);
      expect((await patch(p.tokens.admin, id, 'retirar', { motivo: MOTIVO })).statusCode).toBe(409);
      expect(await instantanea(app, id)).toEqual(antes);
    }
    const id = await crearEnEstado(app, p, 'publicada');
    const antes = await instantanea(app, id);
    // The route is the administration's (its access, before any declaration is read).
    for (const token of [p.tokens.empresa, p.tokens.consultor, p.tokens.verificador]) {
      expectError(await patch(token, id, 'retirar', { motivo: MOTIVO }), 403, MSG.sinPermiso);
    }
    expect(await instantanea(app, id)).toEqual(antes);
    detalleDe(await patch(p.tokens.admin, id, 'retirar', { motivo: MOTIVO }));
    expectError(await patch(p.tokens.admin2, id, 'retirar', { motivo: MOTIVO }), 409, DAPCON_MSG.estadoRetirada);
    expectError(await patch(p.tokens.admin, id, 'caducar', { confirmacion: true }), 409, DAPCON_MSG.estadoRetirada);
    expectError(await llamar(app, p.tokens.empresa, 'POST', `/dapcon/${id}/renovar`), 409, DAPCON_MSG.estadoRetirada);
    // Two at once: one withdrawal, one 409, one history row.
    const otra = await crearEnEstado(app, p, 'publicada');
    const answers = await Promise.all([patch(p.tokens.admin, otra, 'retirar', { motivo: MOTIVO }), patch(p.tokens.admin2, otra, 'retirar', { motivo: MOTIVO })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await historialDe(app, otra)).filter((h) => h.accion === 'retirar')).toHaveLength(1);
  });
});

describe('DELETE /dapcon/:id', () => {
  it('deletes a draft never submitted with its rows, and its stored files after the commit', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    expect((await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: pdf() })).statusCode).toBe(201);
    const [doc] = await app.db.select().from(dapconDocumentos).where(eq(dapconDocumentos.dapcon_id, id));
    expect(doc && (await app.storage.get(doc.storage_key))).not.toBeNull();
    const response = await llamar(app, p.tokens.empresa, 'DELETE', `/dapcon/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await app.db.select().from(dapcons).where(eq(dapcons.id, id))).toEqual([]);
    expect(await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, id))).toEqual([]);
    expect(await historialDe(app, id)).toEqual([]);
    expect(doc && (await app.storage.get(doc.storage_key))).toBeNull();
    expectError(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}`), 404, MSG.noEncontrado);
  });

  it('refuses a draft that was submitted once and returned (409 yaEnviada, nothing changes)', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    detalleDe(await patch(p.tokens.verificador, id, 'devolver', { motivo: 'Revise los módulos.' }));
    const antes = await instantanea(app, id);
    expectError(await llamar(app, p.tokens.admin, 'DELETE', `/dapcon/${id}`), 409, DAPCON_MSG.yaEnviada);
    expect(await instantanea(app, id)).toEqual(antes);
  });
});

describe('a caller that takes no part', () => {
  type Quien = 'otraEmpresa' | 'otroConsultor' | 'verificador';
  /**
   * Each route and what an outsider gets: 404, as for an id that does not exist, wherever its
   * module may call the route; 403 where the module never may (the route's access, before any
   * declaration is looked at).
   */
  const RUTAS: readonly (readonly [method: 'GET' | 'PATCH' | 'POST' | 'DELETE', accion: string, payload: unknown, statuses: Record<Quien, number>])[] = [
    ['GET', '', undefined, { otraEmpresa: 404, otroConsultor: 404, verificador: 404 }],
    ['PATCH', 'enviar', undefined, { otraEmpresa: 404, otroConsultor: 404, verificador: 404 }],
    ['PATCH', 'devolver', { motivo: 'x' }, { otraEmpresa: 403, otroConsultor: 404, verificador: 404 }],
    ['POST', 'aceptar', toFormData({ documento: pdf() }), { otraEmpresa: 403, otroConsultor: 404, verificador: 404 }],
    ['PATCH', 'publicar', {}, { otraEmpresa: 403, otroConsultor: 403, verificador: 403 }],
    ['PATCH', 'caducar', { confirmacion: true }, { otraEmpresa: 403, otroConsultor: 403, verificador: 403 }],
    ['PATCH', 'retirar', { motivo: 'x' }, { otraEmpresa: 403, otroConsultor: 403, verificador: 403 }],
    ['POST', 'renovar', undefined, { otraEmpresa: 404, otroConsultor: 403, verificador: 403 }],
    ['DELETE', '', undefined, { otraEmpresa: 404, otroConsultor: 403, verificador: 403 }],
    ['POST', 'documentos', toFormData({ tipo: 'dap', idioma_id: 1, documento: pdf() }), { otraEmpresa: 404, otroConsultor: 404, verificador: 404 }],
  ];

  it.each(['otraEmpresa', 'otroConsultor', 'verificador'] as const)('%s: 404 wherever its module may call, and nothing changes', async (quien) => {
    // The demo verifier is an outsider to a declaration verified by someone else.
    const token = quien === 'verificador' ? p.tokens.verificador : p.tokens[quien];
    for (const estado of ['borrador', 'en_verificacion', 'publicada'] as const) {
      const id = await crearEnEstado(app, p, estado, quien === 'verificador' ? { verificadorId: p.otroConsultorId } : {});
      const antes = await instantanea(app, id);
      for (const [method, accion, payload, statuses] of RUTAS) {
        const response = await llamar(app, token, method, `/dapcon/${id}${accion ? `/${accion}` : ''}`, payload);
        expect(response.statusCode, `${method} ${accion} ${estado}: ${response.body}`).toBe(statuses[quien]);
        if (statuses[quien] === 404) expectError(response, 404, MSG.noEncontrado);
      }
      expect(await instantanea(app, id)).toEqual(antes);
    }
  });
});
