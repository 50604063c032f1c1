import { Route, Routes, useLocation } from 'react-router-dom';
import { AreaComingSoon } from '@dapcon/shared-ui';
import './i18n';
import { HomePage } from './features/home/HomePage';

/** mf-home's routes, mounted by the shell at run time as `mf_home/Routes`. */
export default function HomeRoutes() {
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/inicio" element={<HomePage />} />
      {/* Tickets are not built yet: titled after the route, as the menu names it. */}
      <Route path="/tickets/*" element={<AreaComingSoon pathname={pathname} />} />
    </Routes>
  );
}
