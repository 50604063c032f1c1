import { AreaComingSoon, AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import './i18n';
import { EmpresaPage } from './EmpresaPage';
import { useTranslation } from '@dapcon/shared-sdk';

// The company list loads when it is opened, with the list kit (@dapcon/shared-ui/data): the area's
// first load stays small (config/size-budgets.json).
const EmpresasList = lazyComponent(() => import('./features/empresas/EmpresasList'), (m) => m.EmpresasList);

/**
 * mf-empresas's routes, mounted by the shell at run time as `mf_empresas/Routes`: the shell sends
 * every path under /dapcon, /verificar-dapcon, /Organizaciones, /empresas (and a company's
 * /mis-datos) here. The company list is built (/empresas); the other screens show the 'not
 * available yet' page (a company's page also shows mf-finanzas's fee payments panel).
 */
export default function EmpresasRoutes() {
  const { t } = useTranslation(['empresas', 'common']);
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  const common = (key: string) => t(key, { ns: 'common' });
  return (
    <AreaRoutes
      routes={[
        { path: '/dapcon', ...soon(common('route.dapcon')) },
        { path: '/dapcon/:id/:languageId', ...soon(t('route.dapconFicha')) },
        { path: '/verificar-dapcon', ...soon(common('route.verificarDapcon')) },
        { path: '/Organizaciones/:id', ...soon(common('route.organizacion')) },
        { path: '/mis-datos', ...soon(common('route.misDatos')) },
        { path: '/empresas', title: common('route.empresas'), element: <EmpresasList /> },
        { path: '/empresas/:cif', title: t('route.empresa'), element: <EmpresaPage title={t('route.empresa')} /> },
      ]}
    />
  );
}
