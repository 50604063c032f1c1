/**
 * 'Resumen de DAPcon' (contract/src/panel/resumen.ts; docs/home.md step 2; docs/decisions.md
 * 'Resumen de DAPcon'): every count in one statement over `dapcons`, the languages read through
 * `dapcon_idiomas` and `idiomas` by their code ('es', 'en'), not by id.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ESTADOS_EN_PROCESO, type ResumenDapcon } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { dapconIdiomas, dapcons } from '../dapcon';
import { idiomas } from '../referencia';

const contar = (condicion: SQL) => sql<number>`count(*) filter (where ${condicion})`.mapWith(Number);

/** The declaration is published in the language of this code (its language row published too). */
// Table names written out in the subquery: in a one-table select Drizzle leaves the columns unqualified,
// and `id` would be the language's.
const publicadaEn = (codigo: 'es' | 'en') =>
  sql`${dapcons.estado} = 'publicada' and exists (select 1 from ${dapconIdiomas} di inner join ${idiomas} i on i.id = di.idioma_id
    where di.dapcon_id = ${dapcons}.id and i.idioma = ${codigo} and di.dapcon_idioma_estado = 'publicada')`;

/** The programme's counts (one statement, whatever the number of declarations). */
export async function resumenDapcon(db: Database): Promise<ResumenDapcon> {
  const enProceso = sql.join(
    ESTADOS_EN_PROCESO.map((estado) => sql`${estado}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      nuevas: contar(sql`${dapcons.id_padre} is null`),
      renovaciones: contar(sql`${dapcons.id_padre} is not null`),
      caducadas: contar(sql`${dapcons.estado} = 'caducada'`),
      publicadas: contar(sql`${dapcons.estado} = 'publicada'`),
      publicadas_es: contar(publicadaEn('es')),
      publicadas_en: contar(publicadaEn('en')),
      en_proceso: contar(sql`${dapcons.estado} in (${enProceso})`),
    })
    .from(dapcons);
  return row ?? { total: 0, nuevas: 0, renovaciones: 0, caducadas: 0, publicadas: 0, publicadas_es: 0, publicadas_en: 0, en_proceso: 0 };
}
