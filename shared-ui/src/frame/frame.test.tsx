import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
// Storybook's spies, so that stories' arg types (which use them) accept them.
import { fn } from 'storybook/test';
import { PortalProvider } from '../theme';
import { SideMenu, activeLinkFor } from './SideMenu';
import { adminMenu, companyMenu } from './SideMenu.fixtures';
import * as sideMenuStories from './SideMenu.stories';
import * as remoteErrorStories from './RemoteErrorFallback.stories';
import * as languageStories from './LanguageSwitch.stories';
import * as frameStories from './AppFrame.stories';
import * as loadingStories from './LoadingState.stories';
import * as notAvailableStories from './NotAvailable.stories';
import * as pageHeaderStories from './PageHeader.stories';
import * as authStories from './AuthLayout.stories';
import * as userMenuStories from './UserMenu.stories';
import * as remotePanelStories from './RemotePanel.stories';
import userEvent from '@testing-library/user-event';

const { Administrator, Company, NestedPath, Reader, ReaderCatalan, AreaUnavailable, AreaUnavailableCatalan } = composeStories(sideMenuStories);
const { Default: RemoteError } = composeStories(remoteErrorStories);
const { Interactive: Languages } = composeStories(languageStories);
const { WithContent } = composeStories(frameStories);
const { CustomLabel } = composeStories(loadingStories);
const { Default: NotAvailableDefault } = composeStories(notAvailableStories);
const { WithBreadcrumb } = composeStories(pageHeaderStories);
const { SignIn } = composeStories(authStories);
const { Spanish: UserMenuStory } = composeStories(userMenuStories);
const panels = composeStories(remotePanelStories);

describe('activeLinkFor', () => {
  it('prefers the exact or longest matching link and never matches / by prefix', () => {
    expect(activeLinkFor(adminMenu, '/')).toBe('/');
    expect(activeLinkFor(adminMenu, '/empresas/B12345678')).toBe('/empresas');
    expect(activeLinkFor(adminMenu, '/parametros')).toBe('/parametros');
    expect(activeLinkFor(adminMenu, '/empresasx')).toBeUndefined();
    expect(activeLinkFor(adminMenu, '/desconocida')).toBeUndefined();
  });
});

