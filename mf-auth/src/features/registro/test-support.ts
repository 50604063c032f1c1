// Filling the registration forms as a person would, for their tests on the mock (CompanyRegistrationModal,
// ConsultantRegistrationModal) and on the real API (features/Auth.api.test.tsx).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

const user = userEvent.setup();
/** What a form waits for (the towns of a postcode): generous, for a busy machine and the real API. */
const SLOW = { timeout: 30_000 };

export const group = (name: string) => screen.getByRole('group', { name });
/** Types a whole value at once (a change event), as a paste does. */
export const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
/** A text box by its label, within a group of the form when named. */
export const textbox = (name: RegExp, inGroup?: string) => (inGroup ? within(group(inGroup)) : screen).getByRole('textbox', { name });

/** Ticks a box whose notice must be read first, and accepts the notice. */
export async function acceptNotice(checkbox: RegExp, title: string) {
  await user.click(screen.getByRole('checkbox', { name: checkbox }));
  const notice = await screen.findByRole('dialog', { name: title });
  await user.click(within(notice).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

/** A valid company (Barcelona 08001, type empresa) with the CIF and size given; every box ticked. */
export async function fillCompany({ cif, tamanio }: { cif: string; tamanio: string }) {
  type(textbox(/^CIF/), cif);
  type(textbox(/^Razón social/), 'Áridos del Vallès, S.L.');
  type(textbox(/^Dirección/, 'Dirección'), 'Carrer Major 1');
  type(textbox(/^Código postal/), '08001');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'), SLOW);
  type(textbox(/^Correo electrónico/, 'Contacto'), 'info@aridos.example');
  type(textbox(/^Teléfono/, 'Contacto'), '931234567');
  type(textbox(/^Nombre/, 'Persona de contacto'), 'Marta Puig');
  type(textbox(/^Cargo/, 'Persona de contacto'), 'Gerente');
  type(textbox(/^Teléfono/, 'Persona de contacto'), '600111222');
  type(textbox(/^Correo electrónico/, 'Persona de contacto'), 'marta@aridos.example');
  type(textbox(/^Nombre/, 'Contacto de facturación'), 'Jordi Vila');
  type(textbox(/^Correo electrónico/, 'Contacto de facturación'), 'factures@aridos.example');
  type(textbox(/^Teléfono/, 'Contacto de facturación'), '931234568');
  type(screen.getByRole('combobox', { name: /^Tipo de empresa/ }), 'empresa');
  await user.click(await within(screen.getByRole('radiogroup', { name: 'Tamaño de empresa' })).findByRole('radio', { name: tamanio }));
  type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto123');
  type(screen.getByLabelText(/^Repita la contraseña/, { selector: 'input' }), 'secreto123');
  await user.click(screen.getByRole('checkbox', { name: /veracidad/ }));
  await acceptNotice(/términos y condiciones/, 'Términos y condiciones');
  await acceptNotice(/protección de datos/, 'Protección de datos');
}

/** A valid consultant (Barcelona 08001) with the NIF given, the data protection notice not yet accepted. */
export async function fillConsultant(nif: string) {
  type(textbox(/^NIF/), nif);
  type(textbox(/^Nombre/), 'Laia');
  type(textbox(/^Apellidos/), 'Serra Font');
  type(textbox(/^Teléfono móvil/), '600123456');
  type(textbox(/^Correo electrónico/), 'laia@acv.example');
  type(textbox(/^Dirección/), 'Carrer Nou 5');
  type(textbox(/^Código postal/), '08001');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /^Población/ })).toHaveValue('Barcelona'), SLOW);
  type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'secreto123');
  type(screen.getByLabelText(/^Repita la contraseña/, { selector: 'input' }), 'secreto123');
}
