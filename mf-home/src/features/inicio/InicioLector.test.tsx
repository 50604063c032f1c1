import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { inicio, type IncidenciaAbierta, type Inicio } from '@dapcon/contract/panel';
import { delay, mockError, mockRequests, MOCK_INICIO_CONSULTOR, MOCK_INICIO_EMPRESA } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { InicioLector } from './InicioLector';
import { PluginFirmaModal } from './PluginFirmaModal';

// mf-contenidos's panels: a stand-in for the shell's slot says what it mounts.
const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

function render(lang: 'es' | 'ca' = 'es') {
  return renderWithPortal(
    <RemotePanelHost mount={mount}>
      <InicioLector />
    </RemotePanelHost>,
    { lang },
  );
}

const abierta = (id: number, over: Partial<IncidenciaAbierta> = {}): IncidenciaAbierta => ({
  id,
  dapcon_id: 10 + id,
  idioma_id: 1,
  dapcon_codigo: null,
  dv_nombre_producto: `Producto ${id}`,
  dapcon_incidencias_titulo: `Incidencia ${id}`,
  created_at: '2026-11-02T10:00:00.000Z',
  ...over,
});

describe('InicioLector: a company', () => {
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

describe('InicioLector: a consultant', () => {
  it('lists its unresolved incidents (from GET /panel/inicio, one request); a row opens the declaration in its language', async () => {
    await signInAs('consultor');
    mockApi(inicio, () => ({ ...MOCK_INICIO_CONSULTOR, consultor: { firma: false, incidencias: [abierta(1, { dapcon_codigo: 'DAPcon-2026-0007' }), abierta(2, { idioma_id: 1 })] } }));
    const sent = mockRequests();
    render();
    const lista = await screen.findByRole('region', { name: 'Incidencias sin resolver' });
    const fila = within(lista).getByRole('link', { name: 'Abrir la DAPcon DAPcon-2026-0007: Incidencia 1' });
    expect(fila).toHaveAttribute('href', '/dapcon/11/1');
    expect(within(lista).getByRole('link', { name: 'Abrir la DAPcon Producto 2: Incidencia 2' })).toHaveAttribute('href', '/dapcon/12/1');
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

describe('InicioLector: a verifier', () => {
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

describe('PluginFirmaModal', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36', 'Chrome'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'iOS'],
  ])('opens on the guide of the browser in use (%s → %s), with no notice', async (userAgent, guia) => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent={userAgent} />);
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('tab', { name: guia, selected: true })).toBeInTheDocument();
    expect(within(modal).getByText(`Guía de su navegador: ${guia}.`)).toBeInTheDocument();
    expect(within(modal).queryByTestId('navegador-no-compatible')).not.toBeInTheDocument();
    expect(within(modal).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chrome', 'Firefox', 'Edge', 'Android', 'iOS']);
  });

  it("Firefox's guide names its own steps and the download page; in Catalan too", async () => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" />, { lang: 'ca' });
    const modal = await screen.findByRole('dialog', { name: 'Instal·lar el complement de signatura' });
    const guia = within(modal).getByRole('tabpanel');
    expect(within(guia).getAllByRole('listitem')).toHaveLength(4);
    expect(within(guia).getByText(/deixeu marcada l'opció de configurar Firefox/)).toBeInTheDocument();
    expect(within(guia).getByRole('link', { name: "Pàgina de descàrregues d'AutoFirma" })).toHaveAttribute('href', 'https://firmaelectronica.gob.es/Home/Descargas.html');
  });

  it('a browser the plugin does not support: the notice listing Chrome, Firefox and Edge', async () => {
    renderWithPortal(<PluginFirmaModal open onClose={() => undefined} userAgent="Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15" />);
    const aviso = await screen.findByTestId('navegador-no-compatible');
    expect(aviso).toHaveTextContent('Su navegador no es compatible con el complemento de firma');
    expect(aviso).toHaveTextContent('Google Chrome, Mozilla Firefox o Microsoft Edge.');
  });
});

describe('InicioLector: loading and failure', () => {
  it('says it is loading while the server has not answered', async () => {
    await signInAs('organizacion');
    mockApi(inicio, async () => {
      await delay('infinite');
      throw new Error('never answers');
    });
    render();
    expect(await screen.findByText('Cargando su página de inicio')).toBeInTheDocument();
  });

  it('reports a failure through the shell and offers to try again; the panels still show', async () => {
    await signInAs('organizacion');
    let fail = true;
    mockApi(inicio, () => {
      if (fail) throw mockError(500, 'Error interno del servidor.');
      return MOCK_INICIO_EMPRESA;
    });
    render();
    expect(await screen.findByText('No se ha podido cargar su página de inicio.')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'panel' })).toHaveLength(2);
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('dapcons-empresa')).toBeInTheDocument();
  });
});
