import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Modal, reportSubmitError } from '@dapcon/shared-ui';
import { feedback, PAIS_ESPANA, postRegistroConsultor, RegistroConsultorBody, toFormData, type RegistroConsultorForm } from '@dapcon/shared-sdk';
import { AddressFields, type AddressNames } from './AddressFields';
import { AccountFields, TextField, forgettingOnClose, showAccountConflicts, type RegistrationModalProps } from './FormParts';
import { NoticeCheckbox } from './NoticeCheckbox';
import { Section } from './Section';

type Props = RegistrationModalProps;

const FORM_ID = 'registro-consultor';

const ADDRESS: AddressNames = {
  direccion: 'consultor_direccion',
  pais: 'consultor_pais',
  codigoPostal: 'consultor_codigo_postal',
  poblacion: 'consultor_poblacion',
  provincia: 'consultor_provincia',
};

/** Every field of the consultant payload (spec part 1 §3), empty; Spain by default. */
const EMPTY: RegistroConsultorForm = {
  usuario: '',
  consultor_nombre: '',
  consultor_apellidos: '',
  consultor_movil: '',
  email: '',
  consultor_empresa_nombre: '',
  consultor_direccion: '',
  consultor_pais: String(PAIS_ESPANA),
  consultor_codigo_postal: '',
  consultor_poblacion: '',
  consultor_provincia: '',
  consultor_web: '',
  password: '',
  password_confirmation: '',
  logo: null,
  consultor_manif_prot_datos_pers: false,
};
const FIELDS = Object.keys(EMPTY) as Path<RegistroConsultorForm>[];

function ConsultantRegistration({ open, onClose }: Props) {
  const { t } = useTranslation('auth');
  const form = useForm<RegistroConsultorForm, unknown, RegistroConsultorBody>({
    resolver: valibotResolver(RegistroConsultorBody),
    // See CompanyRegistrationModal: rules between fields show on the first submit too.
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const {
    control,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const message = (name: Path<RegistroConsultorForm>) => errors[name]?.message;

  // Refused here: ask the server too, for a NIF or e-mail registered already (without the logo: no upload for that).
  const onInvalid = () => void showAccountConflicts(() => postRegistroConsultor(toFormData({ ...form.getValues(), logo: null }), { validate: false }), setError);

  async function onSubmit(values: RegistroConsultorBody) {
    try {
      const { message } = await postRegistroConsultor(toFormData(values));
      onClose();
      // The server's message; the shell shows the default success text when there is none (spec part 1 §8).
      feedback.success(message || undefined);
    } catch (e) {
      reportSubmitError(e, setError, FIELDS);
    }
  }


  const footer = (
    <HStack gap="3" justify="flex-end" w="full">
      <Button type="submit" form={FORM_ID} colorPalette="brand" loading={isSubmitting} loadingText={t('register')}>
        {t('register')}
      </Button>
    </HStack>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('registro.consultant.title')} size="lg" closeOnInteractOutside={false} footer={footer}>
      <FormProvider {...form}>
        <form id={FORM_ID} noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label={t('registro.consultant.title')}>
          <Stack gap="6">
            <Section legend={t('registro.sections.personal')}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="usuario" label={t('registro.fields.nif')} autoComplete="off" />
                <TextField name="consultor_nombre" label={t('registro.fields.nombre')} autoComplete="given-name" />
                <TextField name="consultor_apellidos" label={t('registro.fields.apellidos')} autoComplete="family-name" />
                <TextField name="consultor_movil" label={t('registro.fields.movil')} autoComplete="tel" />
                <TextField name="email" label={t('registro.fields.email')} autoComplete="email" />
                <TextField name="consultor_empresa_nombre" label={t('registro.fields.empresa')} required={false} autoComplete="organization" />
                <TextField name="consultor_web" label={t('registro.fields.web')} required={false} autoComplete="url" />
              </SimpleGrid>
            </Section>
            <Section legend={t('registro.sections.direccion')}>
              <AddressFields names={ADDRESS} />
            </Section>
            <Section legend={t('registro.sections.cuenta')}>
              <AccountFields />
            </Section>
            <Controller
              control={control}
              name="consultor_manif_prot_datos_pers"
              render={({ field }) => (
                <NoticeCheckbox
                  notice="proteccion"
                  label={t('registro.fields.proteccion')}
                  checked={field.value === true}
                  onChange={field.onChange}
                  error={message('consultor_manif_prot_datos_pers')}
                />
              )}
            />
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}

/** The consultant self-registration (spec part 1 §2, §3): one form; emptied at every opening. */
export const ConsultantRegistrationModal = forgettingOnClose(ConsultantRegistration);
