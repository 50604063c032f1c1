import { useCallback, useState } from 'react';
import { useListStateCore, writeListState, type ListParams, type ListQuerySchema, type ListStateInit } from './listState';

/**
 * A list's state kept in React instead of the URL, for a list that must leave the page's URL alone
 * (the 'Buscador de Organizaciones' modal over a payment form): the same interface and the same rules
 * as `useListParams` (one core, `useListStateCore`): values the schema refuses are ignored, empty
 * filters and defaults are not sent, a filter or sort change goes back to page 1, a page change keeps
 * both, 'Limpiar' keeps the sort. The state lasts as long as the component (a modal's content that
 * unmounts on close starts afresh). `initial` is read once, on mount.
 *
 * @example
 * const list = useListState(organizaciones.query, { filters: { filter_cif: 'B12' } });
 * useApiQuery(organizaciones, { query: list.query }); // { filter_cif: 'B12' }, the URL untouched
 */
export function useListState<S extends ListQuerySchema>(schema: S, initial?: ListStateInit<S>): ListParams<S> {
  // The state is the text the URL would hold: the core reads it exactly as it reads a URL.
  const [search, setSearch] = useState(() => (initial ? writeListState(schema.entries, initial as ListStateInit<ListQuerySchema>).toString() : ''));
  // The same text again is no change: React skips the render.
  const commit = useCallback((list: URLSearchParams) => setSearch(list.toString()), []);
  return useListStateCore(schema, search, commit);
}
