import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inicio } from '@dapcon/contract/panel';
import { mockRequests, MOCK_INICIO_EMPRESA } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, signInAs } from '../../../../config/test-utils';
import { render } from './test-support';

describe('InicioEmpresa (a company, through InicioLector)', () => {
  it("warns of the missing logo (→ /mis-datos) and of the fee owed, and sums up its DAPcons by state, each linking to the filtered list", async () => {
    await signInAs('organizacion', { estado_pago: 'en_tramite' });
    const sent = mockRequests();
    render();
    const pago = await screen.findByTestId('alerta-pago');
    expect(within(pago).getByText('Cuota anual pendiente de pago')).toBeInTheDocument();
    expect(within(pago).getByText(/El pago de la cuota anual está en trámite/)).toBeInTheDocument();
    const logo = screen.getByTestId('aviso-logo');
    expect(within(logo).getByRole('link', { name: 'Ir a Mis datos' })).toHaveAttribute('href', '/mis-datos');

    const dapcons = screen.getByRole('region', { name: 'Sus DAPcon' });
    const links = within(dapcons).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Ver todas sus DAPcon', '/dapcon'],
      ['Borrador: 2', '/dapcon?estado=borrador'],
      ['En verificación: 1', '/dapcon?estado=en_verificacion'],
      ['Verificada: 1', '/dapcon?estado=verificada'],
      ['Publicada: 3', '/dapcon?estado=publicada'],
      ['Caducada: 1', '/dapcon?estado=caducada'],
    ]);
    await userEvent.click(within(dapcons).getByRole('link', { name: 'Publicada: 3' }));
    expect(currentLocation()).toBe('/dapcon?estado=publicada');

    // No signing plugin, no incidents for a company; the contents' panels stay.
    expect(screen.queryByTestId('aviso-firma')).not.toBeInTheDocument();
    expect(screen.queryByTestId('incidencias-sin-resolver')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'panel' }).map((p) => p.textContent)).toEqual(['mf_contenidos/DocumentosResaltados', 'mf_contenidos/ComunicadosHome']);
    expect(sent.map((r) => r.endpoint)).toEqual(['GET /panel/inicio']);
  });

  it('shows no warning with a logo and nothing owed; a company without declarations says so', async () => {
    await signInAs('organizacion');
    mockApi(inicio, () => ({ ...MOCK_INICIO_EMPRESA, tiene_logo: true, empresa: { alerta_pago: false, dapcons: { borrador: 0, en_verificacion: 0, verificada: 0, publicada: 0, caducada: 0 } } }));
    render();
    expect(await screen.findByText('Aún no tiene ninguna DAPcon.')).toBeInTheDocument();
    expect(screen.queryByTestId('alerta-pago')).not.toBeInTheDocument();
    expect(screen.queryByTestId('aviso-logo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas sus DAPcon' })).toHaveAttribute('href', '/dapcon');
  });

  it('in Catalan', async () => {
    await signInAs('organizacion', { estado_pago: 'en_tramite' });
    render('ca');
    expect(await screen.findByText('Quota anual pendent de pagament')).toBeInTheDocument();
    expect(screen.getByText('Encara no heu pujat el vostre logotip')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anar a Les meves dades' })).toHaveAttribute('href', '/mis-datos');
    expect(screen.getByRole('link', { name: 'Esborrany: 2' })).toHaveAttribute('href', '/dapcon?estado=borrador');
  });
});
