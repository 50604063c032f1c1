import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { EmpresasQuery } from '@dapcon/contract/empresas';
import { inLanguage } from '../storybook/inLanguage';
import { atRoute, type ApiStoryParameters } from '../storybook/mockApi';
import { FilterPanel, type FilterField } from './FilterPanel';
import { useListParams } from './useListParams';
import { useListState } from './useListState';

const fields: FilterField<'filter_name' | 'filter_cif' | 'estado_id' | 'integracion_api' | 'estado_pago' | 'org_convenio'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_cif', label: 'CIF' },
  {
    kind: 'select',
    name: 'estado_id',
    label: 'Estado',
    anyLabel: false,
    options: [
      { value: 'alta', label: 'Alta' },
      { value: 'baja', label: 'Baja' },
      { value: 'todos', label: 'Todos' },
    ],
  },
  { kind: 'yesno', name: 'integracion_api', label: 'Integración API' },
  {
    kind: 'select',
    name: 'estado_pago',
    label: 'Cuotas',
    options: [
      { value: 'pagado', label: 'Pagadas' },
      { value: 'pendiente', label: 'Pendientes' },
    ],
  },
  { kind: 'select', name: 'org_convenio', label: 'Convenio', options: [{ value: 'conv_andece', label: 'ANDECE – Prefabricados de hormigón' }] },
];

/** The panel over the company list's query, writing the URL shown under it. */
function Panel() {
  const list = useListParams(EmpresasQuery);
  return <FilterPanel list={list} fields={fields} />;
}

/** The panel in a row, its state in React (a list inside a modal): the query it would send is shown; the URL never moves. */
function InlinePanel() {
  const list = useListState(EmpresasQuery);
  return (
    <Stack gap="4">
      <FilterPanel list={list} fields={fields.slice(0, 3)} layout="inline" />
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" data-testid="list-query">
        Query: {JSON.stringify(list.query)}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Data/FilterPanel',
  component: Panel,
  decorators: [atRoute],
  parameters: { route: '/empresas', layout: 'padded' },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet: the status shows its default, Alta. 'Filtrar' writes what is typed to the URL. */
export const Empty: Story = {};

/** Opened from a link with filters: the fields show them. */
export const Filtered: Story = {
  parameters: { route: '/empresas?filter_name=cer%C3%A0miques&estado_id=todos&integracion_api=true&page=3' } satisfies ApiStoryParameters,
};

/** The panel's own texts in Catalan (its fields' labels are the area's). */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/** `layout="inline"`: the fields side by side above a table, for a modal; never folded. */
export const Inline: Story = { render: () => <InlinePanel /> };
