/**
 * The languages (`/idiomas`; spec part 1 §3, §7; part 2 §3 'Language'; docs/parametros.md 'Languages
 * as built'): the Ares administrator lists every language, adds one and saves one; language 1 cannot
 * be deactivated; a language added shows in `GET /idiomas` (what every per-language form reads) and
 * the per-language writes take it (a DAPcon's languages, an RCP's texts) until it is deactivated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DAPCON_MSG, MSG, REFERENCIA_MSG, type Envelope, type Idioma, type IdiomaAdmin } from '@dapcon/contract';
import { IDIOMAS } from '../../../src/areas/referencia/data/referencia';
import { bearer, body, build, errorBody } from '../../helper';
import { adminTokens, registerCompany, type TestCompany } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let company: TestCompany;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  company = await registerCompany(app, 74_001);
});
afterAll(async () => {
  await app.close();
});

async function publicos(): Promise<Idioma[]> {
  const response = await app.inject({ method: 'GET', url: '/api/idiomas' });
  expect(response.statusCode).toBe(200);
  return body<Envelope<Idioma[]>>(response).data;
}

async function todos(): Promise<IdiomaAdmin[]> {
  const response = await app.inject({ method: 'GET', url: '/api/idiomas/admin', headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<IdiomaAdmin[]>>(response).data;
}

const crear = (payload: Record<string, unknown>, token = admin, lang?: string) =>
  app.inject({ method: 'POST', url: '/api/idiomas', headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) }, payload });
const guardar = (id: number, payload: Record<string, unknown>, token = admin, lang?: string) =>
  app.inject({ method: 'PATCH', url: `/api/idiomas/${id}`, headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) }, payload });

/** A DAPcon of the company in language 1 and `idioma`. */
const dapconEn = (idioma: number) =>
  app.inject({
    method: 'POST',
    url: '/api/Organizaciones/alta',
    headers: bearer(company.token),
    payload: {
      Organizaciones_rcp_id: 3,
      dv_nombre_producto: 'Producto multilingüe',
      nif: '47815236F',
      verificador_nif: '39284756C',
      Organizaciones_confrm_veracidad_datos: true,
      idiomas: [
        { id: 1, ecoplatform: true },
        { id: idioma, ecoplatform: false },
      ],
    },
  });

/** An RCP with a text in `idioma`. */
const rcpEn = (idioma: number) =>
  app.inject({
    method: 'POST',
    url: '/api/rcp',
    headers: bearer(admin2),
    payload: { equivalencia: 'RCP 700', version: '1.0', anyo: 2026, rcp_idiomas: [{ idioma_id: 1, rcp_nombre: 'Prueba' }, { idioma_id: idioma, rcp_nombre: 'Test' }] },
  });

