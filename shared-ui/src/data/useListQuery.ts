import { useEffect } from 'react';
import type { Endpoint, EndpointData, EndpointInput } from '@dapcon/contract/core';
import { feedback, type ApiError } from '@dapcon/shared-sdk';
import { useApiQuery } from '@dapcon/shared-sdk/query';
import type { ListParams, ListQuerySchema, ListStateInit } from './listState';
import { useListParams } from './useListParams';
import { useListState } from './useListState';

/** A list endpoint of the contract: a GET whose query is a `listQuery` and whose answer is `paginated(row)`. */
export type ListEndpoint = Endpoint & { method: 'GET'; query: ListQuerySchema };

/** A row of a list endpoint's answer. */
export type ListRow<E extends ListEndpoint> = EndpointData<E> extends { data: ReadonlyArray<infer R> } ? R : never;

/**
 * What {@link useListQuery} and {@link useLocalListQuery} give: the list's state (in the URL, or in
 * React), its page of rows and how it is loading.
 */
export interface ListQuery<E extends ListEndpoint> extends ListParams<E['query']> {
  /** The endpoint, for the Excel download of the same query. */
  endpoint: E;
  /** The rows of the page shown (the previous page's while the next one loads). */
  rows: readonly ListRow<E>[];
  /** Rows of the whole filtered list, and rows per page, from the answer (0 until it arrives). */
  total: number;
  perPage: number;
  /** No answer yet for this list: show skeletons. */
  firstLoad: boolean;
  /** Another page, sort or filter is on its way while the previous answer stays on screen. */
  updating: boolean;
  /** The last failure (already shown in the shell's error modal). */
  error: ApiError | null;
}

/**
 * A paged list read from the server with its state in the URL: the page, sort and filters of
 * {@link useListParams}, the answer through the SDK's query cache (the previous page stays on
 * screen while the next one loads), and a failure reported once to the shell's error modal
 * (a session error is the shell's: it signs out).
 *
 * @example
 * const list = useListQuery(organizaciones);
 * <ListTable list={list} columns={columns} rowKey={(r) => r.org_id} sortable={EMPRESAS_SORTABLE} />
 */
export function useListQuery<E extends ListEndpoint>(endpoint: E): ListQuery<E> {
  return useListRows(endpoint, useListParams(endpoint.query));
}

/**
 * {@link useListQuery} with the list's state in React ({@link useListState}) instead of the URL: a
 * list inside a modal, which must leave the page's URL (and its history) alone. The same reading,
 * errors and components (`ListTable`, `FilterPanel`); `initial` is read once, on mount.
 *
 * @example
 * const list = useLocalListQuery(organizaciones);
 * <FilterPanel list={list} fields={fields} layout="inline" />
 * <ListTable list={list} columns={columns} rowKey={(r) => r.org_id} sortable={EMPRESAS_SORTABLE} />
 */
export function useLocalListQuery<E extends ListEndpoint>(endpoint: E, initial?: ListStateInit<E['query']>): ListQuery<E> {
  return useListRows(endpoint, useListState(endpoint.query, initial));
}

/** A list's page read with the given state: the part both kinds of list share. */
function useListRows<E extends ListEndpoint>(endpoint: E, params: ListParams<E['query']>): ListQuery<E> {
  const input = { query: params.query } as unknown as EndpointInput<E>;
  const result = useApiQuery(endpoint, input, { placeholderData: (previous) => previous });
  const { error } = result;

  useEffect(() => {
    if (error && !error.isSessionError) feedback.error(error);
  }, [error]);

  const page = result.data as { data: readonly ListRow<E>[]; total: number; per_page: number } | undefined;
  return {
    ...params,
    endpoint,
    rows: page?.data ?? [],
    total: page?.total ?? 0,
    perPage: page?.per_page ?? 0,
    firstLoad: result.isPending,
    updating: result.isFetching && result.isPlaceholderData,
    error: error ?? null,
  };
}
