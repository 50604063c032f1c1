// /idiomas on the mock API (mocks/src/idiomas.ts): the languages with their code, ECO Platform flag
// and state; 'Nuevo idioma' (the contract's messages, the API's 422 for a code in use) and the new
// language in the per-language forms (GET /idiomas; the RCP modal's tabs); deactivating after
// confirming, and activating again; language 1 can be neither deactivated nor unticked; in Catalan.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actualizarIdioma, crearIdioma } from '@dapcon/contract/referencia';
import { IDIOMAS, mockIdiomas, mockIdiomasActivos, mockRequests } from '@dapcon/mocks';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { RcpModal } from '../rcps/RcpModal';
import { IdiomasPage } from './IdiomasPage';

const sent = (endpoint: { id: string }) => mockRequests().filter((r) => r.endpoint === endpoint.id);
const table = () => screen.getByRole('table', { name: /Idiomas del portal|Idiomes del portal/ });
const rows = () => within(table()).getAllByRole('row').slice(1).filter((row) => within(row).queryAllByRole('button').length > 0);
const rowOf = (nombre: string) => rows().find((row) => within(row).getAllByRole('cell')[1]?.textContent?.startsWith(nombre)) as HTMLElement;
const SLOW = { timeout: 30_000 };

let reported: FeedbackEvent[];
beforeEach(async () => {
  await signInAs('admin_ares');
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

async function open(lang: 'es' | 'ca' = 'es') {
  const user = userEvent.setup();
  renderWithPortal(<AreaRoutes routes={[{ path: '/idiomas', title: 'Idiomas', element: <IdiomasPage /> }]} />, { route: '/idiomas', lang });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  return user;
}

describe('IdiomasPage (/idiomas)', () => {
  it('lists every language: id, name (language 1 the main one), code, ECO Platform, state; language 1 cannot be deactivated', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Idiomas' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['ID', 'Nombre', 'Código', 'ECO Platform', 'Estado', 'Acciones']);
    expect(rows().map((row) => within(row).getByTestId('idioma-codigo').textContent)).toEqual(IDIOMAS.map((i) => i.idioma));
    const principal = rowOf(IDIOMAS[0]?.idioma_nombre ?? '');
    expect(within(principal).getByTestId('idioma-principal')).toHaveTextContent('Principal');
    expect(within(principal).queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    const catala = rowOf('Català');
    expect(within(catala).getAllByRole('cell')[3]).toHaveTextContent('No');
    expect(within(catala).getByTestId('estado-idioma')).toHaveTextContent('Activo');
    expect(within(catala).getByRole('button', { name: 'Desactivar Català' })).toBeInTheDocument();
  });

  it("adds a language: the contract's messages, a code in use refused under its field, then the new row and its tab in the RCP form", async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Nuevo idioma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo idioma' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre del idioma es obligatorio.')).toBeVisible();
    expect(within(dialog).getByText('El código del idioma es obligatorio.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Nederlands');
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), 'EN');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya hay un idioma con ese código.')).toBeVisible();

    const codigo = within(dialog).getByRole('textbox', { name: /Código/ });
    await user.clear(codigo);
    await user.type(codigo, 'nl');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Se puede registrar en ECO Platform' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(crearIdioma).map((r) => r.body).at(-1)).toEqual({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true, activo: true });
    await waitFor(() => expect(rowOf('Nederlands')).toBeDefined());
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success' }));
    expect(mockIdiomasActivos().map((i) => i.idioma_nombre)).toContain('Nederlands');

    // Every per-language form reads GET /idiomas: the RCP modal has its tab.
    renderWithPortal(<RcpModal open id={null} onClose={() => {}} onSaved={() => {}} />);
    const rcp = await screen.findByRole('dialog', { name: 'Nuevo RCP' }, SLOW);
    expect((await within(rcp).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([...IDIOMAS.map((i) => i.idioma_nombre), 'Nederlands']);
  });

  it('deactivates a language after confirming (it leaves GET /idiomas), and activates it again', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Desactivar English' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Desactivar el idioma English?');
    await user.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Inactivo'));
    expect(sent(actualizarIdioma).at(-1)).toMatchObject({ path: '/api/idiomas/3', body: { idioma_nombre: 'English', idioma: 'en', ecoplatform: true, activo: false } });
    expect(mockIdiomasActivos().map((i) => i.idioma)).not.toContain('en');
    expect(mockIdiomas().find((i) => i.idioma === 'en')?.activo).toBe(false);

    await user.click(within(rowOf('English')).getByRole('button', { name: 'Activar English' }));
    await waitFor(() => expect(within(rowOf('English')).getByTestId('estado-idioma')).toHaveTextContent('Activo'));
    expect(mockIdiomasActivos().map((i) => i.idioma)).toContain('en');
  });

  it("language 1's 'Activo' cannot be unticked in its form", async () => {
    const user = await open();
    const nombre = IDIOMAS[0]?.idioma_nombre ?? '';
    await user.click(screen.getByRole('button', { name: `Editar ${nombre}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar idioma' });
    expect(within(dialog).getByRole('checkbox', { name: /Activo/ })).toBeDisabled();
    expect(within(dialog).getByText(/El idioma 1 no se puede desactivar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(actualizarIdioma).at(-1)?.body).toMatchObject({ idioma: 'es', activo: true });
  });

  it('in Catalan', async () => {
    await open('ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Idiomes' })).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.trim())).toEqual(['ID', 'Nom', 'Codi', 'ECO Platform', 'Estat', 'Accions']);
    expect(screen.getByRole('button', { name: 'Nou idioma' })).toBeInTheDocument();
  });
});