describe('the languages', () => {
  it('GET /idiomas/admin lists every language with its flags; GET /idiomas the active ones, as before', async () => {
    expect(await todos()).toEqual(IDIOMAS.map((i) => ({ ...i, activo: true })));
    expect(await publicos()).toEqual(IDIOMAS.map((i) => ({ ...i })));
  });

  it('adds a language with the next id (code lower-cased): GET /idiomas lists it, a DAPcon and an RCP take it; deactivated, neither', async () => {
    const response = await crear({ idioma_nombre: ' Nederlands ', idioma: 'NL', ecoplatform: true });
    expect(response.statusCode, response.body).toBe(201);
    const answer = body<Envelope<IdiomaAdmin>>(response);
    const nextId = Math.max(...IDIOMAS.map((i) => i.id)) + 1;
    expect(answer).toMatchObject({ message: MSG.operacionCorrecta, data: { id: nextId, idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true, activo: true } });
    expect((await publicos()).at(-1)).toEqual({ id: nextId, idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true });

    const dapcon = await dapconEn(nextId);
    expect(dapcon.statusCode, dapcon.body).toBe(201);
    expect((await rcpEn(nextId)).statusCode).toBe(201);

    const off = await guardar(nextId, { idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true, activo: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(body<Envelope<IdiomaAdmin>>(off).data.activo).toBe(false);
    expect((await publicos()).map((i) => i.id)).not.toContain(nextId);
    expect((await todos()).find((i) => i.id === nextId)).toMatchObject({ activo: false });
    const refused = await dapconEn(nextId);
    expect(refused.statusCode).toBe(422);
    expect(errorBody(refused).errors).toEqual({ idiomas: [DAPCON_MSG.idiomaNoValido] });
    expect((await rcpEn(nextId)).statusCode).toBe(422);

    // Active again: back in the forms.
    const on = await guardar(nextId, { idioma_nombre: 'Nederlands (NL)', idioma: 'nl', ecoplatform: false });
    expect(body<Envelope<IdiomaAdmin>>(on).data).toMatchObject({ idioma_nombre: 'Nederlands (NL)', ecoplatform: false, activo: true });
    expect((await publicos()).map((i) => i.id)).toContain(nextId);
    // The following one takes the next id.
    expect(body<Envelope<IdiomaAdmin>>(await crear({ idioma_nombre: 'Asturianu', idioma: 'ast', ecoplatform: false })).data.id).toBe(nextId + 1);
  });

  it('refuses language 1 being deactivated (409, its message in the caller language), and keeps it active', async () => {
    const es = await guardar(1, { idioma_nombre: 'Español', idioma: 'es', ecoplatform: true, activo: false });
    expect(es.statusCode).toBe(409);
    expect(errorBody(es).message).toBe(REFERENCIA_MSG.idiomaPrincipalNoDesactivable);
    const ca = await guardar(1, { idioma_nombre: 'Español', idioma: 'es', ecoplatform: true, activo: false }, admin, 'ca');
    expect(errorBody(ca).message).toBe("L'idioma 1 (el principal) no es pot desactivar.");
    expect((await todos()).find((i) => i.id === 1)).toMatchObject({ idioma_nombre: 'Español', activo: true });
    // Its other fields may change.
    expect((await guardar(1, { idioma_nombre: 'Castellano', idioma: 'es', ecoplatform: true })).statusCode).toBe(200);
    expect((await publicos())[0]).toMatchObject({ id: 1, idioma_nombre: 'Castellano' });
  });

  it("refuses the form's errors under their fields, another language's code, and an unknown language (404)", async () => {
    const empty = await crear({ idioma_nombre: '', idioma: '' });
    expect(empty.statusCode).toBe(422);
    expect(errorBody(empty).errors).toEqual({ idioma_nombre: [REFERENCIA_MSG.idiomaNombreObligatorio], idioma: [REFERENCIA_MSG.idiomaCodigoObligatorio] });
    const bad = await crear({ idioma_nombre: 'Klingon', idioma: 'tlh-x' });
    expect(errorBody(bad).errors).toEqual({ idioma: [REFERENCIA_MSG.idiomaCodigoNoValido] });
    const taken = await crear({ idioma_nombre: 'Inglés', idioma: 'EN' });
    expect(taken.statusCode).toBe(422);
    expect(errorBody(taken).errors).toEqual({ idioma: [REFERENCIA_MSG.idiomaCodigoRepetido] });
    const takenOnSave = await guardar(4, { idioma_nombre: 'Français', idioma: 'de', ecoplatform: true });
    expect(errorBody(takenOnSave).errors).toEqual({ idioma: [REFERENCIA_MSG.idiomaCodigoRepetido] });
    expect((await guardar(4, { idioma_nombre: 'Français', idioma: 'fr', ecoplatform: true })).statusCode).toBe(200);
    expect((await guardar(999, { idioma_nombre: 'Nada', idioma: 'zz', ecoplatform: false })).statusCode).toBe(404);
  });

  it('is the Ares administrator’s alone (profile 2, companies: 403; nobody: 401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/idiomas/admin', headers: bearer(admin2) })).statusCode).toBe(403);
    expect((await crear({ idioma_nombre: 'Svenska', idioma: 'sv' }, admin2)).statusCode).toBe(403);
    expect((await guardar(3, { idioma_nombre: 'English', idioma: 'en' }, company.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/idiomas', payload: { idioma_nombre: 'Svenska', idioma: 'sv' } })).statusCode).toBe(401);
    expect((await todos()).map((i) => i.idioma)).not.toContain('sv');
  });
});
