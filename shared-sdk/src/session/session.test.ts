// @vitest-environment happy-dom
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPayload } from '@dapcon/contract/core';
import { i18n } from '../i18n';
import { getToken, keepSessionInMemory, SESSION_STORAGE_KEY, sessionUserFromToken, SessionTokenError, useSession } from './index';
import { TAB_SESSION_KEY } from './store';

const secret = new TextEncoder().encode('test-secret-at-least-32-bytes-long!!');

type Claims = Partial<Omit<TokenPayload, 'sub' | 'iat' | 'exp'>> & { sub?: string };

/** A signed token like the API's; `expiresIn` in seconds from now (negative = already expired). */
async function makeToken(claims: Claims = {}, expiresIn = 9 * 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    usuario: 'B12345674',
    perfil: 5,
    modulo_app: 'organizacion',
    nombre: 'Construcciones',
    apellidos: 'Reunidas',
    estado_pago: 'pagado',
    sid: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub ?? '42')
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(secret);
}

function stored(): { state: Record<string, unknown> } | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: Record<string, unknown> });
}

beforeEach(() => {
  useSession.getState().signOut();
  useSession.getState().setLang('es');
  useSession.setState({ lastPath: null, lastPathOwner: null, justSignedIn: false, justSignedOut: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sessionUserFromToken', () => {
  it('decodes the payload and derives role and area', async () => {
    const token = await makeToken({ modulo_app: 'administrador', perfil: 1, nombre: 'Ana' });
    const user = sessionUserFromToken(token);
    expect(user).toMatchObject({
      sub: '42',
      modulo_app: 'administrador',
      perfil: 1,
      nombre: 'Ana',
      role: 'admin_ares',
      areaKey: 'area.administracion',
    });
    expect(user.exp - user.iat).toBe(9 * 3600);
  });

  it('derives verifier from consultant profile 4', async () => {
    const user = sessionUserFromToken(await makeToken({ modulo_app: 'consultor', perfil: 4 }));
    expect(user.role).toBe('verificador');
    expect(user.areaKey).toBe('area.verificador');
  });

  it('rejects a payload that does not match the contract', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ perfil: 3, modulo_app: 'consultor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime(now + 60)
      .sign(secret);
    expect(() => sessionUserFromToken(token)).toThrow(SessionTokenError);
  });

  it('throws SessionTokenError on undecodable tokens or payloads without role data', async () => {
    expect(() => sessionUserFromToken('not-a-token')).toThrow(SessionTokenError);
    expect(() => sessionUserFromToken('')).toThrow(SessionTokenError);
    const noModule = await makeToken({ modulo_app: 'otro' as TokenPayload['modulo_app'] });
    expect(() => sessionUserFromToken(noModule)).toThrow(/modulo_app/);
  });
});

describe('useSession', () => {
  it('signIn decodes, stores and persists the token (not the user)', async () => {
    const token = await makeToken();
    const user = useSession.getState().signIn(token);
    expect(user.role).toBe('organizacion');
    expect(user.areaKey).toBe('area.empresa');
    expect(useSession.getState()).toMatchObject({ token, user: { usuario: 'B12345674', role: 'organizacion' } });
    expect(getToken()).toBe(token);
    expect(stored()?.state).toEqual({ token, lang: 'es', lastPath: null, lastPathOwner: null });
  });

  it('signIn throws on an undecodable or expired token and keeps the state', async () => {
    expect(() => useSession.getState().signIn('garbage')).toThrow(SessionTokenError);
    await expect(makeToken({}, -10).then((t) => useSession.getState().signIn(t))).rejects.toThrow(SessionTokenError);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('signs out when exp passes', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T08:00:00Z') });
    const token = await makeToken({}, 60);
    useSession.getState().signIn(token);
    vi.advanceTimersByTime(59_000);
    expect(useSession.getState().token).toBe(token);
    vi.advanceTimersByTime(1_000);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    expect(stored()?.state.token).toBeNull();
  });

  it('a new signIn replaces the expiry timer', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T08:00:00Z') });
    const first = await makeToken({}, 60);
    const second = await makeToken({ sub: '43' }, 3600);
    useSession.getState().signIn(first);
    useSession.getState().signIn(second);
    vi.advanceTimersByTime(120_000);
    expect(useSession.getState().token).toBe(second);
    vi.advanceTimersByTime(3600_000);
    expect(useSession.getState().token).toBeNull();
  });

  it('signOut clears token and user but keeps lang and lastPath, and whose it is', async () => {
    const user = useSession.getState().signIn(await makeToken());
    useSession.getState().setLang('ca');
    useSession.getState().setLastPath('/dapcon');
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, lang: 'ca', lastPath: '/dapcon', lastPathOwner: user.sub });
    expect(stored()?.state).toEqual({ token: null, lang: 'ca', lastPath: '/dapcon', lastPathOwner: user.sub });
  });

  it('keeps the kind of session in a cookie while it lasts, for the pages the server draws, and removes it with the session', async () => {
    // Removed (a browser drops it; this test DOM keeps it empty, which the API reads as no session).
    const kind = () => /(?:^|; )dapcon-sesion=([^;]*)/.exec(document.cookie)?.[1] || null;
    expect(kind()).toBeNull();
    useSession.getState().signIn(await makeToken({ modulo_app: 'administrador', perfil: 1 }));
    expect(kind()).toBe('administrador');
    useSession.getState().signIn(await makeToken());
    expect(kind()).toBe('organizacion');
    useSession.getState().signOut();
    expect(kind()).toBeNull();
    // A session kept in memory (Storybook's) is not the browser's: its kind is never written.
    const back = keepSessionInMemory();
    try {
      useSession.getState().signIn(await makeToken({ modulo_app: 'consultor', perfil: 3 }));
      expect(kind()).toBeNull();
    } finally {
      back();
    }
  });

  it('marks a sign-in until landed() and a sign-out until the next sign-in', async () => {
    expect(useSession.getState()).toMatchObject({ justSignedIn: false, justSignedOut: false });
    useSession.getState().signIn(await makeToken());
    expect(useSession.getState()).toMatchObject({ justSignedIn: true, justSignedOut: false });
    useSession.getState().landed();
    expect(useSession.getState().justSignedIn).toBe(false);
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ justSignedIn: false, justSignedOut: true });
    // Neither is kept across page loads.
    expect(stored()?.state).not.toHaveProperty('justSignedOut');
    useSession.getState().signIn(await makeToken());
    expect(useSession.getState()).toMatchObject({ justSignedIn: true, justSignedOut: false });
  });

  it('records a guest destination without an owner', () => {
    useSession.getState().setLastPath('/empresas');
    expect(useSession.getState()).toMatchObject({ lastPath: '/empresas', lastPathOwner: null });
  });

  it('getToken signs out a token whose timer did not fire (sleeping laptop)', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T08:00:00Z') });
    useSession.getState().signIn(await makeToken({}, 60));
    vi.setSystemTime(new Date('2025-05-01T09:00:00Z')); // the clock jumps; no timer ran
    expect(getToken()).toBeNull();
    expect(useSession.getState().user).toBeNull();
  });

  it('setLang changes the i18n language, and i18n changes follow into the store', async () => {
    useSession.getState().setLang('ca');
    await vi.waitFor(() => expect(i18n.language).toBe('ca'));
    expect(i18n.t('frame.cerrarSesion')).toBe('Tancar sessió');
    await i18n.changeLanguage('es');
    expect(useSession.getState().lang).toBe('es');
    // anything else falls back to Spanish
    useSession.getState().setLang('en' as 'es');
    expect(useSession.getState().lang).toBe('es');
  });
});

