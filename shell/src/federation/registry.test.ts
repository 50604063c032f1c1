import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { RemoteRoutesModule } from '@dapcon/shared-sdk';
import type * as Sdk from '@dapcon/shared-sdk';
import type * as Registry from './registry';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

const REMOTES = {
  mf_auth: 'https://portal.example/mf-auth/mf-manifest.json',
  mf_empresas: 'https://portal.example/mf-empresas/mf-manifest.json',
};
const routesModule: RemoteRoutesModule = { default: () => null };

let registry: typeof Registry;
/** The registry's copy of the SDK (the module registry is reset before each test). */
let sdk: typeof Sdk;
/** How /remotes.json is answered, and the requests for it. */
let answer: () => Response;
let requests: Request[];
/** How an area.json beside a manifest is answered (none by default), and the requests for it. */
let areaJson: (url: string) => Response;
let areaRequests: string[];

const area = (path: string, es: string) => ({
  name: { es: `el área de ${es}`, ca: `l'àrea de ${es}` },
  screens: [{ path, access: { modulos: ['administrador'] }, title: { es, ca: es } }],
  menu: [{ id: es, to: path, label: { es, ca: es }, order: 40 }],
});

beforeEach(async () => {
  // The registry keeps what it read in module state: every test starts from a fresh module.
  vi.resetModules();
  registry = await import('./registry');
  sdk = await import('@dapcon/shared-sdk');
  answer = () => HttpResponse.json(REMOTES);
  requests = [];
  areaJson = () => new HttpResponse(null, { status: 404 });
  areaRequests = [];
  mockServer.use(
    http.get('*/remotes.json', ({ request }) => {
      requests.push(request);
      return answer();
    }),
    http.get('*/area.json', ({ request }) => {
      areaRequests.push(request.url);
      return areaJson(request.url);
    }),
  );
  federation.loadRemote.mockReset().mockResolvedValue(routesModule);
  federation.registerRemotes.mockReset();
});

describe('loadRemoteConfig', () => {
  it('reads /remotes.json, revalidated, and registers every remote', async () => {
    // Watched, not replaced: the mock API answers it.
    const asked = vi.spyOn(globalThis, 'fetch');
    await expect(registry.loadRemoteConfig()).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    expect(asked).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_auth', entry: REMOTES.mf_auth },
        { name: 'mf_empresas', entry: REMOTES.mf_empresas },
      ],
      { force: false },
    );
  });

  it.each([
    ['the request fails', () => HttpResponse.error()],
    ['the answer is an error', () => new HttpResponse('Not found', { status: 404 })],
    ['the answer is not JSON', () => new HttpResponse('<html>', { status: 200 })],
  ])('returns false without throwing when %s', async (_case, failure) => {
    answer = failure;
    await expect(registry.loadRemoteConfig()).resolves.toBe(false);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });
});

