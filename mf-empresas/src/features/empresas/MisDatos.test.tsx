// /mis-datos of a company on the mock API: its fixture's data, the fields it may not change, the form's
// own checks and the requests it sends. What a save stores and the page reads back (a document stored
// or removed) are the real API's (EmpresaFicha.api.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarDocumentoEmpresa, actualizarMisDatos, misDatosEmpresa, quitarDocumentoEmpresa } from '@dapcon/contract/empresas';
import { empresaPerfil, mockError, mockRequests, MOCK_EMPRESAS } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { MisDatos } from './MisDatos';

const user = userEvent.setup();
/** The company of the organisation account of the tests (the mock API's demo company): ISO 14001 stored, no EMAS. */
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];
const PERFIL = empresaPerfil(EMPRESA);

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('organizacion');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const form = () => screen.getByRole('form', { name: 'Datos de la empresa' });
const group = (name: string) => within(form()).getByRole('group', { name });

async function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<MisDatos />, { route: '/mis-datos', lang });
  await screen.findByRole('form', {}, { timeout: 30_000 });
}

describe('MisDatos (/mis-datos of a company)', () => {
  it('shows the CIF and the legal name read-only, and the sections of the company’s data', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByText('Mis datos')).toBeInTheDocument();
    const empresa = group('Datos de la empresa');
    expect(within(empresa).getByRole('textbox', { name: 'CIF' })).toHaveValue(EMPRESA.org_cif);
    expect(within(empresa).getByRole('textbox', { name: 'CIF' })).toHaveAttribute('readonly');
    expect(within(empresa).getByRole('textbox', { name: 'Razón social' })).toHaveValue(EMPRESA.org_nombre);
    expect(within(empresa).getByRole('textbox', { name: 'Razón social' })).toHaveAttribute('readonly');
    const legends = [...form().querySelectorAll('fieldset > legend')].map((legend) => legend.textContent);
    expect(legends).toEqual([
      'Datos de la empresa',
      'Dirección',
      'Contacto',
      'Persona de contacto',
      'Contacto de facturación',
      'Datos de facturación',
      'Sistemas de gestión medioambiental',
      'Logo',
    ]);
    expect(within(group('Persona de contacto')).getByRole('textbox', { name: /^Nombre/ })).toHaveValue(PERFIL.persona_contacto_nombre);
    expect(screen.queryByRole('group', { name: 'Administración' })).not.toBeInTheDocument();
    // The stored ISO 14001 document, and an empty EMAS box.
    expect(within(group('Sistemas de gestión medioambiental')).getByRole('button', { name: 'Descargar el documento ISO 14001' })).toBeInTheDocument();
    expect(within(group('Sistemas de gestión medioambiental')).getByRole('checkbox', { name: 'Dispone de registro EMAS' })).not.toBeChecked();
    // The stored logo, read with the session's token.
    expect(await within(group('Logo')).findByRole('img', { name: `Logo de ${EMPRESA.org_nombre}` })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('shows the type and size read-only (they set the fee: the administration changes them), and never sends them', async () => {
    expect(PERFIL).toMatchObject({ org_tipo: 'empresa', org_tamanio: 'pequena' });
    await open();
    const facturacion = group('Datos de facturación');
    const tipo = within(facturacion).getByRole('textbox', { name: 'Tipo de empresa' });
    const tamanio = within(facturacion).getByRole('textbox', { name: 'Tamaño de empresa' });
    await waitFor(() => expect(tipo).toHaveValue('Empresa'));
    await waitFor(() => expect(tamanio).toHaveValue('Pequeña empresa'));
    for (const field of [tipo, tamanio]) {
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription('Fija la cuota anual: solo la administración puede cambiarlo.');
    }
    expect(within(facturacion).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarMisDatos)).toHaveLength(1));
    const data = sent(actualizarMisDatos)[0]?.form;
    expect(data?.has('org_tipo')).toBe(false);
    expect(data?.has('org_tamanio')).toBe(false);
  });

  it('shows the type and size read-only in Catalan', async () => {
    await open('ca');
    const facturacio = within(screen.getByRole('form', { name: "Dades de l'empresa" })).getByRole('group', { name: 'Dades de facturació' });
    await waitFor(() => expect(within(facturacio).getByRole('textbox', { name: "Mida de l'empresa" })).toHaveValue('Petita empresa'));
    expect(within(facturacio).getByRole('textbox', { name: "Tipus d'empresa" })).toHaveAttribute('readonly');
    expect(within(facturacio).getByRole('textbox', { name: "Mida de l'empresa" })).toHaveAccessibleDescription("Fixa la quota anual: només l'administració el pot canviar.");
  });

  it('saves its data without the CIF or the name, uploads a late EMAS document, and reads them again', async () => {
    await open();
    const cargo = within(group('Persona de contacto')).getByRole('textbox', { name: /^Cargo/ });
    await user.clear(cargo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(group('Persona de contacto')).findByText('El cargo es obligatorio.')).toBeInTheDocument();
    await user.type(cargo, 'Directora general');
    await user.click(within(group('Sistemas de gestión medioambiental')).getByRole('checkbox', { name: 'Dispone de registro EMAS' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Es necesario adjuntar el documento acreditativo')).toBeInTheDocument();
    expect(sent(actualizarMisDatos)).toEqual([]);

    await user.upload(screen.getByLabelText(/Registro EMAS \(PDF\)/), new File(['%PDF-1.4'], 'emas.pdf', { type: 'application/pdf' }));
    const reads = sent(misDatosEmpresa).length;
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'Los datos han sido guardados correctamente' }]));
    const data = sent(actualizarMisDatos)[0]?.form;
    expect(data?.get('persona_contacto_cargo')).toBe('Directora general');
    expect(data?.has('org_cif')).toBe(false);
    expect(data?.has('org_nombre')).toBe(false);
    expect(sent(actualizarDocumentoEmpresa)[0]?.form?.get('type')).toBe('emacs');
    await waitFor(() => expect(sent(misDatosEmpresa).length).toBe(reads + 1), { timeout: 30_000 });
  });

  it('removes a stored document after asking, keeping what was typed', async () => {
    await open();
    const web = within(group('Contacto')).getByRole('textbox', { name: /^Página web/ });
    await user.clear(web);
    await user.type(web, 'https://otra.example');
    await user.click(screen.getByRole('button', { name: 'Quitar el documento ISO 14001' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Quitar documento' })).getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(sent(quitarDocumentoEmpresa).map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /api/organizaciones/${EMPRESA.org_id}/documento?doc_type=iso14001`]));
    await waitFor(() => expect(reported).toEqual([{ kind: 'success', message: 'El documento se ha quitado.' }]));
    // Read again without a reset of the form.
    await waitFor(() => expect(sent(misDatosEmpresa).length).toBeGreaterThan(1));
    expect(within(group('Contacto')).getByRole('textbox', { name: /^Página web/ })).toHaveValue('https://otra.example');
  });

  it('reports a failure to read its data', async () => {
    mockApi(misDatosEmpresa, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<MisDatos />, { route: '/mis-datos' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
  });

  it('speaks Catalan', async () => {
    await open('ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Les meves dades' })).toBeInTheDocument();
    const dades = screen.getByRole('form', { name: "Dades de l'empresa" });
    expect(within(dades).getByRole('group', { name: 'Persona de contacte' })).toBeInTheDocument();
    expect(within(dades).getByRole('group', { name: 'Dades de facturació' })).toBeInTheDocument();
    expect(within(dades).getByRole('button', { name: 'Descarregar el document ISO 14001' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desar' })).toBeInTheDocument();
  });
});
