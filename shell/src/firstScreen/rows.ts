/**
 * The first page of a list the server drew (docs/decisions.md 'The signed-in list page drawn by the
 * server'), asked for by the shell's first-screen script as soon as it runs, from the page's head, with
 * the browser's session: once the drawn screen is parsed, the area's own script draws the rows from it
 * (its `first-rows` event, or the element's `firstRows` when the area's script comes later). The page
 * names its API path in its head ({@link FIRST_ROWS_META}) and on the drawn list (`data-first-rows`).
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

/**
 * The `<meta name>` by which the page names, in its head, each drawn list's first page (the same path as
 * the list's `data-first-rows`): the script asks for it from the head, long before the drawn screen
 * itself has been parsed.
 */
export const FIRST_ROWS_META = 'first-rows';

/** Each first page the page names, by its path: its answer, or null (refused, unreachable, not JSON). */
export type AskedRows = ReadonlyMap<string, Promise<unknown>>;

/** Asks for each first page the page's head names, with the tab's session and the page's language (nothing without a session). */
export function askFirstRows(): AskedRows {
  const asked = new Map<string, Promise<unknown>>();
  const token = sessionToken();
  if (!token) return asked;
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`head meta[name="${FIRST_ROWS_META}"]`)) {
    if (asked.has(meta.content)) continue;
    // Before the SDK is there: this script runs as soon as the page's head is read, the SDK's code comes later.
    // eslint-disable-next-line no-restricted-globals -- the one request made before the SDK's code has come
    const answer = fetch(meta.content, { headers: { authorization: `Bearer ${token}`, 'accept-language': document.documentElement.lang } })
      .then((response): Promise<unknown> | null => (response.ok ? response.json() : null))
      .catch(() => null);
    asked.set(meta.content, answer);
  }
  return asked;
}

/**
 * Once the drawn screen is parsed: hands each of its lists the first page asked for it, if any, as the
 * element's `firstRows` and its `first-rows` event (the area's script draws the rows); a list with no
 * answer (no session, a refusal) is settled with nothing.
 */
export function handFirstRows(screen: HTMLElement, asked: AskedRows): void {
  for (const element of screen.querySelectorAll<RowsElement>('[data-first-rows]')) {
    const answer = asked.get(element.dataset.firstRows ?? '');
    if (!answer) {
      element.dataset[SETTLED] = '';
      continue;
    }
    void answer
      .then((body) => {
        if (body === null || !element.isConnected) return;
        element.firstRows = body;
        element.dispatchEvent(new CustomEvent('first-rows', { detail: body }));
      })
      .finally(() => (element.dataset[SETTLED] = ''));
  }
}

/** The longest the start waits for the frame with the drawn rows. */
const PAINT_WAIT_MS = 500;

/**
 * For the shell's start: resolves once every drawn list's first page has been handed on (or will not
 * be) and the page has been painted with it, or after `timeoutMs`; at once on a page without one. The
 * app's code and first render are long work on the page's one thread: begun before the rows are on
 * screen, they would hold them back until they end.
 */
export async function firstRowsSettled(timeoutMs: number): Promise<void> {
  if (!document.querySelector('#first-screen [data-first-rows]')) return;
  const pending = () => document.querySelector(`#first-screen [data-first-rows]:not([data-first-rows-settled])`);
  if (pending()) {
    await new Promise<void>((resolve) => {
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
  // The next frame, painted; a hidden tab paints none (and a frame that does not come in half a second is not waited for).
  if (document.visibilityState === 'hidden') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}
