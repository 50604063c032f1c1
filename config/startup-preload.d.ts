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

/** Writes a `<link rel="preload" as="script">` for each into the shell's page. */
export class StartupPreloadPlugin {
  constructor(options?: { entry?: string; publicPath?: string; frame?: string });
  apply(compiler: Compiler): void;
}
