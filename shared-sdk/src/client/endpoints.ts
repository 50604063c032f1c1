import {
  CambiarPasswordBody,
  DocumentoAcreditacionBody,
  ENDPOINTS,
  IDIOMA_ID,
  formDataValues,
  LoginBody,
  RegistroConsultorBody,
  RegistroOrganizacionBody,
  ReiniciarPasswordBody,
  RestablecerPasswordBody,
  type DocumentoAcreditacionData,
  type RegistroConsultorData,
  type RegistroOrganizacionData,
  ParametrosGeneralesBody,
  PoblacionQuery,
  type Envelope,
  type Idioma,
  type LoginData,
  type MeData,
  type Pais,
  type ParametrosGeneralesData,
  type Poblacion,
} from '../contract';
import { getLang } from '../session/store';
import { apiRequest, validateBody } from './http';

/**
 * POST /auth/login. The body is validated with the contract's `LoginBody`
 * first (422 ApiError with the same field texts as the server, no request).
 * The token is at `data.token`; pass it to `useSession.getState().signIn`.
 *
 * @example
 * const { data } = await postLogin({ usuario: 'B12345674', password, modulo_app: 'organizacion' });
 * useSession.getState().signIn(data.token);
 */
export function postLogin(body: LoginBody): Promise<Envelope<LoginData>> {
  return apiRequest<LoginData>(ENDPOINTS.login, { json: body, schema: LoginBody });
}

/**
 * DELETE /auth/logout: ends the server-side session. The caller then signs out locally.
 *
 * @example
 * await deleteLogout().finally(() => useSession.getState().signOut());
 */
export function deleteLogout(): Promise<Envelope<null>> {
  return apiRequest<null>(ENDPOINTS.logout);
}

/**
 * GET /auth/me: the signed-in user as the server knows it.
 *
 * @example
 * const { data } = await getMe(); // data.email
 */
export function getMe(): Promise<Envelope<MeData>> {
  return apiRequest<MeData>(ENDPOINTS.me);
}

/**
 * GET /idiomas: the declaration languages.
 *
 * @example
 * const { data: idiomas } = await getIdiomas();
 */
export function getIdiomas(): Promise<Envelope<Idioma[]>> {
  return apiRequest<Idioma[]>(ENDPOINTS.idiomas);
}

/**
 * GET /paises: the countries (Spain is id 1), named in the interface language.
 *
 * @example
 * const { data: paises } = await getPaises();
 */
export function getPaises(): Promise<Envelope<Pais[]>> {
  return apiRequest<Pais[]>(ENDPOINTS.paises);
}

/**
 * GET /poblacion?cp=: towns and province of a 5-digit postal code. The code
 * is validated first (422 ApiError on 'cp', no request).
 *
 * @example
 * const { data } = await getPoblacion('08001'); // [{ poblacion: 'Barcelona', provincia: 'Barcelona' }]
 */
export async function getPoblacion(cp: string): Promise<Envelope<Poblacion[]>> {
  const query = validateBody(PoblacionQuery, { cp });
  return apiRequest<Poblacion[]>(ENDPOINTS.poblacion, { searchParams: query });
}

/**
 * POST /parametros_generales: option lists (company types, sizes…), one per
 * `param`. `locale` defaults to the interface language's id (`IDIOMA_ID`: 1
 * Spanish, 2 Catalan) and `active` to true.
 *
 * @example
 * const { data } = await postParametrosGenerales([{ param: 'tipo_empresa' }, { param: 'tamanio_empresa' }]);
 * data.tipo_empresa?.map((o) => o.pt_texto) // in Catalan when the interface is
 */
export function postParametrosGenerales(list: ParametrosGeneralesBody): Promise<Envelope<ParametrosGeneralesData>> {
  const locale = IDIOMA_ID[getLang()];
  const json = list.map((item) => ({ locale, ...item }));
  return apiRequest<ParametrosGeneralesData>(ENDPOINTS.parametrosGenerales, { json, schema: ParametrosGeneralesBody });
}

