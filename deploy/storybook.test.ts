// The Storybook's figures the build prints (from its index.json), and its pages made to run under
// `script-src 'self'` for publishing (deploy/storybook.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES modules without types
import * as storybook from './storybook.mjs';

type Entry = { type: 'docs' | 'story'; id: string; importPath: string; tags?: string[] };
type Counts = { components: number; docsPages: number; storyFiles: number; stories: number };
const { storybookCounts, describeCounts, externalizeInlineScripts, externalizeStorybookPages } = storybook as {
  storybookCounts: (index: unknown) => Counts;
  describeCounts: (counts: Counts) => string;
  externalizeInlineScripts: (html: string) => { html: string; files: { name: string; text: string }[] };
  externalizeStorybookPages: (dir: string) => void;
};

const SCRIPT = path.join(import.meta.dirname, 'storybook.mjs');

/** An index.json as Storybook 10 writes it (v 5): entries by id. */
function index(entries: Entry[]) {
  return { v: 5, entries: Object.fromEntries(entries.map((e) => [e.id, e])) };
}
const ENTRIES: Entry[] = [
  { type: 'docs', id: 'introduction--docs', importPath: './src/Introduction.mdx', tags: ['dev', 'unattached-mdx'] },
  { type: 'docs', id: 'forms-textfield--docs', importPath: './src/form/TextField.stories.tsx', tags: ['dev', 'autodocs'] },
  { type: 'story', id: 'forms-textfield--default', importPath: './src/form/TextField.stories.tsx', tags: ['dev', 'autodocs'] },
  { type: 'story', id: 'forms-textfield--catalan', importPath: './src/form/TextField.stories.tsx', tags: ['dev', 'autodocs'] },
  { type: 'docs', id: 'data-datatable--docs', importPath: './src/data/DataTable.stories.tsx', tags: ['autodocs'] },
  { type: 'story', id: 'data-datatable--empty', importPath: './src/data/DataTable.stories.tsx', tags: ['autodocs'] },
  { type: 'story', id: 'screens-mf-empresas-lista--default', importPath: '../mf-empresas/src/Lista.stories.tsx', tags: ['dev'] },
];

describe("the Storybook's figures", () => {
  it('counts the components with a docs page, every docs page, the story files and the stories', () => {
    expect(storybookCounts(index(ENTRIES))).toEqual({ components: 2, docsPages: 3, storyFiles: 3, stories: 4 });
    expect(describeCounts({ components: 2, docsPages: 3, storyFiles: 3, stories: 4 })).toBe(
      'Storybook: 2 components with a docs page (3 docs pages in all), 3 story files, 4 stories.',
    );
    expect(describeCounts({ components: 1, docsPages: 1, storyFiles: 1, stories: 1 })).toBe('Storybook: 1 component with a docs page (1 docs page in all), 1 story file, 1 story.');
  });

  it('refuses an index with no entry', () => {
    expect(() => storybookCounts({ v: 5, entries: {} })).toThrow('lists no entry');
    expect(() => storybookCounts(undefined)).toThrow('lists no entry');
  });

  describe('printed by the command the build runs', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-storybook-'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("reads the built site's index.json, and fails naming it when there is none", () => {
      fs.writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index(ENTRIES)));
      expect(execFileSync(process.execPath, [SCRIPT, 'counts', dir], { encoding: 'utf8' })).toBe('Storybook: 2 components with a docs page (3 docs pages in all), 3 story files, 4 stories.\n');
      fs.rmSync(path.join(dir, 'index.json'));
      const failed = spawnSync(process.execPath, [SCRIPT, 'counts', dir], { encoding: 'utf8' });
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('index.json: run npm run build-storybook');
    });
  });
});

describe("the Storybook's pages without inline scripts", () => {
  const PAGE = `<!doctype html><html><head><script type="module" src="./vite-inject-mocker-entry.js"></script>
<script>
  window.CONFIG_TYPE = 'PRODUCTION';
</script></head><body><div id="root"></div>
<script type="module">
  import './sb-manager/runtime.js';
</script>
<SCRIPT>window.CONFIG_TYPE = 'PRODUCTION';</SCRIPT>
<script type="module" crossorigin src="./assets/iframe-4QpedG9w.js"></script>
<script>   </script>
</body></html>`;

  it('moves each inline script into a file named by its hash, with its attributes, in the same place, and leaves the others', () => {
    const { html, files } = externalizeInlineScripts(PAGE);
    expect(files.map((f) => f.text)).toEqual(["\n  window.CONFIG_TYPE = 'PRODUCTION';\n", "\n  import './sb-manager/runtime.js';\n", "window.CONFIG_TYPE = 'PRODUCTION';"]);
    for (const f of files) expect(f.name).toMatch(/^sb-inline-[0-9a-f]{16}\.js$/);
    const tags = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attributes: m[1], body: m[2] }));
    expect(tags).toEqual([
      { attributes: ' type="module" src="./vite-inject-mocker-entry.js"', body: '' },
      { attributes: ` src="./${files[0]?.name}"`, body: '' },
      { attributes: ` type="module" src="./${files[1]?.name}"`, body: '' },
      { attributes: ` src="./${files[2]?.name}"`, body: '' },
      { attributes: ' type="module" crossorigin src="./assets/iframe-4QpedG9w.js"', body: '' },
    ]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('rewrites the pages of a static folder in place, the scripts beside them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dapcon-storybook-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
      fs.writeFileSync(path.join(dir, 'index.json'), '{}');
      externalizeStorybookPages(dir);
      const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
      const moved = fs.readdirSync(dir).filter((name) => name.startsWith('sb-inline-'));
      expect(moved).toHaveLength(3);
      for (const name of moved) expect(html).toContain(`src="./${name}"`);
      expect(fs.readFileSync(path.join(dir, 'index.json'), 'utf8')).toBe('{}');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
