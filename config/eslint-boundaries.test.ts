// The architecture's import rules are enforced by ESLint (eslint.config.js); this checks that
// they still fire, so a config change cannot silently open a boundary.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('architecture boundaries', () => {
  it('stops a remote importing another remote, by path or by name', async () => {
    expect(await problems('mf-auth/src/x.ts', "import R from '../../mf-home/src/routes';\nexport default R;\n")).toContain('no-restricted-imports');
    expect(await problems('mf-empresas/src/x.ts', "import R from 'mf-finanzas/src/routes';\nexport default R;\n")).toContain('no-restricted-imports');
  });

  it('stops a remote importing the shell, and calling fetch itself', async () => {
    expect(await problems('mf-home/src/x.ts', "import { Gate } from '../../shell/src/app/Gate';\nexport default Gate;\n")).toContain('no-restricted-imports');
    expect(await problems('mf-home/src/x.ts', "export const r = fetch('/api/idiomas');\n")).toContain('no-restricted-globals');
  });

  it('stops the shared packages importing apps, and the SDK importing the design system', async () => {
    expect(await problems('shared-ui/src/x.ts', "import { LoginPage } from '../../mf-auth/src/features/login/LoginPage';\nexport default LoginPage;\n")).toContain('no-restricted-imports');
    expect(await problems('shared-sdk/src/x.ts', "import { system } from '@dapcon/shared-ui';\nexport default system;\n")).toContain('no-restricted-imports');
  });

  it('lets a remote use the shared packages and the contract', async () => {
    expect(await problems('mf-home/src/x.ts', "import { me } from '@dapcon/contract/auth';\nimport { call } from '@dapcon/shared-sdk';\nexport const r = call(me);\n")).toEqual([]);
  });

  it('keeps the contract free of the portal: no app, no SDK, no design system', async () => {
    expect(await problems('contract/src/x.ts', "import { useSession } from '@dapcon/shared-sdk';\nexport default useSession;\n")).toContain('no-restricted-imports');
    expect(await problems('contract/src/x.ts', "import { Gate } from '../../shell/src/app/Gate';\nexport default Gate;\n")).toContain('no-restricted-imports');
  });
});

describe('libraries the apps take only through the shared packages', () => {
  it.each(['@chakra-ui/react', 'react-router-dom', 'react-router', '@emotion/react', '@tanstack/react-query', 'zustand', 'i18next', 'react-i18next', 'react-hook-form'])('refuses %s in app code', async (lib) => {
    for (const file of ['mf-empresas/src/x.tsx', 'shell/src/x.tsx']) {
      expect(await problems(file, `import * as lib from '${lib}';\nexport default lib;\n`), `${lib} in ${file}`).toContain('no-restricted-imports');
    }
  });

  it('lets app code name their types (types leave no code in the bundle)', async () => {
    const code = "import type { FieldValues } from 'react-hook-form';\nexport type V = FieldValues;\n";
    expect(await problems('mf-empresas/src/x.tsx', code)).toEqual([]);
  });

  it('lets tests and stories, and the shared packages, use them', async () => {
    const code = "import { MemoryRouter } from 'react-router-dom';\nexport default MemoryRouter;\n";
    expect(await problems('mf-empresas/src/x.test.tsx', code)).toEqual([]);
    expect(await problems('shared-ui/src/x.tsx', code)).toEqual([]);
  });
});

describe('network access only through the SDK', () => {
  const cases = [
    ['ky', "import ky from 'ky';\nexport const r = ky.get('/api/idiomas');\n", 'no-restricted-imports'],
    ['fetch', "export const r = fetch('/api/idiomas');\n", 'no-restricted-globals'],
    ['window.fetch', "export const r = window.fetch('/api/idiomas');\n", 'no-restricted-properties'],
    ['globalThis.fetch', "export const r = globalThis.fetch('/api/idiomas');\n", 'no-restricted-properties'],
    ['XMLHttpRequest', 'export const r = new XMLHttpRequest();\n', 'no-restricted-globals'],
  ] as const;

  it.each(['mf-empresas/src/x.ts', 'shell/src/x.ts', 'shared-ui/src/x.tsx', 'contract/src/x.ts'])('refuses ky, fetch and XMLHttpRequest in %s', async (file) => {
    for (const [what, code, rule] of cases) expect(await problems(file, code), `${what} in ${file}`).toContain(rule);
  });

  it('lets the SDK use them', async () => {
    for (const [, code] of cases) expect(await problems('shared-sdk/src/x.ts', code)).toEqual([]);
  });
});
