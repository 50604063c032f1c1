// The mock API of the ECO Platform product classification (`/clasificacion-ecoplatform`,
// contract/src/parametros/clasificacion.ts; docs/parametros.md 'Classification as built'): a small
// classification as the demo seed has it (three families, their children, one node created in the
// portal): fixtures only, for the stories and the MOCK_API=1 dev pages. A level's nodes and one node
// (with its ID fields: which profile sees them is the screen's) answer the fixtures; a save answers the
// node with what was sent, a creation the node sent with a generated number, a sync a summary that
// creates the file's rows, each with the API's message, and nothing is kept. What a save, a creation, a
// deletion or a sync changes and what the server refuses (a file without its `codigo` column) are the
// API's, tested on it (mf-parametros/src/features/Parametros.api.test.tsx). Deleting is the parameter
// tree's endpoint: `clasificacionBorrarHandler` answers it for these nodes.
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { MSG } from '@dapcon/contract/core';
import {
  actualizarClasificacion,
  ActualizarClasificacionBody,
  arbolClasificacion,
  cambiarEstadoParametro,
  CambiarEstadoParametroBody,
  CLASIFICACION_MSG,
  clasificacionDetalle,
  crearClasificacion,
  CrearClasificacionBody,
  ECOPLATFORM_RAIZ,
  opcionesClasificacion,
  SEPARADOR_RUTA_CLASIFICACION,
  PARAMETROS_MSG,
  sincronizarClasificacion,
  type ClasificacionDetalle,
  type NodoClasificacion,
  type OpcionClasificacion,
  type ResumenSincronizacion,
} from '@dapcon/contract/parametros';
import { IDIOMA_ID } from '@dapcon/contract/referencia';
import { IDIOMAS } from './data';
import { mockAnswer, mockEndpoint, mockError, mockRequireAccess, type MockInput } from './handlers';

/** A node the mock holds. */
export interface MockNodoClasificacion {
  id: string;
  parent_id: string;
  param_order: number;
  activo: boolean;
  codigo: string;
  className: string;
  classDefinition: string | null;
  origen: 'portal' | 'importado';
  /** Texts by language id. */
  textos: Record<number, { pt_texto: string; pt_descripcion: string | null }>;
}

const n = (codigo: string, padre: string | null, orden: number, es: string, ca: string, en: string, descripcion: string | null = null): MockNodoClasificacion => ({
  id: `eco_${codigo}`,
  parent_id: padre === null ? ECOPLATFORM_RAIZ : `eco_${padre}`,
  param_order: orden,
  activo: true,
  codigo,
  className: en,
  classDefinition: null,
  origen: 'importado',
  textos: { 1: { pt_texto: es, pt_descripcion: descripcion }, 2: { pt_texto: ca, pt_descripcion: null }, 3: { pt_texto: en, pt_descripcion: null } },
});

/** The classification of the mock (the API's demo seed, shortened). */
export const MOCK_CLASIFICACION: readonly MockNodoClasificacion[] = [
  n('01', null, 1, 'Hormigón y productos de hormigón', 'Formigó i productes de formigó', 'Concrete and concrete products'),
  n('01.01', '01', 1, 'Hormigón preparado', 'Formigó preparat', 'Ready-mixed concrete', '<p>Hormigón dosificado en central según UNE-EN 206.</p>'),
  n('01.01.01', '01.01', 1, 'Hormigón estructural', 'Formigó estructural', 'Structural concrete'),
  n('01.02', '01', 2, 'Prefabricados de hormigón', 'Prefabricats de formigó', 'Precast concrete products'),
  n('01.02.01', '01.02', 1, 'Bloques de hormigón', 'Blocs de formigó', 'Concrete masonry units'),
  { ...n('K7Q2M9XPA', '01.02', 2, 'Escaleras prefabricadas de hormigón', 'Escales prefabricades de formigó', 'Precast concrete stairs'), origen: 'portal' },
  n('02', null, 2, 'Cementos, cales y yesos', 'Ciments, calçs i guixos', 'Cement, lime and gypsum'),
  n('02.01', '02', 1, 'Cemento', 'Ciment', 'Cement'),
  { ...n('02.02', '02', 2, 'Cal para la construcción', 'Calç per a la construcció', 'Building lime'), activo: false },
  n('03', null, 3, 'Productos cerámicos', 'Productes ceràmics', 'Ceramic products'),
];

const idiomaDe = (input: MockInput) => (input.lang === 'ca' ? IDIOMA_ID.ca : IDIOMA_ID.es);
const nombre = (x: MockNodoClasificacion, idioma: number) => x.textos[idioma]?.pt_texto ?? x.textos[1]?.pt_texto ?? x.className;

function nodoOr404(id: string): MockNodoClasificacion {
  const nodo = MOCK_CLASIFICACION.find((x) => x.id === id);
  if (!nodo) throw mockError(404, MSG.noEncontrado);
  return nodo;
}

function detalle(x: MockNodoClasificacion, idioma: number): ClasificacionDetalle {
  const padre = MOCK_CLASIFICACION.find((p) => p.id === x.parent_id);
  return {
    id: x.id,
    producto: nombre(x, idioma),
    param_order: x.param_order,
    classActive: x.activo,
    parent_id: x.parent_id,
    parent_name: padre ? nombre(padre, idioma) : null,
    className: x.className,
    classDefinition: x.classDefinition,
    param_textos: IDIOMAS.flatMap((i) => {
      const t = x.textos[i.id];
      return t ? [{ pt_idioma_id: i.id, nombre: i.idioma_nombre, lang: i.idioma, pt_texto: t.pt_texto, pt_descripcion: t.pt_descripcion }] : [];
    }),
    classId: x.codigo,
    classSystem: 1,
    classVersion: 1,
    classLevel: 1,
    classCountry: 'ES',
    origen: x.origen,
    puede_editar: true,
    puede_borrar: true,
  };
}

