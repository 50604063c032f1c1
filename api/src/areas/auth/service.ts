/**
 * The auth area's business: sign-in and the current user (spec part 1 §7, part 2 §7.11),
 * self-registration of companies and consultants (part 1 §3, §4), password recovery, reset
 * and change. The routes only read the request and answer what these functions give.
 *
 * Registration: multipart bodies are validated whole by the contract's schemas (files
 * included) before anything is written; then the checks only the database can make; then
 * the files are stored and the rows written in one transaction. Any failure after a file was
 * stored removes it, so a refused request leaves nothing behind.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_MSG,
  CONSULTORES_MSG,
  EMAIL_MAX_LENGTH,
  EMPRESAS_MSG,
  hasForbiddenCharacter,
  isNif,
  LISTA_TAMANIO_POR_TIPO,
  MSG,
  normalizeTaxId,
  RESET_TOKEN_TTL_MINUTES,
  enlaceRestablecerPassword,
  TOKEN_DOCS_TTL_MINUTES,
  type cambiarPassword,
  type DocumentoAcreditacionBody,
  type DocumentoAcreditacionData,
  type EndpointRequest,
  type EstadoPago,
  type LoginBody,
  type MeData,
  type ModuloApp,
  type RegistroConsultorBody,
  type RegistroOrganizacionBody,
  type reiniciarPassword,
  type restablecerPassword,
} from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { isUserActive } from '../../auth/session-rules';
import type { Database } from '../../db/database';
import {
  ConflictError,
  ERROR_CODES,
  FieldErrors,
  HttpError,
  InvalidCredentialsError,
  NotFoundError,
  SessionError,
  ValidationError,
} from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Lang } from '../../lib/lang';
import { storeAndWrite, type FileToStore } from '../../lib/stored-files';
import { uploadedFile } from '../../lib/uploads';
import { renderPlantilla } from '../../mail/render';
import { deviceCookieHeader, deviceEntries, entriesAfterSignIn, trustedDevice } from '../../auth/device-cookie';
import { insertConsultor } from '../consultores';
import { DOCUMENT_COLUMNS, estadoPagoOfUsuario, findOrganizacionOfUsuario, insertOrganizacion, setDocumentoAcreditacion } from '../empresas';
import { isActiveOption, paisExists } from '../referencia';
import { consultorRows, meData, organizacionRows, recoveryIdentifier } from './mappers';
import {
  countLiveOneOffTokens,
  createOneOffToken,
  findOneOffToken,
  findPasswordHash,
  findUserForLogin,
  findUserForSession,
  findUsuario,
  insertUsuario,
  isEmailTaken,
  isUsuarioTaken,
  revokeUserSessions,
  sesionOrigenDe,
  spendOneOffToken,
  updatePasswordHash,
  voidOneOffTokens,
} from '../../auth/accounts';
import { findCompanyAccount } from './repository';
import { auditEvent } from '../../plugins/app/audit';

// ---------------------------------------------------------------- sign-in and the current user

/** The payment state a user's token and `me` carry: their company's, null for the other modules. */
async function paymentStateOf(db: Database, user: { id: number; modulo_app: ModuloApp }): Promise<EstadoPago> {
  return user.modulo_app === 'organizacion' ? estadoPagoOfUsuario(db, user.id) : null;
}

/**
 * Signs a user in to a module and answers the session token. Unknown user, wrong module, wrong
 * password and a deactivated account get one answer (401), and failures count towards the throttle.
 */
