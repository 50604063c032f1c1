/**
 * What /maintenance reads and does (docs/parametros.md 'Maintenance as built'): the real figures of the
 * database, the mail queue, the uploaded files and the disk; re-sending the failed e-mails; the demo reset.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, count, eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EstadoAlmacenamiento, EstadoBaseDatos, EstadoCorreos, EstadoMantenimientoAdmin } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { executeRows, type Database } from '../../db/database';
import { MAIL_QUEUE } from '../../mail/delivery';
import { ensurePlantillas } from '../../mail/render';
import { correos } from '../../mail/tables';
import { MIGRATIONS_DIR } from '../../paths';
import type { MaintenanceState } from '../../plugins/app/maintenance';
import { STORAGE_FOLDERS } from '../../plugins/app/storage';
import { sesiones, usuarios } from '../../auth/tables';
import { consultores } from '../consultores';
import { organizaciones } from '../empresas';
import { mantenimiento } from '../../plugins/app/maintenance-tables';

/** The state as the administrator's screen shows it. */
export function estadoAdmin(state: MaintenanceState): EstadoMantenimientoAdmin {
  return {
    activo: state.activo,
    mensaje: state.mensaje,
    actualizado_at: state.actualizado_at?.toISOString() ?? null,
    actualizado_por: state.actualizado_por,
  };
}

/** 'nombre apellidos (NIF)' of who switched it. */
export function autor(user: AuthUser): string {
  const name = `${user.nombre} ${user.apellidos}`.trim();
  return name ? `${name} (${user.usuario})` : user.usuario;
}

/** Bytes and number of the regular files under a folder (0 when it does not exist); unfinished `.part` files left out. */
export async function folderUsage(dir: string): Promise<{ bytes: number; files: number }> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { bytes: 0, files: 0 };
    throw error;
  }
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    const stat = await fs.stat(path.join(entry.parentPath, entry.name)).catch(() => null);
    if (!stat) continue;
    bytes += stat.size;
    files += 1;
  }
  return { bytes, files };
}

/** What drizzle's journal lists: each migration's file name by the time it was written. */
async function journal(): Promise<Map<number, string>> {
  try {
    const text = await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
    const { entries } = JSON.parse(text) as { entries: { when: number; tag: string }[] };
    return new Map(entries.map((entry) => [entry.when, entry.tag]));
  } catch {
    return new Map();
  }
}

/** PGlite's folder, when the database is one on disk (DATA_DIR/pglite); null on PostgreSQL, or in memory (the tests'). */
async function pgliteFolder(app: FastifyInstance): Promise<string | null> {
  if (app.queueConnection.backend !== 'pglite' || app.config.databaseUrl) return null;
  const folder = path.join(app.config.dataDir, 'pglite');
  return (await fs.stat(folder).then((s) => s.isDirectory(), () => false)) ? folder : null;
}

