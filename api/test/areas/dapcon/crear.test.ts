/**
 * POST /Organizaciones/alta (spec part 2 §2.9, §5; docs/dapcon-lifecycle.md): a company creates a
 * declaration for itself, the administration for any company; the form's checks, the server's, who
 * may, and what one creation writes (the declaration, its languages, its history).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { CONSULTORES_MSG, DAPCON_MSG, EMPRESAS_MSG, MSG, type DapconDetalle, type Envelope, type LoginData } from '@dapcon/contract';
import { dapconHistorial, dapconIdiomas, dapcons } from '../../../src/db/schema';
import { RCPS } from '../../../src/areas/rcp';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { adminTokens, expectError, fieldErrors, registerCompany, type TestCompany } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let consultant: string;
let verifier: string;
let own: TestCompany;
let other: TestCompany;

const CONSULTOR_NIF = '47815236F';
const OTRO_CONSULTOR_NIF = '43091827Q';
const VERIFICADOR_NIF = '39284756C';

const rcpId = (equivalencia: string, version: string) => RCPS.findIndex((r) => r.equivalencia === equivalencia && r.version === version) + 1;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  consultant = await tokenOf(app, demoAccount((a) => a.usuario === CONSULTOR_NIF));
  verifier = await tokenOf(app, demoAccount((a) => a.usuario === VERIFICADOR_NIF));
  own = await registerCompany(app, 71_001);
  other = await registerCompany(app, 71_002);
});
afterAll(async () => {
  await app.close();
});

/** A valid creation body, as the browser sends it. */
function valid(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Organizaciones_rcp_id: rcpId('RCP 001', '2.1'),
    dv_nombre_producto: 'Baldosa porcelánica',
    nif: CONSULTOR_NIF,
    verificador_nif: VERIFICADOR_NIF,
    Organizaciones_confrm_veracidad_datos: true,
    idiomas: [
      { id: 1, ecoplatform: true },
      { id: 2, ecoplatform: false },
    ],
    ...overrides,
  };
}

function crear(token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/Organizaciones/alta', headers: { ...bearer(token), ...headers }, payload });
}

