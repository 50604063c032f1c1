// ra-data-simple-rest's list request (`GET /companies?sort=["org_nombre","ASC"]&range=[0,19]&filter={}`)
// as the portal's API reads it (`GET /api/organizaciones?order_by=org_nombre asc&page=1`, 20 rows a
// page), and the API's answer as ra-data-simple-rest reads it (an array of records with an `id`, the
// total in Content-Range). Pure functions: config/bench-browser.test.ts checks them.

/** The rows of a page of the API's lists (contract/src/core/list.ts PER_PAGE). */
export const API_PER_PAGE = 20;
/** The fields the API sorts the company list by (contract/src/empresas/empresas.ts EMPRESAS_SORTABLE). */
export const SORTABLE = ['org_cif', 'org_nombre', 'fecha_creacion'];
/** react-admin's filters → the API's: its search box and the portal's list filters by their own names. */
const FILTERS = { q: 'filter_name', filter_name: 'filter_name', filter_cif: 'filter_cif', org_cif: 'filter_cif', estado_id: 'estado_id' };

function parse(text, fallback) {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text);
  } catch {
    throw new RangeError(`not JSON: ${text}`);
  }
}

/**
 * The API pages a list request needs, and which of their rows it answers.
 *
 * @param {URLSearchParams} params  the query of `GET /companies`
 * @returns {{ paths: string[], skip: number, take: number, start: number }}
 *   paths of `GET /api/organizaciones`, one per page the range covers; rows to skip in their
 *   concatenation, and to take; the range's first index (for Content-Range)
 * @example
 * listRequest(new URLSearchParams('sort=["org_cif","DESC"]&range=[20,39]&filter={"q":"cer"}'))
 * // { paths: ['/api/organizaciones?order_by=org_cif+desc&filter_name=cer&page=2'], skip: 0, take: 20, start: 20 }
 */
export function listRequest(params, perPage = API_PER_PAGE) {
  const [start, end] = parse(params.get('range'), [0, perPage - 1]);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) throw new RangeError(`bad range: ${params.get('range')}`);
  const [field, order] = parse(params.get('sort'), ['org_nombre', 'ASC']);
  const filter = parse(params.get('filter'), {});
  const query = new URLSearchParams();
  if (SORTABLE.includes(field)) query.set('order_by', `${field} ${String(order).toUpperCase() === 'DESC' ? 'desc' : 'asc'}`);
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (FILTERS[key] && value !== undefined && value !== null && String(value).trim() !== '') query.set(FILTERS[key], String(value));
  }
  const first = Math.floor(start / perPage) + 1;
  const last = Math.floor(end / perPage) + 1;
  const paths = [];
  for (let page = first; page <= last; page++) {
    const q = new URLSearchParams(query);
    q.set('page', String(page));
    paths.push(`/api/organizaciones?${q}`);
  }
  return { paths, skip: start - (first - 1) * perPage, take: end - start + 1, start };
}

/**
 * The records and total ra-data-simple-rest reads, from the API's pages (each `{ data: { data, total } }`).
 *
 * @example
 * listAnswer([{ data: { data: [{ org_id: 7, org_cif: 'B1' }], total: 1 } }], { skip: 0, take: 20 })
 * // { records: [{ id: 7, org_id: 7, org_cif: 'B1' }], total: 1 }
 */
export function listAnswer(pages, { skip, take }) {
  const rows = pages.flatMap((p) => p?.data?.data ?? []);
  const total = pages.length ? Number(pages[0]?.data?.total ?? 0) : 0;
  return { records: rows.slice(skip, skip + take).map((row) => ({ id: row.org_id, ...row })), total };
}

/**
 * The Content-Range header ra-data-simple-rest reads the total from ('companies 0-19/87'); past the
 * last row, an asterisk stands for the empty range before the slash.
 *
 * @example
 * contentRange('companies', 20, 20, 87) // 'companies 20-39/87'
 */
export function contentRange(resource, start, count, total) {
  return count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;
}
