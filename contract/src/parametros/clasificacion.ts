/**
 * The ECO Platform product classification (`/clasificacion-ecoplatform`; spec part 2 §2.24, §3
 * 'Ecoplatform classification', §4 'Classification panel', §5, §6, §7.10, §9;
 * docs/parametros.md 'Classification as built').
 *
 * Its nodes are parameters under the folder `ECOPLATFORM_RAIZ` (`parametros`, `parametros_textos`:
 * a name and a description per language) with a companion row of their own: the classification
 * number (a unique 9-character code with its system, version, level and country), the class's name
 * and definition, and where the node came from (created in the portal, or imported by a sync).
 * 'Deleting' a node deactivates it (`PATCH /parametros/{id}/cambiar-estado-activo`, the parameter
 * tree's). The tree loads a node's children when it is first opened.
 *
 * The administrator profile (profile 1) alone creates nodes, synchronises and sees the ID fields
 * (part 2 §6); the association administrator (profile 2) reads, and edits and deletes the nodes
 * whose `param_permiso` allows it (2 edit, 3 delete; every node the portal writes has 3).
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { optionalText, positiveInteger, requiredText, toFormBoolean } from '../core/form';
import { MSG } from '../core/messages';
import type { UploadRule } from '../core/uploads';
import { CLASIFICACION_MSG } from './messages-clasificacion';

/** The language every node must be named in (spec part 1 §1: language 1 is always there). */
export const IDIOMA_PRINCIPAL_CLASIFICACION = 1;

/**
 * A generated classification number (part 2 §9: 'a random 9-character string with system 1,
 * version 1, level 1 and country ES'): the code and the four values stored beside it.
 */
export const NUMERO_CLASIFICACION = { longitud: 9, sistema: 1, version: 1, nivel: 1, pais: 'ES' } as const;

/** Longest texts of a node; the import file's largest size (500 KB, as characters once read). */
export const CLASIFICACION_LIMITES = { codigo: 40, nombre: 255, className: 255, classDefinition: 2000, descripcion: 20_000, fichero: 500 * 1024 } as const;

/**
 * What a node's code may be (the import file's `codigo`; a generated one is 9 upper-case letters
 * and digits): letters, digits, '.', '-' and '_', starting with a letter or digit.
 */
export const CODIGO_CLASIFICACION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** A node's parameter id: `eco_` and its code. */
export const PREFIJO_NODO_CLASIFICACION = 'eco_';

/** The editor height of the texts (part 2 §9: 'Editor heights: 500 (… classification texts)'). */
export const CLASIFICACION_EDITOR_HEIGHT = 500;

/**
 * The import file the administrator picks for 'Sincronizar': CSV (UTF-8, ';' or ',' between columns)
 * up to 500 KB. The browser reads it and sends its text (`POST /ecoplatform-products/sync`); some
 * systems name a CSV `application/vnd.ms-excel`, others `text/plain`.
 */
export const CLASIFICACION_FICHERO: UploadRule = {
  accept: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  extensions: ['csv'],
  maxBytes: CLASIFICACION_LIMITES.fichero,
  messages: { type: CLASIFICACION_MSG.clasifFicheroTipo, size: CLASIFICACION_MSG.clasifFicheroGrande },
};

/** Where a node came from: created in the portal, or imported by a sync. */
export const ORIGENES_CLASIFICACION = ['portal', 'importado'] as const;
export type OrigenClasificacion = (typeof ORIGENES_CLASIFICACION)[number];

/** A node of the tree (`GET /ecoplatform-products-list/{id}`): one child of the node asked for. */
export const NodoClasificacion = v.object({
  id: v.string(),
  /** The 'Producto name': in the caller's language, else Spanish, else the class name. */
  producto: v.string(),
  param_order: v.number(),
  classActive: v.boolean(),
  /** The parent's id: `ECOPLATFORM_RAIZ` at the top level. */
  parent_id: v.string(),
  /** Whether it has children (of any state): the tree shows it as a folder to open. */
  tiene_hijos: v.boolean(),
});
export type NodoClasificacion = v.InferOutput<typeof NodoClasificacion>;