export async function signIn(app: FastifyInstance, body: LoginBody, request: FastifyRequest): Promise<{ token: string; deviceCookie: string }> {
  // CIF/NIF letters are upper case in the data; people type them either way.
  const usuario = body.usuario.toUpperCase();
  // Keyed by what was typed, never by whether the account exists: the same answers for both; and by
  // whether this browser signed in to the account before (its device cookie).
  const devices = deviceEntries(request.headers.cookie);
  const keys = app.throttle.accessKeys(usuario, request.ip, trustedDevice(app.config.jwtSecret, usuario, devices));
  await app.throttle.check(keys);
  const user = await findUserForLogin(app.db, usuario, body.modulo_app);
  const passwordOk = await verifyPassword(user?.password_hash, body.password);
  // One answer for unknown user, wrong module, wrong password and deactivated account.
  if (!user || !passwordOk || !isUserActive(user, new Date())) {
    // The audit names what was typed as the account, never the password; and no account: the
    // same entry whether it exists or not.
    auditEvent(request, { accion: 'acceso_fallido', usuario_id: null, detalle: { usuario: usuario.slice(0, 20), modulo_app: body.modulo_app } });
    // Past the limit this failure already answers 429.
    await app.throttle.fail(keys);
    // The application log (the /logs screen) tells sign-ins apart; never what was typed.
    request.log.info({ modulo_app: body.modulo_app }, 'sign-in refused');
    throw new InvalidCredentialsError();
  }
  // A right password forgets this address's and this browser's failures on the account; the
  // address's and the account's own keep counting down on their own.
  await app.throttle.succeed(keys);
  const token = await app.sessions.open({ ...user, estado_pago: await paymentStateOf(app.db, user) }, request);
  auditEvent(request, { accion: 'acceso', usuario_id: user.id, entidad: 'usuarios', entidad_id: user.id, detalle: { modulo_app: body.modulo_app } });
  request.log.info({ userId: user.id, modulo_app: body.modulo_app, perfil: user.perfil }, 'signed in');
  // This browser is now known for the account.
  const deviceCookie = deviceCookieHeader(entriesAfterSignIn(app.config.jwtSecret, usuario, devices), request.protocol === 'https');
  return { token, deviceCookie };
}

/** Ends the caller's session; their other sessions go on. */
export async function signOut(app: FastifyInstance, me: AuthUser): Promise<void> {
  await app.sessions.revoke(me.sessionId);
}

/** The signed-in user as the database knows them (not as the token says). */
export async function currentUserData(app: FastifyInstance, userId: number): Promise<MeData> {
  const user = await findUsuario(app.db, userId);
  if (!user) throw new NotFoundError();
  return meData(user, await paymentStateOf(app.db, user));
}

// ---------------------------------------------------------------- impersonation ('Iniciar Sesión', part 2 §2.5)

/** A user's name as the company's frame shows who started its session: 'nombre apellidos', or the CIF/NIF. */
function displayName(user: Pick<AuthUser, 'nombre' | 'apellidos' | 'usuario'>): string {
  return [user.nombre, user.apellidos].map((part) => part.trim()).filter(Boolean).join(' ') || user.usuario;
}

/**
 * An administrator opens a session as a company, found by its CIF (as typed: case does not matter,
 * as at sign-in); answers its token. The session records the administrator, the token carries
 * their name. The administrator's own session goes on. An unknown CIF, or one of an account that is
 * not a company's, is a 404; a company de baja, or an account deactivated, a 409.
 */
export async function impersonateCompany(app: FastifyInstance, admin: AuthUser, usuario: string, request: FastifyRequest): Promise<string> {
  const company = await findCompanyAccount(app.db, usuario.trim().toUpperCase());
  if (!company) throw new NotFoundError();
  // De baja as the company list says it (org_fecha_baja set), or an account that may not sign in.
  if (company.org_fecha_baja !== null || !isUserActive(company, new Date())) throw new ConflictError(EMPRESAS_MSG.empresaDeBajaSinSesion);
  const token = await app.sessions.open({ ...company, estado_pago: await paymentStateOf(app.db, company) }, request, {
    suplantador: { id: admin.id, nombre: displayName(admin), sesionId: admin.sessionId },
  });
  auditEvent(request, { accion: 'suplantacion_inicio', usuario_id: company.id, suplantador_id: admin.id, entidad: 'usuarios', entidad_id: company.id });
  return token;
}

/**
 * An administrator opens a session as a consultant ('Iniciar sesión', part 2 §2.11), found by its NIF
 * (any case or separators), as for a company: the session records the administrator. An unknown NIF,
 * or one that is not a consultant's, is a 404; an account that may not sign in (never activated, de
 * baja) a 409.
 */
export async function impersonateConsultant(app: FastifyInstance, admin: AuthUser, usuario: string, request: FastifyRequest): Promise<string> {
  const consultant = await findUserForLogin(app.db, normalizeTaxId(usuario), 'consultor');
  if (!consultant) throw new NotFoundError();
  if (!isUserActive(consultant, new Date())) throw new ConflictError(CONSULTORES_MSG.consultorSinSesion);
  const { password_hash: _hash, ...user } = consultant;
  const token = await app.sessions.open({ ...user, estado_pago: await paymentStateOf(app.db, user) }, request, {
    suplantador: { id: admin.id, nombre: displayName(admin), sesionId: admin.sessionId },
  });
  auditEvent(request, { accion: 'suplantacion_inicio', usuario_id: user.id, suplantador_id: admin.id, entidad: 'usuarios', entidad_id: user.id });
  return token;
}

