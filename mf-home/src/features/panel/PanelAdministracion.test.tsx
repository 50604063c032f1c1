import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { panelConsolidado } from '@dapcon/contract/panel';
import { delay, mockConsolidado, consolidadoMock, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { renderWithPortal } from '../../../../config/test-utils';
import { PanelAdministracion } from './PanelAdministracion';
import { card, count, asAdministrator } from './test-support';

const reported = asAdministrator();

describe("PanelAdministracion (the administrator's dashboard)", () => {
  it('shows the six cards with their count, rows and links, from one request', async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-organizaciones');
    expect(count('organizaciones')).toBe('2');
    expect(count('organizaciones_transferencia')).toBe('2');
    expect(count('renovacion')).toBe('2');
    expect(count('dapcon')).toBe('2');
    expect(count('dapcon_transferencia')).toBe('1');
    expect(count('tickets')).toBe('1');
    expect(within(card('organizaciones')).getByRole('heading', { name: 'Empresas pendientes de pago' })).toBeVisible();
    expect(within(card('organizaciones')).getByRole('link', { name: 'Aïllaments Montseny, S.L.' })).toHaveAttribute('href', '/empresas/B17238452');
    expect(within(card('dapcon')).getByRole('link', { name: /DAPcon-2021-0007/ })).toHaveAttribute('href', '/dapcon/7/1');
    expect(within(card('tickets')).getByRole('link', { name: 'Unidad funcional' })).toHaveAttribute('href', '/tickets/1');
    expect(within(card('dapcon')).getByText(/Caducó el 31\/10\//)).toBeInTheDocument();
    expect(within(card('renovacion')).getByText(/próximos 60 días/)).toBeInTheDocument();
    expect(within(card('organizaciones_transferencia')).getAllByRole('button', { name: 'Confirmar pago' })).toHaveLength(2);
    expect(mockRequests().map((r) => r.endpoint)).toEqual([panelConsolidado.id]);
  });

  it("keeps a row's title one flow of text (the code, then the product), never two columns", async () => {
    renderWithPortal(<PanelAdministracion />);
    await screen.findByTestId('panel-organizaciones');
    for (const lista of ['dapcon', 'dapcon_transferencia', 'organizaciones'] as const) {
      for (const link of within(card(lista)).getAllByRole('link')) {
        // The link's one child holds the whole title: as flex items, a text and an element would be laid out side by side.
        expect([...link.childNodes].map((n) => n.nodeName), lista).toEqual(['SPAN']);
        expect(link.firstElementChild).toHaveTextContent(link.textContent ?? '');
      }
    }
    expect(within(card('dapcon_transferencia')).getByTestId('panel-fila-titulo')).toHaveTextContent(/^Sin código · \S/);
  });

  it('says so on each empty card, and how many more there are beyond the rows shown', async () => {
    const vacio = consolidadoMock();
    for (const key of ['organizaciones', 'organizaciones_transferencia', 'renovacion', 'dapcon', 'tickets'] as const) vacio[key] = { total: 0, data: [] };
    vacio.dapcon_transferencia = { ...vacio.dapcon_transferencia, total: 57 };
    mockConsolidado.answer = vacio;
    renderWithPortal(<PanelAdministracion />);
    expect(await screen.findByText('No hay empresas pendientes de pago.')).toBeInTheDocument();
    expect(screen.getByText('No hay transferencias pendientes.')).toBeInTheDocument();
    expect(screen.getByText('No hay empresas por renovar.')).toBeInTheDocument();
    expect(screen.getByText('No hay DAPcon caducadas ni a punto de caducar.')).toBeInTheDocument();
    expect(screen.getByText('No hay mensajes pendientes.')).toBeInTheDocument();
    expect(within(card('dapcon_transferencia')).getByText('Y 56 más. Se muestran las 1 más urgentes.')).toBeInTheDocument();
  });

  it('says it is loading, and on a failure reports it through the shell and offers to try again', async () => {
    let fail = true;
    mockApi(panelConsolidado, async () => {
      if (fail) throw mockError(500, 'Error interno del servidor.');
      await delay(50);
      return consolidadoMock();
    });
    renderWithPortal(<PanelAdministracion />);
    expect(await screen.findByText('No se ha podido cargar el panel.')).toBeInTheDocument();
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('panel-organizaciones')).toBeInTheDocument();
  });

  it("mounts mf-registro's figures of the public registry as a panel of their own, whatever the dashboard's answer", async () => {
    // A stand-in for the shell's slot says what it mounts.
    const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;
    mockApi(panelConsolidado, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(
      <RemotePanelHost mount={mount}>
        <PanelAdministracion />
      </RemotePanelHost>,
    );
    expect(screen.getByRole('status', { name: 'panel' })).toHaveTextContent('mf_registro/CifrasRegistro {}');
    expect(await screen.findByTestId('panel-error')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'panel' })).toHaveTextContent('mf_registro/CifrasRegistro {}');
  });

  it('in Catalan', async () => {
    renderWithPortal(<PanelAdministracion />, { lang: 'ca' });
    expect(await screen.findByText("Tauler d'administració")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Empreses pendents de pagament' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missatges de tiquets' })).toBeInTheDocument();
    expect(within(card('organizaciones_transferencia')).getAllByRole('button', { name: 'Confirmar pagament' })).toHaveLength(2);
  });
});
