/**
 * The ECO Platform classes of the registry (docs/registry.md 'The ECO Platform class'): the classes
 * published or expired declarations are filed under, for the search page's select, each once, by
 * name in the page's language.
 */
import { sql } from 'drizzle-orm';
import { IDIOMA_ID } from '@dapcon/contract';
import type { Database } from '../../db/database';
import type { Lang } from '../../lib/lang';
import { dapcons } from '../dapcon';
import { claseJsonSql } from '../parametros';
import { registroWhere } from './lista';

/** The classes declarations of the registry are filed under: code and name in `lang`, sorted by name. */
export async function clasificacionesRegistro(db: Database, lang: Lang): Promise<{ codigo: string; nombre: string }[]> {
  const rows = await db
    .selectDistinct({ clase: claseJsonSql(dapcons.clasificacion_id, IDIOMA_ID[lang]) })
    .from(dapcons)
    .where(sql`${dapcons.clasificacion_id} is not null and ${registroWhere({ caducadas: true })}`);
  const clases = rows.flatMap((r) => (r.clase ? [r.clase] : []));
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return clases.sort((a, b) => collator.compare(a.nombre, b.nombre) || a.codigo.localeCompare(b.codigo));
}
