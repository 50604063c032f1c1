import { HttpHandler } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ENDPOINTS,
  AUTH_MSG,
  CONSULTORES_MESSAGES,
  consultorPorNif,
  datePrefixedName,
  idiomas,
  login,
  me,
  organizaciones,
  paises,
  poblacion,
  registroConsultor,
  resolvePath,
  verificadores,
  type EmpresaListItem,
} from '@dapcon/contract';
import { MOCK_EMPRESAS, MOCK_EMPRESAS_COUNT, mockAnswer, mockData, mockEndpoint, mockRequests, resetMocks } from './index';
import { mockApi, mockServer } from './node';

const BASE = 'http://portal.test/api';
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mockServer.resetHandlers();
  resetMocks();
});
afterAll(() => mockServer.close());

function send(path: string, init: RequestInit & { json?: unknown; lang?: string } = {}) {
  const { json, lang = 'es', ...rest } = init;
  return fetch(`${BASE}${path}`, {
    ...rest,
    headers: { 'Accept-Language': lang, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
}

/** A consultant's registration as the form sends it (multipart: every value a string). */
const CONSULTANT = {
  email: 'laura@acv.example',
  password: 'Clave-Segura-1',
  password_confirmation: 'Clave-Segura-1',
  consultor_nombre: 'Laura',
  consultor_apellidos: 'Martínez Soler',
  consultor_movil: '600000000',
  consultor_manif_prot_datos_pers: '1',
  consultor_direccion: 'Rue de Rivoli, 1',
  consultor_pais: '2',
};

describe('the mock API', () => {
  it('has a default answer for every endpoint of the contract', () => {
    const handled = mockServer
      .listHandlers()
      .filter((handler) => handler instanceof HttpHandler)
      .map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    for (const endpoint of ALL_ENDPOINTS) expect(handled, endpoint.id).toContain(`${endpoint.method} */api${endpoint.path}`);
  });

  it('answers in the envelope, in the language asked for, with the endpoint’s success status', async () => {
    const es = await send(resolvePath(paises.path));
    expect(await es.json()).toMatchObject({ status: 'Success', data: expect.arrayContaining([{ id: 1, pais_nombre: 'España' }]) });
    const ca = await send(resolvePath(paises.path), { lang: 'ca' });
    expect(await ca.json()).toMatchObject({ data: expect.arrayContaining([{ id: 1, pais_nombre: 'Espanya' }]) });
    const towns = await send(`${poblacion.path}?cp=08001`);
    expect(towns.status).toBe(201);
  });

  it('checks requests with the contract’s schemas, as the API does: a 422 with its messages, in the caller’s language', async () => {
    const refused = await send(login.path, { method: 'POST', json: { usuario: '', password: '', modulo_app: 'organizacion' }, lang: 'ca' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ status: 'Error', errors: { usuario: ['El document és obligatori.'], password: ['La contrasenya és obligatòria.'] } });
  });

  it('signs the fixture accounts in whatever the password (which one signs in is the API’s), and knows who is asking', async () => {
    const unknown = await send(login.path, { method: 'POST', json: { usuario: 'B12345674', password: 'x', modulo_app: 'organizacion' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: AUTH_MSG.credencialesIncorrectas });
    const signedIn = await send(login.path, { method: 'POST', json: { usuario: 'a08612343', password: 'any', modulo_app: 'organizacion' } });
    const { data } = (await signedIn.json()) as { data: { token: string } };
    const who = await send(me.path, { headers: { Authorization: `Bearer ${data.token}` } });
    expect(await who.json()).toMatchObject({ data: { usuario: 'A08612343', modulo_app: 'organizacion', perfil: 5 } });
    expect((await send(me.path)).status).toBe(401);
  });

  it('answers a registration the contract takes with a success, even for a fixture account’s NIF (the 422 for a taken one is the API’s)', async () => {
    const form = new FormData();
    form.set('usuario', '47815236F');
    const refused = await send(registroConsultor.path, { method: 'POST', body: form });
    expect(refused.status).toBe(422);
    const errors = ((await refused.json()) as { errors: Record<string, string[]> }).errors;
    expect(errors.usuario).toBeUndefined();
    expect(errors.email).toBeDefined();
    for (const [field, value] of Object.entries(CONSULTANT)) form.set(field, value);
    const answer = await send(registroConsultor.path, { method: 'POST', body: form });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ status: 'Success', message: AUTH_MSG.registroCorrecto, data: { consultor_nif: '47815236F' } });
  });

  it('takes a test’s own answers and logs what it received', async () => {
    mockApi(idiomas, () => mockAnswer([], { message: 'vacío' }));
    expect(await (await send(idiomas.path)).json()).toEqual({ status: 'Success', message: 'vacío', data: [] });
    expect(mockRequests().map((r) => r.endpoint)).toEqual(['GET /idiomas']);
    mockServer.use(mockEndpoint(idiomas, () => [{ id: 9, idioma_nombre: 'Deutsch', idioma: 'de', ecoplatform: false }]));
    expect(((await (await send(idiomas.path)).json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});

describe('the mock company list (GET /organizaciones)', () => {
  type Page = { data: EmpresaListItem[]; total: number; per_page: number; current_page: number };
  const list = async (query: string, lang = 'es') => {
    const answer = await send(`${organizaciones.path}?${query}`, { lang });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: Page }).data;
  };

  it('holds companies that cover every filter, with valid CIFs', () => {
    expect(MOCK_EMPRESAS).toHaveLength(MOCK_EMPRESAS_COUNT);
    expect(new Set(MOCK_EMPRESAS.map((e) => e.org_cif)).size).toBe(MOCK_EMPRESAS_COUNT);
    expect(MOCK_EMPRESAS.some((e) => e.org_fecha_baja !== null)).toBe(true);
    expect(MOCK_EMPRESAS.some((e) => e.org_convenio !== null)).toBe(true);
    expect(MOCK_EMPRESAS.some((e) => e.integracion_api)).toBe(true);
    expect(MOCK_EMPRESAS.some((e) => e.estado_pago === 'pendiente')).toBe(true);
    expect(MOCK_EMPRESAS.some((e) => e.tipo_comision !== null)).toBe(true);
  });

  // What a filter or a sort selects is the API's (mf-empresas's EmpresasList.api.test.tsx).
  it('answers its companies as they are, 20 a page with the total, whatever the filters and sort', async () => {
    const first = await list('filter_name=zzzz&order_by=org_cif+desc');
    expect(first).toMatchObject({ total: MOCK_EMPRESAS_COUNT, per_page: 20, current_page: 1 });
    expect(first.data.map((r) => r.org_cif)).toEqual(MOCK_EMPRESAS.slice(0, 20).map((e) => e.org_cif));
    const last = await list('page=3');
    expect(last).toMatchObject({ total: MOCK_EMPRESAS_COUNT, current_page: 3 });
    expect(last.data.map((r) => r.org_cif)).toEqual(MOCK_EMPRESAS.slice(40).map((e) => e.org_cif));

    // Its agreement named in the caller's language.
    const conveniada = (await list('', 'ca')).data.find((r) => r.org_convenio !== null);
    expect(conveniada?.convenio_nombre).toContain(' – ');

    mockData.empresas = [];
    expect(await list('')).toEqual({ data: [], total: 0, per_page: 20, current_page: 1 });
  });

  it('refuses a sort outside the allow-list, as the API does', async () => {
    const refused = await send(`${organizaciones.path}?order_by=org_telefono+asc`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { order_by: ['No se puede ordenar por ese campo.'] } });
  });

  it('streams the list as a stand-in of its Excel file, with its name and row count', async () => {
    const answer = await send(`${organizaciones.path}?estado_id=todos&to_excel=true`);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${datePrefixedName('Empresas.xlsx')}"`);
    expect(answer.headers.get('x-total-count')).toBe(String(MOCK_EMPRESAS_COUNT));
    expect(answer.headers.get('content-length')).toBeNull();
    // A stand-in body (mocks/src/xlsx.ts): the rows as text; the real file is the API's.
    const lines = (await answer.text()).split('\n');
    expect(lines[0]).toBe('Empresas');
    expect(lines).toHaveLength(MOCK_EMPRESAS_COUNT + 2);
    expect(lines).toContainEqual(expect.stringContaining('Cementos del Llobregat, S.A.'));
  });
});

describe('the DAPcon creation modal’s lookups', () => {
  it('list the fixture’s verifiers as they are, and answer the check with the fixture consultant and the spec’s message', async () => {
    const verifiers = (await (await send(verificadores.path)).json()) as { data: { consultor_nif: string }[] };
    expect(verifiers.data.map((c) => c.consultor_nif)).toEqual(['39284756C', '52147896L']);
    // Any NIF: which one is a registered consultant (the 404 for the others) is the API's.
    const valid = await send(resolvePath(consultorPorNif.path, { nif: 'A08612343' }), { lang: 'ca' });
    expect(valid.status).toBe(200);
    expect(await valid.json()).toMatchObject({ message: CONSULTORES_MESSAGES.consultorValido.ca, data: { consultor_nif: '47815236F', consultor_nombre: 'Laura' } });
  });
});
