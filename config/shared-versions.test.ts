// @vitest-environment happy-dom
// The versions of shared-ui and shared-sdk follow what they export (scripts/shared-versions.mjs):
// this fails while an entry point's run-time exports differ from `<package>/exports.json`, and while
// an app imports a name newer than the range its package.json declares. `npm run shared-version`
// runs it in write mode (SHARED_VERSION_WRITE=1) to bump the version and rewrite the record.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import * as versions from '../scripts/shared-versions.mjs';
// @ts-expect-error: plain ES modules without types
import { APPS, ROOT } from '../scripts/workspaces.mjs';

type Record = { version: string; exports: { [entry: string]: { [name: string]: string } } };
const {
  SHARED_PACKAGES,
  applyRecord,
  appSources,
  bumpVersion,
  compareVersions,
  diffSurface,
  lowestOf,
  neededVersion,
  nextRecord,
  readRecord,
  sharedPackage,
} = versions as {
  SHARED_PACKAGES: string[];
  applyRecord: (ws: string, record: Record) => string[];
  appSources: (app: string) => string[];
  bumpVersion: (v: string, level: string) => string;
  compareVersions: (a: string, b: string) => number;
  diffSurface: (record: Record, current: { [entry: string]: string[] }) => { added: string[]; removed: string[]; level: string | null };
  lowestOf: (range: string) => string;
  neededVersion: (name: string, sources: string[], record: Record) => { needed: string | null; missing: string[] };
  nextRecord: (record: Record, current: { [entry: string]: string[] }, force?: string | null) => Record;
  readRecord: (ws: string) => Record;
  sharedPackage: (ws: string) => { name: string; version: string; entries: string[] };
};

/** What each entry point of a shared package exports at run time (what Module Federation shares). */
async function surfaceOf(ws: string): Promise<{ [entry: string]: string[] }> {
  const { name, entries } = sharedPackage(ws);
  const out: { [entry: string]: string[] } = {};
  for (const entry of entries) {
    const specifier = entry === '.' ? name : `${name}/${entry.slice(2)}`;
    out[entry] = Object.keys((await import(/* @vite-ignore */ specifier)) as object).filter((n) => n !== 'default').sort();
  }
  return out;
}

const WRITE = process.env.SHARED_VERSION_WRITE === '1';

describe('the version rules', () => {
  const record: Record = { version: '1.2.0', exports: { '.': { Button: '1.0.0', Modal: '1.2.0' }, './frame': { AppFrame: '1.0.0' } } };

  it('asks nothing when the exports are the same', () => {
    expect(diffSurface(record, { '.': ['Button', 'Modal'], './frame': ['AppFrame'] })).toEqual({ added: [], removed: [], level: null });
    expect(nextRecord(record, { '.': ['Button', 'Modal'], './frame': ['AppFrame'] }).version).toBe('1.2.0');
  });

  it('asks a minor version for a name added, and dates the new name', () => {
    const current = { '.': ['Button', 'Modal', 'Tree'], './frame': ['AppFrame'] };
    expect(diffSurface(record, current)).toEqual({ added: ['. Tree'], removed: [], level: 'minor' });
    expect(nextRecord(record, current)).toEqual({ version: '1.3.0', exports: { '.': { Button: '1.0.0', Modal: '1.2.0', Tree: '1.3.0' }, './frame': { AppFrame: '1.0.0' } } });
  });

  it('asks a major version for a name or an entry point removed', () => {
    expect(diffSurface(record, { '.': ['Button', 'Modal'] })).toEqual({ added: [], removed: ['./frame AppFrame'], level: 'major' });
    expect(nextRecord(record, { '.': ['Button'], './frame': ['AppFrame'] }).version).toBe('2.0.0');
  });

  it('takes a forced level when a signature changed under the same names, never a lower one', () => {
    const same = { '.': ['Button', 'Modal'], './frame': ['AppFrame'] };
    expect(nextRecord(record, same, 'major').version).toBe('2.0.0');
    expect(nextRecord(record, { '.': ['Button'], './frame': ['AppFrame'] }, 'patch').version).toBe('2.0.0');
    expect(bumpVersion('1.4.2', 'patch')).toBe('1.4.3');
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
  });

  it('finds the version an app needs from the names it imports, types and aliases included', () => {
    const sources = [
      "import { Button, Modal as Dialog, type ButtonProps } from '@dapcon/shared-ui';\nimport type { Tree } from '@dapcon/shared-ui';",
      "import { AppFrame } from '@dapcon/shared-ui/frame';\nimport { Gone } from '@dapcon/shared-ui/frame';",
    ];
    expect(neededVersion('@dapcon/shared-ui', sources, record)).toEqual({ needed: '1.2.0', missing: ['./frame Gone'] });
    expect(lowestOf('^1.2.0')).toBe('1.2.0');
    expect(() => lowestOf('*')).toThrow(/\^major\.minor\.patch/);
  });
});

describe.each(SHARED_PACKAGES)('%s', (ws) => {
  it('records what it exports at run time, under its version', async () => {
    const current = await surfaceOf(ws);
    const record = readRecord(ws);
    if (WRITE && (!process.env.SHARED_VERSION_PACKAGE || process.env.SHARED_VERSION_PACKAGE === ws)) {
      const next = nextRecord(record, current, process.env.SHARED_VERSION_LEVEL || null);
      const ranges = applyRecord(ws, next);
      console.log(`${sharedPackage(ws).name}: ${record.version} → ${next.version}${ranges.length ? ` (ranges raised in ${ranges.join(', ')})` : ''}`);
      return;
    }
    const { added, removed } = diffSurface(record, current);
    expect({ added, removed }, `${ws}'s exports changed: run npm run shared-version (docs/deploy.md)`).toEqual({ added: [], removed: [] });
    expect(sharedPackage(ws).version, `${ws}/package.json and exports.json disagree: run npm run shared-version`).toBe(record.version);
  });

  it.each(APPS as string[])(`is asked by %s for at least the version of every name it imports`, (app) => {
    const { name } = sharedPackage(ws);
    const record = readRecord(ws);
    const { needed, missing } = neededVersion(name, appSources(app), record);
    expect(missing, `${app} imports names ${name} does not export`).toEqual([]);
    if (!needed) return;
    const declared = (JSON.parse(fs.readFileSync(path.join(ROOT as string, app, 'package.json'), 'utf8')) as { dependencies?: { [k: string]: string } }).dependencies?.[name];
    expect(declared, `${app}/package.json must declare ${name}`).toBeDefined();
    expect(compareVersions(lowestOf(declared as string), needed), `${app} imports a name of ${name} ${needed}: declare "^${needed}" in its package.json`).toBeGreaterThanOrEqual(0);
    expect(compareVersions(lowestOf(declared as string), record.version), `${app} asks a newer ${name} than the workspace has`).toBeLessThanOrEqual(0);
  });
});
