// The mock API of the ECO Platform product classification (`/clasificacion-ecoplatform`,
// contract/src/parametros/clasificacion.ts; docs/parametros.md 'Classification as built'): a small
// classification as the demo seed has it (three families, their children, one node created in the
// portal), held in memory with the API's rules — the administration reads (the ID fields for profile 1
// only), profile 1 creates (a generated 9-character number) and syncs, a save replaces the texts,
// 'Los datos han sido guardados correctamente'. The sync does not read the CSV: a file it has seen
// changes nothing, a new one creates its rows, a file without a `codigo` column is a 422 naming line 1.
// Deleting is the parameter tree's endpoint: `clasificacionBorrarHandler` answers it for these nodes.
import { decodeJwt } from 'jose';
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
  PARAMETROS_MSG,
  sincronizarClasificacion,
  type ClasificacionDetalle,
  type NodoClasificacion,
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

let held: MockNodoClasificacion[] = MOCK_CLASIFICACION.map((x) => ({ ...x, textos: { ...x.textos } }));
let ficheros = new Set<string>();
let generados = 0;

/** Back to the fixtures (for `resetMocks`). */
export function resetMockClasificacion(): void {
  held = MOCK_CLASIFICACION.map((x) => ({ ...x, textos: { ...x.textos } }));
  ficheros = new Set();
  generados = 0;
}

/** The nodes held now (copies). */
export function mockClasificacion(): MockNodoClasificacion[] {
  return held.map((x) => ({ ...x, textos: { ...x.textos } }));
}

const idiomaDe = (input: MockInput) => (input.lang === 'ca' ? IDIOMA_ID.ca : IDIOMA_ID.es);
const nombre = (x: MockNodoClasificacion, idioma: number) => x.textos[idioma]?.pt_texto ?? x.textos[1]?.pt_texto ?? x.className;

/** The caller's profile, once the administration's access is checked (401, 403). */
function perfilDe(input: MockInput): number {
  mockRequireAccess(input, arbolClasificacion.access);
  return Number(decodeJwt((input.request.headers.get('authorization') ?? '').replace(/^Bearer /, '')).perfil);
}

function nodoOr404(id: string): MockNodoClasificacion {
  const nodo = held.find((x) => x.id === id);
  if (!nodo) throw mockError(404, MSG.noEncontrado);
  return nodo;
}

function detalle(x: MockNodoClasificacion, perfil: number, idioma: number): ClasificacionDetalle {
  const padre = held.find((p) => p.id === x.parent_id);
  const ids = perfil === 1;
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
    classId: ids ? x.codigo : null,
    classSystem: ids ? 1 : null,
    classVersion: ids ? 1 : null,
    classLevel: ids ? 1 : null,
    classCountry: ids ? 'ES' : null,
    origen: x.origen,
    puede_editar: true,
    puede_borrar: true,
  };
}

function textosDe(translations: readonly { pt_idioma_id: number; pt_texto: string; pt_descripcion: string | null }[]): MockNodoClasificacion['textos'] {
  return Object.fromEntries(translations.map((t) => [t.pt_idioma_id, { pt_texto: t.pt_texto, pt_descripcion: t.pt_descripcion }]));
}

