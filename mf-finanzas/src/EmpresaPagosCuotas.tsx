import { Heading, Stack, Text } from '@dapcon/shared-ui';
import { useTranslation, type EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';
import './i18n';

/**
 * A company's annual fee payments, exposed as `mf_finanzas/EmpresaPagosCuotas` for mf-empresas's
 * company page ('Pagos cuotas' tab, spec part 2 §2.6). mf-empresas mounts it with `RemotePanel`, so
 * it loads (and fails) on its own. The table and its modal come with the finance area; until then the
 * panel says it is not available yet.
 */
export default function EmpresaPagosCuotas({ cif }: EmpresaPagosCuotasProps) {
  const { t } = useTranslation(['finanzas', 'common']);
  return (
    <Stack gap="2" data-cif={cif}>
      <Heading as="h2" size="lg">
        {t('panel.pagosCuotas')}
      </Heading>
      <Text color="fg.muted">{t('frame.noDisponible', { ns: 'common' })}</Text>
    </Stack>
  );
}
