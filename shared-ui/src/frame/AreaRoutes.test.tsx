import { Suspense, type JSX } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminModule, setLanguage, useScreenTitle, useSession } from '@dapcon/shared-sdk';
import { sessionToken } from '@dapcon/mocks';
import { suspenseSpy } from '../../../config/test-utils';
import { PortalProvider } from '../theme';
import { lazyComponent } from '../lazy/lazyComponent';
import { AreaRoutes, PREFETCH_WAIT_MS, type AreaRoute } from './AreaRoutes';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const ROUTES: AreaRoute[] = [
  { path: '/tickets', title: 'Incidencias', element: <h1>Lista</h1> },
  { path: '/tickets/nuevo', title: 'Nueva incidencia', element: <h1>Alta</h1> },
  { path: '/tickets/:id', title: 'Incidencia', element: <h1>Ficha</h1> },
  { path: '/tickets/:id/historial', title: 'Historial', access: adminModule, element: <h1>Historial</h1> },
];

function renderAt(path: string) {
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes routes={ROUTES} />
        <Where />
      </MemoryRouter>
    </PortalProvider>,
  );
}

const title = () => useScreenTitle.getState().title;

beforeEach(async () => {
  useSession.getState().signIn(await sessionToken('organizacion'));
});
afterEach(async () => {
  await act(() => setLanguage('es'));
});

