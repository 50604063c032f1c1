import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PortalProvider } from '../theme';
import { TreeView, type TreeNodeData } from './TreeView';
import * as stories from './TreeView.stories';

const { FeeTypes, WithActions, Collapsed, Empty } = composeStories(stories);

const items = () => screen.getAllByRole('treeitem');
const item = (name: string) => items().find((row) => row.textContent?.includes(name)) ?? null;

describe('TreeView', () => {
  it('is a named tree of items with their level, the selected one marked', () => {
    render(<FeeTypes />);
    const tree = screen.getByRole('tree', { name: 'Tipos de tarifa' });
    expect(within(tree).getAllByRole('treeitem').map((row) => row.textContent)).toEqual([
      'Cuota anual',
      'DAPcon',
      'Renovación DAPcon',
      'Suplemento por idioma de la DAPcon',
    ]);
    expect(item('Cuota anual')).toHaveAttribute('aria-selected', 'true');
    expect(item('DAPcon')).toHaveAttribute('aria-selected', 'false');
    expect(item('DAPcon')).toHaveAttribute('aria-level', '1');
  });

  it('selects a node on click and tells the screen', () => {
    const onSelect = fn();
    render(<FeeTypes onSelect={onSelect} />);
    fireEvent.click(item('Renovación DAPcon') as HTMLElement);
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'dapcon_renovacion' }));
    expect(item('Renovación DAPcon')).toHaveAttribute('aria-selected', 'true');
    expect(item('Cuota anual')).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrow keys and selects with Enter or Space', () => {
    const onSelect = fn();
    render(<FeeTypes onSelect={onSelect} />);
    const tree = screen.getByRole('tree');
    fireEvent.focus(tree);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'Enter' });
    const chosen = onSelect.mock.lastCall?.[0] as TreeNodeData;
    expect(chosen.id).not.toBe('cuota_anual');
    fireEvent.keyDown(tree, { key: 'End' });
    fireEvent.keyDown(tree, { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'sup_dapcon_idioma' }));
    expect(item('Suplemento por idioma de la DAPcon')).toHaveAttribute('aria-selected', 'true');
  });

  it('expands and collapses folders (click on the chevron, Right and Left keys), saying so', () => {
    const onToggle = fn();
    render(<Collapsed onToggle={onToggle} />);
    expect(items().map((row) => row.textContent)).toEqual(['Tipo de empresa', 'Tamaño de empresa', 'Tipos de tarifa']);
    expect(item('Tipo de empresa')).toHaveAttribute('aria-expanded', 'false');
    const chevron = (item('Tamaño de empresa') as HTMLElement).querySelector('span[aria-hidden=true]') as HTMLElement;
    fireEvent.click(chevron);
    expect(item('Menos de 50 trabajadores')).toHaveAttribute('aria-level', '2');
    expect(item('Tamaño de empresa')).toHaveAttribute('aria-expanded', 'true');
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'tamanio_empresa' }), true);
    fireEvent.click(chevron);
    expect(item('Menos de 50 trabajadores')).toBeNull();
    expect(onToggle).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'tamanio_empresa' }), false);

    const tree = screen.getByRole('tree');
    fireEvent.focus(tree);
    fireEvent.keyDown(tree, { key: 'Home' });
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(item('Asociación')).not.toBeNull();
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(item('Asociación')).toBeNull();
  });

  it('offers the row actions, named with their node, only where they apply, without selecting the row', () => {
    const onEdit = fn();
    const onCreate = fn();
    const onSelect = fn();
    render(
      <WithActions
        onSelect={onSelect}
        actions={[
          { label: 'Editar', icon: 'E', onAction: onEdit },
          { label: 'Crear hijo', icon: '+', onAction: onCreate, visible: (node) => Array.isArray(node.children) },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Editar: Asociación' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'asociacion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear hijo: Tipos de tarifa' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ id: 'tipos_tarifa' }));
    expect(screen.queryByRole('button', { name: 'Crear hijo: Asociación' })).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says so when there is nothing', () => {
    render(<Empty />);
    expect(screen.getByRole('group', { name: 'Tipos de tarifa' })).toHaveTextContent('No hay resultados para mostrar');
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('treeitem')).toEqual([]);
  });

  it('follows a selection the screen changes', () => {
    const data = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    const { rerender } = render(<TreeView label="T" data={data} selectedId="a" emptyText="-" />, { wrapper: PortalProvider });
    expect(item('A')).toHaveAttribute('aria-selected', 'true');
    rerender(<TreeView label="T" data={data} selectedId="b" emptyText="-" />);
    expect(item('B')).toHaveAttribute('aria-selected', 'true');
    expect(item('A')).toHaveAttribute('aria-selected', 'false');
  });

  it('opens the way to a selected node that arrives after it was selected (a level read once a child is created in it)', async () => {
    const carpeta = (children: TreeNodeData[]) => [{ id: 'p', name: 'Prefabricados', children }, { id: 'q', name: 'Otros' }];
    const { rerender } = render(<TreeView label="T" data={carpeta([])} selectedId="nuevo" emptyText="-" />, { wrapper: PortalProvider });
    expect(item('Prefabricados')).toHaveAttribute('aria-expanded', 'false');
    rerender(<TreeView label="T" data={carpeta([{ id: 'viejo', name: 'Bloques' }, { id: 'nuevo', name: 'Paneles' }])} selectedId="nuevo" emptyText="-" />);
    await waitFor(() => expect(item('Paneles')).toHaveAttribute('aria-selected', 'true'));
    expect(item('Prefabricados')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Bloques')).toHaveAttribute('aria-selected', 'false');
  });
});
