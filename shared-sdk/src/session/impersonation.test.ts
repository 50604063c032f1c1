// @vitest-environment happy-dom
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPayload } from '@dapcon/contract/core';
import { ApiError, configureApi } from '../client';
import { useAreas } from '../permissions';
import { endImpersonation, SESSION_STORAGE_KEY, startImpersonation, useSession } from './index';
import { TAB_SESSION_KEY } from './store';

const BASE = 'http://api.test/api';

/** The API's answers (their texts are mf-empresas's catalogue, which the SDK does not read). */
const ANSWERS = {
  sesionComoEmpresa: 'Sesión iniciada como la empresa.',
  empresaDeBajaSinSesion: 'La empresa está dada de baja: no se puede iniciar sesión como ella.',
  sesionRecuperada: 'Ha vuelto a su sesión.',
  sinSuplantacion: 'Esta sesión no se inició desde la administración.',
};
const secret = new TextEncoder().encode('test-secret-at-least-32-bytes-long!!');

type Claims = Partial<Omit<TokenPayload, 'iat' | 'exp'>>;

async function token(claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ estado_pago: null, apellidos: '', sid: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + 9 * 3600)
    .sign(secret);
}

const adminToken = () => token({ sub: '1', usuario: '46127839M', perfil: 1, modulo_app: 'administrador', nombre: 'Montserrat', apellidos: 'Puig Ferrer' });
const companyToken = () =>
  token({ sub: '77', usuario: 'G08953184', perfil: 5, modulo_app: 'organizacion', nombre: 'Morteros de Cataluña', estado_pago: 'pagado', suplantador: 'Montserrat Puig Ferrer' });

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  lang: string | null;
}

/** The API answers each request with the next of `answers` (status, data or message). */
function api(...answers: Array<{ status?: number; data?: unknown; message?: string }>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization'), lang: request.headers.get('Accept-Language') });
      const { status = 200, data = null, message = '' } = answers.shift() ?? { status: 500 };
      const body = status < 400 ? { status: 'Success', message, data } : { status: 'Error', message };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

/** The browser's session, shared by every tab (localStorage). */
function stored(): Record<string, unknown> {
  return (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> }).state;
}

