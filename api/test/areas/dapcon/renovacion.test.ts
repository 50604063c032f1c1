/**
 * Renewal (docs/dapcon-lifecycle.md, `renovacion`): a published or expired declaration gives a new
 * one in `borrador` that copies its company, product, RCP, participants and languages, with
 * `id_padre` and `secuencia` + 1; once per declaration; the record shows the whole chain. A chain of
 * three is walked through the API: documents, submission, acceptance, publication, renewal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DAPCON_MSG, toFormData, type Envelope } from '@dapcon/contract';
import { dapconIdiomas, dapcons, organizaciones } from '../../../src/db/schema';
import { body, build } from '../../helper';
import { expectError } from '../empresas/support';
import { crearEnEstado, detalleDe, historialDe, instantanea, llamar, participantes, pdf, subir, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

async function renovar(token: string, id: number): Promise<number> {
  const response = await llamar(app, token, 'POST', `/dapcon/${id}/renovar`);
  expect(response.statusCode, response.body).toBe(201);
  const answer = body<Envelope<{ id: number }>>(response);
  expect(answer.message).toBe(`${DAPCON_MSG.dapconCreada} = ${answer.data.id}`);
  return answer.data.id;
}

/** Takes a draft to publication through the API, as its participants would. */
async function publicarPorLaApi(id: number): Promise<void> {
  for (const campos of [
    { tipo: 'dap', idioma_id: 1, documento: pdf('es.pdf') },
    { tipo: 'dap', idioma_id: 3, documento: pdf('en.pdf') },
    { tipo: 'ficha_producto', documento: pdf('ficha.pdf') },
  ]) {
    detalleDe(await subir(app, p.tokens.empresa, id, campos), 201);
  }
  expect(detalleDe(await llamar(app, p.tokens.consultor, 'PATCH', `/dapcon/${id}/enviar`)).estado).toBe('en_verificacion');
  expect(detalleDe(await llamar(app, p.tokens.verificador, 'POST', `/dapcon/${id}/aceptar`, toFormData({ documento: pdf('informe.pdf') }))).estado).toBe('verificada');
  expect(detalleDe(await llamar(app, p.tokens.admin, 'PATCH', `/dapcon/${id}/publicar`, {})).estado).toBe('publicada');
}

describe('POST /dapcon/:id/renovar', () => {
  it('builds a chain of three; each record shows it, first first', async () => {
    const primera = await crearEnEstado(app, p, 'publicada', {
      idiomas: [
        [1, true],
        [3, false],
      ],
      numero: 501,
    });
    const segunda = await renovar(p.tokens.empresa, primera);
    const [fila] = await app.db.select().from(dapcons).where(eq(dapcons.id, segunda));
    const [original] = await app.db.select().from(dapcons).where(eq(dapcons.id, primera));
    expect(fila).toMatchObject({
      org_id: original?.org_id,
      rcp_id: original?.rcp_id,
      consultor_id: original?.consultor_id,
      verificador_id: original?.verificador_id,
      dv_nombre_producto: original?.dv_nombre_producto,
      estado: 'borrador',
      id_padre: primera,
      secuencia: 2,
      dapcon_codigo: null,
      dapcon_valido_desde: null,
      dapcon_valido_hasta: null,
      created_by: p.usuarios.empresa,
    });
    expect(await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, segunda)).orderBy(dapconIdiomas.idioma_id)).toEqual([
      { dapcon_id: segunda, idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
      { dapcon_id: segunda, idioma_id: 3, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: false },
    ]);
    // The parent is left as it was, with a history row of its own.
    expect(original?.estado).toBe('publicada');
    expect((await historialDe(app, primera)).at(-1)).toMatchObject({ accion: 'renovar', estado_desde: 'publicada', estado_hasta: 'publicada', usuario_id: p.usuarios.empresa, comentario: null });
    expect(await historialDe(app, segunda)).toEqual([
      expect.objectContaining({ accion: 'renovar', estado_desde: null, estado_hasta: 'borrador', usuario_id: p.usuarios.empresa, comentario: original?.dapcon_codigo }),
    ]);

    await publicarPorLaApi(segunda);
    const tercera = await renovar(p.tokens.admin, segunda);

    const registros = [];
    for (const id of [primera, segunda, tercera]) registros.push(detalleDe(await llamar(app, p.tokens.consultor, 'GET', `/dapcon/${id}`)));
    const [a, b, c] = registros;
    for (const d of registros) {
      expect(d.cadena.map((e) => [e.id, e.secuencia, e.estado])).toEqual([
        [primera, 1, 'publicada'],
        [segunda, 2, 'publicada'],
        [tercera, 3, 'borrador'],
      ]);
    }
    expect(c?.cadena.map((e) => e.dapcon_codigo)).toEqual([a?.dapcon_codigo, b?.dapcon_codigo, null]);
    expect(c).toMatchObject({ id_padre: segunda, codigo_padre: b?.dapcon_codigo, secuencia: 3 });
    expect(b?.cadena[1]?.dapcon_valido_hasta).toBe(b?.dapcon_valido_hasta);
  });

  it('renews once (409 yaRenovada, nothing created), even when two renewals come at once', async () => {
    const id = await crearEnEstado(app, p, 'caducada');
    const answers = await Promise.all([llamar(app, p.tokens.empresa, 'POST', `/dapcon/${id}/renovar`), llamar(app, p.tokens.admin, 'POST', `/dapcon/${id}/renovar`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    if (refused) expectError(refused, 409, DAPCON_MSG.yaRenovada);
    const antes = await instantanea(app, id);
    expectError(await llamar(app, p.tokens.empresa, 'POST', `/dapcon/${id}/renovar`), 409, DAPCON_MSG.yaRenovada);
    expect(await instantanea(app, id)).toEqual(antes);
    expect(await app.db.select().from(dapcons).where(eq(dapcons.id_padre, id))).toHaveLength(1);
    // The record no longer offers it (nor to the company): the chain has a later link.
    const record = detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${id}`));
    expect(record.acciones).not.toContain('renovar');
    expect(detalleDe(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}`)).acciones).toEqual([]);
  });

  it('offers deleting a draft only while it was never submitted', async () => {
    const id = await crearEnEstado(app, p, 'en_verificacion');
    expect(detalleDe(await llamar(app, p.tokens.verificador, 'PATCH', `/dapcon/${id}/devolver`, { motivo: 'Falta la unidad funcional' })).estado).toBe('borrador');
    const record = detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${id}`));
    expect(record.acciones).toEqual(['subir_documento', 'enviar', 'responder_incidencia']);
    expectError(await llamar(app, p.tokens.empresa, 'DELETE', `/dapcon/${id}`), 409, DAPCON_MSG.yaEnviada);
  });

  it('a company given baja cannot renew (409, as at creation)', async () => {
    const id = await crearEnEstado(app, p, 'publicada');
    await app.db.update(organizaciones).set({ org_fecha_baja: new Date() }).where(eq(organizaciones.org_id, p.orgId));
    try {
      const antes = await instantanea(app, id);
      expectError(await llamar(app, p.tokens.admin, 'POST', `/dapcon/${id}/renovar`), 409, DAPCON_MSG.empresaDeBaja);
      expect(await instantanea(app, id)).toEqual(antes);
    } finally {
      await app.db.update(organizaciones).set({ org_fecha_baja: null }).where(eq(organizaciones.org_id, p.orgId));
    }
  });
});
