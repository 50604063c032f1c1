/**
 * The parameter tree (`/parametros`; docs/parametros.md 'Parameters as built';
 * contract/src/parametros/parametros.ts): the tree and its languages, the ECO Platform
 * classification kept out, the form's rules (ID slug, uniqueness, order, permission, parent,
 * Texto 1 in Spanish and Catalan), the limited administrator's limits enforced by the API (nothing
 * stored when it forges a field), deactivation, `guardar_categoria`, and the option lists other
 * areas read following the tree without a deploy.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ECOPLATFORM_RAIZ,
  ESTADOS_DAPCON,
  MSG,
  PARAMETROS_MESSAGES,
  PARAMETROS_MSG,
  REFERENCIA_MSG,
  type Envelope,
  type Parametro,
  type ParametroNodo,
  type ParametroOpcion,
  type ParametrosData,
  type ParametrosGeneralesData,
} from '@dapcon/contract';
import { parametros, parametrosTextos } from '../../../src/areas/referencia';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
const tokens = { admin: '', admin2: '', company: '' };

beforeAll(async () => {
  app = await build();
  Object.assign(tokens, await adminTokens(app));
  tokens.company = await tokenOf(app, demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado'));
  // The classification's folder and one node of it (its own screen's; seeded by its slice or not).
  await app.db
    .insert(parametros)
    .values([
      { param_id: ECOPLATFORM_RAIZ, param_padre_id: null, param_order: 99, param_permiso: 3, param_admite_hijos: true, param_nombre: 'ECO Platform' },
      { param_id: 'test_eco_nodo', param_padre_id: ECOPLATFORM_RAIZ, param_order: 1, param_permiso: 3, param_admite_hijos: true, param_nombre: 'Nodo' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => {
  await app.close();
});

function send(token: string, options: InjectOptions, lang = 'es') {
  return app.inject({ ...options, url: `/api${String(options.url)}`, headers: { ...bearer(token), 'accept-language': lang } });
}

const textos = (es: string, ca: string, ...otros: { pt_idioma_id: number; pt_texto?: string; pt_texto2?: string; pt_descripcion?: string }[]) => [
  { pt_idioma_id: 1, pt_texto: es },
  { pt_idioma_id: 2, pt_texto: ca },
  ...otros,
];

const crear = (token: string, payload: Record<string, unknown>, lang = 'es') => send(token, { method: 'POST', url: '/parametros/crear', payload }, lang);
const actualizar = (token: string, payload: Record<string, unknown>) => send(token, { method: 'PATCH', url: '/parametros/actualizar', payload });
const cambiarEstado = (token: string, id: string, activo: boolean) =>
  send(token, { method: 'PATCH', url: `/parametros/${id}/cambiar-estado-activo`, payload: { activo } });

async function arbol(token: string, query = 'arbol=true&idioma=1'): Promise<ParametrosData> {
  const res = await send(token, { method: 'GET', url: `/parametros?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ParametrosData>>(res).data;
}

async function detalle(token: string, id: string, query = ''): Promise<Parametro> {
  const res = await send(token, { method: 'GET', url: `/parametros/${id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<Parametro>>(res).data;
}

/** Every id of a tree. */
function ids(nodos: readonly ParametroNodo[]): string[] {
  return nodos.flatMap((n) => [n.param_id, ...ids(n.children)]);
}

/** The stored row and texts of a parameter: what 'nothing stored' compares. */
async function almacenado(id: string) {
  const [fila] = await app.db.select().from(parametros).where(eq(parametros.param_id, id));
  const textosGuardados = await app.db.select().from(parametrosTextos).where(eq(parametrosTextos.pt_param_id, id)).orderBy(parametrosTextos.pt_idioma_id);
  return { fila, textos: textosGuardados };
}

async function opcionesGenerales(param: string): Promise<ParametroOpcion[]> {
  const res = await app.inject({ method: 'POST', url: '/api/parametros_generales', payload: [{ param, locale: 1, active: true }] });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ParametrosGeneralesData>>(res).data[param as keyof ParametrosGeneralesData] ?? [];
}

