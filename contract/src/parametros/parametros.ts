/**
 * The parameter tree's administration (`/parametros`; spec part 1 §2 'Parameters screen', §3
 * 'Parameter', §4, §5 'Parameter form' and 'Slug', §6, §7; part 2 §5, §7.1; docs/parametros.md
 * 'Parameters as built').
 *
 * Every option list the portal's forms read (company types and sizes, news types, document types…)
 * is a folder of this tree (a parameter that admits children) and its options are its children, with
 * a text per language (`parametros_textos`). The administrators keep it:
 * - the Ares administrator (profile 1) sets everything: ID, parent, order, the association
 *   administrator's permission level (`param_permiso`: 0 sin permisos, 1 lectura, 2 edición,
 *   3 eliminación), 'admits child parameters' and the texts;
 * - the association administrator (profile 2) does not see level-0 parameters (nor anything below
 *   them), reads level 1, edits texts and order from level 2, creates options in folders of level 2
 *   or 3 (the ID generated, the folder's level inherited), and deletes only at level 3
 *   ({@link capacidadesParametro}). The API enforces the same.
 *
 * Deleting is deactivating (`activo` false, `PATCH /parametros/{id}/cambiar-estado-activo`): the
 * parameter leaves the tree and the option lists; the rows that chose it keep it.
 */
import * as v from 'valibot';
import { ACCESS, defineEndpoint } from '../core/endpoint';
import { MAX_INTEGER, optionalText, presentString, requiredText } from '../core/form';
import { booleanFilter, positiveIntegerFilter } from '../core/list';
import { MSG } from '../core/messages';
import { PERFIL_TEXTOS, PERFILES } from '../core/session';
import { SLUG_MAX_LENGTH, slugify } from '../core/validators/text';
import { IDIOMA_ID, PARAM_ID_MAX_LENGTH, ParametroOpcion, REFERENCIA_MSG } from '../referencia';
import { ESTADO_DAPCON_TEXTOS, ESTADOS_DAPCON } from '../dapcon/permisos';
import { PARAMETROS_MSG } from './messages';

/** The association administrator's permission levels on a parameter (part 1 §6, §9: 0 to 3). */
export const PERMISO_PARAMETRO = { sinPermisos: 0, lectura: 1, edicion: 2, eliminacion: 3 } as const;
export const PERMISOS_PARAMETRO = [0, 1, 2, 3] as const;
export type PermisoParametro = (typeof PERMISOS_PARAMETRO)[number];

/** Longest ID typed or generated (part 1 §5, §9: a slug of at most 50 characters). */
export const PARAMETRO_ID_MAX = SLUG_MAX_LENGTH;
/** Longest Texto 1 and Texto 2. */
export const PARAMETRO_TEXTO_MAX = 255;
/** Longest description. */
export const PARAMETRO_DESCRIPCION_MAX = 2000;

/** The languages whose Texto 1 is required: the interface languages, Spanish and Catalan (docs/decisions.md). */
export const IDIOMAS_TEXTO_OBLIGATORIO: readonly number[] = [IDIOMA_ID.es, IDIOMA_ID.ca];

/**
 * The ID of a new parameter created without one (part 1 §5): the parent's ID, an underscore and the
 * slug of Texto 1 in Spanish, at most 50 characters (cut, trailing underscores dropped); a top-level
 * one is the slug alone. Null when nothing is left to build it from (a text of symbols only, or a
 * parent whose ID already takes the 50 characters). The API adds `_2`, `_3`… when the ID is taken.
 *
 * @example
 * idParametroGenerado('tipo_noticias', 'Jornadas técnicas') // 'tipo_noticias_jornadas_tecnicas'
 * idParametroGenerado(null, 'Tipos de obra') // 'tipos_de_obra'
 * idParametroGenerado('tipo_noticias', '¿?') // null
 */
