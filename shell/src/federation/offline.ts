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
