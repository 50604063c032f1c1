/**
 * The empresas area's business: the company list (spec part 2 §2.4, §7.3), a page of it or the
 * whole of it as an Excel file, through the list kit (lib/list.ts, docs/lists.md); and one company
 * (part 2 §2.3, §2.5, §4, §5, §7.3): its page and /mis-datos, their saves, baja and alta, deletion,
 * its logo and its accreditation documents (docs/decisions.md, "Companies (issue 10): one company").
 *
 * Saves follow registration's order: the contract's schema has checked the whole body (files
 * included); then the checks only the database can make (one 422 naming them all); then a new file
 * is stored, the rows written in one transaction, and the file it replaced removed once they are
 * committed (lib/stored-files.ts).
 *
 * A company reaches only its own company: another company's id, CIF, document or logo answers 404,
 * the same as one that does not exist, so ids cannot be probed.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  AUTH_MSG,
  EMPRESAS_EXCEL_NAME,
  EMPRESAS_MSG,
  IDIOMA_ID,
  LISTA_TAMANIO_POR_TIPO,
  MSG,
  normalizeTaxId,
  type DarDeAltaBody,
  type DarDeBajaBody,
  type DocumentoAcreditacionTipo,
  type DocumentoEmpresaBody,
  type EmpresaBody,
  type EmpresaDetalle,
  type EmpresaListItem,
  type EmpresaPerfil,
  type EmpresasQuery,
  type ExencionCuotaBody,
  type MisDatosBody,
  type RecordatoriosCuotaBody,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrors, NotFoundError, ValidationError } from '../../errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { FileAnswer } from '../../lib/download';
import { mimeOfExtension } from '../../lib/file-type';
import type { Lang } from '../../lib/lang';
import { keysetBatches, pageOf, sendExcel, type ListPages, type ListTotals, type Page } from '../../lib/list';
import { removeStoredFiles, storeAndWrite } from '../../lib/stored-files';
import { uploadedFile, type UploadedFile } from '../../lib/uploads';
import { deleteCuentaEmpresa, isEmailTaken, revokeUserSessions, setCuentaEmpresaActiva, updateCuentaEmpresa } from '../../auth/accounts';
import { isActiveOption, listOpciones, paisExists } from '../referencia';
import {
  cuentaChanges,
  datosComunesChanges,
  dayInstant,
  documentoFileName,
  EMPRESAS_EXCEL_TEXTS,
  empresaChanges,
  empresaDetalle,
  empresaListItem,
  empresaPerfil,
  empresasExcelColumns,
  type ConvenioNames,
} from './mappers';
import {
  clearDocumentoAcreditacion,
  countOrganizaciones,
  DOCUMENT_COLUMNS,
  EMPRESAS_LIST,
  empresasOrder,
  empresasWhere,
  findEmpresaByCif,
  findEmpresaById,
  findEmpresaOfUsuario,
  insertEstadoOrganizacion,
  lockOrganizacion,
  organizacionesAfter,
  organizacionesPage,
  setDocumentoAcreditacion,
  updateOrganizacion,
  type EmpresaRow,
  type OrganizacionChanges,
} from './repository';

/**
 * The agreements' names in a language (one query for the whole list, whatever its length; an
 * agreement without a text in that language falls back to Spanish, then to its id).
 */
async function convenioNames(db: Database, lang: Lang): Promise<ConvenioNames> {
  const options = await listOpciones(db, 'empresa_convenios', IDIOMA_ID[lang], false);
  return new Map(options.map((option) => [option.param_id, option.pt_texto]));
}

/** The key of a filter set's total: the query without its page, order and Excel flag. */
function totalsKey({ page: _page, order_by: _order, to_excel: _excel, ...filters }: EmpresasQuery): string {
  return `organizaciones ${JSON.stringify(filters)}`;
}

/** The lists' kept values the company list uses: its totals, and its pages. */
export interface EmpresasCache {
  totals: ListTotals;
  pages: ListPages;
}

/**
 * A page of the company list, filtered and sorted; agreements named in the caller's language. Kept
 * (`pages`) until the companies or the parameters change, under everything the answer depends on:
 * the query (filters, order, page) and the language.
 */
