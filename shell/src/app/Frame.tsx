import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, HStack, LanguageSwitch, Modal, useLocation, useNavigate } from '@dapcon/shared-ui';
import { AppFrame, ImpersonationBanner, RemotePanelHost, SideMenu, TopBar, UserMenu } from '@dapcon/shared-ui/frame';
import { logout as logoutEndpoint } from '@dapcon/contract/core';
import {
  ApiError,
  call,
  endImpersonation,
  feedback,
  menuFor,
  menuLinks,
  menuPath,
  useAreas,
  useSession,
  type ChangePasswordProps,
  type PagoOrganizacionProps,
  useTranslation,
} from '@dapcon/shared-sdk';
import '../i18n';
import { RemoteSlot } from '../federation/RemoteArea';
import { checkArea } from '../federation/registry';
import { useMenuGroups } from './menuGroups';
import { MaintenanceGuard } from './maintenance/MaintenanceGuard';
import { TopBarTools } from './notificaciones/TopBarTools';

/**
 * Top bar, side menu by role, user menu and language switch around an area; the area's `RemotePanel`s
 * (another area's panel inside its page) mount through the shell's slot. While an administrator uses
 * the portal as a company ('Iniciar Sesión'), a banner under the top bar says so on every page, with
 * the way back to the administrator's own session. A company whose fee is owed and has chosen no
 * method (`estado_pago` 'pendiente', in its own session) first meets mf-finanzas's payment flow, in a
 * modal it cannot close: choosing a method gives it a new token, and the modal goes; 'Cerrar sesión'
 * stays under the flow even when mf-finanzas cannot be loaded, and so does the language switch (the
 * top bar's is under the modal).
 */
export function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'shell']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const lang = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  const [changingPassword, setChangingPassword] = useState(false);
  const [returning, setReturning] = useState(false);

  // Not in an administrator's session as the company: the administrator is never held at the payment.
  const pagoPendiente = user?.modulo_app === 'organizacion' && user.estado_pago === 'pendiente' && !user.suplantador;

  // The side menu from the live areas' entries, in the spec's groups; an area whose code cannot be
  // reached shows its entries as unavailable, with a retry (checked once the frame is up).
  const areas = useAreas((s) => s.areas);
  const unavailable = useAreas((s) => s.unavailable);
  const groups = useMenuGroups();
  const menu = useMemo(() => (user && areas ? menuFor(user, groups, lang) : []), [user, areas, groups, lang]);
  const items = useMemo(() => menu.map((item) => (item.kind === 'group' ? { ...item, children: item.children.map((l) => ({ ...l, unavailable: unavailable.includes(l.remote) })) } : { ...item, unavailable: unavailable.includes(item.remote) })), [menu, unavailable]);
  const menuRemotes = useMemo(() => [...new Set(menuLinks(menu).map((l) => l.remote))].join(' '), [menu]);
  // When the page is idle: on a first load the area's screen comes first (its code and its data), not
  // seven manifest requests taking the connections it needs.
  useEffect(() => {
    const check = () => {
      for (const remote of menuRemotes.split(' ').filter(Boolean)) void checkArea(remote as `mf_${string}`);
    };
    if (typeof globalThis.requestIdleCallback !== 'function') {
      const timer = setTimeout(check, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(check, { timeout: 2_000 });
    return () => cancelIdleCallback(idle);
  }, [menuRemotes]);

  async function logout() {
    try {
      await call(logoutEndpoint);
    } catch {
      // The server session may already be gone; the browser session ends either way.
    }
    useSession.getState().signOut();
    navigate('/login', { replace: true });
  }

  async function backToOwnSession() {
    setReturning(true);
    try {
      // On success the administrator's page loads: this frame goes with the company's session.
      await endImpersonation();
    } catch (error) {
      setReturning(false);
      // A session error has already ended the session (SessionWatcher); anything else goes to the error modal.
      if (error instanceof ApiError && !error.isSessionError) feedback.error(error);
    }
  }

  return (
    <AppFrame
      topBar={
        <TopBar brand={t('brand', { ns: 'shell' })}>
          {/* Incidencias, the notifications and the forum, for whom the spec gives them (docs/home.md step 4). */}
          {user && <TopBarTools user={user} />}
          <LanguageSwitch value={lang} onChange={setLang} />
          {user && (
            <UserMenu
              name={`${user.nombre} ${user.apellidos}`.trim()}
              onChangePassword={() => setChangingPassword(true)}
              onLogout={logout}
              labels={{ changePassword: t('frame.cambiarPassword'), logout: t('frame.cerrarSesion') }}
            />
          )}
        </TopBar>
      }
      sideMenu={
        <SideMenu
          items={items}
          activePath={menuPath(pathname)}
          onNavigate={(to) => navigate(to)}
          onRetry={(link) => {
            const remote = menuLinks(menu).find((l) => l.id === link.id && l.to === link.to)?.remote;
            if (remote) void checkArea(remote, true);
          }}
        />
      }
      banner={
        user?.suplantador ? (
          <ImpersonationBanner
            message={t('impersonation.message', { ns: 'shell', empresa: `${user.nombre} ${user.apellidos}`.trim(), admin: user.suplantador })}
            returnLabel={t('impersonation.back', { ns: 'shell' })}
            onReturn={() => void backToOwnSession()}
            returning={returning}
          />
        ) : null
      }
    >
      <RemotePanelHost mount={RemoteSlot}>
        {/* While the portal is in maintenance, non-administrators see its page instead of the area. */}
        <MaintenanceGuard>{children}</MaintenanceGuard>
      </RemotePanelHost>
      <Modal open={changingPassword} onClose={() => setChangingPassword(false)} title={t('frame.cambiarPassword')}>
        <RemoteSlot<ChangePasswordProps>
          remote="mf_auth"
          module="ChangePassword"
          props={{ onDone: () => setChangingPassword(false), onCancel: () => setChangingPassword(false) }}
        />
      </Modal>
      <Modal
        open={pagoPendiente}
        // Neither Escape, a click outside nor a close button ends it: only a method chosen or 'Cerrar sesión'.
        onClose={() => undefined}
        closeLabel={null}
        closeOnInteractOutside={false}
        title={t('pago.title', { ns: 'shell' })}
        size="lg"
      >
        {pagoPendiente ? (
          // The top bar is under the modal: the language is chosen here too.
          <HStack justify="flex-end" mb="2">
            <LanguageSwitch value={lang} onChange={setLang} />
          </HStack>
        ) : null}
        {pagoPendiente ? (
          <RemoteSlot<PagoOrganizacionProps>
            remote="mf_finanzas"
            module="PagoOrganizacion"
            props={{ onPaid: (token) => void useSession.getState().signIn(token), onLogout: () => void logout() }}
            // The flow offers 'Cerrar sesión' itself; while mf-finanzas cannot be loaded, the shell does.
            failureActions={
              <Button mt="4" variant="outline" colorPalette="gray" onClick={() => void logout()} data-testid="pago-cerrar-sesion">
                {t('frame.cerrarSesion')}
              </Button>
            }
          />
        ) : null}
      </Modal>
    </AppFrame>
  );
}
