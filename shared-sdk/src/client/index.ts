/**
 * The API client: one generic, typed `call(endpoint, input)` for every endpoint object of the
 * contract, the ApiError type and the error bus the shell listens to. Screens reach the API only
 * through here (the linter forbids ky, fetch and XMLHttpRequest elsewhere).
 */
export { ApiError } from './errors';
export { configureApi, onApiError, call, download, urlOf, queryStringOf, validateBody, DEFAULT_API_BASE } from './http';
export type { ApiConfig, CallArgs, CallOptions, Download, DownloadArgs, DownloadOptions, DownloadProgress, QueryValue } from './http';
