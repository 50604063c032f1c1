// /RCPs on the mock API (mocks/src/rcp.ts): the RCPs answered with their material and state, 'Mostrar
// no vigente' in the URL and the request, a sort asked, the Excel call, the modal (a tab per language,
// a language added on /idiomas included; the contract's messages in their tab), editing, the API's 422
// for the texts shown above the tabs, and 'deleting' after '¿Está seguro que desea eliminar este RCP?',
// in Spanish and Catalan. Which RCPs are listed, in
// which order, what a creation or a save shows in the list, the 'deleted' message, that a deleted one
// leaves the list and the select, and the 422s for a family or a language no longer active are the
// API's: RcpsPage.api.test.tsx, on the real API (the mock keeps no save).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { datePrefixedName, MSG } from '@dapcon/contract/core';
import { actualizarRcp, crearRcp, RCP_MSG, rcpLista } from '@dapcon/contract/rcp';
import { mockAddIdioma, mockEndpoint, mockError, mockIdiomasActivos, mockRcpCatalogo, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { RcpsPage } from './RcpsPage';

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const lastQuery = () => Object.fromEntries(new URL(sent(rcpLista).at(-1)?.path ?? '/', 'http://portal.test').searchParams);
const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => !row.hasAttribute('data-skeleton') && within(row).queryAllByRole('button').length > 0);
const equivalencias = () => rows().map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);
const SLOW = { timeout: 30_000 };

