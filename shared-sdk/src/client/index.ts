/**
 * The typed API client: one function per endpoint, the ApiError type and the
 * error bus the shell listens to. Screens call the API only through here.
 */
export { ApiError } from './errors';
export {
  configureApi,
  onApiError,
  apiRequest,
  apiDownload,
  apiUrl,
  validateBody,
  DEFAULT_API_BASE,
} from './http';
export type { ApiConfig, Endpoint, HttpMethod, QueryValue, RequestOptions, Download } from './http';
export {
  postLogin,
  deleteLogout,
  getMe,
  getIdiomas,
  getPaises,
  getPoblacion,
  postParametrosGenerales,
  postRegistroOrganizacion,
  postRegistroOrganizacionDocumentos,
  postRegistroConsultor,
  postReiniciarPassword,
  postRestablecerPassword,
  patchCambiarPassword,
} from './endpoints';
export type { RegistrationOptions } from './endpoints';
