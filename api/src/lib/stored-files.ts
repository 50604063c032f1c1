/**
 * Uploaded files and the rows that name them, written so that a failed request leaves nothing
 * behind and a stored file is never removed while a row still names it:
 *
 * - `storeAndWrite`: the files are stored first, then the rows are written in one transaction; if
 *   anything fails (a check inside the transaction, the database) the files just stored are
 *   removed again.
 * - `removeStoredFiles`: files the rows no longer name (a replaced logo, a removed document, a
 *   deleted company's files) are removed once the transaction that stopped naming them has
 *   committed. A failure there is logged, not answered: the hourly storage sweep
 *   (plugins/app/storage-sweep.ts) removes any file no row names.
 *
 * @example
 * const replaced = await storeAndWrite(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
 *   const old = await lockOrganizacion(tx, id);
 *   await updateOrganizacion(tx, id, { org_logo: logoKey ?? old.org_logo });
 *   return logoKey ? old.org_logo : null;
 * });
 * await removeStoredFiles(app, [replaced], request.log);
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { StorageFolder } from '../plugins/app/storage';
import type { UploadedFile } from './uploads';

/** A file of the request to store in a folder; `undefined` when the request brought none. */
export interface FileToStore {
  folder: StorageFolder;
  file: UploadedFile | undefined;
}

/**
 * Stores the files, then runs `write` in a transaction with their keys (null for an absent file).
 * If storing, the transaction or anything in it fails, the files stored here are removed and the
 * error is thrown on.
 */
export async function storeAndWrite<T>(
  app: FastifyInstance,
  files: readonly FileToStore[],
  write: (tx: Database, keys: (string | null)[]) => Promise<T>,
): Promise<T> {
  const keys: (string | null)[] = [];
  try {
    for (const { folder, file } of files) keys.push(file ? await app.storage.put(folder, file.extension, file.data) : null);
    return await app.db.transaction((tx) => write(tx, keys));
  } catch (error) {
    await removeStoredFiles(app, keys);
    throw error;
  }
}

/**
 * Removes stored files that no row names any more; empty entries are skipped. Never throws: a
 * file left behind is logged and swept later.
 */
export async function removeStoredFiles(
  app: FastifyInstance,
  keys: readonly (string | null | undefined)[],
  log: FastifyBaseLogger = app.log,
): Promise<void> {
  await Promise.all(
    keys
      .filter((key): key is string => typeof key === 'string' && key !== '')
      .map((key) => app.storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'could not remove a stored file'))),
  );
}
