/**
 * The parameter tree's rules (`/parametros`; contract/src/parametros/parametros.ts; docs/parametros.md
 * 'Parameters as built'):
 *
 * - the tree leaves out the folders with a screen of their own (the ECO Platform classification,
 *   `ECOPLATFORM_RAIZ`): their nodes are neither read nor written here, only deactivated
 *   (`cambiar-estado-activo`, which works on any parameter);
 * - profile 2 (the association administrator) does not see a level-0 parameter nor anything below
 *   one (404, as if it did not exist); it edits texts and order from level 2, creates options in
 *   folders of level 2 or 3 (the ID generated, the folder's level inherited, no folder), deletes
 *   at level 3; a value it may not change in the body (ID, parent, permission, 'admits children')
 *   → 403 `soloAdministradorAres` and nothing is stored. Sending the value a field has (or would
 *   get) is not a change.
 */
import {
  capacidadesParametro,
  conSufijo,
  ECOPLATFORM_RAIZ,
  IDIOMA_ID,
  idParametroGenerado,
  LISTAS_GET_PARAMETROS,
  MSG,
  opcionesDelCodigo,
  PARAMETROS_MSG,
  REFERENCIA_MSG,
  type ActualizarParametroBody,
  type GuardarCategoriaBody,
  type Parametro,
  type ParametroBody,
  type ParametroNodo,
  type ParametroOpcion,
  type ParametrosData,
  type TextoParametroForm,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database, Transaction } from '../../db/database';
