// A consultant's 'Historial' tab on the mock API: its entries newest first, who (and 'por' the
// administrator behind an impersonation), what and the changed fields old → new, a secret as '••••';
// the request it sends; Catalan; an empty history. What the API records and answers is tested in
// api/test/areas/sistema/historial.test.ts and auditoria-cambios.test.ts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { historialConsultor, type ConsultorListItem } from '@dapcon/contract/consultores';
import { MOCK_CONSULTORES_LISTA, MOCK_HISTORIAL, mockEndpoint, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { ConsultorPage } from './ConsultorPage';

const SLOW = { timeout: 30_000 };
const CONSULTOR = MOCK_CONSULTORES_LISTA.find((c) => c.nif === '43091827Q') as ConsultorListItem;

beforeEach(async () => {
  await signInAs('admin_ares');
});

function render(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> }]} />, { route: `/consultores/${CONSULTOR.nif}?tab=historial`, lang });
}

/** Opens the consultant's page on its 'Historial' tab and waits for the entries' table. */
async function open(lang: 'es' | 'ca' = 'es') {
  render(lang);
  const table = await screen.findByRole('table', { name: 'Historial' }, SLOW);
  await within(table).findAllByTestId('historial-quien', {}, SLOW);
  return within(table);
}

describe("a consultant's 'Historial' tab", () => {
  it('lists the entries newest first: who (por the administrator), what, and the changes old → new', async () => {
    const table = await open();
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    expect(table.getAllByTestId('historial-quien')).toHaveLength(MOCK_HISTORIAL.length);
    expect(table.getAllByTestId('historial-quien')[0]?.textContent).toBe('Ceràmiques del Vallès, S.L. (B08000012)por Montserrat Puig Ferrer (00000001R)');
    expect(table.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toEqual(['Modificación', 'Inicio de suplantación', 'Modificación', 'Modificación', 'Creación']);
    const cambios = table.getAllByTestId('historial-cambio').map((cell) => cell.textContent);
    expect(cambios).toContain('org_telefono: 938 000 000 → 938 111 222');
    expect(cambios).toContain('Contraseña: •••• → ••••');
    const id = mockRequests().find((r) => r.path.startsWith('/api/consultores/historial?'))?.path;
    expect(id).toMatch(/^\/api\/consultores\/historial\?consultor_id=\d+&page=1&order_by=created_at\+desc$/);
  });

  it('speaks Catalan', async () => {
    const table = await open('ca');
    expect(table.getAllByTestId('historial-quien')[0]?.textContent).toBe('Ceràmiques del Vallès, S.L. (B08000012)per Montserrat Puig Ferrer (00000001R)');
    expect(table.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toContain('Creació');
    expect(table.getAllByTestId('historial-cambio').map((cell) => cell.textContent)).toContain('exento_cuota: No → Sí');
  });

  it('says when there is no entry', async () => {
    mockServer.use(mockEndpoint(historialConsultor, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    render();
    expect(await screen.findByText('Ningún cambio registrado.', {}, SLOW)).toBeInTheDocument();
  });
});
