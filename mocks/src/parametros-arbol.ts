// The mock API of the parameter tree (`/parametros`, contract/src/parametros/parametros.ts;
// docs/parametros.md 'Parameters as built'): the data set's folders and options (data.ts PARAMETROS)
// held in memory with the seed's permission levels and the API's rules — profile 2 does not see
// level 0, edits texts and order from level 2, creates options (ID generated) in folders of level 2
// or 3, deletes at level 3, and any field it may not change is a 403 with nothing stored; a generated
// ID taken gets `_2`…; a typed one taken is a 422 under `param_id`; deleting deactivates.
import { decodeJwt } from 'jose';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  ActualizarParametroBody,
  actualizarParametro,
  CambiarEstadoParametroBody,
  cambiarEstadoParametro,
  capacidadesParametro,
  conSufijo,
  crearParametro,
  ECOPLATFORM_RAIZ,
  guardarCategoria,
  GuardarCategoriaBody,
  idParametroGenerado,
  LISTAS_GET_PARAMETROS,
  opcionesDelCodigo,
  ParametroForm,
  parametroDetalle,
  parametrosArbol,
  PARAMETROS_MSG,
  type Parametro,
  type ParametroNodo,
  type ParametrosData,
  type TextoParametro,
  type TextoParametroForm,
} from '@dapcon/contract/parametros';
import { IDIOMA_ID, REFERENCIA_MSG } from '@dapcon/contract/referencia';
import { PARAMETROS } from './data';
import { mockAnswer, mockEndpoint, mockError, type MockInput } from './handlers';

/** A parameter the mock holds: its row and its texts. */
export interface MockParametro {
  param_id: string;
  param_padre_id: string | null;
  param_order: number;
  param_permiso: number;
  param_admite_hijos: boolean;
  activo: boolean;
  param_nombre: string;
  textos: TextoParametro[];
}

/** The data set's folders: their names and the association administrator's level (as the API's seed). */
const CARPETAS: Readonly<Record<string, { es: string; ca: string; permiso: number }>> = {
  empresa_convenios: { es: 'Convenios de empresa', ca: "Convenis d'empresa", permiso: 3 },
  tipo_empresa: { es: 'Tipo de empresa', ca: "Tipus d'empresa", permiso: 1 },
  tamanio_empresa: { es: 'Tamaño de empresa', ca: "Mida d'empresa", permiso: 1 },
  tamanio_asociacion: { es: 'Tamaño de asociación', ca: "Mida d'associació", permiso: 1 },
  tipo_comision: { es: 'Tipos de comisión', ca: 'Tipus de comissió', permiso: 1 },
  tipo_noticias: { es: 'Tipos de noticia', ca: 'Tipus de notícia', permiso: 2 },
  clasificacion_noticias: { es: 'Clasificación de noticias', ca: 'Classificació de notícies', permiso: 3 },
  tipos_tarifa: { es: 'Tipos de tarifa', ca: 'Tipus de tarifa', permiso: 1 },
  tipo_documento: { es: 'Tipos de documento', ca: 'Tipus de document', permiso: 3 },
  // Ours: a folder the association administrator does not see (level 0).
  parametros_internos: { es: 'Parámetros internos', ca: 'Paràmetres interns', permiso: 0 },
};

const texto = (pt_idioma_id: number, pt_texto: string): TextoParametro => ({ pt_idioma_id, pt_texto, pt_texto2: null, pt_descripcion: null });

function fixtures(): MockParametro[] {
  const rows: MockParametro[] = [];
  Object.entries(CARPETAS).forEach(([id, carpeta], i) => {
    rows.push({ param_id: id, param_padre_id: null, param_order: i + 1, param_permiso: carpeta.permiso, param_admite_hijos: true, activo: true, param_nombre: id, textos: [texto(1, carpeta.es), texto(2, carpeta.ca)] });
    (PARAMETROS[id] ?? []).forEach((opcion, j) => {
      rows.push({
        param_id: opcion.id,
        param_padre_id: id,
        param_order: j + 1,
        param_permiso: carpeta.permiso,
        param_admite_hijos: false,
        activo: true,
        param_nombre: opcion.texto.es,
        textos: [texto(1, opcion.texto.es), texto(2, opcion.texto.ca)],
      });
    });
  });
  rows.push({ param_id: 'parametros_internos_clave', param_padre_id: 'parametros_internos', param_order: 1, param_permiso: 0, param_admite_hijos: false, activo: true, param_nombre: 'Clave', textos: [texto(1, 'Clave'), texto(2, 'Clau')] });
  // The classification's folder: its own screen's, never on this tree.
  rows.push({ param_id: ECOPLATFORM_RAIZ, param_padre_id: null, param_order: 99, param_permiso: 3, param_admite_hijos: true, activo: true, param_nombre: 'ECO Platform', textos: [texto(1, 'ECO Platform')] });
  return rows;
}

let held: MockParametro[] = fixtures();

/** Back to the data set (for `resetMocks`). */
export function resetMockParametros(): void {
  held = fixtures();
}