export function empresasPage(db: Database, query: EmpresasQuery, lang: Lang, { totals, pages }: EmpresasCache): Promise<Page<EmpresaListItem>> {
  const { to_excel: _excel, ...shown } = query;
  return pages.page(EMPRESAS_LIST, `${lang} ${JSON.stringify(shown)}`, async () => {
    const where = empresasWhere(query);
    const order = empresasOrder(query.order_by);
    const page = await pageOf(query.page, {
      rows: (limit, offset) => organizacionesPage(db, where, order, limit, offset, IDIOMA_ID[lang]),
      total: () => totals.get(totalsKey(query), () => countOrganizaciones(db, where)),
    });
    return { ...page, data: page.data.map(empresaListItem) };
  });
}

/**
 * The whole filtered, sorted company list as `<YYYY-MM-DD>_Empresas.xlsx`, streamed (the page is
 * ignored); headers and texts in the caller's language.
 */
export async function empresasExcel(
  db: Database,
  query: EmpresasQuery,
  lang: Lang,
  totals: ListTotals,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const where = empresasWhere(query);
  const order = empresasOrder(query.order_by);
  const [total, convenios] = await Promise.all([totals.get(totalsKey(query), () => countOrganizaciones(db, where)), convenioNames(db, lang)]);
  const rows = keysetBatches(
    (after, limit) => organizacionesAfter(db, where, order, after, limit),
    (row) => ({ key: row.cursor_key, id: row.org_id }),
  );
  return sendExcel(
    reply,
    { name: EMPRESAS_EXCEL_NAME, sheet: EMPRESAS_EXCEL_TEXTS[lang].sheet, columns: empresasExcelColumns(lang, convenios), total, rows },
    log,
  );
}

// ---------------------------------------------------------------- one company: reading it

/** Whether a user is of the administration module (who reaches every company). */
function isAdministracion(user: AuthUser): boolean {
  return user.modulo_app === 'administrador';
}

/**
 * A company a user may reach by its id: any, for the administration; only its own, for a company.
 * Another company's id answers the same 404 as an id that does not exist.
 */
async function reachableEmpresa(db: Database, user: AuthUser, orgId: number): Promise<EmpresaRow> {
  const row = await findEmpresaById(db, orgId);
  if (!row || (!isAdministracion(user) && row.usuario_id !== user.id)) throw new NotFoundError();
  return row;
}

/** A company read again after a write (gone meanwhile: 404). */
async function rereadEmpresa(db: Database, orgId: number): Promise<EmpresaRow> {
  const row = await findEmpresaById(db, orgId);
  if (!row) throw new NotFoundError();
  return row;
}

/** A company as the administration's page shows it, by CIF (any case and separators). */
export async function empresaByCif(db: Database, orgCif: string): Promise<EmpresaDetalle> {
  const row = await findEmpresaByCif(db, normalizeTaxId(orgCif));
  if (!row) throw new NotFoundError();
  return empresaDetalle(row);
}

/** The signed-in company's own data. */
export async function misDatos(db: Database, user: AuthUser): Promise<EmpresaPerfil> {
  const row = await findEmpresaOfUsuario(db, user.id);
  if (!row) throw new NotFoundError();
  return empresaPerfil(row);
}

// ---------------------------------------------------------------- one company: saving it

/**
 * The administration's checks of the type and size against the parameter lists (as at
 * registration: an active option of tipo_empresa, and of the size list of that type). A value the
 * company already has passes even if its option was deactivated since (part 2 §4: deleting a
 * parameter deactivates it), so an old company can still be saved.
 */
async function checkTipoYTamanio(db: Database, errors: FieldErrors, body: EmpresaBody, stored: EmpresaRow): Promise<void> {
  const sameTipo = body.org_tipo === stored.org_tipo;
  if (!sameTipo && !(await isActiveOption(db, 'tipo_empresa', body.org_tipo))) {
    errors.add('org_tipo', AUTH_MSG.tipoEmpresaNoValido);
  } else if (!(sameTipo && body.org_tamanio === stored.org_tamanio)) {
    const lista = (LISTA_TAMANIO_POR_TIPO as Record<string, string>)[body.org_tipo];
    if (!lista || !(await isActiveOption(db, lista, body.org_tamanio))) errors.add('org_tamanio', AUTH_MSG.tamanioEmpresaNoValido);
  }
}

/**
 * The checks of the fields both forms share that only the server can make: the country, and the
 * e-mail, which is also the account's: no other account may hold it.
 */
async function checkDatosComunes(db: Database, errors: FieldErrors, body: MisDatosBody, stored: EmpresaRow): Promise<void> {
  if (body.org_pais !== stored.org_pais && !(await paisExists(db, body.org_pais))) errors.add('org_pais', MSG.paisNoValido);
  // The account's own address passes in any case; another account's does not.
  if (body.org_email.toLowerCase() !== stored.cuenta.email.toLowerCase() && (await isEmailTaken(db, body.org_email))) {
    errors.add('org_email', AUTH_MSG.correoYaRegistrado);
  }
}

