import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { describe, expect, it } from 'vitest';
import { CORE_MESSAGES } from '@dapcon/contract/core';
import { AUTH_MESSAGES, AUTH_MSG, restablecerPassword } from '@dapcon/contract/auth';
import { useSession } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ResetPasswordPage } from './ResetPasswordPage';

const user = userEvent.setup();

async function submit(password: string, repeat = password) {
  await user.type(screen.getByLabelText(/^Contraseña nueva/), password);
  await user.type(screen.getByLabelText(/^Repita la contraseña nueva/), repeat);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link and ends the browser session', async () => {
    await signInAs('consultor');
    mockApi(restablecerPassword, () => mockAnswer(null, { message: 'OK' }));
    const sent = mockRequests();
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password?token=abc123' });
    await submit('Nueva-Clave-2026');
    expect(await screen.findByText('La contraseña se ha cambiado. Ya puede iniciar sesión con la nueva.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/restablecerPassword',
      body: { token: 'abc123', password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(useSession.getState().user).toBeNull();
  });

  it('opens in the language of the e-mail its link came from (?lang=ca), in a browser set to Spanish; the switch still changes it', async () => {
    useSession.getState().setLang('es');
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password?token=abc123&lang=ca' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablir la contrasenya' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contrasenya nova/)).toBeInTheDocument();
    expect(useSession.getState().lang).toBe('ca');
    await user.click(screen.getByRole('button', { name: 'ES' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
  });

  it('keeps the browser’s language for a link without one, or with one the portal does not speak', async () => {
    useSession.getState().setLang('es');
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password?token=abc123&lang=fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(useSession.getState().lang).toBe('es');
  });

  it('says so when the link was used or has expired', async () => {
    mockApi(restablecerPassword, () => {
      throw mockError(422, 'x', { token: ['El enlace ha caducado o ya se ha usado.'] });
    });
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password?token=usado' });
    await submit('Nueva-Clave-2026');
    expect(await screen.findByText('El enlace ha caducado o ya se ha usado.')).toBeInTheDocument();
  });

  it('speaks Catalan, switched on the page itself: the link problem and the field errors', async () => {
    mockApi(restablecerPassword, () => {
      throw mockError(422, 'x', { token: [AUTH_MSG.enlaceCaducado] });
    });
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password?token=vell' });
    await user.click(screen.getByRole('button', { name: 'CA' }));
    expect(useSession.getState().lang).toBe('ca');
    await user.click(await screen.findByRole('button', { name: 'Desar la contrasenya' }));
    expect(await screen.findByText(CORE_MESSAGES.passwordObligatoria.ca)).toBeInTheDocument();
    expect(screen.getByText(CORE_MESSAGES.passwordConfirmacionObligatoria.ca)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Contrasenya nova/), 'Nova-Clau-2026');
    await user.type(screen.getByLabelText(/^Repetiu la contrasenya nova/), 'Nova-Clau-2026');
    await user.click(screen.getByRole('button', { name: 'Desar la contrasenya' }));
    expect(await screen.findByText(AUTH_MESSAGES.enlaceCaducado.ca)).toBeInTheDocument();
  });

  it('refuses a page opened without a token', () => {
    renderWithPortal(<ResetPasswordPage />, { route: '/restablecer-password' });
    expect(screen.getByText('El enlace no es válido: ábralo desde el correo que ha recibido.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeDisabled();
  });
});
