// mf-auth's screens on the real API (issue 34, item 4: one back end; config/real-api.ts), on the 'test'
// seed: which CIF/NIF is registered already (the 422 beside the form's own errors) and which password
// signs in are the API's (api/src/areas/auth/; api/test/areas/auth/registro.test.ts, login.test.ts);
// the screens show what it answers. The mock answers a registration the contract takes with a success
// and signs a fixture account in whatever the password: what the forms send and how they show a 422 or
// a 401 they are given are CompanyRegistrationModal.test, ConsultantRegistrationModal.test and
// LoginForm.test's. The sign-in tries one wrong password only (the API's throttle is its own tests').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback, useSession, type FeedbackEvent } from '@dapcon/shared-sdk';
import { withRealApi } from '../../../config/real-api';
import { renderWithPortal } from '../../../config/test-utils';
import '../i18n';
import { LoginPage } from './login/LoginPage';
import { CompanyRegistrationModal } from './registro/CompanyRegistrationModal';
import { ConsultantRegistrationModal } from './registro/ConsultantRegistrationModal';
import { acceptNotice, fillCompany, fillConsultant, textbox, type } from './registro/test-support';

const api = withRealApi();
const SLOW = { timeout: 30_000 };
const user = userEvent.setup();
const REGISTERED_ALREADY = 'El documento ya está registrado.';
const REGISTERED = 'El registro se ha realizado correctamente. Ya puede iniciar sesión.';

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

/** The accounts the API holds under `usuario`. */
const accounts = (usuario: string) => api.sql(`select usuario from usuarios where usuario = '${usuario}'`);

describe("mf-auth's registrations and sign-in on the real API", () => {
  it('a company: a CIF the seed holds is refused under its field; the same form with a new CIF is registered and moves to the accreditation step', async () => {
    expect(await accounts('B12345674')).toEqual([]);
    const onClose = vi.fn();
    renderWithPortal(<CompanyRegistrationModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Registro de empresa' }, SLOW);
    await within(dialog).findByRole('option', { name: 'Asociación' }, SLOW);

    await fillCompany({ cif: 'A08612343', tamanio: 'Pequeña empresa (menos de 50 trabajadores)' });

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(textbox(/^CIF/)).toHaveAccessibleDescription(REGISTERED_ALREADY), SLOW);
    expect(screen.getAllByText(REGISTERED_ALREADY)).toHaveLength(1);
    expect(reported).toEqual([]);

    type(textbox(/^CIF/), 'B12345674');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('checkbox', { name: 'Dispone de certificado ISO 14001' }, SLOW)).toBeInTheDocument();
    expect(await accounts('B12345674')).toEqual([{ usuario: 'B12345674' }]);
    // Nothing to attach: 'Finalizar' closes with the API's message.
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: REGISTERED }]);
  });

  it('a consultant: a NIF the seed holds is refused under its field; the same form with a new NIF is registered, closes and says so', async () => {
    expect(await accounts('12345678Z')).toEqual([]);
    const onClose = vi.fn();
    renderWithPortal(<ConsultantRegistrationModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Registro de consultor' }, SLOW);
    await within(dialog).findByRole('option', { name: 'Francia' }, SLOW);

    await fillConsultant('47815236F');
    await acceptNotice(/protección de datos/, 'Protección de datos');

    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(textbox(/^NIF/)).toHaveAccessibleDescription(REGISTERED_ALREADY), SLOW);
    expect(onClose).not.toHaveBeenCalled();
    expect(reported).toEqual([]);

    type(textbox(/^NIF/), '12345678Z');
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(reported).toEqual([{ kind: 'success', message: REGISTERED }]);
    expect(await accounts('12345678Z')).toEqual([{ usuario: '12345678Z' }]);
  });

  it("the sign-in page: a wrong password goes to the error modal (the API's 401) and nobody is signed in; the right one signs the company in", async () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    await user.type(screen.getByRole('textbox', { name: /CIF/ }), 'A08612343');
    const password = screen.getByLabelText(/^Contraseña/, { selector: 'input' });
    await user.type(password, 'Otra-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(reported).toEqual([expect.objectContaining({ kind: 'error', status: 401, message: 'El usuario o la contraseña no son correctos.' })]), SLOW);
    expect(useSession.getState().user).toBeNull();

    await user.clear(password);
    await user.type(password, 'Demo-Empresa-2026');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(useSession.getState().user?.usuario).toBe('A08612343'), SLOW);
    expect(reported).toHaveLength(1);
  });
});
