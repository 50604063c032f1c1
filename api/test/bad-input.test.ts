import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CORE_MESSAGES, MSG } from '@dapcon/contract';
import { build, errorBody } from './helper';

// Malformed requests a probe sent that answered 500: each is a 4xx in the contract's shape now.
let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

/** A refusal in the contract's shape: status 'Error', a message, field errors as lists of texts. */
function expectRefusal(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body).toBe(status);
  const answer = errorBody(response);
  expect(answer.status).toBe('Error');
  expect(typeof answer.message).toBe('string');
  expect(answer.message).not.toMatch(/[A-Za-z]+Error|FST_|busboy|boundary|Unsupported|Multipart/i);
  if (answer.errors !== undefined) {
    for (const texts of Object.values(answer.errors)) expect(texts.every((t) => typeof t === 'string')).toBe(true);
  }
}

const REGISTRATION_ROUTES = ['/api/auth/registroOrganizacion', '/api/auth/registroOrganizacion/documentos', '/api/auth/registroConsultor'];

describe('bad input', () => {
  it('refuses a NUL character in any text under its field (PostgreSQL refuses it in text)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'a\u0000b', password: 'x', modulo_app: 'consultor' },
    });
    expectRefusal(login, 422);
    expect(errorBody(login).errors).toEqual({ usuario: [MSG.caracteresNoValidos] });

    const recovery = await app.inject({
      method: 'POST',
      url: '/api/auth/reiniciarPassword',
      payload: { modulo_app: 'consultor', consultor_nif: '1234\u00005678Z' },
    });
    expectRefusal(recovery, 422);

    const town = await app.inject({ method: 'GET', url: '/api/poblacion?cp=0800%00' });
    expectRefusal(town, 422);

    const lists = await app.inject({ method: 'POST', url: '/api/parametros_generales', payload: [{ param: 'tipo_empresa\u0000' }] });
    expectRefusal(lists, 422);
  });

  it('says so in Catalan too', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'ca' },
      payload: { usuario: 'a\u0000b', password: 'x', modulo_app: 'consultor' },
    });
    expect(errorBody(login).errors).toEqual({ usuario: [CORE_MESSAGES.caracteresNoValidos.ca] });
  });

  it.each([2147483648, 1e308, -1, 0, 1.5])('refuses locale %s in /parametros_generales', async (locale) => {
    const response = await app.inject({ method: 'POST', url: '/api/parametros_generales', payload: [{ param: 'tipo_empresa', locale }] });
    expectRefusal(response, 422);
    expect(errorBody(response).errors).toEqual({ '0.locale': [MSG.valorNoValido] });
  });

  it.each(['2147483648', '99999999999999999999', '1e308'])('refuses country %s at registration under the field', async (pais) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/registroConsultor', payload: { consultor_pais: pais } });
    expectRefusal(response, 422);
    expect(errorBody(response).errors?.consultor_pais).toEqual([MSG.paisNoValido]);
    const company = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: { org_pais: pais } });
    expect(errorBody(company).errors?.org_pais).toEqual([MSG.paisNoValido]);
  });

  it('refuses a password of spaces only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/registroConsultor',
      payload: { password: '        ', password_confirmation: '        ' },
    });
    expectRefusal(response, 422);
    expect(errorBody(response).errors?.password).toEqual([MSG.passwordEnBlanco]);
  });

  it.each([
    ['a parameter over 100 characters', `/api/usuarios-admin/${'1'.repeat(101)}/show`, 414],
    ['a token as a parameter', '/api/usuarios-admin/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoiYWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXoifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg/show', 414],
    ['a malformed escape', '/api/usuarios-admin/%E0%A4%A/show', 400],
  ])('a path the router cannot read (%s) is refused in the contract shape, without echoing it', async (_name, url, status) => {
    const response = await app.inject({ method: 'GET', url });
    expectRefusal(response, status);
    expect(errorBody(response).message).toBe(MSG.solicitudNoValida);
    expect(response.body).not.toContain('usuarios-admin');
  });

  describe('malformed multipart', () => {
    const bodies: Array<[string, string, string]> = [
      ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="usuario"\r\n\r\nB1\r\n--x--\r\n'],
      ['a wrong boundary', 'multipart/form-data; boundary=y', '--x\r\nContent-Disposition: form-data; name="usuario"\r\n\r\nB1\r\n--x--\r\n'],
      ['a truncated body', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="usuario"\r\n\r\nB1'],
      ['LF line endings', 'multipart/form-data; boundary=x', '--x\nContent-Disposition: form-data; name="usuario"\n\nB1\n--x--\n'],
      ['a truncated file', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
      ['an empty body', 'multipart/form-data; boundary=x', ''],
    ];
    for (const url of REGISTRATION_ROUTES) {
      it.each(bodies)(`${url} with %s answers a 4xx in the contract's shape`, async (_name, type, payload) => {
        const response = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expectRefusal(response, response.statusCode);
      });
    }

    it.each(['/api/auth/login', '/api/auth/reiniciarPassword', '/api/parametros_generales', '/api/auth/restablecerPassword'])(
      'a JSON route sent multipart/form-data answers a 4xx in the contract\'s shape (%s)',
      async (url) => {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x\r\nContent-Disposition: form-data; name="usuario"\r\n\r\nB1\r\n--x--\r\n',
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expectRefusal(response, response.statusCode);
      },
    );
  });
});
