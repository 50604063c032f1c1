import { Button, ContractForm, forgettingOnClose, FormSection, HStack, Modal, SimpleGrid, Stack, TextControl, useContractForm, type ClosableProps } from '@dapcon/shared-ui';
import { AddressFields, type AddressNames } from '@dapcon/shared-ui/reference';
import { PAIS_ESPANA } from '@dapcon/contract/core';
import { registroConsultor, RegistroConsultorBody, type RegistroConsultorForm } from '@dapcon/contract/auth';
import { call, feedback, useTranslation } from '@dapcon/shared-sdk';
import { AccountFields, showAccountConflicts } from './FormParts';
import { NoticeCheckbox } from './NoticeCheckbox';
import './i18n';

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

function ConsultantRegistration({ open, onClose }: ClosableProps) {
  const { t } = useTranslation('auth');
  const form = useContractForm(RegistroConsultorBody, {
    defaultValues: EMPTY,
    submit: async (body) => {
      const { message } = await call(registroConsultor, { body });
      onClose();
      // The server's message; the shell shows the default success text when there is none (spec part 1 §8).
      feedback.success(message || undefined);
    },
    // Refused here: ask the server too, for a NIF or e-mail registered already (without the logo: no upload for that).
    onInvalid: (values) => void showAccountConflicts(() => call(registroConsultor, { body: { ...values, logo: null } }, { validate: false }), form.setError),
  });

  const footer = (
    <HStack gap="3" justify="flex-end" w="full">
      <Button type="submit" form={FORM_ID} colorPalette="brand" loading={form.formState.isSubmitting} loadingText={t('register')}>
        {t('register')}
      </Button>
    </HStack>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('registro.consultant.title')} size="lg" closeOnInteractOutside={false} footer={footer}>
      <ContractForm form={form} id={FORM_ID} aria-label={t('registro.consultant.title')}>
        <Stack gap="6">
          <FormSection legend={t('registro.sections.personal')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextControl name="usuario" label={t('registro.fields.nif')} autoComplete="off" required />
              <TextControl name="consultor_nombre" label={t('registro.fields.nombre')} autoComplete="given-name" required />
              <TextControl name="consultor_apellidos" label={t('registro.fields.apellidos')} autoComplete="family-name" required />
              <TextControl name="consultor_movil" label={t('registro.fields.movil')} autoComplete="tel" required />
              <TextControl name="email" label={t('registro.fields.email')} autoComplete="email" required />
              <TextControl name="consultor_empresa_nombre" label={t('registro.fields.empresa')} autoComplete="organization" />
              <TextControl name="consultor_web" label={t('registro.fields.web')} autoComplete="url" />
            </SimpleGrid>
          </FormSection>
          <FormSection legend={t('registro.sections.direccion')}>
            <AddressFields names={ADDRESS} />
          </FormSection>
          <FormSection legend={t('registro.sections.cuenta')}>
            <AccountFields />
          </FormSection>
          <NoticeCheckbox name="consultor_manif_prot_datos_pers" notice="proteccion" label={t('registro.fields.proteccion')} />
        </Stack>
      </ContractForm>
    </Modal>
  );
}

/** The consultant self-registration (spec part 1 §2, §3): one form; emptied at every opening. */
export const ConsultantRegistrationModal = forgettingOnClose(ConsultantRegistration);
