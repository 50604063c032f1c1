import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { areaReachable, parseAreaDescriptor, readAreaBeside, readRemotesFile, useAreas, type AreaDescriptor, type RemoteName, type RemoteRoutesModule } from '@dapcon/shared-sdk';

/** name → mf-manifest.json URL, as published in /remotes.json. */
let entries: Partial<Record<RemoteName, string>> = {};
/** What each remote is registered at on the federation instance. */
const registered: Partial<Record<RemoteName, string>> = {};
/** The remotes whose last load failed: the next load starts afresh, as a retry does. */
const failed = new Set<RemoteName>();
/** The remotes whose code this page runs: they keep their build until the page is reloaded. */
const loaded = new Set<RemoteName>();
/** The modules loaded from each registered build ('mf_auth/Routes' → module): a slot mounted again renders at once. */
const modules = new Map<string, unknown>();
/** When /remotes.json was last read. */
let readAt = 0;

/**
 * How long what /remotes.json said is taken as current for an area opened for the first time: opened
 * later, the area asks again, so a build published while the page was open is the one it gets.
 */
export const REMOTES_FRESH_MS = 30_000;

/**
 * How long an area may take to load (its manifest, its remoteEntry.js and the code of the module asked
 * for) before the shell gives up and shows its retry message: a server that never answers must not
 * leave a spinner for good. A load that ends later is kept for the retry. The page's own time
 * ({@link pageTimeout}): a busy machine's stalls do not count.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** An area that did not load in {@link REMOTE_LOAD_TIMEOUT_MS}. */
export class RemoteTimeoutError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The remote ${remote} did not load in ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'RemoteTimeoutError';
  }
}

/** How often {@link pageTimeout} looks at the clock. */
const TICK_MS = 250;

/**
 * Calls `expire` once `ms` of the page's own time has passed, counted in short ticks: a tick that
 * comes late (the page's thread held by other work, or the machine too busy to run it) counts as two
 * ticks at most, so an area that loads slowly because the machine is busy is not given up on as one
 * whose server never answers. `now` is the clock (tests pass their own). Returns the cancel.
 */
export function pageTimeout(ms: number, expire: () => void, now: () => number = () => performance.now()): () => void {
  let counted = 0;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const at = now();
    counted += Math.min(at - last, 2 * TICK_MS);
    last = at;
    if (counted >= ms) expire();
    else timer = setTimeout(tick, TICK_MS);
  };
  timer = setTimeout(tick, TICK_MS);
  return () => clearTimeout(timer);
}

function withinTimeout<T>(name: RemoteName, work: Promise<T>): Promise<T> {
  let cancel: () => void = () => undefined;
  const timeout = new Promise<never>((_, reject) => {
    cancel = pageTimeout(REMOTE_LOAD_TIMEOUT_MS, () => reject(new RemoteTimeoutError(name)));
  });
  return Promise.race([work, timeout]).finally(() => cancel());
}

function register(list: Partial<Record<RemoteName, string>>, force: boolean): void {
  const remotes = Object.entries(list).map(([name, entry]) => ({ name, entry: String(entry) }));
  for (const { name, entry } of remotes) {
    registered[name as RemoteName] = entry;
    for (const key of [...modules.keys()]) if (key.startsWith(`${name}/`)) modules.delete(key);
  }
  if (remotes.length) registerRemotes(remotes, { force });
}

/** Where the last areas read are kept, for a start when /remotes.json cannot be read. */
export const AREAS_STORAGE_KEY = 'dapcon.areas';

type Areas = Partial<Record<RemoteName, AreaDescriptor>>;

/** A valid descriptor, or null (said in the console: the area's screens are then unknown). */
function descriptor(name: string, value: unknown): AreaDescriptor | null {
  const { area, issue } = parseAreaDescriptor(value);
  if (area === null) console.warn(`[dapcon] ${name}: its area descriptor is not valid (${issue})`);
  return area;
}

/**
 * Reads /remotes.json: the areas' entries (container name → manifest) and their descriptors (screens
 * and menu entries, written by publishing; an area without one there has its area.json read beside its
 * manifest). Null when it cannot be read.
 */
