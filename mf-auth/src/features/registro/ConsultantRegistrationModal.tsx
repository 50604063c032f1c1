import { useState } from 'react';
import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField, ImagePicker, Modal, PasswordInput, TextInput } from '@dapcon/shared-ui';
import { feedback, PAIS_ESPANA, postRegistroConsultor, RegistroConsultorBody, toFormData, type RegistroConsultorForm } from '@dapcon/shared-sdk';
import { AddressFields, type AddressNames } from './AddressFields';
import { NoticeCheckbox } from './NoticeCheckbox';
import { Section } from './Section';
import { reportSubmitError } from './submitErrors';

interface Props {
  open: boolean;
  onClose: () => void;
}

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
    register,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const message = (name: Path<RegistroConsultorForm>) => errors[name]?.message;

  async function onSubmit(values: RegistroConsultorBody) {
    try {
      await postRegistroConsultor(toFormData(values));
      onClose();
      feedback.success(t('registro.consultant.done'));
    } catch (e) {
      reportSubmitError(e, setError, FIELDS);
    }
  }

  const text = (name: Path<RegistroConsultorForm>, label: string, required = true, autoComplete?: string) => (
    <FormField label={label} error={message(name)} required={required}>
      <TextInput autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );

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
        <form id={FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('registro.consultant.title')}>
          <Stack gap="6">
            <Section legend={t('registro.sections.personal')}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {text('usuario', t('registro.fields.nif'), true, 'off')}
                {text('consultor_nombre', t('registro.fields.nombre'), true, 'given-name')}
                {text('consultor_apellidos', t('registro.fields.apellidos'), true, 'family-name')}
                {text('consultor_movil', t('registro.fields.movil'), true, 'tel')}
                {text('email', t('registro.fields.email'), true, 'email')}
                {text('consultor_empresa_nombre', t('registro.fields.empresa'), false, 'organization')}
                {text('consultor_web', t('registro.fields.web'), false, 'url')}
              </SimpleGrid>
            </Section>
            <Section legend={t('registro.sections.direccion')}>
              <AddressFields names={ADDRESS} />
            </Section>
            <Section legend={t('registro.sections.cuenta')}>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('registro.fields.password')} error={message('password')} required>
                  <Controller control={control} name="password" render={({ field }) => <PasswordInput autoComplete="new-password" {...field} value={String(field.value ?? '')} />} />
                </FormField>
                <FormField label={t('registro.fields.passwordConfirmation')} error={message('password_confirmation')} required>
                  <Controller
                    control={control}
                    name="password_confirmation"
                    render={({ field }) => <PasswordInput autoComplete="new-password" {...field} value={String(field.value ?? '')} />}
                  />
                </FormField>
              </SimpleGrid>
              <Controller
                control={control}
                name="logo"
                render={({ field }) => (
                  <ImagePicker
                    label={t('registro.fields.logo')}
                    name={field.name}
                    value={field.value instanceof File ? field.value : null}
                    onChange={field.onChange}
                    error={message('logo')}
                  />
                )}
              />
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
export function ConsultantRegistrationModal({ open, onClose }: Props) {
  const [round, setRound] = useState(0);
  return (
    <ConsultantRegistration
      key={round}
      open={open}
      onClose={() => {
        onClose();
        setRound((r) => r + 1);
      }}
    />
  );
}
