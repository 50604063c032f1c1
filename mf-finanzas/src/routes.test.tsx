import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScreenTitle } from '@dapcon/shared-sdk';
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
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      // The tree mounts again once the types are read: wait for the one that stays.
      await waitFor(() => expect(screen.getByRole('tree', { name: tree })).toBeInTheDocument(), { timeout: 30_000 });
      expect(screen.getByRole('button', { name: banco })).toBeInTheDocument();
      // The fee's description in the interface language.
      const descripcion = lang === 'ca' ? 'Quota anual petita empresa (menys de 50 treballadors)' : 'Cuota anual pequeña empresa (menos de 50 trabajadores)';
      expect(await screen.findByText(descripcion, {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );

  // The /pagos case (the fees slice): the list of annual fee payments, with 'Alta Pagos' and the way to the remittances.
  it.each(inBothLanguages([{ route: '/pagos', es: 'Pagos|Alta Pagos|Remesas SEPA', ca: 'Pagaments|Alta pagaments|Remeses SEPA' }]))('$route in $lang is the fee payments list', async ({ route, lang, title }) => {
    const [heading = '', alta = '', remesas = ''] = title.split('|');
    await signInAs('admin_ares');
    renderWithPortal(<FinanzasRoutes />, { route, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: alta })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: remesas })).toHaveAttribute('href', '/pagos/remesas');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
  });

  // The /pagos/remesas case (the remittance slice): the SEPA remittances, with 'Generar remesa' and the way back; the tab named after it.
  it.each(inBothLanguages([{ route: '/pagos/remesas', es: 'Remesas SEPA|Generar remesa|Volver a pagos', ca: 'Remeses SEPA|Generar remesa|Tornar a pagaments' }]))(
    '$route in $lang is the remittance list',
    async ({ route, lang, title }) => {
      const [heading = '', generar = '', volver = ''] = title.split('|');
      await signInAs('admin_ares');
      renderWithPortal(<FinanzasRoutes />, { route, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: generar })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: volver })).toHaveAttribute('href', '/pagos');
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
      expect(useScreenTitle.getState().title).toBe(heading);
      expect(screen.queryByText(NOT_AVAILABLE[lang])).not.toBeInTheDocument();
    },
  );
});
