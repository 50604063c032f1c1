import { Text } from '@dapcon/shared-ui';
import { useTranslation, type EmpresaPagosCuotasProps } from '@dapcon/shared-sdk';
import './i18n';

/** A company's DAPcon payments ('Pagos DAPcon' tab, spec part 2 §2.7): written by its slice. */
export default function EmpresaPagosDapcon({ cif }: EmpresaPagosCuotasProps) {
  const { t } = useTranslation(['finanzas', 'common']);
  return (
    <Text color="fg.muted" data-cif={cif}>
      {t('frame.noDisponible', { ns: 'common' })}
    </Text>
  );
}