async function readAreasAndEntries(): Promise<{ entries: Partial<Record<RemoteName, string>>; areas: Areas } | null> {
  const read = await readRemotesFile();
  if (read === null) return null;
  // The areas without a descriptor in the file (a developer's server) are asked all at once.
  const found = await Promise.all(
    (Object.keys(read.entries) as RemoteName[]).map(async (name) => {
      const value = read.areas[name] ?? (await readAreaBeside(read.entries[name] as string));
      return [name, value === null || value === undefined ? null : descriptor(name, value)] as const;
    }),
  );
  const areas: Areas = {};
  for (const [name, area] of found) if (area) areas[name] = area;
  return { entries: read.entries, areas };
}

/** The areas read at the last start that could read /remotes.json (none when never). */
function storedAreas(): Areas {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(AREAS_STORAGE_KEY) ?? '{}');
    const areas: Areas = {};
    if (typeof stored === 'object' && stored !== null) {
      for (const [name, value] of Object.entries(stored)) {
        const area = name.startsWith('mf_') ? parseAreaDescriptor(value).area : null;
        if (area) areas[name as RemoteName] = area;
      }
    }
    return areas;
  } catch {
    return {};
  }
}

/** Makes the areas read the live ones (the gate, the menu and the titles follow) and keeps them for a start without /remotes.json. */
function publishAreas(areas: Areas): void {
  const { areas: before } = useAreas.getState();
  if (JSON.stringify(before) !== JSON.stringify(areas)) useAreas.getState().setAreas(areas);
  try {
    window.localStorage.setItem(AREAS_STORAGE_KEY, JSON.stringify(areas));
  } catch {
    // Storage full or refused: the next start without /remotes.json knows no area.
  }
}

/** Reads /remotes.json into `entries` and the live areas; false when it cannot be read (what was read before stays). */
async function reread(): Promise<boolean> {
  const read = await readAreasAndEntries();
  if (read === null) return false;
  entries = read.entries;
  publishAreas(read.areas);
  readAt = Date.now();
  return true;
}

/**
 * Reads /remotes.json (revalidated on every start, so a redeployed remote is
 * picked up without rebuilding the shell) and registers every remote on the
 * default federation instance, which shares the host's singletons.
 */
export async function loadRemoteConfig(): Promise<boolean> {
  if (!(await reread())) {
    // The screens and menu of the last start: each area then shows its retry message, not a blank page.
    useAreas.getState().setAreas(storedAreas());
    return false;
  }
  register(entries, false);
  return true;
}

/**
 * Whether an area's code can be reached now (its manifest answers): the side menu marks the entries of
 * one that cannot as unavailable, with a retry. A retry (`again`) reads /remotes.json first, for a build
 * published since. So does a check whose build does not answer, once: it may have been replaced and
 * pruned since the page read /remotes.json (as a load of its code does, below).
 */
export async function checkArea(name: RemoteName, again = false): Promise<boolean> {
  if (again) await reread();
  // Nothing to check before /remotes.json was read once (the areas are the last start's).
  if (readAt === 0) return !useAreas.getState().unavailable.includes(name);
  let entry = entries[name];
  let ok = entry ? await areaReachable(entry) : false;
  if (!ok && !again && entry && (await reread()) && entries[name] !== entry) {
    entry = entries[name];
    ok = entry ? await areaReachable(entry) : false;
  }
  useAreas.getState().setUnavailable(name, !ok);
  if (ok && again && failed.has(name)) register({ [name]: entry as string }, true);
  return ok;
}

/**
 * Loads one module a remote exposes (`./Routes`, or a slot such as `./ChangePassword`).
 * A retry (attempt > 0) reads /remotes.json again (the area may have been published or rolled back
 * since: a build the shell refused, or one that was down) and re-registers that remote with `force`,
 * because a failed manifest or remoteEntry promise stays cached otherwise. The other remotes are left
 * as they are. A load after a failed one does the same, whoever asked first (the frame warms the
 * area up while it loads: a failure then must not stay for the area's own first attempt). An area
 * opened for the first time more than {@link REMOTES_FRESH_MS} after the last read asks /remotes.json
 * again and takes the build published since, with no reload of the shell; an area whose code already
 * runs keeps it until the page is reloaded.
 */
