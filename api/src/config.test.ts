import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_JWT_SECRET, parseConfig, readEnvFile, resolveJwtSecret } from './config';
import { API_ROOT, REPO_ROOT } from './paths';

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('has defaults for everything', () => {
    const config = parseConfig({});
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: [],
      databaseUrl: undefined,
      databasePoolSize: 10,
      dataDir: path.join(REPO_ROOT, '.data'),
      jwtSecret: undefined,
      previousJwtSecret: undefined,
      production: false,
      logDir: path.join(REPO_ROOT, '.data', 'logs'),
      logLevel: 'info',
      logMaxSize: '10M',
      logFiles: 5,
      webRoot: path.join(REPO_ROOT, 'web'),
      seedOnStart: true,
      storageDriver: 'local',
      storageDir: path.join(REPO_ROOT, '.data', 'storage'),
      s3: undefined,
      smtpUrl: undefined,
      mailFrom: 'DAPcon <no-reply@dapcon.localhost>',
      mailRatePerMinute: 120,
      mailRetryLimit: 6,
      mailRetryDelaySeconds: 30,
      publicUrl: 'http://localhost:8080',
      remoteOverrides: {},
      listTotalsTtlMs: 5000,
      listPagesTtlMs: 60000,
      publicApiRatePerMinute: 120,
    });
  });

  it('reads how long list pages are kept: milliseconds, 0 keeping none, anything else refused', () => {
    expect(parseConfig({ LIST_PAGES_TTL_MS: '0' }).listPagesTtlMs).toBe(0);
    expect(parseConfig({ LIST_PAGES_TTL_MS: '300000' }).listPagesTtlMs).toBe(300000);
    for (const bad of ['-1', '1.5', '60s', '10000000']) {
      expect(() => parseConfig({ LIST_PAGES_TTL_MS: bad }), bad).toThrow(/LIST_PAGES_TTL_MS/);
    }
  });

  it('reads every value, relative paths from the repository root', () => {
    const config = parseConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://dapcon@db:5432/dapcon',
      DATABASE_POOL_SIZE: '40',
      DATA_DIR: 'var/data',
      JWT_SECRET: 'x'.repeat(32),
      LOG_DIR: '/var/log/dapcon',
      LOG_LEVEL: 'warn',
      LOG_MAX_SIZE: '500K',
      LOG_FILES: '3',
      WEB_ROOT: '/srv/web',
      SEED_ON_START: 'false',
      STORAGE_DIR: 'var/files',
      SMTP_URL: 'smtp://mail.internal:2525',
      MAIL_FROM: 'Programa DAPcon <dapcon@example.org>',
      MAIL_RATE_PER_MINUTE: '600',
      MAIL_RETRY_LIMIT: '0',
      MAIL_RETRY_DELAY_S: '5',
      PUBLIC_URL: 'https://portal.example.org/',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://dapcon@db:5432/dapcon',
      databasePoolSize: 40,
      dataDir: path.join(REPO_ROOT, 'var/data'),
      jwtSecret: 'x'.repeat(32),
      logDir: '/var/log/dapcon',
      logLevel: 'warn',
      logMaxSize: '500K',
      logFiles: 3,
      webRoot: '/srv/web',
      seedOnStart: false,
      storageDir: path.join(REPO_ROOT, 'var/files'),
      smtpUrl: 'smtp://mail.internal:2525',
      mailFrom: 'Programa DAPcon <dapcon@example.org>',
      mailRatePerMinute: 600,
      mailRetryLimit: 0,
      mailRetryDelaySeconds: 5,
      publicUrl: 'https://portal.example.org',
    });
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('names every bad value at once, without echoing secrets', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'verbose',
      SEED_ON_START: 'maybe',
      REMOTE_MF_EMPRESAS_URL: 'localhost:3003',
    });
    expect(problems).toHaveLength(6);
    for (const key of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'SEED_ON_START', 'REMOTE_MF_EMPRESAS_URL']) {
      expect(problems.some((p) => p.startsWith(`${key} `)), key).toBe(true);
    }
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).not.toContain('short');
    expect(problems.join('\n')).toContain('"eighty"');
  });

  it('checks the mail settings and never echoes the SMTP URL (it may hold a password)', () => {
    const problems = problemsOf({ SMTP_URL: 'mail.internal:25 user:s3cret', MAIL_FROM: 'nobody', PUBLIC_URL: 'portal.example.org' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['SMTP_URL', 'MAIL_FROM', 'PUBLIC_URL']);
    expect(problems.join('\n')).not.toContain('s3cret');
  });

  it('checks the mail queue settings', () => {
    const problems = problemsOf({ MAIL_RATE_PER_MINUTE: '0', MAIL_RETRY_LIMIT: 'many', MAIL_RETRY_DELAY_S: '-1' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['MAIL_RATE_PER_MINUTE', 'MAIL_RETRY_LIMIT', 'MAIL_RETRY_DELAY_S']);
  });

  it('checks the pool size: a whole number of connections, 1 to 999', () => {
    for (const bad of ['0', '-5', 'ten', '1000', '2.5']) {
      expect(problemsOf({ DATABASE_POOL_SIZE: bad }).map((p) => p.split(' ')[0]), bad).toEqual(['DATABASE_POOL_SIZE']);
    }
    expect(parseConfig({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
  });

  it('checks the log rotation settings', () => {
    const problems = problemsOf({ LOG_MAX_SIZE: '10MB', LOG_FILES: '0' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['LOG_MAX_SIZE', 'LOG_FILES']);
    expect(problemsOf({ LOG_MAX_SIZE: '0K' }).map((p) => p.split(' ')[0])).toEqual(['LOG_MAX_SIZE']);
  });

  it('rejects ports out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535 (got 70000)']);
  });

  it('collects REMOTE_<NAME>_URL overrides by container name', () => {
    const config = parseConfig({
      REMOTE_MF_EMPRESAS_URL: 'http://localhost:3003/mf-manifest.json',
      REMOTE_MF_AUTH_URL: '/remotes/mf-auth-v2/mf-manifest.json',
    });
    expect(config.remoteOverrides).toEqual({
      mf_empresas: 'http://localhost:3003/mf-manifest.json',
      mf_auth: '/remotes/mf-auth-v2/mf-manifest.json',
    });
  });
});

describe('storage (STORAGE_DRIVER)', () => {
  const bucket = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
    S3_REGION: 'fr-par',
    S3_BUCKET: 'dapcon-files',
    S3_ACCESS_KEY_ID: 'SCWEXAMPLEKEY',
    S3_SECRET_ACCESS_KEY: 'the-bucket-secret',
  };

  it('reads the bucket, virtual-host addressing and no prefix unless told', () => {
    expect(parseConfig(bucket)).toMatchObject({
      storageDriver: 's3',
      s3: {
        endpoint: 'https://s3.fr-par.scw.cloud',
        region: 'fr-par',
        bucket: 'dapcon-files',
        accessKeyId: 'SCWEXAMPLEKEY',
        secretAccessKey: 'the-bucket-secret',
        prefix: '',
        forcePathStyle: false,
      },
    });
    expect(parseConfig({ ...bucket, S3_PREFIX: '/dapcon//produccion', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({ prefix: 'dapcon/produccion/', forcePathStyle: true });
    expect(parseConfig({ ...bucket, S3_PREFIX: 'dapcon/' }).s3?.prefix).toBe('dapcon/');
  });

  it('ignores the S3 settings with the local driver', () => {
    expect(parseConfig({ ...bucket, STORAGE_DRIVER: 'local' })).toMatchObject({ storageDriver: 'local', s3: undefined });
  });

  it('refuses to start on half a bucket, naming each missing value', () => {
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'dapcon-files' })).toEqual([
      'S3_ENDPOINT must be set with STORAGE_DRIVER=s3 (the address of the S3-compatible service)',
      "S3_REGION must be set with STORAGE_DRIVER=s3 (the bucket's region)",
      'S3_ACCESS_KEY_ID must be set with STORAGE_DRIVER=s3 (the access key that signs the requests)',
      "S3_SECRET_ACCESS_KEY must be set with STORAGE_DRIVER=s3 (that access key's secret)",
    ]);
  });

  it('names bad values', () => {
    const problems = problemsOf({
      ...bucket,
      STORAGE_DRIVER: 'ftp',
      S3_ENDPOINT: 's3.fr-par.scw.cloud',
      S3_BUCKET: 'Dapcon_Files',
      S3_PREFIX: 'dapcon/../otros',
      S3_FORCE_PATH_STYLE: 'sometimes',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE']);
    expect(problems[0]).toBe('STORAGE_DRIVER must be one of local, s3 (got "ftp")');
    expect(problemsOf({ ...bucket, S3_REGION: 'Paris!' })).toEqual(['S3_REGION must be a region name: eu-west-3, us-east-1, fr-par (got "Paris!")']);
  });
});

describe('production (NODE_ENV=production)', () => {
  const ready = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://dapcon@db.internal:5432/dapcon',
    JWT_SECRET: 'a-production-secret-of-forty-eight-characters-xyz',
    PUBLIC_URL: 'https://dapcon.example.org',
  };

  it('starts with PostgreSQL, a secret of its own and the public address, and seeds nothing unless asked', () => {
    const config = parseConfig(ready);
    expect(config).toMatchObject({ production: true, seedOnStart: false, publicUrl: 'https://dapcon.example.org' });
    expect(parseConfig({ ...ready, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('refuses to start without them, naming each, and never echoes a secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'DATABASE_URL must be set in production (NODE_ENV=production): the PostgreSQL server every API process shares',
      'JWT_SECRET must be set in production: one secret for every API process (a generated one would differ per process)',
      'PUBLIC_URL must be set in production: the address users reach the portal at, for the links in e-mails',
    ]);
    const placeholder = problemsOf({ ...ready, JWT_SECRET: EXAMPLE_JWT_SECRET });
    expect(placeholder).toEqual(["JWT_SECRET is api/.env.example's placeholder: set a secret of your own (openssl rand -base64 48)"]);
    expect(problemsOf({ ...ready, JWT_SECRET_PREVIOUS: 'short' })).toEqual(['JWT_SECRET_PREVIOUS must be at least 32 characters long']);
  });

  it('leaves a development or demo start as it was', () => {
    expect(parseConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, seedOnStart: true });
  });
});

describe('api/.env.example', () => {
  it('is a valid configuration as committed', () => {
    const env: NodeJS.ProcessEnv = {};
    readEnvFile(path.join(API_ROOT, '.env.example'), env);
    expect(Object.keys(env).length).toBeGreaterThan(5);
    expect(parseConfig(env)).toEqual(parseConfig({}));
  });
});

describe('TRUST_PROXY', () => {
  it('takes the addresses and ranges of the proxies in front of the API, and nothing that would trust anyone', () => {
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1,loopback , fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '::1', 'loopback', 'fd00::/8']);
    for (const bad of ['true', '*', '1', '10.0.0.0/33', '::1/129', 'nginx.local', '10.0.0.1/8/2', ',']) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once and keeps it in the data folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-config-'));
    try {
      const parsed = parseConfig({ DATA_DIR: dataDir });
      const first = resolveJwtSecret(parsed).jwtSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveJwtSecret(parsed).jwtSecret).toBe(first);
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
      expect(resolveJwtSecret(parseConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) })).jwtSecret).toBe('y'.repeat(40));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readEnvFile', () => {
  it('fills in what the environment lacks and never overrides it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-env-'));
    try {
      const file = path.join(dir, '.env');
      fs.writeFileSync(file, 'PORT=9000\nHOST=127.0.0.1\n# a comment\n');
      const env: NodeJS.ProcessEnv = { PORT: '8081' };
      readEnvFile(file, env);
      expect(env).toEqual({ PORT: '8081', HOST: '127.0.0.1' });
      readEnvFile(path.join(dir, 'missing.env'), env);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