describe('rehydration', () => {
  function store(state: Record<string, unknown>) {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
  }

  it('restores a valid token, its user, lang and lastPath, and syncs i18n', async () => {
    const token = await makeToken({ modulo_app: 'consultor', perfil: 3 });
    store({ token, lang: 'ca', lastPath: '/banner-portada' });
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token, lang: 'ca', lastPath: '/banner-portada', user: { role: 'consultor' } });
    await vi.waitFor(() => expect(i18n.language).toBe('ca'));
  });

  it('drops an expired token (from the store and from storage) but keeps lang', async () => {
    store({ token: await makeToken({}, -1), lang: 'ca', lastPath: '/dapcon' });
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, lang: 'ca', lastPath: '/dapcon' });
    expect(stored()?.state.token).toBeNull();
  });

  it('drops an undecodable token', async () => {
    store({ token: 'x.y.z', lang: 'es', lastPath: null });
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBeNull();
    expect(stored()?.state.token).toBeNull();
  });

  it('ignores garbage in storage', async () => {
    store({ token: 12, lang: 'fr', lastPath: 5 });
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, lang: 'es', lastPath: null });
  });

  it('schedules the expiry timer for a restored token', async () => {
    vi.useFakeTimers({ now: new Date('2025-05-01T08:00:00Z') });
    store({ token: await makeToken({}, 30), lang: 'es', lastPath: null });
    await useSession.persist.rehydrate();
    expect(useSession.getState().user).not.toBeNull();
    vi.advanceTimersByTime(30_000);
    expect(useSession.getState().user).toBeNull();
  });

  it('happens when the module loads (one store at module scope)', async () => {
    const token = await makeToken({ modulo_app: 'administrador', perfil: 2 });
    store({ token, lang: 'ca', lastPath: '/empresas' });
    vi.resetModules();
    const fresh = await import('./index');
    expect(fresh.useSession.getState()).toMatchObject({ token, lang: 'ca', user: { role: 'admin_caateeb' } });
    expect(fresh.useSession).toBe((await import('./index')).useSession);
    fresh.useSession.getState().signOut();
  });

  it('follows another tab signing out', async () => {
    useSession.getState().signIn(await makeToken());
    const raw = JSON.stringify({ state: { token: null, lang: 'es', lastPath: null }, version: 1 });
    localStorage.setItem(SESSION_STORAGE_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: raw }));
    await vi.waitFor(() => expect(useSession.getState().user).toBeNull());
    // The page this tab shows was the user's: it must not become the next user's destination.
    expect(useSession.getState().justSignedOut).toBe(true);
  });
});

