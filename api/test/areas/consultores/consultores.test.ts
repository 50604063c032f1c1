import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSULTORES_MESSAGES, CONSULTORES_MSG, MSG, PAIS_ESPANA, type ConsultorReferencia, type Envelope } from '@dapcon/contract';
import { insertUsuario } from '../../../src/auth/accounts';
import { insertConsultor } from '../../../src/areas/consultores/repository';
import { dni } from '../../../src/seed/documents';
import { body, bearer, build, demoAccount, errorBody, tokenOf } from '../../helper';

let app: FastifyInstance;
let admin: string;
let company: string;
let consultant: string;

const DEMO_CONSULTOR = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const DEMO_VERIFICADOR = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);
const DEMO_EMPRESA = demoAccount((a) => a.modulo_app === 'organizacion');

/** A consultant of our own: an account and its consultores row. */
async function addConsultor(n: number, person: { nombre: string; apellidos: string }, flags: { verificador: boolean; activo?: boolean; baja?: Date | null }) {
  const nif = dni(70_000_000 + n);
  const usuarioId = await insertUsuario(app.db, {
    usuario: nif,
    password_hash: 'x',
    email: `consultor${n}@test.example`,
    nombre: person.nombre,
    apellidos: person.apellidos,
    telefono: '600 000 000',
    modulo_app: 'consultor',
    perfil: flags.verificador ? 4 : 3,
    activo: flags.activo ?? true,
    fecha_baja: flags.baja ?? null,
  });
  await insertConsultor(app.db, usuarioId, {
    consultor_nif: nif,
    consultor_nombre: person.nombre,
    consultor_apellidos: person.apellidos,
    consultor_pais: PAIS_ESPANA,
    consultor_email: `consultor${n}@test.example`,
    consultor_movil: '600 000 000',
    es_verificador: flags.verificador,
  });
  return nif;
}

let deBaja: string;
let futuraBaja: string;
beforeAll(async () => {
  app = await build();
  admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2));
  company = await tokenOf(app, DEMO_EMPRESA);
  consultant = await tokenOf(app, DEMO_CONSULTOR);
  await addConsultor(1, { nombre: 'Arnau', apellidos: 'Abelló Puig' }, { verificador: true });
  await addConsultor(2, { nombre: 'Berta', apellidos: 'Abelló Puig' }, { verificador: true, activo: false, baja: new Date('2026-01-10T00:00:00Z') });
  deBaja = await addConsultor(3, { nombre: 'Carles', apellidos: 'Bosch Mas' }, { verificador: false, activo: false, baja: new Date('2026-01-10T00:00:00Z') });
  futuraBaja = await addConsultor(4, { nombre: 'Aina', apellidos: 'Abelló Puig' }, { verificador: true, baja: new Date('2099-01-01T00:00:00Z') });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/verificadores', () => {
  it('lists the verifiers with an active account by surnames and name: tax id and name only', async () => {
    for (const token of [admin, company, consultant]) {
      const response = await app.inject({ method: 'GET', url: '/api/verificadores', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(body<Envelope<ConsultorReferencia[]>>(response)).toEqual({
        status: 'Success',
        message: 'OK',
        data: [
          { consultor_nif: futuraBaja, consultor_nombre: 'Aina', consultor_apellidos: 'Abelló Puig' },
          { consultor_nif: dni(70_000_001), consultor_nombre: 'Arnau', consultor_apellidos: 'Abelló Puig' },
          { consultor_nif: DEMO_VERIFICADOR.usuario, consultor_nombre: 'Elena', consultor_apellidos: 'Navarro Roca' },
        ],
      });
    }
  });

  it('refuses anyone not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/verificadores' })).statusCode).toBe(401);
  });
});

describe('GET /api/consultores/:nif/nif', () => {
  const check = (nif: string, token = admin, lang?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/consultores/${encodeURIComponent(nif)}/nif`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });

  it('answers a registered, active consultant with the spec’s message and their name only', async () => {
    const response = await check(DEMO_CONSULTOR.usuario);
    expect(response.statusCode).toBe(200);
    expect(body<Envelope<ConsultorReferencia>>(response)).toEqual({
      status: 'Success',
      message: 'El Consultor ACV es válido',
      data: { consultor_nif: DEMO_CONSULTOR.usuario, consultor_nombre: 'Laura', consultor_apellidos: 'Martínez Soler' },
    });
    expect(response.body).not.toMatch(/@|600 |email|telefono|movil/);
  });

  it('says so in Catalan, and takes the NIF in lower case or with separators, for a company too', async () => {
    const lower = await check(DEMO_CONSULTOR.usuario.toLowerCase(), company, 'ca');
    expect(lower.statusCode).toBe(200);
    expect(body<Envelope<ConsultorReferencia>>(lower)).toMatchObject({
      message: CONSULTORES_MESSAGES.consultorValido.ca,
      data: { consultor_nif: DEMO_CONSULTOR.usuario },
    });
    const typed = `${DEMO_CONSULTOR.usuario.slice(0, 2)}.${DEMO_CONSULTOR.usuario.slice(2, 8)}-${DEMO_CONSULTOR.usuario.slice(8).toLowerCase()}`;
    expect((await check(typed)).statusCode).toBe(200);
  });

  it('takes a verifier as the consultant too (a verifier is a consultant)', async () => {
    expect((await check(DEMO_VERIFICADOR.usuario)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown NIF', dni(71_234_567)],
    ['a company’s CIF', DEMO_EMPRESA.usuario],
    ['an administrator’s NIF', demoAccount((a) => a.modulo_app === 'administrador').usuario],
    ['a malformed NIF', 'not-a-nif'],
    ['a long one (over 20 characters)', '1'.repeat(60)],
    ['a blank one', ' '],
  ])('answers 404 with the spec’s message for %s', async (_what, nif) => {
    const response = await check(nif);
    expect(response.statusCode).toBe(404);
    expect(errorBody(response)).toMatchObject({ status: 'Error', message: CONSULTORES_MSG.consultorNoRegistrado });
  });

  it('answers 404 for a consultant whose account is de baja, in Catalan for a Catalan caller', async () => {
    const response = await check(deBaja, admin, 'ca');
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).message).toBe(CONSULTORES_MESSAGES.consultorNoRegistrado.ca);
  });

  it('refuses a NUL in the NIF as any text (422), consultants (403) and anyone not signed in (401)', async () => {
    const nul = await check('4781\u00005236F');
    expect(nul.statusCode).toBe(422);
    expect(errorBody(nul).errors).toEqual({ nif: [MSG.caracteresNoValidos] });
    expect((await check(DEMO_CONSULTOR.usuario, consultant)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: `/api/consultores/${DEMO_CONSULTOR.usuario}/nif` });
    expect(anonymous.statusCode).toBe(401);
  });
});
