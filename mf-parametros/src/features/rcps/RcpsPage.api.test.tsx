// /RCPs on the real API (issue 34, item 4: one back end; config/real-api.ts): which RCPs the list shows
// (those in force; 'Mostrar no vigente' adds the superseded and the deleted), in which order, and that
// an RCP 'deleted' leaves the list and the DAPcon creation's select are the API's rules
// (api/src/areas/rcp/): the mock answers its fixture RCPs as they are. On the 'test' seed's 18 RCPs
// (api/src/areas/rcp/data/rcps.ts): 14 in force, three superseded, RCP 013 deleted.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rcpLista } from '@dapcon/contract/rcp';
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
    const select = await api.inject({ method: 'GET', url: '/api/rcp?novigentes=true', usuario: ADMIN });
    expect(select.status).toBe(200);
    const opciones = (select.body as { data: Array<{ rcp_equivalencia: string }> }).data.map((r) => r.rcp_equivalencia);
    expect(opciones).toContain('RCP 003');
    expect(opciones).not.toContain('RCP 004');
  });
});
