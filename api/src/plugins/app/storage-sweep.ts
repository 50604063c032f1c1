/**
 * Keeps the stored files and the rows consistent. A registration stores its files
 * before the transaction that writes the rows naming them and removes them if that
 * fails; a process killed in between leaves files no row names. At start-up and every
 * hour, stored keys that no row names and that are older than an hour (so never one
 * whose registration is still under way) are removed. It works through the `Storage`
 * interface (`list`, `delete`), so it sweeps the local folder and an S3 bucket alike;
 * names the storage would not generate are left alone. With the local driver it also
 * removes half-written `.part` files as old (`localDir`); an S3 PUT is whole or nothing,
 * so a bucket has none. The rich-text editor's images are kept while a stored HTML names
 * them, and for a day after their upload (a content being written); then their row is
 * forgotten and their file goes like any other.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { STORAGE_FOLDERS } from './storage';
import { repeatWhileOpen } from './tasks';

export interface StorageSweepOptions {
  /**
   * Every key a row names, in any area that stores files (areas/index.ts's `storedFileKeys`: the
   * areas stand above this plugin). Asked at each sweep, before anything is removed.
   */
  referencedKeys: (db: Database) => Promise<Iterable<string>>;
  /** The local storage folder, whose `.part` files are swept too; unset with the S3 driver. */
  localDir?: string;
  /** Younger files are never removed. */
  minAgeMs?: number;
  intervalMs?: number;
}

const HOUR_MS = 60 * 60_000;
/** `<key file>.<uuid>.part`: a write of localStorage that never reached its rename. */
const PARTIAL = /\.[0-9a-f-]{36}\.part$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes the stray files now; answers the keys (or partial names) removed. */
    sweepStorage(): Promise<string[]>;
  }
}

/** Half-written files of the local folder older than `cutoff`, removed; answers their names as `<folder>/<name>`. */
async function removePartials(localDir: string, cutoff: number): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of STORAGE_FOLDERS) {
    let names: string[];
    try {
      names = await fs.readdir(path.join(localDir, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names.filter((n) => PARTIAL.test(n))) {
      const file = path.join(localDir, folder, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
      await fs.rm(file, { force: true });
      removed.push(`${folder}/${name}`);
    }
  }
  return removed;
}

export default fp<StorageSweepOptions>(
  async (app, { referencedKeys, localDir, minAgeMs = HOUR_MS, intervalMs = HOUR_MS }) => {
    async function sweep(): Promise<string[]> {
      const cutoff = Date.now() - minAgeMs;
      const referenced = new Set(await referencedKeys(app.db));
      const removed: string[] = [];
      for (const folder of STORAGE_FOLDERS) {
        for (const { key, modified } of await app.storage.list(folder)) {
          if (referenced.has(key) || modified.getTime() > cutoff) continue;
          await app.storage.delete(key);
          removed.push(key);
        }
      }
      if (localDir) removed.push(...(await removePartials(localDir, cutoff)));
      if (removed.length > 0) app.log.warn({ removed: removed.length, keys: removed }, 'removed stored files no row refers to');
      return removed;
    }
    app.decorate('sweepStorage', sweep);

    repeatWhileOpen(app, 'storage sweep', intervalMs, sweep);
  },
  { name: 'storage-sweep', dependencies: ['database', 'tasks', 'storage'] },
);
