import { AreaRoutes, lazyComponent } from '@dapcon/shared-ui';
import './i18n';
import { LoginPage } from './features/login/LoginPage';
import { useTranslation } from '@dapcon/shared-sdk';

// The sign-in page comes with the area; the others load when they are opened.
const LegalPage = lazyComponent(() => import(/* webpackChunkName: "route~avis-legal" */ './features/legal/LegalPage'), (m) => m.LegalPage);
const ResetPasswordPage = lazyComponent(() => import(/* webpackChunkName: "route~restablecer-password" */ './features/password/ResetPasswordPage'), (m) => m.ResetPasswordPage);

/** mf-auth's routes, mounted by the shell at run time as `mf_auth/Routes`. */
export default function AuthRoutes() {
  const { t } = useTranslation('common');
  return (
    <AreaRoutes
      routes={[
        { path: '/login', title: t('route.login'), element: <LoginPage /> },
        { path: '/avis-legal', title: t('route.avisLegal'), element: <LegalPage kind="avis" /> },
        { path: '/politica-privacitat', title: t('route.politicaPrivacitat'), element: <LegalPage kind="privacitat" /> },
        { path: '/politica-cookies', title: t('route.politicaCookies'), element: <LegalPage kind="cookies" /> },
        { path: '/restablecer-password', title: t('route.restablecerPassword'), element: <ResetPasswordPage /> },
      ]}
    />
  );
}
