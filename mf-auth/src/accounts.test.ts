// The SDK's client on mf-auth's multipart and password endpoints (moved from shared-sdk, which names no
// area's contract: issue 34, item 2).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import {
  AUTH_MSG,
  cambiarPassword,
  registroConsultor,
  registroOrganizacion,
  registroOrganizacionDocumentos,
  reiniciarPassword,
  restablecerPassword,
} from '@dapcon/contract/auth';
import { ApiError, call, configureApi, onApiError, useSession } from '@dapcon/shared-sdk';

const BASE = 'http://api.test/api';

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  text: string;
}

function mockFetch(status = 200, data: unknown = null): Sent[] {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push({ method: input.method, url: input.url, contentType: input.headers.get('Content-Type'), text: await input.clone().text() });
      return new Response(JSON.stringify({ status: 'Success', message: 'ok', data }), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

const company = {
  usuario: 'B12345674',
  es_persona: false,
  org_nombre: 'Áridos, S.L.',
  org_direccion: 'Carrer Nou, 1',
  org_codigo_postal: '08001',
  org_poblacion: 'Barcelona',
  org_provincia: 'Barcelona',
  org_pais: 1,
  email: 'info@aridos.example',
  org_telefono: '930000000',
  org_persona_contacto_nombre: 'Ana',
  org_persona_contacto_cargo: 'Gerente',
  org_persona_contacto_telefono: '600000000',
  org_persona_contacto_email: 'ana@aridos.example',
  org_contacto_facturacion_nombre: 'Pau',
  org_contacto_facturacion_email: 'pau@aridos.example',
  org_contacto_facturacion_telefono: '600000001',
  password: 'Clave-Segura-1',
  password_confirmation: 'Clave-Segura-1',
  org_manif_veracidad_datos: true,
  org_manif_terminos_condiciones: true,
  org_manif_prot_datos_pers: true,
  org_tipo: 'empresa',
  org_tamanio: 'pme_50',
};

let errors: ApiError[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  configureApi({ baseUrl: BASE });
  useSession.getState().signOut();
  errors = [];
  off = onApiError((e) => errors.push(e));
});
afterEach(() => off());

describe('multipart registration calls', () => {
  it('registroOrganizacion sends the form as multipart, logo included, and answers token_docs', async () => {
    const calls = mockFetch(201, { token_docs: 'tok', org_cif: 'B12345674' });
    const res = await call(registroOrganizacion, { body: { ...company, logo: new File([PNG], 'logo.png', { type: 'image/png' }) } });
    expect(res.data).toEqual({ token_docs: 'tok', org_cif: 'B12345674' });
    const [sent] = calls;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`${BASE}${registroOrganizacion.path}`);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.text).toContain('name="org_manif_terminos_condiciones"\r\n\r\n1\r\n');
    expect(sent?.text).toContain('name="org_pais"\r\n\r\n1\r\n');
    expect(sent?.text).toContain('name="logo"; filename="logo.png"');
  });

  it('checks the form before sending: field errors as a 422 ApiError, no request', async () => {
    const calls = mockFetch();
    const e = await rejection(
      call(registroOrganizacion, { body: { ...company, org_codigo_postal: '', org_manif_prot_datos_pers: false, logo: new File([PDF], 'logo.png', { type: 'application/pdf' }) } }),
    );
    expect(calls).toHaveLength(0);
    expect(e.status).toBe(422);
    expect(e.fieldError('org_codigo_postal')).toBe(MSG.codigoPostalObligatorio);
    expect(e.fieldError('org_manif_prot_datos_pers')).toBe(AUTH_MSG.aceptarProteccionDatos);
    expect(e.fieldError('logo')).toBe(MSG.logoTipoNoValido);
    expect(errors).toEqual([e]);
  });

  it('registroOrganizacionDocumentos sends the document with its token', async () => {
    const calls = mockFetch(201, { org_cif: 'B12345674', type: 'emacs' });
    await call(registroOrganizacionDocumentos, {
      body: { documento: new File([PDF], 'emas.pdf', { type: 'application/pdf' }), org_cif: 'B12345674', token_docs: 'tok', type: 'emacs' },
    });
    expect(calls[0]?.url).toBe(`${BASE}/auth/registroOrganizacion/documentos`);
    expect(calls[0]?.contentType).toMatch(/^multipart\/form-data/);
    expect(calls[0]?.text).toContain('filename="emas.pdf"');

    const e = await rejection(call(registroOrganizacionDocumentos, { body: { org_cif: 'B12345674', token_docs: 'tok', type: 'iso14001' } }));
    expect(e.fieldError('documento')).toBe(AUTH_MSG.documentoAcreditativoObligatorio);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'iso.pdf', { type: 'application/pdf' });
    const tooBig = await rejection(call(registroOrganizacionDocumentos, { body: { documento: big, org_cif: 'B12345674', token_docs: 'tok', type: 'iso14001' } }));
    expect(tooBig.fieldError('documento')).toBe(MSG.documentoDemasiadoGrande);
    expect(calls).toHaveLength(1);
  });

  it('registroConsultor sends multipart, logo optional', async () => {
    const calls = mockFetch(201, { consultor_nif: '12345678Z' });
    const consultant = {
      usuario: '12345678Z',
      email: 'carla@acv.example',
      password: 'Clave-Segura-1',
      password_confirmation: 'Clave-Segura-1',
      consultor_nombre: 'Carla',
      consultor_apellidos: 'Ferrer',
      consultor_movil: '600000000',
      consultor_manif_prot_datos_pers: true,
      consultor_direccion: 'Rue de Rivoli, 1',
      consultor_pais: 6,
    };
    const res = await call(registroConsultor, { body: consultant });
    expect(res.data.consultor_nif).toBe('12345678Z');
    expect(calls[0]?.url).toBe(`${BASE}/auth/registroConsultor`);
    expect(calls[0]?.contentType).toMatch(/^multipart\/form-data/);

    const e = await rejection(call(registroConsultor, { body: { ...consultant, usuario: 'B12345674', password_confirmation: 'otra' } }));
    expect(e.errors).toMatchObject({ usuario: [MSG.nifPersonaNoValido], password_confirmation: [MSG.passwordsNoCoinciden] });
    expect(calls).toHaveLength(1);
  });
});

