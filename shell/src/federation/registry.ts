import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { readRemotesJson, type RemoteName, type RemoteRoutesModule } from '@dapcon/shared-sdk';

/** name → mf-manifest.json URL, as published in /remotes.json. */
let entries: Partial<Record<RemoteName, string>> = {};

function register(list: Partial<Record<RemoteName, string>>, force: boolean): void {
  const remotes = Object.entries(list).map(([name, entry]) => ({ name, entry: String(entry) }));
  if (remotes.length) registerRemotes(remotes, { force });
}

/**
 * Reads /remotes.json (revalidated on every start, so a redeployed remote is
 * picked up without rebuilding the shell) and registers every remote on the
 * default federation instance, which shares the host's singletons.
 */
export async function loadRemoteConfig(force = false): Promise<boolean> {
  const read = await readRemotesJson();
  if (read === null) return false;
  entries = read;
  register(entries, force);
  return true;
}

/**
 * Loads one module a remote exposes (`./Routes`, or a slot such as `./ChangePassword`).
 * A retry (attempt > 0) re-registers the remote with `force`, because a failed
 * remoteEntry promise stays cached otherwise.
 */
export async function loadRemoteModule<P extends object>(
  name: RemoteName,
  exposed: string,
  attempt: number,
): Promise<{ default: ComponentType<P> }> {
  if (attempt > 0) {
    const entry = entries[name];
    if (entry) register({ [name]: entry }, true);
    else await loadRemoteConfig(true);
  }
  if (!entries[name]) throw new Error(`The remote ${name} is not published in /remotes.json`);
  const mod = await loadRemote<{ default: ComponentType<P> }>(`${name}/${exposed}`);
  if (!mod?.default) throw new Error(`The remote ${name} did not expose ./${exposed}`);
  return mod;
}

/** Loads a remote's routes module (`./Routes`). */
export function loadRemoteRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  return loadRemoteModule(name, 'Routes', attempt);
}

