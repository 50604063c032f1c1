import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import './i18n';
import { LegalPage } from './features/legal/LegalPage';
import { LoginPage } from './features/login/LoginPage';

/** mf-auth's routes, mounted by the shell at run time as `mf_auth/Routes`. */
export default function AuthRoutes() {
  const { t } = useTranslation('auth');
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/avis-legal" element={<LegalPage title={t('legal.avis')} />} />
      <Route path="/politica-privacitat" element={<LegalPage title={t('legal.privacitat')} />} />
      <Route path="/politica-cookies" element={<LegalPage title={t('legal.cookies')} />} />
    </Routes>
  );
}
