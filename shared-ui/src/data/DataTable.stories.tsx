import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_EMAIL, LONG_NAME } from '../storybook/longText';
import { DataTable, parseSort, type DataTableColumn, type DataTableProps } from './DataTable';

interface Organizacion {
  org_id: number;
  org_cif: string;
  nombre: string;
  fecha_creacion: string;
  org_telefono: string;
  integracion_api: boolean;
  org_convenio: string | null;
}

const organizaciones: Organizacion[] = [
  { org_id: 1, org_cif: 'B12345678', nombre: 'Áridos del Vallès SL', fecha_creacion: '2021-03-14', org_telefono: '934 555 210', integracion_api: true, org_convenio: null },
  { org_id: 2, org_cif: 'A08765432', nombre: 'Cerámicas Mediterráneas SA', fecha_creacion: '2020-11-02', org_telefono: '964 200 118', integracion_api: false, org_convenio: 'Gremi' },
  { org_id: 3, org_cif: 'B65432109', nombre: 'Fustes Sostenibles SCCL', fecha_creacion: '2022-06-21', org_telefono: '972 310 045', integracion_api: false, org_convenio: null },
  { org_id: 4, org_cif: 'B43210987', nombre: 'Morteros Ibéricos SL', fecha_creacion: '2019-01-30', org_telefono: '915 118 900', integracion_api: true, org_convenio: null },
];

const columns: DataTableColumn<Organizacion>[] = [
  { key: 'org_cif', header: 'CIF', sortable: true, width: '120px' },
  { key: 'nombre', header: 'Nombre', sortable: true },
  { key: 'fecha_creacion', header: 'Fecha de creación', sortable: true, render: (r) => r.fecha_creacion.split('-').reverse().join('/') },
  { key: 'org_telefono', header: 'Teléfono' },
  { key: 'integracion_api', header: 'Integración API', render: (r) => (r.integracion_api ? <Badge colorPalette="brand">Si</Badge> : 'No') },
  { key: 'acciones', header: '', align: 'end', render: () => <Button size="xs" variant="outline">Ver más</Button> },
];

const meta = {
  tags: ['autodocs'],
  title: 'Data/DataTable',
  component: DataTable<Organizacion>,
  args: {
    columns,
    rows: organizaciones,
    rowKey: (r: Organizacion) => r.org_id,
    onSortChange: fn(),
    'aria-label': 'Empresas',
  },
  parameters: componentDocs({
    use: 'The rows of a list: sortable headers, an empty text, and a loading state (skeleton rows before the first rows, the rows dimmed under a spinner while others load). A screen\'s paged list uses `ListTable` (the list kit), which wires it to the URL and the API.',
    do: [
      'Name it (`aria-label`): screen readers announce the name on entering the table and list tables by it.',
      "Make a column sortable only when the API may sort by it (the contract's allow-list; `ListTable` does it for you).",
      "Say what an empty list means in `emptyText` when the default ('No es van trobar resultats') is not enough.",
      'Grey rows out with `rowProps` for rows that are there but set apart (an agreement, a company de baja).',
    ],
    dont: [
      'Sort or page the rows in the browser when the list is paged on the server.',
      'Put a whole form in a cell: a row leads to its record.',
      'Leave an action column without a text that names its row for a screen reader ("Ver más" of which company).',
    ],
    accessibility: [
      'A real `<table>` with a visually hidden `<caption>` (its name) and column headers.',
      'Sortable headers are buttons; the header carries `aria-sort` (ascending, descending, none).',
      'While loading, the table is `aria-busy` and a `role="status"` says \'Cargando…\'; skeleton rows are hidden from assistive technology.',
    ],
    states: {
      empty: 'Empty',
      loading: 'Loading',
      error: { none: "the owner says so in `emptyText` ('No se pudo cargar la info': the list kit's Failed story)." },
      disabled: { none: 'a table is read, not used; its buttons are its owner\'s.' },
      longText: 'LongText',
    },
    texts: ['table.empty', 'table.loading'],
    textsNote: "Its own texts, unless the owner gives `emptyText` or `loadingLabel`; the headers and cells are the owner's.",
  }),
} satisfies Meta<DataTableProps<Organizacion>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsorted: Story = {};

export const SortedAsc: Story = {
  args: { sort: 'nombre asc', rows: [...organizaciones].sort((a, b) => a.nombre.localeCompare(b.nombre)) },
};

export const SortedDesc: Story = {
  args: { sort: 'nombre desc', rows: [...organizaciones].sort((a, b) => b.nombre.localeCompare(a.nombre)) },
};

export const Empty: Story = { args: { rows: [] } };

export const Loading: Story = { args: { loading: true } };

export const LoadingFirstPage: Story = { args: { loading: true, rows: [] } };

export const GreyedRows: Story = {
  name: 'Rows with an agreement greyed',
  args: { rowProps: (r: Organizacion) => (r.org_convenio ? { color: 'fg.subtle', bg: 'bg.muted' } : {}) },
};

function SortingTable(args: DataTableProps<Organizacion>) {
  const [sort, setSort] = useState<string>(args.sort ?? '');
  const rows = useMemo(() => {
    const s = parseSort(sort);
    if (!s) return args.rows;
    const key = s.field as keyof Organizacion;
    const sorted = [...args.rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    return s.direction === 'desc' ? sorted.reverse() : sorted;
  }, [sort, args.rows]);
  return (
    <DataTable
      {...args}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
    />
  );
}

/** Sorting handled by the story's own state, as a screen would. */
export const Interactive: Story = { render: (args) => <SortingTable {...args} /> };

/** A long company name wraps in its cell; a long e-mail, one unbroken word, breaks anywhere rather than widening the table. */
export const LongText: Story = {
  args: {
    rows: [{ ...organizaciones[0]!, nombre: LONG_NAME, org_telefono: LONG_EMAIL }],
    columns: [...columns.slice(0, 3), { key: 'org_telefono', header: 'Correo electrónico', render: (r) => <span style={{ wordBreak: 'break-all' }}>{r.org_telefono}</span> }],
  },
};

/** Catalan: the headers are the owner's (here in Catalan), the empty text the design system's ('No es van trobar resultats'). */
export const Catalan: Story = {
  decorators: [inLanguage('ca')],
  args: {
    'aria-label': 'Empreses',
    rows: [],
    columns: [
      { key: 'org_cif', header: 'CIF', sortable: true, width: '120px' },
      { key: 'nombre', header: 'Nom', sortable: true },
      { key: 'fecha_creacion', header: 'Data de creació', sortable: true },
      { key: 'org_telefono', header: 'Telèfon' },
    ],
  },
};
