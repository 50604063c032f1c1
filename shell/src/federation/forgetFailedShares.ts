import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin: a shared module that failed to load (a lost chunk of
 * `@dapcon/shared-ui/frame`, of `/data`…) is loaded again the next time something asks for it.
 * The runtime keeps the failed promise in the share scope and would hand it to every later request,
 * so no retry, the frame's or an area's, could ever succeed.
 *
 * @example
 * registerPlugins([forgetFailedShares()]);
 */
export function forgetFailedShares(): ModuleFederationRuntimePlugin {
  return {
    name: 'dapcon-forget-failed-shares',
    errorLoadShare({ pkgName, shareScopeMap }) {
      for (const scope of Object.values(shareScopeMap)) {
        for (const shared of Object.values(scope[pkgName] ?? {})) {
          if (!shared.loaded) delete shared.loading;
        }
      }
    },
  };
}
