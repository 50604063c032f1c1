/**
 * The reference data: languages, countries, the parameter lists in Spanish and Catalan and the
 * postal-code table. Draws nothing at random; it comes first, and the other areas' seeds build
 * their addresses from the postal codes it answers.
 */
import type { Database } from '../../db/database';
import { insertInChunks, Places } from '../../seed/context';
import { poblacionRows } from './data/poblaciones';
import { IDIOMA_CA, IDIOMA_ES, IDIOMAS, LISTAS, PAISES } from './data/referencia';
import { idiomas, paises, parametros, parametrosTextos, poblaciones } from './tables';

/** Inserts the reference data; answers the postal-code table for the other seeds. */
export async function seedReferencia(db: Database): Promise<Places> {
  await db.insert(idiomas).values([...IDIOMAS]);
  await db.insert(paises).values([...PAISES]);

  const params: (typeof parametros.$inferInsert)[] = [];
  const textos: (typeof parametrosTextos.$inferInsert)[] = [];
  Object.entries(LISTAS).forEach(([listId, lista], listIndex) => {
    params.push({
      param_id: listId,
      param_padre_id: null,
      param_order: listIndex + 1,
      param_permiso: lista.permiso,
      param_admite_hijos: true,
      param_nombre: listId,
    });
    textos.push(
      { pt_param_id: listId, pt_idioma_id: IDIOMA_ES, pt_texto: lista.es },
      { pt_param_id: listId, pt_idioma_id: IDIOMA_CA, pt_texto: lista.ca },
    );
    lista.opciones.forEach((opcion, index) => {
      params.push({
        param_id: opcion.id,
        param_padre_id: listId,
        param_order: index + 1,
        param_permiso: lista.permiso,
        param_admite_hijos: false,
        param_nombre: opcion.es,
      });
      textos.push(
        { pt_param_id: opcion.id, pt_idioma_id: IDIOMA_ES, pt_texto: opcion.es, pt_descripcion: opcion.descripcion ?? null },
        { pt_param_id: opcion.id, pt_idioma_id: IDIOMA_CA, pt_texto: opcion.ca, pt_descripcion: opcion.descripcion ?? null },
      );
    });
  });
  await db.insert(parametros).values(params);
  await db.insert(parametrosTextos).values(textos);

  const rows = poblacionRows();
  await insertInChunks(rows, (chunk) => db.insert(poblaciones).values(chunk));
  return new Places(rows);
}
