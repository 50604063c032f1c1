// The list kit: the list's state in the URL, the table and pagination over the server's pages, the
// filter column and the Excel download, on the mock API (the kit's own fixture list of products,
// testing/fixture-list.ts) and the kit's stories.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { datePrefixedName } from '@dapcon/contract/core';
import { delay, mockEndpoint, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import * as v from 'valibot';
import type { ApiStoryParameters } from '../storybook/mockApi';
import { useListParams } from './useListParams';
import { answerProductos, PRODUCTOS, PRODUCTOS_EXCEL_HEADER, ProductosQuery, productos, productosHandler, selectProductos } from './testing/fixture-list';
import { prefetchList } from './prefetchList';
import { queryClient } from '@dapcon/shared-sdk/query';
import { listPrefetch } from '../frame/listPrefetch';
import { useListQuery } from './useListQuery';
import * as listStories from './ListTable.stories';
import * as panelStories from './FilterPanel.stories';
import * as excelStories from './ExcelButton.stories';

const list = composeStories(listStories);
const panel = composeStories(panelStories);
const excel = composeStories(excelStories);

/** Renders a story with its own mock API answers (loaders do not run in tests). */
function renderStory(Story: { (): ReactNode; parameters: ApiStoryParameters }) {
  mockServer.use(...(Story.parameters.api ?? []));
  return render(<Story />);
}

const url = () => screen.getByTestId('story-url').textContent?.replace(/^URL: /, '') ?? '';
/** The list requests sent so far, as query objects. */
const listRequests = () =>
  mockRequests()
    .filter((r) => r.endpoint === productos.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0 && !row.hasAttribute('data-skeleton'));
/** The default list: the active products, by name. */
const byName = selectProductos(v.parse(ProductosQuery, {}));

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

describe('useListParams', () => {
  const at = (route: string) => ({
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>,
  });
  const useList = () => ({ list: useListParams(ProductosQuery), location: useLocation(), navigate: useNavigate() });

  it('reads filters, sort and page from the URL; defaults are shown but neither written nor sent', () => {
    const { result } = renderHook(useList, at('/productos?filter_name=%C3%A0rids&estado_id=todos&en_catalogo=true&order_by=codigo+desc&page=3&tab=x'));
    expect(result.current.list.query).toEqual({ filter_name: 'àrids', estado_id: 'todos', en_catalogo: 'true', order_by: 'codigo desc', page: 3 });
    expect(result.current.list).toMatchObject({ page: 3, orderBy: 'codigo desc', activeFilters: { filter_name: 'àrids', estado_id: 'todos', en_catalogo: 'true' } });

    const plain = renderHook(useList, at('/productos'));
    expect(plain.result.current.list.query).toEqual({});
    expect(plain.result.current.list).toMatchObject({ page: 1, orderBy: 'nombre asc', filters: { estado_id: 'activo' }, activeFilters: {} });
  });

  it('ignores what the contract refuses in a hand-written URL instead of sending it', () => {
    const { result } = renderHook(useList, at('/productos?order_by=unidad+asc&page=-2&en_catalogo=quizas&filter_name=++&estado_id=ninguno&proveedor_id=7'));
    expect(result.current.list.query).toEqual({ proveedor_id: '7' });
    expect(result.current.list).toMatchObject({ page: 1, orderBy: 'nombre asc', filters: { estado_id: 'activo', proveedor_id: '7' } });
  });

  it('goes back to page 1 when a filter or the sort changes, keeps both when the page changes, and leaves other parameters', () => {
    const { result } = renderHook(useList, at('/productos?tab=x&filter_codigo=P-01&order_by=codigo+asc&page=4'));
    act(() => result.current.list.setPage(5));
    expect(result.current.location.search).toBe('?tab=x&filter_codigo=P-01&order_by=codigo+asc&page=5');
    act(() => result.current.list.setOrderBy('fecha_alta desc'));
    expect(result.current.location.search).toBe('?tab=x&filter_codigo=P-01&order_by=fecha_alta+desc');
    act(() => result.current.list.setPage(2));
    // Empty values and defaults (estado 'activo') are dropped; the sort stays.
    act(() => result.current.list.setFilters({ filter_name: ' Morteros ', filter_codigo: '', estado_id: 'activo', en_catalogo: false, familia: null }));
    expect(result.current.location.search).toBe('?tab=x&filter_name=Morteros&en_catalogo=false&order_by=fecha_alta+desc');
    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('?tab=x&filter_name=Morteros&en_catalogo=false&order_by=fecha_alta+desc');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?tab=x&order_by=fecha_alta+desc');
  });

  it('adds a history entry per change, so the back button returns to the list as it was', () => {
    const { result } = renderHook(useList, at('/productos'));
    act(() => result.current.list.setFilters({ filter_name: 'cer' }));
    act(() => result.current.list.setPage(2));
    act(() => result.current.navigate(-1));
    expect(result.current.list).toMatchObject({ page: 1, query: { filter_name: 'cer' } });
    act(() => result.current.navigate(-1));
    expect(result.current.list.query).toEqual({});
    // Applying what is already there adds no entry: back leaves the list.
    act(() => result.current.navigate('/productos?filter_name=cer'));
    act(() => result.current.list.setFilters({ filter_name: 'cer' }));
    act(() => result.current.list.setPage(1));
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });

  it('shows what it wrote before the router renders the new URL, so the next change starts from it (a clean-clone run lost a filter so)', async () => {
    // The router renders a new URL as a transition; a part of the page that suspends on it holds that
    // render back, as a busy page does, while the URL itself has already changed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let released = false;
    void held.then(() => (released = true));
    function Slow() {
      const { search } = useLocation();
      if (search !== '?filter_name=laura' && !released) throw held;
      return null;
    }
    let current: ReturnType<typeof useList> | undefined;
    function Probe() {
      const now = useList();
      // What the page's handlers hold: the committed render's (a held transition's render is not).
      useLayoutEffect(() => void (current = now));
      return <output data-testid="active">{JSON.stringify(now.list.activeFilters)}</output>;
    }
    let url = '';
    function Url() {
      const { search } = useLocation();
      useLayoutEffect(() => void (url = search));
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/productos?filter_name=laura']}>
        <Url />
        <Probe />
        <Suspense fallback={null}>
          <Slow />
        </Suspense>
      </MemoryRouter>,
    );
    const shown = () => screen.getByTestId('active').textContent;
    expect(shown()).toBe('{"filter_name":"laura"}');

    // 'Limpiar', then at once a checkbox that adds its filter to the others, then the sort.
    act(() => current?.list.clearFilters());
    expect(shown()).toBe('{}');
    act(() => current?.list.setFilters({ ...current.list.activeFilters, en_catalogo: true }));
    expect(shown()).toBe('{"en_catalogo":"true"}');
    act(() => current?.list.setOrderBy('codigo desc'));
    expect(current?.list.query).toEqual({ en_catalogo: 'true', order_by: 'codigo desc' });
    // The router has not rendered any of it yet.
    expect(url).toBe('?filter_name=laura');

    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(url).toBe('?en_catalogo=true&order_by=codigo+desc'));
    expect(current?.list.query).toEqual({ en_catalogo: 'true', order_by: 'codigo desc' });

    // The back button goes to the entry before: the list follows the router again.
    act(() => current?.navigate(-1));
    await waitFor(() => expect(shown()).toBe('{"en_catalogo":"true"}'));
    expect(current?.list.query).toEqual({ en_catalogo: 'true' });
  });
});

