import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { Suspense, type ReactNode } from 'react';
import { renderWithPortal, suspenseSpy } from '../../../config/test-utils';
import { loadRemoteConfig } from '../federation/registry';
import { lazyFrame } from './LazyFrame';

const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

const Marker = ({ children }: { children: ReactNode }) => <nav aria-label="marco">{children}</nav>;

beforeEach(async () => {
  mockServer.use(http.get('*/remotes.json', () => HttpResponse.json({ mf_home: '/remotes/mf-home/remoteEntry.js' })));
  await loadRemoteConfig();
  federation.loadRemote.mockReset();
  federation.loadRemote.mockResolvedValue({ default: () => null });
});

describe('lazyFrame', () => {
  it('shows the loading state until the frame is loaded, then the frame around its content', async () => {
    let resolve: (m: { Frame: typeof Marker }) => void = () => {};
    const Frame = lazyFrame(() => new Promise((r) => (resolve = r)));
    renderWithPortal(<Frame>contenido</Frame>);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el portal…');
    resolve({ Frame: Marker });
    expect(await screen.findByRole('navigation', { name: 'marco' })).toHaveTextContent('contenido');
  });

  it('never suspends while the frame loads: React would show the frame 300 ms after a Suspense fallback at the soonest', async () => {
    let resolve: (m: { Frame: typeof Marker }) => void = () => {};
    const Frame = lazyFrame(() => new Promise((r) => (resolve = r)));
    const { suspended, fallback } = suspenseSpy();
    renderWithPortal(
      <Suspense fallback={fallback}>
        <Frame>contenido</Frame>
      </Suspense>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el portal…');
    resolve({ Frame: Marker });
    expect(await screen.findByRole('navigation', { name: 'marco' })).toHaveTextContent('contenido');
    expect(suspended).not.toHaveBeenCalled();
  });

  it('starts loading the area inside while the frame loads', async () => {
    const Frame = lazyFrame(() => new Promise(() => {}));
    renderWithPortal(<Frame area="mf_home">contenido</Frame>);
    await screen.findByRole('status');
    expect(federation.loadRemote).toHaveBeenCalledWith('mf_home/Routes');
  });

  it('offers a retry when the frame cannot be loaded, in Catalan too, and the retry loads it', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ Frame: Marker });
    const Frame = lazyFrame(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(<Frame>contenido</Frame>, { lang: 'ca' });
    expect(await screen.findByText("No s'ha pogut carregar el portal. Comproveu la connexió i torneu-ho a provar.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tornar-ho a provar' }));
    expect(await screen.findByRole('navigation', { name: 'marco' })).toHaveTextContent('contenido');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offline, says 'Sin conexión' instead of the frame's failure, and loads the frame by itself when the network is back", async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(Object.assign(new Error('Loading chunk 101 failed.'), { name: 'ChunkLoadError' })).mockResolvedValue({ Frame: Marker });
    const Frame = lazyFrame(load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(<Frame>contenido</Frame>);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión');
    expect(alert).toHaveTextContent('No se puede cargar el portal sin conexión. Se cargará en cuanto vuelva la conexión.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('navigation', { name: 'marco' })).toHaveTextContent('contenido');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
