import { AreaRoutes, lazyComponent, listPrefetch } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';
import area from './area';

// The logs (/logs) load when they are opened.
const LogsPage = lazyComponent(() => import(/* webpackChunkName: "route~logs" */ './features/logs/LogsPage'), (m) => m.LogsPage);
// The audit trail (/auditoria) likewise.
const AuditoriaPage = lazyComponent(() => import(/* webpackChunkName: "route~auditoria" */ './features/auditoria/AuditoriaPage'), (m) => m.AuditoriaPage);
// Maintenance (/maintenance) likewise, with the disk's doughnut (chart.js).
const MantenimientoPage = lazyComponent(() => import(/* webpackChunkName: "route~maintenance" */ './features/mantenimiento/MantenimientoPage'), (m) => m.MantenimientoPage);
// The RCP catalogue (/RCPs) and the languages (/idiomas) likewise.
const RcpsPage = lazyComponent(() => import(/* webpackChunkName: "route~RCPs" */ './features/rcps/RcpsPage'), (m) => m.RcpsPage);
const IdiomasPage = lazyComponent(() => import(/* webpackChunkName: "route~idiomas" */ './features/idiomas/IdiomasPage'), (m) => m.IdiomasPage);
// The parameter tree (/parametros) likewise.
const ParametrosPage = lazyComponent(() => import(/* webpackChunkName: "route~parametros" */ './features/parametros/ParametrosPage'), (m) => m.ParametrosPage);
// The ECO Platform classification (/clasificacion-ecoplatform) likewise; its editor after it.
const ClasificacionPage = lazyComponent(() => import(/* webpackChunkName: "route~clasificacion-ecoplatform" */ './features/clasificacion/ClasificacionPage'), (m) => m.ClasificacionPage);

/**
 * mf-parametros's routes, mounted by the shell at run time as `mf_parametros/Routes`: RCPs,
 * parameters, the Ecoplatform classification, and the Ares administrator's logs and maintenance.
 */
export default function ParametrosRoutes() {
  const { t, i18n } = useTranslation('common');
  // A screen newer than the shared texts is named by the area's own descriptor (area.ts), in the page's language.
  const titulo = (path: string) => area.screens.find((s) => s.path === path)?.title[i18n.language === 'ca' ? 'ca' : 'es'] ?? path;
  return (
    <AreaRoutes
      routes={[
        { path: '/RCPs', title: t('route.rcps'), element: <RcpsPage />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~RCPs+list" */ '@dapcon/contract/rcp').then((m) => m.rcpLista)) },
        { path: '/idiomas', title: t('route.idiomas'), element: <IdiomasPage /> },
        { path: '/parametros', title: t('route.parametros'), element: <ParametrosPage /> },
        { path: '/clasificacion-ecoplatform', title: t('route.clasificacionEcoplatform'), element: <ClasificacionPage /> },
        { path: '/logs', title: t('route.logs'), element: <LogsPage /> },
        { path: '/auditoria', title: titulo('/auditoria'), element: <AuditoriaPage />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~auditoria+list" */ '@dapcon/contract/sistema').then((m) => m.auditoriaList)) },
        { path: '/maintenance', title: t('route.maintenance'), element: <MantenimientoPage /> },
      ]}
    />
  );
}
