/**
 * An administrator's own data (api/src/areas/consultores/administrador.ts): read, saved (name,
 * surnames, phone, e-mail; never its sign-in name), the spec's messages for what is missing, another
 * account's e-mail refused, both languages; other modules refused. On the 'test' seed: the second demo
 * administrator changes itself (the first signs the other tests in).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, CONSULTORES_MSG, MSG, type Envelope, type MisDatosAdmin } from '@dapcon/contract';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { adminTokens, fieldErrors } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
const JORDI = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

const read = (token: string) => app.inject({ method: 'GET', url: '/api/usuario-admin/mis-datos/mostrar', headers: bearer(token) });
const save = (token: string, payload: Record<string, unknown>, lang = 'es'): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/api/usuario-admin/mis-datos/actualizar', headers: { ...bearer(token), 'accept-language': lang }, payload });

describe("an administrator's own data", () => {
  it('reads its id, name, surnames, phone, sign-in name and e-mail', async () => {
    const res = await read(admin2);
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<MisDatosAdmin>>(res).data).toMatchObject({ usuario: JORDI.usuario, nombre: JORDI.nombre, apellidos: JORDI.apellidos });
    expect(Object.keys(body<Envelope<MisDatosAdmin>>(res).data).sort()).toEqual(['apellidos', 'email', 'id', 'nombre', 'telefono', 'usuario']);
  });

  it('saves name, surnames, phone and e-mail (201), never its sign-in name', async () => {
    const before = body<Envelope<MisDatosAdmin>>(await read(admin2)).data;
    const res = await save(admin2, { nombre: JORDI.nombre, apellidos: JORDI.apellidos, telefono: '933 000 111', email: 'jordi.casals@asociacion.example', usuario: '00000000T' });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<Envelope<MisDatosAdmin>>(res).message).toBe(MSG.operacionCorrecta);
    expect(body<Envelope<MisDatosAdmin>>(await read(admin2)).data).toEqual({ ...before, telefono: '933 000 111', email: 'jordi.casals@asociacion.example' });
  });

  it("refuses what is missing with the spec's messages, and another account's e-mail; nothing stored", async () => {
    const before = body<Envelope<MisDatosAdmin>>(await read(admin2)).data;
    expect(fieldErrors(await save(admin2, { nombre: ' ', apellidos: '', telefono: '', email: '' }))).toEqual({
      nombre: [MSG.nombreObligatorio],
      apellidos: [MSG.apellidosObligatorios],
      telefono: [CONSULTORES_MSG.telefonoObligatorioAdmin],
      email: [MSG.correoObligatorio],
    });
    const other = body<Envelope<MisDatosAdmin>>(await read(admin)).data;
    expect(fieldErrors(await save(admin2, { ...before, telefono: '933 000 222', email: other.email.toUpperCase() }))).toEqual({ email: [AUTH_MSG.correoYaRegistrado] });
    expect(body<Envelope<MisDatosAdmin>>(await read(admin2)).data).toEqual(before);
    const ca = await save(admin2, { ...before, telefono: '' }, 'ca');
    expect(JSON.parse(ca.body).errors).toEqual({ telefono: ['El telèfon és obligatori.'] });
  });

  it('is the administration module only', async () => {
    const consultant = await tokenOf(app, demoAccount((a) => a.usuario === '47815236F'));
    expect((await read(consultant)).statusCode).toBe(403);
    expect((await save(consultant, {})).statusCode).toBe(403);
  });
});
