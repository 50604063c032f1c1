// /tarifas on the mock API: the fee types' tree, the type picked asked for, the fees answered with their
// price in euros or as a percentage, the create/edit modal (the spec's messages under the fields, the
// internal code only for profile 1), delete after the spec's question, and the bank data modal with its
// IBAN check on blur and the remittances' creditor (holder, BIC, SEPA creditor id); what each sends and
// the list read again. Which fees a type lists, a type and code taken, what a save, a deletion or the
// bank data leave stored are the API's: FinanzasListas.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarDatosBancarios, actualizarTarifa, borrarTarifa, crearTarifa, FINANZAS_MSG, tarifasList } from '@dapcon/contract/finanzas';
import { IDIOMA_ID } from '@dapcon/contract/referencia';
import { MSG } from '@dapcon/contract/core';
import { mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { TarifasPage } from './TarifasPage';

const user = userEvent.setup();

const TIPOS = {
  es: [
    { param_id: 'cuota_anual', pt_texto: 'Cuota anual' },
    { param_id: 'dapcon', pt_texto: 'DAPcon' },
    { param_id: 'dapcon_renovacion', pt_texto: 'Renovación DAPcon' },
    { param_id: 'sup_dapcon_idioma', pt_texto: 'Suplemento por idioma de la DAPcon' },
    { param_id: 'comision', pt_texto: 'Comisiones (porcentaje)' },
  ],
  ca: [
    { param_id: 'cuota_anual', pt_texto: 'Quota anual' },
    { param_id: 'dapcon', pt_texto: 'DAPcon' },
    { param_id: 'dapcon_renovacion', pt_texto: 'Renovació DAPcon' },
    { param_id: 'sup_dapcon_idioma', pt_texto: 'Suplement per idioma de la DAPcon' },
    { param_id: 'comision', pt_texto: 'Comissions (percentatge)' },
  ],
};

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);

async function open(role: Role = 'admin_ares', lang: 'es' | 'ca' = 'es', route = '/tarifas') {
  await signInAs(role, { usuario: role === 'admin_ares' ? '46127839M' : '38562014F' });
  renderWithPortal(<AreaRoutes routes={[{ path: '/tarifas', title: 'Tarifas', element: <TarifasPage /> }]} />, { route, lang });
  await screen.findByRole('treeitem', { name: lang === 'es' ? 'Cuota anual' : 'Quota anual' });
}

const table = () => screen.getByRole('table');
const row = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });

