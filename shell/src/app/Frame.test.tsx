import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { feedback, useAreas, useSession, type FeedbackEvent, type RemoteName, type Role } from '@dapcon/shared-sdk';
import { logout, volverASesionAdmin } from '@dapcon/contract/core';
import { mockAnswer, mockError, mockRequests } from '@dapcon/mocks';
import { mockApi } from '@dapcon/mocks/node';
import { currentLocation, renderWithPortal, sessionToken, signInAs } from '../../../config/test-utils';
import '../i18n';
import { RemotePanel } from '@dapcon/shared-ui/frame';
import { Frame } from './Frame';

// The props each slot was last given, by module (the payment flow's callbacks are called from here).
// `failing`: the modules that stand for an area that cannot be loaded (the slot shows its failure and `failureActions`).
const slots = vi.hoisted(() => ({ props: new Map<string, Record<string, unknown>>(), failing: new Set<string>() }));

// The change-password form is mf_auth's, mounted through a slot: here a stand-in that can finish.
vi.mock('../federation/RemoteArea', () => ({
  RemoteSlot: ({ remote, module, props, failureActions }: { remote: string; module: string; props: Record<string, unknown>; failureActions?: ReactNode }) => {
    slots.props.set(module, props);
    if (slots.failing.has(module)) return <div role="alert">{failureActions}</div>;
    return (
      <button type="button" onClick={() => (typeof props.onDone === 'function' ? props.onDone() : undefined)}>
        {`${remote}/${module}`}
      </button>
    );
  },
}));

// The maintenance check (its own tests: maintenance/MaintenanceGuard.test.tsx) would add its request to
// those these tests count: here the frame's content passes through.
vi.mock('./maintenance/MaintenanceGuard', () => ({ MaintenanceGuard: ({ children }: { children: ReactNode }) => children }));
// The top bar's notifications, Incidencias and Foro read their own endpoints (their tests: notificaciones/*.test.tsx).
vi.mock('./notificaciones/TopBarTools', () => ({ TopBarTools: () => null }));

// Whether an area's code answers (the registry's own tests: federation/registry.test.ts): here the
// areas named in `down` do not, until a retry.
const areasCheck = vi.hoisted(() => ({ down: new Set<string>(), retries: [] as string[] }));
vi.mock('../federation/registry', async () => {
  const { useAreas: areas } = await import('@dapcon/shared-sdk');
  return {
    checkArea: async (name: RemoteName, again = false) => {
      if (again) {
        areasCheck.retries.push(name);
        areasCheck.down.delete(name);
      }
      const ok = !areasCheck.down.has(name);
      areas.getState().setUnavailable(name, !ok);
      return ok;
    },
  };
});

const user = userEvent.setup();

