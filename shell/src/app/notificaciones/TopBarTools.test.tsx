import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from '@dapcon/mocks';
import { mockServer } from '@dapcon/mocks/node';
import { TopBar } from '@dapcon/shared-ui/frame';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { loadRemoteConfig } from '../../federation/registry';
import { TopBarTools } from './TopBarTools';

// The top bar's tools are mf-home's (mf-home/src/features/barra, with their own tests): here, how the
// shell's frame mounts them (issue 34, item 2).
const federation = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => federation);

const tools = { default: () => <button type="button">Notificaciones</button> };

beforeEach(async () => {
  mockServer.use(
    http.get('*/remotes.json', () => HttpResponse.json({ mf_home: 'https://portal.example/mf-home/mf-manifest.json' })),
    http.get('*/area.json', () => new HttpResponse(null, { status: 404 })),
  );
  await loadRemoteConfig();
  federation.loadRemote.mockReset();
  federation.registerRemotes.mockReset();
});

async function renderBar() {
  const user = await signInAs('organizacion', { nombre: 'Ana', apellidos: 'Puig' });
  renderWithPortal(
    <TopBar brand="DAPcon">
      <TopBarTools user={user} />
      <Link to="/dapcon">Otra pantalla</Link>
    </TopBar>,
    { route: '/' },
  );
}

describe("the top bar's tools, mf-home's slot", () => {
  it('mounts mf_home/TopBarTools, showing nothing while it loads', async () => {
    let resolve: (mod: typeof tools) => void = () => {};
    federation.loadRemote.mockReturnValueOnce(new Promise<typeof tools>((r) => (resolve = r)));
    await renderBar();
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledWith('mf_home/TopBarTools'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    resolve(tools);
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  });

  it('leaves the rest of the top bar working when mf-home cannot be loaded, and tries again on the next screen', async () => {
    // The boundary logs the caught failure; it is the expected outcome here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    federation.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(tools);
    await renderBar();
    await waitFor(() => expect(federation.loadRemote).toHaveBeenCalledTimes(1));
    // No failure message, no retry button in the bar: the brand and the other tools as they were.
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Remote area failed', expect.anything(), expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notificaciones' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('DAPcon');

    await userEvent.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
  });
});
