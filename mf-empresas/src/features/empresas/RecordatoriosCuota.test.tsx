// The fee reminders' opt-out on /mis-datos (RecordatoriosCuota.tsx, issue 36) on the mock API: the choice as
// stored, the PATCH sent at once, the API's message told; why the expiry reminders have none; Catalan.
// What the opt-out stores and the scheduler then does are the API's (recordatorios-cuota.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarRecordatoriosCuota, EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { delay, empresaPerfil, mockAnswer, mockEndpoint, mockRequests, MOCK_EMPRESAS } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { MisDatos } from './MisDatos';

const user = userEvent.setup();
const PERFIL = empresaPerfil(MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number]);

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('organizacion');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

async function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<MisDatos />, { route: '/mis-datos', lang });
  await screen.findByRole('form', {}, { timeout: 30_000 });
}

describe('the fee reminders opt-out on /mis-datos', () => {
  it('shows the choice as stored, sends the change at once and tells the answer; the expiry reminders have none', async () => {
    await open();
    const seccion = screen.getByRole('region', { name: 'Recordatorios por correo' });
    const casilla = within(seccion).getByRole('checkbox', { name: /Recibir recordatorios de la cuota anual pendiente/ });
    expect(casilla).toHaveProperty('checked', PERFIL.recordatorios_cuota);
    expect(seccion).toHaveTextContent('Los recordatorios de caducidad de sus DAPcon (90, 30 y 0 días antes) no se pueden desactivar');
    await user.click(casilla);
    await waitFor(() => expect(sent(actualizarRecordatoriosCuota).map((r) => r.body)).toEqual([{ recordatorios_cuota: !PERFIL.recordatorios_cuota }]));
    const esperado = PERFIL.recordatorios_cuota ? EMPRESAS_MSG.recordatoriosCuotaDesactivados : EMPRESAS_MSG.recordatoriosCuotaActivados;
    await waitFor(() => expect(reported.some((e) => e.kind === 'success' && e.message === esperado)).toBe(true));
  });

  it('keeps the keyboard on the checkbox while the change is saved, and takes no second change meanwhile', async () => {
    mockServer.use(
      mockEndpoint(actualizarRecordatoriosCuota, async (input) => {
        await delay(300);
        return mockAnswer({ ...PERFIL, recordatorios_cuota: (input.body as { recordatorios_cuota: boolean }).recordatorios_cuota }, { message: EMPRESAS_MSG.recordatoriosCuotaActivados });
      }),
    );
    await open();
    const casilla = screen.getByRole('checkbox', { name: /Recibir recordatorios de la cuota anual pendiente/ });
    casilla.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(sent(actualizarRecordatoriosCuota)).toHaveLength(1));
    // Saving: read-only (a disabled control would drop the focus, and the modal would give it back to the page's top).
    expect(casilla).not.toBeDisabled();
    expect(casilla).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(reported.some((e) => e.kind === 'success')).toBe(true));
    expect(sent(actualizarRecordatoriosCuota)).toHaveLength(1);
  });

  it('in Catalan', async () => {
    await open('ca');
    const seccion = screen.getByRole('region', { name: 'Recordatoris per correu' });
    expect(within(seccion).getByRole('checkbox', { name: /Rebre recordatoris de la quota anual pendent/ })).toBeInTheDocument();
  });
});
