/**
 * The ECO Platform product classification of both seeds (docs/parametros.md 'Classification as
 * built'): the root folder `ecoplatform_products` and a small demo classification, as a first sync
 * of part of the shipped sample would leave it: the families 01 to 03 of
 * `api/seed/ecoplatform-clasificacion.sample.csv` (with their children, ids `eco_<codigo>`), plus one
 * node created in the portal (`SEED_NODO_PORTAL`). Importing the whole sample then creates the other
 * families and leaves these unchanged. Draws nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ECOPLATFORM_RAIZ, IDIOMA_ID } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { API_ROOT } from '../../paths';
import { parametros, parametrosTextos } from '../referencia';
import { leerFicheroClasificacion, type FilaClasificacion } from './clasificacion-fichero';
import { idiomasActivos, insertarNodo, reemplazarTextos } from './clasificacion-repository';
import { aplicarFichero } from './clasificacion-sync';

/** The sample import file shipped with the portal. */
export const CLASIFICACION_SAMPLE_FILE = path.join(API_ROOT, 'seed', 'ecoplatform-clasificacion.sample.csv');

/** The sample's top-level families the seed holds. */
export const SEED_FAMILIAS_CLASIFICACION = ['01', '02', '03'] as const;

/** The node of the demo created in the portal (a generated number), under the precast concrete products. */
export const SEED_NODO_PORTAL = {
  param_id: 'eco_K7Q2M9XPA',
  codigo: 'K7Q2M9XPA',
  padre: 'eco_01.02',
  class_name: 'Precast concrete stairs',
  textos: [
    { pt_idioma_id: 1, pt_texto: 'Escaleras prefabricadas de hormigón', pt_descripcion: '<p>Tramos de escalera fabricados en planta.</p>' },
    { pt_idioma_id: 2, pt_texto: 'Escales prefabricades de formigó', pt_descripcion: null },
    { pt_idioma_id: 3, pt_texto: 'Precast concrete stairs', pt_descripcion: null },
  ],
} as const;

/** The sample's rows of the seeded families (a row's family: the code at the top of its chain). */
export function filasSemilla(filas: readonly FilaClasificacion[]): FilaClasificacion[] {
  const porCodigo = new Map(filas.map((fila) => [fila.codigo, fila]));
  const familia = (fila: FilaClasificacion): string => {
    let actual = fila;
    while (actual.padre !== null) actual = porCodigo.get(actual.padre) ?? actual;
    return actual.codigo;
  };
  return filas.filter((fila) => (SEED_FAMILIAS_CLASIFICACION as readonly string[]).includes(familia(fila)));
}

/** Writes the root folder and the demo classification; answers how many nodes. */
export async function seedClasificacion(db: Database): Promise<number> {
  await db.insert(parametros).values({
    param_id: ECOPLATFORM_RAIZ,
    param_padre_id: null,
    param_order: 900,
    // The association administrator reads the folder; only its nodes are theirs to edit and delete.
    param_permiso: 1,
    param_admite_hijos: true,
    param_nombre: ECOPLATFORM_RAIZ,
  });
  await db.insert(parametrosTextos).values([
    { pt_param_id: ECOPLATFORM_RAIZ, pt_idioma_id: IDIOMA_ID.es, pt_texto: 'Clasificación de productos ECO Platform' },
    { pt_param_id: ECOPLATFORM_RAIZ, pt_idioma_id: IDIOMA_ID.ca, pt_texto: 'Classificació de productes ECO Platform' },
  ]);
  const idiomas = await idiomasActivos(db);
  const fichero = leerFicheroClasificacion(fs.readFileSync(CLASIFICACION_SAMPLE_FILE, 'utf8'), idiomas);
  const filas = filasSemilla(fichero.filas);
  await aplicarFichero(db, { ...fichero, filas }, idiomas.find((i) => i.idioma === 'en')?.id);
  await insertarNodo(db, {
    param_id: SEED_NODO_PORTAL.param_id,
    param_padre_id: SEED_NODO_PORTAL.padre,
    param_order: 4,
    activo: true,
    codigo: SEED_NODO_PORTAL.codigo,
    class_name: SEED_NODO_PORTAL.class_name,
    class_definition: null,
    origen: 'portal',
  });
  await reemplazarTextos(db, SEED_NODO_PORTAL.param_id, SEED_NODO_PORTAL.textos, []);
  return filas.length + 1;
}
