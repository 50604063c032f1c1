// The 'Buscador de Organizaciones' (spec part 1 §2) on the mock API: the filters and sorts it asks
// for, paging, the pick, empty and failed lists, Catalan; its state is its own, the page's URL never
// changes. What a filter or a sort selects is the API's (EmpresasList.api.test.tsx): the mock answers
// its companies as they are, a page at a time. It has no page
// of its own in the product yet (another area opens it), so these tests stand in for an e2e test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toDisplayDate } from '@dapcon/contract/core';
import { EmpresaListItem, organizaciones } from '@dapcon/contract/empresas';
import { answerEmpresas, delay, MOCK_EMPRESAS, mockData, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi, mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { Button } from '@dapcon/shared-ui';
import { RemotePanel, RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import OrganizacionSearchModalExposed, { OrganizacionSearchModal, type OrganizacionSearchModalProps } from './OrganizacionSearchModal';

/** The companies the mock API answers, as the modal should show them. */
const expected = () => MOCK_EMPRESAS;
/** The list requests sent so far, each as its query. */
const sent = () =>
  mockRequests()
    .filter((r) => r.endpoint === organizaciones.id)
    .map((r) => Object.fromEntries(new URL(r.path, 'http://portal.test').searchParams));
const dialog = () => screen.getByRole('dialog');
const table = () => within(dialog()).getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton'));
const firstCells = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const ROUTE = '/pagos?tab=cuotas';
let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  const onClose = vi.fn();
  const onPick = vi.fn<(org: EmpresaListItem) => void>();
  renderWithPortal(<OrganizacionSearchModal open onClose={onClose} onPick={onPick} />, { route: ROUTE, lang });
  // Generous: on two busy cores the first render of a test file (and the lazy content) can take seconds.
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
  return { user, onClose, onPick };
}

describe('OrganizacionSearchModal (Buscador de Organizaciones)', () => {
  it('shows the companies 20 a page, asked for still registered by name, with the spec’s columns and a pick button', async () => {
    await open();
    expect(within(dialog()).getByRole('heading', { name: 'Buscador de Organizaciones' })).toBeInTheDocument();
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['CIF', 'Nombre', 'Fecha de creación', 'Teléfono', 'Acciones']);
    const list = expected();
    expect(rows()).toHaveLength(20);
    expect(firstCells()).toEqual(list.slice(0, 20).map((e) => e.org_cif));
    const first = list[0];
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([first?.org_cif, first?.org_nombre, toDisplayDate(first?.fecha_creacion), first?.org_telefono ?? '']);
    expect(within(rows()[0] as HTMLElement).getByRole('button', { name: `Seleccionar: ${first?.org_nombre}` })).toHaveTextContent('Seleccionar');
    expect(sent()).toEqual([{ estado_id: 'alta', order_by: 'org_nombre asc', page: '1' }]);
    expect(currentLocation()).toBe(ROUTE);
  });

  it('offers name, CIF and status (alta by default; alta, baja, todos)', async () => {
    await open();
    const form = within(dialog()).getByRole('form', { name: 'Filtros' });
    for (const label of ['Nombre', 'CIF', 'Estado']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    const estado = within(form).getByRole('combobox', { name: 'Estado' });
    expect(estado).toHaveValue('alta');
    expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alta', 'Baja', 'Todos']);
  });

  it('sends the filters in the request, from page 1, and Limpiar drops them; the URL never changes', async () => {
    const { user } = await open();
    await user.click(within(dialog()).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'org_nombre asc', page: '2' }));
    const form = within(dialog()).getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'de');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Todos');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ filter_name: 'de', estado_id: 'todos', order_by: 'org_nombre asc', page: '1' }));

    const baja = expected().find((e) => e.org_fecha_baja !== null);
    await user.clear(within(form).getByRole('textbox', { name: 'Nombre' }));
    await user.type(within(form).getByRole('textbox', { name: 'CIF' }), `${baja?.org_cif ?? ''}{Enter}`);
    // What the CIF selects is the API's (mf-empresas's EmpresasList.api.test.tsx): here, what is sent.
    await waitFor(() => expect(sent().at(-1)).toEqual({ filter_cif: baja?.org_cif, estado_id: 'todos', order_by: 'org_nombre asc', page: '1' }));

    // Back to the first list (already in the query cache: shown again without a request).
    await user.click(within(form).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(firstCells()).toEqual(expected().slice(0, 20).map((e) => e.org_cif)));
    expect(within(form).getByRole('textbox', { name: 'CIF' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Estado' })).toHaveValue('alta');
    expect(currentLocation()).toBe(ROUTE);
  });

  it('sorts by CIF, name or registration date, toggling asc and desc, back to page 1; not by phone', async () => {
    const { user } = await open();
    expect(within(table()).getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getByRole('columnheader', { name: 'Teléfono' })).not.toHaveAttribute('aria-sort');
    expect(within(within(table()).getByRole('columnheader', { name: 'Teléfono' })).queryByRole('button')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ page: '3' }));

    await user.click(within(table()).getByRole('button', { name: /Fecha de creación/ }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'fecha_creacion asc', page: '1' }));
    await user.click(within(table()).getByRole('button', { name: /Fecha de creación/ }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'fecha_creacion desc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /Fecha de creación/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table()).getByRole('button', { name: /CIF/ }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'alta', order_by: 'org_cif asc', page: '1' }));
    expect(within(table()).getByRole('columnheader', { name: /CIF/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(currentLocation()).toBe(ROUTE);
  });

  it('pages with the server’s total and page size, keeping filters and sort', async () => {
    const { user } = await open();
    const form = within(dialog()).getByRole('form', { name: 'Filtros' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'Todos');
    await user.click(within(form).getByRole('button', { name: 'Filtrar' }));
    await user.click(within(table()).getByRole('button', { name: /CIF/ }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'todos', order_by: 'org_cif asc', page: '1' }));
    const all = expected();
    const last = Math.ceil(all.length / 20);
    await user.click(within(dialog()).getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ estado_id: 'todos', order_by: 'org_cif asc', page: String(last) }));
    await waitFor(() => expect(firstCells()).toEqual(all.slice((last - 1) * 20).map((e) => e.org_cif)));
    expect(within(dialog()).getByRole('button', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(currentLocation()).toBe(ROUTE);
  });

  it('gives the picked row to onPick, then closes', async () => {
    const { user, onPick, onClose } = await open();
    const third = expected()[2];
    await user.click(within(dialog()).getByRole('button', { name: `Seleccionar: ${third?.org_nombre}` }));
    expect(onPick).toHaveBeenCalledTimes(1);
    // The row as the list answered it: an EmpresaListItem, that company.
    const picked = onPick.mock.calls[0]?.[0];
    expect(v.parse(EmpresaListItem, picked)).toEqual(picked);
    expect(Object.keys(picked ?? {}).sort()).toEqual(Object.keys(EmpresaListItem.entries).sort());
    expect(picked).toMatchObject({ org_id: third?.org_id, org_cif: third?.org_cif, org_nombre: third?.org_nombre, org_telefono: third?.org_telefono, fecha_creacion: third?.fecha_creacion });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPick.mock.invocationCallOrder[0]).toBeLessThan(onClose.mock.invocationCallOrder[0] ?? 0);
    expect(currentLocation()).toBe(ROUTE);
  });

  it("says 'No es van trobar resultats' when nothing matches, with no pagination", async () => {
    // A name that matches no company: none (the filtering itself is the API's).
    mockApi(organizaciones, ({ query, lang }) => (query.filter_name ? { data: [], total: 0, per_page: 20, current_page: 1 } : answerEmpresas(mockData.empresas, query, lang)));
    const { user } = await open();
    const form = within(dialog()).getByRole('form', { name: 'Filtros' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'zzzz{Enter}');
    expect(await within(dialog()).findByText('No es van trobar resultats')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    expect(sent().at(-1)).toEqual({ filter_name: 'zzzz', estado_id: 'alta', order_by: 'org_nombre asc', page: '1' });
  });

  it('shows skeleton rows before the first answer', async () => {
    mockServer.use(
      mockEndpoint(organizaciones, async () => {
        await delay('infinite');
        throw new Error('never answers');
      }),
    );
    renderWithPortal(<OrganizacionSearchModal open onClose={() => {}} onPick={() => {}} />, { route: ROUTE });
    await waitFor(() => expect(within(dialog()).getByRole('table').querySelectorAll('tr[data-skeleton]').length).toBeGreaterThan(0), { timeout: 30_000 });
  });

  it('reports a failure to the shell’s error modal and says the list could not be read', async () => {
    mockApi(organizaciones, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<OrganizacionSearchModal open onClose={() => {}} onPick={() => {}} />, { route: ROUTE });
    expect(await screen.findByText('No se pudo cargar la info', undefined, { timeout: 30_000 })).toBeInTheDocument();
    expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]);
    expect(screen.queryByText('No es van trobar resultats')).not.toBeInTheDocument();
  });

  it('closes on its close button, and loads nothing while closed', async () => {
    const onClose = vi.fn();
    const view = renderWithPortal(<OrganizacionSearchModal open={false} onClose={onClose} onPick={() => {}} />, { route: ROUTE });
    await delay(50);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent()).toEqual([]);
    view.rerender(<OrganizacionSearchModal open onClose={onClose} onPick={() => {}} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks Catalan', async () => {
    await open('ca');
    expect(within(dialog()).getByRole('heading', { name: "Cercador d'Organitzacions" })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Organitzacions' })).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['CIF', 'Nom', 'Data de creació', 'Telèfon', 'Accions']);
    const form = within(dialog()).getByRole('form', { name: 'Filtres' });
    expect(within(within(form).getByRole('combobox', { name: 'Estat' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alta', 'Baixa', 'Totes']);
    expect(within(form).getByRole('button', { name: 'Netejar' })).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button', { name: /^Seleccionar: / })).toHaveLength(20);
  });
});

describe('mf_empresas/OrganizacionSearchModal, opened by another area', () => {
  it('is the exposed module’s default export', () => {
    expect(OrganizacionSearchModalExposed).toBe(OrganizacionSearchModal);
  });

  it('opens through RemotePanel as docs/lists.md shows, and gives the pick back to the page', async () => {
    const user = userEvent.setup();
    // The shell's slot, as RemotePanelHost gives it; here the module is at hand instead of loaded.
    const mount: RemotePanelMount = ({ remote, module, props }) =>
      remote === 'mf_empresas' && module === 'OrganizacionSearchModal' ? <OrganizacionSearchModalExposed {...(props as OrganizacionSearchModalProps)} /> : null;
    function PaymentForm() {
      const [opened, setOpened] = useState(false);
      const [open, setOpen] = useState(false);
      const [cif, setCif] = useState('');
      return (
        <>
          <Button
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            Buscar empresa
          </Button>
          <output aria-label="Empresa">{cif}</output>
          {opened && (
            <RemotePanel<OrganizacionSearchModalProps>
              remote="mf_empresas"
              module="OrganizacionSearchModal"
              props={{ open, onClose: () => setOpen(false), onPick: (org) => setCif(org.org_cif) }}
            />
          )}
        </>
      );
    }
    renderWithPortal(
      <RemotePanelHost mount={mount}>
        <PaymentForm />
      </RemotePanelHost>,
      { route: ROUTE },
    );
    await user.click(screen.getByRole('button', { name: 'Buscar empresa' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 30_000 });
    const first = expected()[0];
    await user.click(within(dialog()).getByRole('button', { name: `Seleccionar: ${first?.org_nombre}` }));
    expect(screen.getByRole('status', { name: 'Empresa' })).toHaveTextContent(first?.org_cif ?? '');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe(ROUTE);
  });
});
