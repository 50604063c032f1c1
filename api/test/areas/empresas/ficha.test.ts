/**
 * One company as the administration handles it (spec part 2 §2.5, §4, §5, §7.3): its page by CIF,
 * 'Guardar' of its general data (multipart, optional new logo), baja and alta with their history
 * and their effect on the company's sign-in, and deletion (with its files, and refused while other
 * rows refer to the company). Every company changed here is registered here: the demo accounts
 * are left as they are.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MSG,
  calendarDay,
  EMPRESAS_MESSAGES,
  EMPRESAS_MSG,
  MSG,
  SESSION_ERRORS,
  type EmpresaDetalle,
  type EmpresaListItem,
  type Envelope,
  type MeData,
} from '@dapcon/contract';
import { correos, organizaciones, organizacionesEstados, sesiones, tokensUsuario, usuarios } from '../../../src/db/schema';
import { cif, dni } from '../../../src/seed/documents';
import { bearer, body, build, demoAccount, errorBody } from '../../helper';
import {
  adminTokens,
  allStoredKeys,
  companyLogin,
  detail,
  empresaValues,
  expectError,
  fieldErrors,
  file,
  JPEG,
  PDF,
  PNG,
  registerCompany,
  sendForm,
  signInCompany,
  storedKeys,
  type TestCompany,
} from './support';

/** A page of the company list. */
type Page = { data: EmpresaListItem[]; total: number };

let app: FastifyInstance;
let admin: string;
let admin2: string;
let adminId: number;
let next = 100;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) });
  adminId = body<Envelope<MeData>>(me).data.id;
});
afterAll(async () => {
  await app.close();
});

const fresh = (overrides: Record<string, unknown> = {}): Promise<TestCompany> => registerCompany(app, next++, overrides);

const update = (orgId: number | string, values: Record<string, unknown>, token = admin) =>
  sendForm(app, 'POST', `/api/organizaciones/${orgId}/actualizar`, token, values);

const patch = (orgId: number | string, action: 'dar_de_baja' | 'dar_de_alta', payload: Record<string, unknown>, token = admin) =>
  app.inject({ method: 'PATCH', url: `/api/organizaciones/${orgId}/${action}`, headers: bearer(token), payload });

const remove = (orgId: number | string, token = admin) => app.inject({ method: 'DELETE', url: `/api/organizaciones/${orgId}/eliminar`, headers: bearer(token) });

const history = (orgId: number) =>
  app.db.select().from(organizacionesEstados).where(eq(organizacionesEstados.org_id, orgId)).orderBy(organizacionesEstados.id);

