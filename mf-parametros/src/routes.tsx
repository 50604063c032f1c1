import { AreaComingSoon, AreaRoutes } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

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
        { path: '/logs', ...soon(t('route.logs')) },
        { path: '/maintenance', ...soon(t('route.maintenance')) },
      ]}
    />
  );
}
