/**
 * @dapcon/shared-sdk/query — server state: one TanStack Query client for the whole portal (this
 * entry point is a singleton shared on its own, built with TanStack Query inside), with hooks derived
 * from the contract's endpoint objects. The hooks hand the client to TanStack themselves, so no
 * provider sits at the root and the sign-in page never downloads the library. It brings
 * caching, de-duplication of the same request, invalidation after a save and a refresh when the
 * window regains focus, so screens do not write their own loading and retry logic.
 *
 * Keys are `[endpoint.id, lang, input, the query string sent, the path]`: answers that depend on the interface language (countries,
 * parameter texts) are asked again when it switches, and `invalidate(endpoint)` reaches every
 * input and language of one endpoint.
 */
import {
  QueryClient,
  useMutation,
  useQuery,
  type MutateOptions,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Endpoint, EndpointData, EndpointInput, Envelope, NeedsNoInput } from '@dapcon/contract/core';
// The SDK's root entry point by name, not by path: it is the shared singleton (one session, one
// client), and the build does not copy its modules into this entry point's chunk.
import { ApiError, call, download, feedback, getLang, queryStringOf, reportApiError, useSession, type CallArgs, type DownloadArgs, type Lang } from '@dapcon/shared-sdk';

/**
 * Whether an error is a read called off because the query cache was emptied (signing out, a new
 * session) while it was on its way: no error to show. For code that awaits `queryClient.fetchQuery`.
 */
export { isCancelledError } from '@tanstack/react-query';

/**
 * The portal's query client, the one cache of every area. The hooks below pass it to TanStack, so
 * no `QueryClientProvider` is needed.
 *
 * @example
 * queryClient.getQueryData(queryKeyOf(paises, undefined, 'es'))
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Reference data and most screens change rarely while they are open; a save invalidates.
      staleTime: 30_000,
      // The HTTP client already retries reads once on answers that say 'try again'.
      retry: false,
    },
    mutations: { retry: false },
  },
});

// What `QueryClientProvider` did on mounting: refresh the answers on screen when the window regains
// focus or the network comes back, and resume the requests and saves paused while it was away.
queryClient.mount();

// Answers belong to the user who asked: a sign-in, a sign-out or a session ended elsewhere forgets them.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});

/**
 * The cache key of an endpoint called with an input, in a language.
 *
 * @example
 * queryClient.getQueryData(queryKeyOf(paises, undefined, 'ca'))
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E> | undefined, lang: Lang = getLang()): QueryKey {
  // The query as it goes out, defaults applied: a list whose fixed filter is a default (a company's
  // declarations, `organizacion_id`) is another answer for another value, though its input is the same.
  const query = endpoint.query ? queryStringOf(endpoint, (input as { query?: unknown } | undefined)?.query) : null;
  // Last, the path: a screen's own copy of a contract endpoint, fixed to one record's path under the
  // contract's id (a mailing's recipients), keeps one answer per record and is still reached by its id.
  return [endpoint.id, lang, input ?? null, query, endpoint.path];
}

/**
 * Query options for an endpoint (for `useQuery`, `queryClient.fetchQuery`, prefetching): the key
 * and a query function that calls it and answers its `data`.
 *
 * @example
 * const towns = await queryClient.fetchQuery(queryOptionsOf(poblacion, { query: { cp } }));
 */
export function queryOptionsOf<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) {
  const key = queryKeyOf(endpoint, input);
  return {
    queryKey: key,
    queryFn: async (): Promise<EndpointData<E>> => (await call(endpoint, ...([input] as CallArgs<E>))).data,
  };
}

/** Options of {@link useApiQuery}: TanStack's, without the key and the query function. */
export type ApiQueryOptions<E extends Endpoint> = Omit<UseQueryOptions<EndpointData<E>, ApiError>, 'queryKey' | 'queryFn'> & {
  /** The answer to keep for a 404 (a lookup that finds nothing is an answer, cached like any other). */
  whenNotFound?: () => EndpointData<E>;
};

/**
 * Reads an endpoint: cached, de-duplicated, refreshed on focus and asked again when the interface
 * language switches. `enabled: false` waits (a lookup that needs five digits first).
 *
 * @example
 * const { data: countries = [] } = useApiQuery(paises);
 * const towns = useApiQuery(poblacion, { query: { cp } }, { enabled: cp.length === 5 });
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  { whenNotFound, ...options }: ApiQueryOptions<E> = {},
): UseQueryResult<EndpointData<E>, ApiError> {
  const lang = useSession((s) => s.lang);
  return useQuery<EndpointData<E>, ApiError>(
    {
      ...options,
      queryKey: queryKeyOf(endpoint, input, lang),
      // No abort signal: a request whose screen moved on still lands in the cache, so going back
      // (a postal code typed again) does not ask twice.
      queryFn: async () => {
        try {
          return (await call(endpoint, ...([input] as CallArgs<E>))).data;
        } catch (error) {
          if (whenNotFound && error instanceof ApiError && error.status === 404) return whenNotFound();
          throw error;
        }
      },
    },
    queryClient,
  );
}

/** Options of {@link useApiMutation}: TanStack's, without the mutation function. */
export interface ApiMutationOptions<E extends Endpoint> extends Omit<UseMutationOptions<Envelope<EndpointData<E>>, ApiError, EndpointInput<E>>, 'mutationFn'> {
  /** After a success, the answer's message in the shell's success modal (`feedback.success`). */
  notify?: boolean;
}