/** The answer of `GET /ecoplatform-products-list/{id}` (the spec's 'arbol'). */
export const ArbolClasificacion = v.object({ arbol: v.array(NodoClasificacion) });
export type ArbolClasificacion = v.InferOutput<typeof ArbolClasificacion>;

/** A node's texts in one language (part 2 §3: pt_idioma_id, nombre, lang, pt_texto, pt_descripcion). */
export const TextoClasificacion = v.object({
  pt_idioma_id: v.number(),
  /** The language's name ('Español'). */
  nombre: v.string(),
  /** The language's code ('es'). */
  lang: v.string(),
  /** The node's name in this language. */
  pt_texto: v.string(),
  /** Its description (rich text), or null. */
  pt_descripcion: v.nullable(v.string()),
});
export type TextoClasificacion = v.InferOutput<typeof TextoClasificacion>;

/**
 * One node (`GET /ecoplatform-products/{id}`, and the answer of a create or a save). The ID fields
 * (`classId` and the number's system, version, level and country) are the administrator profile's:
 * null for profile 2 (part 2 §6).
 */
export const ClasificacionDetalle = v.object({
  id: v.string(),
  producto: v.string(),
  param_order: v.number(),
  classActive: v.boolean(),
  parent_id: v.string(),
  /** The parent's name in the caller's language; null at the top level. */
  parent_name: v.nullable(v.string()),
  className: v.string(),
  classDefinition: v.nullable(v.string()),
  /** Its texts in every language it has one in, by language id. */
  param_textos: v.array(TextoClasificacion),
  classId: v.nullable(v.string()),
  classSystem: v.nullable(v.number()),
  classVersion: v.nullable(v.number()),
  classLevel: v.nullable(v.number()),
  classCountry: v.nullable(v.string()),
  origen: v.picklist(ORIGENES_CLASIFICACION),
  /** Whether the caller may save it, and deactivate it ('Eliminar'). */
  puede_editar: v.boolean(),
  puede_borrar: v.boolean(),
});
export type ClasificacionDetalle = v.InferOutput<typeof ClasificacionDetalle>;

/** A node id in a path: the root folder or a node (`eco_…`); anything else is not found. */
const NodoIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,100}$/, MSG.noEncontrado)) });

/** A node id in a body: required ('Ingrese un valor'), the root folder or a node's id. */
function nodoId() {
  return v.pipe(
    requiredText(CLASIFICACION_MSG.clasifValorObligatorio, 100),
    v.regex(/^[A-Za-z0-9_.-]+$/, CLASIFICACION_MSG.clasifPadreNoValido),
  );
}

/** A language id: a number or its text. */
function idiomaId() {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, CLASIFICACION_MSG.clasifIdiomaNoValido), v.transform(Number))], CLASIFICACION_MSG.clasifIdiomaNoValido),
    positiveInteger(CLASIFICACION_MSG.clasifIdiomaNoValido),
  );
}

/** The order among its siblings: empty → undefined (last), else a positive integer. */
function ordenOpcional() {
  return v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], CLASIFICACION_MSG.clasifOrdenNoValido))),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.transform((value): number | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      return typeof value === 'string' && !/^\d{1,10}$/.test(value) ? Number.NaN : Number(value);
    }),
    v.union([v.undefined(), positiveInteger(CLASIFICACION_MSG.clasifOrdenNoValido)], CLASIFICACION_MSG.clasifOrdenNoValido),
  );
}

/** A form boolean; missing → `fallback` (undefined: unchanged). */
function estado<T extends boolean | undefined>(fallback: T) {
  return v.pipe(
    v.optional(v.unknown()),
    v.transform((value) => (value === null || value === undefined || value === '' ? fallback : toFormBoolean(value))),
    v.union([v.boolean(), v.undefined()], MSG.valorNoValido),
  );
}

