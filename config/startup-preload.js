// The shell's start, asked for by the page itself (issue 38, the waterfall; docs/performance.md).
//
// The shell's main.js holds the federation runtime and little else: once it has run, it asks for the
// chunks of the shared modules the shell consumes at once (React, the design system, the SDK, the
// texts), and those for what they consume in turn. Until main.js has downloaded and run, nothing asks
// for them, although the build knows their names: one round trip and main.js's download lost on every
// first visit. This plugin writes a `<link rel="preload" as="script">` for each of them into the page,
// after main.js's own tag, so the browser asks for them beside main.js; the runtime's script tags then
// take those answers (a preload without `crossorigin` matches webpack's and the federation runtime's
// script tags, which set none).
//
// The signed-in frame (the lazy chunk named 'frame', with what it consumes) is not in every page: the
// plugin lists its files in `page-preloads.json`, and the API's page adds them to the pages of
// signed-in paths (api/src/plugins/app/web.ts). The same file lists, by share key, the files of each
// shared module the shell provides beyond its start, for the page of an area's screen that consumes it.
//
// What the start needs is read from webpack's chunk graph: the chunks of each module the entry chunk
// consumes from the share scope, and, each of those chunks loading its own consumes with it, theirs in
// turn. On the host the consumed module's own chunks are those of the version it provides.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'StartupPreloadPlugin';

/**
 * The chunks an entry's start loads through the share scope, transitively, without the entry chunk.
 * @param {{ getChunkModulesIterable(chunk: unknown): Iterable<{ type: string, blocks: unknown[] }>, getBlockChunkGroup(block: unknown): { chunks: unknown[] } | undefined }} chunkGraph
 * @param {unknown} entryChunk
 */
export function startupChunks(chunkGraph, entryChunk) {
  const seen = withConsumes(chunkGraph, [entryChunk]);
  seen.delete(entryChunk);
  return [...seen];
}

/** The chunks given and, transitively, those of what they consume from the share scope. */
function withConsumes(chunkGraph, chunks) {
  const seen = new Set(chunks);
  const queue = [...chunks];
  while (queue.length) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const next of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
  }
  return seen;
}

/**
 * The chunks a lazy chunk group needs beyond the start: its own and what they consume, without the
 * entry's chunks and the start's.
 */
export function lazyGroupChunks(chunkGraph, entryChunk, groupChunks) {
  const start = withConsumes(chunkGraph, [entryChunk]);
  return [...withConsumes(chunkGraph, groupChunks)].filter((chunk) => !start.has(chunk));
}

const jsFiles = (chunks) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();

/** The JS files of those chunks, sorted (the page is the same for the same build). */
export function startupScripts(chunkGraph, entryChunk) {
  return jsFiles(startupChunks(chunkGraph, entryChunk));
}

/** The file the API reads for the pages of signed-in paths. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * The files each shared module the shell provides needs beyond the start, by share key: what an area's
 * screen that consumes it makes the runtime load from the shell (the list kit, TanStack Query…).
 * @param {Iterable<{ type: string, blocks: unknown[], _name?: unknown }>} modules the compilation's modules
 */
export function providedFiles(chunkGraph, entryChunk, modules) {
  /** @type {Record<string, string[]>} */
  const byKey = {};
  for (const module of modules) {
    if (module.type !== 'provide-module' || typeof module._name !== 'string') continue;
    const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    const files = jsFiles(lazyGroupChunks(chunkGraph, entryChunk, chunks));
    if (files.length) byKey[module._name] = [...new Set([...(byKey[module._name] ?? []), ...files])].sort();
  }
  return Object.fromEntries(Object.entries(byKey).sort(([a], [b]) => a.localeCompare(b)));
}

// --- An area's screens ----------------------------------------------------------------------------
//
// An area's router picks the screen's lazy chunk only once the shell, the frame and the area's routes
// have run; the page can name it beforehand if the build says which chunks serve which path. A lazy
// screen says it with its import's chunk name: 'route' and the route's path, '/' written '~' and ':'
// '_' (`import(/* webpackChunkName: "route~empresas~_cif" */ './EmpresaDetail')` serves '/empresas/:cif');
// a part of the route's code imported on its own adds '+' and a word ('route~empresas+list': the list's
// contract, which the route's prefetch imports to ask for the first page while the screen loads).
// The area's build lists, in `screen-preloads.json` beside its manifest, each such route's chunks
// beyond the area's `./Routes` and the share keys they consume (the shell's files for those are in its
// page-preloads.json, above); the API's page adds both to the page of a path the route matches.

