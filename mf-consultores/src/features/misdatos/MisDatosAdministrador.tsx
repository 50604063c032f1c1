import { Button, ContractForm, FormField, FormSection, HStack, SimpleGrid, Stack, TextControl, TextInput, useContractForm } from '@dapcon/shared-ui';
import { actualizarMisDatosAdmin, MisDatosAdminBody, misDatosAdmin, type MisDatosAdmin } from '@dapcon/contract/consultores';
import { feedback, useTranslation } from '@dapcon/shared-sdk';
import { useApiMutation, useApiQuery } from '@dapcon/shared-sdk/query';
import '../../i18n';
import { MisDatosFrame } from './MisDatosFrame';

function MisDatosForm({ admin }: { admin: MisDatosAdmin }) {
  const { t } = useTranslation('consultores');
  const guardar = useApiMutation(actualizarMisDatosAdmin);
  const form = useContractForm(MisDatosAdminBody, {
    defaultValues: { nombre: admin.nombre, apellidos: admin.apellidos, telefono: admin.telefono ?? '', email: admin.email },
    submit: async (values) => {
      const res = await guardar.mutateAsync({ body: values });
      feedback.success(res.message);
    },
  });
  return (
    <ContractForm form={form} aria-label={t('misDatosAdmin.form')}>
      <Stack gap="8">
        <FormSection legend={t('datos.sections.personales')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('misDatosAdmin.usuario')} readOnly>
              <TextInput value={admin.usuario} readOnly />
            </FormField>
            <TextControl name="email" label={t('datos.fields.email')} type="email" autoComplete="email" required />
            <TextControl name="nombre" label={t('datos.fields.nombre')} autoComplete="given-name" required />
            <TextControl name="apellidos" label={t('datos.fields.apellidos')} autoComplete="family-name" required />
            <TextControl name="telefono" label={t('datos.fields.movil')} type="tel" autoComplete="tel" required />
          </SimpleGrid>
        </FormSection>
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
 * An administrator's own data (/mis-datos for the administration module; spec part 1 §3
 * 'Administrator profile', §5): its user (its NIF, read-only), name, surnames, phone and e-mail.
 * 'Guardar' sends them (201: the success modal) and the data are read again. The name in the top bar
 * is the session's: it shows the new one from the next sign-in (docs/consultores.md).
 */
export function MisDatosAdministrador() {
  const query = useApiQuery(misDatosAdmin, undefined, { refetchOnWindowFocus: false, placeholderData: (previous) => previous });
  return (
    <MisDatosFrame query={query}>
      {/* Read again after a save: the form starts from what was stored. */}
      {(admin) => <MisDatosForm key={JSON.stringify(admin)} admin={admin} />}
    </MisDatosFrame>
  );
}
