/**
 * A declaration's documents (docs/dapcon-lifecycle.md 'Documents'): POST /dapcon/:id/documentos
 * stores an EPD per language or the product sheet (RCP code 100), a PDF by its content of 10 MB at
 * most, replacing the one of the same kind and language (the old file removed); GET
 * /dapcon/:id/documentos/:documentoId downloads it as a dated attachment, for the declaration's
 * participants only.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calendarDay, DAPCON_MSG, MSG, type Envelope, type Incidencia, type Notificaciones } from '@dapcon/contract';
import { dapconStorageKeys, insertDapconDocumentos } from '../../../src/areas/dapcon/repository';
import { dapconDocumentos, usuarios } from '../../../src/db/schema';
import { body, build } from '../../helper';
import { expectError, fieldErrors, OTHER_PDF } from '../empresas/support';
import { correosDesde, crearEnEstado, detalleDe, historialDe, instantanea, llamar, participantes, PDF, pdf, RCP_001, subir, ultimoCorreo, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

async function filas(id: number) {
  return app.db.select().from(dapconDocumentos).where(eq(dapconDocumentos.dapcon_id, id)).orderBy(dapconDocumentos.id);
}

describe('POST /dapcon/:id/documentos', () => {
  it('stores an EPD of one language (201 with the record listing it) and replaces it with the next, removing the old file', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const d = detalleDe(await subir(app, p.tokens.consultor, id, { tipo: 'dap', idioma_id: '2', documento: pdf('DAP catalana.pdf') }), 201);
    expect(d.documentos).toEqual([
      { id: expect.any(Number), tipo: 'dap', idioma_id: 2, nombre: 'DAP catalana.pdf', tamanyo: PDF.length, subido_por: 'Laura Martínez Soler', fecha: expect.any(String) },
    ]);
    const [primera] = await filas(id);
    expect(primera && (await app.storage.get(primera.storage_key))).toEqual(PDF);
    expect(await dapconStorageKeys(app.db)).toContain(primera?.storage_key);

    detalleDe(await subir(app, p.tokens.admin, id, { tipo: 'dap', idioma_id: 2, documento: pdf('v2.pdf', OTHER_PDF) }), 201);
    const ahora = await filas(id);
    expect(ahora.map((f) => [f.tipo, f.idioma_id, f.nombre_original, f.subido_por])).toEqual([['dap', 2, 'v2.pdf', p.usuarios.admin]]);
    expect(ahora[0] && (await app.storage.get(ahora[0].storage_key))).toEqual(OTHER_PDF);
    expect(primera && (await app.storage.get(primera.storage_key))).toBeNull();
  });

  it('stores the product sheet with no language for an RCP of code 100, and refuses it for another RCP (422 under tipo)', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const d = detalleDe(await subir(app, p.tokens.empresa, id, { tipo: 'ficha_producto', idioma_id: 1, documento: pdf('ficha.pdf') }), 201);
    expect(d.documentos.map((doc) => [doc.tipo, doc.idioma_id])).toEqual([['ficha_producto', null]]);

    const otra = await crearEnEstado(app, p, 'borrador', { documentos: false, rcpId: RCP_001 });
    const stored = (await app.storage.list('documentos')).length;
    expect(fieldErrors(await subir(app, p.tokens.empresa, otra, { tipo: 'ficha_producto', documento: pdf() }))).toEqual({ tipo: [DAPCON_MSG.fichaProductoNoAplica] });
    expect(await filas(otra)).toEqual([]);
    // The file stored before the check was removed again.
    expect(await app.storage.list('documentos')).toHaveLength(stored);
  });

  it('refuses a language the declaration is not published in, an EPD without language, a wrong kind and a missing file (422)', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 3, documento: pdf() }))).toEqual({ idioma_id: [DAPCON_MSG.idiomaNoValido] });
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'dap', documento: pdf() }))).toEqual({ idioma_id: [DAPCON_MSG.idiomaDocumentoObligatorio] });
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'informe_verificacion', documento: pdf() }))).toHaveProperty('tipo');
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1 }))).toEqual({ documento: [MSG.documentoObligatorio] });
    expect(await filas(id)).toEqual([]);
  });

  it('refuses a file that is not a PDF by its content, whatever its name, and one over 10 MB (422 with the rule messages)', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const disfrazado = new File([Buffer.from('GIF89a not really a pdf')], 'declaracion.pdf', { type: 'application/pdf' });
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: disfrazado }))).toEqual({ documento: [MSG.documentoTipoNoValido] });
    const grande = new File([Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])], 'grande.pdf', { type: 'application/pdf' });
    expect(fieldErrors(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: grande }))).toEqual({ documento: [MSG.documentoDemasiadoGrande] });
    expect(await filas(id)).toEqual([]);
  });

  it('refuses after verification (409 naming the state), in verification without an open incident (409), and the verifier always (403); nothing is stored', async () => {
    const id = await crearEnEstado(app, p, 'verificada');
    const enVerificacion = await crearEnEstado(app, p, 'en_verificacion');
    const borrador = await crearEnEstado(app, p, 'borrador');
    const antes = await instantanea(app, id);
    const antesEnVerificacion = await instantanea(app, enVerificacion);
    const stored = (await app.storage.list('documentos')).length;
    expectError(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 409, DAPCON_MSG.estadoVerificada);
    expectError(await subir(app, p.tokens.empresa, enVerificacion, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 409, DAPCON_MSG.sinIncidenciaAbierta);
    expectError(await subir(app, p.tokens.verificador, borrador, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 403, DAPCON_MSG.accionNoPermitida);
    expect(await instantanea(app, id)).toEqual(antes);
    expect(await instantanea(app, enVerificacion)).toEqual(antesEnVerificacion);
    expect(await app.storage.list('documentos')).toHaveLength(stored);
  });
});

describe('POST /dapcon/:id/documentos while an incident is open (a corrected document in verification)', () => {
  /** The verifier opens an incident on a language of a declaration in verification; answers its id. */
  async function abrir(id: number, idioma: number, titulo = `Incidencia ${idioma}`): Promise<number> {
    const res = await llamar(app, p.tokens.verificador, 'POST', '/incidencias/crear', { dapcon_id: id, idioma_id: idioma, titulo, descripcion: 'Corríjalo.' });
    expect(res.statusCode, res.body).toBe(201);
    return body<Envelope<Incidencia>>(res).data.id;
  }
  async function hilo(incidencia: number): Promise<Incidencia['respuestas']> {
    const res = await llamar(app, p.tokens.admin, 'GET', `/incidencias/${incidencia}`);
    expect(res.statusCode, res.body).toBe(200);
    return body<Envelope<Incidencia>>(res).data.respuestas;
  }

  // Who may replace what, in which state: [case, state, caller, language of the incident, language sent, status].
  const CASOS = [
    ['its company, the language with the incident', 'en_verificacion', 'empresa', 2, 2, 201],
    ['its consultant, the language with the incident', 'en_verificacion', 'consultor', 2, 2, 201],
    ['the administration, the language with the incident', 'en_verificacion', 'admin', 2, 2, 201],
    ['its verifier', 'en_verificacion', 'verificador', 2, 2, 403],
    ['the company of another declaration', 'en_verificacion', 'otraEmpresa', 2, 2, 404],
    ['a consultant of another declaration', 'en_verificacion', 'otroConsultor', 2, 2, 404],
    ['its consultant, another language than the incident’s', 'en_verificacion', 'consultor', 2, 1, 409],
    ['its consultant, once verified', 'verificada', 'consultor', null, 2, 409],
    ['its company, once published', 'publicada', 'empresa', null, 2, 409],
  ] as const;

  it.each(CASOS)('%s (%s): %s', async (_caso, estado, quien, incidenciaEn, idioma, status) => {
    const id = await crearEnEstado(app, p, estado);
    if (incidenciaEn !== null) await abrir(id, incidenciaEn);
    const antes = await instantanea(app, id);
    const stored = (await app.storage.list('documentos')).length;
    const res = await subir(app, p.tokens[quien], id, { tipo: 'dap', idioma_id: idioma, documento: pdf('corregido.pdf') });
    expect(res.statusCode, res.body).toBe(status);
    if (status !== 201) {
      expect(await instantanea(app, id)).toEqual(antes);
      expect(await app.storage.list('documentos')).toHaveLength(stored);
      return;
    }
    const d = detalleDe(res, 201);
    // Still in verification, the language still with its incident; the document replaced.
    expect(d.estado).toBe('en_verificacion');
    expect(d.idiomas.map((i) => i.dapcon_idioma_estado)).toEqual(['en_verificacion', 'con_incidencias']);
    expect(d.documentos.find((doc) => doc.tipo === 'dap' && doc.idioma_id === 2)?.nombre).toBe('corregido.pdf');
  });

  it('records the replacement in the history and in the thread of each open incident of its language, and tells the verifier in its language', async () => {
    await app.db.update(usuarios).set({ idioma: 'ca' }).where(eq(usuarios.id, p.usuarios.verificador));
    const id = await crearEnEstado(app, p, 'en_verificacion');
    const catalana = await abrir(id, 2, 'Falta la taula d’impactes');
    const otraCatalana = await abrir(id, 2, 'Unitat funcional');
    const castellana = await abrir(id, 1, 'Falta la tabla');
    const [anterior] = (await filas(id)).filter((f) => f.tipo === 'dap' && f.idioma_id === 2);
    const desde = await ultimoCorreo(app);

    const d = detalleDe(await subir(app, p.tokens.consultor, id, { tipo: 'dap', idioma_id: 2, documento: pdf('dap-ca-v2.pdf', OTHER_PDF) }), 201);
    // The history: who, the language, the file.
    expect((await historialDe(app, id)).at(-1)).toMatchObject({
      accion: 'sustituir_documento',
      estado_desde: 'en_verificacion',
      estado_hasta: 'en_verificacion',
      idioma_id: 2,
      usuario_id: p.usuarios.consultor,
      comentario: 'dap-ca-v2.pdf',
    });
    expect(d.historial.at(-1)).toMatchObject({ accion: 'sustituir_documento', usuario: 'Laura Martínez Soler', comentario: 'dap-ca-v2.pdf' });
    // The threads of the language's open incidents, not the other language's.
    for (const incidencia of [catalana, otraCatalana]) {
      expect(await hilo(incidencia)).toEqual([
        { id: expect.any(Number), mensaje: '', documento: { tipo: 'dap', nombre: 'dap-ca-v2.pdf' }, autor: 'Laura Martínez Soler', rol: 'consultor', created_at: expect.any(String) },
      ]);
    }
    expect(await hilo(castellana)).toEqual([]);
    // The old file goes once the change has committed.
    expect(anterior && (await app.storage.get(anterior.storage_key))).toBeNull();
    // The verifier alone is told, in Catalan, of the newest incident the document answers.
    const correos = await correosDesde(app, desde);
    expect(correos.map((c) => [c.plantilla, c.destinatario])).toEqual([['documento_sustituido', p.emails.verificador]]);
    expect(correos[0]?.asunto).toBe('Document corregit durant la verificació');
    expect(correos[0]?.texto).toContain("S'ha substituït el Document DAPcon (Català) de la DAPcon «Producto en en_verificacion» mentre la incidència «Unitat funcional» és oberta.");
    expect(correos[0]?.texto).toContain('Fitxer nou: dap-ca-v2.pdf.');
    expect(correos[0]?.texto).toContain(`/dapcon/${id}/2`);
    // The verifier's bell: the incidents it answers first, their last event the corrected document.
    const campana = await llamar(app, p.tokens.verificador, 'GET', '/obtener-notificaciones');
    const tickets = body<Envelope<Notificaciones>>(campana).data.tickets.data;
    expect(tickets.slice(0, 2).map((t) => [t.id, t.actividad])).toEqual(
      expect.arrayContaining([
        [catalana, 'documento'],
        [otraCatalana, 'documento'],
      ]),
    );
    expect(tickets.find((t) => t.id === castellana)?.actividad).toBe('abierta');
  });

  it('replaces the product sheet (every language’s) while any incident is open, in each open thread', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    const una = await abrir(id, 1);
    const otra = await abrir(id, 2);
    detalleDe(await subir(app, p.tokens.empresa, id, { tipo: 'ficha_producto', documento: pdf('ficha-v2.pdf') }), 201);
    for (const incidencia of [una, otra]) expect((await hilo(incidencia)).map((r) => r.documento)).toEqual([{ tipo: 'ficha_producto', nombre: 'ficha-v2.pdf' }]);
    // Resolved, the incidents allow no more replacements.
    for (const incidencia of [una, otra]) expect((await llamar(app, p.tokens.verificador, 'PATCH', `/incidencias/${incidencia}/resolver`, { esta_resuelta: true })).statusCode).toBe(200);
    expectError(await subir(app, p.tokens.empresa, id, { tipo: 'ficha_producto', documento: pdf('ficha-v3.pdf') }), 409, DAPCON_MSG.sinIncidenciaAbierta);
  });

  it('lets the company and the consultant see it in the record’s actions: sustituir_documento in verification only', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    for (const [token, acciones] of [
      [p.tokens.empresa, ['sustituir_documento', 'responder_incidencia']],
      [p.tokens.consultor, ['sustituir_documento', 'responder_incidencia']],
      [p.tokens.verificador, ['devolver', 'aceptar', 'abrir_incidencia', 'responder_incidencia', 'resolver_incidencia']],
    ] as const) {
      expect(detalleDe(await llamar(app, token, 'GET', `/dapcon/${id}`)).acciones).toEqual(acciones);
    }
  });
});

