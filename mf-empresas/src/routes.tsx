import { AreaComingSoon, AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';

// The screens load when they are opened, each with what it alone needs (the list kit, the company
// forms): the area's first load stays small (config/size-budgets.json).
const EmpresasList = lazyComponent(() => import('./features/empresas/EmpresasList'), (m) => m.EmpresasList);
const EmpresaDetail = lazyComponent(() => import('./features/empresas/EmpresaDetail'), (m) => m.EmpresaDetail);
const MisDatos = lazyComponent(() => import('./features/empresas/MisDatos'), (m) => m.MisDatos);

/**
 * mf-empresas's routes, mounted by the shell at run time as `mf_empresas/Routes`: the shell sends
 * every path under /dapcon, /verificar-dapcon, /Organizaciones, /empresas (and a company's
 * /mis-datos) here. Built: the company list (/empresas), a company's page (/empresas/{cif}, with
 * mf-finanzas's payments panels) and a company's own data (/mis-datos); the other screens show the
 * 'not available yet' page.
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
        // The shell sends only companies here (consultants and administrators have theirs in mf-consultores).
        { path: '/mis-datos', title: common('route.misDatos'), access: (user) => user.modulo_app === 'organizacion', element: <MisDatos /> },
        { path: '/empresas', title: common('route.empresas'), element: <EmpresasList /> },
        { path: '/empresas/:cif', title: t('route.empresa'), element: <EmpresaDetail /> },
      ]}
    />
  );
}