/**
 * What follows a change of a company's fee exemption or agreement, in the change's transaction: its
 * payment state, which depends on the fees it paid (the finance area's `estadoPagoTrasExencion`, which
 * areas/index.ts hands to this area's routes: the finance area stands above this one).
 */
export type TrasCambioDeCuota = (tx: Database, orgId: number) => Promise<void>;

/**
 * Writes a save: the new logo (if any) stored, the company and its account (e-mail, names, phone)
 * updated in one transaction, then the logo it replaced removed. A change of the exemption or the
 * agreement runs `trasCambioDeCuota` in the same transaction.
 */
async function writeEmpresa(
  app: FastifyInstance,
  stored: EmpresaRow,
  changes: OrganizacionChanges,
  logo: UploadedFile | undefined,
  log: FastifyBaseLogger,
  trasCambioDeCuota?: TrasCambioDeCuota,
): Promise<EmpresaRow> {
  const replaced = await storeAndWrite(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
    const locked = await lockOrganizacion(tx, stored.org_id);
    if (!locked) throw new NotFoundError();
    const now = new Date();
    await updateOrganizacion(tx, stored.org_id, logoKey ? { ...changes, org_logo: logoKey } : changes, now);
    await updateCuentaEmpresa(tx, locked.usuario_id, cuentaChanges(changes, stored.es_persona), now);
    const pagaOtraCosa =
      (changes.exento_cuota !== undefined && changes.exento_cuota !== locked.exento_cuota) ||
      (changes.org_convenio !== undefined && changes.org_convenio !== locked.org_convenio);
    if (pagaOtraCosa) {
      if (!trasCambioDeCuota) throw new Error('A change of the fee exemption or agreement needs trasCambioDeCuota');
      await trasCambioDeCuota(tx, stored.org_id);
    }
    return logoKey ? locked.org_logo : null;
  });
  await removeStoredFiles(app, [replaced], log);
  return rereadEmpresa(app.db, stored.org_id);
}

/**
 * The administration's save of a company's general data (part 2 §2.5): every field, the legal
 * name, agreement, fee exemption, API access and date of the (last) alta, and an optional new logo.
 * `es_persona` must be the company's (it only says which name fields the form showed).
 */
export async function saveEmpresa(
  app: FastifyInstance,
  orgId: number,
  body: EmpresaBody,
  log: FastifyBaseLogger,
  trasCambioDeCuota: TrasCambioDeCuota,
): Promise<EmpresaDetalle> {
  const logo = uploadedFile(body.logo, 'logo');
  const stored = await findEmpresaById(app.db, orgId);
  if (!stored) throw new NotFoundError();

  const errors = new FieldErrors();
  if (body.es_persona !== stored.es_persona) errors.add('es_persona', MSG.valorNoValido);
  await checkTipoYTamanio(app.db, errors, body, stored);
  await checkDatosComunes(app.db, errors, body, stored);
  if (
    body.org_convenio !== undefined &&
    body.org_convenio !== stored.org_convenio &&
    !(await isActiveOption(app.db, 'empresa_convenios', body.org_convenio))
  ) {
    errors.add('org_convenio', EMPRESAS_MSG.convenioNoValido);
  }
  errors.throwIfAny();

  return empresaDetalle(await writeEmpresa(app, stored, empresaChanges(body, stored), logo, log, trasCambioDeCuota));
}

/**
 * PATCH /organizaciones: a company's exemption from the annual fee, alone; its payment state follows
 * (`estadoPagoTrasExencion`), as when the page's 'Guardar' changes it.
 */
export async function setExencionCuota(
  app: FastifyInstance,
  body: ExencionCuotaBody,
  log: FastifyBaseLogger,
  trasCambioDeCuota: TrasCambioDeCuota,
): Promise<EmpresaDetalle> {
  const stored = await findEmpresaById(app.db, body.id);
  if (!stored) throw new NotFoundError();
  return empresaDetalle(await writeEmpresa(app, stored, { exento_cuota: body.exento_cuota }, undefined, log, trasCambioDeCuota));
}

