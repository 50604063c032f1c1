// The portal's theme lists the recipes the core's Chakra components read, and lazy modules register
// their own (theme.ts): a missing one renders a component unstyled without a word, so this reads, in
// Chakra's own code, which recipes each component an entry point loads uses, loads that entry point,
// and fails naming the ones the system then lacks.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { menuSlotRecipe, recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { RECIPES, SLOT_RECIPES } from './theme';

const here = path.dirname(new URL(import.meta.url).pathname);
const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file);
const resolveLocal = (from: string, spec: string) =>
  ['', '.ts', '.tsx', '/index.ts'].map((ext) => path.resolve(path.dirname(from), spec) + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

/**
 * The modules an entry point loads with it: its static relative imports, followed (a dynamic
 * `import()` is another root; `@dapcon/shared-ui` is the core entry point, checked on its own).
 */
function staticClosure(root: string, seen = new Set<string>()): Set<string> {
  if (seen.has(root)) return seen;
  seen.add(root);
  const code = fs.readFileSync(root, 'utf8').replace(/import\(\s*'[^']+'\s*\)/g, '');
  for (const [, spec = ''] of code.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const file = resolveLocal(root, spec);
    if (file && isSource(file)) staticClosure(file, seen);
  }
  return seen;
}

/** The roots the browser loads on their own: the entry points and the targets of `import()`. */
function roots(): string[] {
  const found = [path.join(here, 'index.ts'), ...fs.readdirSync(path.join(here, 'entries')).map((f) => path.join(here, 'entries', f))];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (isSource(file)) {
        for (const [, spec = ''] of fs.readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.\.?\/[^']+)'\s*\)/g)) {
          const target = resolveLocal(file, spec);
          if (target) found.push(target);
        }
      }
    }
  };
  walk(here);
  return [...new Set(found)];
}

/** Every Chakra export a set of modules imports or re-exports (shared-ui is the only place allowed to). */
function importedComponents(files: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '@chakra-ui\/react'/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = (part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0] ?? '').trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's index: export name → the module that defines it. */
function chakraModules(): Map<string, string> {
  const index = fs.readFileSync(path.join(esm, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) namespaces.set(local, path.join(esm, from));
  const modules = new Map<string, string>();
  for (const [, names = '', from] of index.matchAll(/export \{([^}]*)\}(?: from '(\.[^']+)')?/g)) {
    for (const part of names.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const file = from ? path.join(esm, from) : namespaces.get(local.trim());
      if (file) modules.set(exported.trim(), file);
    }
  }
  return modules;
}

/** The recipe keys a component module (and the component modules it imports) reads. */
function recipeKeys(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file) || !file.includes(`${path.sep}components${path.sep}`)) return keys;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const [, key = ''] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key);
  for (const [, from = ''] of code.matchAll(/from '(\.\.?\/[^']+)'/g)) recipeKeys(path.resolve(path.dirname(file), from), seen, keys);
  return keys;
}

/** The recipe keys the Chakra components of a set of modules read, among those Chakra has. */
function neededKeys(files: Iterable<string>): Map<string, string> {
  const modules = chakraModules();
  const needed = new Map<string, string>(); // key → the component that needs it
  for (const name of importedComponents(files)) {
    const file = modules.get(name);
    if (!file) continue; // re-exported from elsewhere (Portal, hooks): no recipe of its own
    for (const key of recipeKeys(file)) if (key in chakraRecipes || key in chakraSlotRecipes) needed.set(key, name);
  }
  return needed;
}

/** The portal's system as a page has it after loading one root (a fresh copy of the modules). */
async function systemAfterLoading(root: string) {
  vi.resetModules();
  const theme = await import('./theme');
  await import(/* @vite-ignore */ root);
  return theme.system;
}

describe('the theme', () => {
  it.each(roots().map((root) => [path.relative(here, root), root]))(
    'has, once %s is loaded, the recipe of every Chakra component it loads',
    async (_name, root) => {
      const loaded = await systemAfterLoading(root);
      const missing = [...neededKeys(staticClosure(root))]
        .filter(([key]) => !loaded.isRecipe(key) && !loaded.isSlotRecipe(key))
        .map(([key, name]) => `${name} needs '${key}'`);
      expect(missing, 'add these to RECIPES / SLOT_RECIPES in theme.ts (the core) or registerRecipes in the lazy module').toEqual([]);
    },
    30_000,
  );

  it('finds the roots and the recipes it checks', () => {
    const names = roots().map((root) => path.relative(here, root));
    expect(names).toEqual(expect.arrayContaining(['index.ts', 'entries/frame.ts', 'modal/ModalDialog.tsx']));
    expect([...recipeKeys(chakraModules().get('Dialog') ?? '')]).toContain('dialog');
    expect(neededKeys(staticClosure(path.join(here, 'index.ts'))).get('button')).toBe('Button');
    expect(importedComponents(staticClosure(path.join(here, 'index.ts')))).toContain('Tabs'); // re-exported by primitives.ts
  });

  it('keeps the recipes of lazy components off the core, and a lazy module brings them', async () => {
    const core = await systemAfterLoading(path.join(here, 'index.ts'));
    for (const key of ['menu', 'drawer', 'dialog', 'steps', 'slider']) expect(core.isSlotRecipe(key), key).toBe(false);
    expect(core.isSlotRecipe('carousel')).toBe(false);
    const frame = await systemAfterLoading(path.join(here, 'entries/frame.ts'));
    expect(frame.isSlotRecipe('menu')).toBe(true);
    expect(frame.getSlotRecipe('menu')).toBe(menuSlotRecipe);
  });

  it('keeps out the recipes nothing uses', () => {
    expect(Object.keys(RECIPES).length + Object.keys(SLOT_RECIPES).length).toBeLessThan(
      Object.keys(chakraRecipes).length + Object.keys(chakraSlotRecipes).length,
    );
  });
});
