// /idiomas on the mock API's fixtures (mocks/src/idiomas.ts): the languages with their code, ECO Platform
// flag and state; 'Nuevo idioma' (the contract's messages, the API's 422 for a code in use under its
// field) and deactivating after confirming, the list read again; language 1 can be neither deactivated
// nor unticked; in Catalan. What a save stores and every per-language form then shows is the API's
// (Parametros.api.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@dapcon/contract/core';
import { actualizarIdioma, crearIdioma, idiomasAdmin, REFERENCIA_MSG } from '@dapcon/contract/referencia';
import { IDIOMAS, mockAnswer, mockEndpoint, mockError, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
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

  it("adds a language: the contract's messages, a code in use refused under its field, then the list read again", async () => {
    // The API's refusal of a code in use (Parametros.api.test.tsx), and its success otherwise.
    mockServer.use(
      mockEndpoint(crearIdioma, (input) => {
        const body = input.body as { idioma_nombre: string; idioma: string; ecoplatform: boolean; activo: boolean };
        if (body.idioma.toLowerCase() === 'en') throw mockError(422, MSG.datosInvalidos, { idioma: [REFERENCIA_MSG.idiomaCodigoRepetido] });
        return mockAnswer({ id: 9, ...body }, { status: 201, message: MSG.operacionCorrecta });
      }),
    );
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
    const lecturas = sent(idiomasAdmin).length;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(crearIdioma).map((r) => r.body).at(-1)).toEqual({ idioma_nombre: 'Nederlands', idioma: 'nl', ecoplatform: true, activo: true });
    expect(reported).toContainEqual(expect.objectContaining({ kind: 'success' }));
    await waitFor(() => expect(sent(idiomasAdmin).length).toBeGreaterThan(lecturas), SLOW);
  });

  it('deactivates a language after confirming, then reads the list again', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Desactivar English' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('¿Desactivar el idioma English?');
    const lecturas = sent(idiomasAdmin).length;
    await user.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(sent(actualizarIdioma).at(-1)).toMatchObject({ path: '/api/idiomas/3', body: { idioma_nombre: 'English', idioma: 'en', ecoplatform: true, activo: false } }), SLOW);
    // What the list then holds is the API's (Parametros.api.test.tsx).
    await waitFor(() => expect(sent(idiomasAdmin).length).toBeGreaterThan(lecturas), SLOW);
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
