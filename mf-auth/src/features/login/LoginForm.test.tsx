import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@dapcon/contract/auth';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, sessionToken } from '../../../../config/test-utils';
import '../../i18n';
import { LoginForm } from './LoginForm';
import { REMEMBER_KEY } from './remember';

const user = userEvent.setup();

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

function renderForm() {
  renderWithPortal(<LoginForm modulo="organizacion" onRegister={vi.fn()} onForgot={vi.fn()} />, { route: '/login' });
  return {
    usuario: screen.getByRole('textbox', { name: /CIF/ }),
    password: screen.getByLabelText(/^Contraseña/, { selector: 'input' }),
    remember: screen.getByRole('checkbox', { name: 'Guardar Contraseña' }),
    submit: screen.getByRole('button', { name: 'Iniciar sesión' }),
  };
}

async function fillAndSubmit(form: ReturnType<typeof renderForm>, usuario = 'B12345674', password = 'secreto') {
  await user.type(form.usuario, usuario);
  await user.type(form.password, password);
  await user.click(form.submit);
}

describe('LoginForm', () => {
  it('asks for both fields before sending anything', async () => {
    const form = renderForm();
    await user.click(form.submit);
    expect(await screen.findByText('El documento es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(form.usuario).toHaveAttribute('aria-invalid', 'true');
    expect(mockRequests()).toEqual([]);
  });

  it('signs in with the token the server returns', async () => {
    const token = await sessionToken('organizacion', { nombre: 'Áridos del Vallès' });
    mockApi(login, () => mockAnswer({ token }, { message: 'Sesión iniciada' }));
    await fillAndSubmit(renderForm());
    const sent = mockRequests();

    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(useSession.getState().user?.nombre).toBe('Áridos del Vallès');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { usuario: 'B12345674', password: 'secreto', modulo_app: 'organizacion' },
    });
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(reported).toEqual([]);
  });

  it('reports wrong credentials through the shell and stays signed out', async () => {
    mockApi(login, () => {
      throw mockError(401, 'El usuario o la contraseña no son correctos.');
    });
    await fillAndSubmit(renderForm());

    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({ kind: 'error', status: 401, message: 'El usuario o la contraseña no son correctos.' });
    expect(useSession.getState().user).toBeNull();
  });

  it("shows the server's field errors under the field", async () => {
    mockApi(login, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { usuario: ['El CIF no es válido.'] });
    });
    const form = renderForm();
    await fillAndSubmit(form, 'B00000000');

    expect(await screen.findByText('El CIF no es válido.')).toBeInTheDocument();
    expect(form.usuario).toHaveAccessibleDescription('El CIF no es válido.');
    expect(reported).toEqual([]);
  });

  it('remembers the credentials only after confirming, and forgets them when unticked', async () => {
    const token = await sessionToken('organizacion');
    mockApi(login, () => ({ token }));
    const form = renderForm();

    await user.click(form.remember);
    const dialog = await screen.findByRole('alertdialog', { name: 'Guardar Datos' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(form.remember).toBeChecked();

    await fillAndSubmit(form);
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null')).toEqual({
      organizacion: { usuario: 'B12345674', password: 'secreto' },
    });

    await user.click(form.remember);
    expect(form.remember).not.toBeChecked();
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not remember when the confirmation is cancelled', async () => {
    const token = await sessionToken('organizacion');
    mockApi(login, () => ({ token }));
    const form = renderForm();
    await user.click(form.remember);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Guardar Datos' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(form.remember).not.toBeChecked());

    // The next tick asks again rather than toggling silently.
    await user.click(form.remember);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Guardar Datos' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(form.remember).not.toBeChecked());

    await fillAndSubmit(form);
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(localStorage.getItem(REMEMBER_KEY)).toBeNull();
  });

  it('prefills remembered credentials of its module', () => {
    localStorage.setItem(
      REMEMBER_KEY,
      JSON.stringify({ organizacion: { usuario: 'B12345674', password: 'secreto' }, consultor: { usuario: '12345678Z', password: 'otra' } }),
    );
    const form = renderForm();
    expect(form.usuario).toHaveValue('B12345674');
    expect(form.password).toHaveValue('secreto');
    expect(form.remember).toBeChecked();
  });
});
