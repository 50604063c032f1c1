/**
 * A consultant's page and its account actions (api/src/areas/consultores/cuenta.ts): the ficha by NIF,
 * 'Activar' (only an account never activated), 'Dar de baja' / 'Dar de alta' by user id (a consultant
 * given baja cannot sign in and its sessions end; alta lets it in again), and the refusals: one's own
 * account, a profile-2 administrator on a profile-1 one, a company's account, unknown ids; both
 * languages. On the 'test' seed.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTORES_MESSAGES, type ConsultorFicha, type EstadoCuenta } from '@dapcon/contract';
import { usuarios } from '../../../src/db/schema';
import { bearer, build, demoAccount, login, tokenOf } from '../../helper';
import { adminTokens } from '../empresas/support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
const MARC = demoAccount((a) => a.usuario === '43091827Q');
const LAURA = demoAccount((a) => a.usuario === '47815236F');

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

function send(method: 'GET' | 'POST', url: string, token = admin, lang = 'es') {
  return app.inject({ method, url: `/api${url}`, headers: { ...bearer(token), 'accept-language': lang } });
}

async function userId(usuario: string): Promise<number> {
  const [row] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, usuario));
  if (!row) throw new Error(usuario);
  return row.id;
}

describe('GET /consultores/:nif/detalle', () => {
  it('answers the consultant by NIF, whatever its case or separators, with its account state; 404 otherwise', async () => {
    const res = await send('GET', '/consultores/47.815.236-f/detalle');
    expect(res.statusCode, res.body).toBe(200);
    const ficha = res.json<{ data: ConsultorFicha }>().data;
    expect(ficha).toMatchObject({ consultor_nif: '47815236F', consultor_nombre: 'Laura', consultor_apellidos: 'Martínez Soler', full_name: 'Martínez Soler, Laura', es_comisionista: true, usuario: { activo: true, fecha_baja: null } });
    expect(ficha.usuario_id).toBe(await userId('47815236F'));
    expect((await send('GET', '/consultores/00000000T/detalle')).statusCode).toBe(404);
    expect((await send('GET', '/consultores/A08612343/detalle')).statusCode).toBe(404);
  });

  it('is the demo consultant 43091827Q whose user id the matrix names (4)', async () => {
    expect(await userId(MARC.usuario)).toBe(4);
  });
});

describe('baja and alta (GET /usuarios/:id/update-status)', () => {
  it('gives baja: the account off with the day, its sessions ended, its sign-in refused; alta lets it in again', async () => {
    const id = await userId(MARC.usuario);
    const token = await tokenOf(app, MARC);
    const fichaAntes = (await send('GET', `/consultores/${MARC.usuario}/detalle`)).json<{ data: ConsultorFicha }>().data;
    const baja = await send('GET', `/usuarios/${id}/update-status`);
    expect(baja.statusCode, baja.body).toBe(200);
    const body = baja.json<{ message: string; data: EstadoCuenta }>();
    expect(body.message).toBe(CONSULTORES_MESSAGES.usuarioDadoDeBaja.es);
    expect(body.data).toMatchObject({ id, activo: false, fecha_baja: expect.any(String) as string });
    // Its session has ended, and it cannot sign in again.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(app, MARC)).statusCode).toBe(401);
    const ficha = (await send('GET', `/consultores/${MARC.usuario}/detalle`)).json<{ data: ConsultorFicha }>().data;
    expect(ficha.usuario).toEqual({ activo: false, fecha_baja: body.data.fecha_baja });
    // 'Activar' is not the way back for one de baja.
    const activar = await send('POST', `/usuario-admin/${MARC.usuario}/activar-usuario`, admin, 'ca');
    expect(activar.statusCode).toBe(409);
    expect(activar.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioDeBajaNoActivable.ca);

    const alta = await send('GET', `/usuarios/${id}/update-status`, admin2, 'ca');
    expect(alta.statusCode, alta.body).toBe(200);
    expect(alta.json<{ message: string; data: EstadoCuenta }>()).toMatchObject({ message: CONSULTORES_MESSAGES.usuarioDadoDeAlta.ca, data: { id, activo: true, fecha_baja: null } });
    expect((await login(app, MARC)).statusCode).toBe(200);
    // Its registration date stays (issue 33 item 4 checked the consultants too): only the account's state changed.
    const fichaDespues = (await send('GET', `/consultores/${MARC.usuario}/detalle`)).json<{ data: ConsultorFicha }>().data;
    expect(fichaDespues.consultor_fecha_alta).toBe(fichaAntes.consultor_fecha_alta);
    expect(fichaDespues).toEqual(fichaAntes);
  });

  it("refuses one's own account (409), a profile-2 administrator on a profile-1 one, companies and unknown ids (404)", async () => {
    const yo = await userId(demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1).usuario);
    const propio = await send('GET', `/usuarios/${yo}/update-status`);
    expect(propio.statusCode).toBe(409);
    expect(propio.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.estadoPropioNoModificable.es);
    const oculto = await send('GET', `/usuarios/${yo}/update-status`, admin2);
    expect(oculto.statusCode).toBe(404);
    expect(oculto.body).toBe((await send('GET', '/usuarios/999999/update-status', admin2)).body);
    expect((await app.db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, yo)))[0]?.activo).toBe(true);
    expect((await send('GET', `/usuarios/${await userId('A08612343')}/update-status`)).statusCode).toBe(404);
    expect((await send('GET', '/usuarios/999999/update-status')).statusCode).toBe(404);
    expect((await send('GET', '/usuarios/abc/update-status')).statusCode).toBe(422);
  });
});

describe('POST /usuario-admin/:usuario/activar-usuario', () => {
  it('switches on an account never activated; an active one is a 409', async () => {
    const id = await userId(LAURA.usuario);
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    expect((await login(app, LAURA)).statusCode).toBe(401);
    const res = await send('POST', `/usuario-admin/${LAURA.usuario.toLowerCase()}/activar-usuario`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; data: EstadoCuenta }>()).toMatchObject({ message: CONSULTORES_MESSAGES.usuarioActivado.es, data: { id, activo: true, fecha_baja: null } });
    expect((await login(app, LAURA)).statusCode).toBe(200);
    const again = await send('POST', `/usuario-admin/${LAURA.usuario}/activar-usuario`);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CONSULTORES_MESSAGES.usuarioYaActivo.es);
    expect((await send('POST', '/usuario-admin/NADIE/activar-usuario')).statusCode).toBe(404);
  });

  it('answers a profile-2 administrator the 404 of a NIF nobody has for a profile-1 account, active or not, as show does (issue 33, item 23)', async () => {
    const ares = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
    const id = await userId(ares.usuario);
    const nadie = await send('POST', '/usuario-admin/00000000T/activar-usuario', admin2);
    expect(nadie.statusCode).toBe(404);
    const show = await send('GET', `/usuarios-admin/${id}/show`, admin2);
    expect(show.statusCode).toBe(404);
    for (const lang of ['es', 'ca']) {
      const activo = await send('POST', `/usuario-admin/${ares.usuario}/activar-usuario`, admin2, lang);
      expect(activo.statusCode, activo.body).toBe(404);
      expect(activo.body).toBe((await send('POST', '/usuario-admin/00000000T/activar-usuario', admin2, lang)).body);
    }
    expect(nadie.body).toBe(show.body);
    // Pending activation: profile 2 cannot switch it on either; profile 1 can.
    await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
    try {
      expect((await send('POST', `/usuario-admin/${ares.usuario}/activar-usuario`, admin2)).statusCode).toBe(404);
      expect((await app.db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, id)))[0]?.activo).toBe(false);
    } finally {
      await app.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, id));
    }
    // The profile-2 administrator's own kind stays reachable: an active one is the 409.
    const asociacion = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2);
    expect((await send('POST', `/usuario-admin/${asociacion.usuario}/activar-usuario`, admin2)).statusCode).toBe(409);
  });
});