describe('GET /parametros', () => {
  it('answers the top level with every level below (arbol=true), in order, texts in the language asked for, without the classification', async () => {
    const { parametros: raices } = await arbol(tokens.admin);
    expect(raices.map((n) => n.param_id)).toContain('tamanio_empresa');
    expect(ids(raices)).not.toContain(ECOPLATFORM_RAIZ);
    expect(ids(raices)).not.toContain('test_eco_nodo');
    const orden = raices.map((n) => n.param_order);
    expect(orden).toEqual([...orden].sort((a, b) => a - b));
    const tamanio = raices.find((n) => n.param_id === 'tamanio_empresa') as ParametroNodo;
    expect(tamanio).toMatchObject({ param_padre_id: null, param_admite_hijos: true, param_permiso: 1, activo: true, pt_texto: 'Tamaño de empresa' });
    expect(tamanio.children.map((n) => [n.param_id, n.pt_texto])).toEqual([
      ['ge_250', 'Gran empresa (más de 250 trabajadores)'],
      ['emp_50_250', 'Mediana empresa (de 50 a 250 trabajadores)'],
      ['pme_50', 'Pequeña empresa (menos de 50 trabajadores)'],
    ]);
    const catalan = (await arbol(tokens.admin, 'arbol=true&idioma=2')).parametros.find((n) => n.param_id === 'tamanio_empresa');
    expect(catalan?.pt_texto).toBe("Mida d'empresa");
    expect(catalan?.children[0]?.pt_texto).toBe('Gran empresa (més de 250 treballadors)');
    // A language without texts falls back to Spanish.
    const ingles = (await arbol(tokens.admin, 'arbol=true&idioma=3')).parametros.find((n) => n.param_id === 'tamanio_empresa');
    expect(ingles?.pt_texto).toBe('Tamaño de empresa');
  });

  it('answers the top level alone without arbol, and the option lists asked for', async () => {
    const data = await arbol(tokens.admin, 'arbol=false&perfiles_usuario=true');
    expect(data.parametros.every((n) => n.children.length === 0)).toBe(true);
    expect(data.parametros.map((n) => n.param_id)).toContain('tipo_noticias');
    // The code's own lists: the five profiles, and the DAPcon states in the language asked for.
    expect(data.perfiles_usuario?.map((o) => o.param_id)).toEqual(['1', '2', '3', '4', '5']);
    expect(data.perfiles_usuario?.[3]).toEqual({ param_id: '4', pt_texto: 'Verificador' });
    expect(data.colegios).toBeUndefined();
    expect(data.estados_dapcon).toBeUndefined();
    const estados = (await arbol(tokens.admin, 'estados_dapcon=true&idioma=2')).estados_dapcon;
    // Every state the contract knows, in its order (a withdrawn declaration's included).
    expect(estados?.map((o) => o.param_id)).toEqual([...ESTADOS_DAPCON]);
    expect(estados?.at(-1)).toEqual({ param_id: 'retirada', pt_texto: 'Retirada' });
    expect(estados?.[0]?.pt_texto).toBe('Esborrany');
    expect((await arbol(tokens.admin, 'perfiles_usuario=true&idioma=2')).perfiles_usuario?.[1]?.pt_texto).toBe("Administrador de l'associació");
    // A configurable list no folder holds yet is empty.
    expect((await arbol(tokens.admin, 'estados_colegiacion=true')).estados_colegiacion).toEqual([]);
    // A folder of that name, created in the tree, fills its list.
    expect((await crear(tokens.admin, { param_id: 'colegios', param_padre_id: null, param_order: 50, param_permiso: 1, param_admite_hijos: true, textos: textos('Colegios', 'Col·legis') })).statusCode).toBe(201);
    expect((await crear(tokens.admin, { param_padre_id: 'colegios', param_order: 1, textos: textos('Colegio de Barcelona', 'Col·legi de Barcelona') })).statusCode).toBe(201);
    expect((await arbol(tokens.admin, 'colegios=true&idioma=2')).colegios).toEqual([{ param_id: 'colegios_colegio_de_barcelona', pt_texto: 'Col·legi de Barcelona' }]);
  });

  it('is the administration’s', async () => {
    expect((await send(tokens.company, { method: 'GET', url: '/parametros?arbol=true' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/parametros' })).statusCode).toBe(401);
  });
});

describe('GET /parametros/:id', () => {
  it('answers a parameter with its texts in every language and its children (every level with arbol)', async () => {
    const noticias = await detalle(tokens.admin, 'tipo_noticias', '?arbol=true&idioma=1');
    expect(noticias).toMatchObject({ param_id: 'tipo_noticias', param_permiso: 2, pt_texto: 'Tipos de noticia' });
    expect(noticias.textos).toEqual([
      { pt_idioma_id: 1, pt_texto: 'Tipos de noticia', pt_texto2: null, pt_descripcion: null },
      { pt_idioma_id: 2, pt_texto: 'Tipus de notícia', pt_texto2: null, pt_descripcion: null },
    ]);
    expect(noticias.children.map((n) => n.param_id)).toEqual(['noticia', 'comunicado', 'evento']);
    expect((await detalle(tokens.admin, 'tipo_noticias', '?idioma=2')).pt_texto).toBe('Tipus de notícia');
  });

  it('is a 404 for what does not exist and for the classification’s nodes', async () => {
    expectError(await send(tokens.admin, { method: 'GET', url: '/parametros/no_existe' }), 404, REFERENCIA_MSG.parametroNoExiste);
    expectError(await send(tokens.admin, { method: 'GET', url: '/parametros/test_eco_nodo' }), 404, REFERENCIA_MSG.parametroNoExiste);
    expectError(await send(tokens.admin, { method: 'GET', url: `/parametros/${ECOPLATFORM_RAIZ}` }), 404, REFERENCIA_MSG.parametroNoExiste);
  });
});

describe('POST /parametros/crear (the Ares administrator)', () => {
  it('creates a folder and a child whose ID is the parent’s, an underscore and the slug of its Spanish Texto 1; 201 and the saved message', async () => {
    const carpeta = await crear(tokens.admin, {
      param_id: 'tipos_obra',
      param_padre_id: '',
      param_order: '40',
      param_permiso: '3',
      param_admite_hijos: true,
      textos: textos('Tipos de obra', "Tipus d'obra"),
    });
    expect(carpeta.statusCode, carpeta.body).toBe(201);
    expect(body<Envelope<Parametro>>(carpeta)).toMatchObject({ message: 'Los datos han sido guardados correctamente', data: { param_id: 'tipos_obra', param_padre_id: null, param_order: 40, param_permiso: 3 } });

    const hijo = await crear(tokens.admin, {
      param_padre_id: 'tipos_obra',
      param_order: 1,
      textos: textos('Rehabilitación energética (≥ 50 %)', 'Rehabilitació energètica', { pt_idioma_id: 3, pt_texto: 'Energy retrofit', pt_descripcion: 'EN' }),
    });
    expect(hijo.statusCode, hijo.body).toBe(201);
    const creado = body<Envelope<Parametro>>(hijo).data;
    // Absent: the folder's level and no children.
    expect(creado).toMatchObject({ param_id: 'tipos_obra_rehabilitacion_energetica_50', param_permiso: 3, param_admite_hijos: false, activo: true });
    expect(creado.textos.map((t) => [t.pt_idioma_id, t.pt_texto, t.pt_descripcion])).toEqual([
      [1, 'Rehabilitación energética (≥ 50 %)', null],
      [2, 'Rehabilitació energètica', null],
      [3, 'Energy retrofit', 'EN'],
    ]);
    // The same text again: the next free ID.
    const otro = await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: 2, textos: textos('Rehabilitación energética (≥ 50 %)', 'Una altra') });
    expect(body<Envelope<Parametro>>(otro).data.param_id).toBe('tipos_obra_rehabilitacion_energetica_50_2');
    // The tree shows them.
    const tipos = (await arbol(tokens.admin)).parametros.find((n) => n.param_id === 'tipos_obra');
    expect(tipos?.children.map((n) => n.param_id)).toEqual(['tipos_obra_rehabilitacion_energetica_50', 'tipos_obra_rehabilitacion_energetica_50_2']);
  });

  it('keeps a generated ID within 50 characters', async () => {
    const largo = await crear(tokens.admin, { param_padre_id: 'criterios_consulta_verificador', param_order: 9, textos: textos('Un criterio con un nombre muy largo de verdad', 'Un criteri') });
    const id = body<Envelope<Parametro>>(largo).data.param_id;
    expect(id).toBe('criterios_consulta_verificador_un_criterio_con_un');
    expect(id.length).toBeLessThanOrEqual(50);
  });

  it('refuses an ID that is not a slug, is longer than 50 characters or is taken, under param_id', async () => {
    const base = { param_padre_id: 'tipos_obra', param_order: 3, textos: textos('Nueva', 'Nova') };
    expect(fieldErrors(await crear(tokens.admin, { ...base, param_id: 'Tipo-Obra' }))).toEqual({ param_id: [PARAMETROS_MSG.parametroIdNoValido] });
    expect(fieldErrors(await crear(tokens.admin, { ...base, param_id: 'a'.repeat(51) }))).toEqual({ param_id: [PARAMETROS_MSG.parametroIdDemasiadoLargo] });
    expect(fieldErrors(await crear(tokens.admin, { ...base, param_id: 'tamanio_empresa' }))).toEqual({ param_id: [PARAMETROS_MSG.parametroIdRepetido] });
    expect(fieldErrors(await crear(tokens.admin, { ...base, textos: textos('¿?', '¡!') }))).toEqual({ param_id: [PARAMETROS_MSG.parametroIdNoGenerable] });
    // In Catalan for a Catalan caller.
    const ca = await crear(tokens.admin, { ...base, param_id: 'tamanio_empresa' }, 'ca');
    expect(ca.json<{ errors: Record<string, string[]> }>().errors).toEqual({ param_id: [PARAMETROS_MESSAGES.parametroIdRepetido.ca] });
    expect(await almacenado('Tipo-Obra')).toEqual({ fila: undefined, textos: [] });
  });

  it('asks for the order, Texto 1 in Spanish and Catalan, a permission 0..3 and a parent that admits children', async () => {
    expect(fieldErrors(await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: '', textos: [{ pt_idioma_id: 1, pt_texto: 'Solo' }, { pt_idioma_id: 2, pt_texto: ' ' }] }))).toEqual({
      param_order: [PARAMETROS_MSG.parametroOrdenObligatorio],
      'textos.1.pt_texto': [PARAMETROS_MSG.texto1Obligatorio],
    });
    expect(fieldErrors(await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: -1, textos: [{ pt_idioma_id: 1, pt_texto: 'Solo' }] }))).toEqual({
      param_order: [PARAMETROS_MSG.parametroOrdenNoValido],
      textos: [PARAMETROS_MSG.textosIdiomasObligatorios],
    });
    // Another language is optional, but not a Texto 2 without its Texto 1.
    expect(fieldErrors(await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: 1, textos: textos('A', 'A', { pt_idioma_id: 3, pt_texto2: 'B' }) }))).toEqual({
      'textos.2.pt_texto': [PARAMETROS_MSG.texto1Obligatorio],
    });
    expect(fieldErrors(await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: 1, param_permiso: 4, textos: textos('A', 'A') }))).toEqual({
      param_permiso: [PARAMETROS_MSG.permisoNoValido],
    });
    expect(fieldErrors(await crear(tokens.admin, { param_padre_id: 'tipos_obra', param_order: 1, textos: textos('A', 'A', { pt_idioma_id: 999, pt_texto: 'X' }) }))).toEqual({
      'textos.2.pt_idioma_id': [PARAMETROS_MSG.idiomaTextoNoValido],
    });
    for (const padre of ['no_existe', 'pme_50', 'test_eco_nodo']) {
      expect(fieldErrors(await crear(tokens.admin, { param_padre_id: padre, param_order: 1, textos: textos('A', 'A') }))).toEqual({ param_padre_id: [PARAMETROS_MSG.padreNoValido] });
    }
  });
});