/** The file the Excel button saves, without leaving the page (as ConsultoresList.test.tsx). */
function spyDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_caateeb');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(route = '/RCPs', lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/RCPs', title: 'RCPs', element: <RcpsPage /> }]} />, { route, lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('RcpsPage (/RCPs)', () => {
  it('lists the RCPs answered: equivalencia (and version), año, material, nombre, state and actions', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'RCPs' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Equivalencia', 'Año', 'Material', 'Nombre', 'Estado', 'Acciones']);
    expect(equivalencias()).toEqual(mockRcpCatalogo().map((r) => r.equivalencia));
    const hormigon = rows().find((row) => row.textContent?.includes('RCP 003')) as HTMLElement;
    expect(hormigon).toHaveTextContent('Cemento y cal, Hormigón');
    expect(hormigon).toHaveTextContent('Hormigón y prefabricados de hormigón');
    expect(hormigon).toHaveTextContent('Versión 2.0');
    expect(within(hormigon).getByTestId('estado-rcp')).toHaveTextContent('Vigente');
    expect(screen.getByRole('checkbox', { name: 'Mostrar no vigente' })).not.toBeChecked();
    expect(lastQuery().novigentes).toBeUndefined();
  });

  it("'Mostrar no vigente' is asked and kept in the URL; a deleted RCP has no 'Eliminar'; a sort by year; the Excel file", async () => {
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar no vigente' }));
    await waitFor(() => expect(lastQuery().novigentes).toBe('true'));
    // The list asks at once; the router renders the URL as a transition, maybe after.
    await waitFor(() => expect(currentLocation()).toContain('novigentes=true'));
    const piedra = rows().find((row) => row.textContent?.includes('RCP 013')) as HTMLElement;
    expect(within(piedra).getByTestId('estado-rcp')).toHaveTextContent('Eliminado');
    expect(within(piedra).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();

    await user.click(within(table()).getByRole('button', { name: /Año/ }));
    await waitFor(() => expect(lastQuery().order_by).toBe('anyo asc'));
    expect(within(table()).getByRole('columnheader', { name: /Año/ })).toHaveAttribute('aria-sort', 'ascending');

    const saved = spyDownloads();
    await user.click(screen.getByRole('button', { name: 'Descargar Excel' }));
    await waitFor(() => expect(saved).toEqual([datePrefixedName('RCPs.xlsx')]));
    expect(lastQuery()).toEqual({ novigentes: 'true', order_by: 'anyo asc', page: '1', to_excel: 'true' });
  });

  it('creates an RCP: a tab per active language (one added on /idiomas too), the messages in their tab, then the body sent and the list read again', async () => {
    // A language added on /idiomas (IdiomasPage.test.tsx adds it through the screen).
    mockAddIdioma({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true });
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo RCP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo RCP' });
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(mockIdiomasActivos().map((i) => i.idioma_nombre));
    expect(tabs.map((tab) => tab.textContent)).toContain('Nederlands');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('La equivalencia es obligatoria.')).toBeVisible();
    expect(within(dialog).getByText('La versión es obligatoria.')).toBeVisible();
    // The main language's tab holds its error, marked on the tab.
    expect(within(tabs[0] as HTMLElement).getByLabelText('con errores')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Castellano' })).toHaveTextContent('El nombre es obligatorio.');

    await user.type(within(dialog).getByRole('textbox', { name: /Equivalencia/ }), 'RCP 030');
    await user.type(within(dialog).getByRole('textbox', { name: /Versión/ }), '1.0');
    const anyo = within(dialog).getByRole('textbox', { name: /Año/ });
    await user.clear(anyo);
    await user.type(anyo, '2026');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Vidrio' }));
    await user.type(within(dialog).getByRole('group', { name: 'Castellano' }).querySelector('input') as HTMLElement, 'Vidrio laminado');
    await user.click(within(dialog).getByRole('tab', { name: 'Nederlands' }));
    await user.type(within(dialog).getByRole('group', { name: 'Nederlands' }).querySelector('input') as HTMLElement, 'Gelaagd glas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const nl = mockIdiomasActivos().find((i) => i.idioma === 'nl')?.id;
    expect(sent(crearRcp).map((r) => r.body)).toEqual([
      expect.objectContaining({
        equivalencia: 'RCP 030',
        version: '1.0',
        anyo: 2026,
        familia_rcp: ['fam_rcp_vidrio'],
        vigente: true,
        anulada: false,
        rcp_idiomas: [
          { idioma_id: 1, rcp_nombre: 'Vidrio laminado', rcp_sobrenombre: null, descripcion: null },
          { idioma_id: nl, rcp_nombre: 'Gelaagd glas', rcp_sobrenombre: null, descripcion: null },
        ],
      }),
    ]);
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success' }));
    await waitFor(() => expect(sent(rcpLista)).toHaveLength(2));
  });

  it('edits an RCP: its values and texts in their tabs, the body with its id, the list read again', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Editar RCP 001 Baldosas cerámicas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar RCP' });
    const version = await within(dialog).findByRole('textbox', { name: /Versión/ });
    expect(version).toHaveValue('2.1');
    expect(within(dialog).getByRole('group', { name: 'Castellano' }).querySelector('input')).toHaveValue('Baldosas cerámicas');
    await user.clear(version);
    await user.type(version, '2.2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(actualizarRcp).map((r) => r.body)).toEqual([expect.objectContaining({ id: 3, version: '2.2', anulada: false, familia_rcp: ['fam_rcp_ceramica'] })]);
    await waitFor(() => expect(sent(rcpLista)).toHaveLength(2));
  });

  it("'Eliminar' asks first, then saves the RCP with anulada true and reads the list again", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Eliminar RCP 002 Cementos y cales' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Está seguro que desea eliminar este RCP?');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(sent(actualizarRcp).map((r) => r.body)).toEqual([expect.objectContaining({ id: 5, equivalencia: 'RCP 002', anulada: true })]));
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success' }));
    await waitFor(() => expect(sent(rcpLista)).toHaveLength(2));
  });

  for (const [lang, editar, guardar, mensaje] of [
    ['es', 'Editar RCP 001 Baldosas cerámicas', 'Guardar', 'Uno de los idiomas no existe o no está activo.'],
    ['ca', 'Editar RCP 001 Rajoles ceràmiques', 'Desar', 'Un dels idiomes no existeix o no és actiu.'],
  ] as const) {
    it(`shows the API's 422 for the texts (a language no longer active) above the tabs, not in the error modal (${lang})`, async () => {
      mockServer.use(
        mockEndpoint(actualizarRcp, () => {
          throw mockError(422, MSG.datosInvalidos, { rcp_idiomas: [RCP_MSG.idiomaRcpNoValido] });
        }),
      );
      const user = await open('/RCPs', lang);
      await user.click(screen.getByRole('button', { name: editar }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar RCP' });
      await user.click(await within(dialog).findByRole('button', { name: guardar }));
      await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(mensaje));
      expect(reported.filter((e) => e.kind === 'error')).toEqual([]);
      expect(screen.getByRole('dialog', { name: 'Editar RCP' })).toBeInTheDocument();
    });
  }

  it('in Catalan: the texts, the names and the material', async () => {
    await open('/RCPs', 'ca');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['Equivalència', 'Any', 'Material', 'Nom', 'Estat', 'Accions']);
    expect(rows().find((row) => row.textContent?.includes('RCP 003'))).toHaveTextContent('Ciment i calç, Formigó');
    expect(screen.getByRole('checkbox', { name: 'Mostrar no vigent' })).toBeInTheDocument();
  });
});
