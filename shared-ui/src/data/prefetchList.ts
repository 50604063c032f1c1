import * as v from 'valibot';
import type { EndpointInput } from '@dapcon/contract/core';
import { queryClient, queryOptionsOf } from '@dapcon/shared-sdk/query';
import { queryStringOf, urlOf, type CallArgs } from '@dapcon/shared-sdk';
import { readListState } from './listState';
import type { ListEndpoint } from './useListQuery';

/**
 * The answer the page itself asked for a list the server drew (the shell's first-screen script puts it
 * on the drawn table's body: docs/decisions.md 'The signed-in list page drawn by the server'), when it
 * is the page `url` names and follows the contract; null otherwise.
 */
function drawnAnswer(url: string, schema: v.GenericSchema): unknown {
  if (typeof document === 'undefined') return null;
  const drawn = document.querySelector<HTMLElement & { firstRows?: unknown }>('#first-screen [data-first-rows]');
  if (!drawn || typeof drawn.firstRows !== 'object' || drawn.firstRows === null) return null;
  // The same page: its path and its query, whatever the order of the query's values.
  const asked = new URL(drawn.dataset.firstRows ?? '', 'http://page');
  asked.searchParams.sort();
  if (`${asked.pathname}?${asked.searchParams.toString()}` !== url) return null;
  const checked = v.safeParse(schema, (drawn.firstRows as { data?: unknown }).data);
  return checked.success ? checked.output : null;
}

/**
 * Asks for the page of a list its URL's query (`search`) shows, into the query cache under the key
 * {@link useListQuery} reads with the same URL: the list screen then finds its rows there (or the
 * request already on its way) instead of asking only once its code has loaded and rendered. An
 * area's route gives it as `prefetch` through `listPrefetch` (shared-ui's core), which imports this
 * lazily; a failure is left for the screen to show when it asks again. A page the server drew and the
 * page already asked for is taken as it is (not asked again), when it follows the contract; one that
 * does not is asked for, and fails there as any answer would.
 *
 * @example
 * await prefetchList(organizaciones, '?filter_name=acer&page=2');
 */
export function prefetchList<E extends ListEndpoint>(endpoint: E, search: string): Promise<void> {
  const { query } = readListState(endpoint.query.entries as Parameters<typeof readListState>[0], new URLSearchParams(search));
  const input = { query } as unknown as EndpointInput<E>;
  const options = queryOptionsOf(endpoint, ...([input] as CallArgs<E>));
  const [path] = urlOf(endpoint, ...([input] as CallArgs<E>)).split('?');
  const drawn = drawnAnswer(`${path}?${queryStringOf(endpoint, query)}`, endpoint.response);
  if (drawn !== null) {
    queryClient.setQueryData(options.queryKey, drawn);
    return Promise.resolve();
  }
  return queryClient.prefetchQuery(options);
}
