import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../config/test-utils';
import FinanzasRoutes from './routes';

describe('mf-finanzas routes', () => {
  // The /tarifas case (the tariffs slice): the fee types' tree, the annual fees and the bank data button.
  it.each(inBothLanguages([{ route: '/tarifas', es: 'Tarifas|Tipos de tarifa|Datos bancarios', ca: 'Tarifes|Tipus de tarifa|Dades bancàries' }]))(
    '$route in $lang is the tariffs page',
    async ({ route, lang, title }) => {
      const [heading = '', tree = '', banco = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<FinanzasRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      // The tree mounts again once the types are read: wait for the one that stays.
      await waitFor(() => expect(screen.getByRole('tree', { name: tree })).toBeInTheDocument(), { timeout: 10_000 });
      expect(screen.getByRole('button', { name: banco })).toBeInTheDocument();
      expect(await screen.findByText('Cuota anual pequeña empresa (menos de 50 trabajadores)', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // The /pagos case (the fees slice): the list of annual fee payments, with 'Alta Pagos'.
  it.each(inBothLanguages([{ route: '/pagos', es: 'Pagos|Alta Pagos', ca: 'Pagaments|Alta pagaments' }]))('$route in $lang is the fee payments list', async ({ route, lang, title }) => {
    const [heading = '', alta = ''] = title.split('|');
    await signInAs('admin_ares');
    renderWithPortal(<FinanzasRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: alta })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
  });
});
