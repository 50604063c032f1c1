import { AreaComingSoon, AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';
import { ConsultorPage } from './features/consultor/ConsultorPage';

// The list loads when it is opened, with the list kit it alone needs.
const ConsultoresList = lazyComponent(() => import('./features/consultores/ConsultoresList'), (m) => m.ConsultoresList);

/**
 * mf-consultores's routes, mounted by the shell at run time as `mf_consultores/Routes`: users,
 * consultants, and 'Mis datos' of consultants, verifiers and administrators. The area is being built:
 * the consultant list (/consultores) and a consultant's page, whose 'Comisiones' tab (mf-finanzas's
 * panel) a commission earner has, are there; the other screens show the 'not available yet' page.
 */
export default function ConsultoresRoutes() {
  const { t } = useTranslation(['consultores', 'common']);
  const soon = (title: string) => ({ title, element: <AreaComingSoon title={title} /> });
  const common = (key: string) => t(key, { ns: 'common' });
  return (
    <AreaRoutes
      routes={[
        { path: '/usuarios', ...soon(common('route.usuarios')) },
        { path: '/usuarios/:id', ...soon(t('route.usuario')) },
        { path: '/consultores', title: common('route.consultores'), element: <ConsultoresList /> },
        { path: '/consultores/:nif', title: t('route.consultor'), element: <ConsultorPage /> },
        { path: '/mis-datos', ...soon(common('route.misDatos')) },
      ]}
    />
  );
}
