import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './CompanyFields.stories';

const { Empty, Catalan, ReadOnlyBilling, ReadOnlyBillingCatalan } = composeStories(stories);
const user = userEvent.setup();
const group = (name: string) => screen.getByRole('group', { name });

describe('CompanyFields', () => {
  it("shows a company's sections, each a group named by its title, with the record's field names", async () => {
    render(<Empty />);
    const legends = [...screen.getByRole('form', { name: 'Empresa' }).querySelectorAll('fieldset > legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Dirección', 'Contacto', 'Persona de contacto', 'Contacto de facturación', 'Datos de facturación']);
    expect(within(group('Contacto')).getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAttribute('name', 'org_email');
    expect(within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ })).toHaveAttribute('name', 'persona_contacto_cargo');
    expect(within(group('Contacto de facturación')).getByRole('textbox', { name: /^Teléfono/ })).toHaveAttribute('name', 'contacto_facturacion_telefono');
    expect(within(group('Contacto')).getByRole('textbox', { name: /^Página web/ })).not.toBeRequired();
  });

  it('offers the size list of the chosen type as radio buttons, each text whole, and empties the size when the type changes', async () => {
    render(<Empty />);
    const tipo = within(group('Datos de facturación')).getByRole('combobox', { name: /^Tipo de empresa/ });
    const tamanio = () => within(group('Datos de facturación')).getByRole('radiogroup', { name: 'Tamaño de empresa' });
    expect(within(tamanio()).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Seleccione primero el tipo de empresa')).toBeInTheDocument();
    await waitFor(() => expect(within(tipo).getByRole('option', { name: 'Empresa' })).toBeInTheDocument());
    await user.selectOptions(tipo, 'empresa');
    // Radio buttons, not a select: no text is cut, whatever the width (issue 33, item 16).
    expect(within(group('Datos de facturación')).queryByRole('combobox', { name: /^Tamaño de empresa/ })).not.toBeInTheDocument();
    const micro = within(tamanio()).getByRole('radio', { name: 'Microempresa' });
    await user.click(micro);
    expect(micro).toBeChecked();
    expect(micro).toHaveAttribute('name', 'org_tamanio');
    await user.selectOptions(tipo, 'asociacion');
    expect(within(tamanio()).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(within(tamanio()).getByRole('radio', { name: 'Asociación pequeña' })).toBeInTheDocument();
    expect(within(tamanio()).queryByRole('radio', { name: 'Microempresa' })).not.toBeInTheDocument();
  });

  it('shows the contract’s messages under the fields', async () => {
    render(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group('Persona de contacto')).findByText('El cargo es obligatorio.')).toBeInTheDocument();
    expect(within(group('Datos de facturación')).getByText('El Tipo de empresa es obligatorio.')).toBeInTheDocument();
  });

  it('shows a stored type and size read-only, out of the form, with why (readOnlyBilling)', async () => {
    render(<ReadOnlyBilling />);
    const billing = group('Datos de facturación');
    await waitFor(() => expect(within(billing).getByRole('textbox', { name: 'Tipo de empresa' })).toHaveValue('Empresa'));
    await waitFor(() => expect(within(billing).getByRole('textbox', { name: 'Tamaño de empresa' })).toHaveValue('Microempresa'));
    for (const name of ['Tipo de empresa', 'Tamaño de empresa']) {
      const field = within(billing).getByRole('textbox', { name });
      expect(field).toHaveAttribute('readonly');
      expect(field).not.toHaveAttribute('name');
      expect(field).toHaveAccessibleDescription('Fija la cuota anual: solo la administración puede cambiarlo.');
    }
    expect(within(billing).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows them read-only in Catalan', async () => {
    render(<ReadOnlyBillingCatalan />);
    const billing = await screen.findByRole('group', { name: 'Dades de facturació' }, { timeout: 30_000 });
    await waitFor(() => expect(within(billing).getByRole('textbox', { name: "Tipus d'empresa" })).toHaveValue('Empresa'));
    expect(within(billing).getByRole('textbox', { name: "Mida de l'empresa" })).toHaveAccessibleDescription("Fixa la quota anual: només l'administració el pot canviar.");
  });

  it('speaks Catalan', async () => {
    render(<Catalan />);
    expect(await screen.findByRole('group', { name: 'Persona de contacte' }, { timeout: 30_000 })).toBeInTheDocument();
    const facturacio = group('Dades de facturació');
    expect(within(facturacio).getByRole('combobox', { name: /^Tipus d'empresa/ })).toBeInTheDocument();
    expect(within(facturacio).getByText("Seleccioneu primer el tipus d'empresa")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group('Persona de contacte')).findByText('El càrrec és obligatori.', {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
