import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cambiarPassword } from '@dapcon/contract/auth';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import ChangePasswordForm from './ChangePasswordForm';

const user = userEvent.setup();

function fill(old: string, next: string, repeat: string) {
  return (async () => {
    await user.type(screen.getByLabelText(/^Contraseña actual/), old);
    await user.type(screen.getByLabelText(/^Contraseña nueva/), next);
    await user.type(screen.getByLabelText(/^Repita la contraseña nueva/), repeat);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  })();
}

describe('ChangePasswordForm', () => {
  it('shows the three required messages and sends nothing', async () => {
    renderWithPortal(<ChangePasswordForm onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña antigua es obligatoria.')).toBeInTheDocument();
    expect(screen.getAllByText('La contraseña nueva es obligatoria.')).toHaveLength(2);
    expect(mockRequests()).toHaveLength(0);
  });

  it('sends PATCH /api/usuarios/cambiarPassword with the bearer token, shows the success and closes', async () => {
    await signInAs('consultor');
    mockApi(cambiarPassword, () => mockAnswer(null, { message: 'Contraseña cambiada' }));
    const sent = mockRequests();
    const events: FeedbackEvent[] = [];
    const stop = feedback.subscribe((e) => events.push(e));
    const onDone = vi.fn();
    renderWithPortal(<ChangePasswordForm onDone={onDone} onCancel={vi.fn()} />);
    await fill('Antigua-2026', 'Nueva-Clave-2026', 'Nueva-Clave-2026');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/usuarios/cambiarPassword',
      body: { old_password: 'Antigua-2026', new_password: 'Nueva-Clave-2026', new_password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(sent[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(events).toContainEqual({ kind: 'success', message: 'Contraseña cambiada' });
    stop();
  });

  it('puts a wrong old password under its field', async () => {
    await signInAs('organizacion');
    mockApi(cambiarPassword, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { old_password: ['La contraseña actual no es correcta.'] });
    });
    const onDone = vi.fn();
    renderWithPortal(<ChangePasswordForm onDone={onDone} onCancel={vi.fn()} />);
    await fill('Equivocada-1', 'Nueva-Clave-2026', 'Nueva-Clave-2026');
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