/** The signed-in company opts out of (or back into) its annual fee's reminders (issue 36). */
export async function setRecordatoriosCuota(app: FastifyInstance, user: AuthUser, body: RecordatoriosCuotaBody, log: FastifyBaseLogger): Promise<EmpresaPerfil> {
  const stored = await findEmpresaOfUsuario(app.db, user.id);
  if (!stored) throw new NotFoundError();
  return empresaPerfil(await writeEmpresa(app, stored, { recordatorios_cuota: body.recordatorios_cuota }, undefined, log));
}

/**
 * The signed-in company's save of its own data (/mis-datos): the fields both forms share and an
 * optional new logo; never its CIF, names, type and size (they set its fee), agreement, exemption,
 * API access or dates: the body has no such fields, and whatever else it carries is dropped.
 */
export async function saveMisDatos(app: FastifyInstance, user: AuthUser, body: MisDatosBody, log: FastifyBaseLogger): Promise<EmpresaPerfil> {
  const logo = uploadedFile(body.logo, 'logo');
  const stored = await findEmpresaOfUsuario(app.db, user.id);
  if (!stored) throw new NotFoundError();

  const errors = new FieldErrors();
  await checkDatosComunes(app.db, errors, body, stored);
  errors.throwIfAny();

  return empresaPerfil(await writeEmpresa(app, stored, datosComunesChanges(body), logo, log));
}

// ---------------------------------------------------------------- baja and alta

/**
 * Gives a company baja (part 2 §2.5, §4): its leaving date and observations, its account switched
 * off and every session of it (impersonations included) ended, a row in its history naming the
 * administrator. One transaction; a company already de baja is a 409.
 */
export async function giveBaja(app: FastifyInstance, orgId: number, body: DarDeBajaBody, adminId: number): Promise<EmpresaDetalle> {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const org = await lockOrganizacion(tx, orgId);
    if (!org) throw new NotFoundError();
    if (org.org_fecha_baja !== null) throw new ConflictError(EMPRESAS_MSG.yaDeBaja);
    const fecha = dayInstant(body.org_fecha_baja);
    const observaciones = body.org_observaciones_baja ?? null;
    await updateOrganizacion(tx, orgId, { org_fecha_baja: fecha, org_observaciones_baja: observaciones }, now);
    await setCuentaEmpresaActiva(tx, org.usuario_id, fecha, now);
    await revokeUserSessions(tx, org.usuario_id, undefined, now);
    await insertEstadoOrganizacion(tx, { org_id: orgId, tipo: 'baja', fecha: body.org_fecha_baja, observaciones, admin_id: adminId, created_at: now });
  });
  return empresaDetalle(await rereadEmpresa(app.db, orgId));
}

/**
 * Gives a company that left alta again (part 2 §2.5, §4): no leaving date or observations, the
 * given date as its alta (`org_fecha_alta`; the registration date, `fecha_creacion`, and with it
 * the renewal anniversary, stay), its account switched on (it signs in again), a row in its
 * history with the observations. One transaction; a company that is not de baja is a 409.
 */
export async function giveAlta(app: FastifyInstance, orgId: number, body: DarDeAltaBody, adminId: number): Promise<EmpresaDetalle> {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const org = await lockOrganizacion(tx, orgId);
    if (!org) throw new NotFoundError();
    if (org.org_fecha_baja === null) throw new ConflictError(EMPRESAS_MSG.yaDeAlta);
    await updateOrganizacion(tx, orgId, { org_fecha_baja: null, org_observaciones_baja: null, org_fecha_alta: dayInstant(body.org_fecha_alta) }, now);
    await setCuentaEmpresaActiva(tx, org.usuario_id, null, now);
    await insertEstadoOrganizacion(tx, {
      org_id: orgId,
      tipo: 'alta',
      fecha: body.org_fecha_alta,
      observaciones: body.org_observaciones_baja ?? null,
      admin_id: adminId,
      created_at: now,
    });
  });
  return empresaDetalle(await rereadEmpresa(app.db, orgId));
}

// ---------------------------------------------------------------- deletion

/**
 * Deletes a company: its account, and with it the company, its sessions, one-off tokens and
 * history, in one transaction; its logo and documents once that has committed. A company other
 * rows still refer to (its DAPcons, its payments: tables that reference it with ON DELETE RESTRICT)
 * is refused with a 409 and nothing is deleted: it is given baja instead.
 */
