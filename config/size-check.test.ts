// The size check (scripts/size-check.mjs) fails when it must: a remote that imports something heavy
// eagerly, a library built into two parts, a library repeated across chunks. The first builds a real
// remote with the portal's webpack preset.
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import { checkBrowser, checkStatic, readBudgets, staticReport } from '../scripts/size-check.mjs';
// @ts-expect-error: plain ES modules without types
import { federatedConfig } from './webpack.mf.js';

const ROOT = path.resolve(import.meta.dirname, '..');
// A folder of its own per run: two runs of the suite at once must not build into each other's.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(ROOT, '.tmp/size-check-test-'));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

const budgets = readBudgets();
const withFixtureHeavy = { ...budgets, heavyLibraries: { packages: [...budgets.heavyLibraries.packages, 'fixture-heavy-lib'] } };

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A library of about 300 kB that compresses poorly: a table of pseudo-random words. */
function heavyLibrary(dir: string) {
  let seed = 7;
  const word = () =>
    Array.from({ length: 12 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    }).join('');
  write(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture-heavy-lib', version: '1.0.0', type: 'module', main: 'index.js', sideEffects: false }));
  write(path.join(dir, 'index.js'), `export const table = ${JSON.stringify(Array.from({ length: 20_000 }, word))};\n`);
}

/** Builds a remote whose first screen imports the heavy library, eagerly or when the screen opens. */
async function buildRemote(name: 'eager' | 'lazy'): Promise<string> {
  const dir = path.join(WORK, name);
  fs.rmSync(dir, { recursive: true, force: true });
  write(path.join(dir, 'package.json'), JSON.stringify({ name: `mf-fixture-${name}`, version: '0.0.0', private: true, type: 'module' }));
  write(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', target: 'es2022', module: 'esnext', moduleResolution: 'bundler', strict: true } }));
  heavyLibrary(path.join(dir, 'node_modules/fixture-heavy-lib'));
  write(path.join(dir, 'src/Screen.tsx'), "import { table } from 'fixture-heavy-lib';\nexport default function Screen() {\n  return <p>{table.join(' ')}</p>;\n}\n");
  write(
    path.join(dir, 'src/Routes.tsx'),
    name === 'eager'
      ? "import Screen from './Screen';\nexport default function Routes() {\n  return <Screen />;\n}\n"
      : "import { lazy, Suspense } from 'react';\nconst Screen = lazy(() => import('./Screen'));\nexport default function Routes() {\n  return <Suspense fallback={null}><Screen /></Suspense>;\n}\n",
  );
  const config = federatedConfig({ dir, name: `mf_fixture_${name}`, exposes: { './Routes': './src/Routes.tsx' } })({}, { mode: 'production' }) as Configuration;
  await new Promise<void>((resolve, reject) =>
    webpack({ ...config, infrastructureLogging: { level: 'error' } }, (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString('errors-only'))) : resolve())),
  );
  return path.join(dir, 'dist');
}

describe('the size check over a build', () => {
  it('fails a remote that imports a heavy library eagerly, naming the chunk and its size', async () => {
    const dist = await buildRemote('eager');
    const report = staticReport([{ app: 'mf-fixture-eager', dir: dist }], withFixtureHeavy);
    const breaches: string[] = checkStatic(report, withFixtureHeavy);
    const chunk = [...report.areas[0].files].sort((a: { gzip: number }, b: { gzip: number }) => b.gzip - a.gzip)[0];
    expect(chunk.gzip).toBeGreaterThan(60_000);
    expect(breaches).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^mf-fixture-eager: its own JS when first opened is [\\d.]+ kB gzip, over the 60.0 kB budget: ${chunk.file.replace('.', '\\.')} [\\d.]+ kB`)),
        expect.stringMatching(new RegExp(`^mf-fixture-eager: fixture-heavy-lib loads with the area's first screen \\(${chunk.file.replace('.', '\\.')}, [\\d.]+ kB gzip\\)`)),
      ]),
    );
  }, 120_000);

  it('passes the same remote when the library loads with the screen that uses it', async () => {
    const dist = await buildRemote('lazy');
    const report = staticReport([{ app: 'mf-fixture-lazy', dir: dist }], withFixtureHeavy);
    expect(report.areas[0].gzip).toBeLessThan(10_000);
    expect(checkStatic(report, withFixtureHeavy)).toEqual([]);
  }, 120_000);
});

describe('one copy of each library', () => {
  /** A fake build: scripts whose source maps name the modules they hold. */
  function fakeDist(name: string, scripts: Record<string, Array<[string, number]>>) {
    const dir = path.join(WORK, 'fake', name);
    for (const [file, modules] of Object.entries(scripts)) {
      write(path.join(dir, file), '0');
      write(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources: modules.map(([m]) => `webpack://x/../node_modules/${m}`), sourcesContent: modules.map(([, n]) => 'x'.repeat(n)), mappings: '' }));
    }
    return { app: name, dir };
  }

  it('fails a library built into two parts', () => {
    const shell = fakeDist('shell', { 'a.js': [['zustand/esm/vanilla.mjs', 2000]] });
    const remote = fakeDist('mf-empresas', { 'b.js': [['zustand/esm/vanilla.mjs', 2000]] });
    expect(checkStatic(staticReport([shell, remote], budgets), budgets)).toEqual([
      'zustand is built into 2 parts (shell/a.js, mf-empresas/b.js): take it through shared-ui/shared-sdk',
    ]);
  });

  it('allows a few kB of a library repeated across chunks, and fails more', () => {
    const few = fakeDist('shell-few', { 'a.js': [['@chakra-ui/react/dist/esm/x.js', 3000]], 'b.js': [['@chakra-ui/react/dist/esm/x.js', 3000]] });
    expect(checkStatic(staticReport([few], budgets), budgets)).toEqual([]);
    const many = fakeDist('shell-many', { 'a.js': [['@chakra-ui/react/dist/esm/x.js', 30_000]], 'b.js': [['@chakra-ui/react/dist/esm/x.js', 30_000]] });
    expect(checkStatic(staticReport([many], budgets), budgets)).toEqual([
      `@chakra-ui/react: 30.0 kB of its code is repeated across chunks, over the ${budgets.oneCopy.maxDuplicatedKB} kB budget: @chakra-ui/react/dist/esm/x.js in shell-many/a.js, shell-many/b.js`,
    ]);
  });
});

describe('what /login loads', () => {
  const report = (keptOff: Array<{ name: string; file: string }>, bytes = 200_000) => ({
    login: { js: [{ path: '/main.js', bytes }], bytes, requests: 1, heavy: [], keptOff },
    homes: [],
    areas: [],
    copies: [],
  });

  it('fails the sign-in page when it loads a package it must keep off, naming the script', () => {
    expect(budgets.login.keepOff).toContain('@tanstack/');
    expect(checkBrowser(report([{ name: '@tanstack/query-core', file: '/907.js' }]), budgets)).toEqual([
      '/login loads @tanstack/query-core (/907.js), which the sign-in page must not load (login.keepOff)',
    ]);
  });

  it('fails the sign-in page over its byte budget, and passes it within', () => {
    expect(checkBrowser(report([]), budgets)).toEqual([]);
    const over = budgets.login.maxJsKB * 1000 + 1;
    expect(checkBrowser(report([], over), budgets)).toEqual([`/login downloads ${(over / 1000).toFixed(1)} kB of JS, over the ${budgets.login.maxJsKB} kB budget; largest: /main.js ${(over / 1000).toFixed(1)} kB`]);
  });
});
