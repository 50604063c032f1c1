/**
 * 'Sincronizar' (`POST /ecoplatform-products/sync`; docs/parametros.md 'The import file'): the
 * classification's imported nodes are made to match a CSV file the administrator uploads (there is
 * no network source). Idempotent: the same file again changes nothing, and the answer says so.
 *
 * - A code of the file that is not a node yet is created (`eco_<codigo>`, permission 3, origin
 *   'importado'); one that is, is updated where it differs: parent, order, state (a node in the file is
 *   active), class name and definition, and its texts in the languages the file has columns for (a
 *   language left empty in a row loses its text; other languages' texts stay).
 * - The class name is the English name when the file has one, else the Spanish; the definition
 *   likewise from the descriptions. A description is plain text: stored as paragraphs of rich text.
 * - Imported nodes missing from the file are deactivated (never deleted); nodes created in the
 *   portal are never touched, and a file may not use one's code (422).
 * - One sync at a time (a transaction-level advisory lock); all of it or nothing.
 */
import { sql } from 'drizzle-orm';
import { CLASIFICACION_MSG, ECOPLATFORM_RAIZ, PREFIJO_NODO_CLASIFICACION, type ResumenSincronizacion } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { FieldErrors } from '../../errors';
import { sanitizeRichText } from '../../lib/html';
import { leerFicheroClasificacion, type FicheroClasificacion } from './clasificacion-fichero';
import {
  actualizarNodo,
  desactivarNodos,
  idiomasActivos,
  importadosFuera,
  insertarNodo,
  reemplazarTextos,
  textosDeNodos,
  todosLosNodos,
  type CambiosNodo,
  type Db,
} from './clasificacion-repository';

/** The language whose texts give the class name and definition when the file has them. */
const IDIOMA_CLASE = 'en';

const escapar = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A plain-text description as the editor's rich text: a paragraph per line. */
export function descripcionHtml(text: string): string {
  return sanitizeRichText(
    text
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => `<p>${escapar(line)}</p>`)
      .join(''),
  );
}

/** A node's id from its code. */
const idDe = (codigo: string) => `${PREFIJO_NODO_CLASIFICACION}${codigo}`;

/** Reads the file (422 when malformed) and applies it in one transaction; answers what changed. */
export async function sincronizar(db: Database, contenido: string): Promise<ResumenSincronizacion> {
  const idiomas = await idiomasActivos(db);
  const fichero = leerFicheroClasificacion(contenido, idiomas);
  const idiomaClase = idiomas.find((i) => i.idioma.toLowerCase() === IDIOMA_CLASE)?.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dapcon.clasificacion_ecoplatform'))`);
    return aplicarFichero(tx, fichero, idiomaClase);
  });
}

/** Applies a file that was read: see the file comment. */
export async function aplicarFichero(db: Db, fichero: FicheroClasificacion, idiomaClase: number | undefined): Promise<ResumenSincronizacion> {
  const nodos = new Map((await todosLosNodos(db)).map((nodo) => [nodo.codigo, nodo]));
  const errores = new FieldErrors();
  for (const fila of fichero.filas) {
    if (nodos.get(fila.codigo)?.origen === 'portal') errores.add(`linea.${fila.linea}.codigo`, CLASIFICACION_MSG.clasifCodigoDelPortal);
  }
  errores.throwIfAny();
  const textosActuales = await textosDeNodos(
    db,
    fichero.filas.flatMap((fila) => {
      const nodo = nodos.get(fila.codigo);
      return nodo ? [nodo.param_id] : [];
    }),
  );

  const resumen: ResumenSincronizacion = { total: fichero.filas.length, creados: 0, actualizados: 0, sin_cambios: 0, desactivados: 0, codigos: { creados: [], actualizados: [], desactivados: [] } };
  const hermanos = new Map<string, number>();
  for (const fila of fichero.filas) {
    const padre = fila.padre === null ? ECOPLATFORM_RAIZ : (nodos.get(fila.padre)?.param_id ?? idDe(fila.padre));
    const posicion = (hermanos.get(padre) ?? 0) + 1;
    hermanos.set(padre, posicion);
    const orden = fila.orden ?? posicion;
    const principal = fila.textos.get(1);
    const clase = (idiomaClase === undefined ? undefined : fila.textos.get(idiomaClase)) ?? principal;
    const className = clase?.nombre ?? fila.codigo;
    const classDefinition = clase?.descripcion ?? principal?.descripcion ?? null;
    const textos = fichero.idiomas.flatMap((idioma) => {
      const texto = fila.textos.get(idioma);
      return texto ? [{ pt_idioma_id: idioma, pt_texto: texto.nombre, pt_descripcion: texto.descripcion === null ? null : descripcionHtml(texto.descripcion) || null }] : [];
    });

    const nodo = nodos.get(fila.codigo);
    if (!nodo) {
      const id = idDe(fila.codigo);
      await insertarNodo(db, { param_id: id, param_padre_id: padre, param_order: orden, activo: true, codigo: fila.codigo, class_name: className, class_definition: classDefinition, origen: 'importado' });
      await reemplazarTextos(db, id, textos, []);
      nodos.set(fila.codigo, { param_id: id, param_padre_id: padre, param_order: orden, param_permiso: 3, activo: true, codigo: fila.codigo, sistema: 1, version: 1, nivel: 1, pais: 'ES', class_name: className, class_definition: classDefinition, origen: 'importado' });
      resumen.creados += 1;
      resumen.codigos.creados.push(fila.codigo);
      continue;
    }
    const cambios: CambiosNodo = {
      ...(nodo.param_padre_id === padre ? {} : { param_padre_id: padre }),
      ...(nodo.param_order === orden ? {} : { param_order: orden }),
      ...(nodo.activo ? {} : { activo: true }),
      ...(nodo.class_name === className ? {} : { class_name: className }),
      ...(nodo.class_definition === classDefinition ? {} : { class_definition: classDefinition }),
    };
    const actuales = textosActuales.get(nodo.param_id) ?? new Map();
    const textosCambian = fichero.idiomas.some((idioma) => {
      const nuevo = textos.find((t) => t.pt_idioma_id === idioma);
      const actual = actuales.get(idioma);
      if (!nuevo || !actual) return nuevo !== actual;
      return nuevo.pt_texto !== actual.pt_texto || nuevo.pt_descripcion !== actual.pt_descripcion;
    });
    if (Object.keys(cambios).length === 0 && !textosCambian) {
      resumen.sin_cambios += 1;
      continue;
    }
    await actualizarNodo(db, nodo.param_id, cambios);
    if (textosCambian) await reemplazarTextos(db, nodo.param_id, textos, fichero.idiomas);
    resumen.actualizados += 1;
    resumen.codigos.actualizados.push(fila.codigo);
  }

  const fuera = await importadosFuera(db, fichero.filas.map((fila) => fila.codigo));
  await desactivarNodos(db, fuera.map((nodo) => nodo.param_id));
  resumen.desactivados = fuera.length;
  resumen.codigos.desactivados = fuera.map((nodo) => nodo.codigo);
  return resumen;
}
