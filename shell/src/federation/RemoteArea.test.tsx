import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { useAreas, type RemoteRoutesModule } from '@dapcon/shared-sdk';
import { renderWithPortal, suspenseSpy } from '../../../config/test-utils';
import '../i18n';
import { forgetBackOnline } from './offline';
import { loadRemoteConfig } from './registry';
import { RemoteArea } from './RemoteArea';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

const ENTRY = 'https://portal.example/mf-finanzas/mf-manifest.json';
/** A build of mf-finanzas published after the page started. */
const NEXT = 'https://portal.example/mf-finanzas/2/mf-manifest.json';
const finanzas: RemoteRoutesModule = { default: () => <h1>Pagos pendientes</h1> };
/** The areas' descriptors /remotes.json publishes beside the entries (the test environment's). */
let finanzasArea: unknown;
const published = () => {
  finanzasArea ??= useAreas.getState().areas.mf_finanzas;
  return { mf_finanzas: finanzasArea };
};
const publishedAreas = published;

beforeEach(async () => {
  mockServer.use(http.get('*/remotes.json', () => HttpResponse.json({ mf_finanzas: ENTRY, areas: published() })));
  await loadRemoteConfig();
  forgetBackOnline();
  federation.loadRemote.mockReset();
  federation.registerRemotes.mockReset();
});

/** An area whose screen under /pagos/roto crashes while rendering; its other screens work. */
function CrashingOnOneScreen() {
  const { pathname } = useLocation();
  if (pathname === '/pagos/roto') throw new Error('render failure');
  return (
    <>
      <h1>Pagos pendientes</h1>
      <Link to="/pagos/roto">Roto</Link>
    </>
  );
}

describe('RemoteArea', () => {
  it("shows the loading state, then the remote's routes, without ever suspending (React shows what follows a Suspense fallback 300 ms late)", async () => {
    let resolve: (mod: RemoteRoutesModule) => void = () => {};
    federation.loadRemote.mockReturnValueOnce(new Promise<RemoteRoutesModule>((r) => (resolve = r)));
    const { suspended, fallback } = suspenseSpy();
    renderWithPortal(
      <Suspense fallback={fallback}>
        <RemoteArea remote="mf_finanzas" />
      </Suspense>,
      { route: '/pagos' },
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el área de finanzas…');
    resolve(finanzas);
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_finanzas/Routes');
    expect(suspended).not.toHaveBeenCalled();
  });

  it('mounted again, an area already loaded renders in its first render, with no loading state and no second load', async () => {
    federation.loadRemote.mockResolvedValue(finanzas);
    const { unmount } = renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    unmount();
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    expect(screen.getByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('offers a retry in place when the remote cannot be loaded, and the retry loads it', async () => {
    // React and the boundary log the caught failure; it is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar el área de finanzas.');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_finanzas', entry: ENTRY }], { force: true });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("offline, says 'Sin conexión' with its retry instead of the area's failure, and loads the area by itself when the network is back", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    federation.loadRemote.mockRejectedValueOnce(lostChunk()).mockResolvedValueOnce(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(alert).toHaveTextContent('No se puede cargar el área de finanzas sin conexión. Se cargará en cuanto vuelva la conexión.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    online.mockReturnValue(true);
    // As the browser fires it: outside React's act, so each update is rendered at its own priority.
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Sin conexión' in Catalan when the area's manifest got no answer, and its button loads the area", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    federation.loadRemote
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n TypeError: Failed to fetch'))
      .mockResolvedValueOnce(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos', lang: 'ca' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sense connexió');
    expect(alert).toHaveTextContent("No es pot carregar l'àrea de finances sense connexió.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Tornar-ho a provar' }));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
  });

  it('clears a failure when the path changes: one broken screen does not follow the user across the area', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValue({ default: CrashingOnOneScreen });
    renderWithPortal(
      <>
        <RemoteArea remote="mf_finanzas" />
        <Link to="/pagos">Volver a pagos</Link>
      </>,
      { route: '/pagos' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Roto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el área de finanzas.');

    await userEvent.click(screen.getByRole('link', { name: 'Volver a pagos' }));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Loaded once: the area itself was fine all along.
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("retried when the network comes back ('online'), loads once: the failed attempt does not load again beside the new one", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    // As the browser fires it: outside React's act, so each update is rendered at its own priority.
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("loads again by itself when the network came back while the area was loading: the 'online' event came before the failure, with no message there to hear it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (error: unknown) => void = () => {};
    federation.loadRemote.mockReturnValueOnce(new Promise((_, reject) => (fail = reject))).mockResolvedValue(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el área de finanzas…');
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('online'));
    // Its request, sent offline, fails after the event.
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again by itself once when it fails just after the network came back (it may have joined a request sent offline); a second failure waits for the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dispatchEvent(new Event('online'));
    federation.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(2));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    // Once per return: the second failure stays (the retry would have run as it was shown).
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);

    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('keeps offering the retry while the remote stays unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });

    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el área de finanzas.');
  });

  it('reloads the area once by itself when a chunk of its build is gone and a newer build is published, and recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValueOnce(losingAScreen).mockResolvedValueOnce(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    // The area runs; a publish and a prune later, one of its screens asks for a chunk that is gone.
    const open = await screen.findByRole('button', { name: 'Abrir pagos' });
    mockServer.use(http.get('*/remotes.json', () => HttpResponse.json({ mf_finanzas: NEXT, areas: published() })));
    await userEvent.click(open);

    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    // Reloaded as a retry: the new build registered in place of the old.
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_finanzas', entry: NEXT }], { force: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_finanzas: code of the build this page runs is gone'));
  });

  it('shows the retry message for code lost to the network (the same build still published): no reload by itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValueOnce(losingAScreen).mockResolvedValueOnce(finanzas);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir pagos' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el área de finanzas.');
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pagos pendientes' })).toBeInTheDocument();
  });

  it('reloads by itself only once per screen: code still missing shows the retry message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    federation.loadRemote.mockResolvedValue(losingAScreen);
    renderWithPortal(<RemoteArea remote="mf_finanzas" />, { route: '/pagos' });
    const open = await screen.findByRole('button', { name: 'Abrir pagos' });
    let published = NEXT;
    mockServer.use(http.get('*/remotes.json', () => HttpResponse.json({ mf_finanzas: published, areas: publishedAreas() })));
    await userEvent.click(open);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir pagos' }));
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(2));
    // Published again meanwhile: still no second reload by itself on this screen.
    published = `${NEXT}?again`;
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el área de finanzas.');
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
    // Retry, the user's, reloads it.
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('button', { name: 'Abrir pagos' })).toBeInTheDocument();
  });
});

/** An area with a screen whose code (a lazy chunk) answers 404 when opened. */
function LosingAScreen() {
  const [open, setOpen] = useState(false);
  if (open) throw lostChunk();
  return (
    <button type="button" onClick={() => setOpen(true)}>
      Abrir pagos
    </button>
  );
}
const losingAScreen: RemoteRoutesModule = { default: LosingAScreen };

/** What webpack throws for a chunk that answers 404. */
function lostChunk(): Error {
  return Object.assign(new Error('Loading chunk 412 failed.\n(missing: https://portal.example/mf-finanzas/412.js)'), { name: 'ChunkLoadError' });
}
