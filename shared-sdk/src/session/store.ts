import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { SESSION_KIND_COOKIE } from '@dapcon/contract/core';
import { DEFAULT_LANG, i18n, isLang, setLanguage, type Lang } from '../i18n';
import { isExpired, SessionTokenError, sessionUserFromToken } from './token';
import type { SessionUser } from './types';

/**
 * localStorage key of the persisted session.
 *
 * @example
 * localStorage.getItem(SESSION_STORAGE_KEY) // '{"state":{"token":…,"lang":"es","lastPath":"/"},"version":1}'
 */
export const SESSION_STORAGE_KEY = 'dapcon-session';

/**
 * The session store's state and actions.
 *
 * @example
 * const { user, signOut } = useSession();
 */
export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  lang: Lang;
  /** The last private path visited (or, for a guest, the one it was heading to when sent to sign in). */
  lastPath: string | null;
  /** Whose `lastPath` it is: the user's `sub`, or null for a guest's. Another user never lands there. */
  lastPathOwner: string | null;
  /**
   * True from `signIn` until the gate has sent the user on: the sign-in page then takes them to
   * `landingPath`. A signed-in user who opens /login any other time goes home. Not persisted.
   */
  justSignedIn: boolean;
  /**
   * True from the end of a session (here or in another tab) until a guest's next sign-in: the path
   * the user was on then is theirs, not a guest's destination. Not persisted.
   */
  justSignedOut: boolean;
  /** Decodes and stores a token; throws `SessionTokenError` if it cannot be decoded or has expired. */
  signIn(token: string): SessionUser;
  /** Clears token and user; keeps the language and the last path (and whose it is). */
  signOut(): void;
  /** Changes the interface language (and i18n's). */
  setLang(lang: Lang): void;
  /** Records a visited path for the signed-in user, or a guest's destination when nobody is signed in. */
  setLastPath(path: string): void;
  /** The gate has taken the just-signed-in user where they were heading. */
  landed(): void;
}

type Persisted = Pick<SessionState, 'token' | 'lang' | 'lastPath' | 'lastPathOwner'>;

/**
 * sessionStorage key of this tab's own session, apart from the other tabs': an administrator's session
 * as a company or consultant ('Iniciar Sesión'). It holds that session's token and last page; while it
 * is there, the tab reads and writes them here, and the browser's session (localStorage, shared by the
 * other tabs) keeps the administrator's (docs/decisions.md 'Impersonation').
 *
 * @example
 * sessionStorage.getItem(TAB_SESSION_KEY) // '{"token":"eyJ…","lastPath":"/dapcon","lastPathOwner":"77"}'
 */
export const TAB_SESSION_KEY = 'dapcon-impersonation';

type TabSession = Pick<Persisted, 'token' | 'lastPath' | 'lastPathOwner'>;

/** True while this page keeps its session to itself, in memory ({@link keepSessionInMemory}). */
let inMemory = false;

function tabStorage(): Storage | null {
  if (inMemory) return null;
  try {
    const storage = globalThis.sessionStorage;
    storage.getItem(TAB_SESSION_KEY);
    return storage;
  } catch {
    return null;
  }
}

function readTabSession(): TabSession | null {
  const raw = tabStorage()?.getItem(TAB_SESSION_KEY) ?? null;
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const fields = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { token: text(fields.token), lastPath: text(fields.lastPath), lastPathOwner: text(fields.lastPathOwner) };
  } catch {
    return { token: null, lastPath: null, lastPathOwner: null };
  }
}

/** This tab's next session is its own: the other tabs keep theirs (see {@link TAB_SESSION_KEY}). */
export function beginTabSession(): void {
  tabStorage()?.setItem(TAB_SESSION_KEY, JSON.stringify({ token: null, lastPath: null, lastPathOwner: null }));
}

/** This tab shares the browser's session again; answers whether it had one of its own. */
export function endTabSession(): boolean {
  const storage = tabStorage();
  if (storage?.getItem(TAB_SESSION_KEY) == null) return false;
  storage.removeItem(TAB_SESSION_KEY);
  return true;
}

/** What persist stores, read back (anything else is an empty state). */
function storedValue(raw: string | null): { state: Record<string, unknown>; version?: number } {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'state' in parsed && typeof parsed.state === 'object' && parsed.state !== null) {
      return parsed as { state: Record<string, unknown> };
    }
  } catch {
    // an unreadable value is no state
  }
  return { state: {} };
}

/**
 * The browser's session storage, with this tab's own session over it when the tab has one: its token
 * and last page are read from and written to sessionStorage, the language stays the browser's.
 */
