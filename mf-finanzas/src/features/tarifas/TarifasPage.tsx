import { AreaComingSoon } from '@dapcon/shared-ui';
import { useTranslation } from '@dapcon/shared-sdk';

/** /tarifas (spec part 2 §2.22): written by its slice. */
export function TarifasPage() {
  const { t } = useTranslation('common');
  return <AreaComingSoon title={t('route.tarifas')} />;
}
