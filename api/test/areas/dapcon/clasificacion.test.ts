/**
 * A declaration's ECO Platform class (docs/dapcon-lifecycle.md 'ECO Platform classification'):
 * GET /ecoplatform-products-options, the classes a declaration may be filed under (active leaves
 * with their path), and PATCH /dapcon/:id/clasificacion: who may (the company and its consultant in
 * borrador, the administration in any state), what may be chosen (an active leaf, else 422), the
 * history row, and the record naming it in the caller's language.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CLASIFICACION_MSG, DAPCON_MSG, mensajeEstado, type Envelope, type OpcionesClasificacion } from '@dapcon/contract';
import { dapcons, ecoplatformClasificacion, parametros } from '../../../src/db/schema';
import { bearer, body, build } from '../../helper';
import { expectError, fieldErrors } from '../empresas/support';
import { crearEnEstado, detalleDe, historialDe, instantanea, llamar, participantes, type Participantes } from './support';

let app: FastifyInstance;
let p: Participantes;

beforeAll(async () => {
  app = await build();
  p = await participantes(app);
});
afterAll(async () => {
  await app.close();
});

const clasificar = (token: string | undefined, id: number, clasificacion_id: string | null, lang = 'es') =>
  app.inject({ method: 'PATCH', url: `/api/dapcon/${id}/clasificacion`, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang }, payload: { clasificacion_id } });

async function opciones(token: string, lang = 'es') {
  const res = await app.inject({ method: 'GET', url: '/api/ecoplatform-products-options', headers: { ...bearer(token), 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<OpcionesClasificacion>>(res).data.opciones;
}

/** Turns a node on or off directly (the tree's 'Eliminar' is tested with the classification). */
async function activar(id: string, activo: boolean) {
  await app.db.update(parametros).set({ activo }).where(eq(parametros.param_id, id));
}

