/**
 * The demo reset (`POST /mantenimiento/reiniciar-demo`; docs/parametros.md 'Maintenance as built'), on an
 * app of its own: what was changed, added and deleted comes back as the seed made it, with the same ids;
 * sessions end but the caller's; the maintenance switch and the e-mail templates stay; a request without
 * the confirmation resets nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MANTENIMIENTO_MSG, type Envelope } from '@dapcon/contract';
import { correos, organizaciones, plantillasEmail, usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { registerCompany } from '../empresas/support';

const admin1 = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');

describe('the demo reset', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () => ({
    organizaciones: await app.db.select({ id: organizaciones.org_id, cif: organizaciones.org_cif, nombre: organizaciones.org_nombre }).from(organizaciones).orderBy(asc(organizaciones.org_id)),
    usuarios: await app.db.select({ id: usuarios.id, usuario: usuarios.usuario }).from(usuarios).orderBy(asc(usuarios.id)),
    correos: (await app.db.select({ n: count() }).from(correos))[0]?.n,
    plantillas: (await app.db.select({ n: count() }).from(plantillasEmail))[0]?.n,
  });

  it('restores the seeded data, ends every session but the caller’s, and keeps the maintenance switch', async () => {
    const seeded = await snapshot();
    expect(seeded.organizaciones.length).toBeGreaterThan(0);
    expect(seeded.plantillas).toBeGreaterThan(0);
    const token = await tokenOf(app, admin1);
    const companyToken = await tokenOf(app, company);

    // Changed, added and removed: a company renamed, one registered (with its e-mail), the switch on.
    const [first] = seeded.organizaciones;
    await app.db.update(organizaciones).set({ org_nombre: 'Nombre cambiado' }).where(eq(organizaciones.org_id, first!.id));
    const added = await registerCompany(app, 1);
    const on = await app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', headers: bearer(token), payload: { activo: true, mensaje: 'Restaurando la demo.' } });
    expect(on.statusCode).toBe(200);
    expect((await snapshot()).organizaciones).toHaveLength(seeded.organizaciones.length + 1);

    // Without the confirmation, nothing happens.
    const unconfirmed = await app.inject({ method: 'POST', url: '/api/mantenimiento/reiniciar-demo', headers: bearer(token), payload: {} });
    expect(unconfirmed.statusCode).toBe(422);
    expect(errorBody(unconfirmed).errors).toEqual({ confirmar: [MANTENIMIENTO_MSG.confirmarReinicio] });
    expect((await snapshot()).organizaciones).toHaveLength(seeded.organizaciones.length + 1);

    const reset = await app.inject({ method: 'POST', url: '/api/mantenimiento/reiniciar-demo', headers: bearer(token), payload: { confirmar: true } });
    expect(reset.statusCode, reset.body).toBe(200);
    const answer = body<Envelope<{ usuarios: number; organizaciones: number; consultores: number }>>(reset);
    expect(answer.message).toBe(MANTENIMIENTO_MSG.demoRestaurada);
    expect(answer.data).toMatchObject({ organizaciones: seeded.organizaciones.length, usuarios: seeded.usuarios.length });
    expect(answer.data.consultores).toBeGreaterThan(0);

    // The same rows with the same ids; the registered company and its e-mail gone; the templates there.
    expect(await snapshot()).toEqual(seeded);
    expect(await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, added.cif))).toEqual([]);

    // The company's session ended; the administrator's goes on, and so does the switch.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(companyToken) })).statusCode).toBe(401);
    const figures = await app.inject({ method: 'GET', url: '/api/mantenimiento', headers: bearer(token) });
    expect(figures.statusCode, figures.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/mantenimiento/estado' })).json()).toMatchObject({ data: { activo: true, mensaje: 'Restaurando la demo.' } });

    // Everyone signs in again as before; new rows' ids follow the seeded ones (the counters start again).
    expect(await tokenOf(app, company)).toBeTruthy();
    const off = await app.inject({ method: 'PUT', url: '/api/mantenimiento/estado', headers: bearer(token), payload: { activo: false, mensaje: '' } });
    expect(off.statusCode).toBe(200);
    const again = await registerCompany(app, 2);
    expect(again.orgId).toBe(Math.max(...seeded.organizaciones.map((o) => o.id)) + 1);
  });
});
