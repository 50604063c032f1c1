import { useTranslation } from 'react-i18next';
import { NotAvailable } from './NotAvailable';

/** Props of {@link AreaComingSoon}. */
export interface AreaComingSoonProps {
  /** The screen's title, translated: it heads the page. */
  title: string;
}

/**
 * The page a screen of an area that is not built yet shows: its title and 'Este apartado aún no
 * está disponible'.
 *
 * @example
 * { path: '/empresas', title: t('route.empresas'), element: <AreaComingSoon title={t('route.empresas')} /> }
 */
export function AreaComingSoon({ title }: AreaComingSoonProps) {
  const { t } = useTranslation('common');
  return <NotAvailable title={title} message={t('frame.noDisponible')} />;
}