/** This tab's own session (sessionStorage), or null. */
function tabStored(): Record<string, unknown> | null {
  return JSON.parse(sessionStorage.getItem(TAB_SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
}

/**
 * What another tab of the browser sees: the same localStorage, a sessionStorage of its own (empty).
 * Answers its session's token, then gives this tab its sessionStorage back.
 */
async function otherTabToken(): Promise<string | null> {
  const mine = sessionStorage.getItem(TAB_SESSION_KEY);
  sessionStorage.removeItem(TAB_SESSION_KEY);
  await useSession.persist.rehydrate();
  const token = useSession.getState().token;
  if (mine !== null) sessionStorage.setItem(TAB_SESSION_KEY, mine);
  await useSession.persist.rehydrate();
  return token;
}

const go = vi.fn<(path: string) => void>();


// The administrators' screens the way back may land on, as their areas declare them.
const ADMIN = { modulos: ['administrador'] } as const;
const screen = (path: string) => ({ path, access: ADMIN, title: { es: path, ca: path } });
beforeEach(() => {
  useAreas.getState().setAreas({
    mf_home: { name: { es: 'el inicio', ca: "l'inici" }, screens: [{ path: '/', access: 'user', title: { es: 'Inicio', ca: 'Inici' } }], menu: [] },
    mf_empresas: { name: { es: 'empresas', ca: 'empreses' }, screens: [screen('/empresas')], menu: [] },
    mf_consultores: { name: { es: 'consultores', ca: 'consultors' }, screens: [screen('/consultores')], menu: [] },
  });
});

beforeEach(async () => {
  configureApi({ baseUrl: BASE });
  sessionStorage.clear();
  localStorage.clear();
  go.mockReset();
  useSession.getState().setLang('ca');
  useSession.getState().signIn(await adminToken());
  useSession.getState().setLastPath('/empresas/G08953184?tab=datos_generales');
  window.history.replaceState(null, '', '/empresas/G08953184?tab=datos_generales');
});

afterEach(() => {
  sessionStorage.clear();
  useSession.getState().signOut();
  useSession.getState().setLang('es');
});

describe('startImpersonation', () => {
  it("makes this tab the company's, keeps the language and opens the home; the other tabs keep the administrator's session (issue 33, item 22)", async () => {
    const company = await companyToken();
    const sent = api({ data: { token: company }, message: ANSWERS.sesionComoEmpresa });
    const admin = useSession.getState().token;

    await startImpersonation('g08953184', { go });

    expect(sent).toEqual([{ method: 'GET', url: `${BASE}/admin/auth/organizacion/g08953184`, authorization: `Bearer ${admin}`, lang: 'ca' }]);
    expect(useSession.getState()).toMatchObject({ token: company, lang: 'ca', user: { usuario: 'G08953184', role: 'organizacion', suplantador: 'Montserrat Puig Ferrer' } });
    expect(go).toHaveBeenCalledWith('/');
    // The company's session is this tab's; the browser's, which the other tabs read, is still the administrator's.
    expect(tabStored()).toEqual({ token: company, lastPath: null, lastPathOwner: null });
    expect(stored()).toMatchObject({ token: admin, lang: 'ca' });
    expect(await otherTabToken()).toBe(admin);
    expect(useSession.getState().token).toBe(company);
    // This tab's pages and a reload stay the company's; a change of language is every tab's.
    useSession.getState().setLastPath('/dapcon');
    expect(tabStored()).toEqual({ token: company, lastPath: '/dapcon', lastPathOwner: '77' });
    expect(stored()).toMatchObject({ token: admin, lastPath: '/empresas/G08953184?tab=datos_generales', lastPathOwner: '1' });
    useSession.getState().setLang('es');
    expect(stored()).toMatchObject({ token: admin, lang: 'es' });
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: company, lang: 'es', lastPath: '/dapcon' });
  });

  it("opens a consultant's session from its NIF with as: 'consultor'", async () => {
    const consultant = await token({ sub: '9', usuario: '47815236F', perfil: 3, modulo_app: 'consultor', nombre: 'Laura', suplantador: 'Montserrat Puig Ferrer' });
    const sent = api({ data: { token: consultant } });
    await startImpersonation('47815236F', { go, as: 'consultor' });
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${BASE}/admin/auth/consultor/47815236F`]);
    expect(useSession.getState().user).toMatchObject({ usuario: '47815236F', role: 'consultor', suplantador: 'Montserrat Puig Ferrer' });
    expect(go).toHaveBeenCalledWith('/');
  });

  it('leaves the session as it was when the server refuses', async () => {
    api({ status: 409, message: ANSWERS.empresaDeBajaSinSesion });
    const before = useSession.getState().token;
    const error = await startImpersonation('B12345674', { go }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: ANSWERS.empresaDeBajaSinSesion });
    expect(useSession.getState().token).toBe(before);
    expect(go).not.toHaveBeenCalled();
    expect(tabStored()).toBeNull();
  });

  it('loads the home page by default', async () => {
    api({ data: { token: await companyToken() } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/empresas/G08953184', search: '', assign });
    await startImpersonation('G08953184');
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('endImpersonation', () => {
  async function asCompany() {
    api({ data: { token: await companyToken() } });
    await startImpersonation('G08953184', { go });
    go.mockReset();
  }

  it("signs the administrator in again in every tab and takes them to the company's page (issue 33, items 16 and 22)", async () => {
    await asCompany();
    const company = useSession.getState().token;
    const admin = await adminToken();
    const sent = api({ data: { token: admin }, message: ANSWERS.sesionRecuperada });

    await endImpersonation({ go });

    expect(sent).toEqual([{ method: 'POST', url: `${BASE}/admin/auth/volver`, authorization: `Bearer ${company}`, lang: 'ca' }]);
    expect(useSession.getState()).toMatchObject({ token: admin, lang: 'ca', user: { role: 'admin_ares' } });
    expect(useSession.getState().user?.suplantador).toBeUndefined();
    // The new session replaces the one the server ended, for the other tabs too; this tab has none of its own.
    expect(stored()).toEqual({ token: admin, lang: 'ca', lastPath: null, lastPathOwner: null });
    expect(tabStored()).toBeNull();
    expect(await otherTabToken()).toBe(admin);
    expect(go).toHaveBeenCalledWith('/empresas/G08953184');
  });

  it("takes them to the consultant's page from a consultant's session", async () => {
    api({ data: { token: await token({ sub: '9', usuario: '47815236F', perfil: 3, modulo_app: 'consultor', nombre: 'Laura', suplantador: 'Montserrat Puig Ferrer' }) } });
    await startImpersonation('47815236F', { go, as: 'consultor' });
    api({ data: { token: await adminToken() } });
    await endImpersonation({ go });
    expect(go).toHaveBeenLastCalledWith('/consultores/47815236F');
  });

  it('leaves the session as it was when the server refuses', async () => {
    await asCompany();
    const company = useSession.getState().token;
    api({ status: 403, message: ANSWERS.sinSuplantacion });
    await expect(endImpersonation({ go })).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().token).toBe(company);
    expect(tabStored()).toMatchObject({ token: company });
    expect(go).not.toHaveBeenCalled();
  });
});

describe("the end of a tab's session as a company", () => {
  it("gives the tab back the administrator's session the other tabs kept", async () => {
    const admin = useSession.getState().token;
    api({ data: { token: await companyToken() } });
    await startImpersonation('G08953184', { go });
    useSession.getState().signOut();
    expect(useSession.getState()).toMatchObject({ token: admin, user: { role: 'admin_ares' } });
    expect(tabStored()).toBeNull();
    expect(stored()).toMatchObject({ token: admin });
  });
});
