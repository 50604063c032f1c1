import { AreaComingSoon, AreaRoutes } from '@dapcon/shared-ui';
import './i18n';
import { HomePage } from './features/home/HomePage';
import { useTranslation } from '@dapcon/shared-sdk';

/** mf-home's routes, mounted by the shell at run time as `mf_home/Routes`. */
export default function HomeRoutes() {
  const { t } = useTranslation(['home', 'common']);
  // Tickets are not built yet: titled as the menu names them.
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  return (
    <AreaRoutes
      routes={[
        { path: '/', title: t('route.inicio', { ns: 'common' }), element: <HomePage /> },
        { path: '/inicio', title: t('route.inicio', { ns: 'common' }), element: <HomePage /> },
        { path: '/tickets', ...soon(t('route.tickets', { ns: 'common' })) },
        { path: '/tickets/nuevo', ...soon(t('route.ticketNuevo')) },
        { path: '/tickets/:id', ...soon(t('route.ticket')) },
      ]}
    />
  );
}
