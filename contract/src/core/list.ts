/**
 * The list kit's contract: what every paged list of the portal sends and answers (spec part 2 §2.4,
 * §7): `page` (default 1), `order_by` (`field asc` / `field desc`, only over the fields a list
 * allows: anything else is a 422, never SQL), `to_excel=true` for the same list as an xlsx file, and
 * the filters of each list; answers `{ data, total, per_page, current_page }` inside the envelope.
 * Query strings arrive as text: the schemas take text (or a number, from the browser) and give
 * numbers and booleans. docs/lists.md tells how a list is built on it.
 */
import * as v from 'valibot';
import { MAX_INTEGER } from './form';
import { MSG } from './messages';
import { calendarDay, isIsoDate, PORTAL_TIME_ZONE } from './validators/format';

/** The directions of `order_by`. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** An `order_by` value: `org_nombre asc`. */
export type OrderBy<F extends string> = `${F} ${SortDirection}`;

/**
 * A positive page number from a query string ('3' or 3), 1 when absent.
 *
 * @example
 * v.parse(pageParam(), '2') // 2
 */
export function pageParam() {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], MSG.paginaNoValida),
      v.transform((value) => (typeof value === 'number' ? value : /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN)),
      v.number(MSG.paginaNoValida),
      v.integer(MSG.paginaNoValida),
      v.minValue(1, MSG.paginaNoValida),
      v.maxValue(MAX_INTEGER, MSG.paginaNoValida),
    ),
    1,
  );
}

/**
 * `order_by` over an allow-list of fields: 'org_nombre asc' or 'org_nombre desc' (a bare field is
 * ascending; the direction's case does not matter; absent or empty: the list's default). Any other
 * field, or direction, is refused with a field error.
 *
 * @example
 * v.parse(orderByParam(['org_cif', 'org_nombre'] as const, 'org_nombre asc'), 'org_cif desc') // 'org_cif desc'
 */
export function orderByParam<const F extends readonly [string, ...string[]]>(fields: F, fallback: OrderBy<F[number]>) {
  return v.optional(
    v.pipe(
      v.string(MSG.ordenNoValido),
      v.transform((value) => {
        if (value.trim() === '') return fallback;
        const [field = '', direction = 'asc', ...rest] = value.trim().split(/\s+/);
        const dir = direction.toLowerCase();
        return rest.length === 0 && (fields as readonly string[]).includes(field) && (SORT_DIRECTIONS as readonly string[]).includes(dir)
          ? (`${field} ${dir}` as OrderBy<F[number]>)
          : null;
      }),
      v.custom<OrderBy<F[number]>>((value) => value !== null, MSG.ordenNoValido),
    ),
    fallback,
  );
}

/** Splits a checked `order_by` into its field and direction. */
export function splitOrderBy<F extends string>(orderBy: OrderBy<F>): { field: F; direction: SortDirection } {
  const [field, direction] = orderBy.split(' ') as [F, SortDirection];
  return { field, direction };
}

/**
 * A yes/no filter from a query string: 'true'/'1'/'si' → true, 'false'/'0'/'no' → false; absent or
 * empty: undefined (no filter).
 *
 * @example
 * v.parse(booleanFilter(), 'si') // true
 */
export function booleanFilter() {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.boolean(), v.number()], MSG.valorNoValido),
      v.transform((value) => {
        const text = String(value).trim().toLowerCase();
        if (['true', '1', 'si', 'sí'].includes(text)) return true;
        if (['false', '0', 'no'].includes(text)) return false;
        return text === '' ? undefined : null;
      }),
      v.custom<boolean | undefined>((value) => value !== null, MSG.valorNoValido),
    ),
  );
}

/**
 * An id filter: a positive integer from a query string; empty means no filter.
 *
 * @example
 * v.parse(positiveIntegerFilter(), '12') // 12
 */
export function positiveIntegerFilter() {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], MSG.valorNoValido),
      v.transform((value) => {
        const text = String(value).trim();
        if (text === '') return undefined;
        return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_INTEGER ? Number(text) : null;
      }),
      v.custom<number | undefined>((value) => value !== null, MSG.valorNoValido),
    ),
  );
}

/**
 * The name of a downloaded file, prefixed with the day (spec part 1 §9) as `YYYY-MM-DD`:
 * `2026-11-23_Empresas.xlsx`. The day is the calendar day in the programme's time zone
 * (`PORTAL_TIME_ZONE`, Madrid), whatever the machine's own zone: the API in a container on UTC and
 * the browser give the same name.
 *
 * @example
 * datePrefixedName('Empresas.xlsx', new Date('2026-11-23T10:00:00Z')) // '2026-11-23_Empresas.xlsx'
 * datePrefixedName('Empresas.xlsx', new Date('2026-11-22T23:30:00Z')) // '2026-11-23_Empresas.xlsx' (00:30 in Madrid)
 */
export function datePrefixedName(name: string, date: Date = new Date(), timeZone: string = PORTAL_TIME_ZONE): string {
  return `${calendarDay(date, timeZone)}_${name}`;
}

/**
 * A text filter: trimmed; empty means no filter. Bounded, so a query cannot carry a novel.
 *
 * @example
 * v.parse(textFilter(), '  ares ') // 'ares'
 */
export function textFilter(maxLength = 100) {
  return v.optional(
    v.pipe(
      v.string(MSG.valorNoValido),
      v.trim(),
      v.maxLength(maxLength, MSG.textoDemasiadoLargo),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}

/**
 * A date filter 'yyyy-mm-dd' (a date input's value); empty means no filter, anything that is not a
 * real date answers 'La fecha no es válida.'
 *
 * @example
 * v.parse(dateFilter(), '2026-11-23') // '2026-11-23'
 */
export function dateFilter() {
  return v.optional(
    v.pipe(
      v.string(MSG.valorNoValido),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.check((value) => value === undefined || isIsoDate(value), MSG.fechaNoValida),
    ),
  );
}

/**
 * One of some values; empty means the default (or no filter).
 *
 * @example
 * v.parse(choiceFilter(['alta', 'baja', 'todos'] as const, 'alta'), '') // 'alta'
 */
export function choiceFilter<const T extends readonly [string, ...string[]], D extends T[number] | undefined = undefined>(choices: T, fallback?: D) {
  return v.optional(
    v.pipe(
      v.string(MSG.valorNoValido),
      v.transform((value) => (value.trim() === '' ? fallback : value.trim())),
      v.custom<T[number] | D>((value) => value === fallback || (choices as readonly string[]).includes(value as string), MSG.valorNoValido),
    ),
    fallback as D,
  );
}

/**
 * The query of a list: its filters, `page`, `order_by` over its sortable fields and `to_excel`.
 *
 * @example
 * const EmpresasQuery = listQuery({ filter_name: textFilter() }, ['org_nombre'] as const, 'org_nombre asc');
 */
export function listQuery<const E extends v.ObjectEntries, const F extends readonly [string, ...string[]]>(filters: E, sortable: F, defaultOrder: OrderBy<F[number]>) {
  return v.object({ ...filters, page: pageParam(), order_by: orderByParam(sortable, defaultOrder), to_excel: booleanFilter() });
}

/**
 * A page of a list: `{ data, total, per_page, current_page }` (the envelope's `data`).
 *
 * @example
 * response: paginated(EmpresaListItem)
 */
export function paginated<const S extends v.GenericSchema>(item: S) {
  return v.object({ data: v.array(item), total: v.number(), per_page: v.number(), current_page: v.number() });
}

/** The rows a page of a list holds, unless a list says otherwise. */
export const PER_PAGE = 20;
