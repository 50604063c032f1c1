import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditoriaList } from '@dapcon/contract/sistema';
import { mockEndpoint, mockError, mockRequests, MOCK_AUDITORIA } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { AreaRoutes } from '@dapcon/shared-ui';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import { AuditoriaPage, fechaHoraAuditoria } from './AuditoriaPage';

beforeEach(async () => {
  await signInAs('admin_ares', { sub: '1' });
});

const SLOW = { timeout: 30_000 };

function open(lang: 'es' | 'ca' = 'es', search = '') {
  renderWithPortal(<AreaRoutes routes={[{ path: '/auditoria', title: 'Auditoría', element: <AuditoriaPage /> }]} />, { route: `/auditoria${search}`, lang });
}

async function rows(name: string) {
  const table = await screen.findByRole('table', { name }, SLOW);
  await within(table).findAllByTestId('auditoria-quien', {}, SLOW);
  return within(table);
}

describe('AuditoriaPage (/auditoria)', () => {
  it('lists the entries, an impersonated one with both names', async () => {
    open();
    const table = await rows('Auditoría');
    const quien = table.getAllByTestId('auditoria-quien').map((cell) => cell.textContent);
    expect(quien).toHaveLength(MOCK_AUDITORIA.length);
    expect(quien[0]).toBe('Ceràmiques del Vallès, S.L. (B08000012) (por Montserrat Puig Ferrer (00000001R))');
    // A refused sign-in names no account.
    expect(quien).toContain('sin cuenta');
    expect(table.getAllByText('Inicio de suplantación')).toHaveLength(1);
    expect(table.getByText(fechaHoraAuditoria('2026-11-20T10:16:00.000Z'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeInTheDocument();
    expect(mockRequests().map((r) => r.path)).toContain('/api/auditoria?page=1&order_by=created_at+desc');
  });

  it('asks the API with the filters of the URL', async () => {
    open('es', '?persona=B08000012&accion=suplantacion_inicio&desde=2026-11-20');
    await rows('Auditoría');
    const paths = mockRequests().map((r) => r.path);
    expect(paths.some((p) => p.startsWith('/api/auditoria?') && p.includes('persona=B08000012') && p.includes('accion=suplantacion_inicio') && p.includes('desde=2026-11-20'))).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Persona (nombre o CIF/NIF)' })).toHaveValue('B08000012');
  });

  it('speaks Catalan', async () => {
    open('ca');
    const table = await rows('Auditoria');
    expect(table.getAllByTestId('auditoria-quien')[0]?.textContent).toBe('Ceràmiques del Vallès, S.L. (B08000012) (per Montserrat Puig Ferrer (00000001R))');
    expect(table.getAllByText('Fi de suplantació')).toHaveLength(1);
  });

  it('says when there is no entry', async () => {
    mockServer.use(mockEndpoint(auditoriaList, () => ({ data: [], total: 0, per_page: 20, current_page: 1 })));
    open();
    expect(await screen.findByText('Ninguna entrada.', {}, SLOW)).toBeInTheDocument();
  });

  it('survives an API that fails', async () => {
    mockServer.use(
      mockEndpoint(auditoriaList, () => {
        throw mockError(500, 'Error interno del servidor.');
      }),
    );
    open();
    expect(await screen.findByRole('table', { name: 'Auditoría' }, SLOW)).toBeInTheDocument();
    expect(screen.queryAllByTestId('auditoria-quien')).toHaveLength(0);
  });
});
