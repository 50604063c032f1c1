// @vitest-environment happy-dom
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenPayload } from '@dapcon/contract/core';
import { EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { ApiError, configureApi } from '../client';
import { endImpersonation, IMPERSONATION_RETURN_KEY, SESSION_STORAGE_KEY, startImpersonation, useSession } from './index';

const BASE = 'http://api.test/api';
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

function stored(): Record<string, unknown> {
  return (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> }).state;
}

const go = vi.fn<(path: string) => void>();

beforeEach(async () => {
  configureApi({ baseUrl: BASE });
  sessionStorage.clear();
  go.mockReset();
  useSession.getState().setLang('ca');
  useSession.getState().signIn(await adminToken());
  useSession.getState().setLastPath('/empresas/G08953184?tab=datos_generales');
  window.history.replaceState(null, '', '/empresas/G08953184?tab=datos_generales');
});

afterEach(() => {
  useSession.getState().signOut();
  useSession.getState().setLang('es');
});

describe('startImpersonation', () => {
  it("replaces the administrator's session with the company's, keeps the language and opens the home", async () => {
    const company = await companyToken();
    const sent = api({ data: { token: company }, message: EMPRESAS_MSG.sesionComoEmpresa });
    const admin = useSession.getState().token;

    await startImpersonation('g08953184', { go });

    expect(sent).toEqual([{ method: 'GET', url: `${BASE}/admin/auth/organizacion/g08953184`, authorization: `Bearer ${admin}`, lang: 'ca' }]);
    expect(useSession.getState()).toMatchObject({ token: company, lang: 'ca', user: { usuario: 'G08953184', role: 'organizacion', suplantador: 'Montserrat Puig Ferrer' } });
    // Nothing of the administrator's session stays in the browser: neither the token nor the last page.
    expect(stored()).toEqual({ token: company, lang: 'ca', lastPath: null, lastPathOwner: null });
    expect(go).toHaveBeenCalledWith('/');
    expect(JSON.parse(sessionStorage.getItem(IMPERSONATION_RETURN_KEY) ?? 'null')).toEqual({ path: '/empresas/G08953184?tab=datos_generales', sub: '1' });
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
    api({ status: 409, message: EMPRESAS_MSG.empresaDeBajaSinSesion });
    const before = useSession.getState().token;
    const error = await startImpersonation('B12345674', { go }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: EMPRESAS_MSG.empresaDeBajaSinSesion });
    expect(useSession.getState().token).toBe(before);
    expect(go).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(IMPERSONATION_RETURN_KEY)).toBeNull();
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

  it("signs the administrator in again and takes them back to the page they left", async () => {
    await asCompany();
    const company = useSession.getState().token;
    const admin = await adminToken();
    const sent = api({ data: { token: admin }, message: EMPRESAS_MSG.sesionRecuperada });

    await endImpersonation({ go });

    expect(sent).toEqual([{ method: 'POST', url: `${BASE}/admin/auth/volver`, authorization: `Bearer ${company}`, lang: 'ca' }]);
    expect(useSession.getState()).toMatchObject({ token: admin, lang: 'ca', user: { role: 'admin_ares' } });
    expect(useSession.getState().user?.suplantador).toBeUndefined();
    expect(stored()).toEqual({ token: admin, lang: 'ca', lastPath: null, lastPathOwner: null });
    expect(go).toHaveBeenCalledWith('/empresas/G08953184?tab=datos_generales');
    expect(sessionStorage.getItem(IMPERSONATION_RETURN_KEY)).toBeNull();
  });

  it('lands on the company list when this tab does not know where the administrator was', async () => {
    await asCompany();
    sessionStorage.clear();
    api({ data: { token: await adminToken() } });
    await endImpersonation({ go });
    expect(go).toHaveBeenCalledWith('/empresas');
  });

  it("never takes another administrator to the first one's page", async () => {
    await asCompany();
    api({ data: { token: await token({ sub: '2', usuario: '38562014F', perfil: 2, modulo_app: 'administrador', nombre: 'Jordi' }) } });
    await endImpersonation({ go });
    expect(go).toHaveBeenCalledWith('/empresas');
  });

  it('leaves the session as it was when the server refuses', async () => {
    await asCompany();
    const company = useSession.getState().token;
    api({ status: 403, message: EMPRESAS_MSG.sinSuplantacion });
    await expect(endImpersonation({ go })).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().token).toBe(company);
    expect(go).not.toHaveBeenCalled();
  });
});
