import { lazy, type ComponentType, type JSX } from 'react';

/** How to load again each lazy component whose load failed. */
const failed = new Set<() => void>();

/**
 * `React.lazy` whose failed load can be tried again. React keeps a lazy component's failure for good,
 * so a chunk lost once to the network would break that screen (or every modal) until the page is
 * reloaded; after {@link retryFailedLoads}, the next mount loads it again. `pick` takes the export.
 *
 * @example
 * const LegalPage = lazyComponent(() => import('./features/legal/LegalPage'), (m) => m.LegalPage);
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failed.add(reset);
          throw error;
        },
      ),
    );
  let Loaded = make();
  function reset() {
    Loaded = make();
  }
  return function LazyComponent(props: P): JSX.Element {
    const Current = Loaded;
    return <Current {...props} />;
  };
}

/**
 * Lets every lazy component whose load failed load again when next mounted. A retry button calls it
 * before remounting what failed (the shell's area and frame retries do).
 *
 * @example
 * onRetry={() => { retryFailedLoads(); setAttempt((n) => n + 1); }}
 */
export function retryFailedLoads(): void {
  for (const reset of failed) reset();
  failed.clear();
}
