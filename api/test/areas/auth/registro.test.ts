/**
 * Self-registration: companies (business and person mode) with their accreditation
 * documents, and consultants; uploads checked by their bytes, and nothing stored when
 * a request is refused. Multipart bodies are built with the contract's own toFormData,
 * as the browser builds them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  AUTH_MSG,
  MSG,
  toFormData,
  type DocumentoAcreditacionData,
  type Envelope,
  type RegistroConsultorData,
  type RegistroOrganizacionData,
} from '@dapcon/contract';
import { consultores, correos, organizaciones, tokensUsuario, usuarios } from '../../../src/db/schema';
import { cif, dni, nie } from '../../../src/seed/documents';
import { body, build, demoAccount, errorBody, login } from '../../helper';
import { COMPANY_PASSWORD, companyValues, PNG } from '../../registration';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => {
  await app.close();
});

const MB = 1024 * 1024;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 9)]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

function file(bytes: Buffer, name: string, type: string): File {
  return new File([bytes], name, { type });
}

const PASSWORD = COMPANY_PASSWORD;

const CONSULTANT_PASSWORD = 'Consultor-Nuevo-2026';

function consultantValues(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    usuario: dni(51_000_000 + n),
    email: `consultora${n}@acv.example`,
    password: CONSULTANT_PASSWORD,
    password_confirmation: CONSULTANT_PASSWORD,
    consultor_nombre: 'Carla',
    consultor_apellidos: 'Ferrer Mas',
    consultor_movil: '611 222 333',
    consultor_manif_prot_datos_pers: '1',
    consultor_empresa_nombre: 'Ferrer ACV, S.L.',
    consultor_direccion: 'Carrer Major, 5',
    consultor_codigo_postal: '17002',
    consultor_poblacion: 'Girona',
    consultor_provincia: 'Girona',
    consultor_pais: '1',
    consultor_web: 'https://ferrer-acv.example',
    ...overrides,
  };
}

function post(url: string, values: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: toFormData(values), headers });
}

const registerCompany = (values: Record<string, unknown>, headers?: Record<string, string>) => post('/api/auth/registroOrganizacion', values, headers);
const registerConsultant = (values: Record<string, unknown>, headers?: Record<string, string>) => post('/api/auth/registroConsultor', values, headers);
const sendDocument = (values: Record<string, unknown>) => post('/api/auth/registroOrganizacion/documentos', values);

function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  const answer = errorBody(response);
  expect(answer.message).toBe(MSG.datosInvalidos);
  return answer.errors ?? {};
}

/** Every file under the storage folder, as keys (`logos/…`). */
function storedFiles(): string[] {
  const root = app.config.storageDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

async function userCount(): Promise<number> {
  const [row] = await app.db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
  return row?.n ?? 0;
}

/** Runs a refused request and checks that it left no file and no row. */
async function expectNothingStored(run: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const files = storedFiles();
  const users = await userCount();
  const response = await run();
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(storedFiles()).toEqual(files);
  expect(await userCount()).toBe(users);
  return response;
}

describe('POST /api/auth/registroOrganizacion', () => {
  it('registers a company with its logo: 201 with token_docs, pending fee, and it signs in at once', async () => {
    const values = companyValues(1, { logo: file(PNG, 'mi logo.png', 'image/png') });
    const response = await registerCompany(values);
    expect(response.statusCode, response.body).toBe(201);
    const answer = body<Envelope<RegistroOrganizacionData>>(response);
    expect(answer).toMatchObject({ status: 'Success', message: AUTH_MSG.registroCorrecto, data: { org_cif: values.usuario } });
    expect(answer.data.token_docs).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await app.db.select().from(usuarios).where(eq(usuarios.usuario, String(values.usuario)));
    expect(user).toMatchObject({ modulo_app: 'organizacion', perfil: 5, activo: true, nombre: values.org_nombre, apellidos: '', email: values.email });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const [org] = await app.db.select().from(organizaciones).where(eq(organizaciones.usuario_id, user?.id ?? 0));
    expect(org).toMatchObject({
      org_cif: values.usuario,
      org_nombre: values.org_nombre,
      es_persona: false,
      org_codigo_postal: '08201',
      org_pais: 1,
      org_email: values.email,
      persona_contacto_cargo: 'Directora técnica',
      contacto_facturacion_email: values.org_contacto_facturacion_email,
      org_tipo: 'empresa',
      org_tamanio: 'pme_50',
      estado_pago: 'pendiente',
      alerta_pago: true,
    });
    expect(org?.org_logo).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(storedFiles()).toContain(org?.org_logo);
    expect(await app.storage.get(org?.org_logo ?? '')).toEqual(PNG);
    // Only the token's hash is kept.
    const [token] = await app.db.select().from(tokensUsuario).where(eq(tokensUsuario.usuario_id, user?.id ?? 0));
    expect(token).toMatchObject({ proposito: 'documentos_registro', used_at: null });
    expect(token?.token_hash).not.toContain(answer.data.token_docs);
    expect((token?.expires_at.getTime() ?? 0) - (token?.created_at.getTime() ?? 0)).toBe(60 * 60_000);

    const signIn = await login(app, { usuario: String(values.usuario), password: PASSWORD, modulo_app: 'organizacion' });
    expect(signIn.statusCode).toBe(200);
    expect(decodeJwt(body<Envelope<{ token: string }>>(signIn).data.token)).toMatchObject({
      perfil: 5,
      modulo_app: 'organizacion',
      nombre: values.org_nombre,
      estado_pago: 'pendiente',
    });
  });

  it('answers every missing field with its own message at once', async () => {
    const errors = fieldErrors(await registerCompany({}));
    expect(errors).toEqual({
      usuario: [MSG.documentoObligatorio],
      org_direccion: [MSG.direccionObligatoria],
      org_pais: [MSG.paisObligatorio],
      email: [MSG.correoObligatorio],
      org_telefono: [MSG.telefonoObligatorio],
      org_persona_contacto_nombre: [MSG.nombreObligatorio],
      org_persona_contacto_cargo: ['El cargo es obligatorio.'],
      org_persona_contacto_telefono: [MSG.telefonoObligatorio],
      org_persona_contacto_email: [MSG.emailObligatorio],
      org_contacto_facturacion_nombre: [MSG.nombreObligatorio],
      org_contacto_facturacion_email: [MSG.emailObligatorio],
      org_contacto_facturacion_telefono: [MSG.telefonoObligatorio],
      password: [MSG.passwordObligatoria],
      password_confirmation: [MSG.passwordConfirmacionObligatoria],
      org_manif_veracidad_datos: ['Ha de aceptar la veracidad de los datos'],
      org_manif_terminos_condiciones: ['Ha de aceptar los términos y condiciones'],
      org_manif_prot_datos_pers: ['Ha de aceptar la protección de datos'],
      org_tipo: ['El Tipo de empresa es obligatorio.'],
      org_tamanio: ['El Tamaño de empresa es obligatorio.'],
      org_nombre: [MSG.nombreObligatorio],
    });
    expect(MSG.documentoObligatorio).toBe('El documento es obligatorio.');
  });

  it('counts blank fields as missing, and unticked boxes as not accepted', async () => {
    const errors = fieldErrors(
      await registerCompany(
        companyValues(2, { org_nombre: '   ', org_telefono: '', org_manif_terminos_condiciones: '0', org_manif_prot_datos_pers: 'false' }),
      ),
    );
    expect(errors).toEqual({
      org_nombre: [MSG.nombreObligatorio],
      org_telefono: [MSG.telefonoObligatorio],
      org_manif_terminos_condiciones: [AUTH_MSG.aceptarTerminos],
      org_manif_prot_datos_pers: [AUTH_MSG.aceptarProteccionDatos],
    });
  });

  it('checks the document, the e-mails and the passwords', async () => {
    const errors = fieldErrors(
      await registerCompany(
        companyValues(3, {
          usuario: 'B12345675',
          email: 'no-es-un-correo',
          org_persona_contacto_email: 'nuria@',
          password: 'corta',
          password_confirmation: 'corta',
        }),
      ),
    );
    expect(errors).toEqual({
      usuario: [MSG.documentoNoValido],
      email: [MSG.correoNoValido],
      org_persona_contacto_email: [MSG.correoNoValido],
      password: [MSG.passwordMinima],
    });
    expect(fieldErrors(await registerCompany(companyValues(3, { password_confirmation: 'Otra-Clave-2026' })))).toEqual({
      password_confirmation: [MSG.passwordsNoCoinciden],
    });
  });

  it('takes the tax id however it is typed, and stores it normalised', async () => {
    const id = cif('B', 17, 40_004);
    const response = await registerCompany(companyValues(4, { usuario: ` ${id.slice(0, 1).toLowerCase()}-${id.slice(1)} ` }));
    expect(response.statusCode, response.body).toBe(201);
    expect(body<Envelope<RegistroOrganizacionData>>(response).data.org_cif).toBe(id);
  });

  describe('person mode (DNI or NIE)', () => {
    it('registers a self-employed person with name and surname instead of a business name', async () => {
      const id = nie('Y', 4_000_005);
      const response = await registerCompany(
        companyValues(5, {
          usuario: id,
          es_persona: '1',
          org_nombre: undefined,
          org_persona_nombre: 'Jordi',
          org_persona_apellido: 'Camps Roig',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const [org] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, id));
      expect(org).toMatchObject({ org_nombre: 'Jordi Camps Roig', es_persona: true, org_persona_nombre: 'Jordi', org_persona_apellido: 'Camps Roig' });
      const [user] = await app.db.select().from(usuarios).where(eq(usuarios.usuario, id));
      expect(user).toMatchObject({ nombre: 'Jordi', apellidos: 'Camps Roig' });
    });

    it('asks a person for name and surname', async () => {
      const errors = fieldErrors(await registerCompany(companyValues(6, { usuario: dni(40_000_006), es_persona: 'true', org_nombre: undefined })));
      expect(errors).toEqual({ org_persona_nombre: [MSG.nombreObligatorio], org_persona_apellido: [MSG.apellidosObligatorios] });
    });

    it('refuses a person flag that does not match the document', async () => {
      expect(fieldErrors(await registerCompany(companyValues(7, { usuario: dni(40_000_007) })))).toEqual({
        es_persona: [AUTH_MSG.titularNoCorresponde],
      });
      expect(
        fieldErrors(await registerCompany(companyValues(7, { es_persona: '1', org_persona_nombre: 'Ana', org_persona_apellido: 'Gil' }))),
      ).toEqual({ es_persona: [AUTH_MSG.titularNoCorresponde] });
    });
  });

  describe('address', () => {
    it('requires postal code (5 digits), town and province in Spain', async () => {
      expect(
        fieldErrors(await registerCompany(companyValues(8, { org_codigo_postal: '', org_poblacion: undefined, org_provincia: ' ' }))),
      ).toEqual({
        org_codigo_postal: [MSG.codigoPostalObligatorio],
        org_poblacion: [MSG.poblacionObligatoria],
        org_provincia: [MSG.provinciaObligatoria],
      });
      expect(fieldErrors(await registerCompany(companyValues(8, { org_codigo_postal: '8201' })))).toEqual({
        org_codigo_postal: [MSG.codigoPostalCincoDigitos],
      });
    });

    it('takes a foreign address as free text, postal code, town and province optional', async () => {
      const values = companyValues(9, {
        org_pais: '3',
        org_codigo_postal: 'AD500',
        org_poblacion: undefined,
        org_provincia: '',
        org_tipo: 'asociacion',
        org_tamanio: 'socios_5',
        org_web: undefined,
      });
      const response = await registerCompany(values);
      expect(response.statusCode, response.body).toBe(201);
      const [org] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, String(values.usuario)));
      expect(org).toMatchObject({ org_pais: 3, org_codigo_postal: 'AD500', org_poblacion: null, org_provincia: null, org_web: null, org_tipo: 'asociacion' });
    });

    it('refuses a country, type or size that is not in the lists', async () => {
      expect(fieldErrors(await registerCompany(companyValues(10, { org_pais: '999', org_tipo: 'multinacional' })))).toEqual({
        org_pais: [MSG.paisNoValido],
        org_tipo: [AUTH_MSG.tipoEmpresaNoValido],
      });
      expect(fieldErrors(await registerCompany(companyValues(10, { org_pais: 'España' })))).toEqual({ org_pais: [MSG.paisNoValido] });
      // An association's size is not a company size.
      expect(fieldErrors(await registerCompany(companyValues(10, { org_tamanio: 'socios_5' })))).toEqual({
        org_tamanio: [AUTH_MSG.tamanioEmpresaNoValido],
      });
    });
  });

  describe('duplicates', () => {
    const company = demoAccount((a) => a.modulo_app === 'organizacion');
    const consultant = demoAccount((a) => a.modulo_app === 'consultor');

    it('refuses a CIF already registered, and stores nothing of the request', async () => {
      const response = await expectNothingStored(() =>
        registerCompany(companyValues(11, { usuario: company.usuario, logo: file(PNG, 'logo.png', 'image/png') })),
      );
      expect(fieldErrors(response)).toEqual({ usuario: [AUTH_MSG.documentoYaRegistrado] });
    });

    it("refuses a consultant's NIF as a self-employed company", async () => {
      const errors = fieldErrors(
        await registerCompany(
          companyValues(12, { usuario: consultant.usuario, es_persona: '1', org_persona_nombre: 'Laura', org_persona_apellido: 'Martínez' }),
        ),
      );
      expect(errors).toEqual({ usuario: [AUTH_MSG.documentoYaRegistrado] });
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      const [user] = await app.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, company.usuario));
      const errors = fieldErrors(await registerCompany(companyValues(13, { email: user?.email.toUpperCase() })));
      expect(errors).toEqual({ email: [AUTH_MSG.correoYaRegistrado] });
    });

    it('of two registrations of one CIF at once, keeps one company and one logo', async () => {
      const before = storedFiles().length;
      const id = cif('B', 8, 40_014);
      const responses = await Promise.all(
        [14, 15].map((n) => registerCompany(companyValues(n, { usuario: id, logo: file(PNG, 'logo.png', 'image/png') }))),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
      const refused = responses.find((r) => r.statusCode === 422);
      expect(refused && errorBody(refused).errors).toEqual({ usuario: [AUTH_MSG.documentoYaRegistrado] });
      expect(storedFiles().length).toBe(before + 1);
      const orgs = await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, id));
      expect(orgs).toHaveLength(1);
    });
  });

  describe('logo', () => {
    it('refuses a logo over 2 MB and stores nothing', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(2 * MB + 1 - PNG.length, 1)]);
      const response = await expectNothingStored(() => registerCompany(companyValues(16, { logo: file(big, 'logo.png', 'image/png') })));
      expect(fieldErrors(response)).toEqual({ logo: [MSG.logoDemasiadoGrande] });
    });

    it('accepts a logo of exactly 2 MB', async () => {
      const max = Buffer.concat([JPEG, Buffer.alloc(2 * MB - JPEG.length, 1)]);
      const response = await registerCompany(companyValues(17, { logo: file(max, 'logo.jpeg', 'image/jpeg') }));
      expect(response.statusCode, response.body).toBe(201);
    });

    it('judges the type by the bytes: a PDF named .png is refused and nothing is stored', async () => {
      const response = await expectNothingStored(() => registerCompany(companyValues(18, { logo: file(PDF, 'logo.png', 'image/png') })));
      expect(fieldErrors(response)).toEqual({ logo: [MSG.logoTipoNoValido] });
    });

    it('stores a GIF named .pdf as a .gif', async () => {
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(50, 3)]);
      const values = companyValues(19, { logo: file(gif, 'logo.pdf', 'application/pdf') });
      expect((await registerCompany(values)).statusCode).toBe(201);
      const [org] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, String(values.usuario)));
      expect(org?.org_logo).toMatch(/\.gif$/);
    });

    it('treats an empty file input as no logo', async () => {
      const values = companyValues(20, { logo: file(Buffer.alloc(0), '', 'application/octet-stream') });
      const response = await registerCompany(values);
      expect(response.statusCode, response.body).toBe(201);
      const [org] = await app.db.select().from(organizaciones).where(eq(organizaciones.org_cif, String(values.usuario)));
      expect(org?.org_logo).toBeNull();
    });

    it('refuses text where a file goes, and a JSON imitation of a file', async () => {
      expect(fieldErrors(await registerCompany(companyValues(21, { logo: 'logo.png' })))).toEqual({ logo: [MSG.archivoNoValido] });
      const json = await app.inject({
        method: 'POST',
        url: '/api/auth/registroOrganizacion',
        payload: { ...companyValues(21), logo: { name: 'logo.png', size: 10, type: 'image/png' } },
      });
      expect(fieldErrors(json)).toEqual({ logo: [MSG.archivoNoValido] });
    });
  });
});

