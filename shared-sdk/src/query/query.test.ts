// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paises, parametrosGenerales } from '@dapcon/contract/core';
import { focusManager } from '@tanstack/react-query';
import { configureApi } from '../client';
import { useSession } from '../session';
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
  it('makes the answers it changes stale, so the screens showing them read them again', async () => {
    let version = 0;
    const sent = answering((request) => (request.method === 'GET' ? [{ id: 1, pais_nombre: `v${version}` }] : {}));
    const { result } = renderHook(() => ({ list: useApiQuery(paises), save: useApiMutation(parametrosGenerales, { invalidates: [paises] }) }));
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v0'));
    version = 1;
    await act(() => result.current.save.mutateAsync({ body: [{ param: 'tipo_empresa' }] }));
    await waitFor(() => expect(result.current.list.data?.[0]?.pais_nombre).toBe('v1'));
    expect(sent.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('invalidate reaches every input and language of an endpoint', async () => {
    queryClient.setQueryData(queryKeyOf(paises, undefined, 'es'), []);
    queryClient.setQueryData(queryKeyOf(paises, undefined, 'ca'), []);
    await invalidate(paises);
    expect(queryClient.getQueryState(queryKeyOf(paises, undefined, 'es'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeyOf(paises, undefined, 'ca'))?.isInvalidated).toBe(true);
  });
});