describe('GET /ecoplatform-products-options', () => {
  it('lists the active leaves in the tree order, with their code, name and path in the caller’s language, for a company as for the administration', async () => {
    const es = await opciones(p.tokens.empresa);
    const ids = es.map((o) => o.id);
    expect(ids.slice(0, 6)).toEqual(['eco_01.01.01', 'eco_01.01.02', 'eco_01.02.01', 'eco_01.02.02', 'eco_01.02.03', 'eco_K7Q2M9XPA']);
    // No family (a node with children) is offered.
    expect(ids).not.toContain('eco_01');
    expect(ids).not.toContain('eco_01.01');
    expect(es[0]).toEqual({ id: 'eco_01.01.01', codigo: '01.01.01', nombre: 'Hormigón estructural', ruta: 'Hormigón y productos de hormigón › Hormigón preparado' });
    expect(es.find((o) => o.id === 'eco_02.02')).toEqual({ id: 'eco_02.02', codigo: '02.02', nombre: 'Cal para la construcción', ruta: 'Cementos, cales y yesos' });

    const ca = await opciones(p.tokens.consultor, 'ca');
    expect(ca[0]).toEqual({ id: 'eco_01.01.01', codigo: '01.01.01', nombre: 'Formigó estructural', ruta: 'Formigó i productes de formigó › Formigó preparat' });
    expect(await opciones(p.tokens.admin)).toEqual(es);
  });

  it('leaves out an inactive node and everything under it; a family whose children are all off becomes a leaf', async () => {
    await activar('eco_01.02', false);
    await activar('eco_02.01.01', false);
    await activar('eco_02.01.02', false);
    try {
      const ids = (await opciones(p.tokens.empresa)).map((o) => o.id);
      expect(ids.filter((id) => id.startsWith('eco_01.02') || id === 'eco_K7Q2M9XPA')).toEqual([]);
      expect(ids).toContain('eco_02.01');
      expect(ids).not.toContain('eco_02.01.01');
    } finally {
      await activar('eco_01.02', true);
      await activar('eco_02.01.01', true);
      await activar('eco_02.01.02', true);
    }
  });

  it('asks for a session (401)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ecoplatform-products-options' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /dapcon/:id/clasificacion', () => {
  it('files a draft under a class (the company), answers the record naming it in the caller’s language, and writes the history', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const antes = detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${id}`));
    expect(antes.clasificacion).toBeNull();
    expect(antes.puede_clasificar).toBe(true);

    const d = detalleDe(await clasificar(p.tokens.empresa, id, 'eco_01.01.01'));
    expect(d.clasificacion).toEqual({ id: 'eco_01.01.01', codigo: '01.01.01', nombre: 'Hormigón estructural' });
    const ca = detalleDe(await app.inject({ method: 'GET', url: `/api/dapcon/${id}`, headers: { ...bearer(p.tokens.consultor), 'accept-language': 'ca' } }));
    expect(ca.clasificacion).toEqual({ id: 'eco_01.01.01', codigo: '01.01.01', nombre: 'Formigó estructural' });
    const ultima = (await historialDe(app, id)).at(-1);
    expect(ultima).toMatchObject({ accion: 'clasificar', estado_desde: 'borrador', estado_hasta: 'borrador', usuario_id: p.usuarios.empresa, comentario: '01.01.01 · Hormigón estructural' });
    expect(d.historial.at(-1)).toMatchObject({ accion: 'clasificar', comentario: '01.01.01 · Hormigón estructural' });
  });

  it('lets the consultant change it and remove it (null, or an empty text), without a comment; the same class again writes nothing', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    detalleDe(await clasificar(p.tokens.consultor, id, 'eco_K7Q2M9XPA'));
    const filas = (await historialDe(app, id)).length;
    detalleDe(await clasificar(p.tokens.consultor, id, 'eco_K7Q2M9XPA'));
    expect(await historialDe(app, id)).toHaveLength(filas);

    const quitada = detalleDe(await clasificar(p.tokens.consultor, id, null));
    expect(quitada.clasificacion).toBeNull();
    expect((await historialDe(app, id)).at(-1)).toMatchObject({ accion: 'clasificar', comentario: null, usuario_id: p.usuarios.consultor });

    detalleDe(await clasificar(p.tokens.consultor, id, 'eco_02.02'));
    expect(detalleDe(await clasificar(p.tokens.consultor, id, '')).clasificacion).toBeNull();
  });

  it('refuses what is not an active leaf (422 under clasificacion_id) and stores nothing', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const antes = await instantanea(app, id);
    await activar('eco_02.02', false);
    try {
      for (const nodo of ['eco_NOEXISTE', 'eco_01.01', 'eco_01', 'ecoplatform_products', 'eco_02.02', 'tamanios_empresa']) {
        expect(fieldErrors(await clasificar(p.tokens.empresa, id, nodo)), nodo).toEqual({ clasificacion_id: [CLASIFICACION_MSG.clasifNoAsignable] });
      }
    } finally {
      await activar('eco_02.02', true);
    }
    expect(fieldErrors(await clasificar(p.tokens.admin, id, 'x'.repeat(101)))).toHaveProperty('clasificacion_id');
    expect(await instantanea(app, id)).toEqual(antes);
  });

  it('is the company’s and the consultant’s while a draft (409 after), the administration’s in any state, never the verifier’s (403)', async () => {
    for (const estado of ['en_verificacion', 'verificada', 'publicada', 'caducada'] as const) {
      const id = await crearEnEstado(app, p, estado);
      expectError(await clasificar(p.tokens.empresa, id, 'eco_01.01.02'), 409, mensajeEstado(estado));
      expectError(await clasificar(p.tokens.consultor, id, 'eco_01.01.02'), 409, mensajeEstado(estado));
      expectError(await clasificar(p.tokens.verificador, id, 'eco_01.01.02'), 403, DAPCON_MSG.accionNoPermitida);
      expect(detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${id}`)).puede_clasificar).toBe(false);
      expect(detalleDe(await llamar(app, p.tokens.admin, 'GET', `/dapcon/${id}`)).puede_clasificar).toBe(true);
      expect(detalleDe(await clasificar(p.tokens.admin, id, 'eco_01.01.02')).clasificacion?.codigo).toBe('01.01.02');
      expect(detalleDe(await clasificar(p.tokens.admin2, id, 'eco_03.01.01')).clasificacion?.codigo).toBe('03.01.01');
    }
    const borrador = await crearEnEstado(app, p, 'borrador');
    expectError(await clasificar(p.tokens.verificador, borrador, 'eco_01.01.02'), 403, DAPCON_MSG.accionNoPermitida);
    expect(detalleDe(await llamar(app, p.tokens.verificador, 'GET', `/dapcon/${borrador}`)).puede_clasificar).toBe(false);
  });

  it('reaches only the caller’s own declarations: another company or consultant gets 404, as for an id that does not exist; a guest 401', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    const antes = await instantanea(app, id);
    expect((await clasificar(p.tokens.otraEmpresa, id, 'eco_01.01.01')).statusCode).toBe(404);
    expect((await clasificar(p.tokens.otroConsultor, id, 'eco_01.01.01')).statusCode).toBe(404);
    expect((await clasificar(p.tokens.empresa, 999_999, 'eco_01.01.01')).statusCode).toBe(404);
    expect((await clasificar(undefined, id, 'eco_01.01.01')).statusCode).toBe(401);
    expect(await instantanea(app, id)).toEqual(antes);
  });

  it('leaves a declaration without a class when its node is deleted (ON DELETE SET NULL), and keeps a class later turned off', async () => {
    const id = await crearEnEstado(app, p, 'borrador');
    detalleDe(await clasificar(p.tokens.admin, id, 'eco_03.01.02'));
    await activar('eco_03.01.02', false);
    try {
      expect(detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${id}`)).clasificacion?.codigo).toBe('03.01.02');
    } finally {
      await activar('eco_03.01.02', true);
    }
    const otra = await crearEnEstado(app, p, 'borrador');
    // A node of its own, so the seeded tree stays whole for the other tests.
    await app.db.insert(parametros).values({ param_id: 'eco_BORRAR001', param_padre_id: 'eco_03.01', param_nombre: 'eco_BORRAR001', param_permiso: 3, param_admite_hijos: true });
    await app.db.insert(ecoplatformClasificacion).values({ param_id: 'eco_BORRAR001', codigo: 'BORRAR001', class_name: 'To delete', origen: 'portal' });
    detalleDe(await clasificar(p.tokens.admin, otra, 'eco_BORRAR001'));
    await app.db.delete(parametros).where(eq(parametros.param_id, 'eco_BORRAR001'));
    const [fila] = await app.db.select({ c: dapcons.clasificacion_id }).from(dapcons).where(eq(dapcons.id, otra));
    expect(fila?.c).toBeNull();
    expect(detalleDe(await llamar(app, p.tokens.empresa, 'GET', `/dapcon/${otra}`)).clasificacion).toBeNull();
  });
});
