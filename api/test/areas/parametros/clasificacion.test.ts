/**
 * The ECO Platform product classification (docs/parametros.md 'Classification as built';
 * contract/src/parametros/clasificacion.ts): the tree a level at a time, a node with its texts and the
 * ID fields for profile 1 only, creating with a generated number (unique, drawn again when taken),
 * saving with the parameter permissions, moving, and the bad inputs. The import is
 * clasificacion-sync.test.ts's.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASIFICACION_MSG,
  ECOPLATFORM_RAIZ,
  MSG,
  type ArbolClasificacion,
  type ClasificacionDetalle,
  type CrearClasificacionValues,
  type Envelope,
} from '@dapcon/contract';
import { crear, generarNumeroClasificacion, numeroLibre } from '../../../src/areas/parametros/clasificacion';
import { SEED_NODO_PORTAL } from '../../../src/areas/parametros/clasificacion-seed';
import { parametros } from '../../../src/areas/referencia';
import type { AuthUser } from '../../../src/auth/access';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
const tokens = { admin: '', admin2: '', company: '' };

beforeAll(async () => {
  app = await build();
  Object.assign(tokens, await adminTokens(app));
  tokens.company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
});
afterAll(async () => {
  await app.close();
});

function send(token: string, options: InjectOptions, lang = 'es') {
  return app.inject({ ...options, url: `/api${String(options.url)}`, headers: { ...bearer(token), 'accept-language': lang } });
}

async function arbol(id: string, lang = 'es', token = tokens.admin) {
  const res = await send(token, { method: 'GET', url: `/ecoplatform-products-list/${id}` }, lang);
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ArbolClasificacion>>(res).data.arbol;
}

async function nodo(id: string, token = tokens.admin, lang = 'es') {
  const res = await send(token, { method: 'GET', url: `/ecoplatform-products/${id}` }, lang);
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ClasificacionDetalle>>(res).data;
}

const crearBody = (over: Partial<CrearClasificacionValues> = {}): CrearClasificacionValues => ({
  parent_id: 'eco_01',
  className: 'Concrete admixtures',
  classDefinition: 'Products added to concrete to modify its properties.',
  translations: [
    { pt_idioma_id: 1, pt_texto: 'Aditivos para hormigón', pt_descripcion: '<p>Productos que <strong>modifican</strong> el hormigón.<script>alert(1)</script></p>' },
    { pt_idioma_id: 2, pt_texto: 'Additius per a formigó', pt_descripcion: '' },
    { pt_idioma_id: 3, pt_texto: '', pt_descripcion: '<p></p>' },
  ],
  ...over,
});

describe('GET /ecoplatform-products-list/:id', () => {
  it('answers the top level in its order, named in the caller’s language, each saying whether it has children', async () => {
    const es = await arbol(ECOPLATFORM_RAIZ);
    expect(es.map((n) => [n.id, n.producto, n.param_order, n.classActive, n.parent_id, n.tiene_hijos])).toEqual([
      ['eco_01', 'Hormigón y productos de hormigón', 1, true, ECOPLATFORM_RAIZ, true],
      ['eco_02', 'Cementos, cales y yesos', 2, true, ECOPLATFORM_RAIZ, true],
      ['eco_03', 'Productos cerámicos', 3, true, ECOPLATFORM_RAIZ, true],
    ]);
    expect((await arbol(ECOPLATFORM_RAIZ, 'ca')).map((n) => n.producto)).toEqual(['Formigó i productes de formigó', 'Ciments, calçs i guixos', 'Productes ceràmics']);
    expect((await arbol(ECOPLATFORM_RAIZ, 'es', tokens.admin2)).length).toBe(3);
  });

  it('answers a node’s children (the one created in the portal last), and none for a leaf', async () => {
    const hijos = await arbol('eco_01.02');
    expect(hijos.map((n) => n.id)).toEqual(['eco_01.02.01', 'eco_01.02.02', 'eco_01.02.03', SEED_NODO_PORTAL.param_id]);
    expect(hijos.every((n) => !n.tiene_hijos && n.parent_id === 'eco_01.02')).toBe(true);
    expect(await arbol('eco_01.01.01')).toEqual([]);
  });

  it('is 404 for what is not the root or a node, and the administration’s', async () => {
    expectError(await send(tokens.admin, { method: 'GET', url: '/ecoplatform-products-list/eco_99' }), 404, MSG.noEncontrado);
    expectError(await send(tokens.admin, { method: 'GET', url: '/ecoplatform-products-list/tipo_empresa' }), 404, MSG.noEncontrado);
    expect(fieldErrors(await send(tokens.admin, { method: 'GET', url: '/ecoplatform-products-list/a%20b' }))).toEqual({ id: [MSG.noEncontrado] });
    expect((await send(tokens.company, { method: 'GET', url: `/ecoplatform-products-list/${ECOPLATFORM_RAIZ}` })).statusCode).toBe(403);
  });
});

describe('GET /ecoplatform-products/:id', () => {
  it('answers a node with its texts per language and, for profile 1, its ID fields', async () => {
    const detalle = await nodo('eco_01.01');
    expect(detalle).toEqual({
      id: 'eco_01.01',
      producto: 'Hormigón preparado',
      param_order: 1,
      classActive: true,
      parent_id: 'eco_01',
      parent_name: 'Hormigón y productos de hormigón',
      className: 'Ready-mixed concrete',
      classDefinition: 'Concrete batched in a plant according to EN 206.',
      param_textos: [
        { pt_idioma_id: 1, nombre: 'Español', lang: 'es', pt_texto: 'Hormigón preparado', pt_descripcion: '<p>Hormigón dosificado en central según UNE-EN 206.</p>' },
        { pt_idioma_id: 2, nombre: 'Català', lang: 'ca', pt_texto: 'Formigó preparat', pt_descripcion: null },
        { pt_idioma_id: 3, nombre: 'English', lang: 'en', pt_texto: 'Ready-mixed concrete', pt_descripcion: '<p>Concrete batched in a plant according to EN 206.</p>' },
      ],
      classId: '01.01',
      classSystem: 1,
      classVersion: 1,
      classLevel: 1,
      classCountry: 'ES',
      origen: 'importado',
      puede_editar: true,
      puede_borrar: true,
    });
    expect((await nodo('eco_01.01', tokens.admin, 'ca')).producto).toBe('Formigó preparat');
  });

  it('keeps the ID fields from profile 2, who may edit and delete the nodes of permission 3', async () => {
    const detalle = await nodo(SEED_NODO_PORTAL.param_id, tokens.admin2);
    expect(detalle).toMatchObject({ classId: null, classSystem: null, classVersion: null, classLevel: null, classCountry: null, origen: 'portal', puede_editar: true, puede_borrar: true });
    expect(detalle.producto).toBe(SEED_NODO_PORTAL.textos[0].pt_texto);
    expect((await nodo('eco_01', tokens.admin2)).parent_name).toBeNull();
  });

  it('is 404 for the root folder and any other id', async () => {
    expectError(await send(tokens.admin, { method: 'GET', url: `/ecoplatform-products/${ECOPLATFORM_RAIZ}` }), 404, MSG.noEncontrado);
    expectError(await send(tokens.admin, { method: 'GET', url: '/ecoplatform-products/tipo_empresa' }), 404, MSG.noEncontrado);
  });
});

describe('POST /ecoplatform-products', () => {
  it('creates a node with a generated number (system 1, version 1, level 1, ES), last among its siblings, its rich text cleaned', async () => {
    const res = await send(tokens.admin, { method: 'POST', url: '/ecoplatform-products', payload: crearBody() });
    expect(res.statusCode, res.body).toBe(201);
    const answer = body<Envelope<ClasificacionDetalle>>(res);
    expect(answer.message).toBe(MSG.operacionCorrecta);
    const creado = answer.data;
    expect(creado.classId).toMatch(/^[A-Z0-9]{9}$/);
    expect(creado).toMatchObject({
      id: `eco_${creado.classId}`,
      parent_id: 'eco_01',
      param_order: 3,
      classActive: true,
      className: 'Concrete admixtures',
      classDefinition: 'Products added to concrete to modify its properties.',
      classSystem: 1,
      classVersion: 1,
      classLevel: 1,
      classCountry: 'ES',
      origen: 'portal',
      producto: 'Aditivos para hormigón',
    });
    // The empty English tab is not stored; the script is gone.
    expect(creado.param_textos.map((t) => [t.pt_idioma_id, t.pt_texto, t.pt_descripcion])).toEqual([
      [1, 'Aditivos para hormigón', '<p>Productos que <strong>modifican</strong> el hormigón.</p>'],
      [2, 'Additius per a formigó', null],
    ]);
    expect((await arbol('eco_01')).map((n) => n.id)).toEqual(['eco_01.01', 'eco_01.02', creado.id]);
    const [row] = await app.db.select().from(parametros).where(eq(parametros.param_id, creado.id));
    expect(row).toMatchObject({ param_permiso: 3, param_admite_hijos: true, activo: true });
  });

  it('creates at the top level and inactive when asked, with the order given', async () => {
    const res = await send(tokens.admin, {
      method: 'POST',
      url: '/ecoplatform-products',
      payload: crearBody({ parent_id: ECOPLATFORM_RAIZ, classActive: 'false', param_order: '7', translations: [{ pt_idioma_id: 1, pt_texto: 'Piedra natural' }] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const creado = body<Envelope<ClasificacionDetalle>>(res).data;
    expect(creado).toMatchObject({ parent_id: ECOPLATFORM_RAIZ, parent_name: null, classActive: false, param_order: 7 });
    expect((await arbol(ECOPLATFORM_RAIZ)).find((n) => n.id === creado.id)).toMatchObject({ classActive: false, tiene_hijos: false });
  });

  it('gives every node its own number', async () => {
    const numeros = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const res = await send(tokens.admin, { method: 'POST', url: '/ecoplatform-products', payload: crearBody({ parent_id: 'eco_03' }) });
      numeros.add(body<Envelope<ClasificacionDetalle>>(res).data.classId ?? '');
    }
    expect(numeros.size).toBe(8);
    expect(new Set(Array.from({ length: 200 }, generarNumeroClasificacion)).size).toBe(200);
  });

  it('draws the number again while it is taken, and gives up after ten taken draws', async () => {
    const drawn: string[] = [];
    const draws = [SEED_NODO_PORTAL.codigo, '01', 'LIBRE0001'];
    const admin = { id: 1, usuario: 'x', perfil: 1, modulo_app: 'administrador', nombre: '', apellidos: '', sessionId: '', suplantador: null } as unknown as AuthUser;
    const creado = await crear(app.db, admin, 'es', { parent_id: 'eco_01.01.01', className: 'Retry', classActive: true, translations: [{ pt_idioma_id: 1, pt_texto: 'Reintento', pt_descripcion: null }] }, () => {
      const next = draws.shift() ?? 'NEVER';
      drawn.push(next);
      return next;
    });
    expect(drawn).toEqual([SEED_NODO_PORTAL.codigo, '01', 'LIBRE0001']);
    expect(creado).toMatchObject({ id: 'eco_LIBRE0001', classId: 'LIBRE0001' });
    await expect(numeroLibre(app.db, () => SEED_NODO_PORTAL.codigo)).rejects.toThrow(/No free classification number/);
  });

  it('is the administrator profile’s', async () => {
    expect((await send(tokens.admin2, { method: 'POST', url: '/ecoplatform-products', payload: crearBody() })).statusCode).toBe(403);
    expect((await send(tokens.company, { method: 'POST', url: '/ecoplatform-products', payload: crearBody() })).statusCode).toBe(403);
  });

  it('refuses bad inputs under their fields (422), in the caller’s language', async () => {
    const post = (payload: unknown, lang = 'es') => send(tokens.admin, { method: 'POST', url: '/ecoplatform-products', payload: payload as object }, lang);
    expect(fieldErrors(await post({ parent_id: 'eco_01', translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }))).toEqual({ className: [CLASIFICACION_MSG.clasifValorObligatorio] });
    expect(fieldErrors(await post({ ...crearBody(), parent_id: '' }))).toEqual({ parent_id: [CLASIFICACION_MSG.clasifValorObligatorio] });
    expect(fieldErrors(await post({ ...crearBody(), translations: [{ pt_idioma_id: 1, pt_texto: ' ' }] }))).toEqual({ 'translations.0.pt_texto': [CLASIFICACION_MSG.clasifValorObligatorio] });
    expect(fieldErrors(await post({ ...crearBody(), translations: [{ pt_idioma_id: 2, pt_texto: 'Només català' }] }))).toEqual({ translations: [CLASIFICACION_MSG.clasifValorObligatorio] });
    expect(fieldErrors(await post({ ...crearBody(), translations: [{ pt_idioma_id: 1, pt_texto: 'a' }, { pt_idioma_id: 3, pt_texto: '', pt_descripcion: '<p>Only a description</p>' }] }))).toEqual({
      'translations.1.pt_texto': [CLASIFICACION_MSG.clasifValorObligatorio],
    });
    expect(fieldErrors(await post({ ...crearBody(), translations: [{ pt_idioma_id: 1, pt_texto: 'a' }, { pt_idioma_id: 1, pt_texto: 'b' }] }))).toEqual({
      'translations.1.pt_idioma_id': [CLASIFICACION_MSG.clasifIdiomaRepetido],
    });
    expect(fieldErrors(await post({ ...crearBody(), translations: [{ pt_idioma_id: 1, pt_texto: 'a' }, { pt_idioma_id: 99, pt_texto: 'b' }] }))).toEqual({ translations: [CLASIFICACION_MSG.clasifIdiomaNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), translations: 'x' }))).toEqual({ translations: [MSG.valorNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), parent_id: 'eco_99' }))).toEqual({ parent_id: [CLASIFICACION_MSG.clasifPadreNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), parent_id: 'tipo_empresa' }))).toEqual({ parent_id: [CLASIFICACION_MSG.clasifPadreNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), param_order: 'x' }))).toEqual({ param_order: [CLASIFICACION_MSG.clasifOrdenNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), param_order: 0 }))).toEqual({ param_order: [CLASIFICACION_MSG.clasifOrdenNoValido] });
    expect(fieldErrors(await post({ ...crearBody(), className: 'x'.repeat(256) }))).toEqual({ className: [MSG.textoDemasiadoLargo] });
    const ca = await post({ parent_id: 'eco_01', translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }, 'ca');
    expect(ca.json<{ errors: Record<string, string[]> }>().errors).toEqual({ className: ['Introduïu un valor'] });
  });
});

describe('PATCH /ecoplatform-products/:id', () => {
  const TEXTOS = [
    { pt_idioma_id: 1, pt_texto: 'Cal aérea e hidráulica', pt_descripcion: '<p>Cales para morteros.</p>' },
    { pt_idioma_id: 2, pt_texto: 'Calç aèria i hidràulica' },
  ];

  it('saves the texts (replacing every active language’s), by profile 2 on a node of permission 3', async () => {
    const res = await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_02.02', payload: { translations: TEXTOS } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<Envelope<ClasificacionDetalle>>(res);
    expect(answer.message).toBe(MSG.operacionCorrecta);
    expect(answer.data.param_textos.map((t) => [t.pt_idioma_id, t.pt_texto, t.pt_descripcion])).toEqual([
      [1, 'Cal aérea e hidráulica', '<p>Cales para morteros.</p>'],
      [2, 'Calç aèria i hidràulica', null],
    ]);
    // Unchanged when not sent: class fields, state, order, parent.
    expect(answer.data).toMatchObject({ className: 'Building lime', classActive: true, param_order: 2, parent_id: 'eco_02' });
    expect((await arbol('eco_02', 'ca')).find((n) => n.id === 'eco_02.02')?.producto).toBe('Calç aèria i hidràulica');
  });

  it('saves the class fields, the order and the state (profile 1), the node staying in the tree inactive', async () => {
    const res = await send(tokens.admin, {
      method: 'PATCH',
      url: '/ecoplatform-products/eco_02.02',
      payload: { className: 'Lime', classDefinition: '', param_order: 5, classActive: false, translations: TEXTOS },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Envelope<ClasificacionDetalle>>(res).data).toMatchObject({ className: 'Lime', classDefinition: null, param_order: 5, classActive: false });
    expect((await arbol('eco_02')).map((n) => [n.id, n.classActive])).toEqual([
      ['eco_02.01', true],
      ['eco_02.03', true],
      ['eco_02.02', false],
    ]);
    const back = await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_02.02', payload: { classActive: true, param_order: 2, translations: TEXTOS } });
    expect(body<Envelope<ClasificacionDetalle>>(back).data.classActive).toBe(true);
  });

  it('moves a node to another parent (profile 1 only), never under itself or its descendants', async () => {
    expectError(
      await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_03.02', payload: { param_padre_id: 'eco_03.01', translations: [{ pt_idioma_id: 1, pt_texto: 'Tejas' }] } }),
      403,
      CLASIFICACION_MSG.clasifMoverSoloAdministrador,
    );
    const texts = [{ pt_idioma_id: 1, pt_texto: 'Tejas cerámicas' }];
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_03', payload: { param_padre_id: 'eco_03.01.01', translations: texts } }))).toEqual({
      param_padre_id: [CLASIFICACION_MSG.clasifPadreCiclo],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_03', payload: { param_padre_id: 'eco_03', translations: texts } }))).toEqual({
      param_padre_id: [CLASIFICACION_MSG.clasifPadreCiclo],
    });
    expect(fieldErrors(await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_03.02', payload: { param_padre_id: 'eco_98', translations: texts } }))).toEqual({
      param_padre_id: [CLASIFICACION_MSG.clasifPadreNoValido],
    });
    const res = await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_03.02', payload: { param_padre_id: 'eco_03.01', translations: texts } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await arbol('eco_03.01')).map((n) => n.id)).toContain('eco_03.02');
    expect((await arbol('eco_03')).map((n) => n.id)).not.toContain('eco_03.02');
    // The same parent again is not a move: profile 2 may send it.
    expect((await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_03.02', payload: { param_padre_id: 'eco_03.01', translations: texts } })).statusCode).toBe(200);
  });

  it('follows the node’s permission for profile 2: none or read → 403, edit → texts but not the state', async () => {
    const texts = [{ pt_idioma_id: 1, pt_texto: 'Gres porcelánico' }];
    await app.db.update(parametros).set({ param_permiso: 1 }).where(eq(parametros.param_id, 'eco_03.03.01'));
    expectError(await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_03.03.01', payload: { translations: texts } }), 403, CLASIFICACION_MSG.clasifSinPermisoEditar);
    expect(await nodo('eco_03.03.01', tokens.admin2)).toMatchObject({ puede_editar: false, puede_borrar: false });
    await app.db.update(parametros).set({ param_permiso: 2 }).where(eq(parametros.param_id, 'eco_03.03.01'));
    expect(await nodo('eco_03.03.01', tokens.admin2)).toMatchObject({ puede_editar: true, puede_borrar: false });
    expect((await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_03.03.01', payload: { translations: texts, classActive: true } })).statusCode).toBe(200);
    expectError(
      await send(tokens.admin2, { method: 'PATCH', url: '/ecoplatform-products/eco_03.03.01', payload: { translations: texts, classActive: false } }),
      403,
      CLASIFICACION_MSG.clasifSinPermisoEstado,
    );
    // Profile 1 whatever the permission.
    expect((await send(tokens.admin, { method: 'PATCH', url: '/ecoplatform-products/eco_03.03.01', payload: { translations: texts, classActive: false } })).statusCode).toBe(200);
  });

  it('refuses bad inputs and unknown nodes', async () => {
    const patch = (id: string, payload: unknown) => send(tokens.admin, { method: 'PATCH', url: `/ecoplatform-products/${id}`, payload: payload as object });
    expect(fieldErrors(await patch('eco_01', {}))).toEqual({ translations: [MSG.valorNoValido] });
    expect(fieldErrors(await patch('eco_01', { className: '', translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }))).toEqual({ className: [CLASIFICACION_MSG.clasifValorObligatorio] });
    expect(fieldErrors(await patch('eco_01', { classActive: 'quizá', translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }))).toEqual({ classActive: [MSG.valorNoValido] });
    expect(fieldErrors(await patch('eco_01', { translations: [{ pt_idioma_id: 'uno', pt_texto: 'x' }] }))).toEqual({ 'translations.0.pt_idioma_id': [CLASIFICACION_MSG.clasifIdiomaNoValido] });
    expectError(await patch('eco_99', { translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }), 404, MSG.noEncontrado);
    expectError(await patch(ECOPLATFORM_RAIZ, { translations: [{ pt_idioma_id: 1, pt_texto: 'x' }] }), 404, MSG.noEncontrado);
  });
});
