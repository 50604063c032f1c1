/**
 * Stored files no row refers to (a registration killed between storing its logo and
 * committing its rows) are removed at start-up and by later sweeps, once an hour old;
 * referenced files and fresh ones stay.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { consultores, organizaciones } from '../src/db/schema';
import { build } from './helper';

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);

let storageDir: string;
let app: FastifyInstance;

/** Writes a file under a storage key (or any name) in a folder, optionally made old. */
function plant(folder: string, name: string, old: boolean): string {
  const file = path.join(storageDir, folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'bytes');
  if (old) fs.utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return `${folder}/${name}`;
}
const exists = (key: string) => fs.existsSync(path.join(storageDir, ...key.split('/')));

// Left behind by a registration that died before its commit, before this process started.
let strayAtStart: string;
beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-storage-'));
  strayAtStart = plant('logos', `${randomUUID()}.png`, true);
  app = await build({ env: { STORAGE_DIR: storageDir } });
  await app.tasks.idle();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('the storage sweep', () => {
  it('removes an old file no row refers to at start-up', () => {
    expect(exists(strayAtStart)).toBe(false);
  });

  it('keeps referenced and fresh files, removes old strays and half-written files', async () => {
    const orgLogo = plant('logos', `${randomUUID()}.png`, true);
    const isoDoc = plant('documentos', `${randomUUID()}.pdf`, true);
    const consultantLogo = plant('logos', `${randomUUID()}.jpg`, true);
    const [org] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).limit(1);
    const [consultant] = await app.db.select({ id: consultores.id }).from(consultores).limit(1);
    if (!org || !consultant) throw new Error('the test seed has companies and consultants');
    await app.db.update(organizaciones).set({ org_logo: orgLogo, doc_sgm_iso14001: isoDoc }).where(eq(organizaciones.org_id, org.id));
    await app.db.update(consultores).set({ consultor_logo: consultantLogo }).where(eq(consultores.id, consultant.id));

    const freshStray = plant('logos', `${randomUUID()}.png`, false);
    const oldStray = plant('documentos', `${randomUUID()}.pdf`, true);
    const oldPartial = plant('logos', `${randomUUID()}.png.${randomUUID()}.part`, true);
    const notOurs = plant('logos', 'README.txt', true);

    const removed = await app.sweepStorage();
    expect(removed.sort()).toEqual([oldStray, oldPartial].sort());
    for (const key of [orgLogo, isoDoc, consultantLogo, freshStray, notOurs]) expect(exists(key), key).toBe(true);
    for (const key of [oldStray, oldPartial]) expect(exists(key), key).toBe(false);
  });
});
