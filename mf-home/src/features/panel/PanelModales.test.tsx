// The dashboard's actions on the mock (mocks/src/panel-consolidado.ts): each modal's form, its
// messages, the request sent, the success told and the dashboard read again. What an action changes in
// the cards and what the API refuses (409) are the API's: PanelAdministracion.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarDay } from '@dapcon/contract/core';
import { mockRequests } from '@dapcon/mocks';
import { renderWithPortal } from '../../../../config/test-utils';
import { PanelAdministracion } from './PanelAdministracion';
import { card, gets, asAdministrator } from './test-support';

const reported = asAdministrator();

describe("PanelModales (the dashboard's actions, through PanelAdministracion)", () => {
  it("confirms a company's transfer with a date ('Ingrese una fecha'), closes and reloads the dashboard", async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-organizaciones_transferencia');
    await userEvent.click(within(card('organizaciones_transferencia')).getAllByRole('button', { name: 'Confirmar pago' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago por transferencia' });
    expect(within(dialog).getByText(/Formigons del Penedès, S\.L\. · cuota \d{4}: 900,00 €/)).toBeInTheDocument();
    const fecha = within(dialog).getByLabelText(/Fecha de pago/);
    await userEvent.clear(fecha);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese una fecha')).toBeInTheDocument();
    await userEvent.type(fecha, '2026-11-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gets()).toBe(2));
    const sent = mockRequests().find((r) => r.endpoint === 'PATCH /panel/confirmar_pago_organizacion/:id');
    expect(sent?.path).toBe('/api/panel/confirmar_pago_organizacion/12');
    expect(sent?.body).toEqual({ pagado: '2026-11-02' });
    expect(reported).toEqual([{ kind: 'success', message: 'Pago registrado correctamente' }]);
  });

  it("renews a company: the spec's messages, the amount typed the Spanish way, sent; the dashboard read again", async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-renovacion');
    await userEvent.click(within(card('renovacion')).getAllByRole('button', { name: 'Renovar' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Renovar empresa' });
    const importe = within(dialog).getByLabelText(/Importe/);
    expect(importe).toHaveValue('450,00');
    expect(within(dialog).getByLabelText(/Año/)).toHaveValue(String(new Date().getFullYear()));
    expect(within(dialog).getByLabelText(/Año/)).toHaveAttribute('readonly');
    await userEvent.clear(importe);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un importe')).toBeInTheDocument();
    await userEvent.type(importe, '1.234,5');
    await userEvent.type(within(dialog).getByLabelText('Observaciones'), 'Renovada en el panel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gets()).toBe(2));
    expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]);
    const sent = mockRequests().find((r) => r.endpoint === 'PATCH /panel/renovar_organizacion/:id');
    expect(sent?.path).toBe('/api/panel/renovar_organizacion/18');
    expect(sent?.body).toMatchObject({ importe: '1234.50', year: new Date().getFullYear(), org_tipo: 'empresa', org_tamanio: 'pme_50', observaciones: 'Renovada en el panel' });
  });

  it('asks for the type and size when they are missing', async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-renovacion');
    await userEvent.click(within(card('renovacion')).getAllByRole('button', { name: 'Renovar' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Renovar empresa' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Tipo de empresa/), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Seleccione un tipo de empresa')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccione un tamaño de empresa')).toBeInTheDocument();
  });

  it('expires a declaration after its confirmation; the dashboard read again', async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-dapcon');
    await userEvent.click(within(card('dapcon')).getAllByRole('button', { name: 'Caducado' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambiar a Caducado' });
    expect(within(dialog).getByText(/DAPcon-2021-0007 \(Mortero de cal hidráulica natural\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Caducado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gets()).toBe(2));
    expect(mockRequests().find((r) => r.endpoint === 'PATCH /panel/actualizar_dapcon')?.body).toEqual({ id: 7 });
  });

  it("confirms a declaration's payment with today's date; the dashboard read again", async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-dapcon_transferencia');
    await userEvent.click(within(card('dapcon_transferencia')).getByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago de la DAPcon' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gets()).toBe(2));
    const sent = mockRequests().find((r) => r.endpoint === 'PATCH /panel/confirmar_pago_dapcon/:id');
    expect(sent?.path).toBe('/api/panel/confirmar_pago_dapcon/3');
    expect(sent?.body).toEqual({ pagado: calendarDay(new Date()) });
  });
});
