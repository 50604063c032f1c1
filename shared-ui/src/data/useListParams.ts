import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { useSearchParams } from '@dapcon/shared-ui';

/**
 * A list's query schema: an object of filters plus `page`, `order_by` and `to_excel`, as the
 * contract's `listQuery` builds it.
 */
export type ListQuerySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The names of a list query's filters: every entry but the paging, the sort and the Excel flag. */
export type ListFilterName<S extends ListQuerySchema> = Exclude<keyof S['entries'] & string, 'page' | 'order_by' | 'to_excel'>;

/** A filter value as a form gives it; empty ('' / null / undefined) means no filter. */
export type ListFilterValue = string | number | boolean | null | undefined;

/** The filters of a list, as text (what the URL holds). */
export type ListFilters<S extends ListQuerySchema> = Partial<Record<ListFilterName<S>, string>>;

/** What {@link useListParams} gives: the list's state in the URL and the ways to change it. */
export interface ListParams<S extends ListQuerySchema> {
  /** The query to send: the URL's valid filters, `order_by` and `page` (empties left out). */
  query: v.InferInput<S>;
  /** The filters in effect, as text: the URL's, or each filter's default (estado_id: 'alta'). */
  filters: ListFilters<S>;
  /** The filters the URL sets (defaults left out): what 'Limpiar' would drop. */
  activeFilters: ListFilters<S>;
  /** The page, from 1. */
  page: number;
  /** The sort in effect: the URL's, or the list's default ('org_nombre asc'). */
  orderBy: string;
  /** Replaces the filters (empties and defaults dropped) and goes back to page 1; the sort stays. */
  setFilters: (filters: Partial<Record<ListFilterName<S>, ListFilterValue>>) => void;
  /** Sorts by `field asc|desc` and goes back to page 1; the filters stay. */
  setOrderBy: (orderBy: string) => void;
  /** Goes to a page; filters and sort stay. */
  setPage: (page: number) => void;
  /** Drops every filter (back to the defaults) and goes back to page 1; the sort stays. */
  clearFilters: () => void;
}

const CONTROL = new Set(['page', 'order_by', 'to_excel']);

/** The text a schema entry's default reads as in a URL ('' when it has none). */
function defaultText(schema: v.GenericSchema): string {
  const value: unknown = v.getDefault(schema as never);
  return value === undefined || value === null ? '' : String(value);
}

/** A value as the URL holds it: trimmed text, '' for empty. */
function asText(value: ListFilterValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * A value the schema entry takes and that means something: checked with the entry itself, so a
 * hand-edited URL (`order_by=foo`, `page=-1`) is left out of the request instead of refused.
 */
function accepted(schema: v.GenericSchema, text: string): boolean {
  if (text === '') return false;
  const result = v.safeParse(schema, text);
  return result.success && result.output !== undefined;
}

/**
 * A list's state in the URL's query: its filters, `order_by` and `page`, so a reload, the back
 * button and a shared link keep them. Typed and checked by the list endpoint's query schema (the
 * contract's `listQuery`): values the schema refuses are ignored, empty filters and the defaults
 * (page 1, the list's default sort, a filter's default) are not written, nor sent. Changing a
 * filter or the sort goes back to page 1; changing the page keeps both (docs/decisions.md). Other
 * parameters of the URL are left alone.
 *
 * @example
 * const list = useListParams(organizaciones.query);
 * useApiQuery(organizaciones, { query: list.query });
 * list.setFilters({ filter_name: 'àrids', estado_id: 'todos' }); // ?filter_name=àrids&estado_id=todos
 */
export function useListParams<S extends ListQuerySchema>(schema: S): ListParams<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const entries = schema.entries as Record<string, v.GenericSchema>;

  const state = useMemo(() => {
    const url = new URLSearchParams(search);
    const filters: Record<string, string> = {};
    const activeFilters: Record<string, string> = {};
    const query: Record<string, string | number> = {};
    for (const [name, entry] of Object.entries(entries)) {
      if (CONTROL.has(name)) continue;
      const text = (url.get(name) ?? '').trim();
      const fallback = defaultText(entry);
      if (accepted(entry, text) && text !== fallback) {
        filters[name] = activeFilters[name] = query[name] = text;
      } else if (fallback !== '') {
        filters[name] = fallback;
      }
    }
    const sortEntry = entries.order_by;
    const defaultOrder = sortEntry ? defaultText(sortEntry) : '';
    const sortText = (url.get('order_by') ?? '').trim();
    const orderBy = sortEntry && accepted(sortEntry, sortText) ? sortText : defaultOrder;
    if (orderBy !== defaultOrder) query.order_by = orderBy;
    const pageText = (url.get('page') ?? '').trim();
    const page = entries.page && accepted(entries.page, pageText) ? Number(pageText) : 1;
    if (page !== 1) query.page = page;
    return { filters, activeFilters, query, orderBy, page };
  }, [search, entries]);

  /** Writes the list's part of the URL (a new history entry, unless nothing changes), keeping any other parameter. */
  const write = useCallback(
    (next: { filters: Record<string, string>; orderBy: string; page: number }) => {
      const out = new URLSearchParams();
      for (const [key, value] of new URLSearchParams(search)) if (!(key in entries)) out.append(key, value);
      for (const [name, entry] of Object.entries(entries)) {
        if (CONTROL.has(name)) continue;
        const text = next.filters[name] ?? '';
        if (accepted(entry, text) && text !== defaultText(entry)) out.set(name, text);
      }
      if (entries.order_by && next.orderBy !== defaultText(entries.order_by) && accepted(entries.order_by, next.orderBy)) out.set('order_by', next.orderBy);
      if (next.page > 1) out.set('page', String(next.page));
      if (out.toString() !== search) setSearchParams(out);
    },
    [entries, search, setSearchParams],
  );

  const setFilters = useCallback(
    (filters: Partial<Record<string, ListFilterValue>>) =>
      write({ filters: Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, asText(value)])), orderBy: state.orderBy, page: 1 }),
    [write, state.orderBy],
  );
  const setOrderBy = useCallback((orderBy: string) => write({ filters: state.activeFilters, orderBy, page: 1 }), [write, state.activeFilters]);
  const setPage = useCallback(
    (page: number) => write({ filters: state.activeFilters, orderBy: state.orderBy, page: Math.max(1, Math.floor(page)) }),
    [write, state.activeFilters, state.orderBy],
  );
  const clearFilters = useCallback(() => write({ filters: {}, orderBy: state.orderBy, page: 1 }), [write, state.orderBy]);

  return {
    query: state.query as v.InferInput<S>,
    filters: state.filters as ListFilters<S>,
    activeFilters: state.activeFilters as ListFilters<S>,
    page: state.page,
    orderBy: state.orderBy,
    setFilters,
    setOrderBy,
    setPage,
    clearFilters,
  };
}