/**
 * From a session an administrator opened as a company, back to the administrator: answers a new
 * session of theirs, and this one ends, and so does the administrator's session it was opened from,
 * which the browser replaces with the new one (docs/security.md 'Impersonation'). Any other session
 * is refused (403); an administrator who may no longer sign in gets the session error of a
 * deactivated user (the session check already says so on every request; this covers a change
 * between the check and here).
 */
export async function returnToAdmin(app: FastifyInstance, me: AuthUser, request: FastifyRequest): Promise<string> {
  if (me.suplantadorId === null) throw new HttpError(403, EMPRESAS_MSG.sinSuplantacion, ERROR_CODES.forbidden);
  const admin = await findUserForSession(app.db, me.suplantadorId);
  if (!admin || !isUserActive(admin, new Date())) throw new SessionError('noAutorizado');
  // Opened before the impersonation ends: a failure in between leaves the user signed in somewhere.
  const token = await app.sessions.open({ ...admin, estado_pago: await paymentStateOf(app.db, admin) }, request);
  const origen = await sesionOrigenDe(app.db, me.sessionId);
  await app.sessions.revoke(me.sessionId);
  if (origen !== null) await app.sessions.revoke(origen);
  auditEvent(request, { accion: 'suplantacion_fin', usuario_id: me.id, suplantador_id: admin.id, entidad: 'usuarios', entidad_id: me.id });
  return token;
}

// ---------------------------------------------------------------- registration

/** The checks only the database can make, for a new account of either kind. */
async function checkNewAccount(db: Database, errors: FieldErrors, usuario: string, email: string, pais: { field: string; id: number }) {
  if (await isUsuarioTaken(db, usuario)) errors.add('usuario', AUTH_MSG.documentoYaRegistrado);
  if (await isEmailTaken(db, email)) errors.add('email', AUTH_MSG.correoYaRegistrado);
  if (!(await paisExists(db, pais.id))) errors.add(pais.field, MSG.paisNoValido);
}

/**
 * A registration the contract refused (`onInvalidRequest`) still learns, in the same 422, that its
 * CIF/NIF or e-mail belongs to an account already: from the raw values, as the schema would read
 * them, so the user fixes everything on the first submit instead of meeting the duplicate last.
 */
export async function refuseWithConflicts(db: Database, raw: unknown, refused: Error): Promise<never> {
  if (!(refused instanceof ValidationError)) throw refused;
  const fields: Record<string, unknown> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const text = (value: unknown) => (typeof value === 'string' && !hasForbiddenCharacter(value) ? value.trim() : '');
  const usuario = normalizeTaxId(text(fields.usuario));
  const email = text(fields.email);
  const errors = new FieldErrors();
  if (isNif(usuario) && (await isUsuarioTaken(db, usuario))) errors.add('usuario', AUTH_MSG.documentoYaRegistrado);
  if (email.includes('@') && email.length <= EMAIL_MAX_LENGTH && (await isEmailTaken(db, email))) errors.add('email', AUTH_MSG.correoYaRegistrado);
  // The field's own problem, when it has one, comes first: one message per field.
  throw new ValidationError({ ...errors.all(), ...(refused.errors ?? {}) });
}

/**
 * `storeAndWrite` (lib/stored-files.ts) for a new account: a unique violation (the same CIF/NIF
 * registered meanwhile) is the usual 422 under `usuario`.
 */
async function storeAndWriteAccount<T>(app: FastifyInstance, files: readonly FileToStore[], write: (tx: Database, keys: (string | null)[]) => Promise<T>): Promise<T> {
  try {
    return await storeAndWrite(app, files, write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ usuario: [AUTH_MSG.documentoYaRegistrado] });
    throw error;
  }
}

/** Where a new account signs in (the registration e-mail's link). */
const LOGIN_PATH = '/login';

/**
 * The registration e-mail (template `registro_cuenta`), written in the transaction that creates the
 * account: it exists if and only if the account does, and the queue delivers it after the commit.
 */
async function sendRegistrationMail(app: FastifyInstance, tx: Database, to: { id: number; usuario: string; email: string; nombre: string }, lang: Lang): Promise<void> {
  const mail = await renderPlantilla(tx, 'registro_cuenta', lang, { nombre: to.nombre, usuario: to.usuario, enlace: `${app.config.publicUrl}${LOGIN_PATH}` }, app.config.mailFrom);
  await app.mailer.send({ plantilla: 'registro_cuenta', to: to.email, usuarioId: to.id, ...mail }, { tx });
}

