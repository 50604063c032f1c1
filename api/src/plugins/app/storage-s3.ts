/**
 * The `Storage` interface over any S3-compatible service (AWS S3, MinIO, Ceph, Scaleway, OVH…):
 * four plain REST calls (PutObject, GetObject, DeleteObject, ListObjectsV2) signed with AWS
 * Signature V4 by `aws4fetch` (docs/decisions.md says why not the AWS SDK). An object's name is
 * the bucket's prefix and the storage key (`<prefix>logos/<uuid>.png`), so a copy of the local
 * folder's tree under the prefix is the same storage.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config';
import { assertStorageKey, isStorageKey, putThrough, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions extends S3Config {
  /** The HTTP client; `fetch` unless a test reaches a virtual-host bucket without DNS. */
  fetch?: (request: Request) => Promise<Response>;
  /** Waits before each retry of an answer 500/502/503/504 or a failed connection; default 100 and 400 ms (3 attempts). */
  retryDelaysMs?: readonly number[];
  /** Limit of one request, upload included; default 60 s. */
  timeoutMs?: number;
  /** Keys asked for per ListObjectsV2 page; default 1000 (S3's largest). */
  listPageSize?: number;
}

/** An answer of the service other than the ones the interface expects, with its HTTP status and S3 error code. */
export class S3StorageError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(`S3 ${operation} answered ${status}${code ? ` ${code}` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'S3StorageError';
  }
}

/** An S3 bucket as storage, plus the check the plugin runs at start-up. */
export interface S3Storage extends Storage {
  /** Lists at most one key under the prefix: throws unless the endpoint, bucket, region and credentials work. */
  check(): Promise<void>;
}

const RETRIED = new Set([500, 502, 503, 504]);
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of an XML element's content, entities decoded. */
function xmlText(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? entity;
  });
}

/** The first `<tag>…</tag>` of an XML text, decoded; undefined when there is none. */
function xmlElement(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] === undefined ? undefined : xmlText(match[1]);
}

/**
 * The bucket's base URL: `https://host/bucket` (path style) or `https://bucket.host` (virtual host).
 * An endpoint with a path keeps it (`https://host/s3` → `https://host/s3/bucket`).
 */
export function bucketUrl({ endpoint, bucket, forcePathStyle }: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>): string {
  const url = new URL(endpoint);
  const base = url.pathname.replace(/\/+$/, '');
  if (forcePathStyle) return `${url.protocol}//${url.host}${base}/${encodeURIComponent(bucket)}`;
  return `${url.protocol}//${bucket}.${url.host}${base}`;
}

export function s3Storage(options: S3StorageOptions): S3Storage {
  const { region, accessKeyId, secretAccessKey, prefix, retryDelaysMs = [100, 400], timeoutMs = 60_000, listPageSize = 1000 } = options;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  // Retries are this module's (aws4fetch's own would retry 10 times, up to 50 s).
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3', retries: 0 });
  const base = bucketUrl(options);
  const objectUrl = (key: string) => `${base}/${prefix}${key}`;

  /** One signed request, retried on 5xx answers and failed connections; the last answer or error otherwise. */
  async function request(operation: string, url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= retryDelaysMs.length;
      try {
        // Signed again for each attempt: the signature carries the time.
        const signed = await client.sign(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const response = await send(signed);
        if (last || !RETRIED.has(response.status)) return response;
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        if (last) throw new Error(`S3 ${operation} failed: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
    }
  }

  async function failure(operation: string, response: Response): Promise<S3StorageError> {
    const text = await response.text().catch(() => '');
    return new S3StorageError(operation, response.status, xmlElement(text, 'Code'), xmlElement(text, 'Message') ?? '');
  }

  /** One page of ListObjectsV2 under `<prefix><under>`. */
  async function listPage(under: string, maxKeys: number, token: string | undefined): Promise<string> {
    const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}${under}`, 'max-keys': String(maxKeys) });
    if (token) query.set('continuation-token', token);
    const response = await request(`ListObjectsV2 ${prefix}${under}`, `${base}/?${query.toString()}`);
    if (!response.ok) throw await failure(`ListObjectsV2 ${prefix}${under}`, response);
    return response.text();
  }

  const storage: S3Storage = {
    put: putThrough((key, data) => storage.write(key, data)),
    async write(key, data) {
      assertStorageKey(key);
      // The body's own hash is signed (not UNSIGNED-PAYLOAD): the service refuses a body changed on the way.
      const response = await request(`PUT ${key}`, objectUrl(key), {
        method: 'PUT',
        // A Uint8Array over its own ArrayBuffer: what the DOM's BodyInit type accepts (a Buffer's may be shared).
        body: new Uint8Array(data),
        headers: { 'content-type': 'application/octet-stream', 'x-amz-content-sha256': createHash('sha256').update(data).digest('hex') },
      });
      if (!response.ok) throw await failure(`PUT ${key}`, response);
      await response.arrayBuffer();
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const response = await request(`GET ${key}`, objectUrl(key));
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      const error = await failure(`GET ${key}`, response);
      // A missing key is null; a missing bucket is a configuration to fix, not an empty storage.
      if (response.status === 404 && error.code !== 'NoSuchBucket') return null;
      throw error;
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      const response = await request(`DELETE ${key}`, objectUrl(key), { method: 'DELETE' });
      // S3 answers 204 for a key that is not there; some services answer 404.
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
      const error = await failure(`DELETE ${key}`, response);
      if (response.status === 404 && error.code !== 'NoSuchBucket') return;
      throw error;
    },
    async list(folder) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const xml = await listPage(`${folder}/`, listPageSize, token);
        for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const name = xmlElement(contents, 'Key') ?? '';
          const key = name.startsWith(prefix) ? name.slice(prefix.length) : '';
          const modified = new Date(xmlElement(contents, 'LastModified') ?? '');
          if (isStorageKey(key) && key.startsWith(`${folder}/`) && !Number.isNaN(modified.getTime())) found.push({ key, modified });
        }
        token = xmlElement(xml, 'IsTruncated') === 'true' ? xmlElement(xml, 'NextContinuationToken') : undefined;
      } while (token);
      return found;
    },
    async check() {
      await listPage('', 1, undefined);
    },
  };
  return storage;
}
