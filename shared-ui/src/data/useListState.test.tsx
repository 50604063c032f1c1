// A list's state in React (useListState, useLocalListQuery): the same rules as the URL's
// (useListParams, one core), and the page's URL never touched — a list inside a modal.
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { ApiStoryParameters } from '../storybook/mockApi';
import { readListState, writeListState, type ListParams } from './listState';
import { useListParams } from './useListParams';
import { useListState } from './useListState';
import { ProductosQuery, productos, selectProductos } from './testing/fixture-list';
import * as listStories from './ListTable.stories';
import * as panelStories from './FilterPanel.stories';

const list = composeStories(listStories);
const panel = composeStories(panelStories);
const entries = ProductosQuery.entries as never;

describe('the list state core (readListState, writeListState)', () => {
  it('reads what the schema takes, shows defaults without sending them, ignores other keys', () => {
    const state = readListState(entries, new URLSearchParams('filter_name=+cer+&estado_id=activo&en_catalogo=quizas&order_by=codigo+desc&page=2&tab=x'));
    expect(state).toEqual({
      filters: { filter_name: 'cer', estado_id: 'activo' },
      activeFilters: { filter_name: 'cer' },
      query: { filter_name: 'cer', order_by: 'codigo desc', page: 2 },
      orderBy: 'codigo desc',
      page: 2,
    });
  });

  it('writes one text per state: empties, defaults and refused values left out', () => {
    const written = writeListState(entries, {
      filters: { filter_name: ' Morteros ', filter_codigo: '', estado_id: 'activo', en_catalogo: false, familia: null, proveedor_id: -3 },
      orderBy: 'nombre asc',
      page: 1,
    });
    expect(written.toString()).toBe('filter_name=Morteros&en_catalogo=false');
    expect(writeListState(entries, { orderBy: 'unidad asc', page: 3.7 }).toString()).toBe('page=3');
    // What is written reads back as the same state.
    const state = readListState(entries, writeListState(entries, { filters: { estado_id: 'todos' }, orderBy: 'codigo desc', page: 4 }));
    expect(state.query).toEqual({ estado_id: 'todos', order_by: 'codigo desc', page: 4 });
  });
});

