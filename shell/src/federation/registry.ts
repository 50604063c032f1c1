import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { readRemotesJson, type RemoteName, type RemoteRoutesModule } from '@dapcon/shared-sdk';

/** name → mf-manifest.json URL, as published in /remotes.json. */
let entries: Partial<Record<RemoteName, string>> = {};
/** The remotes whose last load failed: the next load starts afresh, as a retry does. */
const failed = new Set<RemoteName>();

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
 * A retry (attempt > 0) reads /remotes.json again (the area may have been published or rolled back
 * since: a build the shell refused, or one that was down) and re-registers that remote with `force`,
 * because a failed manifest or remoteEntry promise stays cached otherwise. The other remotes are left
 * as they are. A load after a failed one does the same, whoever asked first (the frame warms the
 * area up while it loads: a failure then must not stay for the area's own first attempt).
 */
export async function loadRemoteModule<P extends object>(
  name: RemoteName,
  exposed: string,
  attempt: number,
): Promise<{ default: ComponentType<P> }> {
  if (attempt > 0 || failed.has(name)) {
    const read = await readRemotesJson();
    if (read) entries = { ...entries, [name]: read[name] };
    const entry = entries[name];
    if (entry) register({ [name]: entry }, true);
  }
  if (!entries[name]) throw new Error(`The remote ${name} is not published in /remotes.json`);
  try {
    const mod = await loadRemote<{ default: ComponentType<P> }>(`${name}/${exposed}`);
    if (!mod?.default) throw new Error(`The remote ${name} did not expose ./${exposed}`);
    failed.delete(name);
    return mod;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

/** Loads a remote's routes module (`./Routes`). */
export function loadRemoteRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  return loadRemoteModule(name, 'Routes', attempt);
}

