import { AreaComingSoon, AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

// The logs (/logs) load when they are opened.
const LogsPage = lazyComponent(() => import('./features/logs/LogsPage'), (m) => m.LogsPage);

/**
 * mf-parametros's routes, mounted by the shell at run time as `mf_parametros/Routes`: RCPs,
 * parameters, the Ecoplatform classification, and the Ares administrator's logs and maintenance.
 * The area is not built yet: each screen shows the 'not available yet' page.
 */
export default function ParametrosRoutes() {
  const { t } = useTranslation('common');
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  return (
    <AreaRoutes
      routes={[
        { path: '/RCPs', ...soon(t('route.rcps')) },
        { path: '/parametros', ...soon(t('route.parametros')) },
        { path: '/clasificacion-ecoplatform', ...soon(t('route.clasificacionEcoplatform')) },
        { path: '/logs', title: t('route.logs'), element: <LogsPage /> },
        { path: '/maintenance', ...soon(t('route.maintenance')) },
      ]}
    />
  );
}