/** A text of a language tab: trimmed, '' when missing. */
function textoTab(max: number) {
  return v.pipe(v.optional(v.nullable(v.string(MSG.valorNoValido)), ''), v.transform((value) => (value ?? '').trim()), v.maxLength(max, MSG.textoDemasiadoLargo));
}

/** One language tab (the spec's `translations`): its name and description; the rules are the body's. */
const TraduccionBody = v.object({
  pt_idioma_id: idiomaId(),
  pt_texto: textoTab(CLASIFICACION_LIMITES.nombre),
  pt_descripcion: textoTab(CLASIFICACION_LIMITES.descripcion),
});
type Traduccion = v.InferOutput<typeof TraduccionBody>;

/** An empty description from the editor ('<p></p>') counts as none. */
const sinTexto = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '' && !/<img\b/i.test(html);
const tabVacia = (tab: Traduccion) => tab.pt_texto === '' && sinTexto(tab.pt_descripcion);

/**
 * The tabs' rules, each under its own field so the form shows it in its tab: the main language's name
 * is required ('Ingrese un valor'; its tab must be there); any other tab with something written needs
 * its name; a language once.
 */
function reglasTraducciones<T extends { translations: Traduccion[] }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if ((dataset.issues ?? []).some((issue) => issue.path?.[0]?.key === 'translations')) return;
    const body = dataset.value as T;
    const tabs = body.translations;
    const raiz: v.IssuePathItem = { type: 'object', origin: 'value', input: body, key: 'translations', value: tabs };
    const at = (i: number, key: keyof Traduccion): [v.IssuePathItem, ...v.IssuePathItem[]] => [
      raiz,
      { type: 'array', origin: 'value', input: tabs, key: i, value: tabs[i] },
      { type: 'object', origin: 'value', input: tabs[i] as Traduccion, key, value: (tabs[i] as Traduccion)[key] },
    ];
    const principal = tabs.findIndex((tab) => tab.pt_idioma_id === IDIOMA_PRINCIPAL_CLASIFICACION);
    if (principal < 0) addIssue({ message: CLASIFICACION_MSG.clasifValorObligatorio, path: [raiz] });
    const seen = new Set<number>();
    tabs.forEach((tab, i) => {
      if (seen.has(tab.pt_idioma_id)) addIssue({ message: CLASIFICACION_MSG.clasifIdiomaRepetido, path: at(i, 'pt_idioma_id') });
      seen.add(tab.pt_idioma_id);
      if (tab.pt_texto === '' && (i === principal || !tabVacia(tab))) addIssue({ message: CLASIFICACION_MSG.clasifValorObligatorio, path: at(i, 'pt_texto') });
    });
  });
}

/** A language's texts as stored: an empty description is null. */
export interface TraduccionGuardada {
  pt_idioma_id: number;
  pt_texto: string;
  pt_descripcion: string | null;
}

/** The texts as stored: empty tabs dropped, empty descriptions null. */
function traduccionesGuardadas(tabs: readonly Traduccion[]): TraduccionGuardada[] {
  return tabs
    .filter((tab) => !tabVacia(tab))
    .map((tab) => ({ pt_idioma_id: tab.pt_idioma_id, pt_texto: tab.pt_texto, pt_descripcion: sinTexto(tab.pt_descripcion) ? null : tab.pt_descripcion }));
}

/** The class fields (part 2 §7.10 'class fields'): its name and definition. */
const CAMPOS_CLASE = {
  className: requiredText(CLASIFICACION_MSG.clasifValorObligatorio, CLASIFICACION_LIMITES.className),
  classDefinition: optionalText(CLASIFICACION_LIMITES.classDefinition),
};

