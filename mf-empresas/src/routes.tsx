import { AreaRoutes, lazyComponent, listPrefetch, Navigate, useParams } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';

// The screens load when they are opened, each with what it alone needs (the list kit, the company
// forms): the area's first load stays small (config/size-budgets.json).
const EmpresasList = lazyComponent(() => import(/* webpackChunkName: "route~empresas" */ './features/empresas/EmpresasList'), (m) => m.EmpresasList);
const EmpresaDetail = lazyComponent(() => import(/* webpackChunkName: "route~empresas~_cif" */ './features/empresas/EmpresaDetail'), (m) => m.EmpresaDetail);
const MisDatos = lazyComponent(() => import(/* webpackChunkName: "route~mis-datos" */ './features/empresas/MisDatos'), (m) => m.MisDatos);
const DapconHome = lazyComponent(() => import(/* webpackChunkName: "route~dapcon" */ './features/dapcon/DapconHome'), (m) => m.DapconHome);
const DapconDetail = lazyComponent(() => import(/* webpackChunkName: "route~dapcon~_id~_languageId" */ './features/dapcon/DapconDetail'), (m) => m.DapconDetail);
const DapconList = lazyComponent(() => import(/* webpackChunkName: "route~verificar-dapcon" */ './features/dapcon/DapconList'), (m) => m.DapconList);

/** /Organizaciones/{id}: the spec's address of a declaration, its record in the first language. */
function OrganizacionRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/dapcon/${id}/1`} replace />;
}

/**
 * mf-empresas's routes, mounted by the shell at run time as `mf_empresas/Routes`: the shell sends
 * every path under /dapcon, /verificar-dapcon, /Organizaciones, /empresas (and a company's
 * /mis-datos) here. Built: the company list (/empresas), a company's page (/empresas/{cif}, with
 * mf-finanzas's payments panels), a company's own data (/mis-datos), the DAPcon lists (/dapcon with
 * the creation modal, /verificar-dapcon), a declaration's record (/dapcon/{id}/{languageId};
 * /Organizaciones/{id} goes there).
 */
export default function EmpresasRoutes() {
  const { t } = useTranslation(['empresas', 'common']);
  const common = (key: string) => t(key, { ns: 'common' });
  return (
    <AreaRoutes
      routes={[
        { path: '/dapcon', title: common('route.dapcon'), element: <DapconHome /> },
        { path: '/dapcon/:id/:languageId', title: t('route.dapconFicha'), element: <DapconDetail /> },
        // The verifier's list (the administration: the declarations in verification); its title stays the menu's.
        { path: '/verificar-dapcon', title: common('route.verificarDapcon'), element: <DapconList verificar /> },
        { path: '/Organizaciones/:id', title: common('route.organizacion'), element: <OrganizacionRedirect /> },
        // The shell sends only companies here (consultants and administrators have theirs in mf-consultores).
        { path: '/mis-datos', title: common('route.misDatos'), access: (user) => user.modulo_app === 'organizacion', element: <MisDatos /> },
        { path: '/empresas', title: common('route.empresas'), element: <EmpresasList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~empresas+list" */ '@dapcon/contract/empresas').then((m) => m.organizaciones)) },
        { path: '/empresas/:cif', title: t('route.empresa'), element: <EmpresaDetail /> },
      ]}
    />
  );
}
