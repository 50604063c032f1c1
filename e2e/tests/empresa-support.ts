// Companies made for one test through the API (the company page's and the own-data tests), so that no
// demo company another test signs in with is changed, given baja or deleted.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newCif } from './accounts-support';
import { account } from './support';

export const COMPANY_PASSWORD = 'Prova-Empresa-2026';

export interface RegisteredCompany {
  cif: string;
  nombre: string;
  email: string;
  password: string;
}

/** What kind of organisation {@link registerCompanyByApi} registers: a company (default) or an association. */
export type OrganisationKind = 'empresa' | 'asociacion';

/** The CIF letter, name and size of each kind. */
const KINDS: Record<OrganisationKind, { letter: string; name: (label: string, cif: string) => string; tamanio: string }> = {
  empresa: { letter: 'B', name: (label, cif) => `Materials ${label} ${cif}, S.L.`, tamanio: 'pme_50' },
  asociacion: { letter: 'G', name: (label, cif) => `Associació ${label} ${cif}`, tamanio: 'socios_5' },
};

/** Registers a business (CIF) or an association through the API, as the registration modal does, with all its data. */
export async function registerCompanyByApi(request: APIRequestContext, label = 'Prova', kind: OrganisationKind = 'empresa'): Promise<RegisteredCompany> {
  const cif = newCif(KINDS[kind].letter);
  const nombre = KINDS[kind].name(label, cif);
  const email = `info.${cif.toLowerCase()}@example.org`;
  const res = await request.post('/api/auth/registroOrganizacion', {
    multipart: {
      usuario: cif,
      es_persona: 'false',
      org_nombre: nombre,
      org_direccion: 'Carrer Major 10',
      org_pais: '1',
      org_codigo_postal: '08001',
      org_poblacion: 'Barcelona',
      org_provincia: 'Barcelona',
      email,
      org_telefono: '931234567',
      org_web: '',
      org_persona_contacto_nombre: 'Marta Puig',
      org_persona_contacto_cargo: 'Gerente',
      org_persona_contacto_telefono: '600111222',
      org_persona_contacto_email: `marta.${cif.toLowerCase()}@example.org`,
      org_contacto_facturacion_nombre: 'Jordi Vila',
      org_contacto_facturacion_email: `factures.${cif.toLowerCase()}@example.org`,
      org_contacto_facturacion_telefono: '931234568',
      password: COMPANY_PASSWORD,
      password_confirmation: COMPANY_PASSWORD,
      org_manif_veracidad_datos: 'true',
      org_manif_terminos_condiciones: 'true',
      org_manif_prot_datos_pers: 'true',
      org_tipo: kind,
      org_tamanio: KINDS[kind].tamanio,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { cif, nombre, email, password: COMPANY_PASSWORD };
}

/** The status of a sign-in through the API (200, or 401 when refused). */
export async function signInStatus(request: APIRequestContext, usuario: string, password: string): Promise<number> {
  const res = await request.post('/api/auth/login', { data: { usuario, password, modulo_app: 'organizacion' } });
  return res.status();
}

/** The shell's success modal, with `message`: seen, then closed with 'Aceptar'. */
export async function saw(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Operación realizada' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Registers the company's fee of this year as paid through the administration's API, so that the
 * company signs in up to date (a company with its fee owed is first asked to pay: the payment flow's
 * own tests, finanzas-pago-organizacion.spec.ts).
 */
export async function payCurrentFeeByApi(request: APIRequestContext, cif: string): Promise<void> {
  const admin = account('administrador', 1);
  const login = await request.post('/api/auth/login', { data: { usuario: admin.usuario, password: admin.password, modulo_app: 'administrador' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const orgs = await request.get(`/api/organizaciones?filter_cif=${cif}`, { headers });
  const orgId = ((await orgs.json()) as { data: { data: { org_id: number }[] } }).data.data[0]?.org_id;
  const today = new Date().toISOString().slice(0, 10);
  const res = await request.post('/api/cuotas/registro-pago', { headers, data: { cuotas: [{ org_id: orgId, year: Number(today.slice(0, 4)), pagado: today }] } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A signed mandate as the company uploads it (the upload check reads its first bytes). */
export const SIGNED_MANDATE = { name: 'mandato-firmado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n') };

/**
 * The company, its fee owed, chooses direct debit through the API as the payment modal does (its
 * account, the holder's CIF, the signed mandate): its fee is then a direct debit to collect
 * (finanzas-pago-organizacion.spec.ts drives the modal itself).
 */
export async function chooseDirectDebitByApi(request: APIRequestContext, company: RegisteredCompany, iban = 'ES9121000418450200051332'): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { usuario: company.cif, password: company.password, modulo_app: 'organizacion' } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const res = await request.post('/api/organizaciones/pagar', {
    headers,
    multipart: { org_iban: iban, org_nif_propietario_cuenta: company.cif, org_metodo_pago: 'R', org_sepa: SIGNED_MANDATE },
  });
  expect(res.status(), await res.text()).toBe(201);
}
