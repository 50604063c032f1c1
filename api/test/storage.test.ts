/**
 * The two storage drivers against one contract: the local folder, and an S3-compatible bucket
 * on a stand-in service (test/s3.ts: s3rver behind a front that checks the SigV4 credential).
 * Then what only S3 has (addressing, prefix, retries, errors of the service), the API built
 * with STORAGE_DRIVER=s3 storing an upload of a real route in the bucket and sweeping it, and
 * `npm run storage-copy`, which moves a folder's files into a bucket, run as an operator would.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toFormData } from '@dapcon/contract';
import { organizaciones } from '../src/db/schema';
import { REPO_ROOT } from '../src/paths';
import { cif } from '../src/seed/documents';
import { isStorageKey, localStorage, type Storage, type StorageFolder } from '../src/plugins/app/storage';
import { bucketUrl, s3Storage, S3StorageError } from '../src/plugins/app/storage-s3';
import { build } from './helper';
import { companyValues, PNG, pngLogo } from './registration';
import { startS3StandIn, type S3StandIn } from './s3';

let standIn: S3StandIn;
const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-storage-'));
  temporary.push(dir);
  return dir;
};
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await standIn.close();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

const UUID = '0f3c1f9e-6a3b-4c1d-9e2f-1a2b3c4d5e6f';
/** Keys of the client's making, and near misses of ours: none may reach a file or the service. */
const BAD_KEYS = ['../secret.txt', 'logos/../../secret.txt', '/etc/passwd', 'logos/x.png', `otros/${UUID}.png`, `logos/${UUID}.PNG`, `logos/${UUID}.png?x=1`, `logos/${UUID}.png/`];

interface Driver {
  storage: Storage;
  /** Stores a name the storage would not generate beside its keys. */
  plantForeign(folder: StorageFolder, name: string): Promise<void>;
  /** Makes the next operations fail (a broken disk, a service in trouble); answers the storage to call. */
  failing(): Storage;
  /** How many requests reached the service (S3); undefined for the folder. */
  reached(): number | undefined;
}