describe('a list on the kit (ListTable, FilterPanel, ExcelButton over useListQuery)', () => {
  it('shows skeleton rows, then the first page, with the pagination from the answer', async () => {
    const { container } = renderStory(list.FirstPage);
    expect(container.querySelectorAll('tr[data-skeleton]').length).toBeGreaterThan(0);
    // Generous: on two busy cores the first render of a test file can take seconds.
    expect(await screen.findByRole('cell', { name: byName[0]?.nombre }, { timeout: 30_000 })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(byName.slice(0, 20).map((p) => p.nombre));
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(0);
    // The active products (43 of 50): three pages.
    const pages = Math.ceil(byName.length / 20);
    expect(pages).toBe(3);
    expect(screen.getByRole('button', { name: `Página ${pages}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Página ${pages + 1}` })).not.toBeInTheDocument();
    expect(listRequests()).toEqual([{ estado_id: 'activo', order_by: 'nombre asc', page: '1' }]);
  });

  it('sorts only by the allow-listed columns, writing order_by to the URL and the request', async () => {
    const user = userEvent.setup();
    renderStory(list.FirstPage);
    await screen.findByRole('cell', { name: byName[0]?.nombre });
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Unidad' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Unidad' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Código/ }));
    await waitFor(() => expect(url()).toBe('?order_by=codigo+asc'));
    const byCode = [...byName].sort((a, b) => a.codigo.localeCompare(b.codigo, 'es'));
    // Not the order by name: the rows move.
    expect(byCode[0]?.id).not.toBe(byName[0]?.id);
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByText(byCode[0]?.codigo ?? '')).toBeInTheDocument());
    expect(listRequests().at(-1)).toMatchObject({ order_by: 'codigo asc', page: '1' });
  });

  it('keeps the page on screen while the next one loads, then shows it', async () => {
    const user = userEvent.setup();
    renderStory(list.FirstPage);
    await screen.findByRole('cell', { name: byName[0]?.nombre });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(
      mockEndpoint(productos, async ({ query }) => {
        await held;
        return { data: [], total: byName.length, per_page: 20, current_page: Number(query.page) };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(url()).toBe('?page=2'));
    expect(screen.getByRole('cell', { name: byName[0]?.nombre })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Productos' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
    expect(listRequests().at(-1)).toMatchObject({ page: '2' });
  });

  it('opens a shared link as it was: filters, sort and page in the request', async () => {
    renderStory(list.Filtered);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(listRequests()).toEqual([{ filter_name: 'de', estado_id: 'todos', order_by: 'codigo desc', page: '2' }]);
    const page2 = selectProductos(v.parse(ProductosQuery, { filter_name: 'de', estado_id: 'todos', order_by: 'codigo desc' })).slice(20, 40);
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(page2.map((p) => p.codigo)));
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('de');
  });

  it('filters from the panel: the URL, then the request, from page 1; Limpiar goes back to no filter', async () => {
    const user = userEvent.setup();
    renderStory(list.Filtered);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    // Five tiles ('Teja de …'), one of them out of the catalogue.
    expect(PRODUCTOS.filter((p) => p.nombre.startsWith('Teja')).map((p) => p.en_catalogo)).toEqual([true, true, false, true, true]);
    await user.type(name, 'teja');
    await user.selectOptions(screen.getByRole('combobox', { name: 'En catálogo' }), 'No');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(url()).toBe('?filter_name=teja&estado_id=todos&en_catalogo=false&order_by=codigo+desc'));
    expect(await screen.findByRole('cell', { name: 'Teja de madera' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(listRequests().at(-1)).toEqual({ filter_name: 'teja', estado_id: 'todos', en_catalogo: 'false', order_by: 'codigo desc', page: '1' });

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(url()).toBe('?order_by=codigo+desc'));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('activo');
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ estado_id: 'activo', order_by: 'codigo desc', page: '1' }));
  });

  it("says 'No es van trobar resultats' when nothing matches, with no pagination", async () => {
    renderStory(list.Empty);
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('reports a failure once to the shell’s modal and says the list could not be read', async () => {
    renderStory(list.Failed);
    expect(await screen.findByText('No se pudo cargar la info')).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
    expect(screen.queryByText('No es van trobar resultats')).not.toBeInTheDocument();
  });

  it('speaks Catalan in its own texts', async () => {
    renderStory(list.Catalan);
    expect(screen.getByRole('heading', { name: 'Filtres' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Netejar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Paginació' })).toBeInTheDocument();
  });
});

describe('FilterPanel', () => {
  const viewport = () => (window as unknown as { happyDOM: { setViewport: (v: { width: number; height?: number }) => void } }).happyDOM;
  /** A phone's width, until the end of the test. */
  const narrow = () => {
    viewport().setViewport({ width: 390 });
    onTestFinished(() => viewport().setViewport({ width: 1024 }));
  };

  it('shows the filters of the URL and each default; what is typed applies only on Filtrar, from page 1', async () => {
    const user = userEvent.setup();
    render(<panel.Filtered />);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('cerámica');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('todos');
    expect(screen.getByRole('combobox', { name: 'En catálogo' })).toHaveValue('true');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'P-01');
    expect(url()).toBe('?filter_name=cer%C3%A1mica&estado_id=todos&en_catalogo=true&page=3');
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '{Enter}');
    expect(url()).toBe('?filter_name=cer%C3%A1mica&filter_codigo=P-01&estado_id=todos&en_catalogo=true');
  });

  it('shows the default status, Activo, with no empty choice; the others offer Todos', () => {
    render(<panel.Empty />);
    const estado = screen.getByRole('combobox', { name: 'Estado' });
    expect(estado).toHaveValue('activo');
    expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Activo', 'Retirado', 'Todos']);
    expect(within(screen.getByRole('combobox', { name: 'En catálogo' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Sí', 'No']);
    expect(within(screen.getByRole('combobox', { name: 'Categoría' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Estructura', 'Cerramiento', 'Acabado']);
  });

  it('is a column on wide screens; on narrow ones it folds behind a button that counts the active filters', async () => {
    const user = userEvent.setup();
    const wide = render(<panel.Filtered />);
    // 1024 px wide (happy-dom's default): the form shows, the button does not.
    expect(screen.getByRole('form', { name: 'Filtros' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /filtros/ })).not.toBeInTheDocument();
    wide.unmount();
    narrow();
    render(<panel.Filtered />);
    const toggle = screen.getByRole('button', { name: 'Mostrar filtros (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filtros' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(screen.getByRole('form', { name: 'Filtros' }));
  });

  it('speaks Catalan', () => {
    narrow();
    render(<panel.Catalan />);
    expect(screen.getByRole('heading', { name: 'Filtres' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar els filtres' }));
    expect(screen.getByRole('button', { name: 'Amagar els filtres' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'En catálogo' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tots', 'Sí', 'No']);
  });
});

describe('ExcelButton', () => {
  /** Catches what would be saved: the file's name and contents. */
  function savedFiles() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const href = `blob:test/${blobs.size}`;
      blobs.set(href, blob as Blob);
      return href;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
    });
    return files;
  }

  it('downloads the same list with to_excel=true, shows its progress and saves it under the server’s name', async () => {
    const user = userEvent.setup();
    const files = savedFiles();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // The fixture's Excel, held after its last chunk until the test has seen the progress.
    mockServer.use(
      mockEndpoint(productos, async ({ query }) => {
        const answer = answerProductos(query) as Response;
        const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const { done, value } = await reader.read();
            if (done) {
              await finished;
              controller.close();
            } else controller.enqueue(value);
          },
        });
        return new Response(body, { headers: answer.headers });
      }),
    );
    render(<excel.Default />);
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    const progress = await screen.findByRole('group', { name: 'Descarga del archivo' });
    // Every product (estado 'todos'), in chunks: more than a kilobyte by the end.
    await waitFor(() => expect(within(progress).getByRole('status')).toHaveTextContent(/^\d+(,\d)? KB recibidos · 50 filas$/));
    expect(within(progress).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    finish();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe(datePrefixedName('Productos.xlsx'));
    // The body as the server streamed it, whole (the mock's stand-in of the file: the sheet's name, its header, then its rows).
    const lines = (await (files[0]?.blob as Blob).text()).split('\n');
    expect(lines.slice(0, 2)).toEqual(['Productos', PRODUCTOS_EXCEL_HEADER.join('\t')]);
    expect(lines).toHaveLength(2 + PRODUCTOS.length);
    expect(listRequests()).toEqual([{ estado_id: 'todos', order_by: 'nombre asc', page: '1', to_excel: 'true' }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Descarga del archivo' })).not.toBeInTheDocument());
    expect(reported).toEqual([]);
  });

  it('names the file after the day when the server gives no name', async () => {
    const user = userEvent.setup();
    const files = savedFiles();
    mockServer.use(mockEndpoint(productos, () => new Response('PK', { headers: { 'Content-Type': 'application/octet-stream' } })));
    render(<excel.Default />);
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual([datePrefixedName('Productos.xlsx')]));
  });

  it('cancels: nothing saved, nothing reported, the button ready again', async () => {
    const user = userEvent.setup();
    const files = savedFiles();
    renderStory(excel.Downloading);
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    const progress = await screen.findByRole('group', { name: 'Descarga del archivo' });
    await waitFor(() => expect(within(progress).getByRole('status')).toHaveTextContent('48 KB recibidos · 1234 filas'));
    await user.click(within(progress).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Descarga del archivo' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeEnabled();
    await delay(20);
    expect(files).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('reports a refused download to the shell’s modal', async () => {
    const user = userEvent.setup();
    const files = savedFiles();
    renderStory(excel.Failed);
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    expect(files).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Descargar Excel' })).toBeEnabled());
  });

  it('shows a proportional bar when the size is known, and speaks Catalan', () => {
    render(<excel.ProgressKnownSize />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    render(<excel.Catalan />);
    expect(screen.getByRole('button', { name: 'Descarregar Excel' })).toBeInTheDocument();
  });
});

describe('prefetchList', () => {
  it("asks for the page a list's URL shows under the key useListQuery reads: the screen mounted then asks nothing more", async () => {
    mockServer.use(productosHandler);
    const search = '?order_by=codigo+desc&page=2&tab=x';
    await prefetchList(productos, search);
    expect(listRequests()).toEqual([{ estado_id: 'activo', order_by: 'codigo desc', page: '2' }]);
    const { result } = renderHook(() => useListQuery(productos), {
      wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/productos${search}`]}>{children}</MemoryRouter>,
    });
    // In the first render already: the rows were in the cache.
    expect(result.current.firstLoad).toBe(false);
    expect(result.current.rows).toHaveLength(20);
    expect(listRequests()).toHaveLength(1);
  });
});

describe('prefetchList on a page the server drew (docs/decisions.md "The signed-in list page drawn by the server")', () => {
  /** The drawn table's body, with the answer the page's script asked for (as the shell's first-screen script leaves it). */
  function drawn(url: string, answer: unknown) {
    document.body.innerHTML = `<div id="first-screen"><table><tbody data-first-rows="${url}"></tbody></table></div>`;
    const body = document.querySelector('tbody') as HTMLElement & { firstRows?: unknown };
    body.firstRows = answer;
    onTestFinished(() => {
      document.body.innerHTML = '';
      queryClient.clear();
    });
  }
  const list = async (search: string) =>
    renderHook(() => useListQuery(productos), {
      wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/productos${search}`]}>{children}</MemoryRouter>,
    }).result;

  it('takes the page the page itself asked for, whatever the order of its query: nothing asked again', async () => {
    mockServer.use(productosHandler);
    const page = answerProductos({ order_by: 'codigo desc' }) as { data: unknown[] };
    drawn('/api/fixture/productos?page=1&order_by=codigo+desc&estado_id=activo', { status: 'Success', message: '', data: page });
    await prefetchList(productos, '?order_by=codigo+desc');
    const result = await list('?order_by=codigo+desc');
    expect(result.current.firstLoad).toBe(false);
    expect(result.current.rows).toEqual(page.data);
    expect(listRequests()).toEqual([]);
  });

  it.each([
    ['another page of the list', '/api/fixture/productos?page=2&order_by=codigo+desc&estado_id=activo', (page: object) => page],
    ['an answer that does not follow the contract', '/api/fixture/productos?page=1&order_by=codigo+desc&estado_id=activo', (page: object) => ({ ...page, total: 'many' })],
  ])('asks for it itself when the drawn one is %s', async (_, url, change) => {
    mockServer.use(productosHandler);
    drawn(url, { status: 'Success', message: '', data: change(answerProductos({ order_by: 'codigo desc' }) as object) });
    await prefetchList(productos, '?order_by=codigo+desc');
    expect(listRequests()).toEqual([{ estado_id: 'activo', order_by: 'codigo desc', page: '1' }]);
  });
});

describe('listPrefetch (an area route’s prefetch for a list screen)', () => {
  it('loads the kit and the endpoint lazily and asks for the page the URL shows once: the list then reads that answer', async () => {
    mockServer.use(productosHandler);
    const search = '?order_by=codigo+desc';
    await listPrefetch(async () => productos)({ params: {}, search });
    expect(listRequests()).toEqual([{ estado_id: 'activo', order_by: 'codigo desc', page: '1' }]);
    const { result } = renderHook(() => useListQuery(productos), {
      wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[`/productos${search}`]}>{children}</MemoryRouter>,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(listRequests()).toHaveLength(1);
  });

  it('leaves a failure to load the endpoint to the screen: nothing asked, nothing thrown', async () => {
    await expect(listPrefetch(() => Promise.reject(new Error('ChunkLoadError')))({ params: {}, search: '' })).resolves.toBeUndefined();
    expect(listRequests()).toEqual([]);
  });
});
