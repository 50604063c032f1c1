/**
 * Keeps the storage folder and the rows consistent. A registration stores its files
 * before the transaction that writes the rows naming them and removes them if that
 * fails; a process killed in between leaves files no row names. At start-up and every
 * hour, files in the storage folders that no row names and that are older than an hour
 * (so never one whose registration is still under way), and half-written `.part` files
 * as old, are removed. Files of names the storage would not generate are left alone.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { consultorStorageKeys } from '../../areas/consultores/repository';
import { organizacionStorageKeys } from '../../areas/empresas/repository';
import { STORAGE_FOLDERS, isStorageKey } from './storage';

export interface StorageSweepOptions {
  storageDir: string;
  /** Younger files are never removed. */
  minAgeMs?: number;
  intervalMs?: number;
}

const HOUR_MS = 60 * 60_000;
/** `<key file>.<uuid>.part`: a write of localStorage.put that never reached its rename. */
const PARTIAL = /\.[0-9a-f-]{36}\.part$/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes the stray files now; answers the keys (or partial names) removed. */
    sweepStorage(): Promise<string[]>;
  }
}

export default fp<StorageSweepOptions>(
  async (app, { storageDir, minAgeMs = HOUR_MS, intervalMs = HOUR_MS }) => {
    async function sweep(): Promise<string[]> {
      const cutoff = Date.now() - minAgeMs;
      // Every key a row names, in any area that stores files.
      const referenced = new Set([...(await organizacionStorageKeys(app.db)), ...(await consultorStorageKeys(app.db))]);
      const removed: string[] = [];
      for (const folder of STORAGE_FOLDERS) {
        let names: string[];
        try {
          names = await fs.readdir(path.join(storageDir, folder));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        for (const name of names) {
          const key = `${folder}/${name}`;
          const stray = PARTIAL.test(name) || (isStorageKey(key) && !referenced.has(key));
          if (!stray) continue;
          const file = path.join(storageDir, folder, name);
          const stat = await fs.stat(file).catch(() => null);
          if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
          await fs.rm(file, { force: true });
          removed.push(key);
        }
      }
      if (removed.length > 0) app.log.warn({ removed: removed.length, keys: removed }, 'removed stored files no row refers to');
      return removed;
    }
    app.decorate('sweepStorage', sweep);

    const run = () => app.tasks.run('storage sweep', sweep);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, intervalMs);
      // Never what keeps the process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'storage-sweep', dependencies: ['database', 'tasks', 'storage'] },
);