const drivers: [string, () => Driver][] = [
  [
    'local folder',
    () => {
      const root = tempDir();
      // A folder under a file: every read and write fails with ENOTDIR.
      const blocked = path.join(root, 'blocked');
      fs.writeFileSync(blocked, '');
      return {
        storage: localStorage(root),
        async plantForeign(folder, name) {
          fs.mkdirSync(path.join(root, folder), { recursive: true });
          fs.writeFileSync(path.join(root, folder, name), 'not ours');
        },
        failing: () => localStorage(path.join(blocked, 'storage')),
        reached: () => undefined,
      };
    },
  ],
  [
    'S3 (stand-in)',
    () => {
      const config = standIn.config('contract');
      const storage = s3Storage({ ...config, retryDelaysMs: [5, 5] });
      return {
        storage,
        async plantForeign(folder, name) {
          // A raw signed PUT: the storage itself never writes such a name.
          const client = new AwsClient({ ...config, service: 's3', retries: 0 });
          const body = 'not ours';
          const headers = { 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex') };
          const answer = await client.fetch(`${bucketUrl(config)}/${folder}/${name}`, { method: 'PUT', body, headers });
          expect(answer.status).toBe(200);
        },
        failing() {
          // Three answers 500: the first attempt and both retries.
          standIn.failNext(500, 3);
          return storage;
        },
        reached: () => standIn.requests.length,
      };
    },
  ],
];

describe.each(drivers)('the storage contract: %s', (_name, make) => {
  let driver: Driver;
  beforeAll(() => {
    driver = make();
  });

  it('puts under a generated key, gets the bytes back, lists the key and deletes it (twice without error)', async () => {
    const before = Date.now();
    const key = await driver.storage.put('logos', 'png', PNG);
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(isStorageKey(key)).toBe(true);
    expect(await driver.storage.get(key)).toEqual(PNG);
    const listed = (await driver.storage.list('logos')).find((entry) => entry.key === key);
    // File systems and S3 keep whole seconds at worst.
    expect(listed?.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect((await driver.storage.list('documentos')).map((entry) => entry.key)).not.toContain(key);
    await driver.storage.delete(key);
    expect(await driver.storage.get(key)).toBeNull();
    expect((await driver.storage.list('logos')).map((entry) => entry.key)).not.toContain(key);
    await driver.storage.delete(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await driver.storage.get(`documentos/${UUID}.pdf`)).toBeNull();
    await driver.storage.delete(`documentos/${UUID}.pdf`);
  });

  it('writes under a given key (a copy keeps its keys), replacing what was there', async () => {
    const key = `documentos/${UUID}.pdf`;
    await driver.storage.write(key, Buffer.from('first'));
    await driver.storage.write(key, Buffer.from('second'));
    expect(await driver.storage.get(key)).toEqual(Buffer.from('second'));
    await driver.storage.delete(key);
  });

  it('lists only the keys it would generate', async () => {
    await driver.plantForeign('logos', 'README.txt');
    const key = await driver.storage.put('logos', 'gif', Buffer.from('GIF89a'));
    const keys = (await driver.storage.list('logos')).map((entry) => entry.key);
    expect(keys).toContain(key);
    expect(keys.every(isStorageKey)).toBe(true);
  });

  it('never lets a key of the client making reach a file or the service', async () => {
    const reached = driver.reached();
    for (const key of BAD_KEYS) {
      expect(isStorageKey(key), key).toBe(false);
      expect(await driver.storage.get(key), key).toBeNull();
      await driver.storage.delete(key);
      await expect(driver.storage.write(key, Buffer.from('x')), key).rejects.toThrow('Not a storage key');
    }
    await expect(driver.storage.put('logos', '../x', Buffer.from(''))).rejects.toThrow('Cannot store');
    await expect(driver.storage.put('otros' as StorageFolder, 'png', Buffer.from(''))).rejects.toThrow('Cannot store');
    expect(driver.reached()).toBe(reached);
  });

  it('throws what goes wrong underneath, rather than answering null', async () => {
    await expect(driver.failing().put('logos', 'png', PNG)).rejects.toThrow();
    await expect(driver.failing().get(`logos/${UUID}.png`)).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('addresses a bucket by path or by virtual host', () => {
    expect(bucketUrl({ endpoint: 'http://minio:9000', bucket: 'dapcon', forcePathStyle: true })).toBe('http://minio:9000/dapcon');
    expect(bucketUrl({ endpoint: 'https://s3.eu-west-3.amazonaws.com/', bucket: 'dapcon', forcePathStyle: false })).toBe('https://dapcon.s3.eu-west-3.amazonaws.com');
    expect(bucketUrl({ endpoint: 'https://gateway.example.org/s3/', bucket: 'dapcon', forcePathStyle: true })).toBe('https://gateway.example.org/s3/dapcon');
  });

  it('works through a virtual-host address: the bucket in the host name, not in the path', async () => {
    const port = new URL(standIn.endpoint).port;
    standIn.createBucket('vhost');
    const storage = s3Storage({ ...standIn.config('vhost'), endpoint: `http://s3.test:${port}`, forcePathStyle: false, fetch: standIn.loopbackFetch });
    const from = standIn.requests.length;
    const key = await storage.put('logos', 'png', PNG);
    expect(await storage.get(key)).toEqual(PNG);
    expect((await storage.list('logos')).map((entry) => entry.key)).toEqual([key]);
    expect(standIn.objects('vhost')).toEqual([key]);
    expect(standIn.requests.slice(from)[0]).toBe(`PUT /${key}`);
  });

  it('keeps objects under its prefix, and a storage of another prefix does not see them', async () => {
    const storage = s3Storage(standIn.config('prefixed', { prefix: 'dapcon/produccion/' }));
    const other = s3Storage(standIn.config('prefixed', { prefix: 'otra/' }));
    const key = await storage.put('documentos', 'pdf', Buffer.from('%PDF-1.7'));
    expect(standIn.objects('prefixed')).toEqual([`dapcon/produccion/${key}`]);
    expect((await storage.list('documentos')).map((entry) => entry.key)).toEqual([key]);
    expect(await other.get(key)).toBeNull();
    expect(await other.list('documentos')).toEqual([]);
  });

  it('lists past one page', async () => {
    const storage = s3Storage({ ...standIn.config('pages'), listPageSize: 2 });
    const keys = await Promise.all([1, 2, 3, 4, 5].map((n) => storage.put('logos', 'png', Buffer.from([n]))));
    const from = standIn.requests.length;
    expect((await storage.list('logos')).map((entry) => entry.key).sort()).toEqual(keys.sort());
    expect(standIn.requests.slice(from).filter((r) => r.includes('list-type=2'))).toHaveLength(3);
  });

  it('retries an answer 503 and succeeds; throws the status of a 500 that lasts, after 3 attempts', async () => {
    const storage = s3Storage({ ...standIn.config('retries'), retryDelaysMs: [5, 5] });
    standIn.failNext(503, 1);
    const from = standIn.requests.length;
    const key = await storage.put('logos', 'png', PNG);
    expect(standIn.requests.slice(from)).toEqual([`PUT /retries/${key}`, `PUT /retries/${key}`]);
    expect(await storage.get(key)).toEqual(PNG);

    standIn.failNext(500, 3);
    const failure = await storage.get(key).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3StorageError);
    expect(failure).toMatchObject({ status: 500, code: 'InternalError' });
    expect((failure as Error).message).toBe(`S3 GET ${key} answered 500 InternalError: The stand-in was told to fail`);
  });

  it('throws the status of a refused signature at once, and never echoes the secret', async () => {
    const storage = s3Storage({ ...standIn.config('refused'), accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'the-secret-value' });
    const from = standIn.requests.length;
    const failure = await storage.put('logos', 'png', PNG).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((failure as Error).message).not.toContain('the-secret-value');
    expect(standIn.requests.length - from).toBe(1);
    await expect(storage.check()).rejects.toMatchObject({ status: 403 });
  });

  it('takes a missing bucket for a configuration to fix, not for a missing key', async () => {
    const storage = s3Storage({ ...standIn.config('exists'), bucket: 'no-such-bucket' });
    await expect(storage.get(`logos/${UUID}.png`)).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
    await expect(storage.check()).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });

  it('throws, naming the operation, when the service cannot be reached', async () => {
    const storage = s3Storage({ ...standIn.config('down'), endpoint: 'http://127.0.0.1:9', retryDelaysMs: [] });
    await expect(storage.get(`logos/${UUID}.png`)).rejects.toThrow(`S3 GET logos/${UUID}.png failed: fetch failed`);
  });
});

describe('the API with STORAGE_DRIVER=s3', () => {
  const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ env: { ...standIn.env('api', 'dapcon'), STORAGE_DIR: path.join(tempDir(), 'unused') } });
    await app.tasks.idle();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores a registration logo in the bucket under the prefix and reads it back; nothing in the folder', async () => {
    const usuario = cif('B', 8, 47_001);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/registroOrganizacion',
      payload: toFormData(companyValues(47_001, { usuario, org_nombre: 'Formigons del Penedès, S.L.', logo: pngLogo() })),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [org] = await app.db.select({ logo: organizaciones.org_logo }).from(organizaciones).where(eq(organizaciones.org_cif, usuario));
    const key = org?.logo ?? '';
    expect(key).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(standIn.objects('api')).toEqual([`dapcon/${key}`]);
    expect(await app.storage.get(key)).toEqual(PNG);
    expect(fs.existsSync(app.config.storageDir)).toBe(false);
  });

  it('sweeps an old object no row names from the bucket, and keeps the referenced one', async () => {
    const stray = await app.storage.put('documentos', 'pdf', Buffer.from('%PDF-1.7'));
    const fresh = await app.storage.put('documentos', 'pdf', Buffer.from('%PDF-1.7'));
    const [referenced] = (await app.storage.list('logos')).map((entry) => entry.key);
    standIn.age('api', `dapcon/${stray}`, TWO_HOURS_AGO);
    standIn.age('api', `dapcon/${referenced}`, TWO_HOURS_AGO);
    expect(await app.sweepStorage()).toEqual([stray]);
    expect(standIn.objects('api')).toEqual([`dapcon/${fresh}`, `dapcon/${referenced}`].sort());
  });

  it('does not start on a bucket it cannot reach', async () => {
    await expect(build({ env: { ...standIn.env('api'), S3_BUCKET: 'missing-bucket' } })).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' });
  });
});

