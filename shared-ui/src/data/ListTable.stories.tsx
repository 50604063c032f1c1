import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@chakra-ui/react';
import { toDisplayDate } from '@dapcon/contract/core';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { atRoute, withMockApi, type ApiStoryParameters } from '../storybook/mockApi';
import type { DataTableColumn } from './DataTable';
import { ExcelButton } from './ExcelButton';
import { FilterPanel, type FilterField } from './FilterPanel';
import { ListLayout } from './ListLayout';
import { ListTable } from './ListTable';
import { useListQuery, useLocalListQuery } from './useListQuery';
import { ESTADOS_PRODUCTO, PRODUCTOS_EXCEL_NAME, PRODUCTOS_SORTABLE, productos, productosHandler, type ProductoListItem } from './testing/fixture-list';

const columns: DataTableColumn<ProductoListItem>[] = [
  { key: 'codigo', header: 'Código', width: '8rem' },
  { key: 'nombre', header: 'Nombre' },
  { key: 'fecha_alta', header: 'Fecha de alta', render: (r) => toDisplayDate(r.fecha_alta) },
  { key: 'unidad', header: 'Unidad' },
  { key: 'acciones', header: '', align: 'end', render: () => <Button size="xs" variant="outline">Ver más</Button> },
];

const fields: FilterField<'filter_name' | 'filter_codigo' | 'estado_id' | 'en_catalogo'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_codigo', label: 'Código' },
  { kind: 'select', name: 'estado_id', label: 'Estado', anyLabel: false, options: ESTADOS_PRODUCTO.map((e) => ({ value: e, label: e })) },
  { kind: 'yesno', name: 'en_catalogo', label: 'En catálogo' },
];

/** A list as an area writes one with the kit: the kit's fixture list of products (testing/fixture-list.ts) over the mock API. */
function ProductList() {
  const list = useListQuery(productos);
  return (
    <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
      <Stack gap="4">
        <ExcelButton endpoint={productos} query={list.query} fallbackName={PRODUCTOS_EXCEL_NAME} />
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.id}
          sortable={PRODUCTOS_SORTABLE}
          rowProps={(r) => (r.familia ? { color: 'fg.subtle', bg: 'bg.muted' } : {})}
          aria-label="Productos"
        />
      </Stack>
    </ListLayout>
  );
}

const pickerFields: FilterField<'filter_name' | 'filter_codigo' | 'estado_id'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_codigo', label: 'Código' },
  { kind: 'select', name: 'estado_id', label: 'Estado', anyLabel: false, options: ESTADOS_PRODUCTO.map((e) => ({ value: e, label: e })) },
];

/**
 * A list inside a modal, as the 'Buscador de Organizaciones' writes one: the same kit, its state in
 * React (`useLocalListQuery`), the filters in a row (`layout="inline"`); the URL under it never moves.
 */
function LocalProductList() {
  const list = useLocalListQuery(productos);
  return (
    <Stack gap="4" maxW="4xl">
      <FilterPanel list={list} fields={pickerFields} layout="inline" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.id} sortable={PRODUCTOS_SORTABLE} aria-label="Productos" />
    </Stack>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/List kit',
  component: ProductList,
  loaders: [withMockApi],
  decorators: [atRoute],
  // The fixture's answer, which the mock API's defaults lack; a story's own `api` replaces it.
  parameters: {
    route: '/productos',
    api: [productosHandler] satisfies ApiStoryParameters['api'],
    ...componentDocs({
      use: "A paged list of a screen, written with the list kit: `useListQuery(endpoint)` keeps its page, sort and filters in the URL and pages on the server; `ListTable` shows its rows and pagination, `FilterPanel` its filters, `ExcelButton` the same rows as a file, `ListLayout` puts them together. In a modal, `useLocalListQuery` keeps the state in React instead. The stories show a fixture list of products.",
      do: [
        "Take the sortable fields from the contract's allow-list (`sortable`): a column sorts only when the API may sort by it.",
        'Give the table a name (`aria-label`) and every action column a text naming its row.',
        'Keep the list in the URL (`useListQuery`) on a screen: a link, the back button and a reload open it as it was.',
      ],
      dont: [
        'Fetch a list by hand on a screen: the kit pages, sorts, filters and downloads the same way everywhere.',
        "Show a list's failure in the table only: the shell's modal shows the error, the table says 'No se pudo cargar la info'.",
      ],
      accessibility: [
        "The table's (a caption, `aria-sort`, `aria-busy` and a status while loading) and the pagination's (a `nav` named 'Paginación', the current page `aria-current`).",
        "While a new sort or page loads, the previous rows stay, dimmed under a status ('Cargando…'), until the next ones come.",
      ],
      states: {
        empty: 'Empty',
        loading: 'Loading',
        error: 'Failed',
        disabled: { none: 'a list is read, not used; its buttons are its owner\'s.' },
        longText: { none: "its cells are the owner's; DataTable's LongText shows how they wrap." },
      },
      texts: ['table', 'pagination'],
    }),
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the active products, by name: sort, page, filter and download. */
export const FirstPage: Story = {};

/** A link with filters, a sort and a page: the list opens as it was. */
export const Filtered: Story = {
  parameters: { route: '/productos?filter_name=de&estado_id=todos&order_by=codigo+desc&page=2' } satisfies ApiStoryParameters,
};

/** Before the first answer: skeleton rows. */
export const Loading: Story = {
  parameters: {
    api: [
      mockEndpoint(productos, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** Nothing matches: 'No es van trobar resultats'. */
export const Empty: Story = {
  parameters: { api: [mockEndpoint(productos, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] } satisfies ApiStoryParameters,
};

/** The list cannot be read: the shell's modal shows the error (not here); the table says so. */
export const Failed: Story = {
  parameters: {
    api: [
      mockEndpoint(productos, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** The kit's own texts in Catalan. */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/**
 * The list's state in React instead of the URL (a list inside a modal): filter, sort and page; the
 * URL shown under it stays as it was, with its own parameters.
 */
export const LocalState: Story = {
  render: () => <LocalProductList />,
  parameters: { route: '/pagos?tab=cuotas' } satisfies ApiStoryParameters,
};
