// shared-ui, shared-sdk and the shell name no area's contract (issue 34, item 2; eslint.config.js,
// 'singletons/area-contracts'): this checks that the rule still fires, so a config change cannot silently
// let area code back into what ships with the shell.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'singletons/area-contracts';

/** The rule's problems of `code` as if it were `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe("the singletons import no area's contract", () => {
  it("refuses an area's contract in shared-ui, shared-sdk and the shell, by import, type import, re-export, import() or vi.mock", async () => {
    const [message] = await problems('shared-ui/src/reference/x.ts', use('@dapcon/contract/auth'));
    expect(message).toContain("'@dapcon/contract/auth' is the auth area's contract");
    expect(message).toContain("import only '@dapcon/contract/core'");
    expect(await problems('shared-sdk/src/remotes.ts', "import type { EmpresaListItem } from '@dapcon/contract/empresas';\nexport type X = EmpresaListItem;\n")).toHaveLength(1);
    expect(await problems('shell/src/app/x.tsx', "export { notificaciones } from '@dapcon/contract/panel';\n")).toHaveLength(1);
    expect(await problems('shell/src/app/x.ts', "export const m = () => import('@dapcon/contract/sistema');\n")).toHaveLength(1);
    expect(await problems('shell/src/app/x.test.tsx', "import { vi } from 'vitest';\nvi.mock('@dapcon/contract/panel');\n")).toHaveLength(1);
  });

  it("refuses it in their tests and stories too, and the whole contract's root", async () => {
    expect(await problems('shared-sdk/src/client/x.test.ts', use('@dapcon/contract/referencia'))).toHaveLength(1);
    expect(await problems('shared-ui/src/form/X.stories.tsx', use('@dapcon/contract/empresas'))).toHaveLength(1);
    const [root] = await problems('shared-sdk/src/client/x.test.ts', use('@dapcon/contract'));
    expect(root).toContain("is every area's contract");
  });

  it("refuses a relative path into an area's folder of the contract", async () => {
    expect(await problems('shared-ui/src/x.ts', use('../../contract/src/empresas/listado'))).toHaveLength(1);
    expect(await problems('shared-ui/src/x.ts', use('../../contract/src'))).toHaveLength(1);
    expect(await problems('shared-ui/src/x.ts', use('../../contract/src/core/list'))).toEqual([]);
  });

  it('lets them import the core', async () => {
    expect(await problems('shared-ui/src/reference/x.ts', use('@dapcon/contract/core'))).toEqual([]);
    expect(await problems('shell/src/app/x.test.tsx', "import { vi } from 'vitest';\nvi.mock('@dapcon/contract/core');\n")).toEqual([]);
  });

  it('lets the areas, the mocks and the API import any area', async () => {
    expect(await problems('mf-home/src/features/barra/x.tsx', use('@dapcon/contract/panel'))).toEqual([]);
    expect(await problems('mocks/src/x.ts', use('@dapcon/contract/empresas'))).toEqual([]);
    expect(await problems('api/src/areas/panel/x.ts', use('@dapcon/contract/panel'))).toEqual([]);
  });

  it("names no exception: the list kit's tests and stories, once its fixtures, are refused too", async () => {
    expect(await problems('shared-ui/src/data/list.test.tsx', use('@dapcon/contract/empresas'))).toHaveLength(1);
    expect(await problems('shared-ui/src/data/ListTable.stories.tsx', use('@dapcon/contract/empresas'))).toHaveLength(1);
    expect(await problems('shared-ui/src/reference/CompanyFields.stories.tsx', use('@dapcon/contract/empresas'))).toHaveLength(1);
  });
});
