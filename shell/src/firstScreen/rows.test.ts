import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@dapcon/shared-sdk';
import { TAB_SESSION_KEY } from '../../../shared-sdk/src/session/store';
import { askFirstRows, FIRST_ROWS_META, firstRowsSettled, handFirstRows, SESSION_KEYS, sessionToken, type RowsElement } from './rows';

/** A drawn list as the page holds it: its table's body naming its first page under the API's base, and the page's head naming it too. */
function drawnList() {
  document.documentElement.lang = 'ca';
  document.head.innerHTML = `<meta name="${FIRST_ROWS_META}" content="/api/organizaciones?page=1">`;
  document.body.innerHTML = '<div id="first-screen"><table><tbody data-first-rows="/api/organizaciones?page=1"></tbody></table></div>';
  return { screen: document.getElementById('first-screen') as HTMLElement, body: document.querySelector('tbody') as RowsElement };
}

/** What the first-screen script does: asks from the head, hands on once the screen is parsed. */
function firstScreenScript(screen: HTMLElement) {
  const asked = askFirstRows();
  handFirstRows(screen, asked);
  return asked;
}

const answered = (body: RowsElement) => new Promise<unknown>((resolve) => body.addEventListener('first-rows', (e) => resolve((e as CustomEvent).detail)));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe("the shell's first-screen script: a drawn list's first page", () => {
  it("reads the session where the SDK keeps it (the script cannot import the SDK: it runs before the SDK's code has come)", () => {
    expect(SESSION_KEYS).toEqual({ browser: SESSION_STORAGE_KEY, tab: TAB_SESSION_KEY });
  });

  it("asks for it with the browser's session and the page's language, and hands it to the area's script", async () => {
    localStorage.setItem(SESSION_KEYS.browser, JSON.stringify({ state: { token: 'browser-token', lang: 'ca' }, version: 1 }));
    const page = { status: 'Success', data: { data: [{ org_cif: 'B1' }], total: 1 } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { screen, body } = drawnList();
    const event = answered(body);
    firstScreenScript(screen);
    expect(await event).toEqual(page);
    expect(body.firstRows).toEqual(page);
    await vi.waitFor(() => expect(body.dataset.firstRowsSettled).toBe(''));
    expect(fetch).toHaveBeenCalledWith('/api/organizaciones?page=1', { headers: { authorization: 'Bearer browser-token', 'accept-language': 'ca' } });
  });

  it("uses the tab's own session when it has one (an administrator acting as a company in this tab)", () => {
    localStorage.setItem(SESSION_KEYS.browser, JSON.stringify({ state: { token: 'admin' } }));
    sessionStorage.setItem(SESSION_KEYS.tab, JSON.stringify({ token: 'company', lastPath: null }));
    expect(sessionToken()).toBe('company');
    // A tab whose own session has ended is signed out, whatever the browser's.
    sessionStorage.setItem(SESSION_KEYS.tab, JSON.stringify({ token: null }));
    expect(sessionToken()).toBeNull();
  });

  it.each([
    ['no session', null],
    ['an unreadable one', '{'],
  ])('asks nothing with %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(SESSION_KEYS.browser, stored);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { screen, body } = drawnList();
    firstScreenScript(screen);
    expect(fetch).not.toHaveBeenCalled();
    // Settled at once: the shell's start does not wait for it.
    expect(body.dataset.firstRowsSettled).toBe('');
  });

  it('asks from the head as soon as it runs, before the list has been parsed, and hands the page on once it is', async () => {
    localStorage.setItem(SESSION_KEYS.browser, JSON.stringify({ state: { token: 't' } }));
    const page = { status: 'Success', data: { data: [], total: 0 } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    document.head.innerHTML = `<meta name="${FIRST_ROWS_META}" content="/api/organizaciones?page=1"><meta name="${FIRST_ROWS_META}" content="/api/organizaciones?page=1">`;
    const asked = askFirstRows();
    // Named twice, asked once; the answer waits for the list.
    expect(fetch).toHaveBeenCalledTimes(1);
    await asked.get('/api/organizaciones?page=1');
    const { screen, body } = drawnList();
    const event = answered(body);
    handFirstRows(screen, asked);
    expect(await event).toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('settles a list whose page the head does not name with nothing (nothing asked for it)', async () => {
    localStorage.setItem(SESSION_KEYS.browser, JSON.stringify({ state: { token: 't' } }));
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const { screen, body } = drawnList();
    document.head.innerHTML = `<meta name="${FIRST_ROWS_META}" content="/api/organizaciones?page=2">`;
    const handed = vi.fn();
    body.addEventListener('first-rows', handed);
    firstScreenScript(screen);
    expect(body.dataset.firstRowsSettled).toBe('');
    expect(fetch).toHaveBeenCalledWith('/api/organizaciones?page=2', expect.anything());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handed).not.toHaveBeenCalled();
  });

  it('hands nothing on when the API refuses (an expired session, a user who may not see the list) or cannot be reached', async () => {
    localStorage.setItem(SESSION_KEYS.browser, JSON.stringify({ state: { token: 't' } }));
    for (const answer of [async () => new Response('{}', { status: 401 }), async () => Promise.reject(new TypeError('offline'))]) {
      const fetch = vi.fn(answer);
      vi.stubGlobal('fetch', fetch);
      const { screen, body } = drawnList();
      const handed = vi.fn();
      body.addEventListener('first-rows', handed);
      firstScreenScript(screen);
      // Settled once the request is over, whatever its end: then nothing was handed on.
      await vi.waitFor(() => expect(body.dataset.firstRowsSettled).toBe(''));
      expect(fetch).toHaveBeenCalled();
      expect(handed).not.toHaveBeenCalled();
      expect(body.firstRows).toBeUndefined();
    }
  });
});

describe("the shell's start: the app's first render waits for a drawn list's first page", () => {
  it('goes on at once on a page without a drawn list, or with its page already handed on', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await firstRowsSettled(60_000);
    const { body } = drawnList();
    body.dataset.firstRowsSettled = '';
    await firstRowsSettled(60_000);
  });

  it('waits until the page has been handed on (or will not be)', async () => {
    const { body } = drawnList();
    let settled = false;
    const waiting = firstRowsSettled(60_000).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    body.dataset.firstRowsSettled = '';
    await waiting;
    expect(settled).toBe(true);
  });

  it('goes on after its time at most, whatever the request does', async () => {
    drawnList();
    vi.useFakeTimers();
    try {
      const waiting = firstRowsSettled(1_000);
      // Its time, then the frame's at most.
      await vi.advanceTimersByTimeAsync(1_600);
      await waiting;
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on once the page has been painted with the rows (the next frame), not before', async () => {
    const { body } = drawnList();
    body.dataset.firstRowsSettled = '';
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let settled = false;
    const waiting = firstRowsSettled(60_000).then(() => (settled = true));
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    // Nothing but the frame (or its half-second fallback) can end the wait.
    await Promise.resolve();
    expect(settled).toBe(false);
    frames[0]?.(0);
    await waiting;
    expect(settled).toBe(true);
  });

  it('waits for no frame in a hidden tab (it paints none)', async () => {
    const { body } = drawnList();
    body.dataset.firstRowsSettled = '';
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      await firstRowsSettled(60_000);
      expect(frame).not.toHaveBeenCalled();
    } finally {
      hidden.mockRestore();
    }
  });
});