export function loadRemoteModule<P extends object>(name: RemoteName, exposed: string, attempt: number): Promise<{ default: ComponentType<P> }> {
  // One load at a time per module and attempt: the frame's warm-up of the area and the area's own mount
  // ask together, and two loads re-registering the same remote at once can undo each other's.
  const key = `${name}/${exposed}#${attempt}`;
  const running = inFlight.get(key);
  if (running) return running as Promise<{ default: ComponentType<P> }>;
  const loading = loadModuleNow<P>(name, exposed, attempt).finally(() => inFlight.delete(key));
  inFlight.set(key, loading);
  return loading;
}

/** The loads of {@link loadRemoteModule} under way, by module and attempt. */
const inFlight = new Map<string, Promise<unknown>>();

async function loadModuleNow<P extends object>(name: RemoteName, exposed: string, attempt: number): Promise<{ default: ComponentType<P> }> {
  const again = attempt > 0 || failed.has(name);
  if (again || (!loaded.has(name) && Date.now() - readAt >= REMOTES_FRESH_MS)) {
    await reread();
    const entry = entries[name];
    if (entry && (again || entry !== registered[name])) register({ [name]: entry }, true);
  }
  if (!entries[name]) throw new Error(`The remote ${name} is not published in /remotes.json`);
  try {
    return await load<P>(name, exposed);
  } catch (error) {
    // The build this page registered may have been replaced and pruned since (its manifest or chunks
    // answer 404): when /remotes.json now names another build, that one is loaded, once, in its place.
    if (!(error instanceof RemoteTimeoutError) && registered[name] && (await reread()) && entries[name] && entries[name] !== registered[name]) {
      console.warn(`[dapcon] ${name}: ${registered[name]} could not be loaded; loading ${entries[name]}, published since`);
      register({ [name]: entries[name] }, true);
      try {
        return await load<P>(name, exposed);
      } catch (again) {
        failed.add(name);
        useAreas.getState().setUnavailable(name, true);
        throw again;
      }
    }
    failed.add(name);
    useAreas.getState().setUnavailable(name, true);
    throw error;
  }
}

/**
 * A module of an area already loaded from the build registered now (`undefined` when not, or when the
 * area failed since): a slot of it mounted again renders in the same frame, with no loading state.
 */
export function loadedRemoteModule<P extends object>(name: RemoteName, exposed: string): { default: ComponentType<P> } | undefined {
  if (failed.has(name)) return undefined;
  return modules.get(`${name}/${exposed}`) as { default: ComponentType<P> } | undefined;
}

async function load<P extends object>(name: RemoteName, exposed: string): Promise<{ default: ComponentType<P> }> {
  const mod = await withinTimeout(name, loadRemote<{ default: ComponentType<P> }>(`${name}/${exposed}`));
  if (!mod?.default) throw new Error(`The remote ${name} did not expose ./${exposed}`);
  modules.set(`${name}/${exposed}`, mod);
  failed.delete(name);
  loaded.add(name);
  useAreas.getState().setUnavailable(name, false);
  return mod;
}

/**
 * True for a failure to fetch code (webpack's ChunkLoadError): the network, or, after a publish and a
 * prune, a chunk of the build the page runs that is gone. {@link replacedSince} tells the two apart.
 */
export function isLostCode(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message));
}

/** Loads a remote's routes module (`./Routes`). */
export function loadRemoteRoutes(name: RemoteName, attempt: number): Promise<RemoteRoutesModule> {
  return loadRemoteModule(name, 'Routes', attempt);
}

/**
 * Whether /remotes.json now names another build of an area than the one this page registered: its
 * code lost meanwhile is then the old build's, and reloading the area (a retry) takes the new one.
 * False when it cannot be read, or names the same build (a network failure: the retry message is the
 * answer).
 */
export async function replacedSince(name: RemoteName): Promise<boolean> {
  const before = registered[name];
  if (!before || !(await reread())) return false;
  return entries[name] !== undefined && entries[name] !== before;
}
