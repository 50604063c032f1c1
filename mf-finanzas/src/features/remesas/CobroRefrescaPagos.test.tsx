// Writes own their cache (issue 34, item 3): marking a remittance collected registers its fees as paid,
// and /pagos, read before and still cached, shows them paid when the administrator goes back to it, with
// no reload: cobrarRemesa declares GET /cuotas-anuales stale in the contract, and useApiMutation reads it
// again. (Before, only the remittance's own queries were read again and /pagos kept 'Pendiente'.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calendarDay, toDisplayDate } from '@dapcon/contract/core';
import { cobrarRemesa, cuotasAnuales, diaMas } from '@dapcon/contract/finanzas';
import { MOCK_EMPRESAS, mockReferenciaRemesa, mockRemesas, mockRequests } from '@dapcon/mocks';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import FinanzasRoutes from '../../routes';

const HOY = calendarDay(new Date());
const ANYO = new Date().getFullYear();
/** The demo company's fee of last year: owed, direct-debited, with a signed mandate (mocks/src/finanzas-*.ts). */
const DEMO = MOCK_EMPRESAS.find((e) => e.org_id === 1)?.org_cif ?? '';

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
/** The /pagos row of the demo company's fee of last year. */
const filaPagos = () =>
  within(screen.getByRole('table', { name: 'Pagos de cuotas anuales' }))
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(DEMO) && within(r).queryAllByRole('cell')[1]?.textContent === String(ANYO - 1));

describe("'Marcar como cobrada' and /pagos", () => {
  it('shows the collected fee paid on /pagos when going back, without a reload', async () => {
    await signInAs('admin_ares');
    const user = userEvent.setup();
    renderWithPortal(<FinanzasRoutes />, { route: '/pagos' });
    await waitFor(() => expect(filaPagos()).toHaveTextContent('Pendiente'), { timeout: 30_000 });

    // To the remittances, in the same page: generate one (it takes the owed fee) and mark it collected.
    await user.click(screen.getByRole('link', { name: 'Remesas SEPA' }));
    await user.click(await screen.findByRole('button', { name: 'Generar remesa' }, { timeout: 30_000 }));
    const generar = await screen.findByRole('dialog', { name: 'Generar remesa' });
    const fecha = await within(generar).findByLabelText(/Fecha de cobro/);
    await user.clear(fecha);
    await user.type(fecha, diaMas(HOY, 5));
    const referencia = mockReferenciaRemesa(mockRemesas().length + 1);
    await user.click(within(generar).getByRole('button', { name: 'Generar' }));
    const detalle = await screen.findByRole('dialog', { name: `Remesa ${referencia}` });
    expect(await within(detalle).findByText(DEMO)).toBeInTheDocument();
    await user.click(within(detalle).getByRole('button', { name: 'Marcar como cobrada' }));
    const form = await within(detalle).findByRole('form', { name: 'Marcar la remesa como cobrada' });
    await user.click(within(form).getByRole('button', { name: 'Registrar cobro' }));
    await waitFor(() => expect(within(detalle).getByTestId('estado-remesa')).toHaveTextContent('Cobrada'));
    expect(sent(cobrarRemesa)).toHaveLength(1);
    const leidasAntes = sent(cuotasAnuales).length;

    // Back to /pagos: the fee is read again and shows its payment date.
    await user.click(within(detalle).getAllByRole('button', { name: 'Cerrar' }).at(-1) ?? detalle);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Volver a pagos' }));
    await waitFor(() => expect(filaPagos()).toHaveTextContent(toDisplayDate(HOY)), { timeout: 30_000 });
    expect(filaPagos()).not.toHaveTextContent('Pendiente');
    expect(sent(cuotasAnuales).length).toBeGreaterThan(leidasAntes);
  });
});