// A page of tools on the portal's origin (the Storybook at /storybook/) signs users of its own in.
describe('keepSessionInMemory', () => {
  it("keeps the page's session to itself: nothing read from, written to or followed in the browser's storage", async () => {
    const portal = JSON.stringify({ state: { token: await makeToken({ modulo_app: 'administrador', perfil: 1 }), lang: 'ca', lastPath: '/empresas', lastPathOwner: '42' }, version: 1 });
    const tab = JSON.stringify({ token: await makeToken({ sub: '77' }), lastPath: '/dapcon', lastPathOwner: '77' });
    localStorage.setItem(SESSION_STORAGE_KEY, portal);
    sessionStorage.setItem(TAB_SESSION_KEY, tab);
    await useSession.persist.rehydrate();
    // The administrator's session in the browser, this tab's own as a company (an impersonation).
    expect(useSession.getState().user).toMatchObject({ role: 'organizacion', sub: '77' });

    const undo = keepSessionInMemory();
    try {
      // It starts signed out: the portal's user is not this page's.
      expect(useSession.getState()).toMatchObject({ token: null, user: null, lastPath: null });
      const token = await makeToken({ modulo_app: 'consultor', perfil: 3, sub: '9' });
      useSession.getState().signIn(token);
      useSession.getState().setLang('es');
      useSession.getState().setLastPath('/consultores');
      useSession.getState().signOut();
      useSession.getState().signIn(token);
      expect(useSession.getState()).toMatchObject({ token, lang: 'es', lastPath: '/consultores', user: { role: 'consultor' } });
      // Another tab signs out: this page keeps its own session.
      const out = JSON.stringify({ state: { token: null, lang: 'ca', lastPath: null }, version: 1 });
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: out }));
      await useSession.persist.rehydrate();
      expect(useSession.getState().token).toBe(token);
      expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(portal);
      expect(sessionStorage.getItem(TAB_SESSION_KEY)).toBe(tab);
    } finally {
      undo();
    }
    // Undone: the browser's session again, and this tab's own over it.
    expect(useSession.getState()).toMatchObject({ lang: 'ca', lastPath: '/dapcon', user: { role: 'organizacion', sub: '77' } });
    sessionStorage.clear();
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ lang: 'ca', lastPath: '/empresas', user: { role: 'admin_ares' } });
    useSession.getState().signOut();
    expect(stored()?.state.token).toBeNull();
  });
});
