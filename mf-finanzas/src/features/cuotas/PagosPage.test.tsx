// /pagos on the mock API (mocks/src/finanzas-cuotas.ts): the fees answered with their company, year,
// state and sums, the filters asked for and kept in the URL, the detail, 'Alta Pagos' and its refusal,
// in Spanish and Catalan. Which fees a filter selects, in which order, their sums and what a payment
// stores are the API's: FinanzasListas.api.test.tsx, on the real API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatEuro, sumImportes } from '@dapcon/contract/core';
import { cuotasAnuales, FINANZAS_MSG, registrarPagoCuota, type Cuota } from '@dapcon/contract/finanzas';
import { MOCK_EMPRESAS, mockCuotas, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { PagosPage } from './PagosPage';
import type { BuscadorEmpresaProps } from './BuscadorEmpresa';

const ANYO = new Date().getFullYear();
/** The mock API's fees (mocks/src/finanzas-cuotas.ts), as it answers them: the demo company's four, one of company 2 and one of company 3. */
const FIXTURES = mockCuotas().map((c) => ({ org_id: c.org_id, year: c.year, importe: c.importe, pagado: c.pagado !== null }));
const empresa = (id: number) => MOCK_EMPRESAS.find((e) => e.org_id === id) ?? { org_id: id, org_nombre: '', org_cif: '' };

/**
 * The shell's slot, as RemotePanelHost gives it: mf-empresas's search modal replaced by a stand-in
 * offering two companies to pick.
 */
const mount: RemotePanelMount = ({ remote, module, props }) => {
  if (remote !== 'mf_empresas' || module !== 'OrganizacionSearchModal') return null;
  const { open, onPick, onClose } = props as BuscadorEmpresaProps;
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Buscador de Organizaciones">
      {[2, 3].map((id) => (
        <button
          key={id}
          type="button"
          onClick={() => {
            onPick({ ...empresa(id), fecha_creacion: '2020-01-01T00:00:00Z', org_fecha_alta: '2020-01-01T00:00:00Z', org_telefono: null, integracion_api: false, org_convenio: null, convenio_nombre: null, org_fecha_baja: null });
            onClose();
          }}
        >
          {`Seleccionar: ${empresa(id).org_nombre}`}
        </button>
      ))}
    </div>
  );
};

const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === cuotasAnuales.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const table = () => screen.getByRole('table', { name: /Pagos de cuotas anuales|Pagaments de quotes anuals/ });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es', route = '/pagos') {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <PagosPage />
    </RemotePanelHost>,
    { route, lang },
  );
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return user;
}

describe('PagosPage (/pagos)', () => {
  it('lists the fees answered, in their order: organisation with its CIF, year, payment date or Pendiente, amount, invoice; and the sums answered', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagos' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Organización', 'Año cuota', 'Fecha de pago', 'Importe', 'N° factura']),
    );
    expect(rows()).toHaveLength(FIXTURES.length);
    expect(rows().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent))).toEqual(FIXTURES.map((f) => f.year));
    expect(rows().filter((row) => within(row).queryByText('Pendiente'))).toHaveLength(FIXTURES.filter((f) => !f.pagado).length);
    // Each row names its company and CIF.
    for (const f of FIXTURES) expect(rows().some((row) => row.textContent?.includes(empresa(f.org_id).org_cif) && row.textContent.includes(String(f.year)))).toBe(true);
    const total = sumImportes(FIXTURES.map((f) => f.importe));
    const pagado = sumImportes(FIXTURES.filter((f) => f.pagado).map((f) => f.importe));
    expect(screen.getByTestId('totales')).toHaveTextContent(`Total: ${formatEuro(total)}`);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Pagado: ${formatEuro(pagado)}`);
  });

  it('asks for a fee year and a company picked in the Buscador de Organizaciones, kept in the URL', async () => {
    const user = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Año de la cuota' }), String(ANYO - 1));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ year: String(ANYO - 1) }));

    await user.click(screen.getByRole('button', { name: 'Buscar empresa' }));
    await user.click(screen.getByRole('button', { name: `Seleccionar: ${empresa(3).org_nombre}` }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ org_id: '3', year: String(ANYO - 1) }));
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent(empresa(3).org_nombre);
    expect(screen.getByTestId('location').textContent).toContain('org_id=3');

    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toContain('org_id'));
    expect(screen.getByTestId('empresa-filtrada')).toHaveTextContent('Todas las empresas');
  });

  it('asks for the direct debits to collect (owed, method R); the method in its column', async () => {
    const user = await open();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Método');
    for (const row of rows()) expect(row).toHaveTextContent('Domiciliación');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pendientes de pago' }), 'Sí');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Método de pago' }), 'Domiciliación');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ pendiente: 'true', metodo_pago: 'R' }));
    expect(screen.getByTestId('location').textContent).toContain('metodo_pago=R');
  });

  it("opens a row's detail: every field of the fee", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: `Ver detalle del pago de ${ANYO} de ${empresa(1).org_nombre}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del pago' });
    expect(within(dialog).getByText('N° de factura')).toBeInTheDocument();
    expect(within(dialog).getByText(`F${ANYO}-0002`)).toBeInTheDocument();
    expect(within(dialog).getByText('Domiciliación')).toBeInTheDocument();
    expect(within(dialog).getByText(formatEuro('1200.00'))).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1) ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Alta Pagos' registers the payments of the companies picked at once (the cuotas list), then reads the list again", async () => {
    const user = await open();
    const listas = sent().length;
    await user.click(screen.getByRole('button', { name: 'Alta Pagos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Pagos' });
    // Without a company, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagos' }));
    expect(await within(dialog).findByText('Añada al menos una empresa.')).toBeInTheDocument();
    for (const id of [2, 3]) {
      await user.click(within(dialog).getByRole('button', { name: 'Añadir empresa' }));
      await user.click(screen.getByRole('button', { name: `Seleccionar: ${empresa(id).org_nombre}` }));
    }
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Año de la cuota/ }), String(ANYO - 4));
    await user.type(within(dialog).getByRole('textbox', { name: 'Importe (€)' }), '1.234,5');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alta Pagos' })).not.toBeInTheDocument());
    const post = mockRequests().filter((r) => r.endpoint === registrarPagoCuota.id);
    expect(post).toHaveLength(1);
    expect((post[0]?.body as { cuotas: Cuota[] }).cuotas.map((c) => [c.org_id, Number(c.year), c.importe])).toEqual([
      [2, ANYO - 4, '1234.50'],
      [3, ANYO - 4, '1234.50'],
    ]);
    expect(reported.some((e) => e.kind === 'success')).toBe(true);
    await waitFor(() => expect(sent().length).toBeGreaterThan(listas));
  });

  it("names under its company a payment the API refuses (its 409 for a year already paid)", async () => {
    mockApi(registrarPagoCuota, () => {
      throw mockError(409, FINANZAS_MSG.cuotaYaPagada, { 'cuotas.0.year': [FINANZAS_MSG.cuotaYaPagada] });
    });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Alta Pagos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alta Pagos' });
    await user.click(within(dialog).getByRole('button', { name: 'Añadir empresa' }));
    await user.click(screen.getByRole('button', { name: `Seleccionar: ${empresa(2).org_nombre}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pagos' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La cuota de este año ya está pagada para esta empresa.');
    expect(screen.getByRole('dialog', { name: 'Alta Pagos' })).toBeInTheDocument();
  });

  it('is in Catalan too', async () => {
    await open('ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagaments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alta pagaments' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Organització', 'Any quota', 'Data de pagament']));
    expect(screen.getAllByText('Pendent').length).toBeGreaterThan(0);
  });
});
