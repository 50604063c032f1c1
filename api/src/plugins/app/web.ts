/**
 * Serves the built product (shell and remotes) from WEB_ROOT on the API's own
 * origin, so one process and one port serve everything:
 * - files with a content hash in their name are cached for a year;
 *   everything else (index.html, remotes.json, mf-manifest.json,
 *   remoteEntry.js…) must be revalidated, so a deploy shows at once;
 * - /remotes.json is WEB_ROOT/remotes.json, read on every request (publishing
 *   a remote is one line changed, no restart) with REMOTE_<NAME>_URL overrides;
 * - a page request (GET, accepts HTML, not under /api) for a path that is no
 *   file gets index.html: the shell's router owns those paths. The page names
 *   the files of the area the path opens (its manifest, remoteEntry.js and the
 *   chunks of its `./Routes`), read from the live remotes.json and manifest, as
 *   `<link rel="preload">`: the browser asks for them beside the shell's own,
 *   not after the shell has run (docs/performance.md 'The waterfall'); and the
 *   chunks of the screen the path opens, with the shell's files of the shared
 *   modules that screen consumes (the area build's screen-preloads.json).
 * Without WEB_ROOT only the JSON 404 remains.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { LANG_COOKIE, MSG, SESSION_KIND_COOKIE, type ErrorBody } from '@dapcon/contract';
import type { Lang } from '../../lib/lang';

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

/** remotes.json as the shell reads it: the published entries with REMOTE_<NAME>_URL overrides. */
async function liveRemotes(webRoot: string, remoteOverrides: Record<string, string>): Promise<Record<string, unknown>> {
  const published = await readRemotes(webRoot);
  // An area served from elsewhere (a developer's server) declares its own screens there, in its
  // area.json beside its manifest, which the shell reads when remotes.json has none for it.
  const areas = published.areas && Object.fromEntries(Object.entries(published.areas).filter(([name]) => !(name in remoteOverrides)));
  return { ...published, ...remoteOverrides, ...(areas ? { areas } : {}) };
}

/** What a page needs of an area descriptor: its screens' top-level paths and who may open them. */
const Screens = v.object({ screens: v.array(v.object({ path: v.string(), access: v.optional(v.unknown()) })) });

/** Who may open a screen: the sign-in page's guests, everyone, or only signed-in users (any other value). */
const isOpen = (access: unknown) => access === 'guest' || access === 'public';

/**
 * The one area whose screens own `pathname` ('/empresas' owns '/empresas/B087…'; '/' only itself), and
 * whether the path is for signed-in users (then the page also names the signed-in frame's files); null
 * when none does or when several do (a path each role finds in a different area, such as '/mis-datos':
 * the server does not know the user's role).
 */
