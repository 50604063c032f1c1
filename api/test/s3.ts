/**
 * A stand-in for an S3-compatible service: s3rver (a fake S3 over a temporary folder) in a child
 * process (test/s3rver-process.mjs says why), behind a front in the test process, a node:http
 * server on a random loopback port that passes requests on. The front checks what s3rver does
 * not (it takes any SigV4 signature of a known key): every request must carry an
 * `AWS4-HMAC-SHA256` Authorization for the configured access key, region and service, and a PUT
 * the hash of its body rather than UNSIGNED-PAYLOAD. It also records every request, and can
 * answer the next ones with an error, to see how the storage takes a failing service.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { S3Config } from '../src/config';

/** s3rver knows one account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
export const STAND_IN_REGION = 'eu-west-3';
/** Host names under it are virtual-host buckets (`<bucket>.s3.test`); they resolve only through `loopbackFetch`. */
const SERVICE_DOMAIN = 'test';

export interface S3StandIn {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The settings of a path-style client of a bucket (created empty when first asked for). */
  config(bucket: string, overrides?: Partial<S3Config>): S3Config;
  /** The STORAGE_DRIVER=s3 environment of an API of a bucket. */
  env(bucket: string, prefix?: string): Record<string, string>;
  /** Creates a bucket (an empty folder of s3rver's). */
  createBucket(bucket: string): void;
  /** Every request received, `METHOD /path?query`, oldest first. */
  requests: string[];
  /** Answers the next `count` requests with `status` (an S3 error body), before s3rver sees them. */
  failNext(status: number, count?: number): void;
  /** The object names of a bucket, read from s3rver's folder (not through S3), sorted. */
  objects(bucket: string): string[];
  /** Sets when an object was last written (s3rver reads it from its file's time). */
  age(bucket: string, name: string, modified: Date): void;
  /** For virtual-host addressing without DNS: sends a request for `<bucket>.s3.test:<port>` to the loopback port. */
  loopbackFetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url)), directory, SERVICE_DOMAIN], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const s3rverPort = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  child.removeAllListeners('exit');
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request({ host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  };
  const requests: string[] = [];
  let failures: { status: number; left: number } | undefined;
  const credential = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/\\d{8}/${STAND_IN_REGION}/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
  );

  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const refuse = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' }).end(xmlError(code, message));
    };
    if (failures && failures.left > 0) {
      failures.left -= 1;
      refuse(failures.status, failures.status === 503 ? 'SlowDown' : 'InternalError', 'The stand-in was told to fail');
      return;
    }
    if (!credential.test(req.headers.authorization ?? '')) {
      refuse(403, 'SignatureDoesNotMatch', `Not a SigV4 signature of ${ACCESS_KEY_ID} in ${STAND_IN_REGION}: ${req.headers.authorization ?? 'none'}`);
      return;
    }
    if (req.method === 'PUT' && !/^[0-9a-f]{64}$/.test(String(req.headers['x-amz-content-sha256']))) {
      refuse(400, 'XAmzContentSHA256Mismatch', 'A PUT must sign the hash of its body');
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const createBucket = (bucket: string) => fs.mkdirSync(path.join(directory, bucket), { recursive: true });

  return {
    endpoint,
    requests,
    createBucket,
    config(bucket, overrides = {}) {
      createBucket(bucket);
      return {
        endpoint,
        region: STAND_IN_REGION,
        bucket,
        accessKeyId: ACCESS_KEY_ID,
        secretAccessKey: SECRET_ACCESS_KEY,
        prefix: '',
        forcePathStyle: true,
        ...overrides,
      };
    },
    env(bucket, prefix = '') {
      createBucket(bucket);
      return {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: STAND_IN_REGION,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
        S3_PREFIX: prefix,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    objects(bucket) {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      // s3rver keeps an object `a/b.png` as the file `a/b.png._S3rver_object` (and its metadata beside it).
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((entry) => entry.endsWith('._S3rver_object'))
        .map((entry) => entry.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort();
    },
    age(bucket, name, modified) {
      fs.utimesSync(path.join(directory, bucket, ...`${name}._S3rver_object`.split('/')), modified, modified);
    },
    async loopbackFetch(request) {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const headers = Object.fromEntries(request.headers);
      return new Promise<Response>((resolve, reject) => {
        const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: `${url.pathname}${url.search}`, headers: { ...headers, host: url.host } }, (incoming) => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') answer.set(name, value);
          const noBody = request.method === 'HEAD' || incoming.statusCode === 204 || incoming.statusCode === 304;
          resolve(new Response(noBody ? null : (Readable.toWeb(incoming) as ReadableStream), { status: incoming.statusCode, headers: answer }));
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
