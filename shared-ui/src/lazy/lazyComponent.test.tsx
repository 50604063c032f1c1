import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, retryFailedLoads } from './lazyComponent';

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
