/**
 * Uploaded files. Routes see only the `Storage` interface (put / get / delete by key),
 * so the local folder can give way to S3-compatible storage without touching them.
 * Keys are generated here, `<folder>/<uuid>.<extension>`, and are what the database keeps.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

/** What is stored, by kind. */
export const STORAGE_FOLDERS = ['logos', 'documentos'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

const KEY = /^(logos|documentos)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export interface Storage {
  /** Stores bytes under a new key in `folder` with `extension` (from the detected type); answers the key. */
  put(folder: StorageFolder, extension: string, data: Buffer): Promise<string>;
  /** The bytes under a key, or null when there are none (or the key is not one of ours). */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** True for a key this storage could have generated (no paths of the client's making). */
export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A folder on the local disk, outside anything served. Writes go through a temporary name, so a key never names half a file. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(folder, extension, data) {
      if (!STORAGE_FOLDERS.includes(folder) || !/^[a-z0-9]{1,5}$/.test(extension)) {
        throw new Error(`Cannot store a file in ${folder} with extension ${extension}`);
      }
      const key = `${folder}/${randomUUID()}.${extension}`;
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await fs.writeFile(partial, data, { flag: 'wx', mode: 0o640 });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export interface StoragePluginOptions {
  storageDir: string;
}

export default fp<StoragePluginOptions>(
  async (app, { storageDir }) => {
    await fs.mkdir(storageDir, { recursive: true, mode: 0o750 });
    app.decorate('storage', localStorage(storageDir));
  },
  { name: 'storage' },
);
