import { describe, expect, it } from 'vitest';
import { lazyGroupChunks, startupChunks, startupScripts, type ChunkGraphLike } from './startup-preload.js';

type Chunk = { id: string; files: Set<string>; modules: { type: string; blocks: object[] }[] };

/** A chunk graph as webpack's answers it: chunks holding modules, consume modules with blocks, blocks to chunk groups. */
function graph() {
  const chunk = (id: string, ...files: string[]): Chunk => ({ id, files: new Set(files), modules: [] });
  const main = chunk('main', 'main.1.js');
  const react = chunk('react', '696.a.js');
  const reactDomClient = chunk('client', '470.b.js');
  const reactDom = chunk('dom', '325.c.js');
  const ui = chunk('ui', '226.d.js', '226.d.js.map');
  const texts = chunk('texts', 'texts.e.js');
  const empty = chunk('365');
  const lazy = chunk('lazy', '814.f.js');
  const groups = new Map<object, { chunks: Chunk[] }>();
  const consume = (...chunks: Chunk[]) => {
    const block = {};
    groups.set(block, { chunks });
    return { type: 'consume-shared-module', blocks: [block] };
  };
  const lazyImport = () => {
    const block = {};
    groups.set(block, { chunks: [lazy] });
    return { type: 'javascript/auto', blocks: [block] };
  };
  main.modules.push(consume(react), consume(reactDomClient, empty), consume(ui, texts), lazyImport());
  // react-dom/client consumes react-dom: loading its chunk loads that too.
  reactDomClient.modules.push(consume(reactDom));
  ui.modules.push(consume(react), consume(texts));
  const chunkGraph: ChunkGraphLike<Chunk> = {
    getChunkModulesIterable: (c) => c.modules,
    getBlockChunkGroup: (block: object) => groups.get(block),
  };
  // The lazy chunk consumes the design system (already in the start) and a module of its own.
  const frameOwn = chunk('frameOwn', '907.g.js');
  lazy.modules.push(consume(ui), consume(frameOwn));
  return { chunkGraph, main, lazy };
}

describe("the shell's start (config/startup-preload.js)", () => {
  it('is the chunks of what the entry consumes, and of what those consume in turn, once each; not its lazy imports', () => {
    const { chunkGraph, main, lazy } = graph();
    const ids = startupChunks(chunkGraph, main).map((c) => c.id);
    expect(ids.sort()).toEqual(['365', 'client', 'dom', 'react', 'texts', 'ui']);
    expect(ids).not.toContain(lazy.id);
  });

  it('names their JS files, sorted, without maps or file-less chunks', () => {
    const { chunkGraph, main } = graph();
    expect(startupScripts(chunkGraph, main)).toEqual(['226.d.js', '325.c.js', '470.b.js', '696.a.js', 'texts.e.js']);
  });

  it("a lazy group's chunks beyond the start: its own and what it consumes, not what the start loads", () => {
    const { chunkGraph, main, lazy } = graph();
    expect(lazyGroupChunks(chunkGraph, main, [lazy]).map((c) => c.id).sort()).toEqual(['frameOwn', 'lazy']);
  });
});