describe('POST /api/auth/registroOrganizacion/documentos', () => {
  let registered: RegistroOrganizacionData;
  beforeAll(async () => {
    const response = await registerCompany(companyValues(30));
    expect(response.statusCode).toBe(201);
    registered = body<Envelope<RegistroOrganizacionData>>(response).data;
  });

  const documentValues = (overrides: Record<string, unknown> = {}) => ({
    documento: file(PDF, 'ISO 14001.pdf', 'application/pdf'),
    org_cif: registered.org_cif,
    token_docs: registered.token_docs,
    type: 'iso14001',
    ...overrides,
  });

  async function storedDocuments() {
    const [org] = await app.db
      .select({ iso: organizaciones.doc_sgm_iso14001, emas: organizaciones.doc_sgm_emacs })
      .from(organizaciones)
      .where(eq(organizaciones.org_cif, registered.org_cif));
    return org;
  }

  it('stores each document with the token of the registration (201), a second one replacing the first', async () => {
    const first = await sendDocument(documentValues());
    expect(first.statusCode, first.body).toBe(201);
    expect(body<Envelope<DocumentoAcreditacionData>>(first)).toEqual({
      status: 'Success',
      message: AUTH_MSG.documentoGuardado,
      data: { org_cif: registered.org_cif, type: 'iso14001' },
    });
    const emas = await sendDocument(documentValues({ type: 'emacs', documento: file(PDF, 'emas.pdf', 'application/pdf') }));
    expect(emas.statusCode).toBe(201);
    const docs = await storedDocuments();
    expect(docs?.iso).toMatch(/^documentos\/[0-9a-f-]{36}\.pdf$/);
    expect(docs?.emas).toMatch(/^documentos\/[0-9a-f-]{36}\.pdf$/);
    expect(await app.storage.get(docs?.iso ?? '')).toEqual(PDF);

    expect((await sendDocument(documentValues())).statusCode).toBe(201);
    const replaced = await storedDocuments();
    expect(replaced?.iso).not.toBe(docs?.iso);
    expect(storedFiles()).not.toContain(docs?.iso);
    expect(storedFiles()).toContain(replaced?.iso);
  });

  it('answers every missing field with its own message', async () => {
    expect(fieldErrors(await sendDocument({}))).toEqual({
      documento: ['Es necesario adjuntar el documento acreditativo'],
      org_cif: [MSG.documentoObligatorio],
      token_docs: [AUTH_MSG.tokenDocsObligatorio],
      type: [AUTH_MSG.tipoDocumentoNoValido],
    });
    expect(fieldErrors(await sendDocument(documentValues({ type: 'iso9001' })))).toEqual({ type: [AUTH_MSG.tipoDocumentoNoValido] });
  });

  it('takes PDFs only, by their bytes, up to 10 MB', async () => {
    const before = storedFiles();
    expect(fieldErrors(await sendDocument(documentValues({ documento: file(PNG, 'iso.pdf', 'application/pdf') })))).toEqual({
      documento: [MSG.documentoTipoNoValido],
    });
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB + 1 - PDF.length, 32)]);
    expect(fieldErrors(await sendDocument(documentValues({ documento: file(big, 'iso.pdf', 'application/pdf') })))).toEqual({
      documento: [MSG.documentoDemasiadoGrande],
    });
    // Far past the limit: the upload is cut short while streaming, with the same answer.
    const huge = Buffer.concat([PDF, Buffer.alloc(12 * MB, 32)]);
    expect(fieldErrors(await sendDocument(documentValues({ documento: file(huge, 'iso.pdf', 'application/pdf') })))).toEqual({
      documento: [MSG.documentoDemasiadoGrande],
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a wrong token, or the token of another company, and stores nothing', async () => {
    const other = await registerCompany(companyValues(31));
    const otherData = body<Envelope<RegistroOrganizacionData>>(other).data;
    for (const overrides of [{ token_docs: 'x'.repeat(43) }, { token_docs: otherData.token_docs }, { org_cif: otherData.org_cif }]) {
      const response = await expectNothingStored(() => sendDocument(documentValues(overrides)));
      expect(fieldErrors(response)).toEqual({ token_docs: [AUTH_MSG.tokenDocsNoValido] });
    }
  });

  it('refuses a token past its 60 minutes, and stores nothing', async () => {
    const response = await registerCompany(companyValues(32));
    const data = body<Envelope<RegistroOrganizacionData>>(response).data;
    const [user] = await app.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.usuario, data.org_cif));
    await app.db
      .update(tokensUsuario)
      .set({ created_at: new Date(Date.now() - 61 * 60_000), expires_at: new Date(Date.now() - 60_000) })
      .where(eq(tokensUsuario.usuario_id, user?.id ?? 0));
    const refused = await expectNothingStored(() => sendDocument(documentValues({ org_cif: data.org_cif, token_docs: data.token_docs })));
    expect(fieldErrors(refused)).toEqual({ token_docs: [AUTH_MSG.tokenDocsCaducado] });
  });

  it('is not a reset token, nor a session', async () => {
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/restablecerPassword',
      payload: { token: registered.token_docs, password: 'Robada-Clave-2026', password_confirmation: 'Robada-Clave-2026' },
    });
    expect(fieldErrors(reset)).toEqual({ token: [AUTH_MSG.enlaceNoValido] });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${registered.token_docs}` } });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/auth/registroConsultor', () => {
  it('registers a consultant without a logo (201), active and able to sign in at once', async () => {
    const values = consultantValues(1);
    const response = await registerConsultant(values);
    expect(response.statusCode, response.body).toBe(201);
    expect(body<Envelope<RegistroConsultorData>>(response)).toEqual({
      status: 'Success',
      message: AUTH_MSG.registroCorrecto,
      data: { consultor_nif: values.usuario },
    });
    const [user] = await app.db.select().from(usuarios).where(eq(usuarios.usuario, String(values.usuario)));
    expect(user).toMatchObject({ modulo_app: 'consultor', perfil: 3, activo: true, nombre: 'Carla', apellidos: 'Ferrer Mas', telefono: '611 222 333' });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    const [consultant] = await app.db.select().from(consultores).where(eq(consultores.usuario_id, user?.id ?? 0));
    expect(consultant).toMatchObject({
      consultor_nif: values.usuario,
      consultor_empresa_nombre: 'Ferrer ACV, S.L.',
      consultor_codigo_postal: '17002',
      consultor_pais: 1,
      consultor_email: values.email,
      consultor_logo: null,
      es_verificador: false,
      es_comisionista: false,
    });

    const signIn = await login(app, { usuario: String(values.usuario), password: CONSULTANT_PASSWORD, modulo_app: 'consultor' });
    expect(signIn.statusCode).toBe(200);
    expect(decodeJwt(body<Envelope<{ token: string }>>(signIn).data.token)).toMatchObject({ perfil: 3, modulo_app: 'consultor', estado_pago: null });
  });

  it('stores a JPEG logo; a NIE is a NIF too', async () => {
    const values = consultantValues(2, { usuario: nie('X', 4_000_002), logo: file(JPEG, 'yo.jpg', 'image/jpeg') });
    expect((await registerConsultant(values)).statusCode).toBe(201);
    const [consultant] = await app.db.select().from(consultores).where(eq(consultores.consultor_nif, String(values.usuario)));
    expect(consultant?.consultor_logo).toMatch(/^logos\/[0-9a-f-]{36}\.jpg$/);
  });

  it('answers every missing field with its own message at once', async () => {
    expect(fieldErrors(await registerConsultant({}))).toEqual({
      usuario: [MSG.nifObligatorio],
      email: [MSG.correoObligatorio],
      password: [MSG.passwordObligatoria],
      password_confirmation: [MSG.passwordConfirmacionObligatoria],
      consultor_nombre: [MSG.nombreObligatorio],
      consultor_apellidos: [MSG.apellidosObligatorios],
      consultor_movil: [MSG.telefonoObligatorio],
      consultor_manif_prot_datos_pers: ['Ha de aceptar la protección de datos'],
      consultor_direccion: [MSG.direccionObligatoria],
      consultor_pais: [MSG.paisObligatorio],
    });
  });

  it('takes a DNI or NIE only, and applies the Spain address rule', async () => {
    expect(fieldErrors(await registerConsultant(consultantValues(3, { usuario: cif('B', 8, 40_003), consultor_codigo_postal: '170' })))).toEqual({
      usuario: [MSG.nifPersonaNoValido],
      consultor_codigo_postal: [MSG.codigoPostalCincoDigitos],
    });
    const foreign = consultantValues(3, { consultor_pais: '2', consultor_codigo_postal: '10115', consultor_poblacion: 'Berlin', consultor_provincia: undefined });
    expect((await registerConsultant(foreign)).statusCode).toBe(201);
  });

  it('refuses a NIF or an e-mail already registered', async () => {
    const consultant = demoAccount((a) => a.modulo_app === 'consultor');
    const [user] = await app.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, consultant.usuario));
    expect(fieldErrors(await registerConsultant(consultantValues(4, { usuario: consultant.usuario, email: user?.email })))).toEqual({
      usuario: [AUTH_MSG.documentoYaRegistrado],
      email: [AUTH_MSG.correoYaRegistrado],
    });
  });

  it('drops file parts under other names, and refuses a second file', async () => {
    const before = storedFiles();
    const values = consultantValues(7, { foto: file(PNG, 'foto.png', 'image/png') });
    expect((await registerConsultant(values)).statusCode).toBe(201);
    expect(storedFiles()).toEqual(before);
    const twoFiles = await expectNothingStored(() =>
      registerConsultant(consultantValues(8, { logo: file(PNG, 'a.png', 'image/png'), documento: file(PDF, 'b.pdf', 'application/pdf') })),
    );
    expect(twoFiles.statusCode).toBe(413);
  });

  it('refuses a logo that is not an image, and stores nothing', async () => {
    const response = await expectNothingStored(() => registerConsultant(consultantValues(5, { logo: file(PDF, 'logo.gif', 'image/gif') })));
    expect(fieldErrors(response)).toEqual({ logo: [MSG.logoTipoNoValido] });
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the reset e-mail in the outbox (correos, pendiente)', async () => {
    const values = consultantValues(6);
    expect((await registerConsultant(values)).statusCode).toBe(201);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/reiniciarPassword',
      payload: { modulo_app: 'consultor', consultor_nif: values.usuario },
    });
    expect(response.statusCode).toBe(200);
    await app.tasks.idle();
    const rows = await app.db.select().from(correos).where(eq(correos.destinatario, String(values.email))).orderBy(correos.id);
    expect(rows.map((r) => r.plantilla)).toEqual(['registro_cuenta', 'restablecer_password']);
    expect(rows[1]).toMatchObject({ plantilla: 'restablecer_password', estado: 'pendiente', sent_at: null, error: null });
    expect(rows[1]?.texto).toContain('http://localhost:8080/restablecer-password?token=');
  });
});

describe('the registration e-mail', () => {
  it('is written with the account, from the template registro_cuenta, in the language of the request', async () => {
    const company = companyValues(41);
    const created = await registerCompany(company);
    expect(created.statusCode, created.body).toBe(201);
    const [mail] = await app.db.select().from(correos).where(eq(correos.destinatario, String(company.email)));
    expect(mail).toMatchObject({ plantilla: 'registro_cuenta', asunto: 'DAPcon: su registro en el portal', estado: 'pendiente' });
    expect(mail?.texto).toContain(`con el usuario ${String(company.usuario)}`);
    expect(mail?.texto).toContain('http://localhost:8080/login');
    expect(mail?.html).toContain(`Hola, ${String(company.org_nombre)}:`);

    const consultant = consultantValues(41);
    expect((await registerConsultant(consultant, { 'accept-language': 'ca' })).statusCode).toBe(201);
    const [catalan] = await app.db.select().from(correos).where(eq(correos.destinatario, String(consultant.email)));
    expect(catalan).toMatchObject({ plantilla: 'registro_cuenta', asunto: 'DAPcon: el vostre registre al portal' });
    expect(catalan?.html).toContain(`Hola, ${String(consultant.consultor_nombre)} ${String(consultant.consultor_apellidos)}:`);
  });

  it('is not written when the registration is refused', async () => {
    const refused = consultantValues(42, { password_confirmation: 'otra' });
    expect((await registerConsultant(refused)).statusCode).toBe(422);
    expect(await app.db.select().from(correos).where(eq(correos.destinatario, String(refused.email)))).toHaveLength(0);
  });
});

describe('a registered CIF/NIF or e-mail is reported with the other errors, on the first submit', () => {
  const company = demoAccount((a) => a.modulo_app === 'organizacion');
  const consultant = demoAccount((a) => a.modulo_app === 'consultor');

  it('company: the duplicate CIF under usuario, beside the missing fields, and nothing stored', async () => {
    const before = await app.db.select().from(usuarios);
    const errors = fieldErrors(await registerCompany(companyValues(60, { usuario: ` ${company.usuario.toLowerCase()} `, org_direccion: '', org_manif_veracidad_datos: '0' })));
    expect(errors).toMatchObject({
      usuario: [AUTH_MSG.documentoYaRegistrado],
      org_direccion: [MSG.direccionObligatoria],
      org_manif_veracidad_datos: [AUTH_MSG.aceptarVeracidad],
    });
    expect(await app.db.select().from(usuarios)).toHaveLength(before.length);
  });

  it("consultant: the duplicate NIF and a taken e-mail beside the other errors; a field's own problem comes first", async () => {
    const taken = await app.db.select().from(usuarios).where(eq(usuarios.usuario, consultant.usuario));
    const errors = fieldErrors(
      await registerConsultant(consultantValues(61, { usuario: consultant.usuario, email: taken[0]?.email ?? '', consultor_nombre: '' })),
    );
    expect(errors).toMatchObject({ usuario: [AUTH_MSG.documentoYaRegistrado], email: [AUTH_MSG.correoYaRegistrado], consultor_nombre: [MSG.nombreObligatorio] });
    // An invalid identifier is said as invalid, not looked up.
    const invalid = fieldErrors(await registerConsultant(consultantValues(62, { usuario: 'X\u00001', consultor_nombre: '' })));
    expect(invalid.usuario).not.toEqual([AUTH_MSG.documentoYaRegistrado]);
  });
});
