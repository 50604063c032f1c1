import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../theme';
import { PickedFilter } from './PickedFilter';

const labels = { title: 'Empresa', all: 'Todas las empresas', search: 'Buscar empresa', change: 'Cambiar', clear: 'Quitar' };

describe('PickedFilter', () => {
  it('offers the search while nothing is picked, and no way to drop a filter there is not', async () => {
    const onSearch = vi.fn();
    render(<PickedFilter labels={labels} value={undefined} onSearch={onSearch} onClear={vi.fn()} />, { wrapper: PortalProvider });
    const region = screen.getByRole('region', { name: 'Empresa' });
    expect(region).toHaveTextContent('Todas las empresas');
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar empresa' }));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('shows what is picked, with change and drop, and mounts its search modal', async () => {
    const onClear = vi.fn();
    render(
      <PickedFilter labels={labels} value="Cerámicas del Vallès" onSearch={vi.fn()} onClear={onClear}>
        <div role="dialog" aria-label="Buscador" />
      </PickedFilter>,
      { wrapper: PortalProvider },
    );
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent('Cerámicas del Vallès');
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Buscador' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