export function areaOfPath(areas: Record<string, unknown>, pathname: string): { area: string; signedIn: boolean; access: unknown } | null {
  const owners = Object.entries(areas).flatMap(([area, descriptor]) => {
    const parsed = v.safeParse(Screens, descriptor);
    const screen = parsed.success ? parsed.output.screens.find(({ path: p }) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`))) : undefined;
    return screen ? [{ area, signedIn: !isOpen(screen.access), access: screen.access }] : [];
  });
  return owners.length === 1 ? (owners[0] ?? null) : null;
}

/** The parts of a federation manifest that say what loading `./Routes` asks for. */
const Manifest = v.object({
  metaData: v.object({ remoteEntry: v.object({ name: v.string(), path: v.optional(v.string(), '') }) }),
  exposes: v.array(v.object({ name: v.string(), assets: v.object({ js: v.object({ sync: v.array(v.string()) }) }) })),
});

/**
 * The files loading an area's `./Routes` asks for, in the order the runtime asks: its manifest, its
 * remoteEntry.js and the chunks the module needs at once, as URLs beside the manifest. Empty when the
 * manifest cannot be read or is not this build's kind.
 */
export function areaStartFiles(manifestUrl: string, manifest: unknown): { manifest: string; scripts: string[] } | null {
  const parsed = v.safeParse(Manifest, manifest);
  if (!parsed.success) return null;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const under = (file: string) => `${base}${file}`;
  const { remoteEntry } = parsed.output.metaData;
  const routes = parsed.output.exposes.find((e) => e.name === 'Routes');
  const entry = under(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`);
  return { manifest: manifestUrl, scripts: [entry, ...(routes?.assets.js.sync ?? []).map(under)] };
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<link rel="preload">` tags for those files (the manifest as the runtime's fetch asks, the scripts as its script tags do). */
export function preloadTags(files: { manifest: string; scripts: string[] }): string {
  return [
    `<link rel="preload" href="${attribute(files.manifest)}" as="fetch" crossorigin="anonymous">`,
    ...files.scripts.map((src) => `<link rel="preload" href="${attribute(src)}" as="script">`),
  ].join('');
}

const PageFile = v.pipe(v.string(), v.startsWith('/'));
/**
 * The shell build's list of the signed-in frame's files, and of the files of each shared module it
 * provides beyond its start, by share key (config/startup-preload.js).
 */
const PagePreloads = v.object({
  frame: v.array(PageFile),
  shared: v.optional(v.record(v.string(), v.array(PageFile)), {}),
  /** The script that holds a drawn screen's sends until the app takes it over (shell/build-pages.mjs). */
  firstScreen: v.optional(PageFile),
  /** The signed-in frame drawn at build time, by language, with the slot a signed-in drawn screen goes in. */
  firstFrame: v.optional(v.object({ es: v.string(), ca: v.string() })),
});
type PagePreloads = v.InferOutput<typeof PagePreloads>;

/** An area build's routes with the chunks that serve them beyond its `./Routes`, and the share keys those consume. */
const ScreenPreloads = v.object({
  screens: v.array(v.object({ path: v.pipe(v.string(), v.startsWith('/')), scripts: v.array(v.string()), shared: v.array(v.string()) })),
});
type ScreenPreload = v.InferOutput<typeof ScreenPreloads>['screens'][number];

/**
 * The route a path opens among an area's, segment by segment (':name' matches any one segment); a route
 * without parameters wins over one with them, as the area's router picks.
 *
 * @example
 * screenOfPath([{ path: '/empresas/:cif', … }, { path: '/empresas', … }], '/empresas/B1') // the first
 */
export function screenOfPath<S extends { path: string }>(screens: S[], pathname: string): S | null {
  const parts = pathname.split('/').filter(Boolean);
  const matches = screens.filter(({ path: route }) => {
    const pattern = route.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((segment, i) => segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i]);
  });
  return matches.sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0] ?? null;
}

/**
 * The files a screen's page names beyond the area's start: its own chunks (beside the area's manifest)
 * and those of the shared modules it consumes that the shell provides beyond its start; each once.
 */
export function screenFiles(manifestUrl: string, screen: ScreenPreload, shell: PagePreloads): string[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const files = [...screen.scripts.filter((file) => !file.includes('/') && !file.startsWith('.')).map((file) => `${base}${file}`), ...screen.shared.flatMap((key) => shell.shared[key] ?? [])];
  return [...new Set(files)];
}

/** An area build's screens drawn at build time (its first-screens.json): each path's HTML by language. */
const FirstScreens = v.object({
  screens: v.array(
    v.object({
      path: v.pipe(v.string(), v.startsWith('/')),
      html: v.object({ es: v.string(), ca: v.string() }),
      /** The area's scripts that draw the screen's data (files beside its manifest), loaded after the shell's. */
      scripts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w.-]+\.js$/))), []),
    }),
  ),
});

/** The id the shell and the areas know the drawn screen by (shared-ui's FIRST_SCREEN_ID). */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * The page's language for a drawn screen: the interface's, which the browser keeps in a cookie
 * (contract's LANG_COOKIE); Spanish without it, as the interface starts.
 */
export function pageLanguage(cookieHeader: string | undefined): Lang {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANG_COOKIE && (value === 'es' || value === 'ca')) return value;
  }
  return 'es';
}

/**
 * The kind of session the browser holds (contract's SESSION_KIND_COOKIE: the token's `modulo_app`), or
 * null without one. Not a credential: it only picks whether the page draws a signed-in screen.
 */
export function sessionKind(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_KIND_COOKIE && value && /^[a-z_]{1,40}$/.test(value)) return value;
  }
  return null;
}

/**
 * Whether a session of `kind` opens a screen of that access (an area descriptor's): any session a
 * signed-in screen ('user'), the kinds it names (`{ modulos }`); never one that also asks for a
 * profile or gives alternatives, which the kind alone does not tell.
 */
export function kindOpens(access: unknown, kind: string | null): boolean {
  if (kind === null) return false;
  if (access === 'user') return true;
  if (typeof access !== 'object' || access === null) return false;
  const keys = Object.keys(access);
  const modulos = (access as { modulos?: unknown }).modulos;
  return keys.length === 1 && Array.isArray(modulos) && modulos.includes(kind);
}

/** Where a signed-in screen goes in the drawn frame (shell/src/firstScreen/frame.tsx's SCREEN_SLOT). */
const SCREEN_SLOT = '<div data-first-screen-slot=""></div>';

/**
 * A signed-in screen an area drew, set in the frame the shell drew; the screen's style tags the frame
 * already carries (the design system's global styles, drawn by both) go once. Null when the frame has
 * no slot.
 */
export function inFrame(frame: string, screen: string): string | null {
  const at = frame.indexOf(SCREEN_SLOT);
  if (at < 0) return null;
  const styles = new Set(frame.match(/<style data-first-screen=[^>]*>[^<]*<\/style>/g) ?? []);
  const own = screen.replace(/<style data-first-screen=[^>]*>[^<]*<\/style>/g, (tag) => (styles.has(tag) ? '' : tag));
  return frame.slice(0, at) + own + frame.slice(at + SCREEN_SLOT.length);
}

/**
 * index.html with a drawn screen: in `#first-screen` before `#root`, which stays hidden (but laid out,
 * so the screen taking over measures right) while it stands; the document in the screen's language.
 * The shell's small script (`shellScript`: it holds the screen's sends and asks for a drawn list's first
 * page) is named first thing in the head, after a `<meta name="first-rows">` naming each drawn list's
 * first page: it asks for them while the rest of the page is still coming and being parsed, and waits
 * for the parse to hand them on. With a list to ask for, it is a plain script: the parser waits the
 * one round trip it takes to come, and the request leaves before any of the drawn screen is parsed or
 * laid out (`async`, it ran only between those long tasks); without one, `async`: nothing waits for
 * it. The area's scripts (`scripts`: they draw the rows) are plain scripts after `#root`: they run
 * once the drawn screen is parsed and before the app's deferred start, whose long first work would
 * otherwise hold them back; the head names them first of its preloads, so they have come by then.
 */
export function withFirstScreen(html: string, screen: { lang: Lang; html: string; shellScript: string; scripts: string[]; apiPrefix: string }): string {
  // A drawn list names the page it shows under the API's base (config/first-screen.js, the area's drawing).
  const own = screen.html.replace(/ data-first-rows="\//g, ` data-first-rows="${attribute(screen.apiPrefix)}/`);
  const drawn =
    `<div id="${FIRST_SCREEN_ID}">` +
    `<style>#${FIRST_SCREEN_ID}~#root{visibility:hidden;position:absolute;top:0;left:0;width:100%}</style>${own}</div>`;
  // The paths as drawn (already escaped for an attribute), each once.
  const lists = [...new Set([...own.matchAll(/ data-first-rows="([^"]*)"/g)].map((match) => match[1]))];
  const first =
    lists.map((list) => `<meta name="first-rows" content="${list}">`).join('') +
    `<script${lists.length > 0 ? '' : ' async'} src="${attribute(screen.shellScript)}" fetchpriority="high"></script>` +
    screen.scripts.map((src) => `<link rel="preload" href="${attribute(src)}" as="script" fetchpriority="high">`).join('');
  const scripts = screen.scripts.map((src) => `<script src="${attribute(src)}"></script>`).join('');
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${screen.lang}"`)
    .replace(/<head>(<meta charset="[^"]*"\/?>)?/, (head) => `${head}${first}`)
    .replace('<div id="root"></div>', `${drawn}<div id="root"></div>${scripts}`);
}

/** The template the shell's first-screen script takes the app's script preloads from (shell/src/firstScreen/entry.ts). */
export const APP_PRELOADS_ID = 'app-preloads';

/**
 * A page with a drawn screen, its head's script preloads (the app's code: the shell's chunks, the area's
 * start and screen) moved into a `<template>` at the end of the head, which the shell's first-screen
 * script puts back once the page is parsed; the drawn screen's own (`fetchpriority="high"`) stay. Named
 * in the head, they came with the page and were compiled while it was parsed and laid out, two cores
 * shared with its parser (docs/decisions.md 'The drawn list's first page asked for from the head').
 */
export function laterPreloads(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const later: string[] = [];
  const head = html.slice(0, end).replace(/<link rel="preload"[^>]*>/g, (tag) => {
    if (!/ as="script"/.test(tag) || / fetchpriority="high"/.test(tag)) return tag;
    later.push(tag);
    return '';
  });
  if (later.length === 0) return html;
  return `${head}<template id="${APP_PRELOADS_ID}">${later.join('')}</template>${html.slice(end)}`;
}

/** A file's text, read again only when it changed (index.html and the manifests, on every page). */
function fileCache() {
  const cache = new Map<string, { mtimeMs: number; size: number; text: string }>();
  return async (file: string): Promise<string | null> => {
    try {
      const stat = await fs.promises.stat(file);
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit.text;
      const text = await fs.promises.readFile(file, 'utf8');
      cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, text });
      return text;
    } catch {
      return null;
    }
  };
}

/** Each page's brotli, made once (a page changes only with a publish; a few dozen at most: one per area and build). */
function brotliCache(limit = 64) {
  const made = new Map<string, Buffer>();
  return (html: string): Buffer => {
    let body = made.get(html);
    if (!body) {
      if (made.size >= limit) made.clear();
      body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
      made.set(html, body);
    }
    return body;
  };
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
        // '/' is a page like any other: the handler below writes it, with its area's preloads.
        allowedPath: (pathname) => pathname !== '/',
        // The build writes .br and .gz beside each asset (scripts/build.mjs).
        preCompressed: true,
        setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
      });

      app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
        return reply.header('cache-control', NO_CACHE).type('application/json').send(await liveRemotes(webRoot, remoteOverrides));
      });
      app.log.info({ webRoot }, 'serving the web product');
    } else {
      app.log.info({ webRoot }, 'WEB_ROOT not found: serving the API only');
    }

    // '/' is the product's page whatever the client accepts, as when the static files answered it.
    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isUnder(request.url, apiPrefix) &&
      ((request.headers.accept ?? '').includes('text/html') || new URL(request.url, 'http://page').pathname === '/');

    const read = fileCache();
    const brotli = brotliCache();
    const root = path.resolve(webRoot);
    /** Each file's last text and what it parsed to: the shell's page-preloads.json holds the drawn frame (130 kB). */
    const parsedFiles = new Map<string, { text: string; schema: unknown; value: unknown }>();
    /** A JSON file of the web root, parsed (once per text), or null when it is missing or not of that shape. */
    const readJson = async <S extends v.GenericSchema>(file: string, schema: S): Promise<v.InferOutput<S> | null> => {
      const text = await read(file);
      if (text === null) return null;
      const hit = parsedFiles.get(file);
      if (hit && hit.text === text && hit.schema === schema) return hit.value as v.InferOutput<S> | null;
      let value: v.InferOutput<S> | null;
      try {
        const parsed = v.safeParse(schema, JSON.parse(text));
        value = parsed.success ? parsed.output : null;
      } catch {
        // A file being rewritten (a publish not done with deploy.mjs's renames): the runtime reads what it needs itself.
        value = null;
      }
      parsedFiles.set(file, { text, schema, value });
      return value;
    };
    /** The shell build's page preloads (none when it lists none). */
    const shellPreloads = async (): Promise<PagePreloads> => (await readJson(path.join(root, 'page-preloads.json'), PagePreloads)) ?? { frame: [], shared: {} };
    /**
     * The preloads of the area a path opens: its manifest and first scripts, and the files of the screen
     * the path opens (null when there is no area to name).
     */
    const areaFiles = async (
      area: string,
      remotes: Record<string, unknown>,
      pathname: string,
      shell: PagePreloads,
    ): Promise<{ manifest: string; scripts: string[]; screen: string[]; drawn: (Record<Lang, string> & { scripts: string[] }) | null } | null> => {
      const entry = remotes[area];
      // Only an area published here: one served from another origin is not read for a page.
      if (typeof entry !== 'string' || !entry.startsWith('/') || entry.startsWith('//')) return null;
      const file = path.resolve(root, `.${entry}`);
      if (!file.startsWith(`${root}${path.sep}`)) return null;
      const manifest = await readJson(file, v.unknown());
      const start = manifest === null ? null : areaStartFiles(entry, manifest);
      if (start === null) return null;
      const screens = await readJson(path.join(path.dirname(file), 'screen-preloads.json'), ScreenPreloads);
      const screen = screens ? screenOfPath(screens.screens, pathname) : null;
      const drawn = await readJson(path.join(path.dirname(file), 'first-screens.json'), FirstScreens);
      const own = drawn?.screens.find((s) => s.path === pathname);
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      return { ...start, screen: screen ? screenFiles(entry, screen, shell) : [], drawn: own ? { ...own.html, scripts: own.scripts.map((file) => `${base}${file}`) } : null };
    };
    /**
     * index.html with the preloads of the area `pathname` opens, and of the signed-in frame on a signed-in
     * path (as built when no area owns the path, or when its area is served elsewhere); with the screen
     * the area drew for the path, in `lang`, when it drew one and the URL has no query (the screen a
     * query opens, '/login?role=admin', is another).
     */
    const page = async (pathname: string, search: string, lang: Lang, kind: string | null): Promise<string | null> => {
      const html = await read(path.join(root, 'index.html'));
      if (html === null) return null;
      try {
        const remotes = await liveRemotes(webRoot, remoteOverrides);
        const owner = areaOfPath((remotes.areas ?? {}) as Record<string, unknown>, pathname);
        if (owner === null) return html;
        const shell = await shellPreloads();
        const files = await areaFiles(owner.area, remotes, pathname, shell);
        // The area's start, the frame, then the screen: in the order the page needs them, each file once.
        const scripts = [...new Set([...(owner.signedIn ? shell.frame : []), ...(files?.screen ?? [])])].filter((src) => !files?.scripts.includes(src));
        const tags = (files ? preloadTags(files) : '') + scripts.map((src) => `<link rel="preload" href="${attribute(src)}" as="script">`).join('');
        // Only with the shell's script that holds its sends: without it, a send made before the code came would be lost.
        // A signed-in screen only in the shell's drawn frame, for a session that may open it (the frame and
        // the screen of a visitor sent to /login, or of a company on an administrator's list, would be wrong).
        const screen =
          search !== '' || !files?.drawn || !shell.firstScreen
            ? null
            : !owner.signedIn
              ? files.drawn[lang]
              : shell.firstFrame && kindOpens(owner.access, kind)
                ? inFrame(shell.firstFrame[lang], files.drawn[lang])
                : null;
        const drawn =
          screen !== null && shell.firstScreen && files?.drawn
            ? withFirstScreen(html, { lang, html: screen, shellScript: shell.firstScreen, scripts: files.drawn.scripts, apiPrefix })
            : null;
        const named = (text: string) => (tags ? text.replace('</head>', `${tags}</head>`) : text);
        return drawn === null ? named(html) : laterPreloads(named(drawn));
      } catch (error) {
        // A remotes.json or manifest being rewritten: the page goes out as built, the shell reads them itself.
        app.log.warn({ err: error }, 'the page went out without its preloads');
        return html;
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      if (enabled && wantsPage(request)) {
        const url = new URL(request.url, 'http://page');
        const html = await page(url.pathname, url.search, pageLanguage(request.headers.cookie), sessionKind(request.headers.cookie));
        if (html !== null) {
          reply.header('cache-control', NO_CACHE).header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
          if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
          return reply.header('content-encoding', 'br').send(brotli(html));
        }
        return reply.header('cache-control', NO_CACHE).sendFile('index.html');
      }
      return reply.code(404).send({ status: 'Error', message: MSG.noEncontrado } satisfies ErrorBody);
    });
  },
  { name: 'web' },
);
