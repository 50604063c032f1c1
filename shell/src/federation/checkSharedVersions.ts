import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A singleton a remote needs and the live shell does not provide in a version it accepts. */
export interface Incompatibility {
  /** '@dapcon/shared-ui', '@dapcon/shared-ui/frame', 'react'… */
  pkg: string;
  /** The range the remote was built to need ('^1.3.0'). */
  needed: string;
  /** The version the shell provides, or null when it does not provide the package at all. */
  live: string | null;
}

/** What a remote's mf-manifest.json says of a shared module. */
interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/** The singletons checked: the shell provides them and a remote brings no copy of its own. */
const CHECKED = /^(react|react-dom|@dapcon\/shared-ui|@dapcon\/shared-sdk)(\/.*)?$/;

/**
 * The singletons a remote's manifest needs that the shell's share configuration does not satisfy.
 *
 * @example
 * incompatibilities([{ name: '@dapcon/shared-ui', requiredVersion: '^1.3.0' }], { '@dapcon/shared-ui': '1.2.0' })
 * // [{ pkg: '@dapcon/shared-ui', needed: '^1.3.0', live: '1.2.0' }]
 */
export function incompatibilities(shared: readonly ManifestShared[], provided: Readonly<Record<string, string | undefined>>): Incompatibility[] {
  const out: Incompatibility[] = [];
  for (const { name, requiredVersion } of shared) {
    if (!CHECKED.test(name) || !requiredVersion) continue;
    const live = provided[name] ?? null;
    if (live === null || !satisfy(live, requiredVersion)) out.push({ pkg: name, needed: requiredVersion, live });
  }
  return out;
}

/** A remote built for singletons the live shell does not provide: it is not mounted. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: readonly Incompatibility[],
  ) {
    super(
      `${remote} cannot run on this portal: ${problems.map((p) => `${p.pkg} ${p.needed} needed, ${p.live ?? 'not provided'} live`).join('; ')}. Publish a build of ${remote} for the live shell, or publish the shell first (docs/deploy.md).`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * A federation runtime plugin: before a remote's code loads, compares the singletons its manifest
 * needs (`requiredVersion`, the range its package.json declares) with the versions the shell provides,
 * and refuses an incompatible remote with a log entry. The area then shows its retry message instead
 * of crashing inside React on a component or a hook the live shared-ui lacks.
 *
 * @example
 * registerPlugins([checkSharedVersions()]);
 */
export function checkSharedVersions(log: (message: string) => void = (m) => console.error(`[dapcon] ${m}`)): ModuleFederationRuntimePlugin {
  return {
    name: 'dapcon-check-shared-versions',
    loadRemoteSnapshot(args) {
      const { manifestJson, moduleInfo, options } = args as typeof args & { manifestJson?: { shared?: ManifestShared[] } };
      if (!manifestJson?.shared) return args;
      const provided: Record<string, string | undefined> = {};
      for (const [pkg, versions] of Object.entries(options.shared ?? {})) provided[pkg] = versions[0]?.version;
      const problems = incompatibilities(manifestJson.shared, provided);
      if (problems.length) {
        const error = new IncompatibleRemoteError(moduleInfo.name, problems);
        log(error.message);
        throw error;
      }
      return args;
    },
  };
}
