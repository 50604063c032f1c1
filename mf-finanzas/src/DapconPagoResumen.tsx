import { Text } from '@dapcon/shared-ui';
import { useTranslation, type DapconPagoResumenProps } from '@dapcon/shared-sdk';
import './i18n';

/**
 * A declaration's payment summary (amount, payment date; spec part 2 §2.7, §7.5 `GET /dapcon/resumen/{id}`),
 * exposed as `mf_finanzas/DapconPagoResumen` for mf-empresas's DAPcon record page, which heads it
 * ('Pago') and mounts it with `RemotePanel`, so it loads (and fails) on its own. The summary comes
 * with the finance area; until then the panel says it is not available yet.
 */
export default function DapconPagoResumen({ dapconId }: DapconPagoResumenProps) {
  const { t } = useTranslation(['finanzas', 'common']);
  return (
    <Text color="fg.muted" data-dapcon={dapconId}>
      {t('frame.noDisponible', { ns: 'common' })}
    </Text>
  );
}