describe('/tarifas', () => {
  it('shows the fee types as a tree, the annual fees first: description, state, accounting code, price in euros', async () => {
    await open();
    expect(screen.getByRole('tree', { name: 'Tipos de tarifa' })).toBeInTheDocument();
    expect(screen.getAllByRole('treeitem').map((i) => i.textContent)).toEqual(TIPOS.es.map((t) => t.pt_texto));
    expect(screen.getByRole('treeitem', { name: 'Cuota anual' })).toHaveAttribute('aria-selected', 'true');
    await within(table()).findByText('Cuota anual pequeña empresa (menos de 50 trabajadores)');
    const pme = row('pequeña empresa');
    expect(pme).toHaveTextContent('Activa');
    expect(pme).toHaveTextContent('705.1003');
    expect(pme).toHaveTextContent('450,00 €');
    expect(row('gran empresa')).toHaveTextContent('1.200,00 €');
    expect(row('más de 5 socios')).toHaveTextContent('Inactiva');
    expect(screen.getByRole('table', { name: 'Tarifas de Cuota anual' })).toBeInTheDocument();
  });

  it('asks for the fees of the type picked in the tree (kept in the URL)', async () => {
    await open();
    await user.click(screen.getByRole('treeitem', { name: 'Renovación DAPcon' }));
    await waitFor(() => expect(sent(tarifasList).at(-1)?.path).toContain('tipo=dapcon_renovacion'));
    expect(await screen.findByRole('table', { name: 'Tarifas de Renovación DAPcon' })).toBeInTheDocument();
    expect(row('Renovación de una DAPcon')).toHaveTextContent('900,00 €');
    expect(screen.getByRole('treeitem', { name: 'Renovación DAPcon' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the commission rates as percentages, and the form's price as 'Porcentaje (%)'", async () => {
    await open();
    await user.click(screen.getByRole('treeitem', { name: 'Comisiones (porcentaje)' }));
    await within(table()).findByText('Comisión por alta de empresa');
    expect(row('Comisión por alta de empresa')).toHaveTextContent('10,00 %');
    expect(row('Comisión por renovación de DAPcon')).toHaveTextContent('4,00 %');
    expect(row('Comisión por alta de empresa')).not.toHaveTextContent('€');
    await user.click(screen.getByRole('button', { name: 'Editar la tarifa Comisión por alta de empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    expect(within(dialog).getByRole('textbox', { name: /Porcentaje \(%\)/ })).toHaveValue('10,00');
  });

  it('edits a fee: its values in the form, the code for profile 1, the list read again', async () => {
    await open();
    const listas = sent(tarifasList).length;
    await user.click(await screen.findByRole('button', { name: 'Editar la tarifa Cuota anual pequeña empresa (menos de 50 trabajadores)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    expect(within(dialog).getByLabelText(/Código interno/)).toHaveValue('pme_50');
    const precio = within(dialog).getByLabelText(/Precio/);
    expect(precio).toHaveValue('450,00');
    await user.clear(precio);
    await user.type(precio, '475,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar tarifa' })).not.toBeInTheDocument());
    expect(sent(actualizarTarifa).at(-1)?.body).toEqual({
      codigo: 'pme_50',
      descripcion: 'Cuota anual pequeña empresa (menos de 50 trabajadores)',
      tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: 'Quota anual petita empresa (menys de 50 treballadors)' }],
      codigo_contable: '705.1003',
      precio: '475.50',
      estado: true,
    });
    await waitFor(() => expect(sent(tarifasList).length).toBeGreaterThan(listas));
    expect(reported).toContainEqual({ kind: 'success', message: 'La tarifa se ha guardado correctamente.' });
  });

  it('asks for every field with the spec’s messages, and refuses a price that is not one, before sending', async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarifa de Cuota anual' });
    await user.selectOptions(within(dialog).getByLabelText(/Estado/), '');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    for (const text of ['Ingrese un código', 'Ingrese una descripción', 'Ingrese una código contable', 'Ingrese un precio.', 'Seleccione un estado']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/Precio/), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El importe no es válido: hasta 2 decimales, sin negativos.')).toBeInTheDocument();
    expect(sent(crearTarifa)).toHaveLength(0);
  });

  it("creates a fee of the selected type; the API's 422 for a type and code taken shown under the code", async () => {
    mockApi(crearTarifa, ({ body }) => {
      const sentBody = body as { codigo: string; descripcion: string };
      if (sentBody.codigo === 'dapcon') throw mockError(422, MSG.datosInvalidos, { codigo: [FINANZAS_MSG.tarifaDuplicada] });
      return { id: 100, tipo: 'dapcon' as const, codigo_contable: '705.2009', precio: '1800.00', estado: true, tarifa_idiomas: [], ...sentBody, descripcion_principal: sentBody.descripcion };
    });
    await open();
    await user.click(screen.getByRole('treeitem', { name: 'DAPcon' }));
    await within(table()).findByText('Registro de una DAPcon');
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva tarifa de DAPcon' });
    await user.type(within(dialog).getByLabelText(/Código interno/), 'dapcon');
    await user.type(within(dialog).getByLabelText(/^Descripción(?! \()/), 'Registro urgente');
    await user.type(within(dialog).getByLabelText(/Código contable/), '705.2009');
    await user.type(within(dialog).getByLabelText(/Precio/), '1.800');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe una tarifa de este tipo con este código.')).toBeInTheDocument();
    const codigo = within(dialog).getByLabelText(/Código interno/);
    await user.clear(codigo);
    await user.type(codigo, 'dapcon_urgente');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva tarifa de DAPcon' })).not.toBeInTheDocument());
    expect(sent(crearTarifa).at(-1)?.body).toMatchObject({ tipo: 'dapcon', codigo: 'dapcon_urgente', precio: '1800.00', estado: true });
  });

  it('shows no internal code to the association administrator (profile 2), and sends none', async () => {
    await open('admin_caateeb');
    await user.click(await screen.findByRole('button', { name: 'Editar la tarifa Cuota anual gran empresa (más de 250 trabajadores)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    expect(within(dialog).queryByLabelText(/Código interno/)).not.toBeInTheDocument();
    const descripcion = within(dialog).getByLabelText(/^Descripción(?! \()/);
    await user.clear(descripcion);
    await user.type(descripcion, 'Cuota gran empresa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent(actualizarTarifa)).toHaveLength(1));
    expect(sent(actualizarTarifa)[0]?.body).toMatchObject({ descripcion: 'Cuota gran empresa' });
    expect(sent(actualizarTarifa)[0]?.body).not.toHaveProperty('codigo');
  });

  it('deletes a fee after the spec’s question (nothing sent when cancelled), the list read again', async () => {
    await open();
    const name = 'Borrar la tarifa Cuota anual asociación hasta 5 socios';
    await user.click(await screen.findByRole('button', { name }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(confirm).toHaveTextContent('Realmente desea borrar esta tarifa ?');
    await user.click(within(confirm).getByRole('button', { name: /Cancelar/ }));
    expect(sent(borrarTarifa)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name }));
    const again = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    const listas = sent(tarifasList).length;
    await user.click(within(again).getByRole('button', { name: /Aceptar|Confirmar|Sí/ }));
    await waitFor(() => expect(sent(borrarTarifa)).toHaveLength(1));
    expect(sent(borrarTarifa)[0]?.path).toBe('/api/tarifas/4');
    await waitFor(() => expect(sent(tarifasList).length).toBeGreaterThan(listas));
  });

  it('edits the bank data: an invalid IBAN says so when the field is left, a valid one is saved (201)', async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Datos bancarios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos bancarios' });
    const iban = await within(dialog).findByLabelText(/N° de cuenta/);
    expect(within(dialog).getByLabelText(/Entidad/)).toHaveValue('CaixaBank');
    expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1332');
    await user.clear(iban);
    await user.type(iban, 'ES91 2100 0418 4502 0005 1333');
    await user.tab();
    expect(await within(dialog).findByText('IBAN no válido')).toBeInTheDocument();
    expect(sent(actualizarDatosBancarios)).toHaveLength(0);
    await user.clear(iban);
    await user.type(iban, 'es79 2100 0813 6101 2345 6789');
    await user.tab();
    await waitFor(() => expect(within(dialog).queryByText('IBAN no válido')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Datos bancarios' })).not.toBeInTheDocument());
    expect(sent(actualizarDatosBancarios).at(-1)?.body).toEqual({
      entidad: 'CaixaBank',
      num_cuenta: 'ES7921000813610123456789',
      titular: "Col·legi de l'Arquitectura Tècnica de Barcelona",
      bic: 'CAIXESBBXXX',
      identificador_acreedor: 'ES10ZZZQ0875009B',
      direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona',
    });
    expect(reported).toContainEqual({ kind: 'success', message: 'Los datos bancarios se han guardado correctamente.' });
  });

  it("edits the remittances' creditor: holder, BIC and SEPA creditor id, the last two checked when left; blank clears them", async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Datos bancarios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos bancarios' });
    const titular = await within(dialog).findByLabelText(/Titular/);
    const bic = within(dialog).getByLabelText(/BIC/);
    const acreedor = within(dialog).getByLabelText(/Identificador de acreedor SEPA/);
    expect(titular).toHaveValue("Col·legi de l'Arquitectura Tècnica de Barcelona");
    expect(bic).toHaveValue('CAIXESBBXXX');
    expect(acreedor).toHaveValue('ES10ZZZQ0875009B');
    expect(within(dialog).getByText(/Para las remesas SEPA/)).toBeInTheDocument();
    await user.clear(bic);
    await user.type(bic, 'CAIXES');
    await user.tab();
    expect(await within(dialog).findByText('BIC no válido')).toBeInTheDocument();
    await user.clear(acreedor);
    await user.type(acreedor, 'ES00ZZZQ0875009B');
    await user.tab();
    expect(await within(dialog).findByText('El identificador de acreedor SEPA no es válido.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(sent(actualizarDatosBancarios)).toHaveLength(0);
    await user.clear(bic);
    await user.clear(titular);
    await user.clear(acreedor);
    await user.type(acreedor, 'es10 zzz q0875009b');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Datos bancarios' })).not.toBeInTheDocument());
    // Blank holder and BIC are sent as null (cleared); the identifier normalized.
    expect(sent(actualizarDatosBancarios).at(-1)?.body).toEqual({
      entidad: 'CaixaBank',
      num_cuenta: 'ES9121000418450200051332',
      titular: null,
      bic: null,
      identificador_acreedor: 'ES10ZZZQ0875009B',
      direccion: 'Carrer del Bon Pastor, 5, 08021 Barcelona',
    });
  });

  it('asks the description in every language: the Catalan one saved, and the list in Catalan shows it (the Spanish one where there is none)', async () => {
    await open();
    await user.click(await screen.findByRole('button', { name: 'Editar la tarifa Cuota anual gran empresa (más de 250 trabajadores)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tarifa' });
    const catalan = await within(dialog).findByLabelText(/^Descripción \(Català\)/);
    expect(catalan).toHaveValue('Quota anual gran empresa (més de 250 treballadors)');
    await user.clear(catalan);
    await user.type(catalan, 'Quota gran empresa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar tarifa' })).not.toBeInTheDocument());
    expect(sent(actualizarTarifa).at(-1)?.body).toMatchObject({ descripcion: 'Cuota anual gran empresa (más de 250 trabajadores)', tarifa_idiomas: [{ idioma_id: IDIOMA_ID.ca, descripcion: 'Quota gran empresa' }] });
    // A fee without a Catalan text: blank, and nothing sent for it.
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const nueva = await screen.findByRole('dialog', { name: 'Nueva tarifa de Cuota anual' });
    expect(await within(nueva).findByLabelText(/^Descripción \(Català\)/)).toHaveValue('');
  });

  it('speaks Catalan: the tree, the columns, the descriptions, the messages', async () => {
    await open('admin_ares', 'ca');
    expect(screen.getByRole('tree', { name: 'Tipus de tarifa' })).toBeInTheDocument();
    await within(table()).findByText('Quota anual petita empresa (menys de 50 treballadors)');
    expect(within(table()).queryByText('Cuota anual pequeña empresa (menos de 50 trabajadores)')).not.toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Codi comptable/ })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Preu/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dades bancàries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dades bancàries' });
    const iban = await within(dialog).findByLabelText(/Núm. de compte/);
    await user.clear(iban);
    await user.type(iban, 'ES00');
    await user.tab();
    expect(await within(dialog).findByText('IBAN no vàlid')).toBeInTheDocument();
  });
});
