import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { consultoresListado } from '@dapcon/contract/consultores';
import { mockRequests } from '@dapcon/mocks';
import { AreaRoutes } from '@dapcon/shared-ui';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { currentLocation, NOT_AVAILABLE, renderWithPortal, signInAs } from '../../../../config/test-utils';
import { ConsultorPage } from './ConsultorPage';

/** Stands in for the shell's slot: shows what it was asked to mount. */
const mount: RemotePanelMount = ({ remote, module, props }) => <output aria-label="panel">{`${remote}/${module} ${JSON.stringify(props)}`}</output>;

beforeEach(async () => {
  await signInAs('admin_ares');
});

function open(path: string, lang: 'es' | 'ca' = 'es') {
  renderWithPortal(
    <RemotePanelHost mount={mount}>
      <AreaRoutes routes={[{ path: '/consultores/:nif', title: 'Consultor', element: <ConsultorPage /> }]} />
    </RemotePanelHost>,
    { route: path, lang },
  );
}

const tabs = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);

describe("mf-consultores's consultant page", () => {
  it("a commission earner (found by NIF, whatever its case) has the 'Comisiones' tab, which mounts mf-finanzas's panel with its id", async () => {
    const user = userEvent.setup();
    open('/consultores/47815236f');
    expect(await screen.findByRole('heading', { level: 1, name: 'Martínez Soler, Laura' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('Martínez Soler, Laura (47815236F)');
    expect(tabs()).toEqual(['Datos generales', 'Comisiones']);
    expect(screen.getByText(NOT_AVAILABLE.es)).toBeInTheDocument();
    expect(mockRequests().find((r) => r.endpoint === consultoresListado.id)?.path).toBe('/api/consultores/obtener_listado?es_comisionista=true');

    await user.click(screen.getByRole('tab', { name: 'Comisiones' }));
    expect(await screen.findByRole('status', { name: 'panel' })).toHaveTextContent('mf_finanzas/ConsultorComisiones {"consultorId":3}');
    expect(currentLocation()).toBe('/consultores/47815236f?tab=comisiones');
  });

  it('opens the commissions tab from ?tab=comisiones, in Catalan too', async () => {
    open('/consultores/47815236F?tab=comisiones', 'ca');
    expect(await screen.findByRole('status', { name: 'panel' }, { timeout: 10_000 })).toHaveTextContent('mf_finanzas/ConsultorComisiones {"consultorId":3}');
    expect(tabs()).toEqual(['Dades generals', 'Comissions']);
  });

  it('a consultant who earns no commissions has no such tab: ?tab=comisiones shows the general data', async () => {
    open('/consultores/43091827Q?tab=comisiones');
    await waitFor(() => expect(mockRequests().some((r) => r.endpoint === consultoresListado.id)).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultor' })).toBeInTheDocument();
    expect(tabs()).toEqual(['Datos generales']);
    expect(screen.getByText(NOT_AVAILABLE.es)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'panel' })).not.toBeInTheDocument();
  });
});