/** The default answers of the classification's endpoints. */
export const clasificacionHandlers: readonly HttpHandler[] = [
  mockEndpoint(arbolClasificacion, (input) => {
    perfilDe(input);
    const id = input.params.id ?? '';
    if (id !== ECOPLATFORM_RAIZ) nodoOr404(id);
    const idioma = idiomaDe(input);
    const arbol: NodoClasificacion[] = held
      .filter((x) => x.parent_id === id)
      .sort((a, b) => a.param_order - b.param_order || a.id.localeCompare(b.id))
      .map((x) => ({ id: x.id, producto: nombre(x, idioma), param_order: x.param_order, classActive: x.activo, parent_id: x.parent_id, tiene_hijos: held.some((h) => h.parent_id === x.id) }));
    return { arbol };
  }),
  mockEndpoint(clasificacionDetalle, (input) => detalle(nodoOr404(input.params.id ?? ''), perfilDe(input), idiomaDe(input))),
  mockEndpoint(actualizarClasificacion, (input) => {
    const perfil = perfilDe(input);
    const nodo = nodoOr404(input.params.id ?? '');
    const body = v.parse(ActualizarClasificacionBody, input.body);
    if (body.param_padre_id !== undefined && body.param_padre_id !== nodo.parent_id && perfil !== 1) throw mockError(403, CLASIFICACION_MSG.clasifMoverSoloAdministrador);
    const nuevo: MockNodoClasificacion = {
      ...nodo,
      parent_id: body.param_padre_id ?? nodo.parent_id,
      param_order: body.param_order ?? nodo.param_order,
      activo: body.classActive ?? nodo.activo,
      className: body.className ?? nodo.className,
      classDefinition: body.className === undefined ? nodo.classDefinition : (body.classDefinition ?? null),
      textos: textosDe(body.translations),
    };
    held = held.map((x) => (x.id === nodo.id ? nuevo : x));
    return mockAnswer(detalle(nuevo, perfil, idiomaDe(input)), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(crearClasificacion, (input) => {
    mockRequireAccess(input, crearClasificacion.access);
    const body = v.parse(CrearClasificacionBody, input.body);
    if (body.parent_id !== ECOPLATFORM_RAIZ && !held.some((x) => x.id === body.parent_id)) throw mockError(422, MSG.datosInvalidos, { parent_id: [CLASIFICACION_MSG.clasifPadreNoValido] });
    generados += 1;
    const codigo = `MOCK${String(generados).padStart(5, '0')}`;
    const nuevo: MockNodoClasificacion = {
      id: `eco_${codigo}`,
      parent_id: body.parent_id,
      param_order: body.param_order ?? Math.max(0, ...held.filter((x) => x.parent_id === body.parent_id).map((x) => x.param_order)) + 1,
      activo: body.classActive,
      codigo,
      className: body.className,
      classDefinition: body.classDefinition ?? null,
      origen: 'portal',
      textos: textosDe(body.translations),
    };
    held = [...held, nuevo];
    return mockAnswer(detalle(nuevo, 1, idiomaDe(input)), { message: MSG.operacionCorrecta });
  }),
  mockEndpoint(sincronizarClasificacion, (input) => {
    mockRequireAccess(input, sincronizarClasificacion.access);
    const contenido = (input.body as { contenido: string }).contenido;
    const lineas = contenido.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
    if (!(lineas[0] ?? '').toLowerCase().split(/[;,]/).includes('codigo')) throw mockError(422, MSG.datosInvalidos, { 'linea.1.codigo': [CLASIFICACION_MSG.clasifColumnaFalta] });
    const codigos = lineas.slice(1).map((l) => l.split(/[;,]/)[0] ?? '');
    const visto = ficheros.has(contenido);
    ficheros.add(contenido);
    const resumen: ResumenSincronizacion = visto
      ? { total: codigos.length, creados: 0, actualizados: 0, sin_cambios: codigos.length, desactivados: 0, codigos: { creados: [], actualizados: [], desactivados: [] } }
      : { total: codigos.length, creados: codigos.length, actualizados: 0, sin_cambios: 0, desactivados: 0, codigos: { creados: codigos, actualizados: [], desactivados: [] } };
    return mockAnswer(resumen, { message: CLASIFICACION_MSG.clasifSincronizada });
  }),
];

/**
 * 'Eliminar' on a node of the classification (the parameter tree's `PATCH /parametros/{id}/cambiar-estado-activo`,
 * whose default mock knows only the tree's parameters): deactivates it here.
 *
 * @example
 * mockApi(clasificacionBorrarHandler);
 */
export const clasificacionBorrarHandler: HttpHandler = mockEndpoint(cambiarEstadoParametro, (input) => {
  mockRequireAccess(input, cambiarEstadoParametro.access);
  const { activo } = v.parse(CambiarEstadoParametroBody, input.body);
  const nodo = nodoOr404(input.params.id ?? '');
  held = held.map((x) => (x.id === nodo.id ? { ...x, activo } : x));
  return mockAnswer({ param_id: nodo.id, activo }, { message: activo ? PARAMETROS_MSG.parametroReactivado : PARAMETROS_MSG.parametroEliminado });
});
