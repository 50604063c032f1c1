import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reiniciarPassword } from '@dapcon/contract/auth';
import { mockAnswer, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../../config/test-utils';
import { RecoverPasswordModal } from './RecoverPasswordModal';

const user = userEvent.setup();

describe('RecoverPasswordModal', () => {
  it.each([
    ['organizacion', 'CIF', 'org_cif', 'B08715427'],
    ['consultor', 'NIF', 'consultor_nif', '47815236F'],
    ['administrador', 'NIF', 'usuario', '46127839M'],
  ] as const)('%s sends its identifier as %s… and shows the answer after closing', async (modulo, label, field, value) => {
    mockApi(reiniciarPassword, () => mockAnswer(null, { message: 'Si los datos son correctos, recibirá un correo.' }));
    const sent = mockRequests();
    const events: FeedbackEvent[] = [];
    const stop = feedback.subscribe((e) => events.push(e));
    const onClose = vi.fn();
    renderWithPortal(<RecoverPasswordModal modulo={modulo} open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/auth/reiniciarPassword', body: { modulo_app: modulo, [field]: value } });
    expect(events).toContainEqual({ kind: 'success', message: 'Si los datos son correctos, recibirá un correo.' });
    stop();
  });

  it("asks for the user when it is empty ('El usuario es obligatorio.')", async () => {
    renderWithPortal(<RecoverPasswordModal modulo="consultor" open onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('El usuario es obligatorio.')).toBeInTheDocument();
    expect(mockRequests()).toHaveLength(0);
  });
});