function withTabSession(shared: StateStorage): StateStorage {
  const read = (name: string) => shared.getItem(name) as string | null;
  return {
    getItem(name) {
      const raw = read(name);
      const own = readTabSession();
      if (own === null) return raw;
      const stored = storedValue(raw);
      return JSON.stringify({ ...stored, state: { ...stored.state, ...own } });
    },
    setItem(name, value) {
      if (readTabSession() === null) return shared.setItem(name, value);
      const next = storedValue(value);
      const { token = null, lastPath = null, lastPathOwner = null, ...browser } = next.state;
      tabStorage()?.setItem(TAB_SESSION_KEY, JSON.stringify({ token, lastPath, lastPathOwner }));
      // The other tabs' session as it is; the language is the browser's.
      const current = storedValue(read(name));
      return shared.setItem(name, JSON.stringify({ ...next, state: { ...current.state, ...browser } }));
    },
    removeItem: (name) => shared.removeItem(name),
  };
}

// Browsers without usable localStorage (private modes, tests, SSR) keep the
// session in memory rather than failing or warning on every change.
function sessionStorageBackend(): StateStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = `${SESSION_STORAGE_KEY}:probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

function memoryStorage(): StateStorage {
  const memory = new Map<string, string>();
  return {
    getItem: (name) => memory.get(name) ?? null,
    setItem: (name, value) => void memory.set(name, value),
    removeItem: (name) => void memory.delete(name),
  };
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
// setTimeout fires at once for delays above 2^31-1 ms; re-arm in steps instead.
const MAX_TIMER_DELAY = 2_147_483_647;

function clearExpiry(): void {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
}

function scheduleExpiry(user: SessionUser, signOut: () => void): void {
  clearExpiry();
  const delay = user.exp * 1000 - Date.now();
  if (delay <= 0) {
    signOut();
    return;
  }
  expiryTimer = setTimeout(
    () => {
      expiryTimer = undefined;
      if (isExpired(user)) signOut();
      else scheduleExpiry(user, signOut);
    },
    Math.min(delay, MAX_TIMER_DELAY),
  );
}

/** A stored token, decoded, or null when it is missing, undecodable or expired. */
function restore(token: unknown): { token: string; user: SessionUser } | null {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const user = sessionUserFromToken(token);
    return isExpired(user) ? null : { token, user };
  } catch {
    return null;
  }
}

let droppedAtRehydration = false;

/**
 * The session store, created once here and shared by the shell and every
 * remote (shared-sdk is a federation singleton). Persists token, lang and
 * lastPath to localStorage under `dapcon-session` (a tab's own session, an
 * impersonation, to sessionStorage: {@link TAB_SESSION_KEY}); the user is decoded from
 * the token. A timer signs out when the token's `exp` passes; a stored token
 * that has expired or cannot be decoded is dropped when the page loads.
 *
 * @example
 * const user = useSession((s) => s.user);
 * const signIn = useSession((s) => s.signIn);
 * signIn(response.data.token);
 * // outside React:
 * useSession.getState().signOut();
 */
export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      lang: DEFAULT_LANG,
      lastPath: null,
      lastPathOwner: null,
      justSignedIn: false,
      justSignedOut: false,
      signIn(token) {
        const user = sessionUserFromToken(token);
        if (isExpired(user)) {
          throw new SessionTokenError('Token expired');
        }
        set({ token, user, justSignedIn: true, justSignedOut: false });
        scheduleExpiry(user, get().signOut);
        return user;
      },
      signOut() {
        clearExpiry();
        // The end of this tab's own session (a company's the administrator opened): the tab takes the
        // browser's session again, the administrator's, which the other tabs kept.
        if (endTabSession()) {
          void useSession.persist.rehydrate();
          return;
        }
        set((s) => ({ token: null, user: null, justSignedIn: false, justSignedOut: s.justSignedOut || s.user !== null }));
      },
      setLang(lang) {
        const next = isLang(lang) ? lang : DEFAULT_LANG;
        set({ lang: next });
        void setLanguage(next);
      },
      setLastPath(path) {
        set((s) => ({ lastPath: path, lastPathOwner: s.user?.sub ?? null }));
      },
      landed() {
        set({ justSignedIn: false });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => withTabSession(sessionStorageBackend())),
      // merge() validates whatever is stored, so any stored version is accepted.
      migrate: (persisted) => persisted,
      partialize: (s): Persisted => ({ token: s.token, lang: s.lang, lastPath: s.lastPath, lastPathOwner: s.lastPathOwner }),
      merge: (persisted, current) => {
        const stored: Record<string, unknown> = typeof persisted === 'object' && persisted !== null ? { ...persisted } : {};
        const session = restore(stored.token);
        droppedAtRehydration = stored.token !== undefined && stored.token !== null && session === null;
        return {
          ...current,
          token: session?.token ?? null,
          user: session?.user ?? null,
          lang: isLang(stored.lang) ? stored.lang : current.lang,
          lastPath: typeof stored.lastPath === 'string' ? stored.lastPath : current.lastPath,
          lastPathOwner: typeof stored.lastPathOwner === 'string' ? stored.lastPathOwner : null,
          // Another tab ended the session: the path this tab shows is that user's, not a guest's destination.
          justSignedOut: current.justSignedOut || (current.user !== null && session === null),
        };
      },
      onRehydrateStorage: () => (state) => {
        if (!state) return;
        void setLanguage(state.lang);
        if (state.user) scheduleExpiry(state.user, state.signOut);
        else clearExpiry();
        // Write the cleaned state back so the dropped token leaves storage too.
        if (droppedAtRehydration) state.signOut();
        droppedAtRehydration = false;
      },
    },
  ),
);

// Keep the store following i18n when someone switches language through
// i18n directly (setLanguage or i18n.changeLanguage).
i18n.on('languageChanged', (lng: string) => {
  if (isLang(lng) && useSession.getState().lang !== lng) useSession.setState({ lang: lng });
});

/** The session kind last written into the cookie (undefined: not yet this page). */
let kindInCookie: string | undefined;
/**
 * The kind of session this browser holds, in the contract's SESSION_KIND_COOKIE, for the pages the API
 * draws: written when it changes, until the token expires; removed without a session. Never for a
 * session kept in memory (Storybook's).
 */
function writeSessionKind(user: SessionUser | null): void {
  if (inMemory || typeof document === 'undefined') return;
  const kind = user && !isExpired(user) ? `${user.modulo_app}:${user.exp}` : '';
  if (kind === kindInCookie) return;
  kindInCookie = kind;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = user && kind
    ? `${SESSION_KIND_COOKIE}=${user.modulo_app}; Path=/; Max-Age=${Math.max(0, user.exp - Math.floor(Date.now() / 1000))}; SameSite=Lax${secure}`
    : `${SESSION_KIND_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
writeSessionKind(useSession.getState().user);
useSession.subscribe((state) => writeSessionKind(state.user));

// Another tab signed in, out or switched language: follow it, so one logout
// ends the session in every tab.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (inMemory) return;
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void useSession.persist.rehydrate();
  });
}

