import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithPortal } from '../../../../config/test-utils';
import '../../i18n';
import { LoginPage } from './LoginPage';

const user = userEvent.setup();

describe('LoginPage', () => {
  it('offers the company and the consultant sign-in on tabs', async () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso al portal DAPcon' })).toBeInTheDocument();
    const empresa = screen.getByRole('tab', { name: 'Empresa' });
    expect(empresa).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'CIF' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CIF/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Consultor' }));
    expect(await screen.findByRole('textbox', { name: /NIF/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /CIF/ })).not.toBeInTheDocument();
  });

  it('with ?role=admin shows the administration area with a single NIF form', () => {
    renderWithPortal(<LoginPage />, { route: '/login?role=admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Área de administración' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'NIF' })).toBeInTheDocument();
    // Administrators do not register themselves.
    expect(screen.queryByRole('button', { name: 'Registrarme' })).not.toBeInTheDocument();
  });

  it('links to the legal pages', () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/avis-legal');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/politica-privacitat');
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/politica-cookies');
  });

  it('switches between the users and the administration sign-in', async () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    const toAdmin = screen.getByRole('link', { name: 'Acceso administración' });
    expect(toAdmin).toHaveAttribute('href', '/login?role=admin');
    await user.click(toAdmin);
    expect(screen.getByRole('heading', { level: 1, name: 'Área de administración' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login?role=admin');

    await user.click(screen.getByRole('link', { name: 'Acceso empresas y consultores' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Acceso al portal DAPcon' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Empresa' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it("'Registrarme' opens the company registration on Empresa and the consultant one on Consultor", async () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByRole('dialog', { name: 'Registro de empresa' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Consultor' }));
    await user.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(await screen.findByRole('dialog', { name: 'Registro de consultor' })).toBeInTheDocument();
  });

  it("'¿Ha olvidado su contraseña?' opens the recovery of the tab's module", async () => {
    renderWithPortal(<LoginPage />, { route: '/login?role=admin' });
    await user.click(screen.getByRole('button', { name: '¿Ha olvidado su contraseña?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar contraseña' });
    expect(within(dialog).getByLabelText(/^NIF/)).toBeInTheDocument();
  });

  it('speaks Catalan when the language switch says so', async () => {
    renderWithPortal(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'CA' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accés al portal DAPcon' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CIF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sessió' })).toBeInTheDocument();
  });
});
