/**
 * A record's history (issue 36; docs/decisions.md 'The audit trail: changed fields and record history
 * (issue 36)'): `GET /organizaciones/historial` and `GET /consultores/historial`, the 'Historial' tabs
 * of a company's and a consultant's page: the entries about the record and its account, newest first,
 * each naming who (and the administrator behind an impersonation) and the fields changed, old → new.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toFormData, VALOR_SECRETO, type Envelope, type HistorialItem, type LoginData } from '@dapcon/contract';
import { consultores, organizaciones, usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, errorBody, tokenOf } from '../../helper';
import { companyValues } from '../../registration';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let adminId: number;
beforeAll(async () => {
  app = await build();
  admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
  admin2 = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2));
  adminId = Number(decodeJwt(admin).sub);
});
afterAll(async () => {
  await app.close();
});

type Page = { data: HistorialItem[]; total: number; per_page: number; current_page: number };

async function freshCompany(n: number) {
  const values = companyValues(65_000 + n);
  const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
  expect(response.statusCode, response.body).toBe(201);
  const cif = String(values.usuario);
  const [row] = await app.db.select({ usuarioId: usuarios.id, orgId: organizaciones.org_id }).from(usuarios).innerJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id)).where(eq(usuarios.usuario, cif));
  if (!row) throw new Error('The company was not registered');
  return { cif, ...row, password: String(values.password) };
}

const get = (url: string, token: string | null = admin) => app.inject({ method: 'GET', url: `/api${url}`, headers: token === null ? {} : bearer(token) });

async function historial(url: string, token = admin): Promise<Page> {
  await app.tasks.idle();
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<Page>>(response).data;
}

describe('GET /organizaciones/historial', () => {
  it("lists the company's and its account's entries, newest first, with who, the administrator behind and the changes", async () => {
    const company = await freshCompany(1);
    const exento = await app.inject({ method: 'PATCH', url: '/api/organizaciones', headers: bearer(admin), payload: { id: company.orgId, exento_cuota: true } });
    expect(exento.statusCode, exento.body).toBe(200);
    const started = await get(`/admin/auth/organizacion/${company.cif}`);
    const token = body<Envelope<LoginData>>(started).data.token;
    const password = await app.inject({
      method: 'PATCH',
      url: '/api/usuarios/cambiarPassword',
      headers: bearer(token),
      payload: { old_password: company.password, new_password: 'Historial-Pass-7', new_password_confirmation: 'Historial-Pass-7' },
    });
    expect(password.statusCode, password.body).toBe(200);
    // Another company's write is not in this one's history.
    const other = await freshCompany(2);
    await app.inject({ method: 'PATCH', url: '/api/organizaciones', headers: bearer(admin), payload: { id: other.orgId, exento_cuota: true } });

    const page = await historial(`/organizaciones/historial?org_id=${company.orgId}`);
    expect(page).toMatchObject({ total: 4, current_page: 1 });
    expect(page.data.map((e) => [e.accion, e.entidad])).toEqual([
      ['escritura', 'usuarios'],
      ['suplantacion_inicio', 'usuarios'],
      ['escritura', 'organizaciones'],
      ['escritura', 'organizaciones'],
    ]);
    const [cambio, inicio, exencion, registro] = page.data;
    expect(cambio).toMatchObject({ usuario: { id: company.usuarioId, usuario: company.cif }, suplantador: { id: adminId }, cambios: { password_hash: { antes: VALOR_SECRETO, despues: VALOR_SECRETO } } });
    expect(inicio).toMatchObject({ cambios: null, suplantador: { id: adminId } });
    expect(exencion).toMatchObject({ usuario: { id: adminId }, suplantador: null, cambios: { exento_cuota: { antes: false, despues: true } } });
    // The registration, with no session yet: the company created, by no one.
    expect(registro).toMatchObject({ usuario: null, suplantador: null, cambios: { org_id: { antes: null, despues: company.orgId }, org_cif: { antes: null, despues: company.cif } } });
    expect(JSON.stringify(page)).not.toContain('Historial-Pass-7');
    // Oldest first on request; the association's administrator reads it too.
    expect((await historial(`/organizaciones/historial?org_id=${company.orgId}&order_by=created_at%20asc`, admin2)).data.map((e) => e.accion)).toEqual(['escritura', 'escritura', 'suplantacion_inicio', 'escritura']);
    expect((await historial(`/organizaciones/historial?org_id=${company.orgId}&page=2`)).data).toEqual([]);
  });

  it('refuses a bad or missing id (422), a company no one has (404), and everyone but the administration', async () => {
    const company = await freshCompany(3);
    expect(errorBody(await get('/organizaciones/historial')).errors).toEqual({ org_id: ['El campo es obligatorio.'] });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await get(`/organizaciones/historial?org_id=${bad}`);
      expect(response.statusCode, bad).toBe(422);
      expect(errorBody(response).errors, bad).toEqual({ org_id: ['El valor no es válido.'] });
    }
    expect((await get('/organizaciones/historial?org_id=999999999')).statusCode).toBe(404);
    expect((await get('/organizaciones/historial?org_id=1&order_by=ip%20asc')).statusCode).toBe(422);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: company.cif, password: company.password, modulo_app: 'organizacion' } });
    const companyToken = body<Envelope<LoginData>>(login).data.token;
    expect((await get(`/organizaciones/historial?org_id=${company.orgId}`, companyToken)).statusCode).toBe(403);
    expect((await get(`/organizaciones/historial?org_id=${company.orgId}`, null)).statusCode).toBe(401);
  });
});

describe('GET /consultores/historial', () => {
  it("lists the consultant's entries with the changes, newest first", async () => {
    const [row] = await app.db.select().from(consultores).where(eq(consultores.es_verificador, false)).limit(1);
    if (!row) throw new Error('no consultant in the seed');
    const form = {
      consultor_nombre: row.consultor_nombre,
      consultor_apellidos: row.consultor_apellidos,
      consultor_empresa_nombre: row.consultor_empresa_nombre ?? '',
      consultor_empresa_cif: row.consultor_empresa_cif ?? '',
      consultor_direccion: row.consultor_direccion ?? '',
      consultor_codigo_postal: row.consultor_codigo_postal ?? '',
      consultor_poblacion: row.consultor_poblacion ?? '',
      consultor_provincia: row.consultor_provincia ?? '',
      consultor_pais: String(row.consultor_pais ?? 1),
      consultor_movil: row.consultor_movil ?? '',
      consultor_email: row.consultor_email ?? '',
      consultor_web: 'https://historial.example',
      es_verificador: '0',
      es_comisionista: row.es_comisionista ? '1' : '0',
      verificador_casillas: '',
    };
    const saved = await app.inject({ method: 'POST', url: `/api/consultores/${row.id}/actualizar`, headers: bearer(admin), payload: toFormData(form) });
    expect(saved.statusCode, saved.body).toBe(201);
    // A GET that writes (the spec's): recorded as the write it is.
    const estado = await app.inject({ method: 'GET', url: `/api/usuarios/${row.usuario_id}/update-status`, headers: bearer(admin) });
    expect(estado.statusCode, estado.body).toBe(200);

    const page = await historial(`/consultores/historial?consultor_id=${row.id}`);
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({ accion: 'escritura', entidad: 'usuarios', usuario: { id: adminId }, cambios: { activo: { antes: true, despues: false } } });
    expect(page.data[1]).toMatchObject({ accion: 'escritura', entidad: 'consultores', cambios: { consultor_web: { antes: row.consultor_web, despues: 'https://historial.example' } } });
  });

  it('refuses a bad or missing id (422) and a consultant no one has (404)', async () => {
    expect(errorBody(await get('/consultores/historial')).errors).toEqual({ consultor_id: ['El campo es obligatorio.'] });
    expect(errorBody(await get('/consultores/historial?consultor_id=x')).errors).toEqual({ consultor_id: ['El valor no es válido.'] });
    expect((await get('/consultores/historial?consultor_id=999999999')).statusCode).toBe(404);
  });
});
