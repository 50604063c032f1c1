// The record page's 'Pago' panel (mf_finanzas/DapconPagoResumen) on the mock API (fixtures only): a paid
// declaration's amount, date and invoice; an unpaid one's 'Pendiente de pago' and the amount answered;
// what the administration's registration through the modal sends (its 422s under the fields); what the
// company and the consultant see. The amount a declaration is charged and what a registration stores
// and shows after are the API's: FinanzasListas.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarDay } from '@dapcon/contract/core';
import { mockRequests } from '@dapcon/mocks';
import type { Role } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import DapconPagoResumen from './DapconPagoResumen';

const user = userEvent.setup();
/** The mock's declarations of the demo company: 2 paid (2.000 €, F2021-0004), 9 unpaid (1.750 € to charge, in the fixture). */
const PAGADA = 2;
const PENDIENTE = 9;

async function open(dapconId: number, role: Role = 'admin_ares', lang: 'es' | 'ca' = 'es') {
  await signInAs(role, role === 'organizacion' ? { usuario: 'A08612343' } : role === 'consultor' ? { usuario: '47815236F' } : {});
  renderWithPortal(<DapconPagoResumen dapconId={dapconId} />, { route: `/dapcon/${dapconId}/1`, lang });
}

describe("mf-finanzas's payment panel of a declaration", () => {
  it("shows a paid declaration's amount, date and invoice, with 'Actualizar pago' for the administration, and no heading of its own", async () => {
    await open(PAGADA);
    const panel = await screen.findByTestId('pago-dapcon', {}, { timeout: 30_000 });
    expect(panel).toHaveTextContent('2.000,00 €');
    expect(panel).toHaveTextContent('03/05/2021');
    expect(panel).toHaveTextContent('F2021-0004');
    expect(within(panel).getByRole('button', { name: 'Actualizar pago' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it("registers an unpaid one's payment: today and the amount to charge pre-filled; the amount typed is sent", async () => {
    await open(PENDIENTE);
    const panel = await screen.findByTestId('pago-dapcon', {}, { timeout: 30_000 });
    expect(panel).toHaveTextContent('Pendiente de pago');
    expect(panel).toHaveTextContent('1.750,00 €');
    await user.click(within(panel).getByRole('button', { name: 'Registrar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    const fecha = within(dialog).getByLabelText(/Fecha de pago/);
    expect(fecha).toHaveValue(calendarDay(new Date()));
    const importe = within(dialog).getByLabelText(/Importe/);
    expect(importe).toHaveValue('1.750,00');
    await user.clear(importe);
    await user.type(importe, '1.600,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registrar pago' })).not.toBeInTheDocument());
    const sent = mockRequests().find((r) => r.endpoint.includes('registro-pagos'));
    expect(sent?.body).toMatchObject({ dapcon_id: PENDIENTE, pagado: calendarDay(new Date()), importe: '1600.50' });
  });

  it("says under the fields what the API would: a date is required, an amount must be one", async () => {
    await open(PENDIENTE);
    await user.click(await screen.findByRole('button', { name: 'Registrar pago' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    await user.clear(within(dialog).getByLabelText(/Fecha de pago/));
    await user.clear(within(dialog).getByLabelText(/Importe/));
    await user.type(within(dialog).getByLabelText(/Importe/), 'mil euros');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El campo es obligatorio.')).toBeInTheDocument();
    expect(within(dialog).getByText('El importe no es válido: hasta 2 decimales, sin negativos.')).toBeInTheDocument();
    expect(mockRequests().some((r) => r.endpoint.includes('registro-pagos'))).toBe(false);
  });

  it('shows the company its payment, without the button', async () => {
    await open(PAGADA, 'organizacion');
    const panel = await screen.findByTestId('pago-dapcon', {}, { timeout: 30_000 });
    expect(panel).toHaveTextContent('F2021-0004');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells the consultant the payment is not theirs, asking nothing', async () => {
    await open(PAGADA, 'consultor');
    expect(await screen.findByText('El pago de la DAPcon lo ven la empresa y la administración.')).toBeInTheDocument();
    expect(mockRequests().some((r) => r.endpoint.includes('verificar_pago'))).toBe(false);
  });

  it('speaks Catalan', async () => {
    await open(PENDIENTE, 'admin_ares', 'ca');
    const panel = await screen.findByTestId('pago-dapcon', {}, { timeout: 30_000 });
    expect(panel).toHaveTextContent('Pendent de pagament');
    expect(panel).toHaveTextContent('Import segons tarifa');
    expect(within(panel).getByRole('button', { name: 'Registrar pagament' })).toBeInTheDocument();
  });
});
