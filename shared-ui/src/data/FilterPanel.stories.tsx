import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { atRoute, type ApiStoryParameters } from '../storybook/mockApi';
import { FilterPanel, type FilterField } from './FilterPanel';
import { useListParams } from './useListParams';
import { useListState } from './useListState';
import { ProductosQuery } from './testing/fixture-list';

const fields: FilterField<'filter_name' | 'filter_codigo' | 'estado_id' | 'en_catalogo' | 'categoria' | 'familia'>[] = [
  { kind: 'text', name: 'filter_name', label: 'Nombre' },
  { kind: 'text', name: 'filter_codigo', label: 'Código' },
  {
    kind: 'select',
    name: 'estado_id',
    label: 'Estado',
    anyLabel: false,
    options: [
      { value: 'activo', label: 'Activo' },
      { value: 'retirado', label: 'Retirado' },
      { value: 'todos', label: 'Todos' },
    ],
  },
  { kind: 'yesno', name: 'en_catalogo', label: 'En catálogo' },
  {
    kind: 'select',
    name: 'categoria',
    label: 'Categoría',
    options: [
      { value: 'estructura', label: 'Estructura' },
      { value: 'cerramiento', label: 'Cerramiento' },
      { value: 'acabado', label: 'Acabado' },
    ],
  },
  { kind: 'select', name: 'familia', label: 'Familia', options: [{ value: 'fam_prefabricados', label: 'Prefabricados de hormigón' }] },
];

/** The panel over the list kit's fixture query (testing/fixture-list.ts), writing the URL shown under it. */
function Panel() {
  const list = useListParams(ProductosQuery);
  return <FilterPanel list={list} fields={fields} />;
}

/** The panel in a row, its state in React (a list inside a modal): the query it would send is shown; the URL never moves. */
function InlinePanel() {
  const list = useListState(ProductosQuery);
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
  tags: ['autodocs'],
  title: 'Data/FilterPanel',
  component: Panel,
  decorators: [atRoute],
  parameters: {
    route: '/productos',
    layout: 'padded',
    ...componentDocs({
      use: "The filters of a list: its fields (text, a choice, yes/no, a date), 'Filtrar' (applies them: the URL, then the request, from page 1) and 'Limpiar' (back to the defaults). A column beside the table on wide screens, folded behind 'Mostrar filtros' on narrow ones; `layout=\"inline\"` puts them in a row above a table in a modal.",
      do: [
        "Give it the list's state (`useListQuery`, `useLocalListQuery`): a link with filters opens the list as it was.",
        "Offer the filters the API takes (the contract's query), with the reference data's options.",
        "Use `anyLabel: false` for a filter that always has a value (a status whose default is 'Activo').",
      ],
      dont: [
        'Filter as one types: what is typed applies on \'Filtrar\' or Enter.',
        'Put filters the list cannot send: the URL would say what the list does not do.',
      ],
      accessibility: [
        "A `<section>` named by its heading ('Filtros', read by screen readers only inline) holding a `<form>` of the same name: Enter in a field applies it.",
        "Every field is named by its label; 'Mostrar filtros' is a button with `aria-expanded` and `aria-controls`, and says how many filters are on ('Mostrar filtros (2)').",
      ],
      states: {
        empty: 'Empty',
        loading: { none: 'its options come from the owner; the list shows its own loading.' },
        error: { none: "a filter is never refused: what it finds, or not, is the list's to show." },
        disabled: { none: 'a list can always be filtered.' },
        longText: 'LongText',
      },
      texts: ['filters'],
      textsNote: "Its own texts, unless the owner gives `title` or a field's `anyLabel`; the fields' labels are the owner's.",
    }),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter yet: the status shows its default, Activo. 'Filtrar' writes what is typed to the URL. */
export const Empty: Story = {};

/** Opened from a link with filters: the fields show them. */
export const Filtered: Story = {
  parameters: { route: '/productos?filter_name=cer%C3%A1mica&estado_id=todos&en_catalogo=true&page=3' } satisfies ApiStoryParameters,
};

/** The panel's own texts in Catalan (its fields' labels are the area's). */
export const Catalan: Story = { decorators: [inLanguage('ca')] };

/** `layout="inline"`: the fields side by side above a table, for a modal; never folded. */
export const Inline: Story = { render: () => <InlinePanel /> };

/** A field label of some 120 characters wraps over the column's width. */
export const LongText: Story = { render: () => <LongPanel /> };

/** The panel with a long label, over the same fixture query. */
function LongPanel() {
  const list = useListParams(ProductosQuery);
  return <FilterPanel list={list} fields={[{ kind: 'text', name: 'filter_name', label: LONG_LABEL }, ...fields.slice(1, 3)]} />;
}