/**
 * Keeps this page's session to itself, in memory, from now until the returned function is called: it
 * starts signed out, signing in and out, the language and the last page are never written to
 * localStorage (`dapcon-session`) nor sessionStorage (an impersonation's tab session,
 * {@link TAB_SESSION_KEY}), and the other tabs' changes are not followed. Undoing it takes the browser's
 * session again.
 *
 * Why: a page of tools served on the portal's origin that signs in users of its own would otherwise
 * replace the portal's session in the browser, and through the `storage` event in every open tab of
 * the portal, whose next call the API refuses (signed out). The design system's Storybook, published
 * at /storybook/ (docs/deploy.md), is one: its screen stories sign a mock user in. Its preview calls
 * this before any story renders (`beforeAll`, shared-ui/.storybook/preview.tsx); the portal never does.
 *
 * @example
 * const backToTheBrowsers = keepSessionInMemory();
 * useSession.getState().signIn(mockToken); // this page only
 * backToTheBrowsers();
 */
export function keepSessionInMemory(): () => void {
  if (inMemory) return () => undefined;
  const browser = useSession.persist.getOptions().storage;
  inMemory = true;
  useSession.persist.setOptions({ storage: createJSONStorage(memoryStorage) });
  clearExpiry();
  useSession.setState({ token: null, user: null, lastPath: null, lastPathOwner: null, justSignedIn: false, justSignedOut: false });
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    clearExpiry();
    inMemory = false;
    useSession.persist.setOptions({ storage: browser });
    void useSession.persist.rehydrate();
  };
}

/**
 * The current bearer token for non-React code, or null. An expired token
 * (a timer delayed by a sleeping laptop) signs out and gives null.
 *
 * @example
 * const token = getToken();
 * if (token) headers.set('Authorization', `Bearer ${token}`);
 */
export function getToken(): string | null {
  const { token, user, signOut } = useSession.getState();
  if (token === null || user === null) return null;
  if (isExpired(user)) {
    signOut();
    return null;
  }
  return token;
}

/**
 * The current interface language for non-React code.
 *
 * @example
 * headers.set('Accept-Language', getLang());
 */
export function getLang(): Lang {
  return useSession.getState().lang;
}