describe('GET /organizaciones/cif/:cif', () => {
  it('answers the company as registered, with its account, to both administrator profiles', async () => {
    const company = await fresh({ logo: file(PNG, 'logo.png', 'image/png') });
    for (const token of [admin, admin2]) {
      const d = await detail(app, token, company.cif);
      expect(d).toMatchObject({
        org_id: company.orgId,
        org_cif: company.cif,
        org_nombre: company.values.org_nombre,
        es_persona: false,
        org_persona_nombre: null,
        org_email: company.email,
        org_pais: 1,
        tiene_logo: true,
        persona_contacto_nombre: company.values.org_persona_contacto_nombre,
        contacto_facturacion_email: company.values.org_contacto_facturacion_email,
        org_tipo: 'empresa',
        org_tamanio: 'pme_50',
        org_convenio: null,
        exento_cuota: false,
        integracion_api: false,
        org_fecha_baja: null,
        org_observaciones_baja: null,
        estado_pago: 'pendiente',
        doc_sgm_iso14001: false,
        doc_sgm_emacs: false,
        usuario: company.cif,
        usuario_id: company.usuarioId,
        activo: true,
      });
      // Storage keys never leave the server: only whether there is a file.
      expect(JSON.stringify(d)).not.toMatch(/logos\/|documentos\//);
    }
  });

  it('finds the CIF typed in lower case or with separators', async () => {
    const company = await fresh();
    const typed = `${company.cif.slice(0, 1).toLowerCase()}-${company.cif.slice(1)}`;
    expect((await detail(app, admin, typed)).org_id).toBe(company.orgId);
  });

  it('answers 404 for a CIF no company has, and for a consultant’s NIF', async () => {
    for (const unknown of [cif('B', 8, 99_999), demoAccount((a) => a.modulo_app === 'consultor').usuario]) {
      const response = await app.inject({ method: 'GET', url: `/api/organizaciones/cif/${unknown}`, headers: bearer(admin) });
      expectError(response, 404, MSG.noEncontrado);
    }
  });
});

describe('POST /organizaciones/:id/actualizar (the administration’s Guardar)', () => {
  it('saves every field (201, the spec’s message) and the next GET shows them; the account follows the e-mail, name and phone', async () => {
    const company = await fresh();
    const before = await detail(app, admin, company.cif);
    const values = empresaValues(before, {
      org_nombre: 'Áridos Renovados, S.A.',
      org_direccion: 'Avinguda Diagonal, 640',
      org_codigo_postal: '08017',
      org_poblacion: 'Barcelona',
      org_provincia: 'Barcelona',
      org_email: `nuevo${company.orgId}@renovados.example`,
      org_telefono: '934 000 111',
      org_web: '',
      persona_contacto_nombre: 'Anna Vila',
      persona_contacto_cargo: 'Gerente',
      persona_contacto_telefono: '600 000 001',
      persona_contacto_email: 'anna@renovados.example',
      contacto_facturacion_nombre: 'Pere Roca',
      contacto_facturacion_email: 'factures@renovados.example',
      contacto_facturacion_telefono: '934 000 112',
      org_tipo: 'asociacion',
      org_tamanio: 'socios_superior_5',
      org_convenio: 'conv_ascer',
      org_facturar_dapcon_convenio: '1',
      exento_cuota: 'true',
      integracion_api: 'on',
      org_fecha_alta: '2024-03-15',
    });
    const response = await update(company.orgId, values);
    expect(response.statusCode, response.body).toBe(201);
    const answer = body<Envelope<EmpresaDetalle>>(response);
    expect(answer.status).toBe('Success');
    expect(answer.message).toBe(MSG.operacionCorrecta);

    const after = await detail(app, admin, company.cif);
    expect(answer.data).toEqual(after);
    expect(after).toMatchObject({
      org_cif: company.cif,
      org_nombre: 'Áridos Renovados, S.A.',
      org_direccion: 'Avinguda Diagonal, 640',
      org_codigo_postal: '08017',
      org_email: values.org_email,
      org_telefono: '934 000 111',
      org_web: null,
      persona_contacto_nombre: 'Anna Vila',
      contacto_facturacion_email: 'factures@renovados.example',
      org_tipo: 'asociacion',
      org_tamanio: 'socios_superior_5',
      org_convenio: 'conv_ascer',
      org_facturar_dapcon_convenio: true,
      exento_cuota: true,
      integracion_api: true,
      // Exempt (and under an agreement): it owes no fee, so it is up to date, never sent to the payment flow.
      estado_pago: 'pagado',
      activo: true,
    });
    // A new registration day is stored as that day (noon UTC: the same day in Madrid).
    expect(after.org_fecha_alta).toBe('2024-03-15T12:00:00.000Z');

    // The account: its e-mail is the company's, its name the company's (the token and /auth/me show it).
    const [account] = await app.db.select().from(usuarios).where(eq(usuarios.id, company.usuarioId));
    expect(account).toMatchObject({ email: values.org_email, nombre: 'Áridos Renovados, S.A.', apellidos: '', telefono: '934 000 111' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await signInCompany(app, company.cif)) });
    expect(body<Envelope<MeData>>(me).data).toMatchObject({ email: values.org_email, nombre: 'Áridos Renovados, S.A.' });

    // The list shows the new name and agreement.
    const list = await app.inject({ method: 'GET', url: '/api/organizaciones', query: { filter_cif: company.cif }, headers: bearer(admin2) });
    expect(body<Envelope<Page>>(list).data.data).toEqual([
      expect.objectContaining({ org_id: company.orgId, org_nombre: 'Áridos Renovados, S.A.', org_convenio: 'conv_ascer', integracion_api: true }),
    ]);
  });

  it('keeps the registration instant while the form shows its day, and clears the agreement when none is sent', async () => {
    const company = await fresh();
    const first = await detail(app, admin, company.cif);
    await update(company.orgId, empresaValues(first, { org_convenio: 'conv_andece' }));
    expect((await detail(app, admin, company.cif)).org_convenio).toBe('conv_andece');
    const response = await update(company.orgId, empresaValues(first, { org_convenio: '' }));
    expect(response.statusCode, response.body).toBe(201);
    const after = await detail(app, admin, company.cif);
    expect(after.org_convenio).toBeNull();
    expect(after.org_fecha_alta).toBe(first.org_fecha_alta);
  });

  it('saves a self-employed person: the legal name is their name and surnames, and the account’s too', async () => {
    const nif = dni(52_000_000 + next);
    const person = await fresh({ usuario: nif, es_persona: '1', org_nombre: undefined, org_persona_nombre: 'Pere', org_persona_apellido: 'Vila Serra' });
    const before = await detail(app, admin, person.cif);
    expect(before).toMatchObject({ es_persona: true, org_nombre: 'Pere Vila Serra' });
    const response = await update(person.orgId, empresaValues(before, { org_persona_nombre: 'Pere Joan', org_persona_apellido: 'Vila i Serra', org_nombre: 'Ignored, S.L.' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await detail(app, admin, person.cif)).toMatchObject({
      org_nombre: 'Pere Joan Vila i Serra',
      org_persona_nombre: 'Pere Joan',
      org_persona_apellido: 'Vila i Serra',
    });
    const [account] = await app.db.select().from(usuarios).where(eq(usuarios.id, person.usuarioId));
    expect(account).toMatchObject({ nombre: 'Pere Joan', apellidos: 'Vila i Serra' });

    // A person's form without surnames is the name rule's 422.
    expect(fieldErrors(await update(person.orgId, empresaValues(before, { org_persona_apellido: '' })))).toEqual({
      org_persona_apellido: [MSG.apellidosObligatorios],
    });
  });

  it('replaces the logo: the new file is stored and served, the old one removed', async () => {
    const company = await fresh({ logo: file(PNG, 'a.png', 'image/png') });
    const { logo: oldKey } = await storedKeys(app, company.orgId);
    expect(oldKey).toMatch(/^logos\/.+\.png$/);
    const d = await detail(app, admin, company.cif);
    const response = await update(company.orgId, empresaValues(d, { logo: file(JPEG, 'nuevo.jpg', 'image/jpeg') }));
    expect(response.statusCode, response.body).toBe(201);
    const { logo: newKey } = await storedKeys(app, company.orgId);
    expect(newKey).toMatch(/^logos\/.+\.jpg$/);
    expect(await app.storage.get(oldKey ?? '')).toBeNull();
    expect(await app.storage.get(newKey ?? '')).toEqual(JPEG);
    const logo = await app.inject({ method: 'GET', url: `/api/org-logo-img/${company.orgId}/img`, headers: bearer(admin) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect(logo.rawPayload).toEqual(JPEG);

    // Saving without a logo keeps the one stored.
    await update(company.orgId, empresaValues(d));
    expect((await storedKeys(app, company.orgId)).logo).toBe(newKey);
  });

  it('refuses with 422 under each field the contract checks, with the spec’s messages, and stores nothing', async () => {
    const company = await fresh();
    const d = await detail(app, admin, company.cif);
    const keys = await allStoredKeys(app);
    const errors = fieldErrors(
      await update(
        company.orgId,
        empresaValues(d, {
          org_direccion: '',
          org_pais: '',
          org_email: 'no-es-un-correo',
          org_telefono: ' ',
          persona_contacto_cargo: '',
          persona_contacto_email: '',
          org_tipo: '',
          org_tamanio: '',
          org_nombre: '',
          org_fecha_alta: '',
          logo: file(PDF, 'logo.pdf', 'application/pdf'),
        }),
      ),
    );
    expect(errors).toEqual({
      org_direccion: [MSG.direccionObligatoria],
      org_pais: [MSG.paisObligatorio],
      org_email: [MSG.correoNoValido],
      org_telefono: [MSG.telefonoObligatorio],
      persona_contacto_cargo: [MSG.cargoObligatorio],
      persona_contacto_email: [MSG.emailObligatorio],
      org_tipo: [MSG.tipoEmpresaObligatorio],
      org_tamanio: [MSG.tamanioEmpresaObligatorio],
      org_nombre: [MSG.nombreObligatorio],
      org_fecha_alta: [EMPRESAS_MSG.fechaAltaObligatoria],
      logo: [MSG.logoTipoNoValido],
    });
    expect(fieldErrors(await update(company.orgId, empresaValues(d, { org_fecha_alta: '2025-02-30' })))).toEqual({ org_fecha_alta: [MSG.fechaNoValida] });
    expect(await allStoredKeys(app)).toEqual(keys);
    expect(await detail(app, admin, company.cif)).toEqual(d);
  });

  it('refuses with 422 what only the server can check: lists, country, agreement, person mode, another account’s e-mail', async () => {
    const company = await fresh();
    const other = await fresh();
    const d = await detail(app, admin, company.cif);
    const keys = await allStoredKeys(app);
    const errors = fieldErrors(
      await update(
        company.orgId,
        empresaValues(d, {
          org_tipo: 'multinacional',
          org_pais: '999',
          org_convenio: 'conv_inexistente',
          es_persona: '1',
          org_persona_nombre: 'Ana',
          org_persona_apellido: 'Ruiz',
          org_email: other.email.toUpperCase(),
          logo: file(PNG, 'logo.png', 'image/png'),
        }),
      ),
    );
    expect(errors).toEqual({
      org_tipo: [AUTH_MSG.tipoEmpresaNoValido],
      org_pais: [MSG.paisNoValido],
      org_convenio: [EMPRESAS_MSG.convenioNoValido],
      es_persona: [MSG.valorNoValido],
      org_email: [AUTH_MSG.correoYaRegistrado],
    });
    // A size of the other type's list.
    expect(fieldErrors(await update(company.orgId, empresaValues(d, { org_tamanio: 'socios_5' })))).toEqual({ org_tamanio: [AUTH_MSG.tamanioEmpresaNoValido] });
    // A demo account's e-mail is another account's too.
    const [demo] = await app.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, demoAccount((a) => a.modulo_app === 'consultor').usuario));
    expect(fieldErrors(await update(company.orgId, empresaValues(d, { org_email: demo?.email })))).toEqual({ org_email: [AUTH_MSG.correoYaRegistrado] });
    expect(await allStoredKeys(app)).toEqual(keys);
    expect(await detail(app, admin, company.cif)).toEqual(d);

    // The company's own address in other letters is its own.
    const own = await update(company.orgId, empresaValues(d, { org_email: company.email.toUpperCase() }));
    expect(own.statusCode, own.body).toBe(201);
  });

  it('lets a company keep an option deactivated since it chose it', async () => {
    const company = await fresh();
    await update(company.orgId, empresaValues(await detail(app, admin, company.cif), { org_convenio: 'conv_anfapa' }));
    await app.db.execute(sql`update parametros set activo = false where param_id = 'conv_anfapa'`);
    try {
      const d = await detail(app, admin, company.cif);
      const response = await update(company.orgId, empresaValues(d, { org_telefono: '935 555 555' }));
      expect(response.statusCode, response.body).toBe(201);
      // …but not choose it anew.
      const other = await fresh();
      expect(fieldErrors(await update(other.orgId, empresaValues(await detail(app, admin, other.cif), { org_convenio: 'conv_anfapa' })))).toEqual({
        org_convenio: [EMPRESAS_MSG.convenioNoValido],
      });
    } finally {
      await app.db.execute(sql`update parametros set activo = true where param_id = 'conv_anfapa'`);
    }
  });

  it('answers 404 for a company that does not exist, after the body’s own checks', async () => {
    const company = await fresh();
    const values = empresaValues(await detail(app, admin, company.cif));
    expectError(await update(999_999, values), 404, MSG.noEncontrado);
    const empty = await app.inject({ method: 'POST', url: '/api/organizaciones/999999/actualizar', headers: bearer(admin), payload: {} });
    expect(fieldErrors(empty)).toHaveProperty('org_direccion');
  });

  it('is the administration’s: a company may not save another’s data, nor its own, through it', async () => {
    const company = await fresh();
    const other = await fresh();
    const values = empresaValues(await detail(app, admin, other.cif), { org_nombre: 'Robada, S.L.' });
    for (const id of [other.orgId, company.orgId]) expectError(await update(id, values, company.token), 403, MSG.sinPermiso);
    expect((await detail(app, admin, other.cif)).org_nombre).not.toBe('Robada, S.L.');
  });
});

describe('PATCH /organizaciones (the fee exemption alone)', () => {
  const exencion = (payload: Record<string, unknown>, token = admin) => app.inject({ method: 'PATCH', url: '/api/organizaciones', headers: bearer(token), payload });
  const estado = async (orgId: number) =>
    (await app.db.select({ estado_pago: organizaciones.estado_pago, alerta_pago: organizaciones.alerta_pago, exento_cuota: organizaciones.exento_cuota }).from(organizaciones).where(eq(organizaciones.org_id, orgId)))[0];

  it('exempts a company that owes its fee: it is up to date, without the alert, and signs in without the payment flow; cleared again, it owes this year’s fee', async () => {
    const company = await fresh();
    expect(await estado(company.orgId)).toEqual({ estado_pago: 'pendiente', alerta_pago: true, exento_cuota: false });
    const response = await exencion({ id: company.orgId, exento_cuota: true });
    expect(response.statusCode, response.body).toBe(200);
    const answer = body<Envelope<EmpresaDetalle>>(response);
    expect(answer.message).toBe(EMPRESAS_MSG.exencionActualizada);
    expect(answer.data).toMatchObject({ org_id: company.orgId, exento_cuota: true, estado_pago: 'pagado' });
    expect(await estado(company.orgId)).toEqual({ estado_pago: 'pagado', alerta_pago: false, exento_cuota: true });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(await signInCompany(app, company.cif)) });
    expect(body<Envelope<MeData>>(me).data.estado_pago).toBe('pagado');

    // The other administrator profile too; without a paid fee of this year the company owes it again.
    expect((await exencion({ id: company.orgId, exento_cuota: false }, admin2)).statusCode).toBe(200);
    expect(await estado(company.orgId)).toEqual({ estado_pago: 'pendiente', alerta_pago: true, exento_cuota: false });
  });

  it('leaves a company that has paid this year’s fee up to date when its exemption ends', async () => {
    const company = await fresh();
    const year = Number(calendarDay(new Date()).slice(0, 4));
    const pago = await app.inject({
      method: 'POST',
      url: '/api/cuotas/registro-pago',
      headers: bearer(admin),
      payload: { org_id: company.orgId, year, pagado: calendarDay(new Date()), importe: '450,00', tipo: 'Alta' },
    });
    expect(pago.statusCode, pago.body).toBe(201);
    await exencion({ id: company.orgId, exento_cuota: true });
    expect((await exencion({ id: company.orgId, exento_cuota: false })).statusCode).toBe(200);
    expect(await estado(company.orgId)).toEqual({ estado_pago: 'pagado', alerta_pago: false, exento_cuota: false });
  });

  it('refuses a missing or bad id or exemption (422, under the field), and an unknown company (404); nothing changes', async () => {
    const company = await fresh();
    expect(fieldErrors(await exencion({ exento_cuota: true }))).toEqual({ id: [MSG.campoObligatorio] });
    expect(fieldErrors(await exencion({ id: company.orgId }))).toEqual({ exento_cuota: [MSG.valorNoValido] });
    expect(fieldErrors(await exencion({ id: company.orgId, exento_cuota: 'sí, claro' }))).toEqual({ exento_cuota: [MSG.valorNoValido] });
    expect(fieldErrors(await exencion({ id: 'doce', exento_cuota: true }))).toEqual({ id: [MSG.noEncontrado] });
    const unknown = await exencion({ id: 999999999, exento_cuota: true });
    expect(unknown.statusCode).toBe(404);
    expect(await estado(company.orgId)).toEqual({ estado_pago: 'pendiente', alerta_pago: true, exento_cuota: false });
  });
});