/** The parameters the mock holds now, the inactive ones too. */
export function mockParametros(): readonly MockParametro[] {
  return held;
}

function perfilDe(input: MockInput): number {
  try {
    return Number(decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer /, '')).perfil);
  } catch {
    return 0;
  }
}

const find = (id: string | null) => (id === null ? undefined : held.find((p) => p.param_id === id));

/** A parameter and its ancestors, itself first. */
function cadena(id: string): MockParametro[] {
  const out: MockParametro[] = [];
  for (let p = find(id); p && out.length < 64; p = find(p.param_padre_id)) out.push(p);
  return out;
}

const fuera = (c: readonly MockParametro[]) => c[c.length - 1]?.param_id === ECOPLATFORM_RAIZ;
const visible = (perfil: number, c: readonly MockParametro[]) => c.every((p) => capacidadesParametro(perfil, p).ver);

function textoEn(p: MockParametro, idioma: number): string {
  return p.textos.find((t) => t.pt_idioma_id === idioma)?.pt_texto ?? p.textos.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? p.param_nombre;
}

function nodo(p: MockParametro, perfil: number, idioma: number, niveles: number): ParametroNodo {
  const { textos: _textos, ...fila } = p;
  const hijos = niveles <= 0 ? [] : held.filter((h) => h.param_padre_id === p.param_id && h.activo && capacidadesParametro(perfil, h).ver);
  hijos.sort((a, b) => a.param_order - b.param_order || a.param_id.localeCompare(b.param_id));
  return { ...fila, pt_texto: textoEn(p, idioma), children: hijos.map((h) => nodo(h, perfil, idioma, niveles - 1)) };
}

function visibleOr404(input: MockInput, id: string): MockParametro {
  const c = cadena(id);
  if (c.length === 0 || fuera(c) || !visible(perfilDe(input), c)) throw mockError(404, REFERENCIA_MSG.parametroNoExiste);
  return c[0] as MockParametro;
}

function detalle(input: MockInput, p: MockParametro, arbol: boolean, idioma: number): Parametro {
  return { ...nodo(p, perfilDe(input), idioma, arbol ? 64 : 1), textos: p.textos.map((t) => ({ ...t })) };
}

function carpetaDestino(input: MockInput, id: string): MockParametro {
  const c = cadena(id);
  const carpeta = c[0];
  if (!carpeta || !carpeta.activo || !carpeta.param_admite_hijos || fuera(c) || !visible(perfilDe(input), c)) {
    throw mockError(422, MSG.datosInvalidos, { param_padre_id: [PARAMETROS_MSG.padreNoValido] });
  }
  if (!capacidadesParametro(perfilDe(input), carpeta).crearHijo) throw mockError(403, PARAMETROS_MSG.sinPermisoCrear);
  return carpeta;
}

const guardados = (textos: readonly TextoParametroForm[], antes: readonly TextoParametro[] = []): TextoParametro[] => {
  const out = new Map(antes.map((t) => [t.pt_idioma_id, t]));
  for (const t of textos) {
    if (t.pt_texto === undefined) out.delete(t.pt_idioma_id);
    else out.set(t.pt_idioma_id, { pt_idioma_id: t.pt_idioma_id, pt_texto: t.pt_texto, pt_texto2: t.pt_texto2 ?? null, pt_descripcion: t.pt_descripcion ?? null });
  }
  return [...out.values()].sort((a, b) => a.pt_idioma_id - b.pt_idioma_id);
};

const espanol = (textos: readonly TextoParametroForm[]) => textos.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? '';

function crear(input: MockInput, body: v.InferOutput<typeof ParametroForm>): MockParametro {
  const limitado = perfilDe(input) !== 1;
  if (limitado && body.param_id !== undefined) throw mockError(403, PARAMETROS_MSG.soloAdministradorAres);
  const padre = body.param_padre_id ?? null;
  if (limitado && padre === null) throw mockError(403, PARAMETROS_MSG.sinPermisoCrear);
  const carpeta = padre === null ? undefined : carpetaDestino(input, padre);
  const heredado = carpeta?.param_permiso ?? 0;
  if (limitado && ((body.param_permiso !== undefined && body.param_permiso !== heredado) || body.param_admite_hijos === true)) {
    throw mockError(403, PARAMETROS_MSG.soloAdministradorAres);
  }
  let id = body.param_id;
  if (id !== undefined && find(id)) throw mockError(422, MSG.datosInvalidos, { param_id: [PARAMETROS_MSG.parametroIdRepetido] });
  if (id === undefined) {
    const base = idParametroGenerado(padre, espanol(body.textos));
    if (base === null) throw mockError(422, MSG.datosInvalidos, { param_id: [PARAMETROS_MSG.parametroIdNoGenerable] });
    id = base;
    for (let n = 2; find(id); n += 1) id = conSufijo(base, n);
  }
  const nuevo: MockParametro = {
    param_id: id,
    param_padre_id: padre,
    param_order: body.param_order,
    param_permiso: body.param_permiso ?? heredado,
    param_admite_hijos: body.param_admite_hijos ?? false,
    activo: true,
    param_nombre: espanol(body.textos),
    textos: guardados(body.textos),
  };
  held = [...held, nuevo];
  return nuevo;
}

