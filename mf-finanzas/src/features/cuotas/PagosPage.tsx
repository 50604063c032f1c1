import { AreaComingSoon } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

/** /pagos (spec part 2 §2.16): written by its slice. */
export function PagosPage() {
  const { t } = useTranslation('common');
  return <AreaComingSoon title={t('route.pagos')} />;
}
