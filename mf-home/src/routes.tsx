import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { NotAvailable } from '@dapcon/shared-ui';
import './i18n';
import { HomePage } from './features/home/HomePage';

/** mf-home's routes, mounted by the shell at run time as `mf_home/Routes`. */
export default function HomeRoutes() {
  const { t } = useTranslation(['home', 'common']);
  const soon = <NotAvailable title={t('soonTitle')} message={t('frame.noDisponible', { ns: 'common' })} />;
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/inicio" element={<HomePage />} />
      <Route path="/tickets/*" element={soon} />
    </Routes>
  );
}
