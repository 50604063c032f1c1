import { useLocation } from 'react-router-dom';
import { AreaComingSoon } from '@dapcon/shared-ui';

/**
 * mf-consultores's routes, mounted by the shell at run time as `mf_consultores/Routes`.
 * The area is not built yet: every one of its routes shows the 'not available yet' page.
 */
export default function ConsultoresRoutes() {
  const { pathname } = useLocation();
  return <AreaComingSoon pathname={pathname} />;
}
