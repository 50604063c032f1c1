// Writes own their cache (issue 34, item 3): ESLint's portal/screen-writes (config/eslint-screen-writes.js)
// refuses, in a remote's screen files, a raw call() of a write and a hand-written invalidate(). This
// checks that it fires, where, and that its reading of the contract's source agrees with the contract.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import * as contract from '@dapcon/contract';
import { contractEndpoints } from './eslint-screen-writes.js';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'portal/screen-writes';

/** The rule's problems in `code` as if it were `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

const SCREEN = 'mf-finanzas/src/features/x/X.tsx';
const imports = [
  "import { cobrarRemesa, remesas, mostrarRemesa } from '@dapcon/contract/finanzas';",
  "import { actualizarEstadoUsuario as cambiarEstado } from '@dapcon/contract/consultores';",
  "import { call, download } from '@dapcon/shared-sdk';",
  "import { invalidate, queryClient, refreshAfter, useApiMutation } from '@dapcon/shared-sdk/query';",
  'void cobrarRemesa; void remesas; void mostrarRemesa; void cambiarEstado; void call; void download; void invalidate; void queryClient; void refreshAfter; void useApiMutation;',
].join('\n');
const screen = (body: string) => `${imports}\nexport async function f(flag: boolean) {\n${body}\n}\n`;

describe('portal/screen-writes', () => {
  it("refuses a raw call() of a write in a remote's screen, however the endpoint is named", async () => {
    const [message] = await problems(SCREEN, screen("  await call(cobrarRemesa, { params: { id: '1' }, body: { pagado: '2026-01-01', devueltas: [] } });"));
    expect(message).toContain("'cobrarRemesa' is a write (POST): write through useApiMutation(cobrarRemesa)");
    // Through a constant, a conditional, an import under another name.
    expect(await problems(SCREEN, screen("  const e = cobrarRemesa;\n  await call(e, { params: { id: '1' }, body: { pagado: '', devueltas: [] } });"))).toHaveLength(1);
    expect(await problems(SCREEN, screen("  await call(flag ? cobrarRemesa : remesas, { params: { id: '1' } } as never);"))).toHaveLength(1);
  });

  it('counts a GET that declares what it makes stale as a write', async () => {
    const [message] = await problems(SCREEN, screen("  await call(cambiarEstado, { params: { id: '1' } } as never);"));
    expect(message).toContain("'actualizarEstadoUsuario' is a write (GET that declares stale)");
  });

  it('refuses a call whose endpoint it cannot follow to the contract', async () => {
    const [message] = await problems(SCREEN, `${imports}\nexport async function f(e: typeof remesas) {\n  await call(e, { query: {} } as never);\n}\n`);
    expect(message).toContain("call's endpoint cannot be named here");
  });

  it('refuses a hand-written invalidate, refreshAfter or invalidateQueries', async () => {
    expect(await problems(SCREEN, screen('  await invalidate(remesas);'))).toHaveLength(1);
    expect(await problems(SCREEN, screen('  await refreshAfter(cobrarRemesa);'))).toHaveLength(1);
    expect(await problems(SCREEN, screen('  await queryClient.invalidateQueries({ queryKey: [remesas.id] });'))).toHaveLength(1);
  });

  it('lets a screen read through call() and download(), and write through useApiMutation', async () => {
    expect(await problems(SCREEN, screen("  await call(mostrarRemesa, { params: { id: '1' } });\n  await download(mostrarRemesa, { params: { id: '1' } });"))).toEqual([]);
    expect(await problems(SCREEN, `${imports}\nexport function useX() {\n  return useApiMutation(cobrarRemesa);\n}\n`)).toEqual([]);
  });

  it('leaves tests, stories and code outside the remotes alone', async () => {
    const write = screen('  await invalidate(remesas);');
    expect(await problems('mf-finanzas/src/features/x/X.test.tsx', write)).toEqual([]);
    expect(await problems('mf-finanzas/src/features/x/X.stories.tsx', write)).toEqual([]);
    expect(await problems('shell/src/app/x.tsx', write)).toEqual([]);
  });

  it('covers every remote, but for mf-auth\'s guest pages (the sign-in page never loads the query cache)', async () => {
    const remotes = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces.filter((w) => w.startsWith('mf-'));
    expect(remotes.length).toBeGreaterThanOrEqual(7);
    const write = screen('  await invalidate(remesas);');
    for (const remote of remotes) expect(await problems(`${remote}/src/features/x/X.tsx`, write), remote).toHaveLength(1);
    expect(await problems('mf-auth/src/features/password/ChangePasswordForm.tsx', write)).toHaveLength(1);
    expect(await problems('mf-auth/src/features/login/LoginForm.tsx', write)).toEqual([]);
    expect(await problems('mf-auth/src/features/registro/CompanyRegistrationModal.tsx', write)).toEqual([]);
  });

  it("reads the contract's writes as the contract's objects are: method, and whether they declare stale", () => {
    const read = contractEndpoints();
    const objects = Object.entries(contract).filter(([, value]) => contract.isEndpoint(value)) as [string, contract.Endpoint][];
    expect(objects.length).toBeGreaterThan(150);
    expect(Object.fromEntries(objects.map(([name, e]) => [name, { method: e.method, stale: e.stale !== undefined }]))).toEqual(
      Object.fromEntries(objects.map(([name]) => [name, read.get(name)])),
    );
  });
});