/**
 * POST /ecoplatform-products body (part 2 §7.10: parent_id, class fields, translations): the parent
 * (`ECOPLATFORM_RAIZ` for the top level), the class's name and definition, its order among its
 * siblings (last when empty), its state (active when absent) and a tab per language.
 *
 * @example
 * await call(crearClasificacion, { body: { parent_id: 'eco_01', className: 'Precast elements', translations: [{ pt_idioma_id: 1, pt_texto: 'Prefabricados' }] } });
 */
export const CrearClasificacionBody = v.pipe(
  v.object({
    parent_id: nodoId(),
    ...CAMPOS_CLASE,
    param_order: ordenOpcional(),
    classActive: estado(true),
    translations: v.array(TraduccionBody, MSG.valorNoValido),
  }),
  reglasTraducciones(),
  v.transform((body) => ({ ...body, classActive: body.classActive ?? true, translations: traduccionesGuardadas(body.translations) })),
);
export type CrearClasificacionBody = v.InferOutput<typeof CrearClasificacionBody>;
export type CrearClasificacionValues = v.InferInput<typeof CrearClasificacionBody>;

/**
 * PATCH /ecoplatform-products/{id} body (part 2 §7.10: param_padre_id, classActive, translations):
 * the texts replace the stored ones; the parent (moving the node: profile 1 only), the state, the
 * class fields and the order are kept when absent.
 */
export const ActualizarClasificacionBody = v.pipe(
  v.object({
    param_padre_id: v.optional(nodoId()),
    className: v.optional(CAMPOS_CLASE.className),
    classDefinition: CAMPOS_CLASE.classDefinition,
    param_order: ordenOpcional(),
    classActive: estado(undefined),
    translations: v.array(TraduccionBody, MSG.valorNoValido),
  }),
  reglasTraducciones(),
  v.transform((body) => ({ ...body, translations: traduccionesGuardadas(body.translations) })),
);
export type ActualizarClasificacionBody = v.InferOutput<typeof ActualizarClasificacionBody>;
export type ActualizarClasificacionValues = v.InferInput<typeof ActualizarClasificacionBody>;

/**
 * POST /ecoplatform-products/sync body: the text of the CSV file the administrator picked (read by the
 * browser; docs/parametros.md 'The import file'). Not trimmed: errors name its lines.
 */
export const SincronizarClasificacionBody = v.object({
  contenido: v.pipe(
    v.optional(v.string(CLASIFICACION_MSG.clasifFicheroObligatorio), ''),
    v.check((text) => text.trim() !== '', CLASIFICACION_MSG.clasifFicheroObligatorio),
    v.maxLength(CLASIFICACION_LIMITES.fichero, CLASIFICACION_MSG.clasifFicheroGrande),
  ),
});
export type SincronizarClasificacionBody = v.InferInput<typeof SincronizarClasificacionBody>;

/** What a sync changed: how many nodes of each kind, and their codes (file order). */
export const ResumenSincronizacion = v.object({
  /** Nodes in the file. */
  total: v.number(),
  creados: v.number(),
  actualizados: v.number(),
  sin_cambios: v.number(),
  /** Imported nodes missing from the file, deactivated now. */
  desactivados: v.number(),
  codigos: v.object({ creados: v.array(v.string()), actualizados: v.array(v.string()), desactivados: v.array(v.string()) }),
});
export type ResumenSincronizacion = v.InferOutput<typeof ResumenSincronizacion>;

const TAGS = ['parametros'];

/**
 * The children of a node (the root folder `ECOPLATFORM_RAIZ` for the top level), active or not, in
 * their order; the tree asks for them when a node is first opened.
 *
 * @example
 * const { data } = await call(arbolClasificacion, { params: { id: ECOPLATFORM_RAIZ } }); // data.arbol
 */
export const arbolClasificacion = defineEndpoint({
  method: 'GET',
  path: '/ecoplatform-products-list/:id',
  params: NodoIdParams,
  response: ArbolClasificacion,
  access: ACCESS.admin,
  summary: 'The children of a classification node (the root folder ecoplatform_products for the top level)',
  tags: TAGS,
});

