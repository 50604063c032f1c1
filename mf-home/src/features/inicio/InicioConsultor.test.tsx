import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inicio, type Inicio } from '@dapcon/contract/panel';
import { mockRequests, MOCK_INICIO_CONSULTOR } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { type Role } from '@dapcon/shared-sdk';
import { currentLocation, signInAs } from '../../../../config/test-utils';
import { abierta, render } from './test-support';

describe('InicioConsultor (a consultant, through InicioLector)', () => {
  it('lists its unresolved incidents (from GET /panel/inicio, one request); a row opens the declaration in its language', async () => {
    await signInAs('consultor');
    mockApi(inicio, () => ({ ...MOCK_INICIO_CONSULTOR, consultor: { firma: false, incidencias: [abierta(1, { dapcon_codigo: 'DAPcon-2026-0007' }), abierta(2, { idioma_id: 1 })] } }));
    const sent = mockRequests();
    render();
    const lista = await screen.findByRole('region', { name: 'Incidencias sin resolver' });
    const fila = within(lista).getByRole('link', { name: /^ES\s*Incidencia 1\s*DAPcon-2026-0007 ·/ });
    expect(fila).toHaveAttribute('href', '/dapcon/11/1');
    expect(within(lista).getByRole('link', { name: /^ES\s*Incidencia 2\s*sin código · Producto 2/ })).toHaveAttribute('href', '/dapcon/12/1');
    expect(within(fila).getByText('02/11/2026')).toBeInTheDocument();
    expect(within(lista).getByText('sin código', { exact: false })).toBeInTheDocument();
    expect(sent.map((r) => r.endpoint)).toEqual(['GET /panel/inicio']);
    await userEvent.click(fila);
    expect(currentLocation()).toBe('/dapcon/11/1');
  });

  it('a consultant of profile 3 who does not sign: no plugin warning; no logo: the warning; no company parts', async () => {
    await signInAs('consultor');
    render();
    expect(await screen.findByTestId('aviso-logo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mis datos' })).toHaveAttribute('href', '/mis-datos');
    expect(screen.queryByTestId('aviso-firma')).not.toBeInTheDocument();
    expect(screen.queryByTestId('alerta-pago')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dapcons-empresa')).not.toBeInTheDocument();
  });

  it('says when it has no unresolved incident; in Catalan too', async () => {
    await signInAs('consultor');
    mockApi(inicio, () => ({ ...MOCK_INICIO_CONSULTOR, consultor: { firma: false, incidencias: [] } }));
    const { unmount } = render();
    expect(await screen.findByText('No tiene incidencias sin resolver.')).toBeInTheDocument();
    unmount();
    render('ca');
    expect(await screen.findByText('No teniu incidències sense resoldre.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Incidències sense resoldre' })).toBeInTheDocument();
  });
});

describe('InicioConsultor (a verifier, through InicioLector)', () => {
  it('lists the incidents of every language, each with its code, opening the declaration on that language (in Catalan too)', async () => {
    await signInAs('verificador');
    const incidencias = [abierta(3, { idioma_id: 2, idioma: 'ca' }), abierta(4, { idioma_id: 3, idioma: 'en', dapcon_codigo: 'DAPcon-2026-0002' }), abierta(5)];
    mockApi(inicio, () => ({ ...MOCK_INICIO_CONSULTOR, consultor: { firma: true, incidencias } }));
    const { unmount } = render();
    const lista = await screen.findByRole('region', { name: 'Incidencias sin resolver' });
    expect(within(lista).getAllByTestId('incidencia-idioma').map((b) => b.textContent)).toEqual(['CA', 'EN', 'ES']);
    expect(within(lista).getByRole('link', { name: /^CA\s*Incidencia 3\s*sin código · Producto 3/ })).toHaveAttribute('href', '/dapcon/13/2');
    expect(within(lista).getByRole('link', { name: /^EN\s*Incidencia 4\s*DAPcon-2026-0002 ·/ })).toHaveAttribute('href', '/dapcon/14/3');
    unmount();
    render('ca');
    const llista = await screen.findByRole('region', { name: 'Incidències sense resoldre' });
    expect(within(llista).getByRole('link', { name: /^CA\s*Incidencia 3\s*sense codi · Producto 3/ })).toHaveAttribute('href', '/dapcon/13/2');
  });

  it("warns to install the signing plugin; its modal's guides load when first opened", async () => {
    await signInAs('verificador');
    render();
    const aviso = await screen.findByTestId('aviso-firma');
    expect(within(aviso).getByText('Instale el complemento de firma')).toBeInTheDocument();
    // Its incidents (as verifier) are on the same home.
    expect(screen.getByRole('region', { name: 'Incidencias sin resolver' })).toBeInTheDocument();
    await userEvent.click(within(aviso).getByRole('button', { name: 'Cómo instalarlo' }));
    const modal = await screen.findByRole('dialog', { name: 'Instalar el complemento de firma' });
    // The test browser (happy-dom) is none of the supported ones: the notice, and Chrome's guide first.
    expect(within(modal).getByTestId('navegador-no-compatible')).toHaveTextContent('Google Chrome, Mozilla Firefox o Microsoft Edge.');
    expect(within(modal).getByRole('tab', { name: 'Chrome', selected: true })).toBeInTheDocument();
    // The footer's 'Cerrar' (the corner's close button is named the same).
    const cerrar = within(modal).getAllByRole('button', { name: 'Cerrar' });
    expect(cerrar).toHaveLength(2);
    await userEvent.click(cerrar[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each<[Role, Inicio]>([
    ['verificador', { ...MOCK_INICIO_CONSULTOR, tiene_logo: true, consultor: { firma: true, incidencias: [] } }],
    ['consultor', { ...MOCK_INICIO_CONSULTOR, tiene_logo: true, consultor: { firma: true, incidencias: [] } }],
  ])('a %s who signs gets the warning; with a logo no logo warning', async (role, datos) => {
    await signInAs(role);
    mockApi(inicio, () => datos);
    render();
    expect(await screen.findByTestId('aviso-firma')).toBeInTheDocument();
    expect(screen.queryByTestId('aviso-logo')).not.toBeInTheDocument();
  });

  it('in Catalan', async () => {
    await signInAs('verificador');
    render('ca');
    const aviso = await screen.findByTestId('aviso-firma');
    expect(within(aviso).getByText('Instal·leu el complement de signatura')).toBeInTheDocument();
    expect(within(aviso).getByRole('button', { name: "Com s'instal·la" })).toBeInTheDocument();
  });
});