export function idParametroGenerado(padre: string | null | undefined, texto: string): string | null {
  const slug = slugify(texto);
  if (slug === '') return null;
  const id = (padre ? `${padre}_${slug}` : slug).slice(0, PARAMETRO_ID_MAX).replace(/_+$/, '');
  return padre && id.length <= padre.length + 1 ? null : id;
}

/**
 * `id` with a numeric suffix (`_2`, `_3`…) that keeps it within 50 characters: the next try of a
 * generated ID that is taken.
 *
 * @example
 * conSufijo('tipo_noticias_jornadas', 2) // 'tipo_noticias_jornadas_2'
 */
export function conSufijo(id: string, n: number): string {
  const suffix = `_${n}`;
  return `${id.slice(0, PARAMETRO_ID_MAX - suffix.length).replace(/_+$/, '')}${suffix}`;
}

/** What a caller may do with a parameter it sees (the screen's buttons; the API's checks). */
export interface CapacidadesParametro {
  /** The parameter is on its tree (its ancestors must be visible too: the API checks them). */
  ver: boolean;
  /** Save its texts and order (and, profile 1, everything else). */
  editar: boolean;
  /** Deactivate it ('Eliminar'). */
  eliminar: boolean;
  /** Create a parameter below it (it is a folder). */
  crearHijo: boolean;
  /** Set the ID, the parent, the permission level and 'admits child parameters'. */
  todosLosCampos: boolean;
}

/**
 * What a profile may do with a parameter (part 1 §6): profile 1 everything; profile 2 by the
 * parameter's level — 0 nothing (not shown), 1 read, 2 edit texts and order and create options in
 * it, 3 also delete; any other profile nothing.
 *
 * @example
 * capacidadesParametro(2, { param_permiso: 2, param_admite_hijos: true }) // { ver: true, editar: true, eliminar: false, crearHijo: true, todosLosCampos: false }
 */
export function capacidadesParametro(perfil: number, parametro: { param_permiso: number; param_admite_hijos: boolean }): CapacidadesParametro {
  if (perfil === 1) return { ver: true, editar: true, eliminar: true, crearHijo: parametro.param_admite_hijos, todosLosCampos: true };
  if (perfil !== 2) return { ver: false, editar: false, eliminar: false, crearHijo: false, todosLosCampos: false };
  const nivel = parametro.param_permiso;
  return {
    ver: nivel >= PERMISO_PARAMETRO.lectura,
    editar: nivel >= PERMISO_PARAMETRO.edicion,
    eliminar: nivel === PERMISO_PARAMETRO.eliminacion,
    crearHijo: parametro.param_admite_hijos && nivel >= PERMISO_PARAMETRO.edicion,
    todosLosCampos: false,
  };
}

// ---------------------------------------------------------------- what the API answers

/** A parameter's texts in one language (part 1 §3). */
export const TextoParametro = v.object({
  pt_idioma_id: v.number(),
  pt_texto: v.string(),
  pt_texto2: v.nullable(v.string()),
  pt_descripcion: v.nullable(v.string()),
});
export type TextoParametro = v.InferOutput<typeof TextoParametro>;

/** A node of the tree: the parameter, its Texto 1 in the language asked for (Spanish where missing) and its children. */
export interface ParametroNodo {
  param_id: string;
  param_padre_id: string | null;
  param_order: number;
  param_permiso: number;
  param_admite_hijos: boolean;
  activo: boolean;
  param_nombre: string;
  pt_texto: string;
  /** The active children in order (every level with `arbol=true`, none without). */
  children: ParametroNodo[];
}

const NODO_ENTRIES = {
  param_id: v.string(),
  param_padre_id: v.nullable(v.string()),
  param_order: v.number(),
  param_permiso: v.number(),
  param_admite_hijos: v.boolean(),
  activo: v.boolean(),
  param_nombre: v.string(),
  pt_texto: v.string(),
};

export const ParametroNodo: v.GenericSchema<ParametroNodo> = v.object({
  ...NODO_ENTRIES,
  children: v.array(v.lazy(() => ParametroNodo)),
});

