// /tickets/nuevo on the mock API: the declarations and languages it offers from the answers, the form's
// own checks, what it sends, where it goes, the server's errors. Which declarations the verifier gets
// and the incident the API stores are the real API's: Tickets.api.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crearIncidencia, dapconList } from '@dapcon/contract/dapcon';
import { answerDapconList, mockDapcons, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { TicketNuevo } from './TicketNuevo';

const VERIFICADOR = '39284756C';

let reported: FeedbackEvent[];
beforeEach(() => {
  // The verifier's declarations in verification, as the API selects them (mf-empresas's DapconList.api.test.tsx): the mock's one.
  mockApi(dapconList, (input) => answerDapconList(mockDapcons().filter((d) => d.id === 4), input));
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

const dapconSelect = () => screen.getByRole('combobox', { name: /^DAPcon/ });
const idiomaSelect = () => screen.getByRole('combobox', { name: /^Idioma/ });
const options = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

async function open(role: Role, usuario: string, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  const user = userEvent.setup();
  renderWithPortal(<TicketNuevo />, { route: '/tickets/nuevo', lang });
  await waitFor(() => expect(options(dapconSelect()).length).toBeGreaterThan(1));
  return user;
}

describe('TicketNuevo (/tickets/nuevo)', () => {
  it("offers the verifier's declarations in verification, then the picked one's languages", async () => {
    const user = await open('verificador', VERIFICADOR);
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva incidencia' })).toBeInTheDocument();
    expect(options(dapconSelect())).toEqual(['Seleccione una DAPcon', 'Ladrillo cerámico cara vista · Cementos del Llobregat, S.A.']);
    const list = mockRequests().filter((r) => r.endpoint === dapconList.id);
    expect(Object.fromEntries(new URL(list[0]?.path ?? '', 'http://portal.test').searchParams)).toMatchObject({ verificar: 'true', estado: 'en_verificacion' });
    expect(idiomaSelect()).toBeDisabled();
    await user.selectOptions(dapconSelect(), '4');
    await waitFor(() => expect(idiomaSelect()).toBeEnabled());
    expect(options(idiomaSelect())).toEqual(['Seleccione un idioma', 'Castellano', 'Català']);
  });

  it('errors under the fields, nothing sent; then the form sent, and the ticket answered opens', async () => {
    const user = await open('verificador', VERIFICADOR);
    await user.click(screen.getByRole('button', { name: 'Abrir incidencia' }));
    expect(await screen.findByText('Indique la DAPcon.')).toBeInTheDocument();
    expect(screen.getByText('El título es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La descripción es obligatoria.')).toBeInTheDocument();
    expect(mockRequests().filter((r) => r.endpoint === crearIncidencia.id)).toHaveLength(0);

    await user.selectOptions(dapconSelect(), '4');
    await user.selectOptions(idiomaSelect(), '2');
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Falta la ficha de producto');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Adjunte la ficha técnica del producto.');
    await user.click(screen.getByRole('button', { name: 'Abrir incidencia' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/tickets\/\d+$/));
    expect(mockRequests().filter((r) => r.endpoint === crearIncidencia.id).map((r) => r.body)).toEqual([
      { dapcon_id: 4, idioma_id: 2, titulo: 'Falta la ficha de producto', descripcion: 'Adjunte la ficha técnica del producto.' },
    ]);
    expect(reported.some((e) => e.kind === 'success')).toBe(true);
  });

  it("a server 422 lands under its field", async () => {
    mockApi(crearIncidencia, () => {
      throw mockError(422, 'Los datos enviados no son válidos.', { idioma_id: ['El idioma no es válido.'] });
    });
    const user = await open('admin_ares', '46127839M');
    await user.selectOptions(dapconSelect(), '4');
    await user.selectOptions(idiomaSelect(), '1');
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'T');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'D');
    await user.click(screen.getByRole('button', { name: 'Abrir incidencia' }));
    expect(await screen.findByText('El idioma no es válido.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/tickets/nuevo');
  });

  it('the search asks for the declarations by code or product: none found, none offered', async () => {
    // What the search selects is the API's (mf-empresas's DapconList.api.test.tsx): here, none for it.
    mockApi(dapconList, (input) => (input.query.filter_text ? { data: [], total: 0, per_page: 20, current_page: 1 } : answerDapconList(mockDapcons().filter((d) => d.id === 4), input)));
    const user = await open('admin_ares', '46127839M');
    await user.type(screen.getByRole('searchbox', { name: /^Buscar DAPcon/ }), 'zzz');
    await waitFor(() => expect(options(dapconSelect())).toEqual(['Seleccione una DAPcon']));
    expect(mockRequests().some((r) => r.endpoint === dapconList.id && r.path.includes('filter_text=zzz'))).toBe(true);
  });

  it('without declarations in verification it says so, and shows no form', async () => {
    mockApi(dapconList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 }));
    await signInAs('verificador', { usuario: VERIFICADOR });
    renderWithPortal(<TicketNuevo />, { route: '/tickets/nuevo' });
    expect(await screen.findByTestId('ticket-sin-dapcon')).toHaveTextContent('No tiene DAPcon en verificación');
    expect(screen.queryByRole('button', { name: 'Abrir incidencia' })).toBeNull();
  });

  it('in Catalan', async () => {
    const user = await open('verificador', VERIFICADOR, 'ca');
    expect(screen.getByRole('heading', { level: 1, name: 'Nova incidència' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obrir incidència' })).toBeInTheDocument();
    expect(options(dapconSelect())[0]).toBe('Seleccioneu una DAPcon');
    // The contract's messages in Catalan too.
    await user.click(screen.getByRole('button', { name: 'Obrir incidència' }));
    expect(await screen.findByText('El títol és obligatori.')).toBeInTheDocument();
    expect(screen.getByText('Indiqueu la DAPcon.')).toBeInTheDocument();
  });
});
