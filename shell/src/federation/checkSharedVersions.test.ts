import { describe, expect, it, vi } from 'vitest';
import { checkSharedVersions, IncompatibleRemoteError, incompatibilities } from './checkSharedVersions';

const LIVE = { react: '19.3.1', '@dapcon/shared-ui': '1.2.0', '@dapcon/shared-ui/frame': '1.2.0', '@dapcon/shared-sdk': '1.0.0' };

describe('incompatibilities', () => {
  it('accepts a remote whose ranges the live versions satisfy', () => {
    expect(incompatibilities([{ name: '@dapcon/shared-ui', requiredVersion: '^1.0.0' }, { name: 'react', requiredVersion: '^19.3.1' }, { name: '@dapcon/shared-sdk', requiredVersion: '^1.0.0' }], LIVE)).toEqual([]);
  });

  it('names the package, the range needed and the live version: newer minor, other major, an entry point the shell lacks', () => {
    expect(
      incompatibilities(
        [
          { name: '@dapcon/shared-ui', requiredVersion: '^1.3.0' },
          { name: '@dapcon/shared-sdk', requiredVersion: '^2.0.0' },
          { name: '@dapcon/shared-ui/tree', requiredVersion: '^1.3.0' },
        ],
        LIVE,
      ),
    ).toEqual([
      { pkg: '@dapcon/shared-ui', needed: '^1.3.0', live: '1.2.0' },
      { pkg: '@dapcon/shared-sdk', needed: '^2.0.0', live: '1.0.0' },
      { pkg: '@dapcon/shared-ui/tree', needed: '^1.3.0', live: null },
    ]);
  });

  it('leaves alone what the shell does not provide as a singleton, and entries without a range', () => {
    expect(incompatibilities([{ name: 'valibot', requiredVersion: '^9.0.0' }, { name: '@dapcon/shared-ui' }], LIVE)).toEqual([]);
  });
});

describe('the runtime plugin', () => {
  const args = (requiredVersion: string) => ({
    options: { shared: { '@dapcon/shared-ui': [{ version: '1.2.0' }] } },
    moduleInfo: { name: 'mf_empresas', entry: '/remotes/mf-empresas/3/mf-manifest.json' },
    manifestJson: { shared: [{ name: '@dapcon/shared-ui', requiredVersion }] },
    remoteSnapshot: {},
    manifestUrl: '/remotes/mf-empresas/3/mf-manifest.json',
    from: 'manifest',
  });
  type Hook = (a: ReturnType<typeof args>) => unknown;

  it('lets a compatible remote through unchanged', () => {
    const log = vi.fn();
    const hook = checkSharedVersions(log).loadRemoteSnapshot as unknown as Hook;
    const a = args('^1.1.0');
    expect(hook(a)).toBe(a);
    expect(log).not.toHaveBeenCalled();
  });

  it('refuses an incompatible remote with a log entry that says what to publish', () => {
    const log = vi.fn();
    const hook = checkSharedVersions(log).loadRemoteSnapshot as unknown as Hook;
    expect(() => hook(args('^1.3.0'))).toThrow(IncompatibleRemoteError);
    expect(log).toHaveBeenCalledWith(
      'mf_empresas cannot run on this portal: @dapcon/shared-ui ^1.3.0 needed, 1.2.0 live. Publish a build of mf_empresas for the live shell, or publish the shell first (docs/deploy.md).',
    );
  });
});
