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
import { calendarDay, DAPCON_MSG, MSG } from '@dapcon/contract';
import { dapconStorageKeys, insertDapconDocumentos } from '../../../src/areas/dapcon/repository';
import { dapconDocumentos } from '../../../src/db/schema';
import { build } from '../../helper';
import { expectError, fieldErrors, OTHER_PDF } from '../empresas/support';
import { crearEnEstado, detalleDe, instantanea, llamar, participantes, PDF, pdf, RCP_001, subir, type Participantes } from './support';

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

  it('refuses outside borrador (409 naming the state) and the verifier always (403); nothing is stored', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    const borrador = await crearEnEstado(app, p, 'borrador');
    const antes = await instantanea(app, id);
    const stored = (await app.storage.list('documentos')).length;
    expectError(await subir(app, p.tokens.empresa, id, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 409, DAPCON_MSG.estadoEnVerificacion);
    expectError(await subir(app, p.tokens.verificador, borrador, { tipo: 'dap', idioma_id: 1, documento: pdf() }), 403, DAPCON_MSG.accionNoPermitida);
    expect(await instantanea(app, id)).toEqual(antes);
    expect(await app.storage.list('documentos')).toHaveLength(stored);
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