describe("the areas' descriptors", () => {
  it('makes the descriptors published in /remotes.json the live areas, and keeps them for a start without it', async () => {
    const areas = { mf_auth: area('/login', 'acceso'), mf_empresas: area('/empresas', 'empresas') };
    answer = () => HttpResponse.json({ ...REMOTES, areas });
    await expect(registry.loadRemoteConfig()).resolves.toBe(true);
    expect(sdk.useAreas.getState().areas).toEqual(areas);
    expect(areaRequests).toEqual([]);
    expect(JSON.parse(localStorage.getItem(registry.AREAS_STORAGE_KEY) ?? '{}')).toEqual(areas);

    // The next start cannot read /remotes.json: the last areas are the screens and the menu (each area then offers its retry).
    vi.resetModules();
    registry = await import('./registry');
    sdk = await import('@dapcon/shared-sdk');
    answer = () => HttpResponse.error();
    await expect(registry.loadRemoteConfig()).resolves.toBe(false);
    expect(sdk.useAreas.getState().areas).toEqual(areas);
  });

  it("reads an area's area.json beside its manifest when /remotes.json has no descriptor for it (a developer's server)", async () => {
    answer = () => HttpResponse.json({ ...REMOTES, areas: { mf_auth: area('/login', 'acceso') } });
    areaJson = (url) => (url === 'https://portal.example/mf-empresas/area.json' ? HttpResponse.json(area('/empresas', 'empresas')) : new HttpResponse(null, { status: 404 }));
    await registry.loadRemoteConfig();
    expect(areaRequests).toEqual(['https://portal.example/mf-empresas/area.json']);
    expect(Object.keys(sdk.useAreas.getState().areas).sort()).toEqual(['mf_auth', 'mf_empresas']);
    expect(sdk.matchRoute('/empresas/B1')?.route.remote).toBe('mf_empresas');
  });

  it('leaves out a descriptor that is not valid, saying so, and routes by the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...area('/empresas', 'empresas'), screens: [{ path: '/empresas', access: { anyof: [] }, title: { es: 'E', ca: 'E' } }] };
    answer = () => HttpResponse.json({ ...REMOTES, areas: { mf_auth: area('/login', 'acceso'), mf_empresas: broken } });
    await registry.loadRemoteConfig();
    expect(Object.keys(sdk.useAreas.getState().areas)).toEqual(['mf_auth']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_empresas: its area descriptor is not valid'));
  });

  it("marks an area whose manifest does not answer as unavailable, and a retry that reaches it as available", async () => {
    answer = () => HttpResponse.json({ ...REMOTES, areas: { mf_empresas: area('/empresas', 'empresas') } });
    let up = false;
    mockServer.use(http.get(REMOTES.mf_empresas, () => (up ? HttpResponse.json({}) : HttpResponse.error())));
    await registry.loadRemoteConfig();
    await expect(registry.checkArea('mf_empresas')).resolves.toBe(false);
    expect(sdk.useAreas.getState().unavailable).toEqual(['mf_empresas']);
    up = true;
    await expect(registry.checkArea('mf_empresas', true)).resolves.toBe(true);
    expect(sdk.useAreas.getState().unavailable).toEqual([]);
  });

  it('checks the build /remotes.json names now when the one the page read no longer answers (published and pruned since): the area stays available', async () => {
    const next = 'https://portal.example/mf-empresas-next/mf-manifest.json';
    answer = () => HttpResponse.json({ ...REMOTES, areas: { mf_empresas: area('/empresas', 'empresas') } });
    mockServer.use(
      http.get(REMOTES.mf_empresas, () => new HttpResponse(null, { status: 404 })),
      http.get(next, () => HttpResponse.json({})),
    );
    await registry.loadRemoteConfig();
    answer = () => HttpResponse.json({ ...REMOTES, mf_empresas: next, areas: { mf_empresas: area('/empresas', 'empresas') } });
    await expect(registry.checkArea('mf_empresas')).resolves.toBe(true);
    expect(sdk.useAreas.getState().unavailable).toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('marks an area unavailable when its code fails to load, and available once it loads', async () => {
    await registry.loadRemoteConfig();
    federation.loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).rejects.toThrow('down');
    expect(sdk.useAreas.getState().unavailable).toEqual(['mf_empresas']);
    await registry.loadRemoteRoutes('mf_empresas', 1);
    expect(sdk.useAreas.getState().unavailable).toEqual([]);
  });
});

describe('loadRemoteRoutes', () => {
  it("loads the remote's ./Routes", async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).resolves.toBe(routesModule);
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_empresas/Routes');
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('shares one load between two asking at once for the same module and attempt (the frame warming the area up, and the area)', async () => {
    await registry.loadRemoteConfig();
    federation.loadRemote.mockClear();
    const [a, b] = await Promise.all([registry.loadRemoteRoutes('mf_empresas', 0), registry.loadRemoteModule('mf_empresas', 'Routes', 0)]);
    expect(a).toBe(routesModule);
    expect(b).toBe(routesModule);
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    // Done, a later ask loads again (the runtime answers from its cache).
    await registry.loadRemoteRoutes('mf_empresas', 0);
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('on a retry, reads /remotes.json again and re-registers that remote alone, with force, where it is now', async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    const republished = 'https://portal.example/remotes/mf-empresas/2/mf-manifest.json';
    answer = () => HttpResponse.json({ ...REMOTES, mf_empresas: republished });
    await registry.loadRemoteRoutes('mf_empresas', 1);
    expect(requests).toHaveLength(2);
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_empresas', entry: republished }], { force: true });
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_empresas/Routes');
  });

  it('on a retry while /remotes.json cannot be read, re-registers the address it had', async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    answer = () => HttpResponse.error();
    await registry.loadRemoteRoutes('mf_empresas', 1);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_empresas', entry: REMOTES.mf_empresas }], { force: true });
  });

  it('reads /remotes.json again for the first area opened when it could not be read at start', async () => {
    answer = () => HttpResponse.error();
    await expect(registry.loadRemoteConfig()).resolves.toBe(false);
    answer = () => HttpResponse.json(REMOTES);
    await expect(registry.loadRemoteRoutes('mf_auth', 0)).resolves.toBe(routesModule);
    expect(requests).toHaveLength(2);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_auth', entry: REMOTES.mf_auth }], { force: true });
  });

  /** The page started at 1,000,000 ms with mf_auth loaded; both areas were published again since. */
  async function publishedAfterStart() {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await registry.loadRemoteConfig();
    await registry.loadRemoteRoutes('mf_auth', 0);
    federation.registerRemotes.mockClear();
    const republished = { mf_auth: 'https://portal.example/remotes/mf-auth/2/mf-manifest.json', mf_empresas: 'https://portal.example/remotes/mf-empresas/2/mf-manifest.json' };
    answer = () => HttpResponse.json(republished);
    return { now, republished };
  }

  it('takes what /remotes.json said at start as current for an area first opened within the window', async () => {
    const { now } = await publishedAfterStart();
    // Within the window: what was read at start is current.
    now.mockReturnValue(1_000_000 + registry.REMOTES_FRESH_MS - 1);
    await registry.loadRemoteRoutes('mf_empresas', 0);
    expect(requests).toHaveLength(1);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('an area opened for the first time after the window asks again and takes the new build; one already running does not', async () => {
    const { now, republished } = await publishedAfterStart();
    now.mockReturnValue(1_000_000 + registry.REMOTES_FRESH_MS);
    await registry.loadRemoteRoutes('mf_auth', 0);
    expect(requests).toHaveLength(1);
    await registry.loadRemoteRoutes('mf_empresas', 0);
    expect(requests).toHaveLength(2);
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_empresas', entry: republished.mf_empresas }], { force: true });
  });

  it('after a failed load, starts the next one afresh as a retry does, whoever asks', async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    federation.loadRemote.mockRejectedValueOnce(new Error('a chunk was lost'));
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).rejects.toThrow('a chunk was lost');
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).resolves.toBe(routesModule);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_empresas', entry: REMOTES.mf_empresas }], { force: true });
    federation.registerRemotes.mockClear();
    await registry.loadRemoteRoutes('mf_empresas', 0);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('when the build it registered is gone and /remotes.json names a newer one, loads that one at once', async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const republished = { ...REMOTES, mf_empresas: 'https://portal.example/mf-empresas/2/mf-manifest.json' };
    answer = () => HttpResponse.json(republished);
    federation.loadRemote.mockRejectedValueOnce(new Error('manifest 404'));
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).resolves.toBe(routesModule);
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(federation.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mf_empresas', entry: republished.mf_empresas }], { force: true });
  });

  it('does not load again in place when /remotes.json names the same build: the failure is the area\'s', async () => {
    await registry.loadRemoteConfig();
    federation.registerRemotes.mockClear();
    federation.loadRemote.mockRejectedValueOnce(new Error('down'));
    await expect(registry.loadRemoteRoutes('mf_empresas', 0)).rejects.toThrow('down');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(federation.registerRemotes).not.toHaveBeenCalled();
  });

  it('tells whether /remotes.json names another build of an area than the one registered', async () => {
    await registry.loadRemoteConfig();
    expect(await registry.replacedSince('mf_empresas')).toBe(false);
    answer = () => HttpResponse.json({ ...REMOTES, mf_empresas: 'https://portal.example/mf-empresas/2/mf-manifest.json' });
    expect(await registry.replacedSince('mf_empresas')).toBe(true);
    expect(await registry.replacedSince('mf_auth')).toBe(false);
    answer = () => new HttpResponse(null, { status: 500 });
    expect(await registry.replacedSince('mf_empresas')).toBe(false);
    expect(await registry.replacedSince('mf_finanzas')).toBe(false);
  });

  it('tells lost code (a chunk of a pruned build) from other failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 412 failed.\n(missing: https://portal.example/remotes/mf-empresas/1/412.js)'), { name: 'ChunkLoadError' });
    expect(registry.isLostCode(chunk)).toBe(true);
    expect(registry.isLostCode(new Error('Loading chunk src_routes_tsx failed.'))).toBe(true);
    expect(registry.isLostCode(new Error('render failure'))).toBe(false);
    expect(registry.isLostCode(new registry.RemoteTimeoutError('mf_empresas'))).toBe(false);
    expect(registry.isLostCode('ChunkLoadError')).toBe(false);
  });

  it('gives up on an area that has not loaded in 8 s, and a retry loads it when it answers', async () => {
    await registry.loadRemoteConfig();
    vi.useFakeTimers();
    try {
      federation.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
      const pending = registry.loadRemoteRoutes('mf_empresas', 0);
      const outcome = expect(pending).rejects.toThrow('The remote mf_empresas did not load in 8 s');
      await vi.advanceTimersByTimeAsync(registry.REMOTE_LOAD_TIMEOUT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
    await expect(registry.loadRemoteRoutes('mf_empresas', 1)).resolves.toBe(routesModule);
  });

  it("counts only the page's own time: a stall of the page or the machine counts as half a second at most", () => {
    vi.useFakeTimers();
    try {
      let clock = 0;
      const expire = vi.fn();
      const cancel = registry.pageTimeout(8_000, expire, () => clock);
      // Ticks on time: 7.5 s counted.
      for (let i = 0; i < 30; i++) {
        clock += 250;
        vi.advanceTimersByTime(250);
      }
      // One tick 20 s late (the page held by other work): counted as 0.5 s; 8 s reached only now.
      clock += 20_000;
      vi.advanceTimersByTime(250);
      expect(expire).toHaveBeenCalledTimes(1);
      cancel();
      // Cancelled before its time: never called.
      const other = vi.fn();
      const stop = registry.pageTimeout(8_000, other, () => clock);
      clock += 60_000;
      vi.advanceTimersByTime(250);
      stop();
      clock += 60_000;
      vi.advanceTimersByTime(60_000);
      expect(other).not.toHaveBeenCalled();
      // Stalled ticks all along: 10 ticks of 5 s each count 5 s, not 50.
      const stalled = vi.fn();
      registry.pageTimeout(8_000, stalled, () => clock);
      for (let i = 0; i < 10; i++) {
        clock += 5_000;
        vi.advanceTimersByTime(250);
      }
      expect(stalled).not.toHaveBeenCalled();
      for (let i = 0; i < 6; i++) {
        clock += 5_000;
        vi.advanceTimersByTime(250);
      }
      expect(stalled).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails for a remote that is not published or exposes no routes', async () => {
    await registry.loadRemoteConfig();
    await expect(registry.loadRemoteRoutes('mf_finanzas', 0)).rejects.toThrow('The remote mf_finanzas is not published in /remotes.json');
    federation.loadRemote.mockResolvedValueOnce(null);
    await expect(registry.loadRemoteRoutes('mf_auth', 0)).rejects.toThrow('The remote mf_auth did not expose ./Routes');
  });
});
