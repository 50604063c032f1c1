// The same commit builds into the same bytes wherever it is built (issue 33, item 26): a remote built in
// two folders of different names gives byte-identical files, names and hashes. Without it a rebuild
// elsewhere renames every file, so every user downloads everything again, and a size budget that passes
// in one folder can fail in another. Each folder is a copy of what the build reads, with node_modules
// hard-linked (a copy in a second place, as a second clone has, in a second).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types
import { portableModuleName, sortUsedIn } from './portable-ids.js';

const ROOT = path.resolve(import.meta.dirname, '..');
// A folder of its own per run: two runs of the suite at once must not build into each other's.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const WORK = fs.mkdtempSync(path.join(ROOT, '.tmp/reproducible-build-test-'));
// Two builds' folders, each with node_modules linked in (cp -al): tens of thousands of entries to unlink,
// which took over 10 s on a throttled machine (a safety net, no speed target).
afterAll(() => fs.rmSync(WORK, { recursive: true, force: true }), 120_000);

const SOURCES = ['package.json', 'tsconfig.base.json', 'config', 'scripts', 'contract', 'shared-sdk', 'shared-ui', 'mf-auth'];
const SKIP = /[\\/](node_modules|dist|\.tmp|storybook-static)$/;

/** A folder that holds what `node scripts/build.mjs mf-auth` reads, then that build's files. */
function buildIn(folder: string): Map<string, Buffer> {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const entry of SOURCES) fs.cpSync(path.join(ROOT, entry), path.join(folder, entry), { recursive: true, filter: (src) => !SKIP.test(src) });
  for (const modules of ['node_modules', 'shared-ui/node_modules']) {
    if (fs.existsSync(path.join(ROOT, modules))) execFileSync('cp', ['-al', path.join(ROOT, modules), path.join(folder, modules)]);
  }
  const r = spawnSync(process.execPath, ['scripts/build.mjs', 'mf-auth'], { cwd: folder, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the build in ${folder} failed:\n${r.stdout}\n${r.stderr}`);
  const dist = path.join(folder, 'mf-auth/dist');
  return new Map(fs.readdirSync(dist).sort().map((file) => [file, fs.readFileSync(path.join(dist, file))]));
}

describe('a reproducible build', () => {
  it('builds a remote into byte-identical files in two folders', () => {
    const first = buildIn(path.join(WORK, 'a'));
    const second = buildIn(path.join(WORK, 'another-folder'));
    expect([...second.keys()]).toEqual([...first.keys()]);
    expect(first.has('remoteEntry.js')).toBe(true);
    const differing = [...first].filter(([file, bytes]) => !bytes.equals(second.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
    // Nothing built names the folder it was built in.
    const naming = [...first].filter(([, bytes]) => bytes.includes(path.join(WORK, 'a'))).map(([file]) => file);
    expect(naming).toEqual([]);
  }, 300_000);
});

describe('portable names', () => {
  it("drop the build's folders and the federation entry's hash", () => {
    expect(portableModuleName('container entry (default) [] /w/x/node_modules/.federation/entry.0a1b2c3d4e5f.js', ['/w/x'])).toBe('container entry (default) [] /node_modules/.federation/entry.js');
    expect(portableModuleName('javascript/esm|../node_modules/.federation/entry.0a1b.js|9e34', ['/w/x'])).toBe('javascript/esm|../node_modules/.federation/entry.js|9e34');
    expect(portableModuleName('./src/routes.tsx', ['/w/x'])).toBe('./src/routes.tsx');
  });

  it('sort the usedIn lists only', () => {
    expect(sortUsedIn({ shared: [{ usedIn: ['./b', './a'], assets: { js: { sync: ['2.js', '1.js'] } } }] })).toEqual({
      shared: [{ usedIn: ['./a', './b'], assets: { js: { sync: ['2.js', '1.js'] } } }],
    });
  });
});
