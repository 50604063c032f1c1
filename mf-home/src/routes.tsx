import { AreaRoutes, lazyComponent, listPrefetch } from '@dapcon/shared-ui';
import './i18n';
import { HomePage } from './features/home/HomePage';
import { useTranslation, verifierOrAdmin } from '@dapcon/shared-sdk';

// The tickets load when they are opened, each with what it alone needs (the list kit, the forms):
// the homes' first load stays as it is (config/size-budgets.json).
const TicketsList = lazyComponent(() => import(/* webpackChunkName: "route~tickets" */ './features/tickets/TicketsList'), (m) => m.TicketsList);
const TicketNuevo = lazyComponent(() => import(/* webpackChunkName: "route~tickets~nuevo" */ './features/tickets/TicketNuevo'), (m) => m.TicketNuevo);
const TicketDetail = lazyComponent(() => import(/* webpackChunkName: "route~tickets~_id" */ './features/tickets/TicketDetail'), (m) => m.TicketDetail);

/**
 * mf-home's routes, mounted by the shell at run time as `mf_home/Routes`: the homes (/, /inicio) and
 * the tickets on the DAPcon incidents (/tickets, /tickets/nuevo for who may open one, /tickets/{id};
 * docs/home.md step 5).
 */
export default function HomeRoutes() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <AreaRoutes
      routes={[
        { path: '/', title: t('route.inicio', { ns: 'common' }), element: <HomePage /> },
        { path: '/inicio', title: t('route.inicio', { ns: 'common' }), element: <HomePage /> },
        { path: '/tickets', title: t('route.tickets', { ns: 'common' }), element: <TicketsList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~tickets+list" */ '@dapcon/contract/dapcon').then((m) => m.incidenciasList)) },
        // Only verifiers and the administration open incidents (PERMISOS_DAPCON): anyone else goes home.
        { path: '/tickets/nuevo', title: t('route.ticketNuevo'), access: verifierOrAdmin, element: <TicketNuevo /> },
        { path: '/tickets/:id', title: t('route.ticket'), element: <TicketDetail /> },
      ]}
    />
  );
}
