import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatEuro } from '@dapcon/contract/core';
import { inicio, type PagoElegido } from '@dapcon/contract/panel';
import { mockRequests, MOCK_INICIO_EMPRESA } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, signInAs } from '../../../../config/test-utils';
import { render } from './test-support';

const ANYO = new Date().getFullYear();
const MOCK_EMPRESA = MOCK_INICIO_EMPRESA.empresa ?? { alerta_pago: true, pago: null, dapcons: { borrador: 0, en_verificacion: 0, verificada: 0, publicada: 0, caducada: 0, retirada: 0 } };
/** This year's fee owed by transfer, as GET /panel/inicio answers it. */
const TRANSFERENCIA: PagoElegido = {
  metodo_pago: 'T',
  year: ANYO,
  importe_total: '544.50',
  nombre_entidad: 'CaixaBank',
  numero_cuenta: 'ES9121000418450200051332',
  concepto: `A08612343 Cuota ${ANYO}`,
  cuenta_final: null,
};
/** This year's fee owed by direct debit. */
const DOMICILIACION: PagoElegido = { metodo_pago: 'R', year: ANYO, importe_total: '544.50', nombre_entidad: null, numero_cuenta: null, concepto: null, cuenta_final: '1332' };

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
      ['Retirada: 0', '/dapcon?estado=retirada'],
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
    mockApi(inicio, () => ({ ...MOCK_INICIO_EMPRESA, tiene_logo: true, empresa: { alerta_pago: false, pago: null, dapcons: { borrador: 0, en_verificacion: 0, verificada: 0, publicada: 0, caducada: 0, retirada: 0 } } }));
    render();
    expect(await screen.findByText('Aún no tiene ninguna DAPcon.')).toBeInTheDocument();
    expect(screen.queryByTestId('alerta-pago')).not.toBeInTheDocument();
    expect(screen.queryByTestId('aviso-logo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas sus DAPcon' })).toHaveAttribute('href', '/dapcon');
  });

  it("with a transfer chosen, the alert says so and keeps the account, the amount and the concept until the payment is confirmed", async () => {
    await signInAs('organizacion', { estado_pago: 'en_tramite' });
    mockApi(inicio, () => ({ ...MOCK_INICIO_EMPRESA, empresa: { ...MOCK_EMPRESA, alerta_pago: true, pago: TRANSFERENCIA } }));
    render();
    const pago = await screen.findByTestId('alerta-pago');
    expect(pago).toHaveAttribute('data-metodo', 'T');
    expect(within(pago).getByText(`Cuota anual ${ANYO}: pendiente de su transferencia`)).toBeInTheDocument();
    expect(pago).toHaveTextContent('Ha elegido pagar por transferencia bancaria.');
    const datos = within(pago).getByTestId('datos-transferencia');
    expect(datos).toHaveAttribute('aria-label', 'Datos de la transferencia');
    expect([...datos.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Entidad', 'IBAN', 'Importe (IVA incluido)', 'Concepto']);
    expect([...datos.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['CaixaBank', 'ES91 2100 0418 4502 0005 1332', formatEuro('544.50'), `A08612343 Cuota ${ANYO}`]);
    expect(pago).not.toHaveTextContent('cuenta del programa');
  });

  it('with a direct debit chosen, the alert says it is chosen and will be collected, from which account', async () => {
    await signInAs('organizacion', { estado_pago: 'en_tramite' });
    mockApi(inicio, () => ({ ...MOCK_INICIO_EMPRESA, empresa: { ...MOCK_EMPRESA, alerta_pago: true, pago: DOMICILIACION } }));
    render();
    const pago = await screen.findByTestId('alerta-pago');
    expect(pago).toHaveAttribute('data-metodo', 'R');
    expect(within(pago).getByText(`Cuota anual ${ANYO}: domiciliación bancaria elegida`)).toBeInTheDocument();
    expect(pago).toHaveTextContent(`La asociación cobrará ${formatEuro('544.50')} (IVA incluido) en la cuenta terminada en 1332 en la próxima remesa`);
    expect(within(pago).queryByTestId('datos-transferencia')).not.toBeInTheDocument();
  });

  it('the chosen method in Catalan', async () => {
    await signInAs('organizacion', { estado_pago: 'en_tramite' });
    mockApi(inicio, () => ({ ...MOCK_INICIO_EMPRESA, empresa: { ...MOCK_EMPRESA, alerta_pago: true, pago: { ...TRANSFERENCIA, concepto: `A08612343 Quota ${ANYO}` } } }));
    render('ca');
    const pago = await screen.findByTestId('alerta-pago');
    expect(within(pago).getByText(`Quota anual ${ANYO}: pendent de la vostra transferència`)).toBeInTheDocument();
    expect(within(pago).getByTestId('datos-transferencia')).toHaveAttribute('aria-label', 'Dades de la transferència');
    expect(pago).toHaveTextContent(`ConcepteA08612343 Quota ${ANYO}`);
    expect(pago).toHaveTextContent(`Import (IVA inclòs)${formatEuro('544.50')}`);
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
