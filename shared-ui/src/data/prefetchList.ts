import type { EndpointInput } from '@dapcon/contract/core';
import { queryClient, queryOptionsOf } from '@dapcon/shared-sdk/query';
import type { CallArgs } from '@dapcon/shared-sdk';
import { readListState } from './listState';
import type { ListEndpoint } from './useListQuery';

/**
 * Asks for the page of a list its URL's query (`search`) shows, into the query cache under the key
 * {@link useListQuery} reads with the same URL: the list screen then finds its rows there (or the
 * request already on its way) instead of asking only once its code has loaded and rendered. An
 * area's route gives it as `prefetch` through `listPrefetch` (shared-ui's core), which imports this
 * lazily; a failure is left for the screen to show when it asks again.
 *
 * @example
 * await prefetchList(organizaciones, '?filter_name=acer&page=2');
 */
export function prefetchList<E extends ListEndpoint>(endpoint: E, search: string): Promise<void> {
  const { query } = readListState(endpoint.query.entries as Parameters<typeof readListState>[0], new URLSearchParams(search));
  const input = { query } as unknown as EndpointInput<E>;
  return queryClient.prefetchQuery(queryOptionsOf(endpoint, ...([input] as CallArgs<E>)));
}
