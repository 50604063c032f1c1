import { AreaRoutes, lazyComponent, listPrefetch } from '@dapcon/shared-ui';
import './i18n';
import { useSession, useTranslation } from '@dapcon/shared-sdk';
import { ConsultorPage } from './features/consultor/ConsultorPage';
import { MisDatosAdministrador } from './features/misdatos/MisDatosAdministrador';
import { MisDatosConsultor } from './features/misdatos/MisDatosConsultor';

// The list loads when it is opened, with the list kit it alone needs.
const ConsultoresList = lazyComponent(() => import(/* webpackChunkName: "route~consultores" */ './features/consultores/ConsultoresList'), (m) => m.ConsultoresList);
// The association's users, likewise.
const UsuariosList = lazyComponent(() => import(/* webpackChunkName: "route~usuarios" */ './features/usuarios/UsuariosList'), (m) => m.UsuariosList);
const UsuarioPage = lazyComponent(() => import(/* webpackChunkName: "route~usuarios~_id" */ './features/usuarios/UsuarioPage'), (m) => m.UsuarioPage);

/**
 * mf-consultores's routes, mounted by the shell at run time as `mf_consultores/Routes`: users,
 * consultants, and 'Mis datos' of consultants, verifiers and administrators: the consultant list
 * (/consultores) and a consultant's page, whose 'Comisiones' tab (mf-finanzas's panel) a commission
 * earner has, the association's users (/usuarios, /usuarios/{id}), and 'Mis datos' by module.
 */
export default function ConsultoresRoutes() {
  const { t } = useTranslation(['consultores', 'common']);
  const modulo = useSession((s) => s.user?.modulo_app);
  const common = (key: string) => t(key, { ns: 'common' });
  return (
    <AreaRoutes
      routes={[
        { path: '/usuarios', title: common('route.usuarios'), element: <UsuariosList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~usuarios+list" */ '@dapcon/contract/consultores').then((m) => m.usuariosAdminList)) },
        { path: '/usuarios/:id', title: t('route.usuario'), element: <UsuarioPage /> },
        { path: '/consultores', title: common('route.consultores'), element: <ConsultoresList />, prefetch: listPrefetch(() => import(/* webpackChunkName: "route~consultores+list" */ '@dapcon/contract/consultores').then((m) => m.consultoresList)) },
        { path: '/consultores/:nif', title: t('route.consultor'), element: <ConsultorPage /> },
        // 'Mis datos' by module (the shell sends consultants and administrators here; companies to mf-empresas).
        { path: '/mis-datos', title: common('route.misDatos'), element: modulo === 'consultor' ? <MisDatosConsultor /> : <MisDatosAdministrador /> },
      ]}
    />
  );
}
