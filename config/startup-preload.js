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
// signed-in paths (api/src/plugins/app/web.ts).
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

export class StartupPreloadPlugin {
  /** @param {{ entry?: string, publicPath?: string, frame?: string }} [options] */
  constructor({ entry = 'main', publicPath = '/', frame = 'frame' } = {}) {
    this.entry = entry;
    this.publicPath = publicPath;
    this.frame = frame;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        const frame = compilation.namedChunkGroups.get(this.frame);
        if (!entrypoint || !frame) return;
        const files = jsFiles(lazyGroupChunks(compilation.chunkGraph, entrypoint.getEntrypointChunk(), frame.chunks)).map((file) => `${this.publicPath}${file}`);
        compilation.emitAsset(PAGE_PRELOADS_FILE, new RawSource(`${JSON.stringify({ frame: files }, null, 2)}\n`));
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
