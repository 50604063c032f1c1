import { Button, ContractForm, HStack, Stack, useContractForm } from '@dapcon/shared-ui';
import { actualizarMisDatosConsultor, MisDatosConsultorBody, misDatosConsultor, type ConsultorPerfil } from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import { ConsultorFields } from '../datos/ConsultorFields';
import { misDatosConsultorValues } from '../datos/formValues';
import '../../i18n';
import { MisDatosFrame } from './MisDatosFrame';

function MisDatosForm({ perfil }: { perfil: ConsultorPerfil }) {
  const { t } = useTranslation('consultores');
  const guardar = useApiMutation(actualizarMisDatosConsultor);
  const form = useContractForm(MisDatosConsultorBody, {
    defaultValues: misDatosConsultorValues(perfil),
    submit: async (values) => {
      const res = await guardar.mutateAsync({ body: values });
      feedback.success(res.message);
    },
  });
  return (
    <ContractForm form={form} aria-label={t('datos.form')}>
      <Stack gap="8">
        <ConsultorFields perfil={perfil} editableName={false} verifica={perfil.es_verificador} />
        <HStack justify="flex-end" borderTopWidth="1px" pt="4">
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
            {t('datos.guardar')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/**
 * A consultant's own data (/mis-datos, spec part 1 §3, §5, part 2 §3 'Consultant'): the same
 * sections as its page in the administration, its NIF, name and surnames read-only (the
 * administration's to change), and a verifier's boxes per language for a verifier. 'Guardar' sends
 * them (multipart, a new logo if one was cropped; 201: the success modal), and the data are read again.
 */
export function MisDatosConsultor() {
  const query = useApiQuery(misDatosConsultor, undefined, { refetchOnWindowFocus: false, placeholderData: (previous) => previous });
  return (
    <MisDatosFrame query={query}>
      {/* Read again after a save: the form starts from what was stored. */}
      {(perfil) => <MisDatosForm key={perfil.consultor_fecha_modificacion ?? ''} perfil={perfil} />}
    </MisDatosFrame>
  );
}
