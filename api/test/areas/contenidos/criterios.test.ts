/**
 * The front page's banner criteria (api/src/areas/contenidos/criterios.ts; docs/contenidos.md step 8)
 * and the options they are chosen from (`GET /parametros-select`, api/src/areas/referencia): a banner's
 * criteria read and saved whole (a save replaces the set), each an active option of that banner's own
 * folder (another folder's, an unknown or an inactive one refused under `criterios`, nothing written);
 * an option deleted since is no longer read; who may read and save (the banner editors: the
 * administration and consultants of profile 3; verifiers and companies 403); the messages in Spanish and
 * Catalan; the options of a folder by language; the demo seed's criteria. On the 'test' seed, which has
 * the folders and no criteria chosen.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARPETAS_CRITERIOS,
  CONTENIDOS_MESSAGES,
  CORE_MESSAGES,
  MSG,
  REFERENCIA_MESSAGES,
  REFERENCIA_MSG,
  TIPOS_CRITERIO,
  type CriteriosBanner,
  type Envelope,
  type ParametroSelectOpcion,
  type TipoCriterio,
} from '@dapcon/contract';
import { SEED_CRITERIOS, seedCriterios } from '../../../src/areas/contenidos/seed-criterios';
import { LISTAS } from '../../../src/areas/referencia';
import { criterios, parametros } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let consultor: string;
let verificador: string;
let empresa: string;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  consultor = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3));
  verificador = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4));
  empresa = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
});
afterAll(async () => {
  await app.close();
});

const EMPRESA = LISTAS.criterios_consulta.opciones.map((o) => o.id);
const VERIFICADOR = LISTAS.criterios_consulta_verificador.opciones.map((o) => o.id);
const CONSULTOR = LISTAS.criterios_consulta_consultor.opciones.map((o) => o.id);

const read = (tipo: string, token = admin, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/criterios/${tipo}`, headers: { ...(token ? bearer(token) : {}), ...headers } });
const save = (payload: unknown, token = admin, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/criterios', headers: { ...(token ? bearer(token) : {}), ...headers }, payload: payload as Record<string, unknown> });
const select = (query: Record<string, string>, token = admin) => app.inject({ method: 'GET', url: '/api/parametros-select', query, headers: token ? bearer(token) : {} });

async function chosen(tipo: TipoCriterio, token = admin): Promise<string[]> {
  const response = await read(tipo, token);
  expect(response.statusCode, response.body).toBe(200);
  const { data } = body<Envelope<CriteriosBanner>>(response);
  expect(data.tipo).toBe(tipo);
  return data.criterios;
}

async function saved(tipo: TipoCriterio, ids: string[], token = admin): Promise<Envelope<CriteriosBanner>> {
  const response = await save({ tipo, criterios: ids }, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<CriteriosBanner>>(response);
}

function opciones(response: LightMyRequestResponse): ParametroSelectOpcion[] {
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<ParametroSelectOpcion[]>>(response).data;
}

async function setActivo(id: string, activo: boolean): Promise<void> {
  await app.db.update(parametros).set({ activo }).where(eq(parametros.param_id, id));
}

describe('GET /parametros-select', () => {
  it('answers the options of each criteria folder in its order, in Spanish unless asked otherwise', async () => {
    const es = opciones(await select({ param_padre_id: 'criterios_consulta' }));
    expect(es.map((o) => o.pt_param_id)).toEqual(EMPRESA);
    expect(es[0]).toEqual({ pt_param_id: 'crit_emp_nombre', pt_texto: 'Nombre de la empresa' });
    expect(opciones(await select({ param_padre_id: 'criterios_consulta', idioma_id: '1' }))).toEqual(es);
    for (const tipo of TIPOS_CRITERIO) {
      const carpeta = CARPETAS_CRITERIOS[tipo];
      expect(opciones(await select({ param_padre_id: carpeta })).map((o) => o.pt_param_id)).toEqual(LISTAS[carpeta].opciones.map((o) => o.id));
    }
  });

  it('answers the texts in Catalan for idioma_id 2, and in Spanish for a language without texts', async () => {
    const ca = opciones(await select({ param_padre_id: 'criterios_consulta_consultor', idioma_id: '2' }));
    expect(ca.map((o) => o.pt_param_id)).toEqual(CONSULTOR);
    expect(ca.find((o) => o.pt_param_id === 'crit_con_poblacion')?.pt_texto).toBe('Població');
    expect(ca.find((o) => o.pt_param_id === 'crit_con_web')?.pt_texto).toBe('Amb pàgina web');
    const en = opciones(await select({ param_padre_id: 'criterios_consulta_consultor', idioma_id: '3' }));
    expect(en.find((o) => o.pt_param_id === 'crit_con_poblacion')?.pt_texto).toBe('Población');
  });

  it('serves any folder of the tree (the lists other forms read too)', async () => {
    expect(opciones(await select({ param_padre_id: 'tipo_noticias', idioma_id: '2' }))).toEqual([
      { pt_param_id: 'noticia', pt_texto: 'Notícia' },
      { pt_param_id: 'comunicado', pt_texto: 'Comunicat' },
      { pt_param_id: 'evento', pt_texto: 'Esdeveniment' },
    ]);
  });

  it('leaves inactive options out, and answers 404 for an inactive folder, an option or an unknown id', async () => {
    await setActivo('crit_ver_pais', false);
    try {
      expect(opciones(await select({ param_padre_id: 'criterios_consulta_verificador' })).map((o) => o.pt_param_id)).toEqual(VERIFICADOR.filter((id) => id !== 'crit_ver_pais'));
    } finally {
      await setActivo('crit_ver_pais', true);
    }
    await setActivo('criterios_consulta_verificador', false);
    try {
      expectError(await select({ param_padre_id: 'criterios_consulta_verificador' }), 404, REFERENCIA_MSG.parametroNoExiste);
    } finally {
      await setActivo('criterios_consulta_verificador', true);
    }
    expectError(await select({ param_padre_id: 'crit_emp_nombre' }), 404, REFERENCIA_MSG.parametroNoExiste);
    expectError(await select({ param_padre_id: 'no_existe' }), 404, REFERENCIA_MSG.parametroNoExiste);
  });

  it('wants the folder and a valid language (422), and a signed-in user (401)', async () => {
    expect(fieldErrors(await select({}))).toEqual({ param_padre_id: [REFERENCIA_MESSAGES.carpetaParametrosObligatoria.es] });
    expect(fieldErrors(await select({ param_padre_id: 'criterios_consulta', idioma_id: 'ca' }))).toEqual({ idioma_id: [MSG.valorNoValido] });
    const catalan = await app.inject({ method: 'GET', url: '/api/parametros-select', headers: { ...bearer(admin), 'accept-language': 'ca' } });
    expect(catalan.json<{ errors: Record<string, string[]> }>().errors).toEqual({ param_padre_id: [REFERENCIA_MESSAGES.carpetaParametrosObligatoria.ca] });
    expect((await select({ param_padre_id: 'criterios_consulta' }, '')).statusCode).toBe(401);
    for (const token of [empresa, consultor, verificador, admin2]) expect((await select({ param_padre_id: 'criterios_consulta' }, token)).statusCode).toBe(200);
  });
});

describe('GET and POST /criterios', () => {
  it('start with no criteria chosen on the test seed', async () => {
    for (const tipo of TIPOS_CRITERIO) expect(await chosen(tipo)).toEqual([]);
  });

  it('save a banner with the spec’s message, and read it back in the folder’s order, each once', async () => {
    const answer = await saved('banner_empresa', ['crit_emp_provincia', 'crit_emp_nombre', 'crit_emp_rcp', 'crit_emp_nombre']);
    expect(answer).toEqual({
      status: 'Success',
      message: MSG.operacionCorrecta,
      data: { tipo: 'banner_empresa', criterios: ['crit_emp_nombre', 'crit_emp_rcp', 'crit_emp_provincia'] },
    });
    expect(await chosen('banner_empresa')).toEqual(['crit_emp_nombre', 'crit_emp_rcp', 'crit_emp_provincia']);
    const catalan = await save({ tipo: 'banner_empresa', criterios: ['crit_emp_nombre'] }, admin, { 'accept-language': 'ca' });
    expect(catalan.json<{ message: string }>().message).toBe(CORE_MESSAGES.operacionCorrecta.ca);
  });

  it('replace the whole set on each save: what is not sent is no longer chosen; an empty list clears it', async () => {
    await saved('banner_verificador', ['crit_ver_nombre', 'crit_ver_idioma']);
    await saved('banner_verificador', ['crit_ver_provincia', 'crit_ver_idioma']);
    expect(await chosen('banner_verificador')).toEqual(['crit_ver_provincia', 'crit_ver_idioma']);
    const rows = await app.db.select().from(criterios).where(eq(criterios.tipo, 'banner_verificador'));
    expect(rows.map((r) => r.param_id).sort()).toEqual(['crit_ver_idioma', 'crit_ver_provincia']);
    await saved('banner_verificador', []);
    expect(await chosen('banner_verificador')).toEqual([]);
  });

  it('keep each banner apart: saving one leaves the others as they were', async () => {
    await saved('banner_empresa', ['crit_emp_producto']);
    await saved('banner_consultor', ['crit_con_nombre', 'crit_con_web']);
    await saved('banner_verificador', ['crit_ver_rcp']);
    expect(await chosen('banner_empresa')).toEqual(['crit_emp_producto']);
    expect(await chosen('banner_consultor')).toEqual(['crit_con_nombre', 'crit_con_web']);
    expect(await chosen('banner_verificador')).toEqual(['crit_ver_rcp']);
  });

  it('refuse, under criterios, an option of another banner’s folder, of any other folder or unknown; nothing written', async () => {
    await saved('banner_consultor', ['crit_con_nombre']);
    for (const ajeno of ['crit_emp_nombre', 'crit_ver_nombre', 'noticia', 'criterios_consulta_consultor', 'no_existe']) {
      const response = await save({ tipo: 'banner_consultor', criterios: ['crit_con_empresa', ajeno] });
      expect(fieldErrors(response), ajeno).toEqual({ criterios: [CONTENIDOS_MESSAGES.criterioAjeno.es] });
    }
    const catalan = await save({ tipo: 'banner_consultor', criterios: ['crit_emp_nombre'] }, admin, { 'accept-language': 'ca' });
    expect(catalan.statusCode).toBe(422);
    expect(catalan.json<{ errors: Record<string, string[]> }>().errors).toEqual({ criterios: [CONTENIDOS_MESSAGES.criterioAjeno.ca] });
    expect(await chosen('banner_consultor')).toEqual(['crit_con_nombre']);
  });

  it('refuse an inactive option, and no longer read one that became inactive; the next save drops it', async () => {
    await saved('banner_empresa', ['crit_emp_nombre', 'crit_emp_idioma']);
    await setActivo('crit_emp_idioma', false);
    try {
      expect(await chosen('banner_empresa')).toEqual(['crit_emp_nombre']);
      expect(fieldErrors(await save({ tipo: 'banner_empresa', criterios: ['crit_emp_idioma'] }))).toEqual({ criterios: [CONTENIDOS_MESSAGES.criterioAjeno.es] });
      await saved('banner_empresa', ['crit_emp_nombre', 'crit_emp_vigente']);
      const rows = await app.db.select().from(criterios).where(eq(criterios.tipo, 'banner_empresa'));
      expect(rows.map((r) => r.param_id).sort()).toEqual(['crit_emp_nombre', 'crit_emp_vigente']);
    } finally {
      await setActivo('crit_emp_idioma', true);
    }
    // Active again, it was dropped by the save: not chosen.
    expect(await chosen('banner_empresa')).toEqual(['crit_emp_nombre', 'crit_emp_vigente']);
  });

  it('answer 404 for a path that names no banner, and 422 under tipo for a body that does', async () => {
    for (const tipo of ['banner_otro', 'criterios_consulta', 'BANNER_EMPRESA']) {
      expectError(await read(tipo), 404, MSG.noEncontrado);
    }
    expect(fieldErrors(await save({ tipo: 'banner_otro', criterios: [] }))).toEqual({ tipo: [CONTENIDOS_MESSAGES.tipoBannerNoValido.es] });
    const catalan = await save({ tipo: 'portada', criterios: [] }, admin, { 'accept-language': 'ca' });
    expect(catalan.json<{ errors: Record<string, string[]> }>().errors).toEqual({ tipo: [CONTENIDOS_MESSAGES.tipoBannerNoValido.ca] });
  });

  it('want a list of ids (missing, not a list, blanks or too many: 422 under criterios)', async () => {
    const before = await chosen('banner_empresa');
    for (const criteriosValue of [undefined, 'crit_emp_nombre', [1], [''], Array.from({ length: 101 }, (_, i) => `x${i}`)]) {
      const fields = Object.keys(fieldErrors(await save({ tipo: 'banner_empresa', criterios: criteriosValue })));
      expect(fields.length > 0 && fields.every((f) => f === 'criterios' || f.startsWith('criterios.')), `${JSON.stringify(criteriosValue)}: ${fields.join()}`).toBe(true);
    }
    expect(fieldErrors(await save({ tipo: 'banner_empresa' }))).toEqual({ criterios: [CONTENIDOS_MESSAGES.criteriosNoValidos.es] });
    expect(await chosen('banner_empresa')).toEqual(before);
  });

  it('let the last of two saves at once win, whole', async () => {
    const a = ['crit_con_nombre', 'crit_con_pais'];
    const b = ['crit_con_empresa'];
    const [ra, rb] = await Promise.all([save({ tipo: 'banner_consultor', criterios: a }), save({ tipo: 'banner_consultor', criterios: b })]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect([a, b]).toContainEqual(await chosen('banner_consultor'));
  });
});

describe('who may read and save the criteria', () => {
  it('the administration (both profiles) and a consultant of profile 3', async () => {
    await saved('banner_verificador', ['crit_ver_nombre'], admin2);
    expect(await chosen('banner_verificador', consultor)).toEqual(['crit_ver_nombre']);
    const answer = await saved('banner_verificador', ['crit_ver_nombre', 'crit_ver_empresa'], consultor);
    expect(answer.data.criterios).toEqual(['crit_ver_nombre', 'crit_ver_empresa']);
    expect(await chosen('banner_verificador', admin2)).toEqual(['crit_ver_nombre', 'crit_ver_empresa']);
  });

  it('nobody else: a verifier and a company 403, nobody signed in 401, nothing written', async () => {
    for (const token of [verificador, empresa]) {
      expectError(await read('banner_empresa', token), 403, MSG.sinPermiso);
      expectError(await save({ tipo: 'banner_verificador', criterios: [] }, token), 403, MSG.sinPermiso);
    }
    expect((await read('banner_empresa', '')).statusCode).toBe(401);
    expect((await save({ tipo: 'banner_verificador', criterios: [] }, '')).statusCode).toBe(401);
    expect(await chosen('banner_verificador')).toEqual(['crit_ver_nombre', 'crit_ver_empresa']);
  });
});

describe('the demo seed', () => {
  it('chooses a few active options of each banner’s own folder, and reads them back', async () => {
    await app.db.delete(criterios);
    const count = await seedCriterios(app.db);
    expect(count).toBe(Object.values(SEED_CRITERIOS).flat().length);
    for (const tipo of TIPOS_CRITERIO) {
      const ids = SEED_CRITERIOS[tipo];
      const options = LISTAS[CARPETAS_CRITERIOS[tipo]].opciones.map((o) => o.id);
      expect(ids.length).toBeGreaterThan(1);
      expect(ids.length).toBeLessThan(options.length);
      expect(await chosen(tipo)).toEqual(options.filter((id) => ids.includes(id)));
    }
  });
});
