import { useMemo, useState, type ReactNode } from 'react';
import { LanguageSwitch, Modal, useLocation, useNavigate } from '@dapcon/shared-ui';
import { AppFrame, ImpersonationBanner, RemotePanelHost, SideMenu, TopBar, UserMenu } from '@dapcon/shared-ui/frame';
import { logout as logoutEndpoint } from '@dapcon/contract/auth';
import {
  ApiError,
  call,
  endImpersonation,
  feedback,
  menuFor,
  menuPath,
  useSession,
  type ChangePasswordProps,
  type MenuItem,
  useTranslation,
} from '@dapcon/shared-sdk';
import '../i18n';
import { RemoteSlot } from '../federation/RemoteArea';

/**
 * Top bar, side menu by role, user menu and language switch around an area; the area's `RemotePanel`s
 * (another area's panel inside its page) mount through the shell's slot. While an administrator uses
 * the portal as a company ('Iniciar Sesión'), a banner under the top bar says so on every page, with
 * the way back to the administrator's own session.
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

  const items = useMemo(() => (user ? translateMenu(menuFor(user), (k) => t(k)) : []), [user, t]);

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
      sideMenu={<SideMenu items={items} activePath={menuPath(pathname)} onNavigate={(to) => navigate(to)} />}
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
      <RemotePanelHost mount={RemoteSlot}>{children}</RemotePanelHost>
      <Modal open={changingPassword} onClose={() => setChangingPassword(false)} title={t('frame.cambiarPassword')}>
        <RemoteSlot<ChangePasswordProps>
          remote="mf_auth"
          module="ChangePassword"
          props={{ onDone: () => setChangingPassword(false), onCancel: () => setChangingPassword(false) }}
        />
      </Modal>
    </AppFrame>
  );
}

function translateMenu(items: MenuItem[], tr: (key: string) => string): MenuItem[] {
  return items.map((item) =>
    item.kind === 'group'
      ? { ...item, label: tr(item.label), children: item.children.map((c) => ({ ...c, label: tr(c.label) })) }
      : { ...item, label: tr(item.label) },
  );
}