/** The API's refusal of the way back from a session that is no impersonation (mf-empresas's catalogue has its text). */
const SIN_SUPLANTACION = 'Esta sesión no se inició desde la administración.';

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
    // A short menu: its group open from the start (issue 33, item 15).
    expect(linkNames(nav)).toEqual(['Inicio', 'DAPcon', 'Documentos', 'Comunicados', 'Incidencias', 'Mis datos']);
    expect(within(nav).getByRole('button', { name: 'Comunicación' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).queryByRole('button', { name: 'Administración' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Empresas', hidden: true })).not.toBeInTheDocument();
  });

  it("shows the entries of an area that cannot be reached as unavailable, with a retry; the rest of the menu works", async () => {
    areasCheck.down = new Set(['mf_finanzas']);
    onTestFinished(() => areasCheck.down.clear());
    const nav = await renderFrame('admin_ares', '/tarifas');
    // The check runs once the page is idle: the entry is drawn again then.
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Tarifas/ })).toHaveTextContent('TarifasNo disponible'));
    const tarifas = within(nav).getByRole('link', { name: /^Tarifas/ });
    expect(within(nav).getByRole('link', { name: /^Pagos/ })).toHaveTextContent('No disponible');
    expect(within(nav).getByRole('link', { name: 'Empresas' })).not.toHaveTextContent('No disponible');
    // The entry still leads to its page (where the area shows its own retry message).
    expect(tarifas).toHaveAttribute('href', '/tarifas');

    await user.click(within(nav).getByRole('button', { name: 'Reintentar cargar Tarifas' }));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Tarifas' })).not.toHaveTextContent('No disponible'));
    expect(within(nav).getByRole('link', { name: 'Pagos' })).not.toHaveTextContent('No disponible');
    expect(areasCheck.retries).toEqual(['mf_finanzas']);
    expect(within(nav).queryByRole('button', { name: /^Reintentar cargar/ })).not.toBeInTheDocument();
  });

  it("builds the menu from the live areas: an area published with a new entry adds it, and one without it takes it away", async () => {
    const nav = await renderFrame('admin_ares');
    expect(within(nav).queryByRole('link', { name: 'Informes', hidden: true })).not.toBeInTheDocument();
    const areas = useAreas.getState().areas;
    const finanzas = areas.mf_finanzas;
    if (!finanzas) throw new Error('mf_finanzas declares no area');
    act(() => {
      useAreas.getState().setAreas({
        ...areas,
        mf_finanzas: {
          ...finanzas,
          screens: [...finanzas.screens, { path: '/informes', access: { modulos: ['administrador'] }, title: { es: 'Informes', ca: 'Informes' } }],
          menu: [...finanzas.menu, { id: 'informes', to: '/informes', label: { es: 'Informes', ca: 'Informes' }, group: 'administracion', order: 85 }],
        },
      });
    });
    const administracion = within(nav).getByRole('button', { name: 'Administración' });
    await user.click(administracion);
    expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveAttribute('href', '/informes');
    // After 'Pagos' (80), before 'Logs' (90).
    const names = linkNames(nav);
    expect(names.indexOf('Informes')).toBe(names.indexOf('Pagos') + 1);
    act(() => useAreas.getState().setAreas(areas));
    expect(within(nav).queryByRole('link', { name: 'Informes', hidden: true })).not.toBeInTheDocument();
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

    it("goes back to the administrator's session and loads the company's page (issue 33, item 16)", async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      await renderImpersonation();
      const cif = useSession.getState().user?.usuario ?? '';
      const sent = mockRequests();

      await user.click(within(banner()).getByRole('button', { name: 'Volver a mi sesión' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(`/empresas/${cif}`));
      expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/auth/volver' })]);
      expect(useSession.getState().user).toMatchObject({ role: 'admin_ares', nombre: 'Montserrat' });
      expect(useSession.getState().user?.suplantador).toBeUndefined();
    });

    it('shows a refusal in the error modal and lets the user try again', async () => {
      await renderImpersonation();
      mockApi(volverASesionAdmin, () => {
        throw mockError(403, SIN_SUPLANTACION);
      });
      const shown: FeedbackEvent[] = [];
      const off = feedback.subscribe((event) => shown.push(event));
      try {
        await user.click(within(banner()).getByRole('button', { name: 'Volver a mi sesión' }));
        await waitFor(() => expect(shown).toEqual([expect.objectContaining({ kind: 'error', status: 403, message: SIN_SUPLANTACION })]));
        expect(within(banner()).getByRole('button', { name: 'Volver a mi sesión' })).toBeEnabled();
        expect(useSession.getState().user?.suplantador).toBe('Montserrat Puig Ferrer');
      } finally {
        off();
      }
    });
  });
  describe("a company whose fee is owed (mf-finanzas's payment flow)", () => {
    const pendiente = { nombre: 'Cementos del Llobregat, S.A.', apellidos: '', usuario: 'A08612343', estado_pago: 'pendiente' as const };
    const dialog = () => screen.queryByRole('dialog', { name: 'Pago de la cuota anual' });

    async function renderCompany(claims: Parameters<typeof signInAs>[1]) {
      await signInAs('organizacion', claims);
      renderWithPortal(
        <Frame>
          <p>Contenido del área</p>
        </Frame>,
        { route: '/inicio' },
      );
    }

    it('must choose a method first: a modal with the flow, no close button, deaf to Escape and to clicks outside', async () => {
      await renderCompany(pendiente);
      const modal = await screen.findByRole('dialog', { name: 'Pago de la cuota anual' });
      expect(within(modal).getByRole('button', { name: 'mf_finanzas/PagoOrganizacion' })).toBeInTheDocument();
      expect(within(modal).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(dialog()).toBeInTheDocument();
      // A click outside (the page under the modal takes no pointer events: clicked anyway).
      await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('Contenido del área'));
      expect(dialog()).toBeInTheDocument();
    });

    it('is let in once the flow answers a new token, its payment under way', async () => {
      await renderCompany(pendiente);
      await screen.findByRole('dialog', { name: 'Pago de la cuota anual' });
      const token = await sessionToken('organizacion', { ...pendiente, estado_pago: 'en_tramite' });
      const props = slots.props.get('PagoOrganizacion') as { onPaid: (token: string) => void };
      act(() => props.onPaid(token));
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      expect(useSession.getState().user?.estado_pago).toBe('en_tramite');
      expect(useSession.getState().token).toBe(token);
      expect(screen.getByText('Contenido del área')).toBeInTheDocument();
    });

    it('lets the company choose its language inside the modal (the top bar is under it)', async () => {
      await renderCompany(pendiente);
      const modal = await screen.findByRole('dialog', { name: 'Pago de la cuota anual' });
      await user.click(within(modal).getByRole('button', { name: 'CA' }));
      expect(await screen.findByRole('dialog', { name: 'Pagament de la quota anual' })).toBeInTheDocument();
      expect(useSession.getState().lang).toBe('ca');
      await user.click(within(screen.getByRole('dialog', { name: 'Pagament de la quota anual' })).getByRole('button', { name: 'ES' }));
      expect(await screen.findByRole('dialog', { name: 'Pago de la cuota anual' })).toBeInTheDocument();
    });

    it("signs out from the flow's own 'Cerrar sesión'", async () => {
      await renderCompany(pendiente);
      await screen.findByRole('dialog', { name: 'Pago de la cuota anual' });
      const props = slots.props.get('PagoOrganizacion') as { onLogout: () => void };
      act(() => props.onLogout());
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      expect(useSession.getState().user).toBeNull();
      expect(mockRequests().filter((r) => r.path === '/api/auth/logout')).toHaveLength(1);
    });

    it("offers a 'Cerrar sesión' of its own when the area cannot be loaded (and only then)", async () => {
      await renderCompany(pendiente);
      expect(within(await screen.findByRole('dialog', { name: 'Pago de la cuota anual' })).queryByTestId('pago-cerrar-sesion')).not.toBeInTheDocument();
      cleanup();
      slots.failing.add('PagoOrganizacion');
      onTestFinished(() => void slots.failing.delete('PagoOrganizacion'));
      await renderCompany(pendiente);
      const modal = await screen.findByRole('dialog', { name: 'Pago de la cuota anual' });
      await user.click(within(modal).getByTestId('pago-cerrar-sesion'));
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      expect(useSession.getState().user).toBeNull();
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    });

    it.each([
      ['a company up to date', { ...pendiente, estado_pago: 'pagado' as const }],
      ['a company whose payment is under way', { ...pendiente, estado_pago: 'en_tramite' as const }],
      ['an administrator using the portal as the company', { ...pendiente, suplantador: 'Montserrat Puig Ferrer' }],
    ])('is not shown to %s', async (_case, claims) => {
      await renderCompany(claims);
      expect(screen.getByText('Contenido del área')).toBeInTheDocument();
      expect(dialog()).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'mf_finanzas/PagoOrganizacion' })).not.toBeInTheDocument();
    });

    it('is not shown to other users', async () => {
      await renderFrame('consultor');
      expect(dialog()).not.toBeInTheDocument();
    });
  });
});
