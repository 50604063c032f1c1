/**
 * Serves the built product (shell and remotes) from WEB_ROOT on the API's own
 * origin, so one process and one port serve everything:
 * - files with a content hash in their name are cached for a year;
 *   everything else (index.html, remotes.json, mf-manifest.json,
 *   remoteEntry.js…) must be revalidated, so a deploy shows at once;
 * - /remotes.json is WEB_ROOT/remotes.json, read on every request (publishing
 *   a remote is one line changed, no restart) with REMOTE_<NAME>_URL overrides;
 * - a page request (GET, accepts HTML, not under /api) for an unknown path
 *   gets index.html: the shell's router owns those paths.
 * Without WEB_ROOT only the JSON 404 remains.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MSG, type ErrorBody } from '@dapcon/contract';

export interface WebOptions {
  webRoot: string;
  remoteOverrides: Record<string, string>;
  apiPrefix: string;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `main.3f2a1b9c.js`, `123.3f2a1b9c.js(.map)`, `3f2a1b9c0d4e5f6a7b8c.png`: webpack's [contenthash]. */
const HASHED_NAME = /(^[0-9a-f]{16,}|[.-][0-9a-f]{8,})(\.[a-z0-9]+)+$/;

export function cacheControlFor(file: string): string {
  return HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
}

/** Container name → manifest URL, and under "areas" the live areas' descriptors (which the shell checks). */
const RemotesFile = v.objectWithRest({ areas: v.optional(v.record(v.string(), v.unknown())) }, v.string());

async function readRemotes(webRoot: string): Promise<v.InferOutput<typeof RemotesFile>> {
  let text: string;
  try {
    text = await fs.promises.readFile(path.join(webRoot, 'remotes.json'), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return {};
    throw error;
  }
  return v.parse(RemotesFile, JSON.parse(text));
}

function isUnder(url: string, prefix: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export default fp<WebOptions>(
  async (app, { webRoot, remoteOverrides, apiPrefix }) => {
    const enabled = fs.existsSync(webRoot) && fs.statSync(webRoot).isDirectory();

    if (enabled) {
      await app.register(fastifyStatic, {
        root: webRoot,
        prefix: '/',
        cacheControl: false,
        // The build writes .br and .gz beside each asset (scripts/build.mjs).
        preCompressed: true,
        setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
      });

      app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
        const published = await readRemotes(webRoot);
        // An area served from elsewhere (a developer's server) declares its own screens there, in its
        // area.json beside its manifest, which the shell reads when remotes.json has none for it.
        const areas = published.areas && Object.fromEntries(Object.entries(published.areas).filter(([name]) => !(name in remoteOverrides)));
        const remotes = { ...published, ...remoteOverrides, ...(areas ? { areas } : {}) };
        return reply.header('cache-control', NO_CACHE).type('application/json').send(remotes);
      });
      app.log.info({ webRoot }, 'serving the web product');
    } else {
      app.log.info({ webRoot }, 'WEB_ROOT not found: serving the API only');
    }

    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isUnder(request.url, apiPrefix) &&
      (request.headers.accept ?? '').includes('text/html');

    app.setNotFoundHandler(async (request, reply) => {
      if (enabled && wantsPage(request)) {
        return reply.header('cache-control', NO_CACHE).sendFile('index.html');
      }
      return reply.code(404).send({ status: 'Error', message: MSG.noEncontrado } satisfies ErrorBody);
    });
  },
  { name: 'web' },
);
