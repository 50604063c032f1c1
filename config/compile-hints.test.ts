// V8's compile hint (config/compile-hints.js) is the first line of each larger built script, after the
// minifier (which would drop it), with source maps that still point at the right lines and file names
// that follow the bytes: a real webpack build of a small app.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import webpack from 'webpack';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import { COMPILE_HINT, CompileHintsPlugin, wantsHint } from './compile-hints.js';

const ROOT = path.resolve(import.meta.dirname, '..');
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(ROOT, '.tmp/compile-hints-test-'));
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** An entry of about 3 kB that loads a small lazy chunk; built with the hint (or not) from 1,000 bytes. */
async function build(name: string, hints: boolean): Promise<{ dist: string; files: string[] }> {
  const dir = path.join(WORK, name);
  const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
  write(
    path.join(dir, 'src/index.js'),
    [
      `export const words = ${JSON.stringify(words)};`,
      'export function shout(text) {',
      "  return `${text}!`.toUpperCase() + 'the-marker-of-line-three';",
      '}',
      "document.title = shout(words.join(' '));",
      "import('./small.js').then((m) => m.hello());",
      '',
    ].join('\n'),
  );
  write(path.join(dir, 'src/small.js'), "export function hello() {\n  return 'hi';\n}\n");
  const dist = path.join(dir, 'dist');
  await new Promise<void>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        devtool: 'source-map',
        output: { path: dist, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
        plugins: hints ? [new CompileHintsPlugin({ minBytes: 1_000 })] : [],
        infrastructureLogging: { level: 'error' },
      },
      (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString('errors-only'))) : resolve()),
    ),
  );
  return { dist, files: fs.readdirSync(dist).filter((f) => f.endsWith('.js')).sort() };
}

describe('the compile hint', () => {
  it('is wanted by browser scripts from the size given', () => {
    expect(wantsHint('main.0a1b2c3d.js', 20_000, 20_000)).toBe(true);
    expect(wantsHint('main.0a1b2c3d.js', 19_999, 20_000)).toBe(false);
    expect(wantsHint('main.0a1b2c3d.js.map', 90_000, 20_000)).toBe(false);
    expect(wantsHint('servidor/render.mjs', 90_000, 20_000)).toBe(false);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('opens each larger script of a real build, once, with its source map one line down and its name following its bytes', async () => {
    const [plain, hinted] = [await build('plain', false), await build('hinted', true)];
    const main = hinted.files.find((f) => f.startsWith('main.')) as string;
    const small = hinted.files.find((f) => !f.startsWith('main.')) as string;
    const text = fs.readFileSync(path.join(hinted.dist, main), 'utf8');
    expect(text.startsWith(COMPILE_HINT)).toBe(true);
    expect(text.indexOf('allFunctionsCalledOnLoad')).toBe(text.lastIndexOf('allFunctionsCalledOnLoad'));
    expect(fs.statSync(path.join(hinted.dist, main)).size).toBeGreaterThan(1_000);
    // The lazy chunk is under the size: left as built.
    expect(fs.readFileSync(path.join(hinted.dist, small), 'utf8')).toBe(fs.readFileSync(path.join(plain.dist, small), 'utf8'));
    expect(plain.files).toContain(small);
    // The main file's name changed with its bytes.
    expect(plain.files).not.toContain(main);
    const withoutMapLink = (code: string) => code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
    expect(withoutMapLink(fs.readFileSync(path.join(plain.dist, plain.files.find((f) => f.startsWith('main.')) as string), 'utf8'))).toBe(withoutMapLink(text.slice(COMPILE_HINT.length)));
    // The source map: the marker, now on the file's second line, maps to line 3 of src/index.js.
    const map = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(hinted.dist, `${main}.map`), 'utf8')));
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('the-marker-of-line-three'));
    expect(line).toBeGreaterThan(0);
    const original = map.originalPositionFor({ line: line + 1, column: (lines[line] ?? '').indexOf('the-marker-of-line-three') });
    expect(original.source).toMatch(/src\/index\.js$/);
    expect(original.line).toBe(3);
  }, 120_000);
});
