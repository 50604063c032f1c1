/**
 * The audit trail's changed fields (issue 36; docs/decisions.md 'The audit trail: changed fields and
 * record history (issue 36)'): a create, update or delete of each kind of record leaves exactly one
 * entry naming the record (its table, its id) with the fields that changed, old → new; a secret is
 * recorded as changed ('••••'), never as what it was or became; an impersonated write names both people.
 */
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { toFormData, type Envelope, type LoginData } from '@dapcon/contract';
import { SECRETO, MAX_VALOR, cambiosDe } from '../../../src/plugins/app/audit';
import { TEST_DAPCON_IDS } from '../../../src/areas/dapcon';
import { dni } from '../../../src/seed/documents';
import { demoLogo } from '../../../src/seed/files';
import { auditoria, consultores, contenidosWeb, datosBancarios, organizaciones, plantillasEmail, remesas, usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import { companyValues } from '../../registration';

let app: FastifyInstance;
let admin: string;
let adminId: number;
beforeAll(async () => {
  app = await build();
  admin = await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1));
  adminId = Number(decodeJwt(admin).sub);
});
afterAll(async () => {
  await app.close();
});

let registered = 0;
async function freshCompany(): Promise<{ cif: string; usuarioId: number; orgId: number; password: string }> {
  const values = companyValues(64_000 + ++registered);
  const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
  expect(response.statusCode, response.body).toBe(201);
  const cif = String(values.usuario);
  const [row] = await app.db.select({ usuarioId: usuarios.id, orgId: organizaciones.org_id }).from(usuarios).innerJoin(organizaciones, eq(organizaciones.usuario_id, usuarios.id)).where(eq(usuarios.usuario, cif));
  if (!row) throw new Error('The company was not registered');
  return { cif, ...row, password: String(values.password) };
}

async function lastId(): Promise<number> {
  await app.tasks.idle();
  const [row] = await app.db.select({ id: sql<number>`coalesce(max(${auditoria.id}), 0)` }).from(auditoria);
  return Number(row?.id ?? 0);
}

