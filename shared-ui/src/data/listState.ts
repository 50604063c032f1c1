import { useCallback, useMemo } from 'react';
import * as v from 'valibot';

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

/**
 * What {@link useListParams} (the state in the URL) and {@link useListState} (the state in React, for
 * a list inside a modal) give: the list's state and the ways to change it.
 */
export interface ListParams<S extends ListQuerySchema> {
  /** The query to send: the valid filters, `order_by` and `page` (empties and defaults left out). */
  query: v.InferInput<S>;
  /** The filters in effect, as text: the ones set, or each filter's default (estado_id: 'alta'). */
  filters: ListFilters<S>;
  /** The filters set (defaults left out): what 'Limpiar' would drop. */
  activeFilters: ListFilters<S>;
  /** The page, from 1. */
  page: number;
  /** The sort in effect: the one set, or the list's default ('org_nombre asc'). */
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

/** A list's state to start from or to write: filters (as a form gives them), sort and page. */
export interface ListStateInit<S extends ListQuerySchema> {
  filters?: Partial<Record<ListFilterName<S>, ListFilterValue>>;
  orderBy?: string;
  page?: number;
}

const CONTROL = new Set(['page', 'order_by', 'to_excel']);

type Entries = Record<string, v.GenericSchema>;

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

/** The state a list's parameters (a URL's query, or the same text kept in React) describe. */
interface ListSnapshot {
  filters: Record<string, string>;
  activeFilters: Record<string, string>;
  query: Record<string, string | number>;
  orderBy: string;
  page: number;
}

/**
 * Reads a list's state from its parameters: each value checked with its schema entry (refused ones
 * are ignored), defaults shown but left out of the query. Parameters the schema does not know are
 * ignored.
 */
export function readListState(entries: Entries, params: URLSearchParams): ListSnapshot {
  const filters: Record<string, string> = {};
  const activeFilters: Record<string, string> = {};
  const query: Record<string, string | number> = {};
  for (const [name, entry] of Object.entries(entries)) {
    if (CONTROL.has(name)) continue;
    const text = (params.get(name) ?? '').trim();
    const fallback = defaultText(entry);
    if (accepted(entry, text) && text !== fallback) {
      filters[name] = activeFilters[name] = query[name] = text;
    } else if (fallback !== '') {
      filters[name] = fallback;
    }
  }
  const sortEntry = entries.order_by;
  const defaultOrder = sortEntry ? defaultText(sortEntry) : '';
  const sortText = (params.get('order_by') ?? '').trim();
  const orderBy = sortEntry && accepted(sortEntry, sortText) ? sortText : defaultOrder;
  if (orderBy !== defaultOrder) query.order_by = orderBy;
  const pageText = (params.get('page') ?? '').trim();
  const page = entries.page && accepted(entries.page, pageText) ? Number(pageText) : 1;
  if (page !== 1) query.page = page;
  return { filters, activeFilters, query, orderBy, page };
}

/**
 * A list's state as its parameters, the list's own keys only: valid filters that are not their
 * default, the sort when not the default, the page when past the first. One text per state, so
 * that writing what is already there changes nothing.
 */
export function writeListState(entries: Entries, next: ListStateInit<ListQuerySchema>): URLSearchParams {
  const out = new URLSearchParams();
  const filters = (next.filters ?? {}) as Record<string, ListFilterValue>;
  for (const [name, entry] of Object.entries(entries)) {
    if (CONTROL.has(name)) continue;
    const text = asText(filters[name]);
    if (accepted(entry, text) && text !== defaultText(entry)) out.set(name, text);
  }
  const orderBy = (next.orderBy ?? '').trim();
  if (entries.order_by && orderBy !== defaultText(entries.order_by) && accepted(entries.order_by, orderBy)) out.set('order_by', orderBy);
  const page = Math.max(1, Math.floor(next.page ?? 1));
  if (page > 1) out.set('page', String(page));
  return out;
}

/**
 * The one core of {@link useListParams} and {@link useListState}: a list's state read from its
 * parameters (`search`, a query string that may hold other keys too) and the changes, each written
 * whole through `commit` (the list's own keys, see {@link writeListState}). The rules live here: a
 * filter or sort change goes back to page 1, a page change keeps both, 'Limpiar' keeps the sort.
 */
export function useListStateCore<S extends ListQuerySchema>(schema: S, search: string, commit: (list: URLSearchParams) => void): ListParams<S> {
  const entries = schema.entries as Entries;
  const state = useMemo(() => readListState(entries, new URLSearchParams(search)), [search, entries]);
  const write = useCallback((next: ListStateInit<ListQuerySchema>) => commit(writeListState(entries, next)), [entries, commit]);

  const setFilters = useCallback(
    (filters: Partial<Record<string, ListFilterValue>>) => write({ filters, orderBy: state.orderBy, page: 1 }),
    [write, state.orderBy],
  );
  const setOrderBy = useCallback((orderBy: string) => write({ filters: state.activeFilters, orderBy, page: 1 }), [write, state.activeFilters]);
  const setPage = useCallback((page: number) => write({ filters: state.activeFilters, orderBy: state.orderBy, page }), [write, state.activeFilters, state.orderBy]);
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
