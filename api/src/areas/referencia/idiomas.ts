/**
 * The portal's languages (`/idiomas`; spec part 1 §3 'Reference items', §7; part 2 §3 'Language';
 * docs/parametros.md 'Languages as built'). `GET /idiomas` (routes.ts) answers the active ones, as it
 * always did; the Ares administrator (profile 1) lists every one (`GET /idiomas/admin`), adds one
 * (`POST /idiomas`, the next id) and saves one (`PATCH /idiomas/{id}`; `activo: false` deactivates it).
 *
 * - Language 1 is always present: deactivating it is a 409 with `idiomaPrincipalNoDesactivable`.
 * - A code is one language's (the table's unique key): another's code is a 422 under `idioma`.
 * - A language is never deleted: declarations, texts and verifier boxes keep naming it. An inactive
 *   one leaves every per-language form (they read `GET /idiomas`) and is refused by the writes that
 *   check active languages (a new DAPcon's languages, a verifier's boxes, an RCP's new texts).
 */
import { asc, eq, ne, and, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { actualizarIdioma, crearIdioma, IDIOMA_SIEMPRE_PRESENTE, idiomasAdmin, MSG, REFERENCIA_MSG, type IdiomaAdmin, type IdiomaBody } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { idiomas } from './tables';

const COLUMNS = { id: idiomas.id, idioma_nombre: idiomas.idioma_nombre, idioma: idiomas.idioma, ecoplatform: idiomas.ecoplatform, activo: idiomas.activo };

/** Every language, the inactive ones too, by id. */
export function listTodosIdiomas(db: Database): Promise<IdiomaAdmin[]> {
  return db.select(COLUMNS).from(idiomas).orderBy(asc(idiomas.id));
}

/** Whether another language (not `exceptId`) has this code. */
async function codigoUsado(db: Database, codigo: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: idiomas.id })
    .from(idiomas)
    .where(and(eq(idiomas.idioma, codigo), exceptId === undefined ? undefined : ne(idiomas.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

const codigoRepetido = () => new ValidationError({ idioma: [REFERENCIA_MSG.idiomaCodigoRepetido] });

/** `POST /idiomas`: the language with the next id (the table locked against another addition meanwhile). */
export async function crearIdiomaEn(db: Database, body: IdiomaBody): Promise<IdiomaAdmin> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${idiomas} in exclusive mode`);
      if (await codigoUsado(tx, body.idioma)) throw codigoRepetido();
      const [inserted] = await tx
        .insert(idiomas)
        .values({ id: sql`(select coalesce(max(${idiomas.id}), 0) + 1 from ${idiomas})`, ...body })
        .returning(COLUMNS);
      if (!inserted) throw new Error('the language was not inserted');
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codigoRepetido();
    throw error;
  }
}

/** `PATCH /idiomas/{id}`: saves a language; language 1 cannot be deactivated (409). 404 when there is none. */
export async function actualizarIdiomaEn(db: Database, id: number, body: IdiomaBody): Promise<IdiomaAdmin> {
  if (id === IDIOMA_SIEMPRE_PRESENTE && !body.activo) throw new ConflictError(REFERENCIA_MSG.idiomaPrincipalNoDesactivable);
  try {
    return await db.transaction(async (tx) => {
      if (await codigoUsado(tx, body.idioma, id)) throw codigoRepetido();
      const [updated] = await tx.update(idiomas).set(body).where(eq(idiomas.id, id)).returning(COLUMNS);
      if (!updated) throw new NotFoundError();
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codigoRepetido();
    throw error;
  }
}

/** The Ares administrator's routes of the languages (registered by the area's routes.ts). */
export const idiomasRoutes: FastifyPluginAsync = async (app) => {
  serve(app, idiomasAdmin, async () => ok(await listTodosIdiomas(app.db)));
  serve(app, crearIdioma, async (request) => ok(await crearIdiomaEn(app.db, request.body), MSG.operacionCorrecta));
  serve(app, actualizarIdioma, async (request) => ok(await actualizarIdiomaEn(app.db, request.params.id, request.body), MSG.operacionCorrecta));
};
