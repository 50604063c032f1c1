import { CheckboxField, Stack, Text } from '@dapcon/shared-ui';
import { actualizarRecordatoriosCuota, type EmpresaPerfil } from '@dapcon/contract/empresas';
import { useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';

/**
 * The company's e-mail reminders on /mis-datos (issue 36; docs/decisions.md 'Reminders (issue 36)'):
 * a checkbox for the annual fee's reminders, saved as it changes (the API's message in the shell's
 * modal, the page's data read again), and why the expiry reminders have none: the programme's rules
 * require them.
 */
export function RecordatoriosCuota({ empresa }: { empresa: Pick<EmpresaPerfil, 'recordatorios_cuota'> }) {
  const { t } = useTranslation('empresas');
  const guardar = useApiMutation(actualizarRecordatoriosCuota, { notify: true });
  return (
    <Stack as="section" gap="3" aria-labelledby="mis-datos-recordatorios" borderTopWidth="1px" pt="6" data-testid="recordatorios-cuota">
      <Text as="h2" id="mis-datos-recordatorios" fontSize="lg" fontWeight="semibold">
        {t('datos.recordatorios.titulo')}
      </Text>
      <CheckboxField
        name="recordatorios_cuota"
        label={t('datos.recordatorios.cuota')}
        checked={empresa.recordatorios_cuota}
        // Read-only while the change is saved, never disabled: a disabled control loses the keyboard's
        // focus, and the success modal then gives it back to the page's top instead of the checkbox.
        readOnly={guardar.isPending}
        onCheckedChange={(checked) => void guardar.run({ body: { recordatorios_cuota: checked } })}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('datos.recordatorios.caducidad')}
      </Text>
    </Stack>
  );
}
