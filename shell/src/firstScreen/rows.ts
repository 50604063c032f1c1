/**
 * The first page of a list the server drew (docs/decisions.md 'The signed-in list page drawn by the
 * server'), asked for by the shell's first-screen script as soon as it runs, with the browser's session:
 * the area's own script draws the rows from it (its `first-rows` event, or the element's `firstRows`
 * when the area's script comes later). The page's API path is in the drawn list's `data-first-rows`.
 */

/** Where the SDK keeps the browser's session and a tab's own (shared-sdk's SESSION_STORAGE_KEY and TAB_SESSION_KEY). */
export const SESSION_KEYS = { browser: 'dapcon-session', tab: 'dapcon-impersonation' } as const;

/** A drawn list's element, with the answer once it has come. */
export type RowsElement = HTMLElement & { firstRows?: unknown };

function parsed(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token this tab's app will send: the tab's own session when it has one, else the browser's. */
export function sessionToken(): string | null {
  try {
    const tab = parsed(sessionStorage.getItem(SESSION_KEYS.tab));
    const state = tab ?? (parsed(localStorage.getItem(SESSION_KEYS.browser))?.state as Record<string, unknown> | undefined);
    return typeof state?.token === 'string' ? state.token : null;
  } catch {
    return null;
  }
}

/** Set on a drawn list once its first page has been handed on, or will not be (the shell's start waits for it: {@link firstRowsSettled}). */
export const SETTLED = 'firstRowsSettled';

/** Asks for each drawn list's first page (nothing without a session; a refusal draws nothing). */
export function fetchFirstRows(screen: HTMLElement): void {
  const token = sessionToken();
  for (const element of screen.querySelectorAll<RowsElement>('[data-first-rows]')) {
    if (!token) {
      element.dataset[SETTLED] = '';
      continue;
    }
    // Before the SDK is there: this script runs as soon as the page has the drawn screen, the SDK's code comes later.
    // eslint-disable-next-line no-restricted-globals -- the one request made before the SDK's code has come
    fetch(element.dataset.firstRows ?? '', { headers: { authorization: `Bearer ${token}`, 'accept-language': document.documentElement.lang } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (body === null || !element.isConnected) return;
        element.firstRows = body;
        element.dispatchEvent(new CustomEvent('first-rows', { detail: body }));
      })
      .catch(() => undefined)
      .finally(() => (element.dataset[SETTLED] = ''));
  }
}

/**
 * For the shell's start: resolves once every drawn list's first page has been handed on (or will not
 * be), or after `timeoutMs`; at once on a page without one. The app's first render is long work on the
 * page's one thread: begun before the answer comes, it would hold the drawn rows back until it ends.
 */
export function firstRowsSettled(timeoutMs: number): Promise<void> {
  const pending = () => document.querySelector(`#first-screen [data-first-rows]:not([data-first-rows-settled])`);
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      watch.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const watch = new MutationObserver(() => {
      if (!pending()) done();
    });
    const timer = setTimeout(done, timeoutMs);
    watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-first-rows-settled'], childList: true });
  });
}
