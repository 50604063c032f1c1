/**
 * The ECO Platform product classification's rules (docs/parametros.md 'Classification as built'; spec
 * part 2 §2.24, §3, §4, §6, §7.10, §9); the SQL is clasificacion-repository.ts's, the import
 * clasificacion-sync.ts's.
 *
 * - The tree: the children of a node (or of the root folder), active or not, each saying whether it
 *   has children, so the browser loads a level when it is first opened.
 * - The ID fields (the classification number: `classId`, system, version, level, country) are the
 *   administrator profile's (part 2 §6): null in answers to profile 2.
 * - Creating is profile 1's (403 for profile 2): the node gets a generated number, 9 random
 *   upper-case letters and digits unique among every node's code (a taken one is drawn again),
 *   with system 1, version 1, level 1 and country ES (part 2 §9), and the id `eco_<number>`.
 * - Saving: profile 1 always; profile 2 when the node's `param_permiso` is 2 or 3 (edit), and to
 *   change its state only with 3 (delete), as the parameter tree's rules; moving a node to another
 *   parent is profile 1's. The texts of the active languages are replaced by the body's.
 */
import { randomInt } from 'node:crypto';
import {
  CLASIFICACION_MSG,
  ECOPLATFORM_RAIZ,
  IDIOMA_ID,
  MSG,
  NUMERO_CLASIFICACION,
  PREFIJO_NODO_CLASIFICACION,
  type ActualizarClasificacionBody,
  type ArbolClasificacion,
  type ClasificacionDetalle,
  type CrearClasificacionBody,
  type TraduccionGuardada,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { sanitizeRichText } from '../../lib/html';
import type { Lang } from '../../lib/lang';
import {
  actualizarNodo,
  codigoOcupado,
  hijosDe,
  idiomasActivos,
  insertarNodo,
  nodoRow,
  nombreDe,
  padreDe,
  parametroExiste,
  reemplazarTextos,
  siguienteOrden,
  textosDe,
  type Db,
  type NodoRow,
} from './clasificacion-repository';

/** The alphabet of a generated number: upper-case letters and digits. */
const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Draws before giving up (36⁹ ≈ 10¹⁴ numbers: a second draw is already a curiosity). */
const INTENTOS_NUMERO = 10;

/**
 * A random classification number: 9 upper-case letters and digits (part 2 §9).
 *
 * @example
 * generarNumeroClasificacion() // 'K7Q2M9XPA'
 */
export function generarNumeroClasificacion(): string {
  let out = '';
  for (let i = 0; i < NUMERO_CLASIFICACION.longitud; i += 1) out += ALFABETO[randomInt(ALFABETO.length)];
  return out;
}

/** Whether `user` is the administrator profile (profile 1). */
const esAdministrador = (user: Pick<AuthUser, 'perfil'>) => user.perfil === 1;

/** May `user` save the node: profile 1, or profile 2 with permission 2 (edit) or 3 (delete). */
const puedeEditar = (user: Pick<AuthUser, 'perfil'>, nodo: Pick<NodoRow, 'param_permiso'>) => esAdministrador(user) || nodo.param_permiso >= 2;
/** May `user` (de)activate the node: profile 1, or profile 2 with permission 3 (delete). */
const puedeBorrar = (user: Pick<AuthUser, 'perfil'>, nodo: Pick<NodoRow, 'param_permiso'>) => esAdministrador(user) || nodo.param_permiso === 3;

/** The node of an id, or 404. */
async function nodoOr404(db: Db, id: string): Promise<NodoRow> {
  const nodo = await nodoRow(db, id);
  if (!nodo) throw new NotFoundError(MSG.noEncontrado);
  return nodo;
}

/** The children of the root folder or of a node; 404 for any other id. */
export async function arbol(db: Database, lang: Lang, id: string): Promise<ArbolClasificacion> {
  if (id !== ECOPLATFORM_RAIZ) await nodoOr404(db, id);
  return { arbol: await hijosDe(db, id, IDIOMA_ID[lang]) };
}

/** A node as `user` sees it, in `lang`. */
export async function detalle(db: Db, user: AuthUser, lang: Lang, id: string): Promise<ClasificacionDetalle> {
  const nodo = await nodoOr404(db, id);
  const idioma = IDIOMA_ID[lang];
  // One after another: `db` may be a transaction, whose one connection takes a query at a time.
  const producto = await nombreDe(db, id, idioma);
  const textos = await textosDe(db, id);
  const padre = nodo.param_padre_id === ECOPLATFORM_RAIZ ? null : await nombreDe(db, nodo.param_padre_id, idioma);
  const ids = esAdministrador(user);
  return {
    id: nodo.param_id,
    producto: producto ?? nodo.class_name,
    param_order: nodo.param_order,
    classActive: nodo.activo,
    parent_id: nodo.param_padre_id,
    parent_name: padre ?? null,
    className: nodo.class_name,
    classDefinition: nodo.class_definition,
    param_textos: textos,
    classId: ids ? nodo.codigo : null,
    classSystem: ids ? nodo.sistema : null,
    classVersion: ids ? nodo.version : null,
    classLevel: ids ? nodo.nivel : null,
    classCountry: ids ? nodo.pais : null,
    origen: nodo.origen,
    puede_editar: puedeEditar(user, nodo),
    puede_borrar: puedeBorrar(user, nodo),
  };
}

/** The root folder or a node, as a parent; 422 under `field` otherwise. */
async function exigirPadre(db: Db, id: string, field: string): Promise<void> {
  if (id === ECOPLATFORM_RAIZ) return;
  if (!(await nodoRow(db, id))) throw new ValidationError({ [field]: [CLASIFICACION_MSG.clasifPadreNoValido] });
}

/** The texts' languages must be active; answers the active languages' ids. */
async function exigirIdiomas(db: Db, textos: readonly TraduccionGuardada[]): Promise<number[]> {
  const activos = (await idiomasActivos(db)).map((i) => i.id);
  if (textos.some((t) => !activos.includes(t.pt_idioma_id))) throw new ValidationError({ translations: [CLASIFICACION_MSG.clasifIdiomaNoValido] });
  return activos;
}

/** The texts as stored: descriptions are rich text, cleaned. */
function textosLimpios(textos: readonly TraduccionGuardada[]): TraduccionGuardada[] {
  return textos.map((t) => ({ ...t, pt_descripcion: t.pt_descripcion === null ? null : sanitizeRichText(t.pt_descripcion) || null }));
}

/** A classification number no node has: drawn again while taken. */
export async function numeroLibre(db: Db, generar: () => string = generarNumeroClasificacion): Promise<string> {
  for (let i = 0; i < INTENTOS_NUMERO; i += 1) {
    const codigo = generar();
    if (!(await codigoOcupado(db, codigo)) && !(await parametroExiste(db, `${PREFIJO_NODO_CLASIFICACION}${codigo}`))) return codigo;
  }
  throw new Error(`No free classification number after ${INTENTOS_NUMERO} draws`);
}

/** Creates a node (profile 1; the route's access already refuses anyone else). */
export async function crear(db: Database, user: AuthUser, lang: Lang, body: CrearClasificacionBody, generar?: () => string): Promise<ClasificacionDetalle> {
  if (!esAdministrador(user)) throw new ForbiddenError(CLASIFICACION_MSG.clasifSoloAdministrador);
  return db.transaction(async (tx) => {
    await exigirPadre(tx, body.parent_id, 'parent_id');
    await exigirIdiomas(tx, body.translations);
    const codigo = await numeroLibre(tx, generar);
    const id = `${PREFIJO_NODO_CLASIFICACION}${codigo}`;
    await insertarNodo(tx, {
      param_id: id,
      param_padre_id: body.parent_id,
      param_order: body.param_order ?? (await siguienteOrden(tx, body.parent_id)),
      activo: body.classActive,
      codigo,
      class_name: body.className,
      class_definition: body.classDefinition ?? null,
      origen: 'portal',
    });
    await reemplazarTextos(tx, id, textosLimpios(body.translations), []);
    return detalle(tx, user, lang, id);
  });
}

/** Whether `ancestro` is `id` or above it (moving `id` under it would make a loop). */
async function esAncestroOMismo(db: Db, id: string, nuevoPadre: string): Promise<boolean> {
  let actual: string | null | undefined = nuevoPadre;
  for (let depth = 0; actual && actual !== ECOPLATFORM_RAIZ && depth < 1000; depth += 1) {
    if (actual === id) return true;
    actual = await padreDe(db, actual);
  }
  return false;
}

/** Saves a node (see the file comment for who may do what). */
export async function actualizar(db: Database, user: AuthUser, lang: Lang, id: string, body: ActualizarClasificacionBody): Promise<ClasificacionDetalle> {
  return db.transaction(async (tx) => {
    const nodo = await nodoOr404(tx, id);
    if (!puedeEditar(user, nodo)) throw new ForbiddenError(CLASIFICACION_MSG.clasifSinPermisoEditar);
    const mueve = body.param_padre_id !== undefined && body.param_padre_id !== nodo.param_padre_id;
    if (mueve && !esAdministrador(user)) throw new ForbiddenError(CLASIFICACION_MSG.clasifMoverSoloAdministrador);
    const cambiaEstado = body.classActive !== undefined && body.classActive !== nodo.activo;
    if (cambiaEstado && !puedeBorrar(user, nodo)) throw new ForbiddenError(CLASIFICACION_MSG.clasifSinPermisoEstado);
    if (mueve && body.param_padre_id !== undefined) {
      await exigirPadre(tx, body.param_padre_id, 'param_padre_id');
      if (await esAncestroOMismo(tx, id, body.param_padre_id)) throw new ValidationError({ param_padre_id: [CLASIFICACION_MSG.clasifPadreCiclo] });
    }
    const activos = await exigirIdiomas(tx, body.translations);
    await actualizarNodo(tx, id, {
      ...(mueve ? { param_padre_id: body.param_padre_id } : {}),
      ...(body.param_order === undefined ? {} : { param_order: body.param_order }),
      ...(body.classActive === undefined ? {} : { activo: body.classActive }),
      ...(body.className === undefined ? {} : { class_name: body.className, class_definition: body.classDefinition ?? null }),
    });
    await reemplazarTextos(tx, id, textosLimpios(body.translations), activos);
    return detalle(tx, user, lang, id);
  });
}
