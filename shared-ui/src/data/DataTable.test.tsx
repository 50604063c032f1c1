import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
// Storybook's spies, so that stories' arg types (which use them) accept them.
import { fn } from 'storybook/test';
import { PortalProvider } from '../theme';
import { DataTable, nextSort, parseSort, type DataTableColumn } from './DataTable';
import * as stories from './DataTable.stories';

const { SortedAsc, SortedDesc, Empty, Loading, LoadingFirstPage, Interactive } = composeStories(stories);

interface Person {
  id: number;
  nombre: string;
  nif: string;
}
const people: Person[] = [
  { id: 1, nombre: 'Berta', nif: '11111111H' },
  { id: 2, nombre: 'Aleix', nif: '22222222J' },
];
const columns: DataTableColumn<Person>[] = [
  { key: 'nombre', header: 'Nombre', sortable: true },
  { key: 'nif', header: 'NIF', sortable: true },
  { key: 'acciones', header: 'Acciones', render: (p) => <button type="button">Ver {p.nombre}</button> },
];

function Harness({ onSortChange }: { onSortChange: (s: string) => void }) {
  const [sort, setSort] = useState<string>('');
  return (
    <DataTable
      columns={columns}
      rows={people}
      rowKey={(p) => p.id}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
    />
  );
}

describe('DataTable caption', () => {
  it('is named by a caption (hidden, first in the table) that screen readers announce', () => {
    render(
      <PortalProvider>
        <DataTable columns={columns} rows={people} rowKey={(p) => p.id} aria-label="Consultores" />
      </PortalProvider>,
    );
    const table = screen.getByRole('table', { name: 'Consultores' });
    expect(table.firstElementChild?.tagName).toBe('CAPTION');
    expect(table.firstElementChild).toHaveTextContent('Consultores');
    expect(table).not.toHaveAttribute('aria-label');
  });
});

describe('sort helpers', () => {
  it('parses and toggles sort strings', () => {
    expect(parseSort('nombre asc')).toEqual({ field: 'nombre', direction: 'asc' });
    expect(parseSort('nombre DESC')).toEqual({ field: 'nombre', direction: 'desc' });
    expect(parseSort('')).toBeNull();
    expect(parseSort('nombre')).toBeNull();
    expect(nextSort(undefined, 'nombre')).toBe('nombre asc');
    expect(nextSort('nombre asc', 'nombre')).toBe('nombre desc');
    expect(nextSort('nombre desc', 'nombre')).toBe('nombre asc');
    expect(nextSort('nombre desc', 'nif')).toBe('nif asc');
  });
});

describe('DataTable', () => {
  it("toggles sorting: 'nombre asc' then 'nombre desc', another field starts asc", () => {
    const onSortChange = fn();
    render(<Harness onSortChange={onSortChange} />, { wrapper: PortalProvider });
    const header = () => screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('nombre asc');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('nombre desc');
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('button', { name: /NIF/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('nif asc');
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it('renders cells from keys and render functions; unsortable headers are plain', () => {
    render(<DataTable columns={columns} rows={people} rowKey={(p) => p.id} />, { wrapper: PortalProvider });
    expect(screen.getByRole('cell', { name: '11111111H' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver Aleix' })).toBeInTheDocument();
    // Without onSortChange nothing is clickable in the header.
    expect(screen.getByRole('columnheader', { name: 'Nombre' })).not.toHaveAttribute('aria-sort');
  });

  it('shows the stories sorted asc and desc', () => {
    const { unmount } = render(<SortedAsc />);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    const firstRowAsc = screen.getAllByRole('row')[1];
    expect(firstRowAsc).toBeDefined();
    expect(within(firstRowAsc as HTMLElement).getByText('Áridos del Vallès SL')).toBeInTheDocument();
    unmount();

    render(<SortedDesc />);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('Morteros Ibéricos SL')).toBeInTheDocument();
  });

  it('clicking a header of the interactive story reorders and reports the sort', () => {
    const onSortChange = fn();
    render(<Interactive onSortChange={onSortChange} />);
    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    fireEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange.mock.calls).toEqual([['nombre asc'], ['nombre desc']]);
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('Morteros Ibéricos SL')).toBeInTheDocument();
  });

  it("shows 'No es van trobar resultats' when empty, or a custom text", () => {
    const { unmount } = render(<Empty />);
    expect(screen.getByText('No es van trobar resultats')).toBeInTheDocument();
    unmount();
    render(<Empty emptyText="No hay resultados para mostrar" />);
    expect(screen.getByText('No hay resultados para mostrar')).toBeInTheDocument();
  });

  it('shows skeleton rows in the table’s shape before the first rows, and dims rows shown while others load', () => {
    const { container, unmount } = render(<LoadingFirstPage />);
    const skeletons = container.querySelectorAll('tr[data-skeleton]');
    expect(skeletons).toHaveLength(5);
    expect(skeletons[0]?.querySelectorAll('td')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    unmount();
    const second = render(<LoadingFirstPage skeletonRows={2} />);
    expect(second.container.querySelectorAll('tr[data-skeleton]')).toHaveLength(2);
    second.unmount();
    const { container: withRows } = render(<Loading />);
    expect(withRows.querySelectorAll('tr[data-skeleton]')).toHaveLength(0);
    expect(screen.getByText('Áridos del Vallès SL')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('announces loading and hides the empty text meanwhile', () => {
    render(<Loading rows={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('No es van trobar resultats')).not.toBeInTheDocument();
  });
});