/** The prefix of a route's chunk name. */
export const ROUTE_CHUNK = 'route~';

/**
 * The route path a chunk name stands for, or null when it names no route.
 *
 * @example
 * routeOfChunkName('route~empresas~_cif') // '/empresas/:cif'
 * routeOfChunkName('route~empresas+list') // '/empresas' (a part of its code loaded on its own)
 * routeOfChunkName('route~') // '/'
 */
export function routeOfChunkName(name) {
  if (typeof name !== 'string' || !name.startsWith(ROUTE_CHUNK)) return null;
  // A part of a route's code loaded on its own (its list's contract, for the first page's request) is 'route~…+part'.
  const rest = name.slice(ROUTE_CHUNK.length).split('+', 1)[0] ?? '';
  return `/${rest === '' ? '' : rest.split('~').map((segment) => (segment.startsWith('_') ? `:${segment.slice(1)}` : segment)).join('/')}`;
}

/** The file an area's build writes beside its manifest. */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/**
 * Each route-named chunk group's files beyond the chunks `start` (the exposed routes) loads, and the
 * share keys those files consume, sorted by path.
 * @param {Iterable<[string, { chunks: any[] }]>} namedGroups
 */
export function screenPreloads(chunkGraph, namedGroups, startChunks) {
  const start = new Set(startChunks);
  /** @type {Map<string, { chunks: Set<any>, shared: Set<string> }>} */
  const byRoute = new Map();
  for (const [name, group] of namedGroups) {
    const route = routeOfChunkName(name);
    if (route === null) continue;
    const entry = byRoute.get(route) ?? { chunks: new Set(), shared: new Set() };
    byRoute.set(route, entry);
    for (const chunk of group.chunks) {
      if (start.has(chunk)) continue;
      entry.chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module' && typeof module.options?.shareKey === 'string') entry.shared.add(module.options.shareKey);
      }
    }
  }
  return [...byRoute]
    .map(([route, { chunks, shared }]) => ({ path: route, scripts: jsFiles([...chunks]), shared: [...shared].sort() }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const SCREEN_NAME = 'ScreenPreloadPlugin';

/** Writes an area's `screen-preloads.json` (see {@link screenPreloads}). */
export class ScreenPreloadPlugin {
  /** @param {{ start?: string }} [options] the chunk group of the exposed routes */
  constructor({ start = '__federation_expose_Routes' } = {}) {
    this.start = start;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(SCREEN_NAME, (compilation) => {
      emitSummary(compiler, compilation, SCREEN_NAME, SCREEN_PRELOADS_FILE, () => {
        const start = compilation.namedChunkGroups.get(this.start);
        return start ? { screens: screenPreloads(compilation.chunkGraph, compilation.namedChunkGroups, start.chunks) } : null;
      });
    });
  }
}

/** Writes `file` as JSON once the chunk graph is final (nothing when `summary` answers null). */
function emitSummary(compiler, compilation, name, file, summary) {
  compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
    const json = summary();
    if (json !== null) compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
  });
}

export class StartupPreloadPlugin {
  /** @param {{ entry?: string, publicPath?: string, frame?: string }} [options] */
  constructor({ entry = 'main', publicPath = '/', frame = 'frame' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
    this.frame = frame;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      emitSummary(compiler, compilation, NAME, PAGE_PRELOADS_FILE, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        const frame = compilation.namedChunkGroups.get(this.frame);
        if (!entrypoint || !frame) return null;
        const entryChunk = entrypoint.getEntrypointChunk();
        const under = (file) => `${this.publicPath}${file}`;
        const files = jsFiles(lazyGroupChunks(compilation.chunkGraph, entryChunk, frame.chunks)).map(under);
        const shared = Object.fromEntries(Object.entries(providedFiles(compilation.chunkGraph, entryChunk, compilation.modules)).map(([key, list]) => [key, list.map(under)]));
        return { frame: files, shared };
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) return data;
        const links = startupScripts(compilation.chunkGraph, entrypoint.getEntrypointChunk()).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }),
        );
        // The entry itself is deferred, which Chromium fetches at low priority, after the preloads: its
        // own code (the federation runtime's start) could run while they arrive, so it is asked first.
        const entryFiles = new Set([...entrypoint.getEntrypointChunk().files].map((file) => `${this.publicPath}${file}`));
        for (const tag of data.headTags) if (tag.tagName === 'script' && entryFiles.has(String(tag.attributes.src))) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