describe('password calls', () => {
  it('reiniciarPassword sends the module and its identifier as JSON', async () => {
    const calls = mockFetch(200, null);
    await call(reiniciarPassword, { body: { modulo_app: 'consultor', consultor_nif: ' 12345678Z ' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/auth/reiniciarPassword` });
    expect(calls[0]?.contentType).toContain('application/json');
    expect(JSON.parse(calls[0]?.text ?? '')).toEqual({ modulo_app: 'consultor', consultor_nif: '12345678Z' });

    const e = await rejection(call(reiniciarPassword, { body: { modulo_app: 'organizacion', org_cif: '' } }));
    expect(e.fieldError('org_cif')).toBe(AUTH_MSG.usuarioObligatorio);
    expect(calls).toHaveLength(1);
  });

  it('restablecerPassword sends token and the new password', async () => {
    const calls = mockFetch(200, null);
    await call(restablecerPassword, { body: { token: 'abc', password: 'Clave-Nueva-1', password_confirmation: 'Clave-Nueva-1' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${BASE}/auth/restablecerPassword` });
    expect(JSON.parse(calls[0]?.text ?? '')).toEqual({ token: 'abc', password: 'Clave-Nueva-1', password_confirmation: 'Clave-Nueva-1' });
    const e = await rejection(call(restablecerPassword, { body: { token: 'abc', password: 'corta', password_confirmation: 'corta' } }));
    expect(e.fieldError('password')).toBe(MSG.passwordMinima);
  });

  it('cambiarPassword sends a PATCH with the three fields', async () => {
    const calls = mockFetch(200, null);
    await call(cambiarPassword, { body: { old_password: 'Vieja-Clave-1', new_password: 'Clave-Nueva-1', new_password_confirmation: 'Clave-Nueva-1' } });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${BASE}/usuarios/cambiarPassword` });
    expect(JSON.parse(calls[0]?.text ?? '')).toEqual({ old_password: 'Vieja-Clave-1', new_password: 'Clave-Nueva-1', new_password_confirmation: 'Clave-Nueva-1' });

    const e = await rejection(call(cambiarPassword, { body: { old_password: '', new_password: '', new_password_confirmation: '' } }));
    expect(e.errors).toMatchObject({
      old_password: ['La contraseña antigua es obligatoria.'],
      new_password: ['La contraseña nueva es obligatoria.', MSG.passwordMinima],
      new_password_confirmation: ['La contraseña nueva es obligatoria.'],
    });
  });
});