/** The database: engine, version, size, and the migrations drizzle recorded (`drizzle.__drizzle_migrations`). */
export async function estadoBaseDatos(app: FastifyInstance): Promise<EstadoBaseDatos> {
  const [info] = await executeRows<{ tamanio: string; version: string }>(
    app.db,
    sql`select pg_database_size(current_database())::text as tamanio, version() as version`,
  );
  const [applied] = await executeRows<{ n: number; last: string | null }>(
    app.db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const known = await journal();
  const last = applied?.last ? Number(applied.last) : null;
  const pglite = app.queueConnection.backend === 'pglite';
  const folder = await pgliteFolder(app);
  return {
    motor: pglite ? 'pglite' : 'postgresql',
    version: (info?.version ?? '').split(' on ')[0] ?? '',
    tamanio: Number(info?.tamanio ?? 0),
    tamanio_carpeta: folder ? (await folderUsage(folder)).bytes : null,
    migraciones_aplicadas: applied?.n ?? 0,
    migraciones_conocidas: known.size,
    ultima_migracion: last === null ? null : (known.get(last) ?? null),
    ultima_migracion_at: last === null ? null : new Date(last).toISOString(),
  };
}

/** The mail queue by the states of `correos`. */
export async function estadoCorreos(app: FastifyInstance): Promise<EstadoCorreos> {
  const rows = await app.db.select({ estado: correos.estado, n: count() }).from(correos).groupBy(correos.estado);
  const of = (estado: string) => rows.find((row) => row.estado === estado)?.n ?? 0;
  return { modo: app.mailer.mode, pendientes: of('pendiente'), errores: of('error'), enviados: of('enviado') };
}

/** The uploaded files, and the volume of DATA_DIR (`statfs`). */
export async function estadoAlmacenamiento(app: FastifyInstance): Promise<EstadoAlmacenamiento> {
  const { config } = app;
  let archivos: number;
  let tamanio: number | null;
  if (config.storageDriver === 'local') {
    const usage = await folderUsage(config.storageDir);
    archivos = usage.files;
    tamanio = usage.bytes;
  } else {
    archivos = 0;
    for (const folder of STORAGE_FOLDERS) archivos += (await app.storage.list(folder)).length;
    tamanio = null;
  }
  let disco: EstadoAlmacenamiento['disco'] = null;
  try {
    const stats = await fs.statfs(config.dataDir);
    disco = { total: stats.bsize * stats.blocks, libre: stats.bsize * stats.bavail };
  } catch (error) {
    app.log.warn({ err: error }, 'maintenance: the data folder volume could not be measured');
  }
  return { driver: config.storageDriver, archivos, tamanio, disco, base_datos_en_disco: (await pgliteFolder(app)) !== null };
}

/**
 * Puts every e-mail in 'error' back in the queue with the mailer's own `requeue` (each keeps its
 * priority: the portal's own before a mailing's), the portal's own first; answers how many went back.
 */
export async function reenviarFallidos(app: FastifyInstance): Promise<number> {
  const failed = await app.db
    .select({ id: correos.id })
    .from(correos)
    .where(eq(correos.estado, 'error'))
    .orderBy(sql`${correos.comunicacion_id} is not null`, asc(correos.id));
  let requeued = 0;
  for (const { id } of failed) if (await app.mailer.requeue(id)) requeued += 1;
  return requeued;
}

/** The seed of the app's first start, run in the reset's transaction. */
export type Sembrar = (tx: Database) => Promise<unknown>;

/**
 * The demo reset: in one transaction, every table of the schema emptied (TRUNCATE … RESTART IDENTITY,
 * so the seed gives the same ids again) but the maintenance switch, the mail queue's jobs dropped (a new
 * e-mail's job id is derived from its row id, which starts again), the seed of the app's first start
 * run again, and the templates every e-mail is written from put back. Every session ends but the
 * caller's, kept when its account exists again with the same id. The files of the old data are left
 * to the storage sweep, which removes keys no row names once an hour old. `sembrar` is the seed of
 * every area (areas/index.ts hands it to this area's routes: the seed stands above the areas).
 */
export async function reiniciarDemo(app: FastifyInstance, caller: AuthUser, sembrar: Sembrar): Promise<{ usuarios: number; organizaciones: number; consultores: number }> {
  return app.db.transaction(async (tx) => {
    const [session] = await tx.select().from(sesiones).where(eq(sesiones.id, caller.sessionId));
    const tables = await executeRows<{ name: string }>(
      tx,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> ${getTableName(mantenimiento)} order by tablename`,
    );
    if (tables.length > 0) await tx.execute(sql.raw(`truncate table ${tables.map((t) => `public.${t.name}`).join(', ')} restart identity cascade`));
    const [queue] = await executeRows<{ present: boolean }>(tx, sql`select to_regclass('pgboss.job') is not null as present`);
    if (queue?.present) await tx.execute(sql`delete from pgboss.job where name = ${MAIL_QUEUE}`);
    // Drizzle runs a transaction inside a transaction as a savepoint: the seed's own is one.
    await sembrar(tx as unknown as Database);
    await ensurePlantillas(tx, app.config.mailFrom);
    const [again] = await tx.select({ usuario: usuarios.usuario }).from(usuarios).where(eq(usuarios.id, caller.id));
    if (session && again?.usuario === caller.usuario && session.suplantador_id === null) await tx.insert(sesiones).values(session);
    const rows = async (table: typeof usuarios | typeof organizaciones | typeof consultores) => (await tx.select({ n: count() }).from(table))[0]?.n ?? 0;
    return { usuarios: await rows(usuarios), organizaciones: await rows(organizaciones), consultores: await rows(consultores) };
  });
}

