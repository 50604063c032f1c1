import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarMisDatosAdmin, misDatosAdmin } from '@dapcon/contract/consultores';
import { mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { MisDatosAdministrador } from './MisDatosAdministrador';

const user = userEvent.setup();
let reported: FeedbackEvent[];
beforeEach(async () => {
  reported = [];
  await signInAs('admin_caateeb', { sub: '2' });
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

async function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<MisDatosAdministrador />, { route: '/mis-datos', lang });
  return screen.findByRole('form', {}, { timeout: 30_000 });
}

describe("an administrator's own data (/mis-datos)", () => {
  it('shows its user read-only, name, surnames, phone and e-mail', async () => {
    const form = await open();
    expect(sent(misDatosAdmin)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'Usuario (NIF)' })).toHaveValue('38562014F');
    expect(within(form).getByRole('textbox', { name: 'Usuario (NIF)' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Jordi');
    expect(within(form).getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Casals Vidal');
    expect(within(form).getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('jordi.casals@dapcon.example');
  });

  it("'El telefono es obligatorio.' as the spec writes it, nothing sent; then sent, and read again", async () => {
    const form = await open();
    const telefono = within(form).getByRole('textbox', { name: /^Teléfono/ });
    await user.clear(telefono);
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El telefono es obligatorio.')).toBeInTheDocument();
    expect(sent(actualizarMisDatosAdmin)).toEqual([]);

    await user.type(telefono, '933 000 111');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    expect(sent(actualizarMisDatosAdmin)[0]?.body).toEqual({ nombre: 'Jordi', apellidos: 'Casals Vidal', telefono: '933 000 111', email: 'jordi.casals@dapcon.example' });
    // What was stored is the API's (ConsultoresList.api.test.tsx): the mock keeps nothing.
    await waitFor(() => expect(sent(misDatosAdmin)).toHaveLength(2));
  });

  it('speaks Catalan', async () => {
    const form = await open('ca');
    expect(within(form).getByRole('textbox', { name: 'Usuari (NIF)' })).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /^Telèfon/ }));
    await user.click(within(form).getByRole('button', { name: 'Desar' }));
    expect(await within(form).findByText('El telèfon és obligatori.')).toBeInTheDocument();
  });
});
