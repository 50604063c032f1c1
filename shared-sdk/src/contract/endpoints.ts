/**
 * The endpoint table: every path the SDK calls and the API serves, with its
 * method. Paths are relative to the API base (`/api`). The API's
 * authorization matrix is checked against the routes it actually registers.
 *
 * @example
 * ENDPOINTS.login // { method: 'POST', path: '/auth/login' }
 */
export const ENDPOINTS = {
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'DELETE', path: '/auth/logout' },
  idiomas: { method: 'GET', path: '/idiomas' },
  paises: { method: 'GET', path: '/paises' },
  poblacion: { method: 'GET', path: '/poblacion' },
  parametrosGenerales: { method: 'POST', path: '/parametros_generales' },
  health: { method: 'GET', path: '/health' },
  me: { method: 'GET', path: '/auth/me' },
  registroOrganizacion: { method: 'POST', path: '/auth/registroOrganizacion' },
  registroOrganizacionDocumentos: { method: 'POST', path: '/auth/registroOrganizacion/documentos' },
  registroConsultor: { method: 'POST', path: '/auth/registroConsultor' },
  reiniciarPassword: { method: 'POST', path: '/auth/reiniciarPassword' },
  restablecerPassword: { method: 'POST', path: '/auth/restablecerPassword' },
  cambiarPassword: { method: 'PATCH', path: '/usuarios/cambiarPassword' },
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