describe('the limited administrator (profile 2)', () => {
  it('does not see level-0 parameters nor anything below them', async () => {
    expect((await crear(tokens.admin, { param_id: 'interno', param_padre_id: null, param_order: 60, param_permiso: 0, param_admite_hijos: true, textos: textos('Interno', 'Intern') })).statusCode).toBe(201);
    expect((await crear(tokens.admin, { param_id: 'interno_visible', param_padre_id: 'interno', param_order: 1, param_permiso: 3, textos: textos('Visible', 'Visible') })).statusCode).toBe(201);
    expect(ids((await arbol(tokens.admin)).parametros)).toEqual(expect.arrayContaining(['interno', 'interno_visible']));
    const suyo = ids((await arbol(tokens.admin2)).parametros);
    expect(suyo).not.toContain('interno');
    expect(suyo).not.toContain('interno_visible');
    expect(suyo).toContain('tamanio_empresa');
    for (const id of ['interno', 'interno_visible']) {
      expectError(await send(tokens.admin2, { method: 'GET', url: `/parametros/${id}` }), 404, REFERENCIA_MSG.parametroNoExiste);
      expectError(await cambiarEstado(tokens.admin2, id, false), 404, REFERENCIA_MSG.parametroNoExiste);
      expectError(await actualizar(tokens.admin2, { param_id: id, param_order: 1, textos: textos('X', 'X') }), 404, REFERENCIA_MSG.parametroNoExiste);
    }
    expect(fieldErrors(await crear(tokens.admin2, { param_padre_id: 'interno', param_order: 1, textos: textos('X', 'X') }))).toEqual({ param_padre_id: [PARAMETROS_MSG.padreNoValido] });
  });

  it('creates options only in folders of level 2 or 3: the ID generated, the folder’s level, no children', async () => {
    const res = await crear(tokens.admin2, { param_padre_id: 'tipo_noticias', param_order: 4, textos: textos('Jornada técnica', 'Jornada tècnica') });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<Parametro>>(res).data).toMatchObject({ param_id: 'tipo_noticias_jornada_tecnica', param_permiso: 2, param_admite_hijos: false });
    // Sending the level the option gets anyway is no change.
    expect((await crear(tokens.admin2, { param_padre_id: 'tipo_noticias', param_order: 5, param_permiso: 2, param_admite_hijos: false, textos: textos('Webinar', 'Webinar') })).statusCode).toBe(201);
    expectError(await crear(tokens.admin2, { param_padre_id: 'tipo_empresa', param_order: 3, textos: textos('Otra', 'Altra') }), 403, PARAMETROS_MSG.sinPermisoCrear);
    expectError(await crear(tokens.admin2, { param_padre_id: null, param_order: 3, textos: textos('Raíz', 'Arrel') }), 403, PARAMETROS_MSG.sinPermisoCrear);
  });

  it('forging the ID, permission or "admits children" when creating: 403 and nothing stored', async () => {
    const base = { param_padre_id: 'tipo_noticias', param_order: 6, textos: textos('Forjado', 'Forjat') };
    for (const forged of [{ param_id: 'forjado' }, { param_permiso: 3 }, { param_permiso: 0 }, { param_admite_hijos: true }]) {
      expectError(await crear(tokens.admin2, { ...base, ...forged }), 403, PARAMETROS_MSG.soloAdministradorAres);
    }
    expect((await almacenado('forjado')).fila).toBeUndefined();
    expect((await almacenado('tipo_noticias_forjado')).fila).toBeUndefined();
  });

  it('edits texts and order from level 2; forging the parent, permission or "admits children": 403 and nothing stored', async () => {
    const antes = await almacenado('noticia');
    expect(antes.fila).toMatchObject({ param_permiso: 2, param_padre_id: 'tipo_noticias' });
    const base = { param_id: 'noticia', param_order: 7, textos: textos('Noticia editada', 'Notícia editada') };
    for (const forged of [{ param_padre_id: 'clasificacion_noticias' }, { param_padre_id: null }, { param_permiso: 3 }, { param_admite_hijos: true }]) {
      expectError(await actualizar(tokens.admin2, { ...base, ...forged }), 403, PARAMETROS_MSG.soloAdministradorAres);
      expect(await almacenado('noticia')).toEqual(antes);
    }
    // The values it has are no change.
    const ok = await actualizar(tokens.admin2, { ...base, param_padre_id: 'tipo_noticias', param_permiso: 2, param_admite_hijos: false });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(body<Envelope<Parametro>>(ok).message).toBe(MSG.operacionCorrecta);
    const despues = await almacenado('noticia');
    expect(despues.fila).toMatchObject({ param_order: 7, param_permiso: 2, param_padre_id: 'tipo_noticias', param_admite_hijos: false });
    expect(despues.textos.map((t) => t.pt_texto)).toEqual(['Noticia editada', 'Notícia editada']);
    // Level 1: read only.
    expect((await detalle(tokens.admin2, 'ge_250')).param_permiso).toBe(1);
    expectError(await actualizar(tokens.admin2, { param_id: 'ge_250', param_order: 1, textos: textos('X', 'X') }), 403, PARAMETROS_MSG.sinPermisoEdicion);
  });

  it('deletes only at level 3, and never reactivates', async () => {
    expectError(await cambiarEstado(tokens.admin2, 'evento', false), 403, PARAMETROS_MSG.sinPermisoEliminar);
    expectError(await cambiarEstado(tokens.admin2, 'pme_50', false), 403, PARAMETROS_MSG.sinPermisoEliminar);
    expect((await almacenado('evento')).fila?.activo).toBe(true);
    const res = await cambiarEstado(tokens.admin2, 'clas_sector', false);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Envelope<{ param_id: string; activo: boolean }>>(res)).toMatchObject({ message: PARAMETROS_MSG.parametroEliminado, data: { param_id: 'clas_sector', activo: false } });
    expectError(await cambiarEstado(tokens.admin2, 'clas_sector', true), 403, MSG.sinPermiso);
    expect((await almacenado('clas_sector')).fila?.activo).toBe(false);
  });
});

