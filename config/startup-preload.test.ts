import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { lazyGroupChunks, providedFiles, routeOfChunkName, screenPreloads, startupChunks, startupScripts, type ChunkGraphLike } from './startup-preload.js';

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
  const chunkGraph: ChunkGraphLike<Chunk> & { groups: typeof groups } = {
    groups,
    getChunkModulesIterable: (c) => c.modules,
    getBlockChunkGroup: (block: object) => groups.get(block),
  };
  // The lazy chunk consumes the design system (already in the start) and a module of its own.
  const frameOwn = chunk('frameOwn', '907.g.js');
  lazy.modules.push(consume(ui), consume(frameOwn));
  return { chunkGraph, main, lazy };
}

/** A block of the fake graph leading to these chunks. */
function blockOf(chunkGraph: ReturnType<typeof graph>['chunkGraph'], chunks: Chunk[]): object {
  const block = {};
  chunkGraph.groups.set(block, { chunks });
  return block;
}

/** A consume module of the fake graph whose block loads these chunks. */
function consumeOf(chunkGraph: ReturnType<typeof graph>['chunkGraph'], ...chunks: Chunk[]) {
  return { type: 'consume-shared-module', blocks: [blockOf(chunkGraph, chunks)] };
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

describe("the shell's shared modules beyond its start, and an area's screens (config/startup-preload.js)", () => {
  it('names, by share key, the files a provided module needs that the start does not load; none for a module of the start', () => {
    const { chunkGraph, main } = graph();
    const chunk = (id: string, ...files: string[]): Chunk => ({ id, files: new Set(files), modules: [] });
    const listKit = chunk('list', '43.a.js');
    const query = chunk('query', '720.b.js');
    // The list kit consumes TanStack Query (a chunk of its own) and the design system (in the start).
    listKit.modules.push(consumeOf(chunkGraph, query));
    const provide = (name: string, ...chunks: Chunk[]) => ({ type: 'provide-module', _name: name, blocks: [blockOf(chunkGraph, chunks)] });
    const modules = [
      provide('@dapcon/shared-ui/data', listKit),
      provide('react', ...startupChunks(chunkGraph, main).filter((c) => c.id === 'react')),
      { type: 'javascript/auto', blocks: [] },
    ];
    expect(providedFiles(chunkGraph, main, modules)).toEqual({ '@dapcon/shared-ui/data': ['43.a.js', '720.b.js'] });
  });

  it.each([
    ['route~empresas', '/empresas'],
    ['route~empresas~_cif', '/empresas/:cif'],
    ['route~dapcon~_id~_languageId', '/dapcon/:id/:languageId'],
    ['route~pagos~remesas', '/pagos/remesas'],
    ['route~empresas+list', '/empresas'],
    ['route~', '/'],
    ['frame', null],
    ['__federation_expose_Routes', null],
    [undefined, null],
  ])('the chunk name %s stands for the route %s', (name, route) => {
    expect(routeOfChunkName(name)).toBe(route);
  });

  it("lists each route-named group's chunks beyond the exposed routes' and the share keys they consume", () => {
    const chunk = (id: string, ...files: string[]) => ({ id, files: new Set(files), modules: [] as { type: string; options?: { shareKey?: string } }[] });
    const routes = chunk('routes', '__federation_expose_Routes.1.js');
    const common = chunk('753', '753.2.js');
    const list = chunk('list', 'route~empresas.3.js', 'route~empresas.3.js.map');
    list.modules.push({ type: 'consume-shared-module', options: { shareKey: '@dapcon/shared-ui/data' } }, { type: 'javascript/auto' });
    common.modules.push({ type: 'consume-shared-module', options: { shareKey: 'react' } });
    const contract = chunk('contract', 'route~empresas+list.6.js');
    const detail = chunk('detail', 'route~empresas~_cif.4.js');
    detail.modules.push({ type: 'consume-shared-module', options: { shareKey: '@dapcon/shared-ui/reference' } }, { type: 'consume-shared-module', options: { shareKey: '@dapcon/shared-ui/data' } });
    const chunkGraph = { getChunkModulesIterable: (c: ReturnType<typeof chunk>) => c.modules };
    const groups: [string, { chunks: ReturnType<typeof chunk>[] }][] = [
      ['__federation_expose_Routes', { chunks: [routes, common] }],
      ['route~empresas~_cif', { chunks: [common, detail] }],
      ['route~empresas', { chunks: [list] }],
      // The list's contract, imported by the route's prefetch on its own: the same route's.
      ['route~empresas+list', { chunks: [contract] }],
      ['frame', { chunks: [chunk('other', 'other.5.js')] }],
    ];
    expect(screenPreloads(chunkGraph, groups, [routes, common])).toEqual([
      { path: '/empresas', scripts: ['route~empresas+list.6.js', 'route~empresas.3.js'], shared: ['@dapcon/shared-ui/data'] },
      { path: '/empresas/:cif', scripts: ['route~empresas~_cif.4.js'], shared: ['@dapcon/shared-ui/data', '@dapcon/shared-ui/reference'] },
    ]);
  });

  it.each(['mf-auth', 'mf-home', 'mf-empresas', 'mf-consultores', 'mf-finanzas', 'mf-contenidos', 'mf-parametros'])(
    "%s: each lazy screen's chunk name is a route its routes declare, once (a renamed path would stop its preloads silently)",
    (app) => {
      const source = fs.readFileSync(path.join(import.meta.dirname, '..', app, 'src/routes.tsx'), 'utf8');
      const names = [...source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((m) => m[1]);
      const paths = new Set([...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]));
      for (const name of names) expect(paths, `${app}: ${name}`).toContain(routeOfChunkName(name));
      // One import per name: a second would merge into the first's chunk (a prefetch then waits for the screen).
      expect(new Set(names).size).toBe(names.length);
      if (app !== 'mf-auth') expect(names.length).toBeGreaterThan(2);
    },
  );
});
