// The product as docs/deploy.md sets it up in production, on this machine: every part published by
// deploy/deploy.mjs into a static root, Debian's nginx in front (deploy/nginx.mjs), and two API
// processes with NODE_ENV=production on a database of their own on the PostgreSQL server of
// DATABASE_URL. Needs nginx and DATABASE_URL (`.ci/run` provides both); without them the tests that
// use it are skipped, saying why.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: plain ES modules without types
import { publishRemote, publishShell } from '../deploy/deploy.mjs';
// @ts-expect-error: plain ES modules without types
import { nginxConfig } from '../deploy/nginx.mjs';
// @ts-expect-error: plain ES modules without types
import { freePort as freePortOfScripts } from '../scripts/size-check.mjs';
// @ts-expect-error: plain ES modules without types
import { REMOTES, ROOT } from '../scripts/workspaces.mjs';

export interface Production {
  /** The site, through nginx. */
  base: string;
  /** Each API process directly, for the tests that speak to one of them. */
  apis: Array<{ base: string; process: ChildProcess }>;
  /** The static root the parts are published into. */
  root: string;
  stop: () => Promise<void>;
}

/** Why the production stack cannot run here, or null. */
export function missingForProduction(): string | null {
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set: the production setup needs a PostgreSQL server (.ci/run sets it)';
  if (spawnSync('nginx', ['-v']).error) return "nginx is not installed: install Debian's nginx-light and libnginx-mod-http-brotli-static (.ci/run does)";
  return null;
}

/** A free TCP port on the loopback interface (the size check's). */
export const freePort: () => Promise<number> = freePortOfScripts;

export async function waitFor(url: string, what: string, child?: ChildProcess): Promise<void> {
  const end = Date.now() + 60_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${what} did not answer ${url} in 60 s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function startProduction(): Promise<Production> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-production-'));
  const children: ChildProcess[] = [];
  const database = `dapcon_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${database}`;

  const stop = async () => {
    const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
    const exited = running.map((c) => new Promise((r) => c.once('exit', r)));
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(exited);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    // Every part published as an operator does, from the builds of npm run build.
    const root = path.join(work, 'web');
    fs.mkdirSync(root);
    publishShell(root, path.join(ROOT, 'shell/dist'));
    for (const folder of REMOTES as string[]) publishRemote(root, folder, path.join(ROOT, folder, 'dist'));

    const sitePort = await freePort();
    const base = `http://127.0.0.1:${sitePort}`;
    const { DATABASE_URL: _db, NODE_ENV: _env, ...env } = process.env;
    // Both at once, as a service manager starts them: the start-up advisory lock lets one migrate and
    // seed while the other waits (api/src/db/database.ts).
    const apis: Production['apis'] = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const port = await freePort();
        const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
          stdio: 'ignore',
          env: {
            ...env,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: url.toString(),
            JWT_SECRET: 'the-e2e-production-secret-shared-by-both-processes',
            PUBLIC_URL: base,
            SEED_ON_START: 'true',
            // nginx, in front of them on this machine (docs/deploy.md 'The API in production').
            TRUST_PROXY: '127.0.0.1',
            DATA_DIR: path.join(work, `api-${name}`),
            // The static root nginx serves: the API reads its remotes.json to render the registry's pages with
            // the live mf-registro, and the shell's page with the live areas' preloads (nginx sends it /api/, the
            // registry's routes and the paths that are no file).
            WEB_ROOT: root,
          },
        });
        children.push(child);
        await waitFor(`http://127.0.0.1:${port}/api/health`, `API process ${name}`, child);
        return { base: `http://127.0.0.1:${port}`, process: child };
      }),
    );

    const prefix = path.join(work, 'nginx');
    fs.mkdirSync(prefix);
    const config = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(config, nginxConfig({ prefix, root, listen: `127.0.0.1:${sitePort}`, apis: apis.map((a) => new URL(a.base).host) }));
    const nginx = spawn('nginx', ['-p', prefix, '-c', config, '-g', 'daemon off; master_process off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let nginxErrors = '';
    nginx.stderr?.on('data', (d: Buffer) => (nginxErrors += d.toString()));
    children.push(nginx);
    await waitFor(`${base}/api/health`, 'nginx', nginx).catch((error: Error) => {
      throw new Error(`${error.message}: ${nginxErrors.trim()}`);
    });
    return { base, apis, root, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
