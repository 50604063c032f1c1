import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
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
    const memory = new Map<string, string>();
    return {
      getItem: (name) => memory.get(name) ?? null,
      setItem: (name, value) => void memory.set(name, value),
      removeItem: (name) => void memory.delete(name),
    };
  }
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
 * lastPath to localStorage under `dapcon-session`; the user is decoded from
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
      storage: createJSONStorage(sessionStorageBackend),
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

// Another tab signed in, out or switched language: follow it, so one logout
// ends the session in every tab.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) void useSession.persist.rehydrate();
  });
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
