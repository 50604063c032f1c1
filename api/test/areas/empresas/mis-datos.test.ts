/**
 * The signed-in company's own data (/mis-datos; spec part 1 §5, part 2 §2.3, §5): what it sees,
 * what it may change (address, contact, billing contact, logo) and what it may not (CIF, names,
 * type and size, which set its fee, agreement, exemption, API access, dates), and its logo as the image route serves it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, EMPRESAS_MSG, MSG, type EmpresaPerfil, type Envelope, type MeData } from '@dapcon/contract';
import { usuarios } from '../../../src/db/schema';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import {
  adminTokens,
  allStoredKeys,
  detail,
  empresaValues,
  expectError,
  fieldErrors,
  file,
  JPEG,
  misDatosValues,
  PDF,
  perfil,
  PNG,
  registerCompany,
  sendForm,
  signInCompany,
  storedKeys,
  type TestCompany,
} from './support';

let app: FastifyInstance;
let admin: string;
let next = 300;

beforeAll(async () => {
  app = await build();
  ({ admin } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

const fresh = (overrides: Record<string, unknown> = {}): Promise<TestCompany> => registerCompany(app, next++, overrides);

const save = (token: string, values: Record<string, unknown>) => sendForm(app, 'POST', '/api/organizaciones/mis-datos/actualizar', token, values);

const logo = (token: string, orgId: number) => app.inject({ method: 'GET', url: `/api/org-logo-img/${orgId}/img`, headers: bearer(token) });

/** What the administration's fields are, the ones a company may not change. */
const ADMIN_FIELDS = ['comisionista_id', 'tipo_comision', 'org_observaciones_baja', 'usuario_id', 'activo'];

describe('GET /organizaciones/mis-datos/mostrar', () => {
  it('answers the company’s own data, without the administration’s fields', async () => {
    const company = await fresh();
    const own = await perfil(app, company.token);
    const { comisionista_id: _c, tipo_comision: _t, org_observaciones_baja: _o, usuario_id: _u, activo: _a, ...asAdminSees } = await detail(app, admin, company.cif);
    expect(own).toEqual(asAdminSees);
    for (const field of ADMIN_FIELDS) expect(own).not.toHaveProperty(field);
    expect(own).toMatchObject({ org_cif: company.cif, org_email: company.email, tiene_logo: false, usuario: company.cif });
  });

  it('answers a demo company its own data (read only)', async () => {
    const account = demoAccount((a) => a.modulo_app === 'organizacion' && 'org_convenio' in a);
    const own = await perfil(app, await tokenOf(app, account));
    expect(own).toMatchObject({ org_cif: account.usuario, org_convenio: 'org_convenio' in account ? account.org_convenio : null });
  });
});