function textosDe(translations: readonly { pt_idioma_id: number; pt_texto: string; pt_descripcion: string | null }[]): MockNodoClasificacion['textos'] {
  return Object.fromEntries(translations.map((t) => [t.pt_idioma_id, { pt_texto: t.pt_texto, pt_descripcion: t.pt_descripcion }]));
}

/**
 * The classes a declaration may be filed under, as GET /ecoplatform-products-options answers them:
 * the active nodes under active ancestors with no active child, in the tree's order, with their path.
 */
export function mockOpcionesClasificacion(idioma: number): OpcionClasificacion[] {
  const hijos = (padre: string) => MOCK_CLASIFICACION.filter((x) => x.parent_id === padre && x.activo).sort((a, b) => a.param_order - b.param_order);
  const out: OpcionClasificacion[] = [];
  const recorrer = (padre: string, ruta: string) => {
    for (const x of hijos(padre)) {
      const debajo = hijos(x.id);
      if (debajo.length === 0) out.push({ id: x.id, codigo: x.codigo, nombre: nombre(x, idioma), ruta });
      else recorrer(x.id, ruta ? `${ruta}${SEPARADOR_RUTA_CLASIFICACION}${nombre(x, idioma)}` : nombre(x, idioma));
    }
  };
  recorrer(ECOPLATFORM_RAIZ, '');
  return out;
}

/** The default answers of the classification's endpoints. */
export const clasificacionHandlers: readonly HttpHandler[] = [
  mockEndpoint(opcionesClasificacion, (input) => ({ opciones: mockOpcionesClasificacion(idiomaDe(input)) })),
  mockEndpoint(arbolClasificacion, (input) => {
    mockRequireAccess(input, arbolClasificacion.access);
    const id = input.params.id ?? '';
    if (id !== ECOPLATFORM_RAIZ) nodoOr404(id);
    const idioma = idiomaDe(input);
    const arbol: NodoClasificacion[] = MOCK_CLASIFICACION.filter((x) => x.parent_id === id).map((x) => ({
      id: x.id,
      producto: nombre(x, idioma),
      param_order: x.param_order,
      classActive: x.activo,
      parent_id: x.parent_id,
      tiene_hijos: MOCK_CLASIFICACION.some((h) => h.parent_id === x.id),
    }));
    return { arbol };
  }),
  mockEndpoint(clasificacionDetalle, (input) => {
    mockRequireAccess(input, clasificacionDetalle.access);
    return detalle(nodoOr404(input.params.id ?? ''), idiomaDe(input));
  }),
  mockEndpoint(actualizarClasificacion, (input) => {
    mockRequireAccess(input, actualizarClasificacion.access);
    const nodo = nodoOr404(input.params.id ?? '');
    const body = v.parse(ActualizarClasificacionBody, input.body);
    const guardado: MockNodoClasificacion = {
      ...nodo,
      parent_id: body.param_padre_id ?? nodo.parent_id,
      param_order: body.param_order ?? nodo.param_order,
      activo: body.classActive ?? nodo.activo,
      className: body.className ?? nodo.className,
      classDefinition: body.className === undefined ? nodo.classDefinition : (body.classDefinition ?? null),
      textos: textosDe(body.translations),
    };
    return mockAnswer(detalle(guardado, idiomaDe(input)), { message: MSG.operacionCorrecta });
  }),
  // The node sent, with the id and number of the fixture created in the portal (a node that is there, the screen opens it next).
  mockEndpoint(crearClasificacion, (input) => {
    mockRequireAccess(input, crearClasificacion.access);
    const body = v.parse(CrearClasificacionBody, input.body);
    const portal = MOCK_CLASIFICACION.find((x) => x.origen === 'portal') as MockNodoClasificacion;
    const nuevo: MockNodoClasificacion = {
      ...portal,
      parent_id: body.parent_id,
      param_order: body.param_order ?? 1,
      activo: body.classActive,
      className: body.className,
      classDefinition: body.classDefinition ?? null,
      textos: textosDe(body.translations),
    };
    return mockAnswer(detalle(nuevo, idiomaDe(input)), { message: MSG.operacionCorrecta });
  }),
  // A summary as if every row of the file were new (the file is not read further).
  mockEndpoint(sincronizarClasificacion, (input) => {
    mockRequireAccess(input, sincronizarClasificacion.access);
    const lineas = (input.body as { contenido: string }).contenido.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
    const codigos = lineas.slice(1).map((l) => l.split(/[;,]/)[0] ?? '');
    const resumen: ResumenSincronizacion = { total: codigos.length, creados: codigos.length, actualizados: 0, sin_cambios: 0, desactivados: 0, codigos: { creados: codigos, actualizados: [], desactivados: [] } };
    return mockAnswer(resumen, { message: CLASIFICACION_MSG.clasifSincronizada });
  }),
];

/**
 * 'Eliminar' on a node of the classification (the parameter tree's `PATCH /parametros/{id}/cambiar-estado-activo`,
 * whose default mock knows only the tree's parameters): its success.
 *
 * @example
 * mockApi(clasificacionBorrarHandler);
 */
export const clasificacionBorrarHandler: HttpHandler = mockEndpoint(cambiarEstadoParametro, (input) => {
  mockRequireAccess(input, cambiarEstadoParametro.access);
  const { activo } = v.parse(CambiarEstadoParametroBody, input.body);
  const nodo = nodoOr404(input.params.id ?? '');
  return mockAnswer({ param_id: nodo.id, activo }, { message: activo ? PARAMETROS_MSG.parametroReactivado : PARAMETROS_MSG.parametroEliminado });
});