/** `npm run storage-copy` at the root, as an operator runs it. */
function storageCopy(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'storage-copy'], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run storage-copy', () => {
  it('copies every file of the folder into the bucket under the same keys, and again harmlessly', async () => {
    const dir = tempDir();
    const folder = localStorage(dir);
    const logo = await folder.put('logos', 'png', PNG);
    const document = await folder.put('documentos', 'pdf', Buffer.from('%PDF-1.7 document'));
    fs.writeFileSync(path.join(dir, 'logos', 'README.txt'), 'not ours');
    const env = { ...standIn.env('moved', 'dapcon/'), STORAGE_DIR: dir };

    const first = await storageCopy(env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('Copied 1 in logos, 1 in documentos');
    expect(standIn.objects('moved')).toEqual([`dapcon/${document}`, `dapcon/${logo}`]);
    const bucket = s3Storage(standIn.config('moved', { prefix: 'dapcon/' }));
    expect(await bucket.get(logo)).toEqual(PNG);
    expect(await bucket.get(document)).toEqual(Buffer.from('%PDF-1.7 document'));

    const again = await storageCopy(env);
    expect(again.code, again.output).toBe(0);
    expect(standIn.objects('moved')).toHaveLength(2);
  }, 60_000);

  it('refuses without a bucket configured', async () => {
    const { code, output } = await storageCopy({ STORAGE_DRIVER: 'local', STORAGE_DIR: tempDir() });
    expect(code).not.toBe(0);
    expect(output).toContain('set STORAGE_DRIVER=s3 and the S3_* variables');
  }, 60_000);
});
