// The API's import structure (docs/architecture.md 'API areas and their boundaries'): the areas import
// each other without a cycle, and no import of api/src runs back up its layers. ESLint refuses a deep
// import into another area as it is typed (config/eslint-boundaries.test.ts); this reads the whole graph.
import { describe, expect, it } from 'vitest';
import { areaGraph, areaOf, cycles, importsOfSrc, type Import } from './import-graph';

/** The top of api/src: what starts the API or the seed and gathers the areas. Nothing below imports them. */
const COMPOSITION = ['app.ts', 'server.ts', 'create-admin.ts', 'storage-copy.ts', 'areas/index.ts', 'db/schema.ts', 'seed/index.ts', 'seed/cli.ts', 'seed/bench.ts'];

/** A table file: the schema, at the bottom. It imports only other tables (its foreign keys) and db/columns. */
const isTables = (file: string) => /(^|\/|-)tables\.ts$/.test(file);

/** 0 the schema, 1 the platform (lib, db, auth, mail, plugins, the seed's kit…), 2 the areas, 3 the composition. */
function layerOf(file: string): number {
  if (COMPOSITION.includes(file)) return 3;
  if (isTables(file) || file === 'db/columns.ts') return 0;
  return areaOf(file) ? 2 : 1;
}

const LAYERS = ['schema', 'platform', 'area', 'composition'];

/** Imports that run back up the layers. */
function upward(imports: Import[]): string[] {
  return imports.filter(({ from, to }) => layerOf(to) > layerOf(from)).map(({ from, to }) => `${from} (${LAYERS[layerOf(from)]}) -> ${to} (${LAYERS[layerOf(to)]})`);
}

/** Imports into an area from outside it that pass its index.ts (tables' foreign keys and db/schema.ts excepted). */
function pastTheIndex(imports: Import[]): string[] {
  return imports
    .filter(({ from, to }) => areaOf(to) && areaOf(from) !== areaOf(to) && to !== `areas/${areaOf(to)}/index.ts`)
    .filter(({ from, to }) => !(isTables(to) && (isTables(from) || from === 'db/schema.ts')))
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('the API areas and their boundaries', () => {
  const imports = importsOfSrc();

  it('reads the graph (the areas import each other)', () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(areaGraph(imports).get('panel')?.has('dapcon')).toBe(true);
  });

  it('has no cycle between areas', () => {
    expect(cycles(areaGraph(imports))).toEqual([]);
  });

  it('finds a cycle when one area imports another that imports it', () => {
    const broken = [...imports, { from: 'areas/referencia/service.ts', to: 'areas/empresas/index.ts', specifier: '../empresas' }];
    expect(cycles(areaGraph(broken))).toContainEqual(['empresas', 'referencia', 'empresas']);
  });

  it('has no import that runs back up the layers', () => {
    expect(upward(imports)).toEqual([]);
    // As it would be if the sessions plugin read the auth area, or a table a query.
    expect(upward([{ from: 'plugins/app/sessions.ts', to: 'areas/auth/repository.ts', specifier: '' }])).toHaveLength(1);
    expect(upward([{ from: 'areas/empresas/tables.ts', to: 'lib/list.ts', specifier: '' }])).toHaveLength(1);
  });

  it('reaches another area only through its index.ts', () => {
    expect(pastTheIndex(imports)).toEqual([]);
    expect(pastTheIndex([{ from: 'areas/finanzas/cuotas.ts', to: 'areas/empresas/repository.ts', specifier: '' }])).toHaveLength(1);
  });

  it('never has an area import its own index.ts (its files import each other)', () => {
    expect(imports.filter(({ from, to }) => areaOf(from) && to === `areas/${areaOf(from)}/index.ts`)).toEqual([]);
  });
});
