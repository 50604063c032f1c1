import { Button, CheckboxControl, ContractForm, FormSection, HStack, Stack, useContractForm, useWatch } from '@dapcon/shared-ui';
import { actualizarConsultor, ConsultorBody, type ConsultorFicha } from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation } from '@dapcon/shared-sdk/query';
import { ConsultorFields } from '../datos/ConsultorFields';
import { consultorValues } from '../datos/formValues';
import '../../i18n';

/**
 * The 'Datos generales' tab of a consultant's page (spec part 2 §2.11): the consultant's data, its
 * name and surnames (the administration's to change), the verifier and commission-earner boxes and,
 * while the verifier box is ticked, the verifier's boxes per language. 'Guardar' sends them
 * (multipart, with a new logo if one was cropped); the consultant is read again and the shell shows
 * 'Los datos han sido guardados correctamente'. A 422 shows under its fields.
 */
export function ConsultorForm({ consultor }: { consultor: ConsultorFicha }) {
  const { t } = useTranslation('consultores');
  const guardar = useApiMutation(actualizarConsultor);
  const form = useContractForm(ConsultorBody, {
    defaultValues: consultorValues(consultor),
    submit: async (values) => {
      const res = await guardar.mutateAsync({ params: { id: String(consultor.id) }, body: values });
      feedback.success(res.message);
    },
  });
  const verifica: unknown = useWatch({ control: form.control, name: 'es_verificador' });

  return (
    <ContractForm form={form} aria-label={t('datos.form')}>
      <Stack gap="8">
        <ConsultorFields perfil={consultor} editableName verifica={verifica === true || verifica === '1' || verifica === 'true'}>
          <FormSection legend={t('datos.sections.perfil')}>
            <Stack gap="3">
              <CheckboxControl name="es_verificador" label={t('datos.fields.esVerificador')} />
              <CheckboxControl name="es_comisionista" label={t('datos.fields.esComisionista')} />
            </Stack>
          </FormSection>
        </ConsultorFields>
        <HStack justify="flex-end" borderTopWidth="1px" pt="4">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('datos.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
