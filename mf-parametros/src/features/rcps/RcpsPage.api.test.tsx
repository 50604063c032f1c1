// /RCPs on the real API (issue 34, item 4: one back end; config/real-api.ts): which RCPs the list shows
// (those in force; 'Mostrar no vigente' adds the superseded and the deleted), in which order, that a
// new or saved RCP shows in the list, that an RCP 'deleted' leaves the list and the DAPcon creation's
// select with the API's 'deleted' message, and the families and languages a save may name (422) are the
// API's rules (api/src/areas/rcp/): the mock answers its fixture RCPs as they are and keeps no save. On
// the 'test' seed's 18 RCPs (api/src/areas/rcp/data/rcps.ts): 14 in force, three superseded, RCP 013
// deleted.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarRcp, crearRcp, rcpLista } from '@dapcon/contract/rcp';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import { RcpsPage } from './RcpsPage';

const api = withRealApi();
const ADMIN = '46127839M';
const SLOW = { timeout: 30_000 };

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
const cell = (row: HTMLElement, i: number) => within(row).getAllByRole('cell')[i];
const equivalencias = () => rows().map((row) => cell(row, 0)?.querySelector('span')?.textContent);
const estados = () => rows().map((row) => within(row).getByTestId('estado-rcp').textContent);
const EN_VIGOR = ['RCP 001', 'RCP 002', 'RCP 003', 'RCP 004', 'RCP 005', 'RCP 006', 'RCP 007', 'RCP 008', 'RCP 009', 'RCP 010', 'RCP 011', 'RCP 012', 'RCP 014', 'RCP 100'];

/**
 * The dialog named `name` once it holds its form, looked up afresh: the modal shows its loading state in
 * a dialog of its own, then the form in another (as FinanzasListas.api.test.tsx's `dialogWith`).
 */
