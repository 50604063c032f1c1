// The company list's and the Buscador de Organizaciones' filters and sorts on the real API (issue 34,
// item 4: one back end; config/real-api.ts): what the screens show for a filter or a sort is what the
// API selects, on the 'test' seed's six companies (api/seed/demo-accounts.json), not what a copy of
// its rules in the mock layer would. One file for both screens (one API start).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { organizaciones } from '@dapcon/contract/empresas';
import { withRealApi } from '../../../../config/real-api';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { OrganizacionSearchModal } from '../buscador/OrganizacionSearchModal';
import { EmpresasList } from './EmpresasList';

const api = withRealApi();
const ADMIN = '46127839M';

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const column = (index: number) => rows().map((row) => within(row).getAllByRole('cell')[index]?.textContent);
const sent = () => api.requests().filter((r) => r.endpoint === organizaciones.id);

/** The seed's companies by name as the API orders them: accents and case folded ('Aïllaments' before 'Asociación'). */
const BY_NAME = [
  'Aïllaments Montseny, S.L.',
  'Asociación de Fabricantes de Morteros de Cataluña',
  "Associació de Fusters de l'Empordà",
  'Cementos del Llobregat, S.A.',
  'Ceràmiques del Vallès, S.L.',
  'Pere Vila Serra',
];

beforeEach(async () => {
  await api.signIn(ADMIN);
});

async function open(route: string) {
  const user = userEvent.setup();
  renderWithPortal(<EmpresasList />, { route });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return user;
}

describe('EmpresasList on the real API', () => {
  it('filters by CIF as the API normalises it: lower case and a hyphen still find the company', async () => {
    const user = await open('/empresas');
    expect(column(0)).toHaveLength(BY_NAME.length);
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'CIF' }), 'b-0871');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?filter_cif=b-0871'));
    await waitFor(() => expect(column(0)).toEqual(['B08715427']));
    expect(column(1)).toEqual(['Ceràmiques del Vallès, S.L.']);
    expect(sent().at(-1)?.path).toContain('filter_cif=b-0871');
  });

  it('sorts by creation date, both ways, ties by id', async () => {
    // The seed creates them all on one day: three get other days here.
    await api.sql(`update organizaciones set fecha_creacion = '2019-05-02T08:00:00Z' where org_cif = 'G08953184'`);
    await api.sql(`update organizaciones set fecha_creacion = '2012-03-01T08:00:00Z' where org_cif = 'B17238452'`);
    await api.sql(`update organizaciones set fecha_creacion = '2024-10-15T08:00:00Z' where org_cif = 'A08612343'`);
    const user = await open('/empresas?order_by=fecha_creacion+asc');
    expect(column(0)).toEqual(['B17238452', 'B08715427', 'G17412768', '40718293J', 'G08953184', 'A08612343']);
    expect(column(2)).toEqual(['01/03/2012', '11/01/2016', '11/01/2016', '11/01/2016', '02/05/2019', '15/10/2024']);
    await user.click(within(table()).getByRole('button', { name: /Fecha de creación/ }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?order_by=fecha_creacion+desc'));
    await waitFor(() => expect(column(0)).toEqual(['A08612343', 'G08953184', '40718293J', 'G17412768', 'B08715427', 'B17238452']));
  });

  it('filters by name, accents and case folded, and by state (a company de baja only with baja or todos)', async () => {
    await api.sql(`update organizaciones set org_fecha_baja = '2024-01-15T08:00:00Z' where org_cif = '40718293J'`);
    const user = await open('/empresas');
    expect(column(1)).toEqual(BY_NAME.filter((n) => n !== 'Pere Vila Serra'));
    const form = screen.getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'CERAMIQUES');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(column(1)).toEqual(['Ceràmiques del Vallès, S.L.']));

    await user.clear(within(form).getByRole('textbox', { name: 'Nombre' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Baja');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?estado_id=baja'));
    await waitFor(() => expect(column(0)).toEqual(['40718293J']));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Todos');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(column(1)).toEqual(BY_NAME));
    await api.sql(`update organizaciones set org_fecha_baja = null where org_cif = '40718293J'`);
  });

  it('filters by agreement; nothing matching says so', async () => {
    await open('/empresas?org_convenio=conv_hispalyt');
    expect(column(0)).toEqual(['B08715427']);
    cleanup();
    renderWithPortal(<EmpresasList />, { route: '/empresas?filter_name=zzzz' });
    expect(await screen.findByText('No es van trobar resultats')).toBeInTheDocument();
  });

  it('sorts by name with accents and case folded, both ways', async () => {
    const user = await open('/empresas');
    expect(column(1)).toEqual(BY_NAME);
    expect(within(table()).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table()).getByRole('button', { name: /Nombre/ }));
    await waitFor(() => expect(currentLocation()).toBe('/empresas?order_by=org_nombre+desc'));
    await waitFor(() => expect(column(1)).toEqual([...BY_NAME].reverse()));
  });
});

describe('the Buscador de Organizaciones on the real API', () => {
  const dialog = () => screen.getByRole('dialog');
  const cells = (index: number) =>
    within(within(dialog()).getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .filter((row) => !row.hasAttribute('data-skeleton'))
      .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

  it('filters by name and state and sorts by CIF as the API does', async () => {
    const user = userEvent.setup();
    renderWithPortal(<OrganizacionSearchModal open onClose={() => {}} onPick={() => {}} />, { route: '/pagos' });
    await waitFor(() => expect(cells(1)).toEqual(BY_NAME));
    const form = within(dialog()).getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'de');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(cells(1)).toEqual(BY_NAME.filter((n) => /de/i.test(n))));
    await user.click(within(dialog()).getByRole('button', { name: /CIF/ }));
    await waitFor(() => expect(cells(0)).toEqual(['B08715427', 'A08612343', 'G08953184', 'G17412768'].sort()));
    await user.clear(within(form).getByRole('textbox', { name: 'Nombre' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Baja');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    expect(await within(dialog()).findByText('No es van trobar resultats')).toBeInTheDocument();
    expect(sent().at(-1)?.path).toContain('estado_id=baja');
  });
});
