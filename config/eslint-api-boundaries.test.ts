// The API's areas meet only through each one's index.ts (eslint.config.js, 'api/area-boundaries'); this
// checks that the rule still fires, so a config change cannot silently open an area.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'api/area-boundaries';

/** The boundary problems of `code` as if it were `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('API areas reached only through their index.ts', () => {
  it('refuses an area reaching inside another, by import, re-export or import()', async () => {
    const [message] = await problems('api/src/areas/finanzas/x.ts', use('../empresas/repository'));
    expect(message).toContain("import its index.ts ('../empresas')");
    expect(await problems('api/src/areas/finanzas/x.ts', "export { x } from '../empresas/tables';\n")).toHaveLength(1);
    expect(await problems('api/src/areas/finanzas/x.ts', "export const m = () => import('../empresas/service');\n")).toHaveLength(1);
    expect(await problems('api/src/areas/rcp/data/x.ts', use('../../referencia/data/referencia'))).toHaveLength(1);
  });

  it('lets an area import another through its index.ts, and its own files', async () => {
    expect(await problems('api/src/areas/finanzas/x.ts', use('../empresas'))).toEqual([]);
    expect(await problems('api/src/areas/finanzas/x.ts', use('../empresas/index'))).toEqual([]);
    expect(await problems('api/src/areas/finanzas/x.ts', use('./cuotas'))).toEqual([]);
    expect(await problems('api/src/areas/rcp/data/x.ts', use('../repository'))).toEqual([]);
    expect(await problems('api/src/areas/finanzas/x.ts', use('../../lib/list'))).toEqual([]);
  });

  it('refuses the rest of api/src reaching inside an area', async () => {
    expect(await problems('api/src/plugins/app/x.ts', use('../../areas/auth/service'))).toHaveLength(1);
    expect(await problems('api/src/app.ts', use('./areas/dapcon/caducidad'))).toHaveLength(1);
    expect(await problems('api/src/seed/index.ts', use('../areas/empresas/seed'))).toHaveLength(1);
    expect(await problems('api/src/seed/index.ts', use('../areas/empresas'))).toEqual([]);
  });

  it("lets the schema name tables: a table's foreign keys, and db/schema.ts", async () => {
    expect(await problems('api/src/areas/finanzas/tables.ts', use('../empresas/tables'))).toEqual([]);
    expect(await problems('api/src/mail/tables.ts', use('../areas/contenidos/comunicaciones-tables'))).toEqual([]);
    expect(await problems('api/src/db/schema.ts', "export * from '../areas/finanzas/tables';\n")).toEqual([]);
    // A query is no foreign key.
    expect(await problems('api/src/areas/finanzas/cuotas.ts', use('../empresas/tables'))).toHaveLength(1);
  });

  it('lets a test reach inside its own area only', async () => {
    expect(await problems('api/test/areas/empresas/x.test.ts', use('../../../src/areas/empresas/service'))).toEqual([]);
    expect(await problems('api/test/areas/empresas/x.test.ts', use('../../../src/areas/finanzas/cuotas'))).toHaveLength(1);
    expect(await problems('api/test/areas/empresas/x.test.ts', use('../../../src/areas/finanzas'))).toEqual([]);
    expect(await problems('api/test/x.test.ts', use('../src/areas/dapcon/seed'))).toHaveLength(1);
  });
});
