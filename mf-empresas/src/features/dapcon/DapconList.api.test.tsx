// The DAPcon lists (/dapcon, /verificar-dapcon) on the real API (issue 34, item 4: one back end;
// config/real-api.ts): who sees which declarations, the filters and the sorts are the API's, on the
// 'test' seed's five (all of the company A08612343, by the consultant 47815236F, verified by
// 39284756C): what the screens show is what it selects, not what a copy of its rules would.
import { cleanup as cleanupScreen, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dapconList } from '@dapcon/contract/dapcon';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { DapconHome } from './DapconHome';
import { DapconList } from './DapconList';

const api = withRealApi();
const EMPRESA = 'A08612343';
const user = userEvent.setup();

/** The seed's five by creation, newest first. */
const MORTERO = 'Mortero de albañilería M-7,5';
const CEMENTO = 'Cemento Portland CEM I 52,5 R';
const HORMIGON = 'Hormigón preparado HA-25/B/20/IIa';
const CAL = 'Cal hidráulica natural NHL 3,5';
const YESO = 'Yeso de construcción B1';
const SLOW = { timeout: 30_000 };

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('link').length > 0);
const products = () => rows().map((row) => within(row).getByRole('link').textContent);
const listed = () => api.requests().filter((r) => r.endpoint === dapconList.id).map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));

async function list(usuario: string, route = '/dapcon', ui = <DapconHome />) {
  await api.signIn(usuario);
  renderWithPortal(ui, { route });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
}

describe('the DAPcon lists on the real API', () => {
  it('shows a company its declarations newest first; another company none', async () => {
    await list(EMPRESA);
    expect(products()).toEqual([MORTERO, CEMENTO, HORMIGON, CAL, YESO]);
    cleanupScreen();
    await api.signIn('B08715427');
    renderWithPortal(<DapconHome />, { route: '/dapcon' });
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });

  it('shows a consultant those it authored, and none to one who authored none', async () => {
    await list('47815236F');
    expect(products()).toEqual([MORTERO, CEMENTO, HORMIGON, CAL, YESO]);
    cleanupScreen();
    await api.signIn('43091827Q');
    renderWithPortal(<DapconHome />, { route: '/dapcon' });
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });

  it('filters by code or product (accents and case folded), state and end of validity', async () => {
    await list(EMPRESA);
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Código o producto' }), 'HORMIGON');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(products()).toEqual([HORMIGON]), SLOW);

    await user.clear(within(form).getByRole('textbox', { name: 'Código o producto' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Publicada');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?estado=publicada'), SLOW);
    await waitFor(() => expect(products()).toEqual([CAL]), SLOW);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Todos');
    fireEvent.change(within(form).getByLabelText('Fin de validez desde'), { target: { value: '2026-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(products()).toEqual([CAL, YESO]), SLOW);
    fireEvent.change(within(form).getByLabelText('Fin de validez hasta'), { target: { value: '2027-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(products()).toEqual([YESO]), SLOW);
    expect(listed().at(-1)).toEqual({ valido_hasta_desde: '2026-01-01', valido_hasta_hasta: '2027-01-01', order_by: 'dapcon_fecha_creacion desc', page: '1' });
  });

  it('sorts by product (accents folded) and by end of validity (none last ascending), both ways', async () => {
    await list(EMPRESA, '/dapcon?order_by=dv_nombre_producto+asc');
    expect(products()).toEqual([CAL, CEMENTO, HORMIGON, MORTERO, YESO]);
    await user.click(within(table()).getByRole('button', { name: /Producto/ }));
    await waitFor(() => expect(products()).toEqual([YESO, MORTERO, HORMIGON, CEMENTO, CAL]), SLOW);
    await user.click(within(table()).getByRole('button', { name: /Válido hasta/ }));
    await waitFor(() => expect(currentLocation()).toBe('/dapcon?order_by=dapcon_valido_hasta+asc'), SLOW);
    await waitFor(() => expect(products()).toEqual([YESO, CAL, CEMENTO, MORTERO, HORMIGON]), SLOW);
  });

  it('lets the administration filter by pending payment and by company', async () => {
    await list('46127839M', '/dapcon?pendiente_pago=true');
    expect(products()).toEqual([MORTERO, CEMENTO, HORMIGON]);
    cleanupScreen();
    await list('46127839M', '/dapcon?organizacion_id=1');
    expect(products()).toEqual([MORTERO, CEMENTO, HORMIGON, CAL, YESO]);
    cleanupScreen();
    renderWithPortal(<DapconHome />, { route: '/dapcon?organizacion_id=2' });
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });

  it("opens a verifier's list on the declarations in verification it verifies; 'Todos', every one it verifies", async () => {
    await list('39284756C', '/verificar-dapcon', <DapconList verificar />);
    expect(products()).toEqual([MORTERO]);
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(currentLocation()).toBe('/verificar-dapcon'), SLOW);
    await waitFor(() => expect(products()).toEqual([MORTERO, CEMENTO, HORMIGON, CAL, YESO]), SLOW);
  });

  it('shows the administration the declarations in verification on /verificar-dapcon, and a company nothing', async () => {
    await list('46127839M', '/verificar-dapcon', <DapconList verificar />);
    expect(products()).toEqual([MORTERO]);
    cleanupScreen();
    await api.signIn(EMPRESA);
    renderWithPortal(<DapconList verificar />, { route: '/verificar-dapcon' });
    expect(await screen.findByText('No es van trobar resultats', {}, SLOW)).toBeInTheDocument();
  });
});