/** The default answers of the parameter tree's endpoints. */
export const parametrosArbolHandlers: readonly HttpHandler[] = [
  mockEndpoint(parametrosArbol, (input) => {
    const perfil = perfilDe(input);
    const arbol = ['true', '1', 'si', 'sí'].includes(input.query.arbol ?? '');
    const idioma = Number(input.query.idioma) || IDIOMA_ID.es;
    const raices = held
      .filter((p) => p.param_padre_id === null && p.activo && p.param_id !== ECOPLATFORM_RAIZ && capacidadesParametro(perfil, p).ver)
      .sort((a, b) => a.param_order - b.param_order);
    const data: ParametrosData = { parametros: raices.map((p) => nodo(p, perfil, idioma, arbol ? 64 : 0)) };
    for (const lista of LISTAS_GET_PARAMETROS) {
      if (input.query[lista] === 'true')
        data[lista] = opcionesDelCodigo(lista, idioma) ?? held.filter((p) => p.param_padre_id === lista && p.activo).map((p) => ({ param_id: p.param_id, pt_texto: textoEn(p, idioma) }));
    }
    return data;
  }),
  mockEndpoint(parametroDetalle, (input) => {
    const p = visibleOr404(input, input.params.id ?? '');
    return detalle(input, p, input.query.arbol === 'true', Number(input.query.idioma) || IDIOMA_ID.es);
  }),
  mockEndpoint(crearParametro, (input) => {
    const nuevo = crear(input, v.parse(ParametroForm, input.body));
    return mockAnswer(detalle(input, nuevo, false, IDIOMA_ID.es), { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(actualizarParametro, (input) => {
    const body = v.parse(ActualizarParametroBody, input.body);
    const actual = visibleOr404(input, body.param_id);
    const capacidades = capacidadesParametro(perfilDe(input), actual);
    if (!capacidades.editar) throw mockError(403, PARAMETROS_MSG.sinPermisoEdicion);
    const padre = body.param_padre_id === undefined ? actual.param_padre_id : body.param_padre_id;
    const cambia =
      padre !== actual.param_padre_id ||
      (body.param_permiso !== undefined && body.param_permiso !== actual.param_permiso) ||
      (body.param_admite_hijos !== undefined && body.param_admite_hijos !== actual.param_admite_hijos);
    if (cambia && !capacidades.todosLosCampos) throw mockError(403, PARAMETROS_MSG.soloAdministradorAres);
    if (padre !== actual.param_padre_id && padre !== null) {
      if (cadena(padre).some((p) => p.param_id === actual.param_id)) throw mockError(422, MSG.datosInvalidos, { param_padre_id: [PARAMETROS_MSG.padreCiclo] });
      carpetaDestino(input, padre);
    }
    const next: MockParametro = {
      ...actual,
      param_padre_id: padre,
      param_order: body.param_order,
      param_permiso: body.param_permiso ?? actual.param_permiso,
      param_admite_hijos: body.param_admite_hijos ?? actual.param_admite_hijos,
      param_nombre: espanol(body.textos) || actual.param_nombre,
      textos: guardados(body.textos, actual.textos),
    };
    held = held.map((p) => (p.param_id === next.param_id ? next : p));
    return mockAnswer(detalle(input, next, false, IDIOMA_ID.es), { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(cambiarEstadoParametro, (input) => {
    const { activo } = v.parse(CambiarEstadoParametroBody, input.body);
    const c = cadena(input.params.id ?? '');
    const p = c[0];
    const perfil = perfilDe(input);
    if (!p || !visible(perfil, c)) throw mockError(404, REFERENCIA_MSG.parametroNoExiste);
    if (activo && perfil !== 1) throw mockError(403, MSG.sinPermiso);
    if (!activo && !capacidadesParametro(perfil, p).eliminar) throw mockError(403, PARAMETROS_MSG.sinPermisoEliminar);
    held = held.map((x) => (x.param_id === p.param_id ? { ...x, activo } : x));
    return mockAnswer({ param_id: p.param_id, activo }, { message: activo ? PARAMETROS_MSG.parametroReactivado : PARAMETROS_MSG.parametroEliminado });
  }),
  mockEndpoint(guardarCategoria, (input) => {
    const body = v.parse(GuardarCategoriaBody, input.body);
    const orden = Math.max(0, ...held.filter((p) => p.param_padre_id === body.param_padre_id).map((p) => p.param_order)) + 1;
    const textos = [IDIOMA_ID.es, IDIOMA_ID.ca].map((pt_idioma_id) => ({ pt_idioma_id, pt_texto: body.titulo, pt_texto2: undefined, pt_descripcion: undefined }));
    const nuevo = crear(input, { param_id: undefined, param_padre_id: body.param_padre_id, param_order: orden, param_permiso: undefined, param_admite_hijos: undefined, textos });
    return mockAnswer({ param_id: nuevo.param_id, pt_texto: body.titulo }, { status: 201, message: MSG.operacionCorrecta });
  }),
];
