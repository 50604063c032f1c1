import { Route, Routes } from 'react-router-dom';
import './i18n';
import { LegalPage } from './features/legal/LegalPage';
import { LoginPage } from './features/login/LoginPage';
import { ResetPasswordPage } from './features/password/ResetPasswordPage';

/** mf-auth's routes, mounted by the shell at run time as `mf_auth/Routes`. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/avis-legal" element={<LegalPage kind="avis" />} />
      <Route path="/politica-privacitat" element={<LegalPage kind="privacitat" />} />
      <Route path="/politica-cookies" element={<LegalPage kind="cookies" />} />
      <Route path="/restablecer-password" element={<ResetPasswordPage />} />
    </Routes>
  );
}
