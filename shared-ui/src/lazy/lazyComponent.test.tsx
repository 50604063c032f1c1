import { Component, isValidElement, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { suspenseSpy } from '../../../config/test-utils';
import { isLazyComponent, lazyComponent, retryFailedLoads, useLoaded } from './lazyComponent';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>falló</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;

function mount(Lazy: ReturnType<typeof lazyComponent<{ Greeting: typeof Greeting }, { name: string }>>, key: number) {
  return (
    <Boundary key={key}>
      <Suspense fallback={<p>cargando</p>}>
        <Lazy name="Ana" />
      </Suspense>
    </Boundary>
  );
}

describe('lazyComponent', () => {
  it('loads a named export when first rendered, once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    const { rerender } = render(mount(Lazy, 1));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    rerender(mount(Lazy, 2));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load until a retry; then the next mount loads it again (React.lazy alone keeps the failure)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ Greeting });
    const Lazy = lazyComponent(load, (m: { Greeting: typeof Greeting }) => m.Greeting);
    const { rerender } = render(mount(Lazy, 1));
    expect(await screen.findByText('falló')).toBeInTheDocument();
    rerender(mount(Lazy, 2));
    expect(await screen.findByText('falló')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedLoads();
    rerender(mount(Lazy, 3));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyComponent never suspends (React would reveal the screen 300 ms after a fallback at the soonest)', () => {
  it('renders its pending element while the code loads, then the component, and no Suspense fallback at all', async () => {
    let resolve: (module: { Greeting: typeof Greeting }) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>((r) => (resolve = r)), (m) => m.Greeting, { pending: <p>cargando pantalla</p> });
    const { suspended, fallback } = suspenseSpy();
    render(
      <Suspense fallback={fallback}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('cargando pantalla')).toBeInTheDocument();
    expect(Lazy.status()).toBe('pending');
    resolve({ Greeting });
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(Lazy.status()).toBe('loaded');
    expect(suspended).not.toHaveBeenCalled();
  });

  it('renders at once, in the first render, when preloaded before', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    await Lazy.preload();
    await Lazy.preload();
    render(<Lazy name="Ana" />);
    // No await: the first render already shows it.
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a module already at hand (peek) without loading it', () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(load, (m) => m.Greeting, { peek: () => ({ Greeting }) });
    render(<Lazy name="Ana" />);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders nothing while loading by default, and one load serves every copy', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    const { container } = render(
      <>
        <Lazy name="Ana" />
        <Lazy name="Pau" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hola, Pau')).toBeInTheDocument();
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload reaches the error boundary when rendered, without a second load until a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ Greeting });
    const Lazy = lazyComponent(load, (m: { Greeting: typeof Greeting }) => m.Greeting);
    await Lazy.preload();
    expect(Lazy.status()).toBe('failed');
    const { rerender } = render(mount(Lazy, 1));
    expect(screen.getByText('falló')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    retryFailedLoads();
    expect(Lazy.status()).toBe('idle');
    rerender(mount(Lazy, 2));
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
  });
});

describe('lazyComponent({ resetOnRetry: false })', () => {
  it('keeps its failure through retryFailedLoads: its owner retries with a new one, and the failed copy does not load beside it', async () => {
    const load = vi.fn().mockRejectedValue(new Error('Failed to fetch'));
    const Lazy = lazyComponent(load, (m: { Greeting: typeof Greeting }) => m.Greeting, { resetOnRetry: false });
    await Lazy.preload();
    expect(Lazy.status()).toBe('failed');
    retryFailedLoads();
    expect(Lazy.status()).toBe('failed');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLoaded', () => {
  function Screen({ element }: { element: ReactNode }) {
    const ready = useLoaded(isValidElement(element) ? element.type : null);
    return ready ? element : <p role="status">cargando</p>;
  }

  it("starts a lazy component's load and says when it is there (a screen shows its own loading state meanwhile)", async () => {
    let resolve: (module: { Greeting: typeof Greeting }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Greeting: typeof Greeting }>((r) => (resolve = r)));
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    const { suspended, fallback } = suspenseSpy();
    render(
      <Suspense fallback={fallback}>
        <Screen element={<Lazy name="Ana" />} />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('cargando');
    expect(load).toHaveBeenCalledTimes(1);
    resolve({ Greeting });
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(suspended).not.toHaveBeenCalled();
  });

  it('takes anything else than a lazy component as ready', () => {
    render(<Screen element={<Greeting name="Ana" />} />);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(isLazyComponent(Greeting)).toBe(false);
  });
});