/** A parameter as the form reads it: the node plus its texts in every language it has. */
export const Parametro = v.object({
  ...NODO_ENTRIES,
  children: v.array(ParametroNodo),
  textos: v.array(TextoParametro),
});
export type Parametro = v.InferOutput<typeof Parametro>;

// ---------------------------------------------------------------- the form

/** The ID: a slug (a-z, 0-9, underscore), at most 50 characters; blank → undefined (generated). */
function idField() {
  return v.pipe(
    v.nullish(v.string(PARAMETROS_MSG.parametroIdNoValido)),
    v.transform((value): string | undefined => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim())),
    v.check((value: string | undefined) => value === undefined || value.length <= PARAMETRO_ID_MAX, PARAMETROS_MSG.parametroIdDemasiadoLargo),
    v.check((value: string | undefined) => value === undefined || /^[a-z0-9_]+$/.test(value), PARAMETROS_MSG.parametroIdNoValido),
  );
}

/** The parent's ID: blank or null → null (top level); absent → undefined. */
function padreField() {
  return v.pipe(
    v.nullish(v.pipe(v.string(PARAMETROS_MSG.padreNoValido), v.trim(), v.maxLength(PARAM_ID_MAX_LENGTH, PARAMETROS_MSG.padreNoValido))),
    v.transform((value): string | null | undefined => (value === '' ? null : value)),
  );
}

/** A whole number from an input (a number, or its decimal text); blank → `requiredMessage`. */
function integerField(requiredMessage: string, invalidMessage: string, max: number) {
  return v.pipe(
    v.optional(v.union([v.number(), v.string()], invalidMessage), ''),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', requiredMessage),
    v.transform((value) => (typeof value === 'string' && !/^\d{1,10}$/.test(value) ? Number.NaN : Number(value))),
    v.number(invalidMessage),
    v.integer(invalidMessage),
    v.minValue(0, invalidMessage),
    v.maxValue(max, invalidMessage),
  );
}

/** The texts of one language: Texto 1, Texto 2 and the description, each optional here (see {@link textosField}). */
const TextoParametroForm = v.object({
  pt_idioma_id: v.pipe(
    v.union([v.number(), v.string()], PARAMETROS_MSG.idiomaTextoNoValido),
    v.transform(Number),
    v.number(PARAMETROS_MSG.idiomaTextoNoValido),
    v.integer(PARAMETROS_MSG.idiomaTextoNoValido),
    v.minValue(1, PARAMETROS_MSG.idiomaTextoNoValido),
    v.maxValue(MAX_INTEGER, PARAMETROS_MSG.idiomaTextoNoValido),
  ),
  pt_texto: optionalText(PARAMETRO_TEXTO_MAX),
  pt_texto2: optionalText(PARAMETRO_TEXTO_MAX),
  pt_descripcion: optionalText(PARAMETRO_DESCRIPCION_MAX),
});
export type TextoParametroForm = v.InferOutput<typeof TextoParametroForm>;

/**
 * The texts, one entry per language (the form: one tab per active language of `GET /idiomas`):
 * Texto 1 required in Spanish and Catalan (under `textos.<i>.pt_texto`), optional in the others
 * (which fall back to Spanish) unless the language has a Texto 2 or a description; a language at
 * most once.
 */
function textosField() {
  return v.pipe(
    v.optional(v.array(TextoParametroForm, PARAMETROS_MSG.textosIdiomasObligatorios), []),
    v.rawCheck<TextoParametroForm[]>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const textos = dataset.value;
      const seen = new Set<number>();
      textos.forEach((texto, index) => {
        const path = (key: keyof TextoParametroForm) =>
          [
            { type: 'array', origin: 'value', input: textos, key: index, value: texto },
            { type: 'object', origin: 'value', input: texto, key, value: texto[key] },
          ] as const;
        if (seen.has(texto.pt_idioma_id)) addIssue({ message: PARAMETROS_MSG.idiomaTextoRepetido, path: [...path('pt_idioma_id')] });
        seen.add(texto.pt_idioma_id);
        const otrosTextos = texto.pt_texto2 !== undefined || texto.pt_descripcion !== undefined;
        if (texto.pt_texto === undefined && (IDIOMAS_TEXTO_OBLIGATORIO.includes(texto.pt_idioma_id) || otrosTextos)) {
          addIssue({ message: PARAMETROS_MSG.texto1Obligatorio, path: [...path('pt_texto')] });
        }
      });
      if (IDIOMAS_TEXTO_OBLIGATORIO.some((idioma) => !seen.has(idioma))) addIssue({ message: PARAMETROS_MSG.textosIdiomasObligatorios });
    }),
  );
}

