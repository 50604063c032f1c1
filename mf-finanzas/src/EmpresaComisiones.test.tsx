// A company's 'Comisiones' on the mock API (mocks/src/finanzas-comisiones.ts, fixtures only): the
// filters asked for, the agent and the commissions answered, what defining an agent, synchronising and
// deleting send and say. Which commissions are the company's, in which order, the agent kept, what a
// synchronisation creates and a deletion leaves are the API's: FinanzasListas.api.test.tsx, on the real
// API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatEuro } from '@dapcon/contract/core';
import { cambiarRema, comisiones, eliminarComision, sincronizarComisiones } from '@dapcon/contract/finanzas';
import { MOCK_EMPRESAS, mockComisiones, mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { renderWithPortal, signInAs } from '../../config/test-utils';
import EmpresaComisiones from './EmpresaComisiones';

const ANYO = new Date().getFullYear();
/** The demo company (agent 3, Laura Martínez Soler; four of the commissions in mocks/src/finanzas-comisiones.ts, two paid). */
const DEMO = MOCK_EMPRESAS[0] ?? { org_cif: '', org_id: 0 };
/** The mock's commissions, all of them answered whatever the company. */
const FIXTURES = mockComisiones();
/** A company without agent nor agreement. */
const LIBRE = MOCK_EMPRESAS.find((e) => e.comisionista_id === null && e.org_convenio === null && !e.org_fecha_baja) ?? DEMO;

const rows = () => within(screen.getByRole('table', { name: 'Comisiones de la empresa' })).getAllByRole('row').slice(1);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(cif: string) {
  await signInAs('admin_ares');
  const user = userEvent.setup();
  renderWithPortal(<EmpresaComisiones cif={cif} />, { route: `/empresas/${cif}?tab=comisiones` });
  await screen.findByRole('button', { name: 'Definir Comisionista' }, { timeout: 30_000 });
  return user;
}

describe("mf-finanzas's commissions panel of a company ('Comisiones')", () => {
  it('filters from its modal (type and year), keeping the company; the button counts the filters', async () => {
    const user = await open(DEMO.org_cif);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const form = await screen.findByRole('form', { name: 'Filtros de comisiones' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Año' }), String(ANYO));
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    const queries = () => mockRequests().filter((r) => r.endpoint === comisiones.id).map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ org_id: String(DEMO.org_id), year: String(ANYO) }));
    expect(await screen.findByRole('button', { name: 'Filtrar (1)' })).toBeInTheDocument();
  });

  it('shows the agent, its type and the commissions: paid ones with their date, unpaid ones a red No', async () => {
    await open(DEMO.org_cif);
    expect(await screen.findByTestId('comisionista')).toHaveTextContent('Martínez Soler, Laura (47815236F)');
    await waitFor(() => expect(screen.getByTestId('tipo-comision')).toHaveTextContent('Alta de empresa'));
    expect(screen.getByRole('link', { name: 'Ver consultor Martínez Soler, Laura' })).toHaveAttribute('href', '/consultores/47815236F');
    await waitFor(() => expect(rows()).toHaveLength(FIXTURES.length));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Comisionista',
      'Comisión',
      'Importe',
      'Total comisión',
      'Fecha de pago',
      'Año',
      'Acciones',
    ]);
    // The declaration's commission of this year: 8 % of 1.500 €, unpaid.
    const first = rows()[FIXTURES.findIndex((c) => c.id === 4)];
    // The commission's type sits under its name (issue 33, item 13: the tab fits its box).
    expect(within(first ?? document.body).getByTestId('tipo-de-comision').textContent).not.toBe('');
    expect(first).toHaveTextContent(formatEuro('1500.00'));
    expect(first).toHaveTextContent(formatEuro('120.00'));
    expect(within(first ?? document.body).getByText('No')).toBeInTheDocument();
    expect(screen.queryByTestId('sin-comisionista')).not.toBeInTheDocument();
  });

  it("says which declaration a DAPcon commission is for (its product while it has no code); a fee's names none", async () => {
    await open(DEMO.org_cif);
    await waitFor(() => expect(rows()).toHaveLength(FIXTURES.length));
    const dapcon = rows().filter((r) => within(r).queryByTestId('dapcon-comision') !== null);
    expect(dapcon).toHaveLength(FIXTURES.filter((c) => c.origen === 'dapcon').length);
    const ladrillo = dapcon.find((r) => r.textContent?.includes('Ladrillo cerámico cara vista'));
    expect(within(ladrillo ?? document.body).getByTestId('dapcon-comision')).toHaveTextContent('DAPcon: Ladrillo cerámico cara vista');
    expect(ladrillo).toHaveTextContent(formatEuro('1500.00'));
  });

  it('without an agent warns, offers no table actions, and defines one: both fields required, then sent', async () => {
    const user = await open(LIBRE.org_cif);
    expect(screen.getByTestId('sin-comisionista')).toHaveTextContent('No se ha definido ningún consultor');
    expect(screen.queryByRole('button', { name: 'Sincronizar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Definir Comisionista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definir Comisionista' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un Comisionista')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese un tipo de comisión')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === cambiarRema.id)).toHaveLength(0);

    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Roca Serra, Jaume (45213678W)' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Comisionista/ }), '6');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Tipo de comisión/ }), 'comision_renovacion_empresa');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sincronizar comisiones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = mockRequests().filter((r) => r.endpoint === cambiarRema.id);
    expect(patch?.path).toBe(`/api/comisiones/cambiar_rema/${LIBRE.org_id}`);
    expect(patch?.body).toEqual({ comisionista_id: 6, tipo_comision: 'comision_renovacion_empresa', sincronizar: true });
    expect(reported).toContainEqual({ kind: 'success', message: 'Comisionista definido correctamente' });
  });

  it("synchronises after '¿Realmente desea sincronizar este REMA?', saying what it did", async () => {
    const user = await open(DEMO.org_cif);
    await waitFor(() => expect(rows()).toHaveLength(FIXTURES.length));
    await user.click(await screen.findByRole('button', { name: 'Sincronizar' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Realmente desea sincronizar este REMA?');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockRequests().filter((r) => r.endpoint === sincronizarComisiones.id).map((r) => r.body)).toEqual([{ org_id: DEMO.org_id, comisionista_id: 3 }]);
    // The figures answered (what a synchronisation does is the API's).
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: 'Comisiones sincronizadas correctamente: creadas: 1, eliminadas: 0, actualizadas: 0' }));
  });

  it('deletes an unpaid commission after confirming; a paid one cannot be deleted', async () => {
    const user = await open(DEMO.org_cif);
    await waitFor(() => expect(rows()).toHaveLength(FIXTURES.length));
    expect(screen.getByRole('button', { name: `Eliminar la comisión Comisión por alta de empresa de ${ANYO - 3}` })).toBeDisabled();
    const unpaid = screen.getByRole('button', { name: `Eliminar la comisión Comisión por alta de DAPcon de ${ANYO}` });
    expect(unpaid).toBeEnabled();
    await user.click(unpaid);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Realmente desea eliminar esta Comisión?');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(mockRequests().filter((r) => r.endpoint === eliminarComision.id).map((r) => r.path)).toEqual(['/api/comisiones/4/eliminar']));
    await waitFor(() => expect(reported).toContainEqual({ kind: 'success', message: 'Comisión eliminada correctamente' }));
  });
});
