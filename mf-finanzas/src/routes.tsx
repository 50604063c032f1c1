import { AreaComingSoon, AreaRoutes } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

/**
 * mf-finanzas's routes, mounted by the shell at run time as `mf_finanzas/Routes`: payments and fees.
 * The area is not built yet: each screen shows the 'not available yet' page.
 */
export default function FinanzasRoutes() {
  const { t } = useTranslation('common');
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  return <AreaRoutes routes={[{ path: '/pagos', ...soon(t('route.pagos')) }, { path: '/tarifas', ...soon(t('route.tarifas')) }]} />;
}