const PARAMETRO_ENTRIES = {
  /** Only the Ares administrator types it; blank when creating: generated ({@link idParametroGenerado}). */
  param_id: idField(),
  /** The folder it hangs from; null at the top level (only profile 1). */
  param_padre_id: padreField(),
  param_order: integerField(PARAMETROS_MSG.parametroOrdenObligatorio, PARAMETROS_MSG.parametroOrdenNoValido, MAX_INTEGER),
  /** 0 sin permisos, 1 lectura, 2 edición, 3 eliminación; absent: the parent's (creating) or as it is (editing). */
  param_permiso: v.optional(integerField(PARAMETROS_MSG.permisoNoValido, PARAMETROS_MSG.permisoNoValido, PERMISO_PARAMETRO.eliminacion)),
  /** 'Admite parámetros hijos'; absent: false (creating) or as it is (editing). */
  param_admite_hijos: v.optional(v.boolean(MSG.valorNoValido)),
  textos: textosField(),
};

/**
 * The parameter form (part 1 §5) and `POST /parametros/crear`'s body: one schema for both. ID (a
 * slug of at most 50 characters; blank → generated), Orden (a whole number) and Texto 1 in Spanish
 * and Catalan required; the permission a number 0..3. What a profile may set is the API's check
 * (profile 2: texts and order; a value it may not change → 403, nothing stored).
 *
 * @example
 * await call(crearParametro, { body: { param_padre_id: 'tipo_noticias', param_order: 4, textos: [{ pt_idioma_id: 1, pt_texto: 'Jornadas' }, { pt_idioma_id: 2, pt_texto: 'Jornades' }] } });
 */
export const ParametroForm = v.object(PARAMETRO_ENTRIES);
export type ParametroFormValues = v.InferInput<typeof ParametroForm>;
export type ParametroBody = v.InferOutput<typeof ParametroForm>;

/** `PATCH /parametros/actualizar` body: the form, the ID saying which parameter (it never changes). */
export const ActualizarParametroBody = v.object({
  ...PARAMETRO_ENTRIES,
  param_id: v.pipe(
    presentString(PARAMETROS_MSG.parametroIdObligatorio),
    v.trim(),
    v.nonEmpty(PARAMETROS_MSG.parametroIdObligatorio),
    v.maxLength(PARAM_ID_MAX_LENGTH, PARAMETROS_MSG.parametroIdDemasiadoLargo),
  ),
});
export type ActualizarParametroBody = v.InferOutput<typeof ActualizarParametroBody>;

// ---------------------------------------------------------------- the queries

/**
 * The option lists `GET /parametros` answers besides the tree (part 2 §7.1). `colegios` and
 * `estados_colegiacion` are the active children of the folder of that name (configurable: none is
 * seeded); `perfiles_usuario` and `estados_dapcon` are the code's own profiles and DAPcon states
 * (`PERFIL_TEXTOS`, `ESTADO_DAPCON_TEXTOS`), which a folder could not change.
 */
export const LISTAS_GET_PARAMETROS = ['colegios', 'perfiles_usuario', 'estados_colegiacion', 'estados_dapcon'] as const;
export type ListaGetParametros = (typeof LISTAS_GET_PARAMETROS)[number];