describe('GET /dapcon/:id/documentos/:documentoId', () => {
  it("downloads it as a dated attachment for each participant; the name carries the code once it is published", async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const d = detalleDe(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 2, documento: pdf() }), 201);
    const documentoId = d.documentos[0]?.id;
    for (const token of [p.tokens.empresa, p.tokens.consultor, p.tokens.verificador, p.tokens.admin, p.tokens.admin2]) {
      const response = await llamar(app, token, 'GET', `/dapcon/${id}/documentos/${documentoId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${calendarDay(new Date())}_DAPcon-${id}_dap_ca.pdf"`);
      expect(response.rawPayload).toEqual(PDF);
    }

    const publicada = await crearEnEstado(app, p, 'publicada', { numero: 77 });
    const [doc] = await filas(publicada);
    if (!doc) throw new Error('no document');
    await app.storage.write(doc.storage_key, PDF);
    const response = await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${publicada}/documentos/${doc.id}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${calendarDay(new Date())}_DAPcon-2026-0077_dap_es.pdf"`);
  });

  it('answers 404 to a caller that takes no part, for a document of another declaration, and for a lost file', async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const documentoId = detalleDe(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 201).documentos[0]?.id;
    expectError(await llamar(app, p.tokens.otraEmpresa, 'GET', `/dapcon/${id}/documentos/${documentoId}`), 404, MSG.noEncontrado);
    expectError(await llamar(app, p.tokens.otroConsultor, 'GET', `/dapcon/${id}/documentos/${documentoId}`), 404, MSG.noEncontrado);
    const otra = await crearEnEstado(app, p, 'borrador', { documentos: false });
    expectError(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${otra}/documentos/${documentoId}`), 404, MSG.noEncontrado);
    expectError(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}/documentos/999999`), 404, MSG.noEncontrado);
    // A row whose file is gone (crearEnEstado writes rows only).
    const sinArchivo = await crearEnEstado(app, p, 'borrador');
    const [fila] = await filas(sinArchivo);
    expectError(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${sinArchivo}/documentos/${fila?.id}`), 404, MSG.noEncontrado);
  });
});

describe('the storage sweep', () => {
  it("keeps the files a declaration's documents name, however old, and removes old strays", async () => {
    const id = await crearEnEstado(app, p, 'borrador', { documentos: false });
    const hace2Horas = new Date(Date.now() - 2 * 60 * 60_000);
    const plantar = (): string => {
      const key = `documentos/${randomUUID()}.pdf`;
      const file = path.join(app.config.storageDir, ...key.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, PDF);
      fs.utimesSync(file, hace2Horas, hace2Horas);
      return key;
    };
    const nombrado = plantar();
    const suelto = plantar();
    await insertDapconDocumentos(app.db, [{ dapcon_id: id, idioma_id: 1, tipo: 'dap', storage_key: nombrado, nombre_original: 'es.pdf', tamanyo: PDF.length }]);
    const removed = await app.sweepStorage();
    expect(removed).toContain(suelto);
    expect(removed).not.toContain(nombrado);
    expect(await app.storage.get(nombrado)).toEqual(PDF);
  });
});
