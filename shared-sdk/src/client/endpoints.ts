import {
  ENDPOINTS,
  LoginBody,
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
 * GET /paises: the countries (Spain is id 1).
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
 * `param`. `locale` defaults to 1 and `active` to true.
 *
 * @example
 * const { data } = await postParametrosGenerales([{ param: 'tipo_empresa' }, { param: 'tamanio_empresa' }]);
 * data.tipo_empresa?.map((o) => o.pt_texto)
 */
export function postParametrosGenerales(list: ParametrosGeneralesBody): Promise<Envelope<ParametrosGeneralesData>> {
  return apiRequest<ParametrosGeneralesData>(ENDPOINTS.parametrosGenerales, { json: list, schema: ParametrosGeneralesBody });
}
