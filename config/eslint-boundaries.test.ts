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

  it('lets a remote use the shared packages', async () => {
    expect(await problems('mf-home/src/x.ts', "import { getMe } from '@dapcon/shared-sdk';\nexport default getMe;\n")).toEqual([]);
  });
});
