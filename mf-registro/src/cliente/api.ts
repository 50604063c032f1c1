/**
 * The registry pages' one door to the network: a list state's page of declarations from the public
 * API (`GET /api/public/dapcon`, the contract's `dapconesPublicas`), in the page's language. The
 * pages run outside the portal's shell and its SDK (no session, no i18next, a small script), so this
 * file uses `fetch` itself; ESLint allows it here only.
 */
import type { IdiomaRegistro } from '@dapcon/contract/registro';
import type { CargarLista, RespuestaLista, Resultado } from '../paginas/tipos';
import type { CampoConsulta } from '../paginas/textos';
import { PARAMETROS, queryDe, type Consulta } from '../paginas/url';

/** The API's path of the registry's list. */
export const RUTA_API = '/api/public/dapcon';

const CAMPOS = new Set<string>(PARAMETROS);

function esResultado(valor: unknown): valor is Resultado {
  const r = valor as Partial<Resultado> | null;
  return !!r && Array.isArray(r.data) && typeof r.total === 'number' && typeof r.per_page === 'number' && typeof r.current_page === 'number';
}

/** The query's URL of a list state: '/api/public/dapcon?rcp_id=3&page=2'. */
export function urlApi(consulta: Consulta): string {
  const q = queryDe(consulta);
  return q ? `${RUTA_API}?${q}` : RUTA_API;
}

/**
 * Loads a list state. 200: its page (inside the envelope's `data`); 422: the fields refused (the
 * page shows their messages); anything else, or no answer, throws (the page keeps its results and
 * says it could not load).
 */
export const cargarLista: CargarLista = async (consulta: Consulta, lang: IdiomaRegistro, signal: AbortSignal): Promise<RespuestaLista> => {
  const respuesta = await fetch(urlApi(consulta), {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
    credentials: 'omit',
    signal,
  });
  const cuerpo = (await respuesta.json().catch(() => null)) as { data?: unknown; errors?: Record<string, unknown> } | null;
  if (respuesta.status === 422 && cuerpo?.errors) {
    const errores = Object.keys(cuerpo.errors).filter((c): c is CampoConsulta => CAMPOS.has(c));
    if (errores.length > 0) return { ok: false, errores };
  }
  if (!respuesta.ok || !esResultado(cuerpo?.data)) throw new Error(`GET ${RUTA_API}: ${respuesta.status}`);
  return { ok: true, resultado: cuerpo.data };
};