/**
 * The lists the code defines (the profiles, the DAPcon states), named in Catalan for language 2 and
 * in Spanish otherwise; null for a configurable list (a folder of the tree).
 *
 * @example
 * opcionesDelCodigo('estados_dapcon', IDIOMA_ID.ca)?.[0] // { param_id: 'borrador', pt_texto: 'Esborrany' }
 * opcionesDelCodigo('colegios', IDIOMA_ID.es) // null
 */
export function opcionesDelCodigo(lista: ListaGetParametros, idioma: number): ParametroOpcion[] | null {
  const lang = idioma === IDIOMA_ID.ca ? 'ca' : 'es';
  if (lista === 'perfiles_usuario') return Object.values(PERFILES).map((perfil) => ({ param_id: String(perfil), pt_texto: PERFIL_TEXTOS[perfil][lang] }));
  if (lista === 'estados_dapcon') return ESTADOS_DAPCON.map((estado) => ({ param_id: estado, pt_texto: ESTADO_DAPCON_TEXTOS[estado][lang] }));
  return null;
}

/**
 * `GET /parametros` query: `arbol` (true: every level below the top-level parameters; false or
 * absent: the top level alone), `idioma` (the language of `pt_texto`, 1 unless told: part 1 §9),
 * and any of `colegios`, `perfiles_usuario`, `estados_colegiacion`, `estados_dapcon` set to true
 * for that folder's options.
 */
export const ParametrosQuery = v.object({
  arbol: booleanFilter(),
  idioma: positiveIntegerFilter(),
  ...(Object.fromEntries(LISTAS_GET_PARAMETROS.map((lista) => [lista, booleanFilter()])) as Record<ListaGetParametros, ReturnType<typeof booleanFilter>>),
});
export type ParametrosQuery = v.InferInput<typeof ParametrosQuery>;

/** `GET /parametros` answer: the tree's top level (with their descendants when `arbol`), and the lists asked for. */
export const ParametrosData = v.object({
  parametros: v.array(ParametroNodo),
  ...(Object.fromEntries(LISTAS_GET_PARAMETROS.map((lista) => [lista, v.optional(v.array(ParametroOpcion))])) as Record<
    ListaGetParametros,
    v.OptionalSchema<v.ArraySchema<typeof ParametroOpcion, undefined>, undefined>
  >),
});
export type ParametrosData = v.InferOutput<typeof ParametrosData>;

/** `GET /parametros/{id}` query: `arbol` (every level below it, or its children alone) and `idioma`. */
export const ParametroQuery = v.object({ arbol: booleanFilter(), idioma: positiveIntegerFilter() });
export type ParametroQuery = v.InferInput<typeof ParametroQuery>;

const ParametroIdParams = v.object({
  id: v.pipe(v.string(), v.minLength(1, MSG.noEncontrado), v.maxLength(PARAM_ID_MAX_LENGTH, MSG.noEncontrado)),
});

/** `PATCH /parametros/{id}/cambiar-estado-activo` body: `activo` false deactivates ('Eliminar'); true reactivates (profile 1). */
export const CambiarEstadoParametroBody = v.object({ activo: v.boolean(MSG.valorNoValido) });
export type CambiarEstadoParametroBody = v.InferOutput<typeof CambiarEstadoParametroBody>;

/**
 * `POST /parametros/guardar_categoria` body (part 2 §7.1): a new option `titulo` in the folder
 * `param_padre_id` (its Texto 1 in Spanish and Catalan, the ID generated), asked from the screen of
 * `modulo` (contenidos, biblioteca…: recorded in the log).
 */
export const GuardarCategoriaBody = v.object({
  titulo: requiredText(PARAMETROS_MSG.tituloCategoriaObligatorio, PARAMETRO_TEXTO_MAX),
  param_padre_id: requiredText(REFERENCIA_MSG.carpetaParametrosObligatoria, PARAM_ID_MAX_LENGTH),
  modulo: optionalText(50),
});
export type GuardarCategoriaBody = v.InferOutput<typeof GuardarCategoriaBody>;

// ---------------------------------------------------------------- the endpoints

const TAGS = ['parametros'];

