/**
 * Once per run, on PGlite: a migrated database seeded with size 'test', saved
 * as an image every test file restores (PGlite's initdb costs seconds; a
 * restore a fraction of that). With DATABASE_URL each file resets the real
 * schema instead, so nothing is prepared here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { seed } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the PGlite image, or null when the tests run on PostgreSQL. */
    pgliteImage: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImage', null);
    return () => {};
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate((db) => seed(db, 'test').then(() => undefined));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-api-image-'));
  const file = path.join(dir, 'pglite.tar');
  const image = await handle.image();
  await handle.close();
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
