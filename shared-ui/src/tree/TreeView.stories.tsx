import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
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
