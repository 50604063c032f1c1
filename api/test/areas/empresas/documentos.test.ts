/**
 * A company's accreditation documents (ISO 14001, EMAS; spec part 2 §4, §7.3, part 1 §9): sent
 * late by the company or the administration, downloaded as a dated PDF attachment, removed; and
 * every way a company could reach another's documents (its id, its CIF) answering as if it did not
 * exist.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MSG, datePrefixedName, EMPRESAS_MSG, MSG, type EmpresaPerfil, type Envelope } from '@dapcon/contract';
import { organizaciones } from '../../../src/db/schema';
import { cif } from '../../../src/seed/documents';
import { bearer, body, build, demoAccount, tokenOf } from '../../helper';
import {
  adminTokens,
  allStoredKeys,
  detail,
  expectError,
  fieldErrors,
  file,
  OTHER_PDF,
  PDF,
  perfil,
  PNG,
  registerCompany,
  sendForm,
  storedKeys,
  type TestCompany,
} from './support';

let app: FastifyInstance;
let admin: string;
let admin2: string;
let next = 500;

beforeAll(async () => {
  app = await build();
  ({ admin, admin2 } = await adminTokens(app));
});
afterAll(async () => {
  await app.close();
});

const fresh = (overrides: Record<string, unknown> = {}): Promise<TestCompany> => registerCompany(app, next++, overrides);

const upload = (token: string, values: Record<string, unknown>) => sendForm(app, 'POST', '/api/organizaciones/actualizar/documentos', token, values);
const pdf = (bytes: Buffer = PDF) => file(bytes, 'certificado.pdf', 'application/pdf');

const download = (token: string, orgId: number | string, docType: string = 'iso14001') =>
  app.inject({ method: 'GET', url: `/api/organizaciones/${orgId}/obtener-documento`, query: { doc_type: docType }, headers: bearer(token) });

const unlink = (token: string, orgId: number | string, docType: string = 'iso14001') =>
  app.inject({ method: 'DELETE', url: `/api/organizaciones/${orgId}/documento`, query: { doc_type: docType }, headers: bearer(token) });

function expectPdf(response: LightMyRequestResponse, bytes: Buffer, name: string): void {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${name}"`,
    // A download: no copy kept (docs/security.md 'Headers').
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  expect(response.rawPayload).toEqual(bytes);
}

describe('POST /organizaciones/actualizar/documentos', () => {
  it('stores the company’s own ISO 14001 and EMAS documents (201), downloadable as dated PDFs', async () => {
    const company = await fresh();
    const iso = await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'iso14001' });
    expect(iso.statusCode, iso.body).toBe(201);
    const answer = body<Envelope<EmpresaPerfil>>(iso);
    expect(answer.message).toBe(AUTH_MSG.documentoGuardado);
    expect(answer.data).toMatchObject({ org_id: company.orgId, doc_sgm_iso14001: true, doc_sgm_emacs: false });
    expect(answer.data).not.toHaveProperty('usuario_id');
    expect(await perfil(app, company.token)).toEqual(answer.data);

    const emas = await upload(company.token, { documento: pdf(OTHER_PDF), org_cif: company.cif.toLowerCase(), type: 'emacs' });
    expect(emas.statusCode, emas.body).toBe(201);
    expect(body<Envelope<EmpresaPerfil>>(emas).data).toMatchObject({ doc_sgm_iso14001: true, doc_sgm_emacs: true });

    expectPdf(await download(company.token, company.orgId, 'iso14001'), PDF, datePrefixedName(`${company.cif}_ISO14001.pdf`));
    expectPdf(await download(company.token, company.orgId, 'emacs'), OTHER_PDF, datePrefixedName(`${company.cif}_EMAS.pdf`));
    // The administration, both profiles.
    expectPdf(await download(admin2, company.orgId, 'emacs'), OTHER_PDF, datePrefixedName(`${company.cif}_EMAS.pdf`));
  });

  it('replaces a document sent again: the new file served, the old one removed', async () => {
    const company = await fresh();
    await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'iso14001' });
    const { iso: first } = await storedKeys(app, company.orgId);
    const again = await upload(admin, { documento: pdf(OTHER_PDF), org_cif: company.cif, type: 'iso14001' });
    expect(again.statusCode, again.body).toBe(201);
    const { iso: second } = await storedKeys(app, company.orgId);
    expect(second).not.toBe(first);
    expect(await app.storage.get(first ?? '')).toBeNull();
    expect((await download(company.token, company.orgId)).rawPayload).toEqual(OTHER_PDF);
  });

  it('lets the administration attach a document to any company by its CIF; an unknown CIF is a 404', async () => {
    const company = await fresh();
    const response = await upload(admin2, { documento: pdf(), org_cif: company.cif, type: 'emacs' });
    expect(response.statusCode, response.body).toBe(201);
    expect((await detail(app, admin, company.cif)).doc_sgm_emacs).toBe(true);
    const keys = await allStoredKeys(app);
    expectError(await upload(admin, { documento: pdf(), org_cif: cif('B', 8, 99_998), type: 'emacs' }), 404, MSG.noEncontrado);
    expect(await allStoredKeys(app)).toEqual(keys);
  });

  it('refuses a company another company’s CIF, or an unknown one, with the same 404, storing nothing', async () => {
    const company = await fresh();
    const other = await fresh();
    const keys = await allStoredKeys(app);
    const theirs = await upload(company.token, { documento: pdf(), org_cif: other.cif, type: 'iso14001' });
    const nobodys = await upload(company.token, { documento: pdf(), org_cif: cif('B', 8, 99_997), type: 'iso14001' });
    const demos = await upload(company.token, { documento: pdf(), org_cif: demoAccount((a) => a.modulo_app === 'organizacion').usuario, type: 'iso14001' });
    for (const response of [theirs, nobodys, demos]) expectError(response, 404, MSG.noEncontrado);
    expect(theirs.body).toBe(nobodys.body);
    expect(await allStoredKeys(app)).toEqual(keys);
    expect((await detail(app, admin, other.cif)).doc_sgm_iso14001).toBe(false);
  });

  it('refuses with 422 under the field: no document, not a PDF, an unknown type, no CIF', async () => {
    const company = await fresh();
    const keys = await allStoredKeys(app);
    expect(fieldErrors(await upload(company.token, { org_cif: company.cif, type: 'iso14001' }))).toEqual({ documento: [AUTH_MSG.documentoAcreditativoObligatorio] });
    expect(fieldErrors(await upload(company.token, { documento: file(PNG, 'cert.pdf', 'application/pdf'), org_cif: company.cif, type: 'iso14001' }))).toEqual({
      documento: [MSG.documentoTipoNoValido],
    });
    expect(fieldErrors(await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'iso9001' }))).toEqual({ type: [AUTH_MSG.tipoDocumentoNoValido] });
    expect(fieldErrors(await upload(company.token, { documento: pdf(), org_cif: '', type: 'emacs' }))).toEqual({ org_cif: [MSG.documentoObligatorio] });
    // A JSON body that imitates a file carries no bytes.
    const json = await app.inject({
      method: 'POST',
      url: '/api/organizaciones/actualizar/documentos',
      headers: bearer(company.token),
      payload: { documento: { name: 'a.pdf', size: 10, type: 'application/pdf' }, org_cif: company.cif, type: 'iso14001' },
    });
    expect(fieldErrors(json)).toEqual({ documento: [MSG.archivoNoValido] });
    expect(await allStoredKeys(app)).toEqual(keys);
  });

  it('is for companies and the administration: consultants and verifiers get 403', async () => {
    const company = await fresh();
    for (const account of [demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3), demoAccount((a) => a.perfil === 4)]) {
      expectError(await upload(await tokenOf(app, account), { documento: pdf(), org_cif: company.cif, type: 'iso14001' }), 403, MSG.sinPermiso);
    }
  });
});

describe('GET /organizaciones/:id/obtener-documento and DELETE /organizaciones/:id/documento', () => {
  it('removes a document (200): the file goes, the download and a second removal are 404 sinDocumento', async () => {
    const company = await fresh();
    await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'iso14001' });
    await upload(company.token, { documento: pdf(OTHER_PDF), org_cif: company.cif, type: 'emacs' });
    const { iso, emas } = await storedKeys(app, company.orgId);

    const response = await unlink(company.token, company.orgId, 'iso14001');
    expect(response.statusCode, response.body).toBe(200);
    const answer = body<Envelope<EmpresaPerfil>>(response);
    expect(answer.message).toBe(EMPRESAS_MSG.documentoEliminado);
    expect(answer.data).toMatchObject({ doc_sgm_iso14001: false, doc_sgm_emacs: true });
    expect(await app.storage.get(iso ?? '')).toBeNull();
    expect(await app.storage.get(emas ?? '')).toEqual(OTHER_PDF);

    expectError(await download(company.token, company.orgId, 'iso14001'), 404, EMPRESAS_MSG.sinDocumento);
    expectError(await unlink(company.token, company.orgId, 'iso14001'), 404, EMPRESAS_MSG.sinDocumento);

    // The administration removes the other one.
    expect((await unlink(admin, company.orgId, 'emacs')).statusCode).toBe(200);
    expect(await storedKeys(app, company.orgId)).toMatchObject({ iso: null, emas: null });
    expect(await app.storage.get(emas ?? '')).toBeNull();
  });

  it('answers 404 sinDocumento for a company without the document, or whose file is lost', async () => {
    const company = await fresh();
    expectError(await download(company.token, company.orgId, 'emacs'), 404, EMPRESAS_MSG.sinDocumento);
    await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'emacs' });
    await app.storage.delete((await storedKeys(app, company.orgId)).emas ?? '');
    expectError(await download(admin, company.orgId, 'emacs'), 404, EMPRESAS_MSG.sinDocumento);
  });

  it('refuses a company another company’s documents by id with the 404 of an id that does not exist', async () => {
    const company = await fresh();
    const other = await fresh();
    await upload(other.token, { documento: pdf(), org_cif: other.cif, type: 'iso14001' });
    const { iso } = await storedKeys(app, other.orgId);

    for (const request of [download, unlink]) {
      const theirs = await request(company.token, other.orgId);
      const nobodys = await request(company.token, 999_999);
      expectError(theirs, 404, MSG.noEncontrado);
      expect(theirs.body).toBe(nobodys.body);
    }
    // Nothing of the other company changed.
    expect((await storedKeys(app, other.orgId)).iso).toBe(iso);
    expect(await app.storage.get(iso ?? '')).toEqual(PDF);
    expectPdf(await download(other.token, other.orgId), PDF, datePrefixedName(`${other.cif}_ISO14001.pdf`));
    // The administration: an unknown company is the plain 404.
    expectError(await download(admin, 999_999), 404, MSG.noEncontrado);
    expectError(await unlink(admin, 999_999), 404, MSG.noEncontrado);
  });

  it('refuses an unknown doc_type with 422 under it', async () => {
    const company = await fresh();
    expect(fieldErrors(await download(company.token, company.orgId, 'sepa'))).toEqual({ doc_type: [AUTH_MSG.tipoDocumentoNoValido] });
    expect(fieldErrors(await unlink(company.token, company.orgId, ''))).toEqual({ doc_type: [AUTH_MSG.tipoDocumentoNoValido] });
    expect(fieldErrors(await app.inject({ method: 'GET', url: `/api/organizaciones/${company.orgId}/obtener-documento`, headers: bearer(company.token) }))).toEqual({
      doc_type: [AUTH_MSG.tipoDocumentoNoValido],
    });
  });

  it('names the file default.pdf when the CIF cannot name it', async () => {
    const company = await fresh();
    await upload(company.token, { documento: pdf(), org_cif: company.cif, type: 'iso14001' });
    // A CIF registration would never accept, written straight into the table.
    await app.db.update(organizaciones).set({ org_cif: 'B-1/"2' }).where(eq(organizaciones.org_id, company.orgId));
    expectPdf(await download(admin, company.orgId), PDF, 'default.pdf');
  });
});