/** The one entry a request left (after `before`, an id): fails on none or several. */
async function theEntry(before: number) {
  await app.tasks.idle();
  const rows = await app.db.select().from(auditoria).where(sql`${auditoria.id} > ${before}`).orderBy(auditoria.id);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Sends a request as the administrator (or `token`) and answers its one entry. */
async function entryOf(options: InjectOptions, expectedStatus: number, token = admin) {
  const before = await lastId();
  const response = await app.inject({ ...options, headers: { ...bearer(token), ...(options.headers ?? {}) } });
  expect(response.statusCode, response.body).toBe(expectedStatus);
  return { entry: await theEntry(before), response };
}

function cambios(entry: { detalle: Record<string, unknown> | null }): Record<string, { antes: unknown; despues: unknown }> {
  return (entry.detalle as { cambios: Record<string, { antes: unknown; despues: unknown }> }).cambios;
}

describe('cambiosDe', () => {
  it('keeps only the fields that changed, old → new; secrets as •••• and long texts cut', () => {
    const long = 'x'.repeat(MAX_VALOR + 50);
    const when = new Date('2026-01-02T03:04:05Z');
    expect(
      cambiosDe(
        { a: 1, b: 'same', password_hash: 'h1', iban: 'ES1', updated_at: when, html: 'short', fecha: when },
        { a: 2, b: 'same', password_hash: 'h2', iban: 'ES1', updated_at: new Date(), html: long, fecha: new Date(when) },
      ),
    ).toEqual({ a: { antes: 1, despues: 2 }, password_hash: { antes: SECRETO, despues: SECRETO }, html: { antes: 'short', despues: `${'x'.repeat(MAX_VALOR)}…` } });
    expect(cambiosDe(null, { id: 7, num_cuenta: 'ES9121000418450200051332', nombre: 'N' })).toEqual({
      id: { antes: null, despues: 7 },
      num_cuenta: { antes: null, despues: SECRETO },
      nombre: { antes: null, despues: 'N' },
    });
    expect(cambiosDe({ id: 7, token_hash: 't' }, null)).toEqual({ id: { antes: 7, despues: null }, token_hash: { antes: SECRETO, despues: null } });
  });
});

describe('one entry per write, naming the record and its changes', () => {
  it('organizaciones: the fee exemption, a baja, a deletion', async () => {
    const company = await freshCompany();
    const { entry } = await entryOf({ method: 'PATCH', url: '/api/organizaciones', payload: { id: company.orgId, exento_cuota: true } }, 200);
    expect(entry).toMatchObject({ accion: 'escritura', entidad: 'organizaciones', entidad_id: String(company.orgId), usuario_id: adminId, suplantador_id: null });
    // The exemption and what the database derives from it (the fee no longer owed), nothing else.
    expect(cambios(entry)).toMatchObject({ exento_cuota: { antes: false, despues: true } });
    expect(Object.keys(cambios(entry)).every((campo) => ['exento_cuota', 'estado_pago', 'alerta_pago'].includes(campo))).toBe(true);

    const baja = await entryOf({ method: 'PATCH', url: `/api/organizaciones/${company.orgId}/dar_de_baja`, payload: { org_fecha_baja: '2026-03-01', org_observaciones_baja: 'Cierre' } }, 200);
    expect(baja.entry).toMatchObject({ entidad: 'organizaciones', entidad_id: String(company.orgId) });
    expect(cambios(baja.entry).org_fecha_baja).toMatchObject({ antes: null });
    expect(cambios(baja.entry).org_fecha_baja?.despues).toEqual(expect.stringContaining('2026-03-01'));

    const other = await freshCompany();
    const deletion = await entryOf({ method: 'DELETE', url: `/api/organizaciones/${other.orgId}/eliminar` }, 200);
    expect(deletion.entry).toMatchObject({ entidad: 'organizaciones', entidad_id: String(other.orgId) });
    expect(cambios(deletion.entry)).toMatchObject({ org_cif: { antes: other.cif, despues: null }, org_id: { antes: other.orgId, despues: null } });
  });

  it('usuarios: an association user created, then edited', async () => {
    const created = await entryOf(
      {
        method: 'POST',
        url: '/api/usuario-admin/caateeb/registro',
        payload: { usuario: '71234567W', nombre: 'Anna', apellidos: 'Rovira Pons', telefono: '932 000 111', email: 'anna.audit@dapcon.example', perfiles: [2], recibir_notificacion: true },
      },
      201,
    );
    const id = body<Envelope<{ id: number }>>(created.response).data.id;
    expect(created.entry).toMatchObject({ entidad: 'usuarios', entidad_id: String(id) });
    expect(cambios(created.entry)).toMatchObject({ usuario: { antes: null, despues: '71234567W' }, nombre: { antes: null, despues: 'Anna' }, password_hash: { antes: null, despues: SECRETO } });

    const edited = await entryOf(
      {
        method: 'PATCH',
        url: `/api/usuario-admin/caateeb/${id}/update`,
        payload: { usuario: '71234567W', nombre: 'Anna Maria', apellidos: 'Rovira Pons', telefono: '932 000 111', email: 'anna.audit@dapcon.example', perfiles: [2], recibir_notificacion: true },
      },
      200,
    );
    expect(edited.entry).toMatchObject({ entidad: 'usuarios', entidad_id: String(id) });
    expect(cambios(edited.entry)).toEqual({ nombre: { antes: 'Anna', despues: 'Anna Maria' } });
  });

  it('consultores: the administration saves a consultant', async () => {
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
      consultor_movil: '699 000 111',
      consultor_email: row.consultor_email ?? '',
      consultor_web: row.consultor_web ?? '',
      es_verificador: '0',
      es_comisionista: row.es_comisionista ? '1' : '0',
      verificador_casillas: '',
    };
    const { entry } = await entryOf({ method: 'POST', url: `/api/consultores/${row.id}/actualizar`, payload: toFormData(form) }, 201);
    expect(entry).toMatchObject({ entidad: 'consultores', entidad_id: String(row.id) });
    expect(cambios(entry)).toEqual({ consultor_movil: { antes: row.consultor_movil, despues: '699 000 111' } });
  });

  it('dapcons: a draft deleted', async () => {
    const { entry } = await entryOf({ method: 'DELETE', url: `/api/dapcon/${TEST_DAPCON_IDS.borrador}` }, 200);
    expect(entry).toMatchObject({ entidad: 'dapcons', entidad_id: String(TEST_DAPCON_IDS.borrador) });
    expect(cambios(entry)).toMatchObject({ id: { antes: TEST_DAPCON_IDS.borrador, despues: null }, estado: { antes: 'borrador', despues: null } });
  });

  it('cuotas: a fee paid, then deleted', async () => {
    const company = await freshCompany();
    const paid = await entryOf({ method: 'POST', url: '/api/cuotas/registro-pago', payload: { org_id: company.orgId, year: 2021, pagado: '2021-05-03', tipo: 'Renovado', importe: '600' } }, 201);
    expect(paid.entry).toMatchObject({ entidad: 'cuotas' });
    expect(cambios(paid.entry)).toMatchObject({ org_id: { antes: null, despues: company.orgId }, year: { antes: null, despues: 2021 }, pagado: { antes: null, despues: '2021-05-03' } });
    const cuotaId = paid.entry.entidad_id;
    expect(cuotaId).toMatch(/^\d+$/);
    const deleted = await entryOf({ method: 'DELETE', url: '/api/cuotas/borrado-pago', payload: { org_id: company.orgId, year: 2021 } }, 200);
    expect(deleted.entry).toMatchObject({ entidad: 'cuotas', entidad_id: cuotaId });
    expect(cambios(deleted.entry)).toMatchObject({ pagado: { antes: '2021-05-03', despues: null } });
  });

  it("dapcon_pagos: a declaration's payment registered", async () => {
    const { entry } = await entryOf({ method: 'PATCH', url: '/api/dapcon/registro-pagos', payload: { dapcon_id: TEST_DAPCON_IDS.verificada, pagado: '2025-12-30' } }, 200);
    expect(entry).toMatchObject({ entidad: 'dapcon_pagos' });
    expect(entry.entidad_id).toMatch(/^\d+$/);
    expect(cambios(entry)).toMatchObject({ dapcon_id: { antes: null, despues: TEST_DAPCON_IDS.verificada }, pagado: { antes: null, despues: '2025-12-30' } });
  });

  it('remesas: a remittance cancelled; its XML (the debtors’ IBANs) never recorded', async () => {
    const iban = 'ES7620770024003102575766';
    const [remesa] = await app.db
      .insert(remesas)
      .values({ referencia: 'AUDIT-REMESA-1', fecha_cobro: '2026-12-01', num_operaciones: 0, importe_total: '0.00', xml: `<Document><IBAN>${iban}</IBAN></Document>` })
      .returning();
    const { entry } = await entryOf({ method: 'POST', url: `/api/remesas/${remesa!.id}/anular` }, 200);
    expect(entry).toMatchObject({ entidad: 'remesas', entidad_id: String(remesa!.id) });
    expect(cambios(entry)).toEqual({ estado: { antes: 'generada', despues: 'anulada' } });
    expect(JSON.stringify(entry)).not.toContain(iban);
  });

  it('tarifas: a fee created, updated and deleted', async () => {
    const nueva = { tipo: 'dapcon', codigo: 'dapcon_audit', descripcion: 'Tarifa auditada', codigo_contable: '705.2010', precio: '100', estado: 'true' };
    const created = await entryOf({ method: 'POST', url: '/api/tarifas', payload: nueva }, 201);
    const id = body<Envelope<{ id: number }>>(created.response).data.id;
    expect(created.entry).toMatchObject({ entidad: 'tarifas', entidad_id: String(id) });
    expect(cambios(created.entry)).toMatchObject({ descripcion: { antes: null, despues: 'Tarifa auditada' }, precio: { antes: null, despues: '100.00' } });
    const updated = await entryOf({ method: 'PATCH', url: `/api/tarifas/${id}`, payload: { ...nueva, precio: '120' } }, 200);
    expect(updated.entry).toMatchObject({ entidad: 'tarifas', entidad_id: String(id) });
    expect(cambios(updated.entry)).toEqual({ precio: { antes: '100.00', despues: '120.00' } });
    const deleted = await entryOf({ method: 'DELETE', url: `/api/tarifas/${id}` }, 200);
    expect(deleted.entry).toMatchObject({ entidad: 'tarifas', entidad_id: String(id) });
    expect(cambios(deleted.entry)).toMatchObject({ precio: { antes: '120.00', despues: null } });
  });

  it('parametros: a parameter created', async () => {
    const { entry } = await entryOf(
      { method: 'POST', url: '/api/parametros/crear', payload: { param_id: 'audit_carpeta', param_padre_id: '', param_order: '41', param_permiso: '3', param_admite_hijos: true, textos: [{ pt_idioma_id: 1, pt_texto: 'Carpeta auditada' }, { pt_idioma_id: 2, pt_texto: 'Carpeta auditada' }] } },
      201,
    );
    expect(entry).toMatchObject({ entidad: 'parametros', entidad_id: 'audit_carpeta' });
    expect(cambios(entry)).toMatchObject({ param_id: { antes: null, despues: 'audit_carpeta' }, param_order: { antes: null, despues: 41 } });
  });

  it('plantillas_email: a template saved, its HTML cut', async () => {
    const [p] = await app.db.select().from(plantillasEmail).where(eq(plantillasEmail.idioma, 'es')).limit(1);
    if (!p) throw new Error('no template');
    const html = `<p>${'Texto largo. '.repeat(60)}</p>`;
    const { entry } = await entryOf(
      { method: 'PUT', url: '/api/plantillas', payload: { id: p.pe_id, nombre: p.pe_nombre, descripcion: p.pe_descripcion, remitente: p.pe_remitente, remitente_email: p.pe_remitente_email, asunto: 'Asunto auditado', html } },
      200,
    );
    expect(entry).toMatchObject({ entidad: 'plantillas_email', entidad_id: String(p.pe_id) });
    const c = cambios(entry);
    expect(c.pe_asunto).toEqual({ antes: p.pe_asunto, despues: 'Asunto auditado' });
    expect(String(c.pe_html?.despues).length).toBeLessThanOrEqual(MAX_VALOR + 1);
  });

  it('contenidos_web: a content created, then deleted', async () => {
    const form = {
      titulo: 'Contenido auditado',
      descripcion_corta: 'Corta.',
      descripcion_larga: '<p>Larga.</p>',
      tipo: 'noticia',
      clasificacion: 'clas_formacion',
      perfil: ['3', '5'],
      fecha_publicacion: '2026-01-10',
      estado: 'Publicado',
      imagen: new File([demoLogo(1)], 'foto.png', { type: 'image/png' }),
    };
    const created = await entryOf({ method: 'POST', url: '/api/contenidos-web', payload: toFormData(form) }, 201);
    const id = body<Envelope<{ id: number }>>(created.response).data.id;
    expect(created.entry).toMatchObject({ entidad: 'contenidos_web', entidad_id: String(id) });
    expect(cambios(created.entry)).toMatchObject({ titulo: { antes: null, despues: 'Contenido auditado' } });
    const deleted = await entryOf({ method: 'DELETE', url: `/api/contenidos-web/${id}` }, 200);
    expect(deleted.entry).toMatchObject({ entidad: 'contenidos_web', entidad_id: String(id) });
    expect(cambios(deleted.entry)).toMatchObject({ titulo: { antes: 'Contenido auditado', despues: null } });
    expect(await app.db.select().from(contenidosWeb).where(eq(contenidosWeb.id, id))).toHaveLength(0);
  });

  it('registrations: a company and a consultant created, with no session (no user), each naming its new record', async () => {
    const values = companyValues(64_900);
    const before = await lastId();
    const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
    expect(response.statusCode, response.body).toBe(201);
    const entry = await theEntry(before);
    const [org] = await app.db.select({ id: organizaciones.org_id }).from(organizaciones).where(eq(organizaciones.org_cif, String(values.usuario)));
    expect(entry).toMatchObject({ accion: 'escritura', entidad: 'organizaciones', entidad_id: String(org!.id), usuario_id: null, suplantador_id: null });
    expect(cambios(entry)).toMatchObject({ org_cif: { antes: null, despues: values.usuario } });
    expect(JSON.stringify(entry)).not.toContain(String(values.password));

    const nif = dni(53_000_001);
    const password = 'Consultor-Audit-2026';
    const consultant = await entryOf(
      {
        method: 'POST',
        url: '/api/auth/registroConsultor',
        headers: { authorization: '' },
        payload: toFormData({
          usuario: nif,
          email: 'audit.consultor@acv.example',
          password,
          password_confirmation: password,
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
      },
      201,
    );
    const [row] = await app.db.select({ id: consultores.id }).from(consultores).where(eq(consultores.consultor_nif, nif));
    expect(consultant.entry).toMatchObject({ accion: 'escritura', entidad: 'consultores', entidad_id: String(row!.id), usuario_id: null });
    expect(cambios(consultant.entry)).toMatchObject({ consultor_nif: { antes: null, despues: nif }, consultor_nombre: { antes: null, despues: 'Carla' } });
    expect(JSON.stringify(consultant.entry)).not.toContain(password);
  });

  it('a write refused records no changes and names no record (as before)', async () => {
    const { entry } = await entryOf({ method: 'PATCH', url: '/api/organizaciones', payload: { id: 999_999, exento_cuota: true } }, 404);
    expect(entry).toMatchObject({ accion: 'escritura', entidad: null, entidad_id: null, detalle: null, status: 404 });
  });
});

describe('impersonation and secrets', () => {
  it("an impersonated write names both people; the company's new password is recorded as changed, never as itself", async () => {
    const company = await freshCompany();
    const started = await app.inject({ method: 'GET', url: `/api/admin/auth/organizacion/${company.cif}`, headers: bearer(admin) });
    expect(started.statusCode, started.body).toBe(200);
    const token = body<Envelope<LoginData>>(started).data.token;
    const nueva = 'Canary-Audit-Pass-7';
    const { entry } = await entryOf(
      { method: 'PATCH', url: '/api/usuarios/cambiarPassword', payload: { old_password: company.password, new_password: nueva, new_password_confirmation: nueva } },
      200,
      token,
    );
    expect(entry).toMatchObject({ accion: 'escritura', entidad: 'usuarios', entidad_id: String(company.usuarioId), usuario_id: company.usuarioId, suplantador_id: adminId });
    expect(cambios(entry)).toEqual({ password_hash: { antes: SECRETO, despues: SECRETO } });
    const [cuenta] = await app.db.select({ hash: usuarios.password_hash }).from(usuarios).where(eq(usuarios.id, company.usuarioId));
    const text = JSON.stringify(entry);
    for (const secret of [company.password, nueva, cuenta!.hash, token]) expect(text.split(secret)).toHaveLength(1);
  });

  it("the programme's bank account changed: recorded as changed, the IBAN never", async () => {
    const [row] = await app.db.select().from(datosBancarios).limit(1);
    if (!row) throw new Error('no bank data');
    const iban = 'ES6000491500051234567892';
    const { entry } = await entryOf({ method: 'PATCH', url: `/api/datos_bancario/${row.id}`, payload: { entidad: 'Banco Auditado', num_cuenta: iban } }, 201);
    expect(entry).toMatchObject({ entidad: 'datos_bancarios', entidad_id: String(row.id) });
    expect(cambios(entry)).toMatchObject({ entidad: { antes: row.entidad, despues: 'Banco Auditado' }, num_cuenta: { antes: SECRETO, despues: SECRETO } });
    const all = JSON.stringify(await app.db.select().from(auditoria).where(and(eq(auditoria.entidad, 'datos_bancarios'))));
    expect(all.split(iban)).toHaveLength(1);
    expect(all.split(row.num_cuenta)).toHaveLength(1);
  });
});
