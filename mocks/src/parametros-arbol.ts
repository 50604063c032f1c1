// The mock API of the parameter tree (`/parametros`, contract/src/parametros/parametros.ts;
// docs/parametros.md 'Parameters as built'): fixtures only, for the stories and the MOCK_API=1 dev
// pages: the data set's folders and options (data.ts PARAMETROS) with the seed's permission levels (one
// folder of level 0 of ours), the whole tree whoever asks (what each screen may do with a parameter is
// the contract's `capacidadesParametro`, which the screen computes). A create answers the parameter sent
// (its ID generated from its Spanish text when none is typed), an update the fixture with what was sent,
// a deletion or a category their success; nothing is kept. Who sees which parameter, what the server
// refuses (an ID taken, a field or a deletion beyond the caller's level) and what a save stores are the
// API's, tested on it (mf-parametros/src/features/Parametros.api.test.tsx).
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  ActualizarParametroBody,
  actualizarParametro,
  CambiarEstadoParametroBody,
  cambiarEstadoParametro,
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
import { mockAnswer, mockEndpoint, mockError } from './handlers';

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

/** The parameters of the mock (the inactive ones would be too; none is). */
const FIXTURES: readonly MockParametro[] = fixtures();

/** The parameters of the mock: a test's or a check's fixtures. */
export function mockParametros(): readonly MockParametro[] {
  return FIXTURES;
}

function textoEn(p: MockParametro, idioma: number): string {
  return p.textos.find((t) => t.pt_idioma_id === idioma)?.pt_texto ?? p.textos.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? p.param_nombre;
}

/** A parameter as the tree holds it: with its text in the language asked and its children, `niveles` deep. */
function nodo(p: MockParametro, idioma: number, niveles: number): ParametroNodo {
  const { textos: _textos, ...fila } = p;
  const hijos = niveles <= 0 ? [] : FIXTURES.filter((h) => h.param_padre_id === p.param_id && h.activo);
  return { ...fila, pt_texto: textoEn(p, idioma), children: hijos.map((h) => nodo(h, idioma, niveles - 1)) };
}

function detalle(p: MockParametro, arbol: boolean, idioma: number): Parametro {
  return { ...nodo(p, idioma, arbol ? 64 : 1), textos: p.textos.map((t) => ({ ...t })) };
}

function found(id: string): MockParametro {
  const p = FIXTURES.find((x) => x.param_id === id && x.param_id !== ECOPLATFORM_RAIZ);
  if (!p) throw mockError(404, REFERENCIA_MSG.parametroNoExiste);
  return p;
}

const textos = (form: readonly TextoParametroForm[]): TextoParametro[] =>
  form.flatMap((t) => (t.pt_texto === undefined ? [] : [{ pt_idioma_id: t.pt_idioma_id, pt_texto: t.pt_texto, pt_texto2: t.pt_texto2 ?? null, pt_descripcion: t.pt_descripcion ?? null }]));

const espanol = (form: readonly TextoParametroForm[]) => form.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? '';

/** The parameter a create would store: what was sent, its ID generated from the Spanish text when none is typed. */
function nuevo(body: v.InferOutput<typeof ParametroForm>): MockParametro {
  const padre = body.param_padre_id ?? null;
  return {
    param_id: body.param_id ?? idParametroGenerado(padre, espanol(body.textos)) ?? 'nuevo_parametro',
    param_padre_id: padre,
    param_order: body.param_order,
    param_permiso: body.param_permiso ?? FIXTURES.find((p) => p.param_id === padre)?.param_permiso ?? 0,
    param_admite_hijos: body.param_admite_hijos ?? false,
    activo: true,
    param_nombre: espanol(body.textos),
    textos: textos(body.textos),
  };
}

/** The default answers of the parameter tree's endpoints. */
export const parametrosArbolHandlers: readonly HttpHandler[] = [
  mockEndpoint(parametrosArbol, (input) => {
    const arbol = ['true', '1', 'si', 'sí'].includes(input.query.arbol ?? '');
    const idioma = Number(input.query.idioma) || IDIOMA_ID.es;
    const raices = FIXTURES.filter((p) => p.param_padre_id === null && p.activo && p.param_id !== ECOPLATFORM_RAIZ);
    const data: ParametrosData = { parametros: raices.map((p) => nodo(p, idioma, arbol ? 64 : 0)) };
    for (const lista of LISTAS_GET_PARAMETROS) {
      if (input.query[lista] === 'true')
        data[lista] = opcionesDelCodigo(lista, idioma) ?? FIXTURES.filter((p) => p.param_padre_id === lista && p.activo).map((p) => ({ param_id: p.param_id, pt_texto: textoEn(p, idioma) }));
    }
    return data;
  }),
  mockEndpoint(parametroDetalle, (input) => detalle(found(input.params.id ?? ''), input.query.arbol === 'true', Number(input.query.idioma) || IDIOMA_ID.es)),
  mockEndpoint(crearParametro, (input) => mockAnswer(detalle(nuevo(v.parse(ParametroForm, input.body)), false, IDIOMA_ID.es), { status: 201, message: MSG.operacionCorrecta })),
  mockEndpoint(actualizarParametro, (input) => {
    const body = v.parse(ActualizarParametroBody, input.body);
    const actual = found(body.param_id);
    const next: MockParametro = {
      ...actual,
      param_padre_id: body.param_padre_id === undefined ? actual.param_padre_id : body.param_padre_id,
      param_order: body.param_order,
      param_permiso: body.param_permiso ?? actual.param_permiso,
      param_admite_hijos: body.param_admite_hijos ?? actual.param_admite_hijos,
      textos: textos(body.textos),
    };
    return mockAnswer(detalle(next, false, IDIOMA_ID.es), { status: 201, message: MSG.operacionCorrecta });
  }),
  mockEndpoint(cambiarEstadoParametro, (input) => {
    const { activo } = v.parse(CambiarEstadoParametroBody, input.body);
    const p = found(input.params.id ?? '');
    return mockAnswer({ param_id: p.param_id, activo }, { message: activo ? PARAMETROS_MSG.parametroReactivado : PARAMETROS_MSG.parametroEliminado });
  }),
  mockEndpoint(guardarCategoria, (input) => {
    const body = v.parse(GuardarCategoriaBody, input.body);
    return mockAnswer({ param_id: idParametroGenerado(body.param_padre_id, body.titulo) ?? 'nueva_categoria', pt_texto: body.titulo }, { status: 201, message: MSG.operacionCorrecta });
  }),
];
