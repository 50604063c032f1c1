import { useTranslation } from 'react-i18next';
import { matchRoute } from '@dapcon/shared-sdk';
import { NotAvailable } from './NotAvailable';

/** Props of {@link AreaComingSoon}. */
export interface AreaComingSoonProps {
  /** The current pathname; its route title (from the SDK's route table) heads the page. */
  pathname: string;
}

/**
 * The page every route of an area that is not built yet shows, titled after
 * the route and translated with the portal's common texts.
 *
 * @example
 * const { pathname } = useLocation();
 * return <AreaComingSoon pathname={pathname} />;
 */
export function AreaComingSoon({ pathname }: AreaComingSoonProps) {
  const { t } = useTranslation('common');
  const title = matchRoute(pathname)?.route.title;
  return <NotAvailable title={title ? t(title) : t('frame.noDisponible')} message={t('frame.noDisponible')} />;
}