describe('PATCH /parametros/actualizar (the Ares administrator)', () => {
  it('saves texts per language (a blank optional language removed), order, permission, children and parent; never the ID', async () => {
    const res = await actualizar(tokens.admin, {
      param_id: 'tipos_obra_rehabilitacion_energetica_50_2',
      param_padre_id: 'tipo_noticias',
      param_order: 3,
      param_permiso: 1,
      param_admite_hijos: true,
      textos: textos('Rehabilitación', 'Rehabilitació', { pt_idioma_id: 3, pt_texto: 'Retrofit', pt_texto2: 'Short' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    let stored = await almacenado('tipos_obra_rehabilitacion_energetica_50_2');
    expect(stored.fila).toMatchObject({ param_padre_id: 'tipo_noticias', param_order: 3, param_permiso: 1, param_admite_hijos: true, param_nombre: 'Rehabilitación' });
    expect(stored.textos.map((t) => [t.pt_idioma_id, t.pt_texto, t.pt_texto2])).toEqual([
      [1, 'Rehabilitación', null],
      [2, 'Rehabilitació', null],
      [3, 'Retrofit', 'Short'],
    ]);
    await actualizar(tokens.admin, { param_id: 'tipos_obra_rehabilitacion_energetica_50_2', param_order: 3, textos: textos('Rehabilitación', 'Rehabilitació', { pt_idioma_id: 3, pt_texto: '' }) });
    stored = await almacenado('tipos_obra_rehabilitacion_energetica_50_2');
    expect(stored.textos.map((t) => t.pt_idioma_id)).toEqual([1, 2]);
    expect(stored.fila?.param_padre_id).toBe('tipo_noticias');
  });

  it('refuses a parent below the parameter itself, and an unknown parameter', async () => {
    expect(fieldErrors(await actualizar(tokens.admin, { param_id: 'tipos_obra', param_padre_id: 'tipos_obra', param_order: 1, textos: textos('A', 'A') }))).toEqual({
      param_padre_id: [PARAMETROS_MSG.padreCiclo],
    });
    await crear(tokens.admin, { param_id: 'tipos_obra_sub', param_padre_id: 'tipos_obra', param_order: 9, param_admite_hijos: true, textos: textos('Sub', 'Sub') });
    expect(fieldErrors(await actualizar(tokens.admin, { param_id: 'tipos_obra', param_padre_id: 'tipos_obra_sub', param_order: 1, textos: textos('A', 'A') }))).toEqual({
      param_padre_id: [PARAMETROS_MSG.padreCiclo],
    });
    expectError(await actualizar(tokens.admin, { param_id: 'no_existe', param_order: 1, textos: textos('A', 'A') }), 404, REFERENCIA_MSG.parametroNoExiste);
    expect(fieldErrors(await actualizar(tokens.admin, { param_order: 1, textos: textos('A', 'A') }))).toEqual({ param_id: [PARAMETROS_MSG.parametroIdObligatorio] });
  });
});

describe('PATCH /parametros/:id/cambiar-estado-activo', () => {
  it('deactivates any parameter for profile 1 (the classification’s too): it leaves the tree; reactivates it', async () => {
    expect((await cambiarEstado(tokens.admin, 'tipos_obra_sub', false)).statusCode).toBe(200);
    expect(ids((await arbol(tokens.admin)).parametros)).not.toContain('tipos_obra_sub');
    expect((await detalle(tokens.admin, 'tipos_obra')).children.map((n) => n.param_id)).not.toContain('tipos_obra_sub');
    const res = await cambiarEstado(tokens.admin, 'tipos_obra_sub', true);
    expect(body<Envelope<{ activo: boolean }>>(res)).toMatchObject({ message: PARAMETROS_MSG.parametroReactivado, data: { activo: true } });
    expect(ids((await arbol(tokens.admin)).parametros)).toContain('tipos_obra_sub');
    expect((await cambiarEstado(tokens.admin, 'test_eco_nodo', false)).statusCode).toBe(200);
    expect((await almacenado('test_eco_nodo')).fila?.activo).toBe(false);
    expectError(await cambiarEstado(tokens.admin, 'no_existe', false), 404, REFERENCIA_MSG.parametroNoExiste);
  });
});

describe('the lists other areas read follow the tree', () => {
  it('a company size created here is in POST /parametros_generales; deactivated, it is gone', async () => {
    const antes = await opcionesGenerales('tamanio_empresa');
    const res = await crear(tokens.admin, { param_padre_id: 'tamanio_empresa', param_order: 4, textos: textos('Microempresa (menos de 10 trabajadores)', 'Microempresa (menys de 10 treballadors)') });
    expect(res.statusCode, res.body).toBe(201);
    const id = body<Envelope<Parametro>>(res).data.param_id;
    expect(id).toBe('tamanio_empresa_microempresa_menos_de_10_trabajado');
    expect(await opcionesGenerales('tamanio_empresa')).toEqual([...antes, { param_id: id, pt_texto: 'Microempresa (menos de 10 trabajadores)' }]);
    expect((await cambiarEstado(tokens.admin, id, false)).statusCode).toBe(200);
    expect(await opcionesGenerales('tamanio_empresa')).toEqual(antes);
  });
});

describe('POST /parametros/guardar_categoria', () => {
  it('adds an option at the end of a folder, in Spanish and Catalan, the ID generated', async () => {
    const res = await send(tokens.admin2, { method: 'POST', url: '/parametros/guardar_categoria', payload: { titulo: 'Sostenibilidad', param_padre_id: 'clasificacion_noticias', modulo: 'contenidos' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<ParametroOpcion>>(res).data).toEqual({ param_id: 'clasificacion_noticias_sostenibilidad', pt_texto: 'Sostenibilidad' });
    const stored = await almacenado('clasificacion_noticias_sostenibilidad');
    expect(stored.fila).toMatchObject({ param_order: 5, param_permiso: 3 });
    expect(stored.textos.map((t) => [t.pt_idioma_id, t.pt_texto])).toEqual([
      [1, 'Sostenibilidad'],
      [2, 'Sostenibilidad'],
    ]);
  });

  it('follows the permissions and asks for the title and folder', async () => {
    expectError(await send(tokens.admin2, { method: 'POST', url: '/parametros/guardar_categoria', payload: { titulo: 'Otra', param_padre_id: 'tipo_empresa' } }), 403, PARAMETROS_MSG.sinPermisoCrear);
    expect(fieldErrors(await send(tokens.admin, { method: 'POST', url: '/parametros/guardar_categoria', payload: { titulo: ' ', param_padre_id: '' } }))).toEqual({
      titulo: [PARAMETROS_MSG.tituloCategoriaObligatorio],
      param_padre_id: [REFERENCIA_MSG.carpetaParametrosObligatoria],
    });
    const [row] = await app.db.select().from(parametros).where(and(eq(parametros.param_padre_id, 'tipo_empresa'), eq(parametros.param_nombre, 'Otra')));
    expect(row).toBeUndefined();
  });
});