/** Creates and answers the new id, checking the 201's message. */
async function created(token: string, payload: Record<string, unknown>): Promise<number> {
  const response = await crear(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  const answer = body<Envelope<{ id: number }>>(response);
  expect(answer.message).toBe(`${DAPCON_MSG.dapconCreada} = ${answer.data.id}`);
  // The browser takes the id after ' = ' (spec §4).
  expect(Number(answer.message.split(' = ')[1])).toBe(answer.data.id);
  return answer.data.id;
}

async function detalle(token: string, id: number): Promise<DapconDetalle> {
  const response = await app.inject({ method: 'GET', url: `/api/dapcon/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<DapconDetalle>>(response).data;
}

async function countDapcons(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(dapcons);
  return row?.n ?? 0;
}

describe('POST /api/Organizaciones/alta: who creates', () => {
  it('a company creates for itself: the declaration in borrador, its languages and the history row', async () => {
    const id = await created(own.token, valid());
    const [row] = await app.db.select().from(dapcons).where(eq(dapcons.id, id));
    expect(row).toMatchObject({ org_id: own.orgId, estado: 'borrador', secuencia: 1, id_padre: null, dapcon_codigo: null, created_by: own.usuarioId });
    expect(row?.veracidad_confirmada_at).toBeInstanceOf(Date);
    const idiomas = await app.db.select().from(dapconIdiomas).where(eq(dapconIdiomas.dapcon_id, id)).orderBy(dapconIdiomas.idioma_id);
    expect(idiomas).toEqual([
      { dapcon_id: id, idioma_id: 1, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: true },
      { dapcon_id: id, idioma_id: 2, dapcon_idioma_estado: 'borrador', inscripcion_ecoplatform: false },
    ]);
    const historial = await app.db.select().from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, id));
    expect(historial).toEqual([
      expect.objectContaining({ accion: 'crear', estado_desde: null, estado_hasta: 'borrador', usuario_id: own.usuarioId, suplantador_id: null, idioma_id: null }),
    ]);
  });

  it('a company may name itself by its id; NIFs in any case and with separators are found', async () => {
    const id = await created(own.token, valid({ org_id: own.orgId, nif: ' 47.815.236-f ', verificador_nif: '39284756c' }));
    const d = await detalle(own.token, id);
    expect(d.empresa.org_id).toBe(own.orgId);
    expect(d.consultor.nif).toBe(CONSULTOR_NIF);
    expect(d.verificador.nif).toBe(VERIFICADOR_NIF);
  });

  it("a company naming another company's id gets 404 and nothing is written", async () => {
    const before = await countDapcons();
    expectError(await crear(own.token, valid({ org_id: other.orgId })), 404, MSG.noEncontrado);
    expect(await countDapcons()).toBe(before);
  });

  it('an administrator (either profile) creates for the company it names; the history names the administrator', async () => {
    const id = await created(admin, valid({ org_id: other.orgId }));
    const d = await detalle(other.token, id);
    expect(d.empresa).toEqual({ org_id: other.orgId, org_cif: other.cif, org_nombre: expect.any(String) });
    expect(d.historial).toEqual([expect.objectContaining({ accion: 'crear', usuario: 'Montserrat Puig Ferrer', suplantador: null })]);
    await created(admin2, valid({ org_id: String(other.orgId) }));
  });

  it('an administrator must name the company (422 under org_id); an unknown one is a 404', async () => {
    expect(fieldErrors(await crear(admin, valid()))).toEqual({ org_id: [DAPCON_MSG.empresaObligatoria] });
    expect(fieldErrors(await crear(admin, valid({ org_id: '' })))).toEqual({ org_id: [DAPCON_MSG.empresaObligatoria] });
    const before = await countDapcons();
    expectError(await crear(admin, valid({ org_id: 999_999 })), 404, MSG.noEncontrado);
    expect(await countDapcons()).toBe(before);
  });

  it('a company de baja cannot get a declaration (409)', async () => {
    const leaving = await registerCompany(app, 71_003);
    const baja = await app.inject({
      method: 'PATCH',
      url: `/api/organizaciones/${leaving.orgId}/dar_de_baja`,
      headers: bearer(admin),
      payload: { org_fecha_baja: '2026-01-15' },
    });
    expect(baja.statusCode, baja.body).toBe(200);
    const before = await countDapcons();
    expectError(await crear(admin, valid({ org_id: leaving.orgId })), 409, DAPCON_MSG.empresaDeBaja);
    expect(await countDapcons()).toBe(before);
  });

  it('consultants and verifiers may not create (403); nobody signed in, 401', async () => {
    expect((await crear(consultant, valid())).statusCode).toBe(403);
    expect((await crear(verifier, valid())).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/Organizaciones/alta', payload: valid() })).statusCode).toBe(401);
  });

  it("in an administrator's session as the company, the history records both", async () => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${own.cif}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    const token = body<Envelope<LoginData>>(response).data.token;
    const id = await created(token, valid());
    const adminId = Number(decodeJwt(admin).sub);
    const [row] = await app.db.select().from(dapconHistorial).where(eq(dapconHistorial.dapcon_id, id));
    expect(row).toMatchObject({ usuario_id: own.usuarioId, suplantador_id: adminId });
    const d = await detalle(admin, id);
    expect(d.historial[0]?.suplantador).toBe('Montserrat Puig Ferrer');
    expect(d.historial[0]?.usuario).not.toBeNull();
  });
});

describe('POST /api/Organizaciones/alta: checks', () => {
  it("an empty form: the spec's messages under their fields", async () => {
    const errors = fieldErrors(await crear(own.token, {}));
    expect(errors).toMatchObject({
      dv_nombre_producto: ['El nombre es obligatorio.'],
      Organizaciones_rcp_id: ['El RCP es obligatorio.'],
      verificador_nif: ['El verificador es obligatorio.'],
      Organizaciones_confrm_veracidad_datos: ['Ha de aceptar la veracidad de los datos'],
      nif: ['El nif es obligatorio.'],
      idiomas: [DAPCON_MSG.idiomasObligatorios],
    });
  });

  it('languages: language 1 always, each once', async () => {
    expect(fieldErrors(await crear(own.token, valid({ idiomas: [{ id: 2, ecoplatform: false }] })))).toEqual({ idiomas: [DAPCON_MSG.idiomaPrincipalObligatorio] });
    const twice = [
      { id: 1, ecoplatform: true },
      { id: 1, ecoplatform: false },
    ];
    expect(fieldErrors(await crear(own.token, valid({ idiomas: twice })))).toEqual({ idiomas: [DAPCON_MSG.idiomaNoValido] });
  });

  it.each([
    ['not in force', () => rcpId('RCP 100', '1.0')],
    ['annulled', () => rcpId('RCP 013', '1.0')],
    ['unknown', () => 999_999],
  ])('an RCP %s: 422 rcpNoValido', async (_label, id) => {
    expect(fieldErrors(await crear(own.token, valid({ Organizaciones_rcp_id: id() })))).toEqual({ Organizaciones_rcp_id: [DAPCON_MSG.rcpNoValido] });
  });

  it('a consultant NIF that is no active consultant (unknown, a company): 422 consultorNoRegistrado', async () => {
    expect(fieldErrors(await crear(own.token, valid({ nif: '00000000T' })))).toEqual({ nif: [CONSULTORES_MSG.consultorNoRegistrado] });
    expect(fieldErrors(await crear(own.token, valid({ nif: own.cif })))).toEqual({ nif: [CONSULTORES_MSG.consultorNoRegistrado] });
  });

  it('a verifier that is not one: 422 verificadorNoValido; the consultant as verifier: verificadorEsConsultor', async () => {
    expect(fieldErrors(await crear(own.token, valid({ verificador_nif: OTRO_CONSULTOR_NIF })))).toEqual({ verificador_nif: [DAPCON_MSG.verificadorNoValido] });
    expect(fieldErrors(await crear(own.token, valid({ verificador_nif: '00000000T' })))).toEqual({ verificador_nif: [DAPCON_MSG.verificadorNoValido] });
    // The verifier is a registered consultant too: as both, refused.
    expect(fieldErrors(await crear(own.token, valid({ nif: VERIFICADOR_NIF, verificador_nif: '39284756-c' })))).toEqual({
      verificador_nif: [DAPCON_MSG.verificadorEsConsultor],
    });
  });

  it('a language that does not exist: 422 under idiomas', async () => {
    const idiomas = [
      { id: 1, ecoplatform: true },
      { id: 99, ecoplatform: false },
    ];
    expect(fieldErrors(await crear(own.token, valid({ idiomas })))).toEqual({ idiomas: [DAPCON_MSG.idiomaNoValido] });
  });

  it('every server check at once, in one 422, and nothing written', async () => {
    const before = await countDapcons();
    const response = await crear(own.token, valid({ Organizaciones_rcp_id: 999_999, nif: '00000000T', verificador_nif: OTRO_CONSULTOR_NIF }));
    expect(fieldErrors(response)).toEqual({
      Organizaciones_rcp_id: [DAPCON_MSG.rcpNoValido],
      nif: [CONSULTORES_MSG.consultorNoRegistrado],
      verificador_nif: [DAPCON_MSG.verificadorNoValido],
    });
    expect(errorBody(response).message).toBe(MSG.datosInvalidos);
    expect(await countDapcons()).toBe(before);
  });
});

describe('DELETE /api/organizaciones/:id/eliminar of a company with a DAPcon', () => {
  it('is refused with 409 and the company and its declaration stay', async () => {
    const withDapcon = await registerCompany(app, 71_004);
    const id = await created(withDapcon.token, valid());
    const response = await app.inject({ method: 'DELETE', url: `/api/organizaciones/${withDapcon.orgId}/eliminar`, headers: bearer(admin) });
    expectError(response, 409, EMPRESAS_MSG.empresaConHistorial);
    expect((await detalle(admin, id)).empresa.org_id).toBe(withDapcon.orgId);
  });
});
