// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paises, parametrosGenerales } from '@dapcon/contract/core';
import { SESSION_ERROR_MESSAGES, type Endpoint } from '@dapcon/contract/core';
import { focusManager } from '@tanstack/react-query';
import { configureApi } from '../client';
import { useSession } from '../session';
import { feedback, type FeedbackEvent } from '../feedback';
import { ApiError } from '../client';
import { invalidate, queryClient, queryKeyOf, useApiMutation, useApiQuery } from './index';

function answering(data: (request: Request) => unknown): Request[] {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request);
      return new Response(JSON.stringify({ status: 'Success', message: 'ok', data: data(request) }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api' });
  useSession.getState().setLang('es');
  queryClient.clear();
});
afterEach(() => {
  cleanup();
  configureApi({});
  queryClient.clear();
});

describe('useApiQuery', () => {
  it('keeps apart two lists whose fixed filter is a default of the query (one company’s declarations, then another’s)', async () => {
    // The same endpoint (one id) fixed to one company or another, as a company page's tab does.
    const deEmpresa = (orgId: number) => ({
      ...paises,
      query: v.object({ organizacion_id: v.optional(v.picklist([String(orgId)]), String(orgId)) }),
    });
    const sent = answering((request) => [{ id: Number(new URL(request.url).searchParams.get('organizacion_id')), pais_nombre: 'x' }]);
    const { result, rerender } = renderHook(({ orgId }) => useApiQuery(deEmpresa(orgId), { query: {} } as never), { initialProps: { orgId: 1 } });
    await waitFor(() => expect(result.current.data?.[0]?.id).toBe(1));
    rerender({ orgId: 2 });
    await waitFor(() => expect(result.current.data?.[0]?.id).toBe(2));
    expect(sent.map((r) => new URL(r.url).search)).toEqual(['?organizacion_id=1', '?organizacion_id=2']);
    expect(queryKeyOf(deEmpresa(1), { query: {} } as never, 'es')).not.toEqual(queryKeyOf(deEmpresa(2), { query: {} } as never, 'es'));
  });

  it('reads an endpoint once for every component that asks at the same time', async () => {
    const sent = answering(() => [{ id: 1, pais_nombre: 'España' }]);
    const { result } = renderHook(() => [useApiQuery(paises), useApiQuery(paises)] as const);
    await waitFor(() => expect(result.current[0].data).toEqual([{ id: 1, pais_nombre: 'España' }]));
    expect(result.current[1].data).toEqual([{ id: 1, pais_nombre: 'España' }]);
    expect(sent).toHaveLength(1);
  });

  it('asks again in the other language when the interface switches', async () => {
    const sent = answering((request) => [{ id: 1, pais_nombre: request.headers.get('Accept-Language') === 'ca' ? 'Espanya' : 'España' }]);
    const { result } = renderHook(() => useApiQuery(paises));
    await waitFor(() => expect(result.current.data?.[0]?.pais_nombre).toBe('España'));
    act(() => useSession.getState().setLang('ca'));
    await waitFor(() => expect(result.current.data?.[0]?.pais_nombre).toBe('Espanya'));
    expect(sent).toHaveLength(2);
    expect(queryClient.getQueryData(queryKeyOf(paises, undefined, 'es'))).toEqual([{ id: 1, pais_nombre: 'España' }]);
  });

  it('reads a stale answer again when the window regains focus, with no provider at the root', async () => {
    const sent = answering(() => [{ id: 1, pais_nombre: `v${sent.length}` }]);
    const { result } = renderHook(() => useApiQuery(paises, undefined, { staleTime: 0 }));
    await waitFor(() => expect(result.current.data?.[0]?.pais_nombre).toBe('v1'));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.data?.[0]?.pais_nombre).toBe('v2'));
    expect(sent).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it('waits while not enabled', async () => {
    const sent = answering(() => []);
    renderHook(() => useApiQuery(paises, undefined, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });
});

describe('useApiMutation', () => {
  // A write that declares what it makes stale, as the contract's writes do (by id: any area's reads).
  const guardar = { ...parametrosGenerales, id: 'POST /guardar', path: '/guardar', stale: ['GET /paises'] } as const satisfies Endpoint;
  const events: FeedbackEvent[] = [];
  let unsubscribe = () => {};
  beforeEach(() => {
    events.length = 0;
    unsubscribe = feedback.subscribe((event) => events.push(event));
  });
  afterEach(() => unsubscribe());

  it('makes stale what its endpoint declares, so the screens showing it read it again, then tells the answer', async () => {
    let version = 0;
    const sent = answering((request) => (request.method === 'GET' ? [{ id: 1, pais_nombre: `v${version}` }] : {}));
    const { result } = renderHook(() => ({ list: useApiQuery(paises), save: useApiMutation(guardar, { notify: true }) }));
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v0'));
    version = 1;
    await act(() => result.current.save.mutateAsync({ body: [{ param: 'tipo_empresa' }] }));
    // Read again before the write resolves: the screen that closes a modal on it shows the new state.
    expect(queryClient.getQueryData(queryKeyOf(paises, undefined, 'es'))).toEqual([{ id: 1, pais_nombre: 'v1' }]);
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v1'));
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
    expect(events).toEqual([{ kind: 'success', message: 'ok' }]);
  });

  it('reads nothing again for an endpoint that declares nothing stale, and tells nothing unless asked', async () => {
    const sent = answering((request) => (request.method === 'GET' ? [{ id: 1, pais_nombre: 'x' }] : {}));
    const { result } = renderHook(() => ({ list: useApiQuery(paises), save: useApiMutation(parametrosGenerales) }));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.save.mutateAsync({ body: [{ param: 'tipo_empresa' }] }));
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(events).toEqual([]);
  });

  it('run reports a failure to the shell once and answers undefined; mutateAsync throws it for the form kit, reporting nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'Error', message: 'No se puede', errors: { param: ['Mal'] } }), { status: 422, headers: { 'Content-Type': 'application/json' } })),
    );
    const { result } = renderHook(() => useApiMutation(guardar, { notify: true }));
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.run({ body: [{ param: 'tipo_empresa' }] });
    });
    expect(answer).toBeUndefined();
    expect(events).toEqual([{ kind: 'error', status: 422, message: 'No se puede', errors: { param: ['Mal'] } }]);
    events.length = 0;
    await act(() => expect(result.current.mutateAsync({ body: [{ param: 'tipo_empresa' }] })).rejects.toBeInstanceOf(ApiError));
    expect(events).toEqual([]);
  });

  it('reads again what it makes stale after a 409 too (what the screen shows changed meanwhile), after no other failure', async () => {
    let status = 409;
    let version = 0;
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request.method);
        if (request.method === 'GET') return new Response(JSON.stringify({ status: 'Success', message: 'ok', data: [{ id: 1, pais_nombre: `v${version}` }] }), { headers: { 'Content-Type': 'application/json' } });
        return new Response(JSON.stringify({ status: 'Error', message: 'Ya no' }), { status, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { result } = renderHook(() => ({ list: useApiQuery(paises), save: useApiMutation(guardar) }));
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v0'));
    version = 1;
    await act(async () => {
      await result.current.save.run({ body: [{ param: 'tipo_empresa' }] });
    });
    expect(sent).toEqual(['GET', 'POST', 'GET']);
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v1'));
    status = 422;
    await act(async () => {
      await result.current.save.run({ body: [{ param: 'tipo_empresa' }] });
    });
    expect(sent).toEqual(['GET', 'POST', 'GET', 'POST']);
  });

  it('leaves a session error to the shell (it signs out): no error modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'Error', message: SESSION_ERROR_MESSAGES[0] }), { status: 401, headers: { 'Content-Type': 'application/json' } })),
    );
    const { result } = renderHook(() => useApiMutation(guardar));
    await act(async () => {
      await result.current.run({ body: [{ param: 'tipo_empresa' }] });
    });
    await waitFor(() => expect(result.current.error?.isSessionError).toBe(true));
    expect(events).toEqual([]);
  });

  it('invalidate reaches every input and language of an endpoint', async () => {
    queryClient.setQueryData(queryKeyOf(paises, undefined, 'es'), []);
    queryClient.setQueryData(queryKeyOf(paises, undefined, 'ca'), []);
    await invalidate(paises);
    expect(queryClient.getQueryState(queryKeyOf(paises, undefined, 'es'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeyOf(paises, undefined, 'ca'))?.isInvalidated).toBe(true);
  });
});
