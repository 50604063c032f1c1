// The coupling figure (scripts/coupling.mjs; issue 34, item 7): of the commits that changed a remote's
// source, the share that also changed shared-ui's, shared-sdk's or the shell's.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types
import { coupledShare, coupling } from '../scripts/coupling.mjs';

/** A history as `git log --name-only --format=%x00%H` prints it, newest first. */
const log = (...commits: Array<[string, string[]]>) => commits.map(([hash, files]) => `\0${hash}\n\n${files.join('\n')}\n`).join('');

describe('the coupling figure', () => {
  it("counts the commits that changed a remote's source, and those that also changed a shell-side package's", () => {
    const history = log(
      ['a', ['mf-finanzas/src/Pagos.tsx', 'shared-ui/src/data/ListTable.tsx']],
      ['b', ['mf-empresas/src/routes.tsx', 'contract/src/empresas/empresas.ts']],
      ['c', ['shell/src/app/Frame.tsx']],
      ['d', ['mf-home/src/x.test.tsx', 'shared-sdk/src/permissions/routes.ts']],
      ['e', ['mf-home/README.md', 'shell/src/index.ts']],
    );
    expect(coupledShare(history)).toMatchObject({ remote: 3, coupled: 2, share: 2 / 3 });
    expect(coupledShare(history).commits.map((c: { hash: string }) => c.hash)).toEqual(['a', 'b', 'd']);
    // The last N commits that changed a remote, newest first.
    expect(coupledShare(history, 2)).toMatchObject({ remote: 2, coupled: 1, share: 0.5 });
    expect(coupledShare('')).toMatchObject({ remote: 0, coupled: 0, share: 0 });
  });

  it("reads this repository's own history", () => {
    const figure = coupling({ commits: 5 });
    expect(figure.remote).toBeLessThanOrEqual(5);
    expect(figure.coupled).toBeLessThanOrEqual(figure.remote);
  });
});
