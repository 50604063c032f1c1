// The portal's theme lists the recipes its Chakra components read (theme.ts): a missing one renders a
// component unstyled without a word, so this reads, in Chakra's own code, which recipes each component
// the portal imports uses, and fails naming the ones the theme lacks.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { RECIPES, SLOT_RECIPES, system } from './theme';

const here = path.dirname(new URL(import.meta.url).pathname);
const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm');

/** Every Chakra export the portal's code imports or re-exports (shared-ui is the only place allowed to). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:import|export) (?:type )?\{([^}]*)\} from '@chakra-ui\/react'/g)) {
          for (const part of (m[1] ?? '').split(',')) {
            const name = (part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0] ?? '').trim();
            if (name) names.add(name);
          }
        }
      }
    }
  };
  walk(here);
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

describe('the theme', () => {
  it("has the recipe of every Chakra component the portal uses", () => {
    const modules = chakraModules();
    const missing: string[] = [];
    for (const name of importedComponents()) {
      const file = modules.get(name);
      if (!file) continue; // re-exported from elsewhere (Portal, hooks): no recipe of its own
      for (const key of recipeKeys(file)) {
        const known = key in chakraRecipes || key in chakraSlotRecipes; // Chakra has a recipe by that key
        if (known && !system.isRecipe(key) && !system.isSlotRecipe(key)) missing.push(`${name} needs '${key}'`);
      }
    }
    expect(missing, 'add these to RECIPES / SLOT_RECIPES in theme.ts').toEqual([]);
  });

  it('finds the recipes it checks (a component the portal certainly uses)', () => {
    expect([...recipeKeys(chakraModules().get('Button') ?? '')]).toContain('button');
    expect([...recipeKeys(chakraModules().get('Dialog') ?? '')]).toContain('dialog');
    expect(importedComponents()).toContain('Button');
    expect(importedComponents()).toContain('Tabs'); // re-exported by primitives.ts
  });

  it('keeps out the recipes nothing uses', () => {
    expect(Object.keys(RECIPES).length + Object.keys(SLOT_RECIPES).length).toBeLessThan(
      Object.keys(chakraRecipes).length + Object.keys(chakraSlotRecipes).length,
    );
    expect(system.isSlotRecipe('carousel')).toBe(false);
  });
});
