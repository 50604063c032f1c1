/**
 * Uploaded files. Routes see only the `Storage` interface (put / get / delete by key),
 * so the driver, a local folder (`localStorage`) or an S3-compatible bucket (`s3Storage`,
 * storage-s3.ts), is a matter of configuration (STORAGE_DRIVER). Keys are generated here,
 * `<folder>/<uuid>.<extension>`, are what the database keeps, and are the same in both
 * drivers: a file's key is its path under the folder and its object name under the bucket's prefix.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { S3Config, StorageDriver } from '../../config';
import { s3Storage } from './storage-s3';

/**
 * What is stored, by kind: `contenidos` holds the web contents' images, their files and the rich-text
 * editor's images; `documentos-biblioteca` the document library's files.
 */
export const STORAGE_FOLDERS = ['logos', 'documentos', 'contenidos', 'documentos-biblioteca'] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

const KEY = /^(logos|documentos|contenidos|documentos-biblioteca)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;

/** A stored key and when it was written. */
export interface StoredObject {
  key: string;
  modified: Date;
}

export interface Storage {
  /** Stores bytes under a new key in `folder` with `extension` (from the detected type); answers the key. */
  put(folder: StorageFolder, extension: string, data: Buffer): Promise<string>;
  /**
   * Stores bytes under a given key, replacing what was there: a copy from another storage keeps
   * its keys (`npm run storage-copy`). Throws for a key this storage would not generate.
   */
  write(key: string, data: Buffer): Promise<void>;
  /** The bytes under a key, or null when there are none (or the key is not one of ours). */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key stored in a folder, with when it was written; names this storage would not generate are left out. */
  list(folder: StorageFolder): Promise<StoredObject[]>;
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

/** Throws unless `key` is a storage key: the one check before any write, in every driver. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** A new key in `folder` with `extension`; throws for a folder or an extension the storage does not use. */
export function newStorageKey(folder: StorageFolder, extension: string): string {
  if (!STORAGE_FOLDERS.includes(folder) || !EXTENSION.test(extension)) {
    throw new Error(`Cannot store a file in ${folder} with extension ${extension}`);
  }
  return `${folder}/${randomUUID()}.${extension}`;
}

/**
 * `put` for a driver that can `write` a key: a new key in the folder, written, answered. Both drivers'.
 *
 * @example
 * const storage = { put: putThrough((key, data) => storage.write(key, data)), … };
 */
export function putThrough(write: (key: string, data: Buffer) => Promise<void>): Storage['put'] {
  return async (folder, extension, data) => {
    const key = newStorageKey(folder, extension);
    await write(key, data);
    return key;
  };
}

/** A folder on the local disk, outside anything served. Writes go through a temporary name, so a key never names half a file. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const storage: Storage = {
    put: putThrough((key, data) => storage.write(key, data)),
    async write(key, data) {
      assertStorageKey(key);
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
    async list(folder) {
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, folder));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const found: StoredObject[] = [];
      for (const name of names.sort()) {
        const key = `${folder}/${name}`;
        if (!isStorageKey(key)) continue;
        const stat = await fs.stat(fileOf(key)).catch(() => null);
        if (stat?.isFile()) found.push({ key, modified: stat.mtime });
      }
      return found;
    },
  };
  return storage;
}

export interface StoragePluginOptions {
  driver: StorageDriver;
  /** The local folder (driver `local`). */
  storageDir: string;
  /** The bucket (driver `s3`). */
  s3?: S3Config;
}

export default fp<StoragePluginOptions>(
  async (app, { driver, storageDir, s3 }) => {
    if (driver === 's3') {
      if (!s3) throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
      const bucket = s3Storage(s3);
      // A wrong endpoint, bucket or key stops the start here, not at the first upload.
      await bucket.check();
      app.decorate('storage', bucket);
      return;
    }
    await fs.mkdir(storageDir, { recursive: true, mode: 0o750 });
    app.decorate('storage', localStorage(storageDir));
  },
  { name: 'storage' },
);