export async function deleteEmpresa(app: FastifyInstance, orgId: number, log: FastifyBaseLogger): Promise<void> {
  let files: (string | null)[];
  try {
    files = await app.db.transaction(async (tx) => {
      const org = await lockOrganizacion(tx, orgId);
      if (!org) throw new NotFoundError();
      await deleteCuentaEmpresa(tx, org.usuario_id);
      return [org.org_logo, org.doc_sgm_iso14001, org.doc_sgm_emacs];
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(EMPRESAS_MSG.empresaConHistorial);
    throw error;
  }
  await removeStoredFiles(app, files, log);
}

// ---------------------------------------------------------------- logo and accreditation documents

/**
 * Stores (or replaces) a company's ISO 14001 or EMAS document (part 2 §7.3): a company only for
 * its own CIF (another CIF answers 404, as an unknown one), the administration for any company.
 */
export async function storeDocumento(app: FastifyInstance, user: AuthUser, body: DocumentoEmpresaBody, log: FastifyBaseLogger): Promise<EmpresaPerfil> {
  const documento = uploadedFile(body.documento, 'documento');
  if (!documento) throw new ValidationError({ documento: [AUTH_MSG.documentoAcreditativoObligatorio] });
  const orgCif = normalizeTaxId(body.org_cif);
  const org = isAdministracion(user) ? await findEmpresaByCif(app.db, orgCif) : await findEmpresaOfUsuario(app.db, user.id);
  if (!org || org.org_cif !== orgCif) throw new NotFoundError();

  const replaced = await storeAndWrite(app, [{ folder: 'documentos', file: documento }], async (tx, [key]) => {
    const locked = await lockOrganizacion(tx, org.org_id);
    if (!locked) throw new NotFoundError();
    if (!key) throw new Error('The document was not stored');
    await setDocumentoAcreditacion(tx, org.org_id, body.type, key);
    return locked[DOCUMENT_COLUMNS[body.type]];
  });
  await removeStoredFiles(app, [replaced], log);
  return empresaPerfil(await rereadEmpresa(app.db, org.org_id));
}

/**
 * Clears a company's ISO 14001 or EMAS document (part 2 §4) and removes its file: a company its
 * own, the administration any. A company without that document is a 404 (`sinDocumento`).
 */
export async function removeDocumento(
  app: FastifyInstance,
  user: AuthUser,
  orgId: number,
  type: DocumentoAcreditacionTipo,
  log: FastifyBaseLogger,
): Promise<EmpresaPerfil> {
  await reachableEmpresa(app.db, user, orgId);
  const removed = await app.db.transaction(async (tx) => {
    const locked = await lockOrganizacion(tx, orgId);
    const key = locked?.[DOCUMENT_COLUMNS[type]] ?? null;
    if (key === null) throw new NotFoundError(EMPRESAS_MSG.sinDocumento);
    await clearDocumentoAcreditacion(tx, orgId, type);
    return key;
  });
  await removeStoredFiles(app, [removed], log);
  return empresaPerfil(await rereadEmpresa(app.db, orgId));
}

/** The bytes under a company's key, or the 404 `message` when there is no key or no file (a lost file is logged). */
async function storedBytes(app: FastifyInstance, key: string | null, message: string, log: FastifyBaseLogger): Promise<Buffer> {
  const data = key === null ? null : await app.storage.get(key);
  if (data === null) {
    if (key !== null) log.warn({ key }, 'a stored file a company names is missing');
    throw new NotFoundError(message);
  }
  return data;
}

/**
 * A company's ISO 14001 or EMAS document, to download as `<date>_<CIF>_ISO14001.pdf` /
 * `…_EMAS.pdf`: a company its own, the administration any.
 */
export async function documentoFile(
  app: FastifyInstance,
  user: AuthUser,
  orgId: number,
  type: DocumentoAcreditacionTipo,
  log: FastifyBaseLogger,
): Promise<FileAnswer> {
  const org = await reachableEmpresa(app.db, user, orgId);
  const data = await storedBytes(app, org[DOCUMENT_COLUMNS[type]], EMPRESAS_MSG.sinDocumento, log);
  return { data, contentType: 'application/pdf', filename: documentoFileName(org.org_cif, type) };
}

/** A company's logo, with the type its stored name says: a company its own, the administration any. */
export async function logoFile(app: FastifyInstance, user: AuthUser, orgId: number, log: FastifyBaseLogger): Promise<FileAnswer> {
  const org = await reachableEmpresa(app.db, user, orgId);
  const data = await storedBytes(app, org.org_logo, EMPRESAS_MSG.sinLogo, log);
  return { data, contentType: mimeOfExtension(org.org_logo?.split('.').pop() ?? '') };
}
