/**
 * The registry's figures (issue 35, item 4; docs/registry.md 'The dashboard's figures'): what
 * `GET /registro/cifras` answers, and the download counter behind two of them.
 *
 * A download is counted once the API has answered it with a 200: a 304 (the ETag matched: the client
 * already had it), a 404, 410 or 429, a HEAD, and what a CDN or a browser serves from its cache never
 * reach the count. Counting happens after the answer is sent (`onResponse`, as background work), so it
 * never slows a download, and a failure is logged and forgotten: the download has been served by then.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDay, DIAS_CADUCAN_REGISTRO, type CifrasRegistro, type TipoDescargaRegistro } from '@dapcon/contract';
import type { Database } from '../../db/database';
import { dapcons } from '../dapcon';
import { registroWhere } from './lista';
import { registroDescargas } from './tables';

/** The month an instant falls in, in Madrid, as its first day ('2026-12-01' for 2026-11-30T23:30Z). */
export function mesMadrid(instante: Date): string {
  return `${calendarDay(instante).slice(0, 7)}-01`;
}

/** A day plus some days ('yyyy-mm-dd', calendar arithmetic in UTC: no clock change moves it). */
function diaMas(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Adds one download of a kind to its month's count (one upsert). */
export async function contarDescarga(db: Database, tipo: TipoDescargaRegistro, instante: Date = new Date()): Promise<void> {
  await db
    .insert(registroDescargas)
    .values({ mes: mesMadrid(instante), tipo, total: 1 })
    .onConflictDoUpdate({ target: [registroDescargas.mes, registroDescargas.tipo], set: { total: sql`${registroDescargas.total} + 1` } });
}

/** `GET /registro/cifras`: two counts over the registry's rows (one statement) and the month's downloads (one more). */
export async function cifrasRegistro(db: Database, ahora: Date = new Date()): Promise<CifrasRegistro> {
  const hoy = calendarDay(ahora);
  const hasta = diaMas(hoy, DIAS_CADUCAN_REGISTRO);
  const [cuentas] = await db
    .select({
      publicadas: sql<number>`count(*)::int`,
      caducan: sql<number>`(count(*) filter (where ${and(gte(dapcons.dapcon_valido_hasta, hoy), lte(dapcons.dapcon_valido_hasta, hasta))}))::int`,
    })
    .from(dapcons)
    .where(registroWhere({}));
  const descargas = await db
    .select({ tipo: registroDescargas.tipo, total: registroDescargas.total })
    .from(registroDescargas)
    .where(eq(registroDescargas.mes, mesMadrid(ahora)));
  const de = (tipo: TipoDescargaRegistro) => descargas.find((d) => d.tipo === tipo)?.total ?? 0;
  return {
    publicadas: cuentas?.publicadas ?? 0,
    caducan_90_dias: cuentas?.caducan ?? 0,
    exportaciones_mes: { openepd: de('openepd'), ilcd: de('ilcd'), total: de('openepd') + de('ilcd') },
    certificados_mes: de('certificado'),
  };
}

/** The download a request is serving (its handler marks it) and the status its answer went out with. */
const descargaDe = new WeakMap<FastifyRequest, { tipo: TipoDescargaRegistro; status?: number }>();

/** Marks a request as a download of this kind: counted if and when it is answered with a 200 (`contarDescargas`). */
export function marcarDescarga(request: FastifyRequest, tipo: TipoDescargaRegistro): void {
  descargaDe.set(request, { tipo });
}

/**
 * Counts the downloads of a plugin's routes (the registry's public plugin: its routes and the exports',
 * a child plugin), once they are answered 200 to a GET. Registered after @fastify/etag, so its `onSend`
 * sees the status as sent (the ETag's 304 is set by that plugin's own `onSend`); read there because on a
 * real socket the response reads 200 again once a 304 has gone out. The upsert runs after the answer
 * (`onResponse`), as background work: a failure is logged (`app.tasks`), and closing the app waits for it.
 */
export function contarDescargas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const descarga = descargaDe.get(request);
    if (descarga) descarga.status = reply.statusCode;
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const descarga = descargaDe.get(request);
    if (descarga === undefined || request.method !== 'GET' || descarga.status !== 200) return;
    app.tasks.run(`registro: counting a download (${descarga.tipo})`, () => contarDescarga(app.db, descarga.tipo));
  });
}
