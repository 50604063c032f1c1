// A company's 'Historial' tab on the mock API: its entries newest first, who (and 'por' the
// administrator behind an impersonation), what and the changed fields old → new, a secret as '••••';
// the request it sends; Catalan; an empty history. What the API records and answers is tested in
// api/test/areas/sistema/historial.test.ts and auditoria-cambios.test.ts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { historialEmpresa } from '@dapcon/contract/empresas';
import { MOCK_EMPRESAS, MOCK_HISTORIAL, mockEndpoint, mockRequests } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { AreaRoutes } from '@dapcon/shared-ui';
import { historyTime } from '@dapcon/shared-ui/data';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { EmpresaDetail } from './EmpresaDetail';

const SLOW = { timeout: 30_000 };
const EMPRESA = MOCK_EMPRESAS.find((e) => e.org_fecha_baja === null) ?? MOCK_EMPRESAS[0]!;

beforeEach(async () => {
  await signInAs('admin_ares');
});

/** Opens the company's page on its 'Historial' tab and waits for the entries' table. */
async function open(lang: 'es' | 'ca' = 'es') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />, {
    route: `/empresas/${EMPRESA.org_cif}?tab=historial`,
    lang,
  });
  const table = await screen.findByRole('table', { name: 'Historial' }, SLOW);
  await within(table).findAllByTestId('historial-quien', {}, SLOW);
  return within(table);
}

describe("a company's 'Historial' tab", () => {
  it('lists the entries newest first: who (por the administrator), what, and the changes old → new', async () => {
    const table = await open();
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    const quien = table.getAllByTestId('historial-quien').map((cell) => cell.textContent);
    expect(quien).toHaveLength(MOCK_HISTORIAL.length);
    expect(quien[0]).toBe('Ceràmiques del Vallès, S.L. (B08000012)por Montserrat Puig Ferrer (00000001R)');
    expect(quien[2]).toBe('Montserrat Puig Ferrer (00000001R)');
    expect(table.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toEqual(['Modificación', 'Inicio de suplantación', 'Modificación', 'Modificación', 'Creación']);
    const cambios = table.getAllByTestId('historial-cambio').map((cell) => cell.textContent);
    expect(cambios).toContain('Teléfono: 938 000 000 → 938 111 222');
    expect(cambios).toContain('Persona de contacto: nombre: (vacío) → Jordi Serra');
    expect(cambios).toContain('Exenta de cuota: No → Sí');
    expect(cambios).toContain('Contraseña: •••• → ••••');
    expect(table.getByText(historyTime('2026-11-20T10:12:30.000Z'))).toBeInTheDocument();
    expect(mockRequests().map((r) => r.path)).toContain(`/api/organizaciones/historial?org_id=${EMPRESA.org_id}&page=1&order_by=created_at+desc`);
  });

  it('speaks Catalan', async () => {
    const table = await open('ca');
    expect(table.getAllByTestId('historial-quien')[0]?.textContent).toBe('Ceràmiques del Vallès, S.L. (B08000012)per Montserrat Puig Ferrer (00000001R)');
    expect(table.getAllByTestId('historial-accion').map((cell) => cell.textContent)).toContain('Inici de suplantació');
    expect(table.getAllByTestId('historial-cambio').map((cell) => cell.textContent)).toContain('Persona de contacte: nom: (buit) → Jordi Serra');
    expect(screen.getByRole('tab', { name: 'Historial' })).toBeInTheDocument();
  });

  it('says when there is no entry', async () => {
    mockServer.use(mockEndpoint(historialEmpresa, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    renderWithPortal(<AreaRoutes routes={[{ path: '/empresas/:cif', title: 'Empresa', element: <EmpresaDetail /> }]} />, { route: `/empresas/${EMPRESA.org_cif}?tab=historial` });
    expect(await screen.findByText('Ningún cambio registrado.', {}, SLOW)).toBeInTheDocument();
  });
});
