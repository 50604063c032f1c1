import { AreaRoutes, lazyComponent, listPrefetch } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import './i18n';

// Each screen loads when it is opened, with what it alone needs (the tree, the list kit).
const TarifasPage = lazyComponent(() => import(/* webpackChunkName: "route~tarifas" */ './features/tarifas/TarifasPage'), (m) => m.TarifasPage);
const PagosPage = lazyComponent(() => import(/* webpackChunkName: "route~pagos" */ './features/cuotas/PagosPage'), (m) => m.PagosPage);
const RemesasPage = lazyComponent(() => import(/* webpackChunkName: "route~pagos~remesas" */ './features/remesas/RemesasPage'), (m) => m.RemesasPage);

/**
 * mf-finanzas's routes, mounted by the shell at run time as `mf_finanzas/Routes`: the annual fees
 * (/pagos), their SEPA remittances (/pagos/remesas) and the tariffs with the bank data (/tarifas). Its panels (a company's fees, DAPcon
 * payments and commissions; a declaration's payment) are exposed on their own for other areas' pages.
 */
export default function FinanzasRoutes() {
  const { t } = useTranslation(['common', 'finanzas']);
  return (
    <AreaRoutes
      routes={[
        { path: '/pagos', title: t('route.pagos'), element: <PagosPage />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~pagos+list" */ '@dapcon/contract/finanzas').then((m) => m.cuotasAnuales)) },
        { path: '/pagos/remesas', title: t('remesas.titulo', { ns: 'finanzas' }), element: <RemesasPage />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~pagos~remesas+list" */ '@dapcon/contract/finanzas').then((m) => m.remesas)) },
        { path: '/tarifas', title: t('route.tarifas'), element: <TarifasPage />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~tarifas+list" */ '@dapcon/contract/finanzas').then((m) => m.tarifasList)) },
      ]}
    />
  );
}