async function dialogWith(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name });
    within(dialog).getByRole('textbox', { name: /Versión/ });
    return dialog;
  }, SLOW);
}

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open() {
  await api.signIn(ADMIN);
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/RCPs', title: 'RCPs', element: <RcpsPage /> }]} />, { route: '/RCPs' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('RcpsPage (/RCPs) on the real API', () => {
  it("lists the RCPs in force by equivalencia; 'Mostrar no vigente' adds the superseded and the deleted; the year sort", async () => {
    const user = await open();
    expect(equivalencias()).toEqual(EN_VIGOR);
    expect(new Set(estados())).toEqual(new Set(['Vigente']));

    await user.click(screen.getByRole('checkbox', { name: 'Mostrar no vigente' }));
    await waitFor(() => expect(rows()).toHaveLength(18), SLOW);
    const piedra = rows().find((row) => row.textContent?.includes('RCP 013')) as HTMLElement;
    expect(within(piedra).getByTestId('estado-rcp')).toHaveTextContent('Eliminado');
    expect(estados().filter((e) => e === 'No vigente')).toHaveLength(3);
    // The same equivalencia in force and superseded: both listed.
    expect(equivalencias().filter((e) => e === 'RCP 001')).toHaveLength(2);

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /Año/ }));
    await waitFor(() => expect(api.requests().filter((r) => r.endpoint === rcpLista.id).at(-1)?.path).toContain('order_by=anyo'), SLOW);
    const anyos = () => rows().map((row) => Number(cell(row, 1)?.textContent));
    await waitFor(() => expect(anyos().slice(0, 4)).toEqual([2014, 2015, 2016, 2017]), SLOW);
    expect(anyos()).toEqual([...anyos()].sort((a, b) => a - b));
  });

  it("'Eliminar' saves the RCP deleted: it leaves the list, and the DAPcon creation's select", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Eliminar RCP 004 Morteros para albañilería y revoco' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(equivalencias()).toEqual(EN_VIGOR.filter((e) => e !== 'RCP 004')), SLOW);
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success', message: 'El RCP ha sido eliminado.' }));
    const select = await api.inject({ method: 'GET', url: '/api/rcp?novigentes=true', usuario: ADMIN });
    expect(select.status).toBe(200);
    const opciones = (select.body as { data: Array<{ rcp_equivalencia: string }> }).data.map((r) => r.rcp_equivalencia);
    expect(opciones).toContain('RCP 003');
    expect(opciones).not.toContain('RCP 004');
  });

  it('creates an RCP and saves another: both show in the list as the API stored them', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo RCP' }));
    const nuevo = await dialogWith('Nuevo RCP');
    await user.type(within(nuevo).getByRole('textbox', { name: /Equivalencia/ }), 'RCP 030');
    await user.type(within(nuevo).getByRole('textbox', { name: /Versión/ }), '1.0');
    const anyo = within(nuevo).getByRole('textbox', { name: /Año/ });
    await user.clear(anyo);
    await user.type(anyo, '2026');
    await user.click(await within(nuevo).findByRole('checkbox', { name: 'Vidrio' }, SLOW));
    await user.type(within(nuevo).getByRole('group', { name: 'Español' }).querySelector('input') as HTMLElement, 'Vidrio laminado');
    await user.click(within(nuevo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(api.requests().find((r) => r.endpoint === crearRcp.id)).toBeDefined();
    // In force, so listed in the equivalencia order (before RCP 100), with its family as the material.
    await waitFor(() => expect(equivalencias().slice(-2)).toEqual(['RCP 030', 'RCP 100']), SLOW);
    const vidrio = rows().find((row) => row.textContent?.includes('RCP 030')) as HTMLElement;
    expect(vidrio).toHaveTextContent('Vidrio laminado');
    expect(vidrio).toHaveTextContent('Vidrio');
    expect(vidrio).toHaveTextContent('Versión 1.0');

    await user.click(screen.getByRole('button', { name: 'Editar RCP 001 Baldosas cerámicas' }));
    const editar = await dialogWith('Editar RCP');
    const version = within(editar).getByRole('textbox', { name: /Versión/ });
    expect(version).toHaveValue('2.1');
    await user.clear(version);
    await user.type(version, '2.2');
    await user.click(within(editar).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(api.requests().find((r) => r.endpoint === actualizarRcp.id)?.body).toMatchObject({ id: 3, version: '2.2' });
    await waitFor(() => expect(rows().find((row) => row.textContent?.includes('RCP 001'))).toHaveTextContent('Versión 2.2'), SLOW);
    expect(reported.filter((e) => e.kind === 'success').map((e) => e.message)).toEqual(['Los datos han sido guardados correctamente', 'Los datos han sido guardados correctamente']);
  });

  it('refuses a family and a language deactivated while the modal was open (422): the messages under the families and in the texts', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo RCP' }));
    const dialog = await dialogWith('Nuevo RCP');
    await user.type(within(dialog).getByRole('textbox', { name: /Equivalencia/ }), 'RCP 031');
    await user.type(within(dialog).getByRole('textbox', { name: /Versión/ }), '1.0');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Yeso' }, SLOW));
    await user.type(within(dialog).getByRole('group', { name: 'Español' }).querySelector('input') as HTMLElement, 'Yeso proyectado');
    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    await user.type(within(dialog).getByRole('group', { name: 'English' }).querySelector('input') as HTMLElement, 'Sprayed gypsum');
    // Another administrator deactivates the family and English (language 3) meanwhile.
    await api.sql(`update parametros set activo = false where param_id = 'fam_rcp_yeso'`);
    await api.sql(`update idiomas set activo = false where id = 3`);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      expect(await within(dialog).findByText('La familia de RCP no es válida.', {}, SLOW)).toBeVisible();
      // The texts' message above the tabs, not the error modal.
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Uno de los idiomas no existe o no está activo.');
      expect(reported.filter((e) => e.kind === 'error')).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Nuevo RCP' })).toBeInTheDocument();
    } finally {
      await api.sql(`update parametros set activo = true where param_id = 'fam_rcp_yeso'`);
      await api.sql(`update idiomas set activo = true where id = 3`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(equivalencias()).not.toContain('RCP 031');
  });
});
