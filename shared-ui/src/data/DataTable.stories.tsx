import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@chakra-ui/react';
import { fn } from 'storybook/test';
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
