/**
 * The search's URLs, pure: a list state (the query's parameters as strings) to its query string, the
 * target of a sort link and of a pager link, and the `lang` parameter added to a path. The server's
 * links and the browser's pushState use the same functions, so both write the same URL.
 */
import type { ContextoRegistro, IdiomaRegistro, PaginaLista, PaginaRegistro, REGISTRO_SORTABLE } from '@dapcon/contract/registro';

export type Consulta = PaginaLista['consulta'];
export type CampoOrden = (typeof REGISTRO_SORTABLE)[number];
export type Direccion = 'asc' | 'desc';

/** The registry's default order (the contract's `orderByParam` fallback). */
export const ORDEN_DEFECTO = 'dapcon_valido_desde desc';
const CAMPOS_ORDEN: readonly CampoOrden[] = ['dapcon_codigo', 'dv_nombre_producto', 'org_nombre', 'dapcon_valido_desde', 'dapcon_valido_hasta'];

/** The parameters in the order a URL writes them (stable: one list state, one URL). */
export const PARAMETROS = ['filter_text', 'rcp_id', 'organizacion_id', 'idioma_id', 'clasificacion', 'caduca_antes', 'caducadas', 'order_by', 'page'] as const satisfies readonly (keyof Consulta)[];

/** The search's path. */
export const RUTA_LISTA = '/registro';

/**
 * The query string of a list state, without '?': only the non-empty parameters, in `PARAMETROS`'s
 * order, `page` left out when it is 1 and `order_by` when it is the default.
 *
 * @example
 * queryDe({ page: '1', rcp_id: '3', filter_text: 'teja' }) // 'filter_text=teja&rcp_id=3'
 */
export function queryDe(consulta: Consulta): string {
  const partes: string[] = [];
  for (const clave of PARAMETROS) {
    const valor = consulta[clave]?.trim();
    if (!valor) continue;
    if (clave === 'page' && valor === '1') continue;
    if (clave === 'order_by' && normalizarOrden(valor) === ORDEN_DEFECTO) continue;
    partes.push(`${clave}=${encodeURIComponent(valor).replace(/%20/g, '+')}`);
  }
  return partes.join('&');
}

/** The path of a list state: '/registro?rcp_id=3', or '/registro'. */
export function rutaLista(consulta: Consulta): string {
  const q = queryDe(consulta);
  return q ? `${RUTA_LISTA}?${q}` : RUTA_LISTA;
}

/** A path with `lang` added (after any other parameter): '/registro?rcp_id=3&lang=ca'. */
export function conLang(ruta: string, lang: IdiomaRegistro): string {
  const [base = '', hash] = ruta.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}lang=${lang}${hash === undefined ? '' : `#${hash}`}`;
}

/** The link of a list state in a language. */
export function hrefLista(consulta: Consulta, lang: IdiomaRegistro): string {
  return conLang(rutaLista(consulta), lang);
}

/** 'org_nombre ASC ' → 'org_nombre asc'; a bare field is ascending. */
function normalizarOrden(valor: string): string {
  const [campo = '', dir = 'asc'] = valor.trim().split(/\s+/);
  return `${campo} ${dir.toLowerCase()}`;
}

/** The list's order as a field and a direction: the default when absent or not a sortable field. */
export function ordenActual(consulta: Consulta): { campo: CampoOrden; direccion: Direccion } {
  const [campo = '', dir = ''] = normalizarOrden(consulta.order_by?.trim() || ORDEN_DEFECTO).split(' ');
  if ((CAMPOS_ORDEN as readonly string[]).includes(campo) && (dir === 'asc' || dir === 'desc')) return { campo: campo as CampoOrden, direccion: dir };
  return { campo: 'dapcon_valido_desde', direccion: 'desc' };
}

/**
 * A sort link's list state: the same field toggles its direction, another field starts ascending;
 * back to the first page.
 */
export function consultaOrden(consulta: Consulta, campo: CampoOrden): Consulta {
  const actual = ordenActual(consulta);
  const direccion: Direccion = actual.campo === campo ? (actual.direccion === 'asc' ? 'desc' : 'asc') : 'asc';
  const { page: _page, ...resto } = consulta;
  return { ...resto, order_by: `${campo} ${direccion}` };
}

/** A pager link's list state. */
export function consultaPagina(consulta: Consulta, pagina: number): Consulta {
  return { ...consulta, page: String(pagina) };
}

/** How many pages a result has (1 when empty). */
export function totalPaginas(total: number, porPagina: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, porPagina)));
}

/** The pager's links: the previous and the next page's list states, null at either end. */
export function enlacesPaginador(consulta: Consulta, actual: number, total: number): { anterior: Consulta | null; siguiente: Consulta | null } {
  return {
    anterior: actual > 1 ? consultaPagina(consulta, Math.min(actual - 1, total)) : null,
    siguiente: actual < total ? consultaPagina(consulta, actual + 1) : null,
  };
}

/** A list state from a query string ('?rcp_id=3&lang=ca'): the registry's parameters, `lang` left out. */
export function consultaDeQuery(search: string): Consulta {
  const params = new URLSearchParams(search);
  const consulta: Consulta = {};
  for (const clave of PARAMETROS) {
    const valor = params.get(clave);
    if (valor !== null && valor.trim() !== '') consulta[clave] = valor;
  }
  return consulta;
}

/**
 * A page's path without `lang`: the search's is written from its state (a form sent without
 * JavaScript sends its empty fields too: '/registro?filter_text=&rcp_id=3' is '/registro?rcp_id=3'),
 * any other page's is the context's.
 */
export function rutaDe(pagina: PaginaRegistro, contexto: ContextoRegistro): string {
  return pagina.tipo === 'lista' ? rutaLista(pagina.consulta) : contexto.path;
}

/**
 * The API's files of a declaration the page links to: its certificate in the page's language and its
 * two exports (the contract's urlCertificado, urlOpenEpd and urlIlcd, written here so the browser's
 * bundle does not take the contract's endpoint objects and valibot with it; url.test.ts checks they agree).
 */
export function urlArchivo(codigo: string, archivo: 'certificado' | 'openepd' | 'ilcd', lang: IdiomaRegistro): string {
  const ruta = `/api/public/dapcon/${encodeURIComponent(codigo)}/${archivo}`;
  return archivo === 'certificado' ? `${ruta}?lang=${lang}` : ruta;
}
