import { AreaComingSoon, AreaRoutes } from '@dapcon/shared-ui';
import './i18n';
import { useTranslation } from '@dapcon/shared-sdk';
import { ConsultorPage } from './features/consultor/ConsultorPage';

/**
 * mf-consultores's routes, mounted by the shell at run time as `mf_consultores/Routes`: users,
 * consultants, and 'Mis datos' of consultants, verifiers and administrators. The area is not built
 * yet: each screen shows the 'not available yet' page, but a consultant's, whose 'Comisiones' tab
 * (mf-finanzas's panel) a commission earner has.
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
        { path: '/consultores', ...soon(common('route.consultores')) },
        { path: '/consultores/:nif', title: t('route.consultor'), element: <ConsultorPage /> },
        { path: '/mis-datos', ...soon(common('route.misDatos')) },
      ]}
    />
  );
}
