// mf-registro's panel on the administrator's dashboard: the registry's figures from GET /registro/cifras
// (the mock API's, or a test's own), their labels in ES and CA, the link to the public registry, the
// loading and failure states; the figures themselves are the API's (api/test/areas/registro/cifras.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cifrasRegistro } from '@dapcon/contract/registro';
import { delay, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { renderWithPortal, signInAs } from '../../../config/test-utils';
import CifrasRegistro from './CifrasRegistro';

const valor = (testId: string) => within(screen.getByTestId(testId)).getByTestId('valor').textContent;

beforeEach(async () => {
  await signInAs('admin_ares');
});

describe("mf-registro's figures on the administrator's dashboard", () => {
  it('shows the three figures with their labels, the month’s certificates and the link to the registry, from one request', async () => {
    renderWithPortal(<CifrasRegistro />);
    const panel = await screen.findByRole('region', { name: 'Registro público' });
    await waitFor(() => expect(screen.getByTestId('cifras-publicadas')).toBeInTheDocument());
    expect(within(panel).getByRole('heading', { level: 3, name: 'Registro público' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Declaraciones publicadas' })).toHaveTextContent('128');
    expect(valor('cifras-publicadas')).toBe('128');
    expect(screen.getByRole('region', { name: 'Caducan en 90 días' })).toHaveTextContent('7');
    expect(valor('cifras-exportaciones')).toBe('35');
    expect(screen.getByRole('region', { name: 'Exportaciones este mes' })).toHaveTextContent('openEPD 23 · ILCD 12');
    expect(screen.getByTestId('cifras-certificados')).toHaveTextContent('Y 41 certificados descargados este mes.');
    expect(within(panel).getByRole('link', { name: 'Ver el registro público' })).toHaveAttribute('href', '/registro?lang=es');
    expect(mockRequests().map((r) => r.endpoint)).toEqual([cifrasRegistro.id]);
  });

  it('in Catalan, with numbers written the Catalan way (Spanish leaves four digits ungrouped, Catalan does not)', async () => {
    mockApi(cifrasRegistro, () => ({ publicadas: 19687, caducan_90_dias: 1204, exportaciones_mes: { openepd: 15230, ilcd: 3011, total: 18241 }, certificados_mes: 1 }));
    renderWithPortal(<CifrasRegistro />, { lang: 'ca' });
    expect(await screen.findByRole('region', { name: 'Declaracions publicades' })).toHaveTextContent('19.687');
    expect(screen.getByRole('heading', { level: 3, name: 'Registre públic' })).toBeInTheDocument();
    expect(valor('cifras-caducan')).toBe('1.204');
    expect(screen.getByRole('region', { name: 'Caduquen en 90 dies' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Exportacions aquest mes' })).toHaveTextContent('openEPD 15.230 · ILCD 3.011');
    expect(valor('cifras-exportaciones')).toBe('18.241');
    expect(screen.getByTestId('cifras-certificados')).toHaveTextContent('I 1 certificat descarregat aquest mes.');
    expect(screen.getByRole('link', { name: 'Veure el registre públic' })).toHaveAttribute('href', '/registro?lang=ca');
  });

  it('zero is a figure like any other', async () => {
    mockApi(cifrasRegistro, () => ({ publicadas: 0, caducan_90_dias: 0, exportaciones_mes: { openepd: 0, ilcd: 0, total: 0 }, certificados_mes: 0 }));
    renderWithPortal(<CifrasRegistro />);
    await screen.findByTestId('cifras-publicadas');
    for (const id of ['cifras-publicadas', 'cifras-caducan', 'cifras-exportaciones']) expect(valor(id)).toBe('0');
    expect(screen.getByText('openEPD 0 · ILCD 0')).toBeInTheDocument();
    expect(screen.getByTestId('cifras-certificados')).toHaveTextContent('Y 0 certificados descargados este mes.');
  });

  it('says it is loading; on a failure says so in place and reads again on ‘Reintentar’', async () => {
    let fallar = true;
    mockApi(cifrasRegistro, async () => {
      await delay(30);
      if (fallar) throw mockError(500, 'Error interno del servidor.');
      return { publicadas: 3, caducan_90_dias: 1, exportaciones_mes: { openepd: 2, ilcd: 0, total: 2 }, certificados_mes: 5 };
    });
    renderWithPortal(<CifrasRegistro />);
    expect(await screen.findByText('Cargando las cifras del registro')).toBeInTheDocument();
    expect(await screen.findByText('No se han podido cargar las cifras del registro.')).toBeInTheDocument();
    expect(screen.queryByTestId('cifras-publicadas')).not.toBeInTheDocument();
    // The link to the registry stays.
    expect(screen.getByRole('link', { name: 'Ver el registro público' })).toBeInTheDocument();
    fallar = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(valor('cifras-publicadas')).toBe('3'));
    expect(valor('cifras-exportaciones')).toBe('2');
  });
});