/**
 * Options of the registration calls. `validate: false` sends a form the contract already refused
 * in the browser, to learn what only the server knows (a CIF/NIF or e-mail registered already):
 * the server refuses it with every error at once and stores nothing.
 *
 * @example
 * await postRegistroConsultor(toFormData(values), { validate: false }).catch(showDuplicates);
 */
export interface RegistrationOptions {
  validate?: boolean;
}

/**
 * POST /auth/registroOrganizacion (multipart): registers a company. The FormData
 * (build it with `toFormData`) is checked with `RegistroOrganizacionBody` first
 * (422 ApiError with the server's texts, no request), then sent as it is; the browser
 * sets the multipart boundary. Answers 201 with `token_docs` for step 1 of the wizard.
 *
 * @example
 * const { data } = await postRegistroOrganizacion(toFormData({ ...values, logo }));
 * await postRegistroOrganizacionDocumentos(toFormData({ documento, org_cif: data.org_cif, token_docs: data.token_docs, type: 'iso14001' }));
 */
export async function postRegistroOrganizacion(form: FormData, { validate = true }: RegistrationOptions = {}): Promise<Envelope<RegistroOrganizacionData>> {
  if (validate) validateBody(RegistroOrganizacionBody, formDataValues(form));
  return apiRequest<RegistroOrganizacionData>(ENDPOINTS.registroOrganizacion, { body: form });
}

/**
 * POST /auth/registroOrganizacion/documentos (multipart): one accreditation document
 * (PDF up to 10 MB) of the company just registered, with its `token_docs` (valid
 * 60 minutes). Checked with `DocumentoAcreditacionBody` first. Answers 201.
 *
 * @example
 * await postRegistroOrganizacionDocumentos(toFormData({ documento: file, org_cif, token_docs, type: 'emacs' }));
 */
export async function postRegistroOrganizacionDocumentos(form: FormData): Promise<Envelope<DocumentoAcreditacionData>> {
  validateBody(DocumentoAcreditacionBody, formDataValues(form));
  return apiRequest<DocumentoAcreditacionData>(ENDPOINTS.registroOrganizacionDocumentos, { body: form });
}

/**
 * POST /auth/registroConsultor (multipart, optional `logo`): registers a consultant.
 * Checked with `RegistroConsultorBody` first. Answers 201.
 *
 * @example
 * await postRegistroConsultor(toFormData({ ...values, logo }));
 */
export async function postRegistroConsultor(form: FormData, { validate = true }: RegistrationOptions = {}): Promise<Envelope<RegistroConsultorData>> {
  if (validate) validateBody(RegistroConsultorBody, formDataValues(form));
  return apiRequest<RegistroConsultorData>(ENDPOINTS.registroConsultor, { body: form });
}

/**
 * POST /auth/reiniciarPassword: asks for a reset link by e-mail. The answer (200) is
 * the same whether or not the account exists; show its message and close the modal.
 *
 * @example
 * const { message } = await postReiniciarPassword({ modulo_app: 'organizacion', org_cif });
 */
export function postReiniciarPassword(body: ReiniciarPasswordBody): Promise<Envelope<null>> {
  return apiRequest<null>(ENDPOINTS.reiniciarPassword, { json: body, schema: ReiniciarPasswordBody });
}

/**
 * POST /auth/restablecerPassword: sets a new password with the token of the e-mailed
 * link (`/restablecer-password?token=…`). A used, expired or unknown token is a 422
 * under `token`. Every session of the user ends.
 *
 * @example
 * await postRestablecerPassword({ token, password, password_confirmation });
 */
export function postRestablecerPassword(body: RestablecerPasswordBody): Promise<Envelope<null>> {
  return apiRequest<null>(ENDPOINTS.restablecerPassword, { json: body, schema: RestablecerPasswordBody });
}

/**
 * PATCH /usuarios/cambiarPassword: the signed-in user's new password. A wrong old
 * password is a 422 under `old_password`. The user's other sessions end; this one goes on.
 *
 * @example
 * await patchCambiarPassword({ old_password, new_password, new_password_confirmation });
 */
export function patchCambiarPassword(body: CambiarPasswordBody): Promise<Envelope<null>> {
  return apiRequest<null>(ENDPOINTS.cambiarPassword, { json: body, schema: CambiarPasswordBody });
}