/** Registers a company (its account and organisation, its logo if any); answers the `token_docs` for its documents. */
export async function registerOrganizacion(app: FastifyInstance, body: RegistroOrganizacionBody, lang: Lang): Promise<string> {
  const logo = uploadedFile(body.logo, 'logo');

  const errors = new FieldErrors();
  await checkNewAccount(app.db, errors, body.usuario, body.email, { field: 'org_pais', id: body.org_pais });
  if (!(await isActiveOption(app.db, 'tipo_empresa', body.org_tipo))) {
    errors.add('org_tipo', AUTH_MSG.tipoEmpresaNoValido);
  } else {
    const lista = (LISTA_TAMANIO_POR_TIPO as Record<string, string>)[body.org_tipo];
    if (!lista || !(await isActiveOption(app.db, lista, body.org_tamanio))) errors.add('org_tamanio', AUTH_MSG.tamanioEmpresaNoValido);
  }
  errors.throwIfAny();

  const passwordHash = await hashPassword(body.password);
  return storeAndWriteAccount(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
    const rows = organizacionRows(body, passwordHash, logoKey ?? null);
    const usuarioId = await insertUsuario(tx, rows.usuario);
    await insertOrganizacion(tx, usuarioId, rows.organizacion);
    await sendRegistrationMail(app, tx, { id: usuarioId, usuario: rows.usuario.usuario, email: rows.usuario.email, nombre: rows.organizacion.org_nombre }, lang);
    return createOneOffToken(tx, usuarioId, 'documentos_registro', TOKEN_DOCS_TTL_MINUTES);
  });
}

/**
 * Stores an accreditation document of a company that has just registered, authorised by its
 * `token_docs`; a document sent again within the window replaces the earlier one.
 */
export async function attachDocumento(app: FastifyInstance, body: DocumentoAcreditacionBody, log: FastifyBaseLogger): Promise<DocumentoAcreditacionData> {
  const documento = uploadedFile(body.documento, 'documento');
  if (!documento) throw new ValidationError({ documento: [AUTH_MSG.documentoAcreditativoObligatorio] });

  const now = new Date();
  const token = await findOneOffToken(app.db, 'documentos_registro', body.token_docs);
  const org = token ? await findOrganizacionOfUsuario(app.db, token.user.id) : undefined;
  if (!token || !org || org.org_cif !== body.org_cif || !isUserActive(token.user, now)) {
    throw new ValidationError({ token_docs: [AUTH_MSG.tokenDocsNoValido] });
  }
  if (token.expires_at.getTime() <= now.getTime()) throw new ValidationError({ token_docs: [AUTH_MSG.tokenDocsCaducado] });

  const previous = org[DOCUMENT_COLUMNS[body.type]];
  await storeAndWriteAccount(app, [{ folder: 'documentos', file: documento }], async (tx, [key]) => {
    if (!key) throw new Error('The document was not stored');
    await setDocumentoAcreditacion(tx, org.org_id, body.type, key, now);
  });
  if (previous) await app.storage.delete(previous).catch((err: unknown) => log.error({ err }, 'could not remove a replaced document'));
  return { org_cif: org.org_cif, type: body.type };
}

/** Registers a consultant (their account and consultant row, their logo if any). */
export async function registerConsultor(app: FastifyInstance, body: RegistroConsultorBody, lang: Lang): Promise<void> {
  const logo = uploadedFile(body.logo, 'logo');

  const errors = new FieldErrors();
  await checkNewAccount(app.db, errors, body.usuario, body.email, { field: 'consultor_pais', id: body.consultor_pais });
  errors.throwIfAny();

  const passwordHash = await hashPassword(body.password);
  await storeAndWriteAccount(app, [{ folder: 'logos', file: logo }], async (tx, [logoKey]) => {
    const rows = consultorRows(body, passwordHash, logoKey ?? null);
    const usuarioId = await insertUsuario(tx, rows.usuario);
    await insertConsultor(tx, usuarioId, rows.consultor);
    const nombre = [rows.usuario.nombre, rows.usuario.apellidos].filter(Boolean).join(' ') || rows.usuario.usuario;
    await sendRegistrationMail(app, tx, { id: usuarioId, usuario: rows.usuario.usuario, email: rows.usuario.email, nombre }, lang);
  });
}

// ---------------------------------------------------------------- passwords

