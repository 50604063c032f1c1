/**
 * The import graph of api/src, read with the TypeScript compiler's own pre-processor (every
 * `import`, `import type`, `export … from` and `import()` of a relative path), for the checks of
 * boundaries.test.ts. `npx tsx api/test/import-graph.ts [folder]` prints the figures docs/architecture.md
 * records (of api/src, or of another copy of it: `git archive <commit> api/src | tar -x -C /tmp`):
 * imports that cross from one area into another, and the cycles between areas.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SRC = path.resolve(import.meta.dirname, '../src');

export interface Import {
  /** Both relative to api/src, with '/' separators. */
  from: string;
  to: string;
  /** The specifier as written. */
  specifier: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Every import of one file of api/src into another (tests left out: they are not the product). */
export function importsOfSrc(src: string = SRC): Import[] {
  const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
  return sourceFiles(src).flatMap((file) =>
    ts
      .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const target = resolve(file, fileName);
        return target ? [{ from: relative(file), to: relative(target), specifier: fileName }] : [];
      }),
  );
}

/** The area a file of api/src belongs to ('empresas' for areas/empresas/…), or undefined outside the areas. */
export function areaOf(file: string): string | undefined {
  return /^areas\/([^/]+)\//.exec(file)?.[1];
}

/** Imports from a file of one area into a file of another. */
export function crossAreaImports(imports: Import[]): Import[] {
  return imports.filter(({ from, to }) => areaOf(from) && areaOf(to) && areaOf(from) !== areaOf(to));
}

/** area → the areas it imports. */
export function areaGraph(imports: Import[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of crossAreaImports(imports)) {
    const a = areaOf(from) as string;
    graph.set(a, (graph.get(a) ?? new Set()).add(areaOf(to) as string));
  }
  return graph;
}

/** Every elementary cycle of a small graph, each once, starting at its smallest node: ['auth', 'empresas', 'auth']. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])])].sort();
  for (const start of nodes) {
    const walk = (node: string, trail: string[]) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) found.push([...trail, start]);
        else if (next > start && !trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    walk(start, [start]);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const imports = importsOfSrc(process.argv[2] ? path.resolve(process.argv[2]) : SRC);
  const cross = crossAreaImports(imports);
  const pairs = new Map<string, number>();
  for (const { from, to } of cross) pairs.set(`${areaOf(from)} -> ${areaOf(to)}`, (pairs.get(`${areaOf(from)} -> ${areaOf(to)}`) ?? 0) + 1);
  const graph = areaGraph(imports);
  const found = cycles(graph);
  const deep = cross.filter(({ to }) => !/^areas\/[^/]+\/index\.ts$/.test(to));
  const mutual = [...pairs.keys()].filter((p) => p.split(' -> ')[0]! < p.split(' -> ')[1]! && pairs.has(p.split(' -> ').reverse().join(' -> ')));
  console.log([...pairs].sort().map(([p, n]) => `${String(n).padStart(4)}  ${p}`).join('\n'));
  console.log(`imports from one area into another: ${cross.length} (${deep.length} past the area's index.ts), between ${pairs.size} pairs of areas`);
  console.log(`pairs of areas importing each other: ${mutual.length}${mutual.length ? ` (${mutual.map((p) => p.replace(' -> ', '<->')).join(', ')})` : ''}`);
  console.log(`cycles between areas: ${found.length}`);
  for (const c of found.slice(0, 50)) console.log(`  ${c.join(' -> ')}`);
}