/** What {@link useApiMutation} gives: TanStack's mutation, plus `run`, which reports its own failure. */
export type ApiMutation<E extends Endpoint> = UseMutationResult<Envelope<EndpointData<E>>, ApiError, EndpointInput<E>> & {
  /**
   * Calls the endpoint: the answer, or undefined when it failed, the failure shown in the shell's
   * error modal (a session error is the shell's, which signs out). For a button or a confirmation.
   */
  run: (...args: RunArgs<E>) => Promise<Envelope<EndpointData<E>> | undefined>;
};

/** `run`'s input: optional when the endpoint takes none. */
export type RunArgs<E extends Endpoint> = NeedsNoInput<E> extends true ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Every read a write makes stale, by the ids its endpoint declares (`stale` in the contract), every
 * input and language of each: the mounted screens showing them read them again, the others when they
 * mount. Resolves once the reads on screen have answered.
 *
 * @example
 * await refreshAfter(cobrarRemesa) // GET /remesas, GET /remesas/:id, GET /cuotas-anuales…
 */
export async function refreshAfter(endpoint: Pick<Endpoint, 'stale'>): Promise<void> {
  await Promise.all((endpoint.stale ?? []).map((id) => queryClient.invalidateQueries({ queryKey: [id] })));
}

/**
 * The one way a screen writes: calls the endpoint and, on success, makes stale what its endpoint
 * declares (`stale`, in the contract), so every screen showing it reads it again, whichever area it
 * belongs to (after a 409 too: what the screen shows changed meanwhile); then, with `notify`, shows
 * the answer's message. Failures are reported in one place:
 * in a form, `mutateAsync` throws and the form kit puts a 422 under the fields and the rest in the
 * shell's error modal; outside a form, `run` (or `mutate`) sends them to the error modal itself.
 *
 * @example
 * const cobrar = useApiMutation(cobrarRemesa, { notify: true });
 * useContractForm(CobrarRemesaBody, { …, submit: (body) => cobrar.mutateAsync({ params: { id }, body }).then(onDone) });
 * const anular = useApiMutation(anularRemesa, { notify: true });
 * <Button onClick={() => void anular.run({ params: { id } })} loading={anular.isPending} />
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, { notify = false, onSuccess, onError, ...options }: ApiMutationOptions<E> = {}): ApiMutation<E> {
  const mutation = useMutation<Envelope<EndpointData<E>>, ApiError, EndpointInput<E>>(
    {
      ...options,
      mutationKey: [endpoint.id],
      mutationFn: (input) => call(endpoint, ...([input] as CallArgs<E>)),
      onSuccess: async (answer, ...rest) => {
        await refreshAfter(endpoint);
        if (notify) feedback.success(answer.message);
        await onSuccess?.(answer, ...rest);
      },
      // A conflict (409) says what the screen shows is out of date (paid, resent, changed meanwhile):
      // the same reads are read again, so it shows why.
      onError: async (error, ...rest) => {
        if (error instanceof ApiError && error.status === 409) await refreshAfter(endpoint);
        await onError?.(error, ...rest);
      },
    },
    queryClient,
  );
  const { mutateAsync, mutate } = mutation;
  const run = useCallback(
    async (...[input]: RunArgs<E>) => {
      try {
        return await mutateAsync((input ?? {}) as EndpointInput<E>);
      } catch (error) {
        reportApiError(error);
        return undefined;
      }
    },
    [mutateAsync],
  );
  const reportingMutate = useCallback(
    (input: EndpointInput<E>, callbacks?: MutateOptions<Envelope<EndpointData<E>>, ApiError, EndpointInput<E>>) =>
      (mutate as (input: EndpointInput<E>, callbacks?: MutateOptions<Envelope<EndpointData<E>>, ApiError, EndpointInput<E>>) => void)(input, {
        ...callbacks,
        onError: (error, ...rest) => {
          reportApiError(error);
          callbacks?.onError?.(error, ...rest);
        },
      }),
    [mutate],
  ) as typeof mutate;
  return { ...mutation, mutate: reportingMutate, run };
}

/**
 * Makes every cached answer of an endpoint stale: mounted screens read it again. Screens do not call
 * it: a write's endpoint declares what it makes stale and `useApiMutation` refreshes it (issue 34).
 *
 * @example
 * await invalidate(organizaciones);
 */
export function invalidate(endpoint: Endpoint): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [endpoint.id] });
}

/**
 * A stored file's bytes (a logo) as a query: read with the session's token (so an `<img src>` of its
 * URL could not show it), cached like any answer, read again after `invalidate(endpoint)`. `enabled`
 * false (nothing stored) reads nothing. A file that cannot be read is `data` undefined with `error`
 * set: the screen shows its data without it.
 *
 * @example
 * const { data: logo = null } = useStoredFile(logoEmpresa, { params: { id: String(id) } }, empresa.tiene_logo);
 */
export function useStoredFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, enabled: boolean): UseQueryResult<Blob, ApiError> {
  const lang = useSession((s) => s.lang);
  return useQuery(
    {
      queryKey: queryKeyOf(endpoint, input, lang),
      queryFn: async ({ signal }) => (await download(endpoint, ...([input, { signal }] as unknown as DownloadArgs<E>))).blob,
      enabled,
      retry: false,
      staleTime: Infinity,
    },
    queryClient,
  );
}
