import { useCallback, useState } from 'react';
import { useSearchParams } from '@dapcon/shared-ui';
import { useListStateCore, type ListParams, type ListQuerySchema } from './listState';

export type { ListFilterName, ListFilters, ListFilterValue, ListParams, ListQuerySchema } from './listState';

/** What the list last wrote to the URL, over the URL the router still showed then. */
interface Written {
  over: string;
  search: string;
}

/**
 * A list's state in the URL's query: its filters, `order_by` and `page`, so a reload, the back
 * button and a shared link keep them. Typed and checked by the list endpoint's query schema (the
 * contract's `listQuery`): values the schema refuses are ignored, empty filters and the defaults
 * (page 1, the list's default sort, a filter's default) are not written, nor sent. Changing a
 * filter or the sort goes back to page 1; changing the page keeps both (docs/decisions.md). Other
 * parameters of the URL are left alone. A list that must not touch the URL (inside a modal) keeps
 * the same state in React with `useListState`.
 *
 * The router gives a new URL to the page as a transition, which a busy page may render late; the
 * list shows what it wrote at once, so the next change (another filter, the sort, the Excel) starts
 * from it and not from the URL before (docs/decisions.md "A list's state at once").
 *
 * @example
 * const list = useListParams(organizaciones.query);
 * useApiQuery(organizaciones, { query: list.query });
 * list.setFilters({ filter_name: 'àrids', estado_id: 'todos' }); // ?filter_name=àrids&estado_id=todos
 */
export function useListParams<S extends ListQuerySchema>(schema: S): ListParams<S> {
  const [searchParams, setSearchParams] = useSearchParams();
  const routed = searchParams.toString();
  const [written, setWritten] = useState<Written | null>(null);
  // The router has moved on (to what was written, or elsewhere: the back button): its URL again.
  if (written !== null && written.over !== routed) setWritten(null);
  const search = written !== null && written.over === routed ? written.search : routed;
  const entries = schema.entries;

  /** Writes the list's part of the URL (a new history entry, unless nothing changes), keeping any other parameter. */
  const commit = useCallback(
    (list: URLSearchParams) => {
      const out = new URLSearchParams();
      for (const [key, value] of new URLSearchParams(search)) if (!(key in entries)) out.append(key, value);
      for (const [key, value] of list) out.append(key, value);
      const next = out.toString();
      if (next === search) return;
      setWritten({ over: routed, search: next });
      setSearchParams(out);
    },
    [entries, search, routed, setSearchParams],
  );

  return useListStateCore(schema, search, commit);
}
