// The finance lists' filters, sorts and sums on the real API (issue 34, item 4: one back end;
// config/real-api.ts): which fees /pagos and a company's 'Pagos cuotas' list, in which order, and the
// sums of what is listed; which tariffs a type of the tree lists. They are the API's rules
// (api/src/areas/finanzas/cuotas-lista.ts, tarifas-repository.ts): the mock answers its fixture rows as
// they are, and the plain tests check what the screens do with an answer. The fees are written here on
// the 'test' seed, as the API's own tests write them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro } from '@dapcon/contract/core';
import { cuotasAnuales, tarifasList } from '@dapcon/contract/finanzas';
import { AreaRoutes } from '@dapcon/shared-ui';
import { withRealApi } from '../../../../config/real-api';
import { renderWithPortal } from '../../../../config/test-utils';
import EmpresaPagosCuotas from '../../EmpresaPagosCuotas';
import '../../i18n';
import { TarifasPage } from '../tarifas/TarifasPage';
import { PagosPage } from './PagosPage';

const api = withRealApi();
const ADMIN = '46127839M';
const ANYO = new Date().getFullYear();
const SLOW = { timeout: 30_000 };

interface Org {
  org_id: number;
  org_nombre: string;
  org_cif: string;
}
/** Two companies other than the demo one: [three fees of their own (two paid, one owed by direct debit), one owed by transfer]. */
let orgs: [Org, Org];

beforeAll(async () => {
  orgs = (await api.sql<Org>('select org_id, org_nombre, org_cif from organizaciones where org_id <> 1 order by org_id limit 2')) as [Org, Org];
  const [a, b] = orgs;
  await api.sql(`delete from cuotas where org_id in (${a.org_id}, ${b.org_id})`);
  // Inserted out of order: the list's order is the API's.
  await api.sql(
    `insert into cuotas (org_id, year, importe, tipo, metodo_pago, pagado, num_factura) values
      (${a.org_id}, ${ANYO - 2}, '300.00', 'Alta', 'T', '${ANYO - 2}-02-01', 'FT-A-${ANYO - 2}'),
      (${a.org_id}, ${ANYO}, '450.00', 'Renovado', 'T', '${ANYO}-02-03', 'FT-A-${ANYO}'),
      (${a.org_id}, ${ANYO - 1}, '400.00', 'Renovado', 'R', null, null),
      (${b.org_id}, ${ANYO - 1}, '1000.00', 'Alta', 'T', null, null)`,
  );
});

const filas = (name: RegExp | string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
const pagos = () => filas('Pagos de cuotas anuales');
/** The fee year of each /pagos row. */
const anyos = () => pagos().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));

describe('/pagos on the real API', () => {
  it("one company's fees, newest year first, with the sums of what is listed; a year narrows them and the sums", async () => {
    const [a] = orgs;
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<PagosPage />, { route: `/pagos?org_id=${a.org_id}` });
    await waitFor(() => expect(anyos()).toEqual([ANYO, ANYO - 1, ANYO - 2]), SLOW);
    for (const row of pagos()) expect(row).toHaveTextContent(a.org_cif);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Total: ${formatEuro('1150.00')}`);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Pagado: ${formatEuro('750.00')}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Año de la cuota' }), String(ANYO - 1));
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(anyos()).toEqual([ANYO - 1]), SLOW);
    expect(pagos()[0]).toHaveTextContent('Pendiente');
    expect(screen.getByTestId('totales')).toHaveTextContent(`Total: ${formatEuro('400.00')}`);
    expect(screen.getByTestId('totales')).toHaveTextContent(`Pagado: ${formatEuro('0.00')}`);
    expect(api.requests().filter((r) => r.endpoint === cuotasAnuales.id).at(-1)?.path).toContain(`year=${ANYO - 1}`);
  });

  it('the direct debits to collect: owed fees of method R only, not the transfers awaited nor the paid ones', async () => {
    const [a, b] = orgs;
    await api.signIn(ADMIN);
    renderWithPortal(<PagosPage />, { route: '/pagos?pendiente=true&metodo_pago=R' });
    await waitFor(() => expect(pagos().some((row) => row.textContent?.includes(a.org_cif))).toBe(true), SLOW);
    for (const row of pagos()) {
      expect(row).toHaveTextContent('Pendiente');
      expect(row).toHaveTextContent('Domiciliación');
    }
    expect(pagos().filter((row) => row.textContent?.includes(a.org_cif)).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([String(ANYO - 1)]);
    expect(pagos().some((row) => row.textContent?.includes(b.org_cif))).toBe(false);
  });

  it("a company's 'Pagos cuotas' lists its own fees only, newest first", async () => {
    const [a] = orgs;
    await api.signIn(ADMIN);
    renderWithPortal(<EmpresaPagosCuotas cif={a.org_cif} />, { route: `/empresas/${a.org_cif}?tab=pagos_cuotas` });
    const years = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('button').length > 0)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(() => expect(years()).toEqual([String(ANYO), String(ANYO - 1), String(ANYO - 2)]), SLOW);
  });
});

describe('/tarifas on the real API', () => {
  it('lists the annual fees by description when no type is picked, and only the fees of the type picked in the tree', async () => {
    await api.signIn(ADMIN);
    const user = userEvent.setup();
    renderWithPortal(<AreaRoutes routes={[{ path: '/tarifas', title: 'Tarifas', element: <TarifasPage /> }]} />, { route: '/tarifas' });
    const tabla = () => screen.getByRole('table');
    const descripciones = () =>
      within(tabla())
        .getAllByRole('row')
        .slice(1)
        .filter((row) => within(row).queryAllByRole('button').length > 0)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await waitFor(
      () =>
        expect(descripciones()).toEqual([
          'Cuota anual asociación de más de 5 socios',
          'Cuota anual asociación hasta 5 socios',
          'Cuota anual gran empresa (más de 250 trabajadores)',
          'Cuota anual mediana empresa (de 50 a 250 trabajadores)',
          'Cuota anual pequeña empresa (menos de 50 trabajadores)',
        ]),
      SLOW,
    );
    await user.click(await screen.findByRole('treeitem', { name: 'Renovación DAPcon' }, SLOW));
    await waitFor(() => expect(descripciones()).toEqual(['Renovación de una DAPcon']), SLOW);
    expect(api.requests().filter((r) => r.endpoint === tarifasList.id).at(-1)?.path).toContain('tipo=dapcon_renovacion');
  });
});