/**
 * Reset links a user may hold at once. Past it a request is answered as usual but
 * sends nothing, so nobody can flood a mailbox through the form.
 */
export const MAX_LIVE_RESET_LINKS = 3;

/** Creates the link and records (and, with SMTP, sends) the e-mail. Runs after the answer. */
async function sendResetLink(app: FastifyInstance, usuario: string, modulo: ModuloApp, lang: Lang): Promise<void> {
  const now = new Date();
  const user = await findUserForLogin(app.db, usuario, modulo);
  if (!user || !isUserActive(user, now)) return;
  if ((await countLiveOneOffTokens(app.db, user.id, 'restablecer_password', now)) >= MAX_LIVE_RESET_LINKS) {
    app.log.warn({ userId: user.id }, 'password reset not sent: too many live links');
    return;
  }
  const token = await createOneOffToken(app.db, user.id, 'restablecer_password', RESET_TOKEN_TTL_MINUTES, now);
  const link = enlaceRestablecerPassword(app.config.publicUrl, token, lang);
  const nombre = [user.nombre, user.apellidos].filter(Boolean).join(' ') || user.usuario;
  const mail = await renderPlantilla(app.db, 'restablecer_password', lang, { nombre, enlace: link, minutos: String(RESET_TOKEN_TTL_MINUTES) }, app.config.mailFrom);
  await app.mailer.send({ plantilla: 'restablecer_password', to: user.email, usuarioId: user.id, ...mail });
}

/**
 * Asks for a reset link (spec part 1 §3, §4): a single-use link valid RESET_TOKEN_TTL_MINUTES, sent
 * after the answer, so known and unknown accounts get the same answer in the same time.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  body: EndpointRequest<typeof reiniciarPassword>['body'],
  ip: string,
  lang: Lang,
): Promise<void> {
  // Every request counts, per address: the answer is the same for any account, so there are no failures to tell apart.
  await app.throttle.check(app.throttle.recoveryKeys(ip));
  await app.throttle.fail(app.throttle.recoveryKeys(ip));
  const usuario = normalizeTaxId(recoveryIdentifier(body));
  app.tasks.run('password reset link', () => sendResetLink(app, usuario, body.modulo_app, lang));
}

/** Sets a new password with the token of an e-mailed link; every session of the user ends. */
export async function resetPassword(app: FastifyInstance, body: EndpointRequest<typeof restablecerPassword>['body']): Promise<void> {
  const now = new Date();
  const token = await findOneOffToken(app.db, 'restablecer_password', body.token);
  if (!token || !isUserActive(token.user, now)) throw new ValidationError({ token: [AUTH_MSG.enlaceNoValido] });
  if (token.used_at !== null) throw new ValidationError({ token: [AUTH_MSG.enlaceUsado] });
  if (token.expires_at.getTime() <= now.getTime()) throw new ValidationError({ token: [AUTH_MSG.enlaceCaducado] });

  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    // Spent first: of two uses at once, only one gets past this line.
    if (!(await spendOneOffToken(tx, token.id, now))) throw new ValidationError({ token: [AUTH_MSG.enlaceUsado] });
    await updatePasswordHash(tx, token.user.id, passwordHash, now);
    await voidOneOffTokens(tx, token.user.id, 'restablecer_password', now);
    await revokeUserSessions(tx, token.user.id, undefined, now);
  });
}

/** The signed-in user's new password, after checking the old one; their other sessions end. */
export async function changePassword(app: FastifyInstance, me: AuthUser, body: EndpointRequest<typeof cambiarPassword>['body'], request: FastifyRequest): Promise<void> {
  // Counted with the sign-ins of the same user and address: a stolen session must not guess the password either.
  const keys = app.throttle.accessKeys(me.usuario, request.ip, trustedDevice(app.config.jwtSecret, me.usuario, deviceEntries(request.headers.cookie)));
  await app.throttle.check(keys);
  if (!(await verifyPassword(await findPasswordHash(app.db, me.id), body.old_password))) {
    await app.throttle.fail(keys);
    throw new ValidationError({ old_password: [AUTH_MSG.passwordAntiguaIncorrecta] });
  }
  const passwordHash = await hashPassword(body.new_password);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await updatePasswordHash(tx, me.id, passwordHash, now);
    // Whoever knew the old password is signed out everywhere else; this session goes on.
    await revokeUserSessions(tx, me.id, me.sessionId, now);
    await voidOneOffTokens(tx, me.id, 'restablecer_password', now);
  });
}
