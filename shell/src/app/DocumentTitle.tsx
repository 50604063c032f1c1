import { useEffect } from 'react';
import { matchRoute, useScreenTitle, useTranslation } from '@dapcon/shared-sdk';
import '../i18n';
import { useLocation } from '@dapcon/shared-ui';

/**
 * The browser tab names the screen, in the interface language: 'Empresa · DAPcon'. The area names
 * the screen it shows (shared-ui's AreaRoutes); until it has, the top-level route's title from the
 * SDK's table does ('Empresas · DAPcon'), and a path no route covers is 'Página no encontrada'.
 */
export function DocumentTitle() {
  const { t } = useTranslation(['common', 'shell', 'ui']);
  const { pathname } = useLocation();
  const named = useScreenTitle((s) => (s.pathname === pathname ? s.title : null));
  const key = matchRoute(pathname)?.route.title;
  const screen = named ?? (key ? t(key, { ns: 'common' }) : t('frame.notFoundTitle', { ns: 'ui' }));
  const title = `${screen} · ${t('brand', { ns: 'shell' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