/** One node with its texts in every language (the ID fields for profile 1 only). */
export const clasificacionDetalle = defineEndpoint({
  method: 'GET',
  path: '/ecoplatform-products/:id',
  params: NodoIdParams,
  response: ClasificacionDetalle,
  access: ACCESS.admin,
  summary: 'A classification node with its texts per language (ID fields for profile 1 only)',
  tags: TAGS,
});

/** Saves a node (200, 'Los datos han sido guardados correctamente'). */
export const actualizarClasificacion = defineEndpoint({
  method: 'PATCH',
  path: '/ecoplatform-products/:id',
  params: NodoIdParams,
  body: ActualizarClasificacionBody,
  response: ClasificacionDetalle,
  stale: ['GET /ecoplatform-products-list/:id', 'GET /ecoplatform-products/:id', 'GET /ecoplatform-products-options'],
  access: ACCESS.admin,
  summary: 'Save a classification node: texts per language, state, class fields; moving it is profile 1’s',
  tags: TAGS,
});

/** Creates a node with a generated classification number (201; profile 1 only). */
export const crearClasificacion = defineEndpoint({
  method: 'POST',
  path: '/ecoplatform-products',
  body: CrearClasificacionBody,
  response: ClasificacionDetalle,
  status: 201,
  stale: ['GET /ecoplatform-products-list/:id', 'GET /ecoplatform-products-options'],
  access: ACCESS.adminAres,
  summary: 'Create a classification node with a generated 9-character number (profile 1)',
  tags: TAGS,
});

/**
 * Imports a classification file (profile 1): creates, updates and deactivates imported nodes so they
 * match the file; the same file again changes nothing. A malformed file is a 422 whose errors name the
 * line and column (`linea.<n>.<columna>`).
 */
export const sincronizarClasificacion = defineEndpoint({
  method: 'POST',
  path: '/ecoplatform-products/sync',
  body: SincronizarClasificacionBody,
  response: ResumenSincronizacion,
  stale: ['GET /ecoplatform-products-list/:id', 'GET /ecoplatform-products/:id', 'GET /ecoplatform-products-options'],
  access: ACCESS.adminAres,
  summary: 'Import a classification CSV file (profile 1): idempotent, answers what changed',
  tags: TAGS,
});

// ---------------------------------------------------------------- the declarations' picker

/**
 * A class a declaration may be filed under (docs/dapcon-lifecycle.md 'ECO Platform classification'):
 * an active node whose ancestors are all active and that has no active child (a leaf of the tree as
 * it stands), its code, its name in the caller's language (else Spanish, else the class name) and
 * the names of its ancestors from the top level down, joined by ' › ' ('' at the top level).
 */
export const OpcionClasificacion = v.object({
  id: v.string(),
  codigo: v.string(),
  nombre: v.string(),
  ruta: v.string(),
});
export type OpcionClasificacion = v.InferOutput<typeof OpcionClasificacion>;

/** The answer of `GET /ecoplatform-products-options`: every class a declaration may be filed under, by path and name. */
export const OpcionesClasificacion = v.object({ opciones: v.array(OpcionClasificacion) });
export type OpcionesClasificacion = v.InferOutput<typeof OpcionesClasificacion>;

/** What joins a class's path to its name in a flat list ('Construcción › Cerámica'). */
export const SEPARADOR_RUTA_CLASIFICACION = ' › ';

/**
 * The classes a declaration may be filed under, a flat list the record page's picker searches
 * (`PATCH /dapcon/{id}/clasificacion`), for any signed-in user: the classification is not private,
 * and the company and its consultant choose from it.
 *
 * @example
 * const { data } = useApiQuery(opcionesClasificacion, {}); // data.opciones
 */
export const opcionesClasificacion = defineEndpoint({
  method: 'GET',
  path: '/ecoplatform-products-options',
  response: OpcionesClasificacion,
  access: ACCESS.user,
  summary: 'The classification classes a declaration may be filed under: active leaves with their path (any signed-in user)',
  tags: TAGS,
});
