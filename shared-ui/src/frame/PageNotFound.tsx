import { useUiText } from '../i18n';
import { NotAvailable } from './NotAvailable';
import { useScreenTitleOf } from './screenTitle';

/**
 * 'Página no encontrada': a path nothing in the portal has, inside the frame (the shell's unknown
 * top-level paths, an area's unknown nested ones). Names the tab too.
 *
 * @example
 * <Route path="*" element={<PageNotFound />} />
 */
export function PageNotFound() {
  const { t } = useUiText();
  useScreenTitleOf(t('frame.notFoundTitle'));
  return <NotAvailable title={t('frame.notFoundTitle')} message={t('frame.notFound')} />;
}
