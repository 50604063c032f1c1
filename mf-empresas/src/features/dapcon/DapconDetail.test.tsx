// A declaration's record page (/dapcon/{id}/{languageId}) on the mock API: its head, the language
// tabs chosen by the path, the history, the renewal line, 'not found' for an id without a fixture.
// Who reaches which declaration is the real API's: DapconAcciones.api.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_DAPCON_IDS, MOCK_EMPRESAS } from '@dapcon/mocks';
import type { Role } from '@dapcon/shared-sdk';
import { AreaRoutes } from '@dapcon/shared-ui';
import { currentLocation, renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { DapconDetail, Historial } from './DapconDetail';

const user = userEvent.setup();
const EMPRESA = MOCK_EMPRESAS[0] as (typeof MOCK_EMPRESAS)[number];

async function open(path: string, role: Role = 'organizacion', usuario = EMPRESA.org_cif, lang: 'es' | 'ca' = 'es') {
  await signInAs(role, { usuario });
  renderWithPortal(<AreaRoutes routes={[{ path: '/dapcon/:id/:languageId', title: 'Ficha DAPcon', element: <DapconDetail /> }]} />, { route: path, lang });
}

const head = () => screen.getByTestId('dapcon-cabecera');

describe('DapconDetail (/dapcon/{id}/{languageId})', () => {
  it('shows the head of a draft: no code yet, product, company, RCP, people, state, creation date, no validity', async () => {
    await open(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cemento CEM II/A-L 42,5 R' }, { timeout: 30_000 })).toBeInTheDocument();
    const cabecera = within(head());
    expect(cabecera.getByText('Sin código hasta su publicación')).toBeInTheDocument();
    expect(cabecera.getByText(`${EMPRESA.org_nombre} (${EMPRESA.org_cif})`)).toBeInTheDocument();
    // A company sees its own name; only the administration gets a link to the company's page.
    expect(cabecera.queryByRole('link')).not.toBeInTheDocument();
    expect(cabecera.getByText('RCP 002 · Cementos y cales')).toBeInTheDocument();
    expect(cabecera.getByText('Laura Martínez Soler (47815236F)')).toBeInTheDocument();
    expect(cabecera.getByText('Elena Navarro Roca (39284756C)')).toBeInTheDocument();
    expect(cabecera.getByTestId('estado')).toHaveTextContent('Borrador');
    expect(cabecera.getByText('02/03/2026')).toBeInTheDocument();
    expect(cabecera.getByText('—')).toBeInTheDocument();
    // The languages as tabs, the path's one chosen.
    expect(screen.getByRole('tab', { name: 'Castellano' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Inscrita en ECO Platform')).toBeInTheDocument();
    const historial = screen.getAllByTestId('historial-entrada');
    expect(historial).toHaveLength(1);
    expect(historial[0]).toHaveTextContent('Creación');
    expect(historial[0]).toHaveTextContent('Cementos del Llobregat, S.A.');
  });

  it('chooses the language tab by the path and writes the tab chosen to it', async () => {
    await open(`/dapcon/${MOCK_DAPCON_IDS.borrador}/2`);
    expect(await screen.findByRole('tab', { name: 'Català' }, { timeout: 30_000 })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Sin inscripción en ECO Platform')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Castellano' }));
    await waitFor(() => expect(currentLocation()).toBe(`/dapcon/${MOCK_DAPCON_IDS.borrador}/1`), { timeout: 30_000 });
  });

  it('shows a published declaration for the administration: code, validity, the company link and its history with the impersonating administrator and the comment', async () => {
    await open(`/dapcon/${MOCK_DAPCON_IDS.publicada}/1`, 'admin_ares', '46127839M');
    await screen.findByRole('heading', { level: 1, name: 'Mortero de cal hidráulica natural' }, { timeout: 30_000 });
    const cabecera = within(head());
    expect(cabecera.getByText('DAPcon-2021-0007')).toBeInTheDocument();
    expect(cabecera.getByText('Del 10/05/2021 al 09/05/2026')).toBeInTheDocument();
    expect(cabecera.getByRole('link', { name: `${EMPRESA.org_nombre} (${EMPRESA.org_cif})` })).toHaveAttribute('href', `/empresas/${EMPRESA.org_cif}`);
    const historial = screen.getAllByTestId('historial-entrada');
    expect(historial.map((h) => within(h).getAllByText(/./)[1]?.textContent)).toEqual([
      'Creación',
      'Envío a verificación',
      'Devolución',
      'Envío a verificación',
      'Aceptación',
      'Publicación',
    ]);
    expect(historial[2]).toHaveTextContent('Falta el módulo A4 en la versión inglesa.');
    expect(historial[3]).toHaveTextContent('Cementos del Llobregat, S.A. (en nombre de Montserrat Puig Ferrer)');
    expect(historial[5]).toHaveTextContent('10/05/2021 11:30PublicaciónVerificada→PublicadaMontserrat Puig Ferrer');
  });

  it("shows 'Renovado a partir de N° …' for a renewal, in Catalan too", async () => {
    await open(`/dapcon/${MOCK_DAPCON_IDS.renovada}/1`, 'organizacion', EMPRESA.org_cif, 'ca');
    expect(await screen.findByText('Renovat a partir del núm. DAPcon-2021-0007', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(head()).getByTestId('estado')).toHaveTextContent('Esborrany');
  });

  it("says 'No se ha encontrado la DAPcon.' for one that does not exist or the caller does not take part in", async () => {
    await open('/dapcon/9999/1');
    expect(await screen.findByText('No se ha encontrado la DAPcon.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a DAPcon' })).toHaveAttribute('href', '/dapcon');
  });

  it('shows a step that leaves the state as it was (the results table, a class) with its state once, a transition with both', () => {
    const fecha = '2026-03-03T10:00:00Z';
    const base = { idioma_id: null, usuario: 'Laura Martínez Soler', suplantador: null, fecha };
    renderWithPortal(
      <Historial
        lang="es"
        historial={[
          { ...base, accion: 'subir_resultados', estado_desde: 'borrador', estado_hasta: 'borrador', comentario: 'resultados.xlsx' },
          { ...base, accion: 'enviar', estado_desde: 'borrador', estado_hasta: 'en_verificacion', comentario: null },
        ]}
      />,
    );
    const [tabla, envio] = screen.getAllByTestId('historial-entrada');
    expect(tabla).toHaveTextContent('Tabla de resultados');
    expect(tabla).toHaveTextContent('resultados.xlsx');
    expect(within(tabla as HTMLElement).queryByText('→')).not.toBeInTheDocument();
    expect(within(tabla as HTMLElement).getAllByText('Borrador')).toHaveLength(1);
    expect(within(envio as HTMLElement).getByText('→')).toBeInTheDocument();
  });
});