describe('PATCH /organizaciones/:id/dar_de_baja and dar_de_alta', () => {
  it('gives baja: the date and observations, the account off, its sessions ended, a history row; then alta brings it back', async () => {
    const company = await fresh();
    const second = await signInCompany(app, company.cif);
    const baja = await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-10-31', org_observaciones_baja: 'Cese de actividad' });
    expect(baja.statusCode, baja.body).toBe(200);
    const bajaAnswer = body<Envelope<EmpresaDetalle>>(baja);
    expect(bajaAnswer.message).toBe(EMPRESAS_MSG.empresaDadaDeBaja);
    expect(bajaAnswer.data).toMatchObject({ org_id: company.orgId, org_observaciones_baja: 'Cese de actividad', activo: false });
    expect(calendarDay(new Date(bajaAnswer.data.org_fecha_baja ?? ''))).toBe('2026-10-31');
    expect(await detail(app, admin, company.cif)).toEqual(bajaAnswer.data);

    // Its open sessions end; it can no longer sign in (the usual sign-in refusal).
    for (const token of [company.token, second]) {
      expectError(await app.inject({ method: 'GET', url: '/api/organizaciones/mis-datos/mostrar', headers: bearer(token) }), 401, SESSION_ERRORS.sesionInexistente);
    }
    const live = await app.db.select().from(sesiones).where(and(eq(sesiones.usuario_id, company.usuarioId), sql`${sesiones.revoked_at} is null`));
    expect(live).toEqual([]);
    expectError(await companyLogin(app, company.cif), 401, AUTH_MSG.credencialesIncorrectas);

    // The list's 'baja' filter finds it, 'alta' does not.
    const listed = async (estado: string) =>
      body<Envelope<Page>>(
        await app.inject({ method: 'GET', url: '/api/organizaciones', query: { filter_cif: company.cif, estado_id: estado }, headers: bearer(admin) }),
      ).data.data.map((row) => row.org_id);
    expect(await listed('baja')).toEqual([company.orgId]);
    expect(await listed('alta')).toEqual([]);

    // Twice: 409, and nothing more is recorded.
    expectError(await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-11-01' }, admin2), 409, EMPRESAS_MSG.yaDeBaja);
    expect(await history(company.orgId)).toEqual([
      expect.objectContaining({ tipo: 'baja', fecha: '2026-10-31', observaciones: 'Cese de actividad', admin_id: adminId }),
    ]);

    const alta = await patch(company.orgId, 'dar_de_alta', { org_fecha_alta: '2026-11-20', org_observaciones_baja: 'Reanuda la actividad' }, admin2);
    expect(alta.statusCode, alta.body).toBe(200);
    const altaAnswer = body<Envelope<EmpresaDetalle>>(alta);
    expect(altaAnswer.message).toBe(EMPRESAS_MSG.empresaDadaDeAlta);
    expect(altaAnswer.data).toMatchObject({ org_fecha_baja: null, org_observaciones_baja: null, activo: true });
    expect(calendarDay(new Date(altaAnswer.data.org_fecha_alta))).toBe('2026-11-20');
    expect(await listed('alta')).toEqual([company.orgId]);

    // It signs in again; the old sessions stay ended.
    const token = await signInCompany(app, company.cif);
    expect((await app.inject({ method: 'GET', url: '/api/organizaciones/mis-datos/mostrar', headers: bearer(token) })).statusCode).toBe(200);
    expectError(await app.inject({ method: 'GET', url: '/api/organizaciones/mis-datos/mostrar', headers: bearer(company.token) }), 401, SESSION_ERRORS.sesionInexistente);

    expectError(await patch(company.orgId, 'dar_de_alta', { org_fecha_alta: '2026-11-21' }), 409, EMPRESAS_MSG.yaDeAlta);
    const admin2Id = (await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2).usuario)))[0]?.id;
    expect((await history(company.orgId)).map(({ tipo, fecha, observaciones, admin_id }) => ({ tipo, fecha, observaciones, admin_id }))).toEqual([
      { tipo: 'baja', fecha: '2026-10-31', observaciones: 'Cese de actividad', admin_id: adminId },
      { tipo: 'alta', fecha: '2026-11-20', observaciones: 'Reanuda la actividad', admin_id: admin2Id },
    ]);
  });

  it('keeps the registration date (fecha_creacion) and the renewal anniversary through a baja and an alta; the alta’s date is org_fecha_alta', async () => {
    const company = await fresh();
    const registered = new Date('2019-02-01T12:00:00.000Z');
    await app.db.update(organizaciones).set({ fecha_creacion: registered, org_fecha_alta: registered }).where(eq(organizaciones.org_id, company.orgId));
    const aniversario = async () =>
      (await app.db.select({ md: organizaciones.org_aniversario }).from(organizaciones).where(eq(organizaciones.org_id, company.orgId)))[0]?.md;
    const listRow = async () =>
      body<Envelope<Page>>(await app.inject({ method: 'GET', url: '/api/organizaciones', query: { filter_cif: company.cif, estado_id: 'todos' }, headers: bearer(admin) })).data
        .data[0];
    expect(await aniversario()).toBe(201);

    expect((await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-10-31' })).statusCode).toBe(200);
    const alta = await patch(company.orgId, 'dar_de_alta', { org_fecha_alta: '2026-11-20' });
    expect(alta.statusCode, alta.body).toBe(200);

    const after = await detail(app, admin, company.cif);
    expect(body<Envelope<EmpresaDetalle>>(alta).data).toEqual(after);
    expect(after.fecha_creacion).toBe(registered.toISOString());
    expect(calendarDay(new Date(after.org_fecha_alta))).toBe('2026-11-20');
    expect(await listRow()).toMatchObject({ fecha_creacion: registered.toISOString(), org_fecha_alta: after.org_fecha_alta });
    expect(await aniversario()).toBe(201);
    expect((await history(company.orgId)).map(({ tipo, fecha }) => ({ tipo, fecha }))).toEqual([
      { tipo: 'baja', fecha: '2026-10-31' },
      { tipo: 'alta', fecha: '2026-11-20' },
    ]);

    // The page's 'Guardar' edits the alta's date, never the registration date.
    const saved = await update(company.orgId, empresaValues(after, { org_fecha_alta: '2026-11-25' }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(await detail(app, admin, company.cif)).toMatchObject({ fecha_creacion: registered.toISOString(), org_fecha_alta: '2026-11-25T12:00:00.000Z' });
    expect(await aniversario()).toBe(201);
  });

  it('gives one of two bajas at once, and refuses the other (409)', async () => {
    const company = await fresh();
    const answers = await Promise.all([
      patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-03-01' }),
      patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-03-02' }, admin2),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await history(company.orgId)).toHaveLength(1);
  });

  it('a baja without observations stores none', async () => {
    const company = await fresh();
    const response = await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-01-02', org_observaciones_baja: '   ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<Envelope<EmpresaDetalle>>(response).data.org_observaciones_baja).toBeNull();
    expect((await history(company.orgId))[0]?.observaciones).toBeNull();
  });

  it('refuses a missing or impossible date with 422 under the field, and changes nothing', async () => {
    const company = await fresh();
    expect(fieldErrors(await patch(company.orgId, 'dar_de_baja', {}))).toEqual({ org_fecha_baja: [EMPRESAS_MSG.fechaBajaObligatoria] });
    expect(fieldErrors(await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '31/10/2026' }))).toEqual({ org_fecha_baja: [MSG.fechaNoValida] });
    expect(fieldErrors(await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-02-29' }))).toEqual({ org_fecha_baja: [MSG.fechaNoValida] });
    expect(fieldErrors(await patch(company.orgId, 'dar_de_alta', { org_fecha_alta: '' }))).toEqual({ org_fecha_alta: [EMPRESAS_MSG.fechaAltaObligatoria] });
    expect(fieldErrors(await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-01-01', org_observaciones_baja: 'x'.repeat(2001) }))).toEqual({
      org_observaciones_baja: [MSG.textoDemasiadoLargo],
    });
    expect((await detail(app, admin, company.cif)).activo).toBe(true);
    expect(await history(company.orgId)).toEqual([]);
  });

  it('answers 404 for a company that does not exist', async () => {
    expectError(await patch(999_999, 'dar_de_baja', { org_fecha_baja: '2026-01-01' }), 404, MSG.noEncontrado);
    expectError(await patch(999_999, 'dar_de_alta', { org_fecha_alta: '2026-01-01' }), 404, MSG.noEncontrado);
  });

  it('is the administration’s: a company cannot give itself or another baja', async () => {
    const company = await fresh();
    for (const id of [company.orgId, company.orgId + 1]) {
      expectError(await patch(id, 'dar_de_baja', { org_fecha_baja: '2026-01-01' }, company.token), 403, MSG.sinPermiso);
    }
    expect((await detail(app, admin, company.cif)).activo).toBe(true);
  });
});

describe('DELETE /organizaciones/:id/eliminar', () => {
  it('deletes the company, its account, sessions, tokens, history and files', async () => {
    const company = await fresh({ logo: file(PNG, 'logo.png', 'image/png') });
    for (const type of ['iso14001', 'emacs']) {
      const sent = await sendForm(app, 'POST', '/api/organizaciones/actualizar/documentos', company.token, {
        documento: file(PDF, `${type}.pdf`, 'application/pdf'),
        org_cif: company.cif,
        type,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-01-01' });
    await patch(company.orgId, 'dar_de_alta', { org_fecha_alta: '2026-02-01' });
    // An e-mail sent to it (a reset link) stays in the outbox, no longer naming the account.
    await app.inject({ method: 'POST', url: '/api/auth/reiniciarPassword', payload: { modulo_app: 'organizacion', org_cif: company.cif } });
    await app.tasks.idle();
    const [mail] = await app.db.select({ id: correos.id }).from(correos).where(eq(correos.usuario_id, company.usuarioId));
    expect(mail).toBeDefined();
    const keys = await storedKeys(app, company.orgId);
    expect(Object.values(keys).every((key) => typeof key === 'string')).toBe(true);
    const others = (await allStoredKeys(app)).filter((key) => !Object.values(keys).includes(key));

    const response = await remove(company.orgId);
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ status: 'Success', message: EMPRESAS_MSG.empresaEliminada, data: null });

    expectError(await app.inject({ method: 'GET', url: `/api/organizaciones/cif/${company.cif}`, headers: bearer(admin) }), 404, MSG.noEncontrado);
    expect(await app.db.select().from(usuarios).where(eq(usuarios.id, company.usuarioId))).toEqual([]);
    expect(await app.db.select().from(organizaciones).where(eq(organizaciones.org_id, company.orgId))).toEqual([]);
    expect(await app.db.select().from(sesiones).where(eq(sesiones.usuario_id, company.usuarioId))).toEqual([]);
    expect(await app.db.select().from(tokensUsuario).where(eq(tokensUsuario.usuario_id, company.usuarioId))).toEqual([]);
    expect(await history(company.orgId)).toEqual([]);
    expect(await app.db.select({ usuario_id: correos.usuario_id }).from(correos).where(eq(correos.id, mail?.id ?? 0))).toEqual([{ usuario_id: null }]);
    for (const key of Object.values(keys)) expect(await app.storage.get(key ?? ''), key ?? '').toBeNull();
    // Nobody else's files went with them.
    expect(await allStoredKeys(app)).toEqual(others);

    expectError(await companyLogin(app, company.cif), 401, AUTH_MSG.credencialesIncorrectas);
    expectError(await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(company.token) }), 401, SESSION_ERRORS.sesionInexistente);
    // Its CIF and e-mail are free again.
    const again = await registerCompany(app, next++, { usuario: company.cif, email: company.email });
    expect(again.cif).toBe(company.cif);
  });

  it('answers 404 for a company that does not exist, or no longer does', async () => {
    const company = await fresh();
    expect((await remove(company.orgId)).statusCode).toBe(200);
    expectError(await remove(company.orgId), 404, MSG.noEncontrado);
    expectError(await remove(999_999), 404, MSG.noEncontrado);
  });

  it('refuses (409) a company other rows refer to (ON DELETE RESTRICT or NO ACTION), and deletes nothing', async () => {
    const company = await fresh({ logo: file(PNG, 'logo.png', 'image/png') });
    const sent = await sendForm(app, 'POST', '/api/organizaciones/actualizar/documentos', admin, {
      documento: file(PDF, 'iso.pdf', 'application/pdf'),
      org_cif: company.cif,
      type: 'iso14001',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // What the DAPcons and payments tables will do: refer to the company, ON DELETE RESTRICT
    // (PostgreSQL's 23001) or the default NO ACTION (23503).
    await app.db.execute(sql`create table pagos_de_prueba (id integer primary key, org_id integer not null references organizaciones (org_id) on delete restrict)`);
    await app.db.execute(sql`create table dapcons_de_prueba (id integer primary key, org_id integer not null references organizaciones (org_id))`);
    try {
      const keys = await storedKeys(app, company.orgId);
      const files = await allStoredKeys(app);
      for (const table of ['pagos_de_prueba', 'dapcons_de_prueba']) {
        await app.db.execute(sql`insert into ${sql.identifier(table)} (id, org_id) values (1, ${company.orgId})`);

        expectError(await remove(company.orgId), 409, EMPRESAS_MSG.empresaConHistorial);

        expect((await detail(app, admin, company.cif)).org_id).toBe(company.orgId);
        expect(await app.db.select().from(usuarios).where(eq(usuarios.id, company.usuarioId))).toHaveLength(1);
        expect(await storedKeys(app, company.orgId)).toEqual(keys);
        expect(await allStoredKeys(app)).toEqual(files);
        for (const key of [keys.logo, keys.iso]) expect(await app.storage.get(key ?? '')).not.toBeNull();
        // The account still signs in, and its session goes on.
        expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(company.token) })).statusCode).toBe(200);
        await signInCompany(app, company.cif);
        await app.db.execute(sql`delete from ${sql.identifier(table)}`);
      }
      // Once nothing refers to it, it goes.
      expect((await remove(company.orgId)).statusCode).toBe(200);
    } finally {
      await app.db.execute(sql`drop table pagos_de_prueba, dapcons_de_prueba`);
    }
  });

  it('is the administration’s: a company cannot delete itself or another', async () => {
    const company = await fresh();
    const other = await fresh();
    for (const id of [company.orgId, other.orgId]) expectError(await remove(id, company.token), 403, MSG.sinPermiso);
    expect((await detail(app, admin, other.cif)).org_id).toBe(other.orgId);
  });
});

describe('answers in Catalan', () => {
  it('says the baja and refusals in the caller’s language', async () => {
    const company = await fresh();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/organizaciones/${company.orgId}/dar_de_baja`,
      headers: { ...bearer(admin), 'accept-language': 'ca' },
      payload: {},
    });
    expect(errorBody(response).errors).toEqual({ org_fecha_baja: [EMPRESAS_MESSAGES.fechaBajaObligatoria.ca] });
    await patch(company.orgId, 'dar_de_baja', { org_fecha_baja: '2026-01-01' });
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/organizaciones/${company.orgId}/dar_de_baja`,
      headers: { ...bearer(admin), 'accept-language': 'ca' },
      payload: { org_fecha_baja: '2026-01-02' },
    });
    expectError(again, 409, EMPRESAS_MESSAGES.yaDeBaja.ca);
  });
});
