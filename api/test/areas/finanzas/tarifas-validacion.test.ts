/**
 * POST /tarifas refused whole (issue 33 item 30): profile 1 must give the internal code, which the
 * contract leaves optional (profile 2 never sends one); a body missing it with other fields gets
 * 'Ingrese un código' in the same 422 as every other missing field, in the caller's language.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
const tokens = { admin: '', admin2: '' };

beforeAll(async () => {
  app = await build();
  Object.assign(tokens, await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

async function crear(token: string, payload: unknown, lang = 'es'): Promise<Record<string, string[]>> {
  const response = await app.inject({ method: 'POST', url: '/api/tarifas', headers: { ...bearer(token), 'accept-language': lang }, payload: payload as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

describe('POST /tarifas with fields missing', () => {
  it('lists every missing field at once to profile 1, the code included', async () => {
    const errors = await crear(tokens.admin, {});
    expect(errors.codigo).toEqual(['Ingrese un código']);
    expect(Object.keys(errors).sort()).toEqual(['codigo', 'codigo_contable', 'descripcion', 'estado', 'precio', 'tipo'].sort());
    expect(Object.keys(await crear(tokens.admin, { codigo: '  ' }))).toContain('codigo');
  });

  it('in Catalan too', async () => {
    expect((await crear(tokens.admin, {}, 'ca')).codigo).toEqual(['Introduïu un codi']);
  });

  it('names the code once when it is the only thing missing, and never to profile 2 (who may not send one)', async () => {
    expect(await crear(tokens.admin, { tipo: 'dapcon', descripcion: 'Registro urgente', codigo_contable: '705.2009', precio: '10', estado: 'true' })).toEqual({ codigo: ['Ingrese un código'] });
    expect(await crear(tokens.admin, { codigo: 'Con Espacios' })).not.toHaveProperty('codigo', ['Ingrese un código']);
    expect(await crear(tokens.admin2, {})).not.toHaveProperty('codigo');
  });
});