describe('AreaRoutes', () => {
  it("renders the area's screen of the path and names the tab after it", () => {
    renderAt('/tickets/42');
    expect(screen.getByRole('heading', { name: 'Ficha' })).toBeInTheDocument();
    expect(useScreenTitle.getState()).toMatchObject({ pathname: '/tickets/42', title: 'Incidencia' });
  });

  it("shows a lazy screen's loading state as an element while its code loads, never a Suspense fallback (React shows what follows one 300 ms late)", async () => {
    let resolve: (m: { Lista: () => JSX.Element }) => void = () => {};
    const Lista = lazyComponent(() => new Promise<{ Lista: () => JSX.Element }>((r) => (resolve = r)), (m) => m.Lista);
    const { suspended, fallback } = suspenseSpy();
    render(
      <PortalProvider>
        <MemoryRouter initialEntries={['/tickets']}>
          <Suspense fallback={fallback}>
            <AreaRoutes routes={[{ path: '/tickets', title: 'Incidencias', element: <Lista /> }]} />
          </Suspense>
        </MemoryRouter>
      </PortalProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    resolve({ Lista: () => <h1>Lista</h1> });
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(suspended).not.toHaveBeenCalled();
  });

  it("starts a screen's first read (prefetch) once on opening while its code loads, with the path's parameters and the query; not when the code is there", async () => {
    let resolve: (m: { Ficha: () => JSX.Element }) => void = () => {};
    const Ficha = lazyComponent(() => new Promise<{ Ficha: () => JSX.Element }>((r) => (resolve = r)), (m) => m.Ficha);
    const prefetch = vi.fn();
    const routes: AreaRoute[] = [
      { path: '/tickets/:id', title: 'Incidencia', element: <Ficha />, prefetch },
    ];
    const at = (path: string) => (
      <PortalProvider>
        <MemoryRouter initialEntries={[path]}>
          <AreaRoutes routes={routes} />
        </MemoryRouter>
      </PortalProvider>
    );
    const { rerender, unmount } = render(at('/tickets/42?pestana=notas'));
    rerender(at('/tickets/42?pestana=notas'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ params: { id: '42' }, search: '?pestana=notas' });
    resolve({ Ficha: () => <h1>Ficha</h1> });
    expect(await screen.findByRole('heading', { name: 'Ficha' })).toBeInTheDocument();
    unmount();
    // Opened again, its code there: the screen asks itself, at once.
    render(at('/tickets/7'));
    expect(screen.getByRole('heading', { name: 'Ficha' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('shows a screen whose code came before its first read once that read has answered, so it draws its rows at once (not empty, then again)', async () => {
    let resolveCode: (m: { Lista: () => JSX.Element }) => void = () => {};
    let answer: () => void = () => {};
    const Lista = lazyComponent(() => new Promise<{ Lista: () => JSX.Element }>((r) => (resolveCode = r)), (m) => m.Lista);
    const prefetch = vi.fn(() => new Promise<void>((r) => (answer = r)));
    render(
      <PortalProvider>
        <MemoryRouter initialEntries={['/tickets']}>
          <AreaRoutes routes={[{ path: '/tickets', title: 'Incidencias', element: <Lista />, prefetch }]} />
        </MemoryRouter>
      </PortalProvider>,
    );
    await act(async () => resolveCode({ Lista: () => <h1>Lista</h1> }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('heading', { name: 'Lista' })).not.toBeInTheDocument();
    await act(async () => answer());
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the screen at once when its first read fails (the screen then reads, and says so, itself)', async () => {
    let resolveCode: (m: { Lista: () => JSX.Element }) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const Lista = lazyComponent(() => new Promise<{ Lista: () => JSX.Element }>((r) => (resolveCode = r)), (m) => m.Lista);
    render(
      <PortalProvider>
        <MemoryRouter initialEntries={['/tickets']}>
          <AreaRoutes routes={[{ path: '/tickets', title: 'Incidencias', element: <Lista />, prefetch: () => new Promise<void>((_, reject) => (fail = reject)) }]} />
        </MemoryRouter>
      </PortalProvider>,
    );
    await act(async () => resolveCode({ Lista: () => <h1>Lista</h1> }));
    expect(screen.queryByRole('heading', { name: 'Lista' })).not.toBeInTheDocument();
    await act(async () => fail(new Error('sin conexión')));
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
  });

  it(`waits for a slow first read ${PREFETCH_WAIT_MS} ms at most: then the screen shows with its own loading state`, async () => {
    vi.useFakeTimers();
    try {
      const Lista = lazyComponent(() => Promise.resolve({ Lista: () => <h1>Lista</h1> }), (m) => m.Lista);
      render(
        <PortalProvider>
          <MemoryRouter initialEntries={['/tickets']}>
            <AreaRoutes routes={[{ path: '/tickets', title: 'Incidencias', element: <Lista />, prefetch: () => new Promise(() => {}) }]} />
          </MemoryRouter>
        </PortalProvider>,
      );
      await act(async () => vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1));
      expect(screen.queryByRole('heading', { name: 'Lista' })).not.toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not start the first read of a screen the user may not open', () => {
    const Historial = lazyComponent(() => new Promise<{ H: () => JSX.Element }>(() => {}), (m) => m.H);
    const prefetch = vi.fn();
    render(
      <PortalProvider>
        <MemoryRouter initialEntries={['/tickets/42/historial']}>
          <AreaRoutes routes={[{ path: '/tickets/:id/historial', title: 'Historial', access: adminModule, element: <Historial />, prefetch }]} />
        </MemoryRouter>
      </PortalProvider>,
    );
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefers a static segment over a parameter', () => {
    renderAt('/tickets/nuevo');
    expect(screen.getByRole('heading', { name: 'Alta' })).toBeInTheDocument();
    expect(title()).toBe('Nueva incidencia');
  });

  it("guards a screen with the area's own finer rule: a user who fails it goes home", () => {
    renderAt('/tickets/42/historial');
    expect(screen.queryByRole('heading', { name: 'Historial' })).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('lets a user who passes it in', async () => {
    useSession.getState().signIn(await sessionToken('admin_caateeb'));
    renderAt('/tickets/42/historial');
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeInTheDocument();
  });

  it('says "Página no encontrada" for a path the area does not have, in the interface language', async () => {
    renderAt('/tickets/42/otra/cosa');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(title()).toBe('Página no encontrada');
    await act(() => setLanguage('ca'));
    expect(screen.getByRole('heading', { name: 'Pàgina no trobada' })).toBeInTheDocument();
  });

  it('forgets the title when the screen goes', () => {
    const view = renderAt('/tickets');
    expect(title()).toBe('Incidencias');
    view.unmount();
    expect(title()).toBeNull();
  });
});