import { FieldErrors, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { activeIdiomaIds, listOpciones } from '../referencia';
import {
  existingIds,
  guardarTextos,
  insertParametro,
  listCadena,
  listSubarbol,
  listTextos,
  siguienteOrden,
  updateParametro,
  type FilaNodo,
  type FilaParametro,
  type InicioSubarbol,
} from './arbol-repository';

/** The top-level folders with a screen of their own, kept out of this tree. */
export const RAICES_FUERA_DEL_ARBOL: readonly string[] = [ECOPLATFORM_RAIZ];

/** Deep enough for the whole tree. */
const TODO_EL_ARBOL = Number.MAX_SAFE_INTEGER;

/** The lowest level a profile sees: profile 2 not level 0; profile 1 everything. */
const nivelMinimo = (user: AuthUser): number => (user.perfil === 1 ? 0 : 1);

/** The parameter of a chain (its first), or undefined for an empty chain. */
const propio = (cadena: readonly FilaParametro[]): FilaParametro | undefined => cadena[0];

/** Whether a chain hangs from a folder kept out of this tree. */
const fueraDelArbol = (cadena: readonly FilaParametro[]): boolean => RAICES_FUERA_DEL_ARBOL.includes(cadena[cadena.length - 1]?.param_id ?? '');

/** Whether the caller sees every parameter of a chain (profile 2: none of level 0). */
const visible = (user: AuthUser, cadena: readonly FilaParametro[]): boolean => cadena.every((fila) => capacidadesParametro(user.perfil, fila).ver);

/** Rows → nodes: each row under its parent, in the rows' order; the rows whose parent is not among them are the top. */
function nodos(filas: readonly FilaNodo[]): ParametroNodo[] {
  const byId = new Map<string, ParametroNodo>(filas.map((fila) => [fila.param_id, { ...fila, children: [] }]));
  const top: ParametroNodo[] = [];
  for (const fila of filas) {
    const nodo = byId.get(fila.param_id) as ParametroNodo;
    const padre = fila.param_padre_id === null ? undefined : byId.get(fila.param_padre_id);
    if (padre) padre.children.push(nodo);
    else top.push(nodo);
  }
  return top;
}

async function subarbol(db: Database, user: AuthUser, inicio: InicioSubarbol, arbol: boolean, idioma: number): Promise<ParametroNodo[]> {
  return nodos(await listSubarbol(db, inicio, { idioma, profundidad: arbol ? TODO_EL_ARBOL : 1, nivelMinimo: nivelMinimo(user) }));
}

/** `GET /parametros`: the top level (every level with `arbol`), and the option lists asked for. */
export async function parametrosArbol(
  db: Database,
  user: AuthUser,
  query: { arbol?: boolean; idioma?: number } & Partial<Record<(typeof LISTAS_GET_PARAMETROS)[number], boolean | undefined>>,
): Promise<ParametrosData> {
  const idioma = query.idioma ?? IDIOMA_ID.es;
  const data: ParametrosData = {
    parametros: await subarbol(db, user, { raices: true, excluir: RAICES_FUERA_DEL_ARBOL }, query.arbol === true, idioma),
  };
  for (const lista of LISTAS_GET_PARAMETROS) {
    if (query[lista]) data[lista] = opcionesDelCodigo(lista, idioma) ?? (await listOpciones(db, lista, idioma, true));
  }
  return data;
}

/**
 * The chain of a parameter of this tree the caller sees, or 404: one that does not exist, hangs
 * from a folder with its own screen, or that profile 2 does not see.
 */
async function cadenaVisible(db: Database | Transaction, user: AuthUser, id: string): Promise<FilaParametro[]> {
  const cadena = await listCadena(db, id);
  if (cadena.length === 0 || fueraDelArbol(cadena) || !visible(user, cadena)) throw new NotFoundError(REFERENCIA_MSG.parametroNoExiste);
  return cadena;
}

/** `GET /parametros/{id}`: the parameter, its texts and its active children (every level with `arbol`). */
export async function parametroDetalle(db: Database, user: AuthUser, id: string, { arbol, idioma }: { arbol?: boolean; idioma?: number }): Promise<Parametro> {
  const cadena = await cadenaVisible(db, user, id);
  const fila = propio(cadena) as FilaParametro;
  const lang = idioma ?? IDIOMA_ID.es;
  const textos = await listTextos(db, id);
  const pt_texto = textos.find((t) => t.pt_idioma_id === lang)?.pt_texto ?? textos.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? fila.param_nombre;
  return { ...fila, pt_texto, textos, children: await subarbol(db, user, { padre: id }, arbol === true, lang) };
}

/**
 * The folder a new parameter goes in, checked: it exists, is active, admits children, is of this
 * tree and the caller sees it (else 422 under `param_padre_id`), and the caller may create in it (403).
 */
async function carpetaDestino(db: Database | Transaction, user: AuthUser, padre: string): Promise<FilaParametro> {
  const cadena = await listCadena(db, padre);
  const carpeta = propio(cadena);
  if (!carpeta || !carpeta.activo || !carpeta.param_admite_hijos || fueraDelArbol(cadena) || !visible(user, cadena)) {
    throw new ValidationError({ param_padre_id: [PARAMETROS_MSG.padreNoValido] });
  }
  if (!capacidadesParametro(user.perfil, carpeta).crearHijo) throw new ForbiddenError(PARAMETROS_MSG.sinPermisoCrear);
  return carpeta;
}

/** The texts of a body checked against the active languages (422 under `textos.<i>.pt_idioma_id`). */
async function textosValidos(db: Database | Transaction, textos: readonly TextoParametroForm[]): Promise<void> {
  const activos = await activeIdiomaIds(db, textos.map((t) => t.pt_idioma_id));
  const errors = new FieldErrors();
  textos.forEach((t, i) => {
    if (!activos.has(t.pt_idioma_id)) errors.add(`textos.${i}.pt_idioma_id`, PARAMETROS_MSG.idiomaTextoNoValido);
  });
  errors.throwIfAny();
}

/** Texto 1 in Spanish (the contract requires it). */
const textoEspanol = (textos: readonly TextoParametroForm[]): string => textos.find((t) => t.pt_idioma_id === IDIOMA_ID.es)?.pt_texto ?? '';

/** A body's texts as stored: a language with no Texto 1 has its texts removed. */
const textosGuardados = (textos: readonly TextoParametroForm[]) =>
  textos.map(({ pt_idioma_id, pt_texto, pt_texto2, pt_descripcion }) => ({
    pt_idioma_id,
    texto: pt_texto === undefined ? null : { pt_texto, pt_texto2: pt_texto2 ?? null, pt_descripcion: pt_descripcion ?? null },
  }));

/** A free ID: the one typed (taken → 422), or the generated one with `_2`, `_3`… until free. */
async function idLibre(tx: Transaction, tecleado: string | undefined, padre: string | null, texto: string): Promise<string> {
  if (tecleado !== undefined) {
    if ((await existingIds(tx, [tecleado])).size > 0) throw new ValidationError({ param_id: [PARAMETROS_MSG.parametroIdRepetido] });
    return tecleado;
  }
  const base = idParametroGenerado(padre, texto);
  if (base === null) throw new ValidationError({ param_id: [PARAMETROS_MSG.parametroIdNoGenerable] });
  const candidatos = [base, ...Array.from({ length: 50 }, (_, i) => conSufijo(base, i + 2))];
  const tomados = await existingIds(tx, candidatos);
  const libre = candidatos.find((id) => !tomados.has(id));
  if (libre === undefined) throw new ValidationError({ param_id: [PARAMETROS_MSG.parametroIdRepetido] });
  return libre;
}

/** A unique violation of the ID (two saves at once) is the ID taken. */
async function comoIdRepetido<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ param_id: [PARAMETROS_MSG.parametroIdRepetido] });
    throw error;
  }
}

