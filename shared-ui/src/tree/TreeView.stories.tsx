import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { componentDocs } from '../storybook/componentDocs';
import { inLanguage } from '../storybook/inLanguage';
import { LONG_LABEL } from '../storybook/longText';
import { TreeView, type TreeNodeData } from './TreeView';

/** The fee types of /tarifas (parameter folder `tipos_tarifa`). */
const tiposTarifa: TreeNodeData[] = [
  { id: 'cuota_anual', name: 'Cuota anual' },
  { id: 'dapcon', name: 'DAPcon' },
  { id: 'dapcon_renovacion', name: 'Renovación DAPcon' },
  { id: 'sup_dapcon_idioma', name: 'Suplemento por idioma de la DAPcon' },
];

/** A piece of the parameter tree: folders admit children. */
const parametros: TreeNodeData[] = [
  {
    id: 'tipo_empresa',
    name: 'Tipo de empresa',
    children: [
      { id: 'empresa', name: 'Empresa' },
      { id: 'asociacion', name: 'Asociación' },
    ],
  },
  {
    id: 'tamanio_empresa',
    name: 'Tamaño de empresa',
    children: [
      { id: 'ge_250', name: 'Más de 250 trabajadores' },
      { id: 'emp_50_250', name: 'De 50 a 250 trabajadores' },
      { id: 'pme_50', name: 'Menos de 50 trabajadores' },
    ],
  },
  { id: 'tipos_tarifa', name: 'Tipos de tarifa', children: [] },
];

const editIcon = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </svg>
);
const addIcon = (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

/** Holds the selection, as a screen does. */
function Selectable(props: Omit<React.ComponentProps<typeof TreeView<TreeNodeData>>, 'selectedId'> & { initial?: string | null }) {
  const { initial = null, onSelect, ...rest } = props;
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <Box maxW="sm">
      <TreeView
        {...rest}
        selectedId={selected}
        onSelect={(node) => {
          setSelected(node.id);
          onSelect?.(node);
        }}
      />
    </Box>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/TreeView',
  component: Selectable,
  args: { label: 'Tipos de tarifa', data: tiposTarifa, emptyText: 'No hay resultados para mostrar', onSelect: fn(), onToggle: fn() },
  parameters: componentDocs({
    use: 'A tree of nodes to pick one from (the fee types of /tarifas, the parameter tree): folders open and close, a node is selected, a row may carry actions (edit, create a child). Virtualised (react-arborist): long trees stay fast.',
    do: [
      'Name it (`label`) after what it holds.',
      "Load a folder's children when it first opens (`onToggle`) for large trees.",
      "Give each action a verb (`label`): the button is named 'Editar: Cuota anual'.",
    ],
    dont: [
      'Use it for a flat list: a list or a table reads better.',
      'Put more than two or three actions on a row.',
    ],
    accessibility: [
      'A `tree` of `treeitem`s with `aria-level`, `aria-expanded` and `aria-selected`; one Tab stop.',
      'Arrows move (Right opens a folder, Left closes it or goes up), Home and End jump, Space or Enter select.',
      "The rows' action buttons are named with their node ('Crear hijo: Tipo de empresa'); they are for the pointer (out of the tab order), so each action must also be reachable from the selected node's page.",
      "An empty tree is a group named like the tree, holding the empty text.",
    ],
    states: {
      empty: 'Empty',
      loading: { none: "the owner loads children on `onToggle`; the tree shows what it has." },
      error: { none: "the owner shows a failure to read the nodes (the shell's modal)." },
      disabled: { none: 'a tree is always browsable; its actions are its owner\'s.' },
      longText: 'LongText',
    },
    texts: [],
    textsNote: "None of its own: the name, the nodes, the actions and the empty text are the owner's.",
  }),
} satisfies Meta<typeof Selectable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fee types of /tarifas, the annual fee selected. */
export const FeeTypes: Story = { args: { initial: 'cuota_anual' } };

/** The parameter tree: folders, opened at first, with 'Editar' on every node and 'Crear hijo' on folders. */
export const WithActions: Story = {
  args: {
    label: 'Parámetros',
    data: parametros,
    openByDefault: true,
    actions: [
      { label: 'Editar', icon: editIcon, onAction: fn() },
      { label: 'Crear hijo', icon: addIcon, onAction: fn(), visible: (node) => node.children !== undefined && node.children !== null },
    ],
  },
};

/** Folders closed: they open with a click on the chevron or the Right arrow key. */
export const Collapsed: Story = { args: { label: 'Parámetros', data: parametros } };

/** Nothing to show (spec part 2 §2.24: 'No hay resultados para mostrar'). */
export const Empty: Story = { args: { data: [] } };

/** A node named with some 120 characters ends in an ellipsis; its whole name is its tooltip. */
export const LongText: Story = { args: { data: [{ id: 'larga', name: LONG_LABEL }, ...tiposTarifa], initial: 'larga' } };

/** Catalan: the owner's texts in Catalan (the tree has none of its own). */
export const Catalan: Story = {
  args: {
    label: 'Tipus de tarifa',
    data: [
      { id: 'cuota_anual', name: 'Quota anual' },
      { id: 'dapcon', name: 'DAPcon' },
      { id: 'dapcon_renovacion', name: 'Renovació DAPcon' },
    ],
    emptyText: 'No hi ha resultats per mostrar',
    initial: 'cuota_anual',
  },
  decorators: [inLanguage('ca')],
};
