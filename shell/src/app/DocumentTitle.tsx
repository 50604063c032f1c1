import { useEffect } from 'react';
import { matchRoute, useAreas, useScreenTitle, useSession, useTranslation } from '@dapcon/shared-sdk';
import '../i18n';
import { useLocation } from '@dapcon/shared-ui';

/**
 * The browser tab names the screen, in the interface language: 'Empresa · DAPcon'. The area names
 * the screen it shows (shared-ui's AreaRoutes); until it has, the title its area declares for the
 * top-level route does ('Empresas · DAPcon'), and a path no route covers is 'Página no encontrada'.
 */
export function DocumentTitle() {
  const { t } = useTranslation(['common', 'shell', 'ui']);
  const { pathname } = useLocation();
  const named = useScreenTitle((s) => (s.pathname === pathname ? s.title : null));
  const user = useSession((s) => s.user);
  const lang = useSession((s) => s.lang);
  useAreas((s) => s.areas);
  const declared = matchRoute(pathname, user)?.route.title;
  const screen = named ?? (declared ? (declared[lang] ?? declared.es) : t('frame.notFoundTitle', { ns: 'ui' }));
  const title = `${screen} · ${t('brand', { ns: 'shell' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