/** `POST /parametros/crear`: profile 1 anything; profile 2 an option of a folder it may edit, texts and order only. */
export async function crearParametro(db: Database, user: AuthUser, body: ParametroBody): Promise<Parametro> {
  const limitado = user.perfil !== 1;
  if (limitado && body.param_id !== undefined) throw new ForbiddenError(PARAMETROS_MSG.soloAdministradorAres);
  const padreId = body.param_padre_id ?? null;
  if (limitado && padreId === null) throw new ForbiddenError(PARAMETROS_MSG.sinPermisoCrear);
  const carpeta = padreId === null ? null : await carpetaDestino(db, user, padreId);
  const permisoHeredado = carpeta?.param_permiso ?? 0;
  if (limitado && ((body.param_permiso !== undefined && body.param_permiso !== permisoHeredado) || body.param_admite_hijos === true)) {
    throw new ForbiddenError(PARAMETROS_MSG.soloAdministradorAres);
  }
  await textosValidos(db, body.textos);
  const nombre = textoEspanol(body.textos);
  const id = await comoIdRepetido(() =>
    db.transaction(async (tx) => {
      const nuevo = await idLibre(tx, body.param_id, padreId, nombre);
      await insertParametro(tx, {
        param_id: nuevo,
        param_padre_id: padreId,
        param_order: body.param_order,
        param_permiso: body.param_permiso ?? permisoHeredado,
        param_admite_hijos: body.param_admite_hijos ?? false,
        activo: true,
        param_nombre: nombre,
      });
      await guardarTextos(tx, nuevo, textosGuardados(body.textos));
      return nuevo;
    }),
  );
  return parametroDetalle(db, user, id, {});
}

/** `PATCH /parametros/actualizar`: profile 1 anything but the ID; profile 2 texts and order from level 2. */
export async function actualizarParametro(db: Database, user: AuthUser, body: ActualizarParametroBody): Promise<Parametro> {
  const cadena = await cadenaVisible(db, user, body.param_id);
  const actual = propio(cadena) as FilaParametro;
  const capacidades = capacidadesParametro(user.perfil, actual);
  if (!capacidades.editar) throw new ForbiddenError(PARAMETROS_MSG.sinPermisoEdicion);
  const padreId = body.param_padre_id === undefined ? actual.param_padre_id : body.param_padre_id;
  const cambia = {
    padre: padreId !== actual.param_padre_id,
    permiso: body.param_permiso !== undefined && body.param_permiso !== actual.param_permiso,
    hijos: body.param_admite_hijos !== undefined && body.param_admite_hijos !== actual.param_admite_hijos,
  };
  if (!capacidades.todosLosCampos && (cambia.padre || cambia.permiso || cambia.hijos)) throw new ForbiddenError(PARAMETROS_MSG.soloAdministradorAres);
  if (cambia.padre && padreId !== null) {
    const cadenaPadre = await listCadena(db, padreId);
    if (cadenaPadre.some((fila) => fila.param_id === actual.param_id)) throw new ValidationError({ param_padre_id: [PARAMETROS_MSG.padreCiclo] });
    await carpetaDestino(db, user, padreId);
  }
  await textosValidos(db, body.textos);
  await db.transaction(async (tx) => {
    await updateParametro(tx, actual.param_id, {
      param_padre_id: padreId,
      param_order: body.param_order,
      ...(cambia.permiso ? { param_permiso: body.param_permiso } : {}),
      ...(cambia.hijos ? { param_admite_hijos: body.param_admite_hijos } : {}),
      ...(textoEspanol(body.textos) !== '' ? { param_nombre: textoEspanol(body.textos) } : {}),
    });
    await guardarTextos(tx, actual.param_id, textosGuardados(body.textos));
  });
  return parametroDetalle(db, user, actual.param_id, {});
}

/**
 * `PATCH /parametros/{id}/cambiar-estado-activo`: deactivates (the 'delete') or reactivates any
 * parameter, the classification's included. Profile 2: only deactivates, only level 3, only what it sees.
 */
export async function cambiarEstadoParametro(db: Database, user: AuthUser, id: string, activo: boolean): Promise<{ param_id: string; activo: boolean }> {
  const cadena = await listCadena(db, id);
  const fila = propio(cadena);
  if (!fila || !visible(user, cadena)) throw new NotFoundError(REFERENCIA_MSG.parametroNoExiste);
  if (activo && user.perfil !== 1) throw new ForbiddenError(MSG.sinPermiso);
  if (!activo && !capacidadesParametro(user.perfil, fila).eliminar) throw new ForbiddenError(PARAMETROS_MSG.sinPermisoEliminar);
  await updateParametro(db, id, { activo });
  return { param_id: id, activo };
}

/** `POST /parametros/guardar_categoria`: an option `titulo` (Spanish and Catalan) at the end of a folder the caller may create in. */
export async function guardarCategoria(db: Database, user: AuthUser, body: GuardarCategoriaBody): Promise<ParametroOpcion> {
  const carpeta = await carpetaDestino(db, user, body.param_padre_id);
  const textos = [IDIOMA_ID.es, IDIOMA_ID.ca].map((pt_idioma_id) => ({ pt_idioma_id, pt_texto: body.titulo, pt_texto2: undefined, pt_descripcion: undefined }));
  const creado = await crearParametro(db, user, {
    param_id: undefined,
    param_padre_id: carpeta.param_id,
    param_order: await siguienteOrden(db, carpeta.param_id),
    param_permiso: undefined,
    param_admite_hijos: undefined,
    textos,
  });
  return { param_id: creado.param_id, pt_texto: body.titulo };
}
