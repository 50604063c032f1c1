import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { panelConsolidado } from '@dapcon/contract/panel';
import { delay, mockConsolidado, consolidadoMock, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { PanelAdministracion } from './PanelAdministracion';

let reported: FeedbackEvent[];
beforeEach(async () => {
  reported = [];
  await signInAs('admin_ares');
  return feedback.subscribe((event) => reported.push(event));
});

/** A card by its list's key. */
function card(lista: string) {
  return screen.getByTestId(`panel-${lista}`);
}
function count(lista: string) {
  return within(card(lista)).getByTestId('panel-total').textContent;
}
const gets = () => mockRequests().filter((r) => r.endpoint === panelConsolidado.id).length;

describe("PanelAdministracion (the administrator's dashboard)", () => {
  it('shows the six cards with their count, rows and links, from one request', async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-organizaciones');
    expect(count('organizaciones')).toBe('2');
    expect(count('organizaciones_transferencia')).toBe('2');
    expect(count('renovacion')).toBe('2');
    expect(count('dapcon')).toBe('2');
    expect(count('dapcon_transferencia')).toBe('1');
    expect(count('tickets')).toBe('1');
    expect(within(card('organizaciones')).getByRole('heading', { name: 'Empresas pendientes de pago' })).toBeVisible();
    expect(within(card('organizaciones')).getByRole('link', { name: 'Aïllaments Montseny, S.L.' })).toHaveAttribute('href', '/empresas/B17238452');
    expect(within(card('dapcon')).getByRole('link', { name: /DAPcon-2021-0007/ })).toHaveAttribute('href', '/dapcon/7/1');
    expect(within(card('tickets')).getByRole('link', { name: 'Unidad funcional' })).toHaveAttribute('href', '/tickets/1');
    expect(within(card('dapcon')).getByText(/Caducó el 31\/10\//)).toBeInTheDocument();
    expect(within(card('renovacion')).getByText(/próximos 60 días/)).toBeInTheDocument();
    expect(within(card('organizaciones_transferencia')).getAllByRole('button', { name: 'Confirmar pago' })).toHaveLength(2);
    expect(mockRequests().map((r) => r.endpoint)).toEqual([panelConsolidado.id]);
  });

  it('says so on each empty card, and how many more there are beyond the rows shown', async () => {
    const vacio = consolidadoMock();
    for (const key of ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'tickets'] as const) vacio[key] = { total: 0, data: [] };
    vacio.dapcon_transferencia = { ...vacio.dapcon_transferencia, total: 57 };
    mockConsolidado.answer = vacio;
    renderWithPortal(<PanelAdministracion />);
    expect(await screen.findByText('No hay empresas pendientes de pago.')).toBeInTheDocument();
    expect(screen.getByText('No hay transferencias pendientes.')).toBeInTheDocument();
    expect(screen.getByText('No hay empresas por renovar.')).toBeInTheDocument();
    expect(screen.getByText('No hay DAPcon caducadas ni a punto de caducar.')).toBeInTheDocument();
    expect(screen.getByText('No hay mensajes pendientes.')).toBeInTheDocument();
    expect(within(card('dapcon_transferencia')).getByText('Y 56 más. Se muestran las 1 más urgentes.')).toBeInTheDocument();
  });

  it('says it is loading, and on a failure reports it through the shell and offers to try again', async () => {
    let fail = true;
    mockApi(panelConsolidado, async () => {
      if (fail) throw mockError(500, 'Error interno del servidor.');
      await delay(50);
      return consolidadoMock();
    });
    renderWithPortal(<PanelAdministracion />);
    expect(await screen.findByText('No se ha podido cargar el panel.')).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('panel-organizaciones')).toBeInTheDocument();
  });

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
    await waitFor(() => expect(count('organizaciones_transferencia')).toBe('1'));
    const sent = mockRequests().find((r) => r.endpoint === 'PATCH /panel/confirmar_pago_organizacion/:id');
    expect(sent?.path).toBe('/api/panel/confirmar_pago_organizacion/12');
    expect(sent?.body).toEqual({ pagado: '2026-11-02' });
    expect(gets()).toBe(2);
    expect(reported).toEqual([{ kind: 'success', message: 'Pago registrado correctamente' }]);
  });

  it("renews a company: the spec's messages, the amount typed the Spanish way; it moves to the companies pending payment", async () => {
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
    await waitFor(() => expect(count('renovacion')).toBe('1'));
    expect(count('organizaciones')).toBe('3');
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

  it('expires a declaration after its confirmation', async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-dapcon');
    await userEvent.click(within(card('dapcon')).getAllByRole('button', { name: 'Caducado' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambiar a Caducado' });
    expect(within(dialog).getByText(/DAPcon-2021-0007 \(Mortero de cal hidráulica natural\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Caducado' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(count('dapcon')).toBe('1'));
    expect(mockRequests().find((r) => r.endpoint === 'PATCH /panel/actualizar_dapcon')?.body).toEqual({ id: 7 });
  });

  it("confirms a declaration's payment with a date", async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-dapcon_transferencia');
    await userEvent.click(within(card('dapcon_transferencia')).getByRole('button', { name: 'Confirmar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago de la DAPcon' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('dapcon_transferencia')).getByText('No hay DAPcon pendientes de pago.')).toBeInTheDocument());
    expect(mockRequests().find((r) => r.endpoint === 'PATCH /panel/confirmar_pago_dapcon/:id')?.path).toBe('/api/panel/confirmar_pago_dapcon/3');
  });

  it('in Catalan', async () => {
    renderWithPortal(<PanelAdministracion />, { lang: 'ca' });
    expect(await screen.findByText("Tauler d'administració")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Empreses pendents de pagament' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missatges de tiquets' })).toBeInTheDocument();
    expect(within(card('organizaciones_transferencia')).getAllByRole('button', { name: 'Confirmar pagament' })).toHaveLength(2);
  });
});