/**
 * The tree's top level — without the folders that have a screen of their own (the ECO Platform
 * classification, raices.ts) — with every active level below when `arbol=true`, `pt_texto` in
 * `idioma`; plus the option lists asked for. Profile 2 does not see level-0 parameters.
 *
 * @example
 * const { data } = await call(parametrosArbol, { query: { arbol: true, idioma: IDIOMA_ID.ca } });
 */
export const parametrosArbol = defineEndpoint({
  method: 'GET',
  path: '/parametros',
  query: ParametrosQuery,
  response: ParametrosData,
  access: ACCESS.admin,
  summary: 'The parameter tree (arbol=true: every level), pt_texto in idioma; and the lists colegios, perfiles_usuario, estados_colegiacion, estados_dapcon',
  tags: TAGS,
});

/**
 * A parameter with its texts in every language and its active children (every level with
 * `arbol=true`): the form's data (part 1 §7 `GET /parametros/{id}?arbol=true&idioma=1`). 404 for
 * what the caller does not see and for the ECO Platform classification's nodes.
 */
export const parametroDetalle = defineEndpoint({
  method: 'GET',
  path: '/parametros/:id',
  params: ParametroIdParams,
  query: ParametroQuery,
  response: Parametro,
  access: ACCESS.admin,
  summary: 'A parameter with its texts and children (arbol=true: its subtree), pt_texto in idioma',
  tags: TAGS,
});

/** Creates a parameter (201, 'Los datos han sido guardados correctamente'); the ID taken → 422 under `param_id`. */
export const crearParametro = defineEndpoint({
  method: 'POST',
  path: '/parametros/crear',
  body: ParametroForm,
  response: Parametro,
  status: 201,
  stale: ['GET /parametros', 'GET /parametros/:id', 'GET /parametros-select'],
  access: ACCESS.admin,
  summary: 'Create a parameter (profile 2: an option of a folder of level 2 or 3, texts and order only)',
  tags: TAGS,
});

/** Saves a parameter (201, as every save of the spec: part 1 §4, §8). */
export const actualizarParametro = defineEndpoint({
  method: 'PATCH',
  path: '/parametros/actualizar',
  body: ActualizarParametroBody,
  response: Parametro,
  status: 201,
  stale: ['GET /parametros', 'GET /parametros/:id', 'GET /parametros-select'],
  access: ACCESS.admin,
  summary: 'Save a parameter (profile 2: texts and order of a parameter of level 2 or 3)',
  tags: TAGS,
});

/**
 * Deactivates a parameter (`activo` false: the 'delete' of part 1 §4) or reactivates it (true,
 * profile 1). Profile 2 deactivates only level-3 parameters. Also the ECO Platform classification's
 * 'delete' (part 2 §7.10).
 *
 * @example
 * await call(cambiarEstadoParametro, { params: { id: 'tipo_noticias_jornadas' }, body: { activo: false } });
 */
export const cambiarEstadoParametro = defineEndpoint({
  method: 'PATCH',
  path: '/parametros/:id/cambiar-estado-activo',
  params: ParametroIdParams,
  body: CambiarEstadoParametroBody,
  response: v.object({ param_id: v.string(), activo: v.boolean() }),
  stale: ['GET /parametros', 'GET /parametros/:id', 'GET /parametros-select', 'GET /ecoplatform-products-list/:id', 'GET /ecoplatform-products/:id'],
  access: ACCESS.admin,
  summary: 'Deactivate (activo false) or reactivate (true, profile 1) a parameter',
  tags: TAGS,
});

/** Adds an option to a folder from another screen (part 2 §7.1): 201 with the option (`param_id`, `pt_texto`). */
export const guardarCategoria = defineEndpoint({
  method: 'POST',
  path: '/parametros/guardar_categoria',
  body: GuardarCategoriaBody,
  response: ParametroOpcion,
  status: 201,
  access: ACCESS.admin,
  summary: 'Add an option (titulo) to a folder (param_padre_id); the ID generated',
  tags: TAGS,
});
