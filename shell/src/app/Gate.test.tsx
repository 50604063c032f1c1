import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useSession, type RemoteName } from '@dapcon/shared-sdk';
import { currentLocation, renderWithPortal, signInAs } from '../../../config/test-utils';
import '../i18n';
import { Gate } from './Gate';

// The remote itself is loaded at run time; here it is a marker naming which remote the gate mounts.
vi.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ remote }: { remote: RemoteName }) => <p>remote {remote}</p>,
  RemoteSlot: () => null,
}));

function renderGate(route: string) {
  renderWithPortal(
    <Routes>
      <Route path="*" element={<Gate />} />
    </Routes>,
    { route },
  );
}

const frame = () => screen.queryByRole('navigation', { name: 'Menú principal' });

describe('Gate', () => {
  describe('for a guest', () => {
    it('sends a private path to /login and remembers it', async () => {
      renderGate('/empresas');
      expect(await screen.findByText('remote mf_auth')).toBeInTheDocument();
      expect(currentLocation()).toBe('/login');
      expect(useSession.getState().lastPath).toBe('/empresas');
    });

    it('mounts mf_auth at /login, without the frame', () => {
      renderGate('/login?role=admin');
      expect(screen.getByText('remote mf_auth')).toBeInTheDocument();
      expect(frame()).not.toBeInTheDocument();
      expect(currentLocation()).toBe('/login?role=admin');
      expect(useSession.getState().lastPath).toBeNull();
    });

    it('mounts mf_auth for a public page, without the frame', () => {
      renderGate('/avis-legal');
      expect(screen.getByText('remote mf_auth')).toBeInTheDocument();
      expect(frame()).not.toBeInTheDocument();
      expect(currentLocation()).toBe('/avis-legal');
    });

    it('sends an unknown path to /login', async () => {
      renderGate('/no-existe');
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      expect(useSession.getState().lastPath).toBeNull();
    });
  });

  describe('for a signed-in user', () => {
    it('sends a company away from an administration route, and home', async () => {
      await signInAs('organizacion');
      renderGate('/empresas');
      expect(await screen.findByText('remote mf_home')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
      expect(screen.queryByText('remote mf_empresas')).not.toBeInTheDocument();
    });

    it('mounts an administration area inside the frame for an administrator', async () => {
      await signInAs('admin_ares');
      renderGate('/empresas?page=2');
      expect(screen.getByText('remote mf_empresas')).toBeInTheDocument();
      expect(frame()).toBeInTheDocument();
      expect(currentLocation()).toBe('/empresas?page=2');
      await waitFor(() => expect(useSession.getState().lastPath).toBe('/empresas?page=2'));
    });

    it.each([
      ['organizacion', 'mf_empresas'],
      ['consultor', 'mf_consultores'],
      ['admin_caateeb', 'mf_consultores'],
    ] as const)("mounts 'Mis datos' of %s from %s", async (role, remote) => {
      await signInAs(role);
      renderGate('/mis-datos');
      expect(screen.getByText(`remote ${remote}`)).toBeInTheDocument();
      expect(frame()).toBeInTheDocument();
    });

    it('shows an unknown path as not found, inside the frame', async () => {
      await signInAs('consultor');
      renderGate('/no-existe');
      expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
      expect(screen.getByText('La página que busca no existe.')).toBeInTheDocument();
      expect(frame()).toBeInTheDocument();
      expect(currentLocation()).toBe('/no-existe');
    });

    it('takes a user on /login where they were heading', async () => {
      useSession.getState().setLastPath('/empresas/B12345674');
      await signInAs('admin_caateeb');
      renderGate('/login');
      expect(await screen.findByText('remote mf_empresas')).toBeInTheDocument();
      expect(currentLocation()).toBe('/empresas/B12345674');
    });

    it("sends a user who opens /login while signed in home, not to the last path", async () => {
      await signInAs('organizacion');
      useSession.getState().landed();
      useSession.getState().setLastPath('/verificar-dapcon');
      renderGate('/login');
      expect(await screen.findByText('remote mf_home')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
    });

    it("sends a route the role may not see home, not to the last path", async () => {
      await signInAs('admin_caateeb');
      useSession.getState().setLastPath('/empresas');
      renderGate('/logs');
      expect(await screen.findByText('remote mf_home')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
      expect(useSession.getState().lastPath).not.toBe('/logs');
    });

    it("never lands the next user on the previous user's page", async () => {
      await signInAs('consultor', { sub: '41' });
      useSession.getState().setLastPath('/mis-datos');
      useSession.getState().signOut();
      await signInAs('admin_ares', { sub: '7' });
      renderGate('/login');
      expect(await screen.findByText('remote mf_home')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
    });

    it('takes the same user back to their last page after signing in again', async () => {
      await signInAs('consultor', { sub: '41' });
      useSession.getState().setLastPath('/mis-datos');
      useSession.getState().signOut();
      await signInAs('consultor', { sub: '41' });
      renderGate('/login');
      expect(await screen.findByText('remote mf_consultores')).toBeInTheDocument();
      expect(currentLocation()).toBe('/mis-datos');
    });

    it("does not take the page a user was on when the session ended as a guest's destination", async () => {
      await signInAs('consultor', { sub: '41' });
      renderGate('/mis-datos');
      await waitFor(() => expect(useSession.getState().lastPathOwner).toBe('41'));
      act(() => useSession.getState().signOut());
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      expect(useSession.getState()).toMatchObject({ lastPath: '/mis-datos', lastPathOwner: '41' });
    });

    it('takes a user on /login home when the last path is not theirs', async () => {
      useSession.getState().setLastPath('/logs');
      await signInAs('admin_caateeb');
      renderGate('/login');
      expect(await screen.findByText('remote mf_home')).toBeInTheDocument();
      expect(currentLocation()).toBe('/');
    });

    it('mounts a public page inside no frame for a signed-in user too', async () => {
      await signInAs('verificador');
      renderGate('/politica-cookies');
      expect(screen.getByText('remote mf_auth')).toBeInTheDocument();
      expect(frame()).not.toBeInTheDocument();
    });
  });
});