describe('useListState', () => {
  /** Both kinds of state side by side, in a router whose URL and history are watched. */
  const useBoth = () => ({ local: useListState(ProductosQuery), url: useListParams(ProductosQuery), location: useLocation(), navigation: useNavigationType() });
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/pagos?tab=cuotas']}>{children}</MemoryRouter>;
  const view = (p: ListParams<typeof ProductosQuery>) => ({ query: p.query, filters: p.filters, activeFilters: p.activeFilters, page: p.page, orderBy: p.orderBy });

  it('starts with the defaults: page 1, the list’s sort, estado activo shown but not sent', () => {
    const { result } = renderHook(() => useListState(ProductosQuery));
    expect(view(result.current)).toEqual({ query: {}, filters: { estado_id: 'activo' }, activeFilters: {}, page: 1, orderBy: 'nombre asc' });
  });

  it('follows the same rules as the URL’s state, step by step, without touching the URL', () => {
    const { result } = renderHook(useBoth, { wrapper });
    const steps: Array<(p: ListParams<typeof ProductosQuery>) => void> = [
      (p) => p.setPage(3),
      (p) => p.setFilters({ filter_name: ' àrids ', estado_id: 'todos', filter_codigo: '' }),
      (p) => p.setPage(2),
      (p) => p.setOrderBy('fecha_baja desc'),
      (p) => p.setPage(4),
      (p) => p.setFilters({ ...p.activeFilters, en_catalogo: true }),
      (p) => p.setOrderBy('unidad asc'),
      (p) => p.setPage(0),
      (p) => p.clearFilters(),
    ];
    for (const step of steps) {
      act(() => step(result.current.local));
      act(() => step(result.current.url));
      expect(view(result.current.local)).toEqual(view(result.current.url));
    }
    // A sort the contract refuses is no sort: the list's default, as from a hand-edited URL.
    expect(view(result.current.local)).toEqual({ query: {}, filters: { estado_id: 'activo' }, activeFilters: {}, page: 1, orderBy: 'nombre asc' });
  });

  it('never changes the URL nor adds a history entry', () => {
    const { result } = renderHook(() => ({ local: useListState(ProductosQuery), location: useLocation(), navigation: useNavigationType() }), { wrapper });
    const before = result.current.location;
    act(() => result.current.local.setFilters({ filter_codigo: 'P-01', estado_id: 'retirado' }));
    act(() => result.current.local.setOrderBy('codigo desc'));
    act(() => result.current.local.setPage(2));
    expect(result.current.local.query).toEqual({ filter_codigo: 'P-01', estado_id: 'retirado', order_by: 'codigo desc', page: 2 });
    expect(result.current.location).toBe(before);
    expect(result.current.location.search).toBe('?tab=cuotas');
    expect(result.current.navigation).toBe('POP');
  });

  it('filters back to page 1, pages keeping filters and sort; Limpiar keeps the sort', () => {
    const { result } = renderHook(() => useListState(ProductosQuery));
    act(() => result.current.setFilters({ filter_name: 'cer' }));
    act(() => result.current.setOrderBy('codigo asc'));
    act(() => result.current.setPage(3));
    expect(result.current.query).toEqual({ filter_name: 'cer', order_by: 'codigo asc', page: 3 });
    act(() => result.current.setFilters({ filter_name: 'cer', filter_codigo: 'P' }));
    expect(result.current.query).toEqual({ filter_name: 'cer', filter_codigo: 'P', order_by: 'codigo asc' });
    act(() => result.current.setPage(2));
    act(() => result.current.setOrderBy('codigo desc'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.clearFilters());
    expect(result.current.query).toEqual({ order_by: 'codigo desc' });
  });

  it('gives the same query object again when nothing changes (no new request)', () => {
    const { result } = renderHook(() => useListState(ProductosQuery));
    act(() => result.current.setFilters({ filter_name: 'cer' }));
    const { query, setPage } = result.current;
    act(() => result.current.setFilters({ filter_name: ' cer ', estado_id: 'activo' }));
    act(() => result.current.setPage(1));
    expect(result.current.query).toBe(query);
    expect(result.current.setPage).toBe(setPage);
  });

  it('starts from `initial`, checked like any other value', () => {
    const { result } = renderHook(() =>
      useListState(ProductosQuery, { filters: { filter_codigo: ' P-01 ', estado_id: 'activo', en_catalogo: 'quizas' }, orderBy: 'unidad asc', page: 2 }),
    );
    expect(view(result.current)).toEqual({ query: { filter_codigo: 'P-01', page: 2 }, filters: { filter_codigo: 'P-01', estado_id: 'activo' }, activeFilters: { filter_codigo: 'P-01' }, page: 2, orderBy: 'nombre asc' });
  });
});

describe('a list inside a modal (useLocalListQuery, FilterPanel inline)', () => {
  const url = () => screen.getByTestId('story-url').textContent?.replace(/^URL: /, '') ?? '';
  const listRequests = () =>
    mockRequests()
      .filter((r) => r.endpoint === productos.id)
      .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
  const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0 && !row.hasAttribute('data-skeleton'));
  const expected = (query: Record<string, string> = {}) => selectProductos(v.parse(ProductosQuery, query));

  it('filters, sorts and pages through the request; the URL stays as it was', async () => {
    const user = userEvent.setup();
    const Story = list.LocalState as unknown as { (): ReactNode; parameters: ApiStoryParameters };
    mockServer.use(...(Story.parameters.api ?? []));
    render(<Story />);
    // Generous: on two busy cores the first render of a test file can take seconds.
    await waitFor(() => expect(bodyRows()).toHaveLength(20), { timeout: 30_000 });
    expect(listRequests()).toEqual([{ estado_id: 'activo', order_by: 'nombre asc', page: '1' }]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'todos');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ estado_id: 'todos', order_by: 'nombre asc', page: '1' }));
    await user.click(screen.getByRole('button', { name: /Código/ }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ estado_id: 'todos', order_by: 'codigo asc', page: '1' }));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ estado_id: 'todos', order_by: 'codigo asc', page: '2' }));
    const page2 = expected({ estado_id: 'todos', order_by: 'codigo asc' }).slice(20, 40);
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(page2.map((e) => e.codigo)));
    expect(url()).toBe('?tab=cuotas');
  });

  it('lays the filters out in a row, never folded, and applies them on Filtrar only', async () => {
    const user = userEvent.setup();
    const viewport = (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM;
    viewport.setViewport({ width: 390 });
    try {
      render(<panel.Inline />);
      const form = screen.getByRole('form', { name: 'Filtros' });
      expect(form).toBeVisible();
      expect(screen.queryByRole('button', { name: /filtros/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Filtros' })).toBeInTheDocument();
      await user.type(within(form).getByRole('textbox', { name: 'Código' }), 'P-01');
      expect(screen.getByTestId('list-query')).toHaveTextContent('Query: {}');
      await user.type(within(form).getByRole('textbox', { name: 'Código' }), '{Enter}');
      expect(screen.getByTestId('list-query')).toHaveTextContent('Query: {"filter_codigo":"P-01"}');
      expect(url()).toBe('(sin parámetros)');
      await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
      expect(screen.getByTestId('list-query')).toHaveTextContent('Query: {}');
      expect(within(form).getByRole('textbox', { name: 'Código' })).toHaveValue('');
    } finally {
      viewport.setViewport({ width: 1024 });
    }
  });
});