describe('SideMenu', () => {
  it('marks the active item inside an opened group and links with real hrefs', () => {
    render(<Administrator />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const active = within(nav).getByRole('link', { name: 'Parámetros' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveAttribute('href', '/parametros');
    expect(within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(within(nav).getByRole('button', { name: 'Administración' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Comunicación' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("says an unavailable area's entry is so, keeps it a link, and offers its retry; in Catalan too", async () => {
    const onRetry = fn();
    const { unmount } = render(<AreaUnavailable onRetry={onRetry} />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const tarifas = within(nav).getByRole('link', { name: 'Tarifas No disponible' });
    expect(tarifas).toHaveAttribute('href', '/tarifas');
    expect(within(nav).getAllByText('No disponible')).toHaveLength(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Reintentar cargar Tarifas' }));
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: 'tarifas', to: '/tarifas' }));
    expect(within(nav).getAllByRole('button', { name: /^Reintentar cargar/ })).toHaveLength(1);
    unmount();
    render(<AreaUnavailableCatalan />);
    expect(screen.getByRole('button', { name: 'Tornar a provar de carregar Tarifas' })).toBeInTheDocument();
  });

  it('calls onNavigate on a plain left click and prevents the page load', () => {
    const onNavigate = fn();
    render(<Company onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Inicio' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, event);
    expect(event.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/');
    expect(screen.getByRole('link', { name: 'Mis datos' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves modified clicks to the browser', () => {
    const onNavigate = fn();
    render(<Company onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }), { button: 1 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('marks the section of a nested path and opens a group when navigation enters it', () => {
    const { unmount } = render(<NestedPath />);
    expect(screen.getByRole('link', { name: 'Empresas' })).toHaveAttribute('aria-current', 'page');
    unmount();
    const { rerender } = render(<SideMenu items={adminMenu} activePath="/" onNavigate={() => {}} />, { wrapper: PortalProvider });
    const toggle = screen.getByRole('button', { name: 'Comunicación' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    rerender(<SideMenu items={adminMenu} activePath="/contenidos" onNavigate={() => {}} />);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens a short menu's group from the start, and sets every group apart from the entries around it", () => {
    render(<Reader />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const toggle = within(nav).getByRole('button', { name: 'Comunicación' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The group's list holds its two links, and only them.
    const group = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(group).toBeVisible();
    expect(within(group as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual(['Documentos', 'Comunicados']);
    // The menu's own entries, in order: a separator on each side of the group.
    const entries = [...(nav.querySelector('ul')?.children ?? [])].map((li) =>
      li.querySelector(':scope > [role=separator]') ? '—' : li.querySelector('button')?.textContent ? `[${li.querySelector('button')?.textContent}]` : li.textContent,
    );
    expect(entries).toEqual(['Inicio', 'DAPcon', '—', '[Comunicación]', '—', 'Incidencias', 'Mis datos']);
    // Folded, it keeps its separators: Incidencias never reads as one of its links.
    fireEvent.click(toggle);
    expect(group).not.toBeVisible();
    expect(within(nav).getAllByRole('separator')).toHaveLength(2);
  });

  it('in Catalan, on the incidents page: the link after the group is the current one, outside it', () => {
    render(<ReaderCatalan />);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const current = within(nav).getByRole('link', { name: 'Incidències' });
    expect(current).toHaveAttribute('aria-current', 'page');
    const toggle = within(nav).getByRole('button', { name: 'Comunicació' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toContainElement(current);
  });

  it("a long menu (the administration's) opens only the group of the current page, with one separator between two groups", () => {
    render(<SideMenu items={adminMenu} activePath="/" onNavigate={() => {}} />, { wrapper: PortalProvider });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    // Consultores, —, Comunicación, —, Administración, —, Web Pública, —, Mis datos.
    expect(within(nav).getAllByRole('separator')).toHaveLength(4);
  });

  it('renders a company menu without groups', () => {
    render(<SideMenu items={companyMenu} activePath="/public-documentos" onNavigate={() => {}} />, { wrapper: PortalProvider });
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('RemoteErrorFallback', () => {
  it('is an alert whose button retries', () => {
    const onRetry = fn();
    render(<RemoteError onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la info');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('RemotePanel', () => {
  it("mounts the other area's module through the shell's slot, with the props given", () => {
    render(<panels.Loaded />);
    const panel = document.querySelector('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]');
    expect(panel).toHaveTextContent('mf_finanzas/EmpresaPagosCuotas {"cif":"B12345678"}');
  });

  it('shows only its own retry message when the slot cannot load it', () => {
    render(<panels.Unavailable />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido cargar el área de finanzas.');
  });

  it('says it belongs inside the portal where there is no shell', () => {
    render(<panels.OutsideThePortal />);
    expect(document.querySelector('[data-remote-panel="mf_finanzas/EmpresaPagosCuotas"]')).toHaveTextContent('Este panel se muestra dentro del portal.');
  });
});

describe('LanguageSwitch', () => {
  it('presses the current language and switches', () => {
    const onChange = fn();
    render(<Languages onChange={onChange} />);
    const es = screen.getByRole('button', { name: 'ES' });
    const ca = screen.getByRole('button', { name: 'CA' });
    expect(es).toHaveAttribute('aria-pressed', 'true');
    expect(ca).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(ca);
    expect(onChange).toHaveBeenCalledWith('ca');
    expect(ca).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(ca);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('AppFrame', () => {
  it('lays out the top bar, the side menu and the main content', () => {
    render(<WithContent />);
    expect(screen.getByRole('banner')).toHaveTextContent('DAPcon');
    expect(screen.getByRole('main')).toHaveTextContent('Empresas pendientes de pago');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Puig Serra' })).toBeInTheDocument();
  });

  it('opens the side menu in a drawer from the hamburger (narrow screens) and closes it on navigation', async () => {
    render(<WithContent />);
    // The test window is wide, so the button is hidden by CSS; it is still there for narrow screens.
    const hamburger = screen.getByLabelText('Menú', { selector: 'button' });
    fireEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    const link = within(drawer).getByRole('link', { name: 'Consultores' });
    fireEvent.click(link);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Consultores' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates from the side menu', () => {
    render(<WithContent />);
    const link = screen.getByRole('link', { name: 'Empresas' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('small pieces', () => {
  it('LoadingState is a status with its label', () => {
    render(<CustomLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando empresas…');
  });

  it('NotAvailable shows its title as the page heading', () => {
    render(<NotAvailableDefault />);
    expect(screen.getByRole('heading', { level: 1, name: 'Foro' })).toBeInTheDocument();
    expect(screen.getByText('Esta sección aún no está disponible.')).toBeInTheDocument();
  });

  it('PageHeader breadcrumb links navigate in place', () => {
    const onNavigate = fn();
    render(<WithBreadcrumb onNavigate={onNavigate} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Áridos del Vallès SL (B12345678)');
    fireEvent.click(screen.getByRole('link', { name: 'Empresas' }));
    expect(onNavigate).toHaveBeenCalledWith('/empresas');
  });

  it('AuthLayout shows the programme panel, the form and the footer', () => {
    render(<SignIn />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Programa de declaraciones ambientales');
    expect(screen.getByRole('tab', { name: 'Empresa' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Aviso legal');
  });

  it('AuthLayout with a panel has a skip link past it to the form, first in the tab order', () => {
    render(<SignIn />);
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveAttribute('href', '#auth-content');
    expect(document.querySelector('a[href], button, input')).toBe(skip);
    expect(document.getElementById('auth-content')).toContainElement(screen.getByRole('tab', { name: 'Empresa' }));
  });
});

describe('UserMenu', () => {
  it('opens from the name and runs the chosen action', async () => {
    const onChangePassword = fn();
    const onLogout = fn();
    render(<UserMenuStory onChangePassword={onChangePassword} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ana Puig Serra' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cambiar contraseña' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    // Keyboard: open, move to the last item, choose it.
    screen.getByRole('button', { name: 'Ana Puig Serra' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
    await userEvent.keyboard('{End}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
