import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { ConsultantRegistrationModal } from './ConsultantRegistrationModal';
import { acceptNotice, fillConsultant, textbox, type } from './test-support';
import { registroConsultor } from '@dapcon/contract/auth';
import { mockAnswer, mockEndpoint, mockError, mockRequests, type MockRequest } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import type { HttpHandler } from 'msw';

const user = userEvent.setup();

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function openModal(handlers: HttpHandler[] = []) {
  mockServer.use(...handlers);
  const calls: readonly MockRequest[] = mockRequests();
  const onClose = vi.fn();
  renderWithPortal(<ConsultantRegistrationModal open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Registro de consultor' });
  await within(dialog).findByRole('option', { name: 'Francia' });
  return { calls, onClose };
}

async function fillValid() {
  await fillConsultant('12345678Z');
  await acceptNotice(/protección de datos/, 'Protección de datos');
  expect(screen.getByRole('checkbox', { name: /protección de datos/ })).toBeChecked();
}

describe('ConsultantRegistrationModal', () => {
  it('shows the required messages, and only asks the server what it alone knows', async () => {
    const { calls } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('El NIF es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('Los apellidos son obligatorios.')).toBeInTheDocument();
    expect(screen.getByText('Ha de aceptar la protección de datos')).toBeInTheDocument();
    // The refused form goes to the server as it is (which refuses it too and stores nothing).
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/auth')).map((c) => c.path)).toEqual(['/api/auth/registroConsultor']));
    expect(reported).toEqual([]);
  });

  it('shows a NIF and an e-mail registered already beside the other errors, on the first submit', async () => {
    await openModal([
      mockEndpoint(
        registroConsultor,
        () => {
          throw mockError(422, 'Los datos enviados no son válidos.', {
              usuario: ['El documento ya está registrado.'],
              email: ['El correo ya está registrado.'],
              consultor_apellidos: ['Los apellidos son obligatorios.'],
            });
        },
        { validate: false },
      ),
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: /^NIF/ }), { target: { value: '12345678Z' } });
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('El documento ya está registrado.')).toBeInTheDocument();
    expect(screen.getByText('El correo ya está registrado.')).toBeInTheDocument();
    expect(screen.getByText('Los apellidos son obligatorios.')).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('enables the town only for a 5-character code and fills it with the province', async () => {
    await openModal();
    const town = screen.getByRole('combobox', { name: /^Población/ });
    type(textbox(/^Código postal/), '0800');
    expect(town).toBeDisabled();
    type(textbox(/^Código postal/), '08002');
    // Two towns share the code: the user picks one; the province comes with the lookup.
    await waitFor(() => expect(town).toBeEnabled());
    expect(textbox(/^Provincia/)).toHaveValue('Barcelona');
    type(town, 'Ciutat Vella');
    expect(town).toHaveValue('Ciutat Vella');
    type(textbox(/^Código postal/), '0800');
    await waitFor(() => expect(textbox(/^Provincia/)).toHaveValue(''));
    expect(town).toHaveValue('');
    expect(town).toBeDisabled();
  });

  it("registers on 201, closes and shows the server's message", async () => {
    const { calls, onClose } = await openModal([
      mockEndpoint(registroConsultor, () => mockAnswer({ consultor_nif: '12345678Z' }, { message: 'El registro se ha realizado correctamente. Ya puede iniciar sesión.' })),
    ]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = calls.find((c) => c.path === '/api/auth/registroConsultor')?.form;
    expect(form?.get('usuario')).toBe('12345678Z');
    expect(form?.get('consultor_poblacion')).toBe('Barcelona');
    expect(form?.get('consultor_provincia')).toBe('Barcelona');
    expect(form?.get('consultor_manif_prot_datos_pers')).toBe('1');
    expect(reported).toEqual([{ kind: 'success', message: 'El registro se ha realizado correctamente. Ya puede iniciar sesión.' }]);
  });

  it("puts the server's 422 errors under their fields", async () => {
    const { onClose } = await openModal([
      mockEndpoint(registroConsultor, () => {
        throw mockError(422, 'Los datos enviados no son válidos.', { email: ['El correo ya está registrado.'] });
      }),
    ]);
    await fillValid();
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByText('El correo ya está registrado.')).toBeInTheDocument();
    expect(textbox(/^Correo electrónico/)).toHaveAccessibleDescription('El correo ya está registrado.');
    expect(onClose).not.toHaveBeenCalled();
    expect(reported).toEqual([]);
  });
});
