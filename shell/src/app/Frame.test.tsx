import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { feedback, useSession, type FeedbackEvent, type Role } from '@dapcon/shared-sdk';
import { logout, volverASesionAdmin } from '@dapcon/contract/auth';
import { EMPRESAS_MSG } from '@dapcon/contract/empresas';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, renderWithPortal, signInAs } from '../../../config/test-utils';
import '../i18n';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { Frame } from './Frame';

// The change-password form is mf_auth's, mounted through a slot: here a stand-in that can finish.
vi.mock('../federation/RemoteArea', () => ({
  RemoteSlot: ({ remote, module, props }: { remote: string; module: string; props: { onDone: () => void } }) => (
    <button type="button" onClick={props.onDone}>{`${remote}/${module}`}</button>
  ),
}));

const user = userEvent.setup();

async function renderFrame(role: Role, route = '/') {
  await signInAs(role, { nombre: 'Ana', apellidos: 'Puig Serra' });
  renderWithPortal(
    <Frame>
      <p>Contenido del área</p>
    </Frame>,
    { route },
  );
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => a.textContent);

describe('Frame', () => {
  it("shows the Ares administrator's menu", async () => {
    const nav = await renderFrame('admin_ares');
    expect(screen.getByText('Contenido del área')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('DAPcon');
    expect(within(nav).getByRole('link', { name: 'Empresas' })).toHaveAttribute('href', '/empresas');
    expect(within(nav).getByRole('link', { name: 'Consultores' })).toHaveAttribute('href', '/consultores');
    expect(within(nav).getByRole('button', { name: 'Administración' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Logs', hidden: true })).toHaveAttribute('href', '/logs');
    expect(within(nav).queryByRole('link', { name: 'Comunicados', hidden: true })).not.toBeInTheDocument();
  });

  it("shows a company's menu, without the administration", async () => {
    const nav = await renderFrame('organizacion');
    expect(linkNames(nav)).toEqual(['Inicio', 'DAPcon', 'Incidencias', 'Mis datos']);
    expect(within(nav).getByRole('button', { name: 'Comunicación' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Administración' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Empresas', hidden: true })).not.toBeInTheDocument();
  });

  it('navigates from the side menu and marks the current link', async () => {
    const nav = await renderFrame('admin_caateeb');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Consultores' }));
    expect(currentLocation()).toBe('/consultores');
    expect(within(nav).getByRole('link', { name: 'Consultores' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/inicio', 'Inicio'],
    ['/tickets/nuevo', 'Incidencias'],
    ['/mis-datos?tab=1', 'Mis datos'],
  ])('marks the menu link of %s (%s)', async (route, name) => {
    const nav = await renderFrame('organizacion', route);
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });

  it('switches the language of the store and of the labels', async () => {
    const nav = await renderFrame('organizacion');
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'CA' }));
    expect(useSession.getState().lang).toBe('ca');
    expect(await within(nav).findByRole('link', { name: 'Inici' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Les meves dades' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CA' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'ES' }));
    expect(useSession.getState().lang).toBe('es');
    expect(await within(nav).findByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });

  it("opens mf_auth's change-password form from the user menu, and closes when it is done", async () => {
    await renderFrame('consultor');
    await user.click(screen.getByRole('button', { name: 'Ana Puig Serra' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar contraseña' });
    await user.click(within(dialog).getByRole('button', { name: 'mf_auth/ChangePassword' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("gives the area the shell's slot for another area's panel inside its page", async () => {
    await signInAs('admin_ares', { nombre: 'Ana', apellidos: 'Puig Serra' });
    renderWithPortal(
      <Frame>
        <RemotePanel remote="mf_finanzas" module="EmpresaPagosCuotas" props={{ cif: 'B12345678' }} />
      </Frame>,
      { route: '/empresas/B12345678' },
    );
    expect(screen.getByRole('button', { name: 'mf_finanzas/EmpresaPagosCuotas' })).toBeInTheDocument();
  });

  it.each([
    ['the server ends the session', () => mockAnswer(null, { message: 'Sesión cerrada' })],
    [
      'the server call fails',
      () => {
        throw mockError(500, 'Error interno del servidor.');
      },
    ],
  ])("'Cerrar sesión' signs out and goes to /login when %s", async (_case, answer) => {
    await renderFrame('verificador', '/dapcon');
    const token = useSession.getState().token;
    mockApi(logout, answer);
    const sent = mockRequests();

    await user.click(screen.getByRole('button', { name: 'Ana Puig Serra' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(useSession.getState().user).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/api/auth/logout' });
    expect(sent[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  describe('a session an administrator opened as a company', () => {
    const company = { nombre: 'Cementos del Llobregat, S.A.', apellidos: '', suplantador: 'Montserrat Puig Ferrer' };

    async function renderImpersonation(route = '/') {
      await signInAs('organizacion', company);
      renderWithPortal(
        <Frame>
          <p>Contenido del área</p>
        </Frame>,
        { route },
      );
    }

    const banner = () =>
      screen.getByRole('region', { name: 'Está usando el portal como Cementos del Llobregat, S.A. (sesión iniciada por Montserrat Puig Ferrer).' });

    it('says so on every page, above the content, with the way back', async () => {
      await renderImpersonation('/mis-datos');
      expect(within(banner()).getByRole('button', { name: 'Volver a mi sesión' })).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toContainElement(banner());
      expect(screen.getByRole('main')).toHaveTextContent('Contenido del área');
    });

    it('speaks Catalan with the interface', async () => {
      await renderImpersonation();
      await user.click(screen.getByRole('button', { name: 'CA' }));
      const region = await screen.findByRole('region', {
        name: 'Esteu fent servir el portal com a Cementos del Llobregat, S.A. (sessió iniciada per Montserrat Puig Ferrer).',
      });
      expect(within(region).getByRole('button', { name: 'Tornar a la meva sessió' })).toBeInTheDocument();
    });

    it("is not shown in a user's own session", async () => {
      await renderFrame('organizacion');
      expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Volver a mi sesión' })).not.toBeInTheDocument();
    });

    it("goes back to the administrator's session and loads their page", async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      await renderImpersonation();
      const sent = mockRequests();

      await user.click(within(banner()).getByRole('button', { name: 'Volver a mi sesión' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith('/empresas'));
      expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/auth/volver' })]);
      expect(useSession.getState().user).toMatchObject({ role: 'admin_ares', nombre: 'Montserrat' });
      expect(useSession.getState().user?.suplantador).toBeUndefined();
    });

    it('shows a refusal in the error modal and lets the user try again', async () => {
      await renderImpersonation();
      mockApi(volverASesionAdmin, () => {
        throw mockError(403, EMPRESAS_MSG.sinSuplantacion);
      });
      const shown: FeedbackEvent[] = [];
      const off = feedback.subscribe((event) => shown.push(event));
      try {
        await user.click(within(banner()).getByRole('button', { name: 'Volver a mi sesión' }));
        await waitFor(() => expect(shown).toEqual([expect.objectContaining({ kind: 'error', status: 403, message: EMPRESAS_MSG.sinSuplantacion })]));
        expect(within(banner()).getByRole('button', { name: 'Volver a mi sesión' })).toBeEnabled();
        expect(useSession.getState().user?.suplantador).toBe('Montserrat Puig Ferrer');
      } finally {
        off();
      }
    });
  });
});
