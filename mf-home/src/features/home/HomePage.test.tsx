import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { me, type MeData } from '@dapcon/contract/auth';
import { mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { feedback, onApiError, useSession, type ApiError, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { RemotePanelHost, type RemotePanelMount } from '@dapcon/shared-ui/frame';
import { renderWithPortal, signInAs } from '../../../../config/test-utils';
import '../../i18n';
import { HomePage } from './HomePage';

const profile: MeData = {
  id: 42,
  usuario: 'B12345674',
  nombre: 'Áridos del Vallès',
  apellidos: '',
  email: 'info@aridos.example',
  perfil: 5,
  modulo_app: 'organizacion',
  estado_pago: 'pagado',
};

const ok = () => mockApi(me, () => profile);

let reported: FeedbackEvent[];
beforeEach(() => {
  reported = [];
  return feedback.subscribe((event) => reported.push(event));
});

describe('HomePage', () => {
  it("asks the server who is signed in and greets the company in its area", async () => {
    await signInAs('organizacion');
    ok();
    const sent = mockRequests();
    renderWithPortal(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Hola, Áridos del Vallès' })).toBeInTheDocument();
    expect(screen.getByTestId('area-name')).toHaveTextContent('Área Empresa');
    expect(screen.getByText('Bienvenido al área empresa del portal DAPcon.')).toBeInTheDocument();
    // The profile, and the company's home data (features/inicio).
    expect(sent.map((r) => r.endpoint).sort()).toEqual(['GET /auth/me', 'GET /panel/inicio']);
    const profile = sent.find((r) => r.endpoint === 'GET /auth/me');
    expect(profile).toMatchObject({ method: 'GET', path: '/api/auth/me' });
    expect(profile?.headers.get('Authorization')).toBe(`Bearer ${useSession.getState().token}`);
  });

  it.each<[Role, string]>([
    ['admin_ares', 'Área Administración'],
    ['admin_caateeb', 'Área Administración'],
    ['consultor', 'Área Consultor'],
    ['verificador', 'Área Verificador'],
  ])('names the area of %s', async (role, area) => {
    await signInAs(role);
    ok();
    renderWithPortal(<HomePage />);
    expect(await screen.findByTestId('area-name')).toHaveTextContent(area);
  });

  // mf-contenidos's panels (issue 14 step 7), through RemotePanel: a stand-in for the shell's slot says what it mounts.
  const mount: RemotePanelMount = ({ remote, module }) => <output aria-label="panel">{`${remote}/${module}`}</output>;
  it.each<[Role, string[]]>([
    ['organizacion', ['mf_contenidos/DocumentosResaltados', 'mf_contenidos/ComunicadosHome']],
    ['consultor', ['mf_contenidos/DocumentosResaltados', 'mf_contenidos/ComunicadosHome']],
    ['verificador', ['mf_contenidos/DocumentosResaltados', 'mf_contenidos/ComunicadosHome']],
    ['admin_ares', ['mf_registro/CifrasRegistro']],
    ['admin_caateeb', ['mf_registro/CifrasRegistro']],
  ])("the %s's home holds the other areas' panels %j (readers: mf-contenidos's highlighted documents and communications; the administration: mf-registro's figures)", async (role, panels) => {
    await signInAs(role);
    ok();
    renderWithPortal(
      <RemotePanelHost mount={mount}>
        <HomePage />
      </RemotePanelHost>,
    );
    expect(await screen.findByTestId('area-name')).toBeInTheDocument();
    expect(screen.queryAllByRole('status', { name: 'panel' }).map((p) => p.textContent)).toEqual(panels);
  });

  it('reports a server failure through the shell', async () => {
    await signInAs('organizacion');
    mockApi(me, () => {
      throw mockError(500, 'Error interno del servidor.');
    });
    renderWithPortal(<HomePage />);
    await waitFor(() => expect(reported).toEqual([{ kind: 'error', status: 500, message: 'Error interno del servidor.', errors: {} }]));
    expect(screen.queryByTestId('area-name')).not.toBeInTheDocument();
  });

  it('leaves a session error to the shell', async () => {
    await signInAs('organizacion');
    mockApi(me, () => {
      throw mockError(401, 'La sessió no existeix');
    });
    const emitted = vi.fn<(e: ApiError) => void>();
    onTestFinished(onApiError(emitted));
    renderWithPortal(<HomePage />);
    await waitFor(() => expect(emitted).toHaveBeenCalledTimes(1));
    expect(emitted.mock.calls[0]?.[0].isSessionError).toBe(true);
    // The page's catch runs after the error is emitted; give it a turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported).toEqual([]);
  });
});