describe('POST /organizaciones/mis-datos/actualizar', () => {
  it('saves its own data (201, the spec’s message), visible on the next GET; its account takes the new e-mail and phone', async () => {
    const company = await fresh();
    const before = await perfil(app, company.token);
    const values = misDatosValues(before, {
      org_direccion: 'Carrer Nou, 3',
      org_codigo_postal: '17002',
      org_poblacion: 'Girona',
      org_provincia: 'Girona',
      org_email: `nova${company.orgId}@empresa.example`,
      org_telefono: '972 000 000',
      org_web: 'https://nova.example',
      persona_contacto_nombre: 'Laia Puig',
      persona_contacto_cargo: 'Responsable de calidad',
      persona_contacto_telefono: '611 000 000',
      persona_contacto_email: 'laia@nova.example',
      contacto_facturacion_nombre: 'Oriol Mas',
      contacto_facturacion_email: 'factures@nova.example',
      contacto_facturacion_telefono: '972 000 001',
    });
    const response = await save(company.token, values);
    expect(response.statusCode, response.body).toBe(201);
    const answer = body<Envelope<EmpresaPerfil>>(response);
    expect(answer.message).toBe(MSG.operacionCorrecta);
    for (const field of ADMIN_FIELDS) expect(answer.data).not.toHaveProperty(field);

    const after = await perfil(app, company.token);
    expect(answer.data).toEqual(after);
    expect(after).toEqual({
      ...before,
      org_direccion: 'Carrer Nou, 3',
      org_codigo_postal: '17002',
      org_poblacion: 'Girona',
      org_provincia: 'Girona',
      org_email: values.org_email,
      org_telefono: '972 000 000',
      org_web: 'https://nova.example',
      persona_contacto_nombre: 'Laia Puig',
      persona_contacto_cargo: 'Responsable de calidad',
      persona_contacto_telefono: '611 000 000',
      persona_contacto_email: 'laia@nova.example',
      contacto_facturacion_nombre: 'Oriol Mas',
      contacto_facturacion_email: 'factures@nova.example',
      contacto_facturacion_telefono: '972 000 001',
    });
    const [account] = await app.db.select().from(usuarios).where(eq(usuarios.id, company.usuarioId));
    expect(account).toMatchObject({ email: values.org_email, telefono: '972 000 000', nombre: company.values.org_nombre });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(company.token) });
    expect(body<Envelope<MeData>>(me).data.email).toBe(values.org_email);
    // Its session goes on, and it still signs in.
    await signInCompany(app, company.cif);
  });

  it('never changes its CIF, names, agreement, exemption, API access or dates, whatever it sends', async () => {
    const company = await fresh();
    const before = await detail(app, admin, company.cif);
    const response = await save(
      company.token,
      empresaValues(before, {
        org_cif: 'B00000116',
        usuario: 'B00000116',
        org_nombre: 'Otra, S.A.',
        es_persona: '1',
        org_persona_nombre: 'Otra',
        org_persona_apellido: 'Persona',
        org_convenio: 'conv_ascer',
        org_facturar_dapcon_convenio: '1',
        exento_cuota: '1',
        integracion_api: '1',
        org_fecha_alta: '2020-01-01',
        org_fecha_baja: '2020-01-01',
        estado_pago: 'pagado',
        comisionista_id: '1',
        activo: '0',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await detail(app, admin, company.cif)).toEqual(before);
  });

  it('ignores the type and size a company sends (they set its fee: the administration’s alone); the stored ones never change', async () => {
    const company = await fresh();
    const before = await detail(app, admin, company.cif);
    expect(before).toMatchObject({ org_tipo: 'empresa', org_tamanio: 'pme_50' });
    for (const sent of [
      { org_tipo: 'empresa', org_tamanio: 'ge_250' },
      { org_tipo: 'asociacion', org_tamanio: 'socios_5' },
      { org_tipo: '', org_tamanio: '' },
      { org_tipo: 'cooperativa', org_tamanio: 'enorme' },
    ]) {
      const response = await save(company.token, misDatosValues(before, { ...sent, org_telefono: '972 111 222' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(body<Envelope<EmpresaPerfil>>(response).data).toMatchObject({ org_tipo: 'empresa', org_tamanio: 'pme_50', org_telefono: '972 111 222' });
    }
    expect(await detail(app, admin, company.cif)).toEqual({ ...before, org_telefono: '972 111 222' });
    // The administration changes them.
    const saved = await sendForm(app, 'POST', `/api/organizaciones/${company.orgId}/actualizar`, admin, empresaValues(before, { org_tamanio: 'ge_250' }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await perfil(app, company.token)).org_tamanio).toBe('ge_250');
  });

  it('takes a new logo, serves it, and replaces it with the next one (the old file removed)', async () => {
    const company = await fresh();
    expectError(await logo(company.token, company.orgId), 404, EMPRESAS_MSG.sinLogo);

    const first = await save(company.token, misDatosValues(await perfil(app, company.token), { logo: file(PNG, 'logo.png', 'image/png') }));
    expect(first.statusCode, first.body).toBe(201);
    expect(body<Envelope<EmpresaPerfil>>(first).data.tiene_logo).toBe(true);
    const { logo: pngKey } = await storedKeys(app, company.orgId);
    const served = await logo(company.token, company.orgId);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload).toEqual(PNG);
    // The administration sees it too.
    expect((await logo(admin, company.orgId)).rawPayload).toEqual(PNG);

    const second = await save(company.token, misDatosValues(await perfil(app, company.token), { logo: file(JPEG, 'logo.jpg', 'image/jpeg') }));
    expect(second.statusCode, second.body).toBe(201);
    const { logo: jpegKey } = await storedKeys(app, company.orgId);
    expect(jpegKey).not.toBe(pngKey);
    expect(await app.storage.get(pngKey ?? '')).toBeNull();
    const again = await logo(company.token, company.orgId);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.rawPayload).toEqual(JPEG);
  });

  it('refuses with 422 under each field, with the spec’s messages, and stores nothing', async () => {
    const company = await fresh();
    const before = await perfil(app, company.token);
    const keys = await allStoredKeys(app);
    expect(
      fieldErrors(
        await save(
          company.token,
          misDatosValues(before, {
            org_direccion: '',
            org_codigo_postal: '080',
            org_email: '',
            org_telefono: '',
            persona_contacto_nombre: '',
            persona_contacto_telefono: '',
            contacto_facturacion_email: 'x@',
            logo: file(PDF, 'logo.png', 'image/png'),
          }),
        ),
      ),
    ).toEqual({
      org_direccion: [MSG.direccionObligatoria],
      org_codigo_postal: [MSG.codigoPostalCincoDigitos],
      org_email: [MSG.correoObligatorio],
      org_telefono: [MSG.telefonoObligatorio],
      persona_contacto_nombre: [MSG.nombreObligatorio],
      persona_contacto_telefono: [MSG.telefonoObligatorio],
      contacto_facturacion_email: [MSG.correoNoValido],
      logo: [MSG.logoTipoNoValido],
    });
    const other = await fresh();
    expect(
      fieldErrors(
        await save(
          company.token,
          misDatosValues(before, { org_pais: '9999', org_email: other.email, logo: file(PNG, 'l.png', 'image/png') }),
        ),
      ),
    ).toEqual({
      org_pais: [MSG.paisNoValido],
      org_email: [AUTH_MSG.correoYaRegistrado],
    });
    expect(await allStoredKeys(app)).toEqual(keys);
    expect(await perfil(app, company.token)).toEqual(before);
  });

  it('is the companies’ own: the administration and consultants get 403', async () => {
    const company = await fresh();
    const values = misDatosValues(await perfil(app, company.token));
    expectError(await save(admin, values), 403, MSG.sinPermiso);
    const consultant = await tokenOf(app, demoAccount((a) => a.modulo_app === 'consultor'));
    expectError(await save(consultant, values), 403, MSG.sinPermiso);
  });
});

describe('GET /org-logo-img/:id/img', () => {
  it('serves a company only its own logo: any other id, existing or not, is the same 404', async () => {
    const company = await fresh({ logo: file(PNG, 'a.png', 'image/png') });
    const other = await fresh({ logo: file(JPEG, 'b.jpg', 'image/jpeg') });
    expect((await logo(company.token, company.orgId)).statusCode).toBe(200);
    const theirs = await logo(company.token, other.orgId);
    const nobodys = await logo(company.token, 999_999);
    expectError(theirs, 404, MSG.noEncontrado);
    expect(theirs.body).toBe(nobodys.body);
    // The administration reaches both; an unknown id is its 404 too.
    expect((await logo(admin, other.orgId)).rawPayload).toEqual(JPEG);
    expectError(await logo(admin, 999_999), 404, MSG.noEncontrado);
  });

  it('answers 404 sinLogo when the stored file is lost', async () => {
    const company = await fresh({ logo: file(PNG, 'a.png', 'image/png') });
    const { logo: key } = await storedKeys(app, company.orgId);
    await app.storage.delete(key ?? '');
    expectError(await logo(admin, company.orgId), 404, EMPRESAS_MSG.sinLogo);
  });
});
