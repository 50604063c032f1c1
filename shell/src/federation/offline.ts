import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * What the browsers' fetch says when no answer arrived at all (Chromium, Firefox, Safari), also inside
 * the federation runtime's own errors ('Failed to get manifest … TypeError: Failed to fetch') and the
 * SDK's ApiError of status 0. A timeout, an HTTP status or a script that did not run are not this.
 */
const NO_ANSWER = /Failed to fetch|NetworkError when attempting to fetch resource|Load failed|ERR_INTERNET_DISCONNECTED/i;

/**
 * Whether a failure is the network's: a request that got no answer at all (not an HTTP error). Looks
 * at the error's message and at its causes.
 *
 * @example
 * isNetworkFailure(new TypeError('Failed to fetch')) // true
 * isNetworkFailure(new ApiError(503, 'Servicio no disponible')) // false
 */
export function isNetworkFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (NO_ANSWER.test(e.message)) return true;
  }
  return false;
}

/** Whether the browser says it has no network now (`navigator.onLine` false). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Whether a failure is to be shown as 'Sin conexión': the browser is offline, or the failure is the
 * network's ({@link isNetworkFailure}).
 *
 * @example
 * isOfflineFailure(error) ? t('offline.title', { ns: 'shell' }) : t('frame.errorRemoto', { area })
 */
export function isOfflineFailure(error: unknown): boolean {
  return browserOffline() || isNetworkFailure(error);
}

/** When the browser last said it was back online (its 'online' event), on `performance.now()`'s clock; -1 before. */
let backOnlineAt = -1;
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    backOnlineAt = performance.now();
  });
}

/**
 * The moment a load begins, for {@link backOnlineFor} once it has failed.
 *
 * @example
 * const started = useMemo(loadStarted, [attempt]);
 */
export function loadStarted(): number {
  return performance.now();
}

/** How long after the browser's return online a failed load is still taken for one that met it. */
export const BACK_ONLINE_WINDOW_MS = 10_000;

/**
 * The browser's last return online (its 'online' event, on `performance.now()`'s clock) that a failed
 * load begun at `started` ({@link loadStarted}) is to be tried again for, at once: the load began before
 * it (its requests were sent offline, and the event came while no message was there to hear it), or
 * failed for want of an answer within {@link BACK_ONLINE_WINDOW_MS} after it (it may have joined a
 * request sent offline). Null
 * when there is none, or when the browser is offline again. A slot tries again once per return.
 *
 */
function backOnlineFor(started: number, error: unknown): number | null {
  if (backOnlineAt < 0 || browserOffline()) return null;
  if (backOnlineAt >= started) return backOnlineAt;
  return isNetworkFailure(error) && performance.now() - backOnlineAt < BACK_ONLINE_WINDOW_MS ? backOnlineAt : null;
}

/** Forgets the browser's last return online: a page that never went offline (the tests' start). */
export function forgetBackOnline(): void {
  backOnlineAt = -1;
}

/**
 * The `retryAtOnce` a slot gives its {@link LoadFailure}: a retry for the browser's last return online
 * when the failed load met it ({@link backOnlineFor}) and the slot has not tried again for it yet.
 *
 * @example
 * const retriedFor = useRef<number | null>(null);
 * <LoadFailure retryAtOnce={retryForReturn(started, error, retriedFor, retry)} … />
 */
export function retryForReturn(started: number, error: unknown, retriedFor: { current: number | null }, retry: () => void): (() => void) | undefined {
  const back = backOnlineFor(started, error);
  if (back === null || back === retriedFor.current) return undefined;
  return () => {
    if (retriedFor.current === back) return;
    retriedFor.current = back;
    retry();
  };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is online, kept current by its 'online' and 'offline' events.
 *
 * @example
 * const online = useOnline();
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !browserOffline(),
    () => true,
  );
}

/**
 * Calls `action` each time the browser's 'online' event fires while the calling component is mounted
 * (the latest `action` given). A failure's message retries by itself with it when the network comes back.
 *
 * @example
 * useWhenOnline(retry);
 */
export function useWhenOnline(action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
}
