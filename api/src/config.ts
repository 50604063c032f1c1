/**
 * Configuration, read from the environment and validated once at start-up.
 * A bad value stops the process with every problem named at once, rather than
 * failing later in a request. Relative paths are taken from the repository
 * root, so `npm start` (run at the root) and `npm run seed -w api` (run in
 * api/) see the same folders.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { parseEnv } from 'node:util';
import { ENV_FILE, REPO_ROOT } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUE_VALUES = ['true', '1', 'yes'];
const BOOLEAN_VALUES = [...TRUE_VALUES, 'false', '0', 'no'] as const;
const MIN_SECRET_LENGTH = 32;
const STORAGE_DRIVERS = ['local', 's3'] as const;
/** What STORAGE_DRIVER=s3 cannot start without. */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_MEANING: Record<(typeof S3_REQUIRED)[number], string> = {
  S3_ENDPOINT: 'the address of the S3-compatible service',
  S3_REGION: "the bucket's region",
  S3_BUCKET: 'the bucket uploaded files are kept in',
  S3_ACCESS_KEY_ID: 'the access key that signs the requests',
  S3_SECRET_ACCESS_KEY: "that access key's secret",
};
/** proxy-addr's names for ranges (TRUST_PROXY). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range or one of proxy-addr's names; never 'true' or '*' (anyone would be trusted). */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** The placeholder api/.env.example shows: refused in production like no secret at all. */
export const EXAMPLE_JWT_SECRET = 'change-me-to-48-random-bytes-openssl-rand-base64-48';
/** Sender of the portal's e-mail when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'DAPcon <no-reply@dapcon.localhost>';

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.minValue(1, 'must be between 1 and 65535'),
      v.maxValue(65535, 'must be between 1 and 65535'),
    ),
    '8080',
  ),
  HOST: v.optional(v.string(), '0.0.0.0'),
  // The proxies in front of the API (nginx), whose X-Forwarded-For is read: addresses or ranges.
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean)),
      v.check(
        (items) => items.length > 0 && items.every(isProxyAddress),
        'must be the addresses or ranges of the proxies in front of the API, comma-separated: 127.0.0.1, 10.0.0.0/8, ::1, loopback',
      ),
    ),
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// URL'))),
  // How many connections one API process keeps to PostgreSQL (docs/lists.md 'Where a list request's time goes').
  DATABASE_POOL_SIZE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'must be a number of connections, 1 to 999'), v.transform(Number)), '10'),
  DATA_DIR: v.optional(v.string(), '.data'),
  JWT_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`)),
  ),
  // The secret before a rotation: tokens it signed are still accepted until they expire (docs/deploy.md).
  JWT_SECRET_PREVIOUS: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`)),
  ),
  NODE_ENV: v.optional(v.string()),
  LOG_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  // Each log file is rotated when it reaches this size (app.log → app.log.1 …), keeping LOG_FILES old ones.
  LOG_MAX_SIZE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}[KMG]$/, 'must be a size such as 500K, 10M or 1G')), '10M'),
  LOG_FILES: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'must be a number of rotated files, 1 to 99'), v.transform(Number)), '5'),
  WEB_ROOT: v.optional(v.string(), 'web'),
  STORAGE_DIR: v.optional(v.string()),
  STORAGE_DRIVER: v.optional(v.picklist(STORAGE_DRIVERS, `must be one of ${STORAGE_DRIVERS.join(', ')}`), 'local'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http(s) URL: https://s3.eu-west-3.amazonaws.com'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be a region name: eu-west-3, us-east-1, fr-par'))),
  // S3's own rule for bucket names (3-63 characters; lower case, digits, dots and hyphens).
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens'))),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9._/-]*$/, 'must be letters, digits, dots, hyphens, underscores and slashes: dapcon/production'),
      v.check((value) => !value.split('/').some((part) => part === '.' || part === '..'), 'must not hold . or .. segments'),
    ),
  ),
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(
      v.picklist(BOOLEAN_VALUES, `must be one of ${BOOLEAN_VALUES.join(', ')}`),
      v.transform((value) => TRUE_VALUES.includes(value)),
    ),
    'false',
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.regex(/\S+@\S+/, 'must be an address, optionally with a name: DAPcon <no-reply@example.org>')), DEFAULT_MAIL_FROM),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http(s) URL'))),
  // How many e-mails one API process hands to the SMTP server per minute (docs/accounts.md 'E-mail').
  MAIL_RATE_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be a number of e-mails per minute, 1 to 999999'), v.transform(Number)), '120'),
  // How many times a delivery the SMTP server refused for a while (4xx, no connection) is tried again.
  MAIL_RETRY_LIMIT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a number of retries, 0 to 99'), v.transform(Number)), '6'),
  // Seconds before the first retry; each next one waits about twice as long, at most an hour.
  MAIL_RETRY_DELAY_S: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'must be a number of seconds, 1 to 99999'), v.transform(Number)), '30'),
  // How long a list's total for one filter set is reused (docs/lists.md, "Totals"); 0 counts every time.
  LIST_TOTALS_TTL_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be a number of milliseconds, 0 to 999999'), v.transform(Number)),
    '5000',
  ),
  // The longest a page of a list is kept while its data does not change (docs/lists.md, "Pages kept"); 0 keeps none.
  LIST_PAGES_TTL_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,7}$/, 'must be a number of milliseconds, 0 to 9999999'), v.transform(Number)),
    '60000',
  ),
  // How many requests one address may make to the public registry's API per minute (docs/registry.md).
  PUBLIC_API_RATE_PER_MINUTE: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be a number of requests per minute, 1 to 999999'), v.transform(Number)), '120'),
  // The external forum (docs/home.md step 4): its address, and the secret its short-lived tokens are signed with.
  FORUM_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http(s) URL: https://foro.example.org/entrar'))),
  FORUM_SECRET: v.optional(v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`))),
  SEED_ON_START: v.optional(
    v.pipe(
      v.picklist(BOOLEAN_VALUES, `must be one of ${BOOLEAN_VALUES.join(', ')}`),
      v.transform((value) => TRUE_VALUES.includes(value)),
    ),
    'true',
  ),
});

/** `REMOTE_MF_EMPRESAS_URL` overrides the `mf_empresas` entry of /remotes.json. */
const REMOTE_OVERRIDE = /^REMOTE_([A-Z0-9_]+)_URL$/;
const RemoteUrl = v.pipe(v.string(), v.regex(/^(https?:\/\/\S+|\/\S*)$/, 'must be an http(s) URL or an absolute path'));
/** Never echoed back in error messages. */
const SECRET_KEYS = new Set(['JWT_SECRET', 'JWT_SECRET_PREVIOUS', 'DATABASE_URL', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY', 'FORUM_SECRET']);

export type LogLevel = (typeof LOG_LEVELS)[number];
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

/** An S3-compatible bucket (STORAGE_DRIVER=s3). */
export interface S3Config {
  /** The service's address, without the bucket: `https://s3.eu-west-3.amazonaws.com`, `http://minio:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key: '' or a path ending in '/' (`dapcon/`). */
  prefix: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  /**
   * The proxies in front of the API (TRUST_PROXY): their X-Forwarded-For gives the client's address
   * (the first from the right that is not one of them). Empty: the connection's address, and
   * X-Forwarded-For is never read.
   */
  trustProxy: string[];
  /** When set, PostgreSQL through node-postgres; otherwise embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /**
   * The most connections one API process opens to PostgreSQL (DATABASE_POOL_SIZE; PGlite has one).
   * Requests beyond it wait for a connection; the server's max_connections must hold every process's.
   */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  /** The secret before a rotation, whose tokens are still accepted; unset when none. */
  previousJwtSecret: string | undefined;
  /** NODE_ENV=production: PostgreSQL, JWT_SECRET and PUBLIC_URL required; no seeding unless asked. */
  production: boolean;
  logDir: string;
  logLevel: LogLevel;
  /** Size at which a log file is rotated (rotating-file-stream's syntax: 500K, 10M, 1G). */
  logMaxSize: string;
  /** Rotated files kept per log (app.log.1 … app.log.N); older ones are removed. */
  logFiles: number;
  webRoot: string;
  seedOnStart: boolean;
  /** Where uploaded files (logos, documents) are kept: `local`, the folder storageDir; `s3`, the bucket of `s3`. */
  storageDriver: StorageDriver;
  /** The local storage folder, outside any served folder. Default DATA_DIR/storage. */
  storageDir: string;
  /** The bucket, with STORAGE_DRIVER=s3; undefined otherwise. */
  s3: S3Config | undefined;
  /** SMTP server for outgoing mail (`smtp://host:port`, `smtps://user:pass@host`); unset → mail stays in the outbox table. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** E-mails one API process hands to the SMTP server per minute. */
  mailRatePerMinute: number;
  /** Requests per minute one address may make to the public registry's API. */
  publicApiRatePerMinute: number;
  /** Retries of a delivery refused for a while (SMTP 4xx, no connection), with backoff. */
  mailRetryLimit: number;
  /** Seconds before the first retry (then about twice as long each time, at most an hour). */
  mailRetryDelaySeconds: number;
  /** Where users reach the portal, for links in e-mails (no trailing slash). Default http://localhost:PORT. */
  publicUrl: string;
  /** Container name → manifest URL, replacing entries of WEB_ROOT/remotes.json. */
  remoteOverrides: Record<string, string>;
  /** How long a list's exact total for one filter set is reused, in ms (0: counted for every page). */
  listTotalsTtlMs: number;
  /** The longest a list's page is kept while its data does not change, in ms (0: every page read afresh). */
  listPagesTtlMs: number;
  /** The external forum (FORUM_URL and FORUM_SECRET, both or neither); undefined: no forum link. */
  forum: ForumConfig | undefined;
}

/** The external forum the top bar links to (docs/home.md step 4). */
export interface ForumConfig {
  /** Its address; the link adds `token=<a forum token>` to its query. */
  url: string;
  /** The secret of its tokens (HS256), never the session's. */
  secret: string;
}

/** What the environment says, before a missing JWT secret is taken from the data folder. */
export type ParsedConfig = Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Validates the environment; pure, so it can be tested without touching disk. */
export function parseConfig(env: Env): ParsedConfig {
  // An empty assignment in a .env file (`DATABASE_URL=`) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const problems: string[] = [];

  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) ?? 'environment';
      const shown = SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(issue.input)})`;
      problems.push(`${key} ${issue.message}${shown}`);
    }
  }

  const remoteOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(present)) {
    const match = REMOTE_OVERRIDE.exec(key);
    if (!match?.[1] || value === undefined) continue;
    const url = v.safeParse(RemoteUrl, value);
    if (url.success) remoteOverrides[match[1].toLowerCase()] = url.output;
    else problems.push(`${key} ${url.issues[0].message} (got ${JSON.stringify(value)})`);
  }

  // In production (NODE_ENV=production) nothing is left to a default that only suits one machine:
  // several API processes must share one database and one secret, and e-mails need the real address.
  const production = present.NODE_ENV === 'production';
  if (production && result.success) {
    const e = result.output;
    if (!e.DATABASE_URL) problems.push('DATABASE_URL must be set in production (NODE_ENV=production): the PostgreSQL server every API process shares');
    if (!e.JWT_SECRET) problems.push('JWT_SECRET must be set in production: one secret for every API process (a generated one would differ per process)');
    else if (e.JWT_SECRET === EXAMPLE_JWT_SECRET) problems.push("JWT_SECRET is api/.env.example's placeholder: set a secret of your own (openssl rand -base64 48)");
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL must be set in production: the address users reach the portal at, for the links in e-mails');
  }

  // The bucket is all or nothing: a half-configured one would fail at the first upload.
  if (result.success && result.output.STORAGE_DRIVER === 's3') {
    for (const key of S3_REQUIRED) {
      if (!result.output[key]) problems.push(`${key} must be set with STORAGE_DRIVER=s3 (${S3_MEANING[key]})`);
    }
  }

  // The forum is both or nothing; its secret is never the sessions' (a forum token must not open a session).
  if (result.success && Boolean(result.output.FORUM_URL) !== Boolean(result.output.FORUM_SECRET)) {
    problems.push(result.output.FORUM_URL ? 'FORUM_SECRET must be set with FORUM_URL (the secret the forum checks its tokens with)' : 'FORUM_URL must be set with FORUM_SECRET (the address of the forum)');
  }
  if (result.success && result.output.FORUM_SECRET && [result.output.JWT_SECRET, result.output.JWT_SECRET_PREVIOUS].includes(result.output.FORUM_SECRET)) {
    problems.push('FORUM_SECRET must differ from JWT_SECRET and JWT_SECRET_PREVIOUS: the forum must not be able to sign sessions');
  }

  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const e = result.output;
  const s3: S3Config | undefined =
    e.STORAGE_DRIVER === 's3' && e.S3_ENDPOINT && e.S3_REGION && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: (e.S3_PREFIX ?? '').split('/').filter(Boolean).map((part) => `${part}/`).join(''),
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined;
  const fromRoot = (p: string) => path.resolve(REPO_ROOT, p);
  const dataDir = fromRoot(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY ?? [],
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    previousJwtSecret: e.JWT_SECRET_PREVIOUS,
    production,
    logDir: e.LOG_DIR ? fromRoot(e.LOG_DIR) : path.join(dataDir, 'logs'),
    logLevel: e.LOG_LEVEL,
    logMaxSize: e.LOG_MAX_SIZE,
    logFiles: e.LOG_FILES,
    webRoot: fromRoot(e.WEB_ROOT),
    // Production seeds nothing unless asked (SEED_ON_START=true).
    seedOnStart: production && present.SEED_ON_START === undefined ? false : e.SEED_ON_START,
    storageDriver: e.STORAGE_DRIVER,
    storageDir: e.STORAGE_DIR ? fromRoot(e.STORAGE_DIR) : path.join(dataDir, 'storage'),
    s3,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    mailRetryLimit: e.MAIL_RETRY_LIMIT,
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_S,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    remoteOverrides,
    listTotalsTtlMs: e.LIST_TOTALS_TTL_MS,
    listPagesTtlMs: e.LIST_PAGES_TTL_MS,
    publicApiRatePerMinute: e.PUBLIC_API_RATE_PER_MINUTE,
    forum: e.FORUM_URL && e.FORUM_SECRET ? { url: e.FORUM_URL, secret: e.FORUM_SECRET } : undefined,
  };
}

/**
 * Without JWT_SECRET, a secret is generated on the first start and kept in
 * `DATA_DIR/jwt-secret`, so restarts keep everyone signed in.
 */
export function resolveJwtSecret(config: ParsedConfig): Config {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_SECRET_LENGTH) throw new ConfigError([`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters`]);
    return { ...config, jwtSecret: stored };
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { ...config, jwtSecret: secret };
}

/** The configuration of this process: the environment (plus `api/.env` when present), validated. */
export function loadConfig(env: Env = process.env): Config {
  return resolveJwtSecret(parseConfig(env));
}

/**
 * Reads `api/.env` when present. Variables already set in the environment win,
 * so a deployment's real environment is never overridden by a stray file.
 */
export function readEnvFile(file: string = ENV_FILE, env: NodeJS.ProcessEnv = process.env): void {
  if (!fs.existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(file, 'utf8')))) {
    if (env[key] === undefined) env[key] = value;
  }
}
