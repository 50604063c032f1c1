import type { Compiler } from 'webpack';

/** What the functions read of webpack's chunk graph. */
export interface ChunkGraphLike<C> {
  getChunkModulesIterable(chunk: C): Iterable<{ type: string; blocks: object[] }>;
  getBlockChunkGroup(block: object): { chunks: C[] } | undefined;
}

/** The chunks an entry's start loads through the share scope, transitively, without the entry chunk. */
export function startupChunks<C>(chunkGraph: ChunkGraphLike<C>, entryChunk: C): C[];

/** The chunks a lazy chunk group needs beyond the start: its own and what they consume, without the start's. */
export function lazyGroupChunks<C>(chunkGraph: ChunkGraphLike<C>, entryChunk: C, groupChunks: C[]): C[];

/** The file the API reads for the pages of signed-in paths: `{ "frame": ["/frame.1a2b3c4d.js", …] }`. */
export const PAGE_PRELOADS_FILE: string;

/** The JS files of those chunks, sorted. */
export function startupScripts<C extends { files: Iterable<string> }>(chunkGraph: ChunkGraphLike<C>, entryChunk: C): string[];

/** By share key, the JS files of each module the shell provides beyond its start. */
export function providedFiles<C extends { files: Iterable<string> }>(
  chunkGraph: ChunkGraphLike<C>,
  entryChunk: C,
  modules: Iterable<{ type: string; blocks: object[]; _name?: unknown }>,
): Record<string, string[]>;

/** The prefix of a lazy screen's chunk name: 'route~empresas~_cif' serves '/empresas/:cif'. */
export const ROUTE_CHUNK: string;

/** The route path a chunk name stands for, or null. */
export function routeOfChunkName(name: unknown): string | null;

/** The file an area's build writes beside its manifest: `{ "screens": [{ path, scripts, shared }] }`. */
export const SCREEN_PRELOADS_FILE: string;

/** Each route-named chunk group's files beyond the start's chunks, and the share keys they consume. */
export function screenPreloads<C extends { files: Iterable<string> }>(
  chunkGraph: { getChunkModulesIterable(chunk: C): Iterable<{ type: string; options?: { shareKey?: unknown } }> },
  namedGroups: Iterable<[string, { chunks: C[] }]>,
  startChunks: C[],
): { path: string; scripts: string[]; shared: string[] }[];

/** Writes an area's screen-preloads.json. */
export class ScreenPreloadPlugin {
  constructor(options?: { start?: string });
  apply(compiler: Compiler): void;
}

/** Writes a `<link rel="preload" as="script">` for each into the shell's page. */
export class StartupPreloadPlugin {
  constructor(options?: { entry?: string; publicPath?: string; frame?: string });
  apply(compiler: Compiler): void;
}
