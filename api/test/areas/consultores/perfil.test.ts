/**
 * A consultant's data (api/src/areas/consultores/perfil.ts): the administration's save on the
 * consultant's page (names, verifier and commission earner, the verifier's boxes per language, a
 * logo), the consultant's own (/mis-datos: never its names or flags), the boxes' refusals (not JSON,
 * a language twice, a language the programme does not have: 422, nothing stored), one consultant
 * reaching another's logo (404), 'Eliminar' (a consultant a DAPcon names: 409; one without history:
 * gone with its account and logo), and 'Iniciar sesión' as a consultant. On the 'test' seed.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  CONSULTORES_MSG,
  MSG,
  toFormData,
  type ConsultorFicha,
  type ConsultorPerfil,
  type Envelope,
  type LoginData,
  type MeData,
} from '@dapcon/contract';
import { dapcons, usuarios } from '../../../src/db/schema';
import { dni } from '../../../src/seed/documents';
import { bearer, body, build, login } from '../../helper';
import { pngLogo } from '../../registration';
import { adminTokens, expectError, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
const PASSWORD = 'Consultor-Perfil-2026';

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

interface TestConsultant {
  nif: string;
  email: string;
  token: string;
  ficha: ConsultorFicha;
}

/** A consultant registered for the test (the demo accounts stay as they are), signed in. */
async function registerConsultant(n: number): Promise<TestConsultant> {
  const nif = dni(52_000_000 + n);
  const email = `perfil${n}@acv.example`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/registroConsultor',
    payload: toFormData({
      usuario: nif,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      consultor_nombre: 'Carla',
      consultor_apellidos: 'Ferrer Mas',
      consultor_movil: '611 222 333',
      consultor_manif_prot_datos_pers: '1',
      consultor_direccion: 'Carrer Major, 5',
      consultor_codigo_postal: '17002',
      consultor_poblacion: 'Girona',
      consultor_provincia: 'Girona',
      consultor_pais: '1',
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = body<Envelope<LoginData>>(await login(app, { usuario: nif, password: PASSWORD, modulo_app: 'consultor' })).data.token;
  return { nif, email, token, ficha: await ficha(nif) };
}

async function ficha(nif: string): Promise<ConsultorFicha> {
  const res = await app.inject({ method: 'GET', url: `/api/consultores/${nif}/detalle`, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ConsultorFicha>>(res).data;
}

/** The page's form values of a consultant (multipart strings, as the browser sends them). */
function values(f: ConsultorPerfil, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    consultor_nombre: f.consultor_nombre,
    consultor_apellidos: f.consultor_apellidos,
    consultor_empresa_nombre: f.consultor_empresa_nombre ?? '',
    consultor_empresa_cif: f.consultor_empresa_cif ?? '',
    consultor_direccion: f.consultor_direccion ?? '',
    consultor_codigo_postal: f.consultor_codigo_postal ?? '',
    consultor_poblacion: f.consultor_poblacion ?? '',
    consultor_provincia: f.consultor_provincia ?? '',
    consultor_pais: String(f.consultor_pais ?? 1),
    consultor_movil: f.consultor_movil ?? '',
    consultor_email: f.consultor_email ?? '',
    consultor_web: f.consultor_web ?? '',
    es_verificador: f.es_verificador ? '1' : '0',
    es_comisionista: f.es_comisionista ? '1' : '0',
    verificador_casillas: '',
    ...overrides,
  };
}

function save(id: number, form: Record<string, unknown>, token = admin, lang = 'es'): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/consultores/${id}/actualizar`, headers: { ...bearer(token), 'accept-language': lang }, payload: toFormData(form) });
}

function saveOwn(token: string, form: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/consultores/mis-datos/actualizar', headers: bearer(token), payload: toFormData(form) });
}

async function own(token: string): Promise<ConsultorPerfil> {
  const res = await app.inject({ method: 'GET', url: '/api/consultores/mis-datos/mostrar', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<ConsultorPerfil>>(res).data;
}

const CASILLAS = [
  { idioma_id: 1, casilla_pagina_firma: 'Verificado por Clara Ferrer', casilla_ultima_pagina: 'Verificadora acreditada' },
  { idioma_id: 2, casilla_pagina_firma: 'Verificat per Clara Ferrer', casilla_ultima_pagina: 'Verificadora acreditada' },
];

describe('the seed', () => {
  it("gives the demo verifier its boxes in Spanish and Catalan; a consultant who does not verify has none", async () => {
    const verificadora = await ficha('39284756C');
    expect(verificadora.es_verificador).toBe(true);
    expect(verificadora.verificador_casillas.map((c) => c.idioma_id)).toEqual([1, 2]);
    expect(verificadora.verificador_casillas[1]?.casilla_pagina_firma).toBe('Verificat per Elena Navarro Roca');
    expect((await ficha('43091827Q')).verificador_casillas).toEqual([]);
  });
});

describe('POST /consultores/:id/actualizar (the administration)', () => {
  it('makes a consultant a verifier with boxes in two languages, renames it and its account, and reads them back', async () => {
    const c = await registerConsultant(1);
    expect(c.ficha.verificador_casillas).toEqual([]);
    const res = await save(c.ficha.id, values(c.ficha, { consultor_nombre: 'Clara', es_verificador: '1', es_comisionista: '1', verificador_casillas: JSON.stringify(CASILLAS) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<ConsultorPerfil>>(res).message).toBe(MSG.operacionCorrecta);

    const after = await ficha(c.nif);
    expect(after).toMatchObject({ consultor_nombre: 'Clara', es_verificador: true, es_comisionista: true, verificador_casillas: CASILLAS, full_name: 'Ferrer Mas, Clara' });
    expect(after.consultor_fecha_modificacion).not.toBeNull();
    const [cuenta] = await app.db.select({ nombre: usuarios.nombre }).from(usuarios).where(eq(usuarios.usuario, c.nif));
    expect(cuenta?.nombre).toBe('Clara');

    // The consultant reads its boxes on its own page too.
    expect((await own(c.token)).verificador_casillas).toEqual(CASILLAS);

    // No longer a verifier: its boxes go.
    const plain = await save(c.ficha.id, values(after, { es_verificador: '0', verificador_casillas: JSON.stringify(CASILLAS) }));
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await ficha(c.nif)).verificador_casillas).toEqual([]);
  });

  it.each([
    ['not JSON', '{"idioma_id":1', CONSULTORES_MSG.casillasNoValidas],
    ['not a list of boxes', '{"idioma_id":1}', CONSULTORES_MSG.casillasNoValidas],
    ['a box without its texts', '[{"idioma_id":1}]', CONSULTORES_MSG.casillasNoValidas],
    ['a language twice', JSON.stringify([CASILLAS[0], CASILLAS[0]]), CONSULTORES_MSG.casillasNoValidas],
    ['a language the programme does not have', JSON.stringify([{ ...CASILLAS[0], idioma_id: 99 }]), CONSULTORES_MSG.casillasIdiomaNoValido],
  ])('refuses verificador_casillas that is %s (422, nothing stored)', async (_case, text, message) => {
    const c = await registerConsultant(10 + text.length);
    const res = await save(c.ficha.id, values(c.ficha, { es_verificador: '1', consultor_web: 'https://cambiada.example', verificador_casillas: text }));
    expect(fieldErrors(res)).toEqual({ verificador_casillas: [message] });
    const after = await ficha(c.nif);
    expect(after.es_verificador).toBe(false);
    expect(after.consultor_web).toBeNull();
  });

  it('answers the refusals in Catalan for a Catalan interface', async () => {
    const c = await registerConsultant(30);
    const res = await save(c.ficha.id, values(c.ficha, { es_verificador: '1', verificador_casillas: '[' }), admin, 'ca');
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).errors).toEqual({ verificador_casillas: ['Les caselles del verificador no són vàlides.'] });
  });

  it("refuses the required fields empty, a Spanish address without its postal code, and another account's e-mail", async () => {
    const c = await registerConsultant(31);
    const empty = await save(c.ficha.id, values(c.ficha, { consultor_nombre: '', consultor_apellidos: ' ', consultor_email: '', consultor_direccion: '', consultor_movil: '', consultor_codigo_postal: '' }));
    expect(fieldErrors(empty)).toMatchObject({
      consultor_nombre: [MSG.nombreObligatorio],
      consultor_apellidos: [MSG.apellidosObligatorios],
      consultor_email: [MSG.correoObligatorio],
      consultor_direccion: [MSG.direccionObligatoria],
      consultor_movil: [MSG.telefonoObligatorio],
    });
    const cp = await save(c.ficha.id, values(c.ficha, { consultor_codigo_postal: '' }));
    expect(fieldErrors(cp).consultor_codigo_postal).toContain(MSG.codigoPostalObligatorio);
    const other = await registerConsultant(32);
    const taken = await save(c.ficha.id, values(c.ficha, { consultor_email: other.email.toUpperCase() }));
    expect(fieldErrors(taken)).toEqual({ consultor_email: [AUTH_MSG.correoYaRegistrado] });
  });

  it('answers 404 for a consultant that does not exist', async () => {
    const c = await registerConsultant(33);
    expect((await save(999_999, values(c.ficha))).statusCode).toBe(404);
  });
});

describe('the consultant its own data (/mis-datos)', () => {
  it('saves its address and a logo, never its names or whether it verifies, and reads its logo', async () => {
    const c = await registerConsultant(40);
    const before = await own(c.token);
    expect(before).toMatchObject({ consultor_nif: c.nif, tiene_logo: false, es_verificador: false });
    const res = await saveOwn(c.token, {
      ...values(before, { consultor_nombre: 'Otro', es_verificador: '1', es_comisionista: '1', consultor_direccion: 'Carrer Nou, 7', verificador_casillas: JSON.stringify(CASILLAS) }),
      logo: pngLogo(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await own(c.token);
    expect(after).toMatchObject({ consultor_nombre: 'Carla', es_verificador: false, es_comisionista: false, consultor_direccion: 'Carrer Nou, 7', tiene_logo: true, verificador_casillas: [] });

    const logo = await app.inject({ method: 'GET', url: `/api/consultor-logo-img/${after.id}/img`, headers: bearer(c.token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect((await app.inject({ method: 'GET', url: `/api/consultor-logo-img/${after.id}/img`, headers: bearer(admin) })).statusCode).toBe(200);

    // Another consultant reaches neither its data nor its logo.
    const other = await registerConsultant(41);
    const foreign = await app.inject({ method: 'GET', url: `/api/consultor-logo-img/${after.id}/img`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    expect((await own(other.token)).consultor_nif).toBe(other.nif);
    // Its own ficha route is the administration's.
    expect((await app.inject({ method: 'POST', url: `/api/consultores/${after.id}/actualizar`, headers: bearer(other.token), payload: toFormData(values(after)) })).statusCode).toBe(403);
  });

  it("a verifier keeps its boxes per language; a consultant's own without a logo is a 404", async () => {
    const c = await registerConsultant(42);
    await save(c.ficha.id, values(c.ficha, { es_verificador: '1' }));
    const res = await saveOwn(c.token, values(await own(c.token), { verificador_casillas: JSON.stringify(CASILLAS.slice(1)) }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await own(c.token)).verificador_casillas).toEqual(CASILLAS.slice(1));
    expectError(await app.inject({ method: 'GET', url: `/api/consultor-logo-img/${c.ficha.id}/img`, headers: bearer(c.token) }), 404, CONSULTORES_MSG.sinLogoConsultor);
    const bad = await saveOwn(c.token, values(await own(c.token), { verificador_casillas: 'no' }));
    expect(fieldErrors(bad)).toEqual({ verificador_casillas: [CONSULTORES_MSG.casillasNoValidas] });
  });
});

describe('DELETE /consultores/:id/eliminar', () => {
  it('deletes a consultant without history: its account and logo go, it can no longer sign in', async () => {
    const c = await registerConsultant(50);
    await saveOwn(c.token, { ...values(c.ficha), logo: pngLogo() });
    const keys = (await app.storage.list('logos')).length;
    const res = await app.inject({ method: 'DELETE', url: `/api/consultores/${c.ficha.id}/eliminar`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Envelope<null>>(res).message).toBe(CONSULTORES_MSG.consultorEliminado);
    expect(await app.db.select().from(usuarios).where(eq(usuarios.usuario, c.nif))).toEqual([]);
    expect((await app.storage.list('logos')).length).toBe(keys - 1);
    expect((await login(app, { usuario: c.nif, password: PASSWORD, modulo_app: 'consultor' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(c.token) })).statusCode).toBe(401);
  });

  it('refuses one a DAPcon names, as its consultant or its verifier (409, nothing deleted)', async () => {
    const [named] = await app.db.select({ consultor: dapcons.consultor_id, verificador: dapcons.verificador_id }).from(dapcons).limit(1);
    if (!named) throw new Error('the test seed has DAPcons');
    for (const id of [named.consultor, named.verificador]) {
      expectError(await app.inject({ method: 'DELETE', url: `/api/consultores/${id}/eliminar`, headers: bearer(admin) }), 409, CONSULTORES_MSG.consultorConHistorial);
    }
    expect(await app.db.select({ id: dapcons.id }).from(dapcons).where(eq(dapcons.consultor_id, named.consultor)).limit(1)).toHaveLength(1);
  });
});

describe("GET /admin/auth/consultor/:usuario ('Iniciar sesión')", () => {
  it('opens a session as the consultant, recorded with the administrator, and the way back ends it', async () => {
    const c = await registerConsultant(60);
    const res = await app.inject({ method: 'GET', url: `/api/admin/auth/consultor/${c.nif.toLowerCase()}`, headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = body<Envelope<LoginData>>(res).data;
    const me = body<Envelope<MeData>>(await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).data;
    expect(me).toMatchObject({ usuario: c.nif, modulo_app: 'consultor' });
    const back = await app.inject({ method: 'POST', url: '/api/admin/auth/volver', headers: bearer(token) });
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    // The way back also ends the administrator's session it was opened from (issue 33, item 22): the
    // tests go on with the one it answers.
    const previous = admin;
    admin = body<Envelope<LoginData>>(back).data.token;
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(previous) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).statusCode).toBe(200);
  });

  it('refuses an unknown NIF (404) and a consultant that may not sign in (409)', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/admin/auth/consultor/${dni(52_999_999)}`, headers: bearer(admin) })).statusCode).toBe(404);
    const c = await registerConsultant(61);
    const baja = await app.inject({ method: 'GET', url: `/api/usuarios/${c.ficha.usuario_id}/update-status`, headers: bearer(admin) });
    expect(baja.statusCode, baja.body).toBe(200);
    expectError(await app.inject({ method: 'GET', url: `/api/admin/auth/consultor/${c.nif}`, headers: bearer(admin) }), 409, CONSULTORES_MSG.consultorSinSesion);
  });
});
