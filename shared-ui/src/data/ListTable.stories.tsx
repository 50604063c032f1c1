import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@chakra-ui/react';
import { toDisplayDate } from '@dapcon/contract/core';
import { EMPRESAS_EXCEL_NAME, EMPRESAS_SORTABLE, ESTADOS_ALTA, organizaciones, type EmpresaListItem } from '@dapcon/contract/empresas';
import { delay, mockEndpoint, mockError } from '@dapcon/mocks';
import { inLanguage } from '../storybook/inLanguage';
import { atRoute, withMockApi, type ApiStoryParameters } from '../storybook/mockApi';
import type { DataTableColumn } from './DataTable';
import { ExcelButton } from './ExcelButton';
import { FilterPanel, type FilterField } from './FilterPanel';
import { ListLayout } from './ListLayout';
import { ListTable } from './ListTable';
import { useListQuery, useLocalListQuery } from './useListQuery';

const columns: DataTableColumn<EmpresaListItem>[] = [
  { key: 'org_cif', header: 'CIF', width: '8rem' },
  { key: 'org_nombre', header: 'Nombre' },
  { key: 'fecha_creacion', header: 'Fecha de creación', render: (r) => toDisplayDate(r.fecha_creacion) },
  { key: 'org_telefono', header: 'Teléfono' },
  { key: 'acciones', header: '', align: 'end', render: () => <Button size="xs" variant="outline">Ver más</Button> },
];

const fields: FilterField<'filter_name' | 'filter_cif' | 'estado_id' | 'integracion_api'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_cif', label: 'CIF' },
  { kind: 'select', name: 'estado_id', label: 'Estado', anyLabel: false, options: ESTADOS_ALTA.map((e) => ({ value: e, label: e })) },
  { kind: 'yesno', name: 'integracion_api', label: 'Integración API' },
];

/** A list as an area writes one with the kit: the company list over the mock API. */
function CompanyList() {
  const list = useListQuery(organizaciones);
  return (
    <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
      <Stack gap="4">
        <ExcelButton endpoint={organizaciones} query={list.query} fallbackName={EMPRESAS_EXCEL_NAME} />
        <ListTable
          list={list}
          columns={columns}
          rowKey={(r) => r.org_id}
          sortable={EMPRESAS_SORTABLE}
          rowProps={(r) => (r.org_convenio ? { color: 'fg.subtle', bg: 'bg.muted' } : {})}
          aria-label="Empresas"
        />
      </Stack>
    </ListLayout>
  );
}

const pickerFields: FilterField<'filter_name' | 'filter_cif' | 'estado_id'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_cif', label: 'CIF' },
  { kind: 'select', name: 'estado_id', label: 'Estado', anyLabel: false, options: ESTADOS_ALTA.map((e) => ({ value: e, label: e })) },
];

/**
 * A list inside a modal, as the 'Buscador de Organizaciones' writes one: the same kit, its state in
 * React (`useLocalListQuery`), the filters in a row (`layout="inline"`); the URL under it never moves.
 */
function LocalCompanyList() {
  const list = useLocalListQuery(organizaciones);
  return (
    <Stack gap="4" maxW="4xl">
      <FilterPanel list={list} fields={pickerFields} layout="inline" />
      <ListTable list={list} columns={columns} rowKey={(r) => r.org_id} sortable={EMPRESAS_SORTABLE} aria-label="Empresas" />
    </Stack>
  );
}

const meta = {
  title: 'Data/List kit',
  component: CompanyList,
  loaders: [withMockApi],
  decorators: [atRoute],
  parameters: { route: '/empresas' } satisfies ApiStoryParameters,
} satisfies Meta<typeof CompanyList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the companies still registered, by name: sort, page, filter and download. */
export const FirstPage: Story = {};

/** A link with filters, a sort and a page: the list opens as it was. */
export const Filtered: Story = {
  parameters: { route: '/empresas?filter_name=de&estado_id=todos&order_by=org_cif+desc&page=2' } satisfies ApiStoryParameters,
};

/** Before the first answer: skeleton rows. */
export const Loading: Story = {
  parameters: {
    api: [
      mockEndpoint(organizaciones, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    ],
  } satisfies ApiStoryParameters,
};

/** Nothing matches: 'No es van trobar resultats'. */
export const Empty: Story = {
  parameters: { api: [mockEndpoint(organizaciones, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }))] } satisfies ApiStoryParameters,
};

/** The list cannot be read: the shell's modal shows the error (not here); the table says so. */
export const Failed: Story = {
  parameters: {
    api: [
      mockEndpoint(organizaciones, () => {
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
  render: () => <LocalCompanyList />,
  parameters: { route: '/pagos?tab=cuotas' } satisfies ApiStoryParameters,
};
