import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MSG,
  PARAMETROS_GENERALES,
  type Envelope,
  type Idioma,
  type Pais,
  type ParametrosGeneralesData,
  type Poblacion,
} from '@dapcon/contract';
import { body, build, errorBody } from '../../helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/idiomas', () => {
  it('lists the languages, Spanish (1) and Catalan (2) first, with their ECO Platform flag', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/idiomas' });
    expect(response.statusCode).toBe(200);
    const idiomas = body<Envelope<Idioma[]>>(response).data;
    expect(idiomas.slice(0, 4)).toEqual([
      { id: 1, idioma_nombre: 'Español', idioma: 'es', ecoplatform: true },
      { id: 2, idioma_nombre: 'Català', idioma: 'ca', ecoplatform: false },
      { id: 3, idioma_nombre: 'English', idioma: 'en', ecoplatform: true },
      { id: 4, idioma_nombre: 'Français', idioma: 'fr', ecoplatform: true },
    ]);
  });
});

describe('GET /api/paises', () => {
  it('lists Spain (id 1) first, then the rest in Spanish alphabetical order', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/paises' });
    expect(response.statusCode).toBe(200);
    const paises = body<Envelope<Pais[]>>(response).data;
    expect(paises[0]).toEqual({ id: 1, pais_nombre: 'España' });
    expect(paises.length).toBeGreaterThanOrEqual(30);
    const rest = paises.slice(1).map((p) => p.pais_nombre);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'es')));
    expect(rest).toContain('Portugal');
  });
});

describe('GET /api/poblacion', () => {
  it.each([
    ['08001', [{ poblacion: 'Barcelona', provincia: 'Barcelona' }]],
    ['28001', [{ poblacion: 'Madrid', provincia: 'Madrid' }]],
    ['46001', [{ poblacion: 'València', provincia: 'Valencia/València' }]],
    ['17001', [{ poblacion: 'Girona', provincia: 'Girona' }]],
    ['25001', [{ poblacion: 'Lleida', provincia: 'Lleida' }]],
    ['43001', [{ poblacion: 'Tarragona', provincia: 'Tarragona' }]],
  ])('answers 201 with the towns of %s', async (cp, towns) => {
    const response = await app.inject({ method: 'GET', url: `/api/poblacion?cp=${cp}` });
    expect(response.statusCode).toBe(201);
    expect(body<Envelope<Poblacion[]>>(response)).toEqual({ status: 'Success', message: 'OK', data: towns });
  });

  it('answers every town that shares a postal code, alphabetically', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/poblacion?cp=46012' });
    expect(response.statusCode).toBe(201);
    expect(body<Envelope<Poblacion[]>>(response).data.map((t) => t.poblacion)).toEqual(['El Saler', 'Pinedo', 'València']);
  });

  it('answers 404 for a well-formed code with no towns', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/poblacion?cp=99999' });
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.sinResultados });
  });

  it.each(['0800', '080011', 'ABCDE', ''])('answers 422 for cp "%s"', async (cp) => {
    const response = await app.inject({ method: 'GET', url: `/api/poblacion?cp=${cp}` });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({
      status: 'Error',
      message: MSG.datosInvalidos,
      errors: { cp: ['El código postal debe tener 5 dígitos.'] },
    });
  });

  it('answers 422 without cp', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/poblacion' });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({ cp: ['El código postal es obligatorio.'] });
  });
});

describe('POST /api/parametros_generales', () => {
  async function ask(payload: unknown) {
    return app.inject({ method: 'POST', url: '/api/parametros_generales', payload: payload as object });
  }

  it('answers the lists the company form asks for, in Spanish', async () => {
    const response = await ask(
      ['empresa_convenios', 'tipo_empresa', 'tamanio_asociacion', 'tamanio_empresa'].map((param) => ({
        param,
        locale: 1,
        active: true,
      })),
    );
    expect(response.statusCode).toBe(200);
    const data = body<Envelope<ParametrosGeneralesData>>(response).data;
    expect(Object.keys(data).sort()).toEqual(['empresa_convenios', 'tamanio_asociacion', 'tamanio_empresa', 'tipo_empresa']);
    expect(data.tipo_empresa).toEqual([
      { param_id: 'empresa', pt_texto: 'Empresa' },
      { param_id: 'asociacion', pt_texto: 'Asociación' },
    ]);
    expect(data.tamanio_empresa?.map((o) => o.param_id)).toEqual(['ge_250', 'emp_50_250', 'pme_50']);
    expect(data.tamanio_asociacion?.map((o) => o.param_id)).toEqual(['socios_5', 'socios_superior_5']);
    expect(data.empresa_convenios?.length).toBeGreaterThan(0);
  });

  it('answers every list of the contract, with Catalan texts for locale 2', async () => {
    const response = await ask(PARAMETROS_GENERALES.map((param) => ({ param, locale: 2 })));
    expect(response.statusCode).toBe(200);
    const data = body<Envelope<ParametrosGeneralesData>>(response).data;
    for (const param of PARAMETROS_GENERALES) expect(data[param]?.length, param).toBeGreaterThan(0);
    expect(data.tipo_empresa?.[1]).toEqual({ param_id: 'asociacion', pt_texto: 'Associació' });
    expect(data.tipo_comision?.map((o) => o.param_id)).toEqual([
      'comision_alta_empresa',
      'comision_renovacion_empresa',
      'comision_alta_dapcon',
      'comision_renovacion_dapcon',
    ]);
  });

  it('falls back to Spanish for a language without texts', async () => {
    const response = await ask([{ param: 'tipo_empresa', locale: 3 }]);
    expect(body<Envelope<ParametrosGeneralesData>>(response).data.tipo_empresa?.[1]?.pt_texto).toBe('Asociación');
  });

  it('answers 422 naming the bad item for an unknown parameter', async () => {
    const response = await ask([{ param: 'tipo_empresa' }, { param: 'no_existe' }]);
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toEqual({
      status: 'Error',
      message: MSG.datosInvalidos,
      errors: { '1.param': ['El parámetro no existe.'] },
    });
  });

  it.each([[[]], [{}], [null]])('answers 422 for a body that is not a list of parameters (%j)', async (payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/parametros_generales',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(422);
    expect(errorBody(response).errors).toEqual({ body: ['La lista de parámetros es obligatoria.'] });
  });
});
