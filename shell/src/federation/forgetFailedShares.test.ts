import { describe, expect, it } from 'vitest';
import { forgetFailedShares } from './forgetFailedShares';

type Hook = (args: { pkgName: string; shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; loading?: Promise<unknown> | null }>>> }) => void;

describe('forgetFailedShares', () => {
  it('drops the failed load of that shared module, so the next request loads it again', () => {
    const failed = Promise.reject(new Error('ChunkLoadError'));
    failed.catch(() => undefined);
    const other = Promise.resolve();
    const shareScopeMap = {
      default: {
        '@dapcon/shared-ui/frame': { '0.1.0': { loaded: false, loading: failed } },
        '@dapcon/shared-ui/data': { '0.1.0': { loaded: false, loading: other } },
        react: { '19.2.0': { loaded: true, loading: other } },
      },
    };
    (forgetFailedShares().errorLoadShare as unknown as Hook)({ pkgName: '@dapcon/shared-ui/frame', shareScopeMap });
    expect(shareScopeMap.default['@dapcon/shared-ui/frame']['0.1.0']).not.toHaveProperty('loading');
    expect(shareScopeMap.default['@dapcon/shared-ui/data']['0.1.0'].loading).toBe(other);
    expect(shareScopeMap.default.react['19.2.0'].loading).toBe(other);
  });
});
