/**
 * What the tests of one company (ficha, mis-datos, documentos) share: fresh companies registered
 * through the registration route (the demo accounts are never given baja, deleted or re-addressed:
 * the matrix and the e2e sign them in), the forms' values from a company's detail, small files,
 * and reading what the storage holds.
 */
import { STORAGE_FOLDERS } from '../../../src/plugins/app/storage';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  calendarDay,
  MSG,
  toFormData,
  type EmpresaDetalle,
  type EmpresaPerfil,
  type Envelope,
  type LoginData,
} from '@dapcon/contract';
import { organizaciones } from '../../../src/db/schema';
import { bearer, body, demoAccount, errorBody, tokenOf } from '../../helper';
import { COMPANY_PASSWORD, companyValues, PNG } from '../../registration';

export { PNG };

/** A JPEG's first bytes, then filler. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);
/** A small PDF (the upload check reads its first bytes). */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
export const OTHER_PDF = Buffer.from('%PDF-1.4\n% another document\n%%EOF\n');

export function file(bytes: Buffer, name: string, type: string): File {
  return new File([bytes], name, { type });
}

/** A company registered for a test, signed in. */
export interface TestCompany {
  cif: string;
  orgId: number;
  usuarioId: number;
  email: string;
  token: string;
  values: Record<string, unknown>;
}

/** Registers a new company (`n` unique within the test file) through POST /auth/registroOrganizacion and signs it in. */
export async function registerCompany(app: FastifyInstance, n: number, overrides: Record<string, unknown> = {}): Promise<TestCompany> {
  const values = companyValues(n, overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/registroOrganizacion', payload: toFormData(values) });
  expect(response.statusCode, response.body).toBe(201);
  const cif = String(values.usuario);
  const [row] = await app.db
    .select({ org_id: organizaciones.org_id, usuario_id: organizaciones.usuario_id })
    .from(organizaciones)
    .where(eq(organizaciones.org_cif, cif));
  if (!row) throw new Error(`company ${cif} was not registered`);
  return { cif, orgId: row.org_id, usuarioId: row.usuario_id, email: String(values.email), token: await signInCompany(app, cif), values };
}

/** Signs a company in with the registration tests' password; answers the response. */
export function companyLogin(app: FastifyInstance, cif: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: cif, password: COMPANY_PASSWORD, modulo_app: 'organizacion' } });
}

export async function signInCompany(app: FastifyInstance, cif: string): Promise<string> {
  const response = await companyLogin(app, cif);
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<LoginData>>(response).data.token;
}

/** Tokens of the two administrators (profiles 1 and 2). */
export async function adminTokens(app: FastifyInstance): Promise<{ admin: string; admin2: string }> {
  return {
    admin: await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1)),
    admin2: await tokenOf(app, demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 2)),
  };
}

/** GET /organizaciones/cif/:cif as an administrator; answers the detail. */
export async function detail(app: FastifyInstance, token: string, cif: string): Promise<EmpresaDetalle> {
  const response = await app.inject({ method: 'GET', url: `/api/organizaciones/cif/${cif}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<EmpresaDetalle>>(response).data;
}

/** GET /organizaciones/mis-datos/mostrar as a company; answers its profile. */
export async function perfil(app: FastifyInstance, token: string): Promise<EmpresaPerfil> {
  const response = await app.inject({ method: 'GET', url: '/api/organizaciones/mis-datos/mostrar', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return body<Envelope<EmpresaPerfil>>(response).data;
}

const flag = (value: boolean) => (value ? '1' : '0');

/** The fields both forms share, as the browser sends them, from a company's data (not the type and size: the administration's). */
export function misDatosValues(d: EmpresaPerfil, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    org_direccion: d.org_direccion,
    org_codigo_postal: d.org_codigo_postal,
    org_poblacion: d.org_poblacion,
    org_provincia: d.org_provincia,
    org_pais: String(d.org_pais),
    org_email: d.org_email,
    org_telefono: d.org_telefono,
    org_web: d.org_web,
    persona_contacto_nombre: d.persona_contacto_nombre,
    persona_contacto_cargo: d.persona_contacto_cargo,
    persona_contacto_telefono: d.persona_contacto_telefono,
    persona_contacto_email: d.persona_contacto_email,
    contacto_facturacion_nombre: d.contacto_facturacion_nombre,
    contacto_facturacion_email: d.contacto_facturacion_email,
    contacto_facturacion_telefono: d.contacto_facturacion_telefono,
    ...overrides,
  };
}

/** The administration's form (general data tab), as the browser sends it, from a company's detail. */
export function empresaValues(d: EmpresaDetalle, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return misDatosValues(d, {
    org_tipo: d.org_tipo,
    org_tamanio: d.org_tamanio,
    es_persona: flag(d.es_persona),
    org_nombre: d.es_persona ? undefined : d.org_nombre,
    org_persona_nombre: d.org_persona_nombre,
    org_persona_apellido: d.org_persona_apellido,
    org_convenio: d.org_convenio,
    org_facturar_dapcon_convenio: flag(d.org_facturar_dapcon_convenio),
    exento_cuota: flag(d.exento_cuota),
    integracion_api: flag(d.integracion_api),
    org_fecha_alta: calendarDay(new Date(d.org_fecha_alta)),
    ...overrides,
  });
}

/** Sends form values as the browser does (multipart, `toFormData`). */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  values: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: bearer(token), payload: toFormData(values) });
}

/** The field errors of a 422. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  const answer = errorBody(response);
  expect(answer.message).toBe(MSG.datosInvalidos);
  return answer.errors ?? {};
}

/** Expects an error answer with a status and message. */
export function expectError(response: LightMyRequestResponse, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorBody(response)).toEqual({ status: 'Error', message });
}

/** The stored keys a company names (logo and documents), read from its row. */
export async function storedKeys(app: FastifyInstance, orgId: number) {
  const [row] = await app.db
    .select({ logo: organizaciones.org_logo, iso: organizaciones.doc_sgm_iso14001, emas: organizaciones.doc_sgm_emacs })
    .from(organizaciones)
    .where(eq(organizaciones.org_id, orgId));
  return row ?? { logo: null, iso: null, emas: null };
}

/** Every key the storage holds in its two folders. */
export async function allStoredKeys(app: FastifyInstance): Promise<string[]> {
  const folders = await Promise.all(STORAGE_FOLDERS.map((folder) => app.storage.list(folder)));
  return folders.flat().map((o) => o.key).sort();
}
