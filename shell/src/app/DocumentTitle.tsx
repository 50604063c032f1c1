import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '@dapcon/shared-sdk';
import '../i18n';

/**
 * The browser tab names the screen, in the interface language: 'Empresas · DAPcon'
 * (the route's title from the SDK's route table), 'Página no encontrada · DAPcon'.
 */
export function DocumentTitle() {
  const { t } = useTranslation(['common', 'shell']);
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.title;
  const screen = key ? t(key, { ns: 'common' }) : t('notFoundTitle', { ns: 'shell' });
  const title = `${screen} · ${t('brand', { ns: 'shell' })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
