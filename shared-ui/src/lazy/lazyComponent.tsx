import { useSyncExternalStore, type ComponentType, type JSX, type ReactNode } from 'react';

/** How to load again each lazy component whose load failed. */
const failed = new Set<() => void>();

/** Where the load of a lazy component is: not asked for yet, under way, done, or failed (kept until a retry). */
export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';

/** A component from {@link lazyComponent}: renders its code once loaded, and can be asked to load before. */
export interface LazyComponent<P extends object> {
  (props: P): JSX.Element | ReactNode;
  /** Starts the load (once: later calls share it); settles when it is done or has failed. */
  preload: () => Promise<void>;
  /** Where its load is now. */
  status: () => LoadStatus;
  /** Calls `listener` when its status changes; returns how to stop. */
  subscribe: (listener: () => void) => () => void;
}

/** Options of {@link lazyComponent}. */
export interface LazyOptions<M> {
  /** The module when it is already at hand (a cache): then nothing waits at all. */
  peek?: () => M | undefined;
  /** Shown while the code loads; nothing by default. */
  pending?: ReactNode;
  /**
   * Whether {@link retryFailedLoads} loads it again after a failure (the default). A component its owner
   * makes anew for each attempt (an area's slot) says no: reset there, the failed copy still on screen
   * would load a second time beside the new attempt.
   */
  resetOnRetry?: boolean;
}

/**
 * A component whose code loads the first time it renders (or when {@link LazyComponent.preload} is
 * called before), with `pick` taking the export. While it loads it renders `options.pending` (nothing
 * by default); it never suspends. React holds back what a Suspense boundary reveals until 300 ms after
 * the last fallback it showed, so a screen whose code took 50 ms was shown 300 ms late
 * (docs/performance.md 'Suspense held every first screen back'); here the code shows the moment it is
 * there. A failed load is thrown to the nearest error boundary and kept until {@link retryFailedLoads}
 * (a chunk lost once to the network would otherwise break that screen until the page is reloaded);
 * the next mount then loads it again.
 *
 * @example
 * const LegalPage = lazyComponent(() => import('./features/legal/LegalPage'), (m) => m.LegalPage);
 */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, options: LazyOptions<M> = {}): LazyComponent<P> {
  const listeners = new Set<() => void>();
  let status: LoadStatus = 'idle';
  let component: ComponentType<P> | undefined;
  let error: unknown;
  let promise: Promise<void> | undefined;
  const set = (next: LoadStatus) => {
    status = next;
    for (const listener of [...listeners]) listener();
  };
  const take = () => {
    if (status !== 'idle' || !options.peek) return;
    const module = options.peek();
    if (module !== undefined) {
      component = pick(module);
      status = 'loaded';
    }
  };
  function reset() {
    promise = undefined;
    error = undefined;
    set('idle');
  }
  const preload = (): Promise<void> => {
    take();
    if (status === 'loaded') return Promise.resolve();
    promise ??= started(load).then(
        (module) => {
          component = pick(module);
          set('loaded');
        },
        (reason: unknown) => {
          error = reason;
          if (options.resetOnRetry !== false) failed.add(reset);
          set('failed');
        },
      );
    // Quietly: nothing renders differently for 'pending' than for 'idle' (and this may run in a render).
    if (status === 'idle') status = 'pending';
    return promise;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => {
    take();
    return status;
  };
  function LazyComponent(props: P) {
    // The load starts as the component first renders (once for every copy of it on the page).
    if (current() === 'idle') void preload();
    const now = useSyncExternalStore(subscribe, current, current);
    if (now === 'failed') throw error;
    if (now !== 'loaded' || component === undefined) return options.pending ?? null;
    const Loaded = component;
    return <Loaded {...props} />;
  }
  return Object.assign(LazyComponent, { preload, status: current, subscribe });
}

/**
 * Whether a lazy component's code is there to render (or has failed, for its error boundary to show),
 * starting its load when it is not: a screen shows its own loading state meanwhile, as a plain element,
 * not a Suspense fallback. Anything else than a lazy component is ready.
 *
 * @example
 * const ready = useLoaded(isValidElement(route.element) ? route.element.type : null);
 * return ready ? route.element : <LoadingState label={t('frame.loading')} />;
 */
export function useLoaded(type: unknown): boolean {
  const lazy = isLazyComponent(type) ? type : null;
  if (lazy && lazy.status() === 'idle') void lazy.preload();
  const status = useSyncExternalStore(lazy?.subscribe ?? noSubscribe, lazy?.status ?? loadedStatus, lazy?.status ?? loadedStatus);
  return status === 'loaded' || status === 'failed';
}

/** The load asked for now (its request leaves at once), a throw turned into a failed load. */
function started<M>(load: () => Promise<M>): Promise<M> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}

const noSubscribe = () => () => undefined;
const loadedStatus = (): LoadStatus => 'loaded';

/** Whether a value is a component from {@link lazyComponent}. */
export function isLazyComponent(value: unknown): value is LazyComponent<object> {
  return typeof value === 'function' && typeof (value as Partial<LazyComponent<object>>).preload === 'function' && typeof (value as Partial<LazyComponent<object>>).status === 'function';
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
