import { useEffect, useState } from 'react';
import { CheckboxControl, ContractForm, forgettingOnClose, FormSection, Modal, SimpleGrid, Stack, Text, TextControl, useContractForm, useFormControl, type ClosableProps, useWatch } from '@dapcon/shared-ui';
import { CompanyFields, type CompanyFieldNames } from '@dapcon/shared-ui/reference';
import { Wizard, WizardFooter } from '@dapcon/shared-ui/wizard';
import { isPersonTaxId, PAIS_ESPANA } from '@dapcon/contract/core';
import {
  registroOrganizacion,
  RegistroOrganizacionBody,
  type RegistroOrganizacionData,
  type RegistroOrganizacionForm,
} from '@dapcon/contract/auth';
import { call, feedback, useTranslation } from '@dapcon/shared-sdk';
import { AccreditationStep } from './AccreditationStep';
import { AccountFields, showAccountConflicts } from './FormParts';
import { NoticeCheckbox } from './NoticeCheckbox';
import './i18n';

type Props = ClosableProps;

const DATA_FORM_ID = 'registro-empresa-datos';
const DOCS_FORM_ID = 'registro-empresa-acreditacion';

/** The registration payload's names of the company fields (spec part 1 §3). */
const NAMES: CompanyFieldNames = {
  address: { direccion: 'org_direccion', pais: 'org_pais', codigoPostal: 'org_codigo_postal', poblacion: 'org_poblacion', provincia: 'org_provincia' },
  email: 'email',
  telefono: 'org_telefono',
  web: 'org_web',
  personaContacto: {
    nombre: 'org_persona_contacto_nombre',
    cargo: 'org_persona_contacto_cargo',
    telefono: 'org_persona_contacto_telefono',
    email: 'org_persona_contacto_email',
  },
  facturacion: { nombre: 'org_contacto_facturacion_nombre', email: 'org_contacto_facturacion_email', telefono: 'org_contacto_facturacion_telefono' },
  tipo: 'org_tipo',
  tamanio: 'org_tamanio',
};

/** Every field of the company payload (spec part 1 §3), empty; Spain by default. */
const EMPTY: RegistroOrganizacionForm = {
  usuario: '',
  es_persona: false,
  org_nombre: '',
  org_persona_nombre: '',
  org_persona_apellido: '',
  org_direccion: '',
  org_codigo_postal: '',
  org_poblacion: '',
  org_provincia: '',
  org_pais: String(PAIS_ESPANA),
  email: '',
  org_telefono: '',
  org_web: '',
  org_persona_contacto_nombre: '',
  org_persona_contacto_cargo: '',
  org_persona_contacto_telefono: '',
  org_persona_contacto_email: '',
  org_contacto_facturacion_nombre: '',
  org_contacto_facturacion_email: '',
  org_contacto_facturacion_telefono: '',
  password: '',
  password_confirmation: '',
  org_manif_veracidad_datos: false,
  org_manif_terminos_condiciones: false,
  org_manif_prot_datos_pers: false,
  org_tipo: '',
  org_tamanio: '',
  logo: null,
};

/** The registration's 201: the company and its `token_docs`, and the server's message. */
interface Registration {
  data: RegistroOrganizacionData;
  message: string;
}

/**
 * Step 0, 'Datos generales': the company payload, validated with the contract's
 * RegistroOrganizacionBody and sent as multipart; a 201 hands the answer to `onRegistered`.
 */
function CompanyDataForm({ onRegistered, onBusy }: { onRegistered: (registration: Registration) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('auth');
  const form = useContractForm(RegistroOrganizacionBody, {
    defaultValues: EMPTY,
    submit: async (body) => {
      const { data, message } = await call(registroOrganizacion, { body });
      onRegistered({ data, message });
    },
    // Refused here: ask the server too, for a CIF or e-mail registered already (without the logo: no upload for that).
    onInvalid: (values) => void showAccountConflicts(() => call(registroOrganizacion, { body: { ...values, logo: null } }, { validate: false }), form.setError),
  });
  const { control, setValue, formState } = form;
  const usuario = useWatch({ control, name: 'usuario' });
  const persona = isPersonTaxId(String(usuario ?? ''));

  // Person mode follows the tax id as it is typed (a DNI or NIE: a self-employed person).
  useEffect(() => setValue('es_persona', persona), [persona, setValue]);
  useEffect(() => onBusy(formState.isSubmitting), [formState.isSubmitting, onBusy]);

  return (
    <ContractForm form={form} id={DATA_FORM_ID} aria-label={t('registro.company.steps.datos')}>
        <Stack gap="6">
          <FormSection legend={t('registro.sections.empresa')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <UsuarioControl label={t('registro.fields.cif')} helperText={persona ? t('registro.personHint') : undefined} />
              {persona ? (
                <>
                  <TextControl name="org_persona_nombre" label={t('registro.fields.nombre')} autoComplete="given-name" required />
                  <TextControl name="org_persona_apellido" label={t('registro.fields.apellidos')} autoComplete="family-name" required />
                </>
              ) : (
                <TextControl name="org_nombre" label={t('registro.fields.razonSocial')} autoComplete="organization" required />
              )}
            </SimpleGrid>
          </FormSection>
          {/* Address, contact, contact person, billing contact, type and size: as every company form shows them. */}
          <CompanyFields names={NAMES} />
          <FormSection legend={t('registro.sections.cuenta')}>
            <AccountFields />
          </FormSection>
          <FormSection legend={t('registro.sections.confirmaciones')}>
            <Stack gap="3">
              <CheckboxControl name="org_manif_veracidad_datos" label={t('registro.fields.veracidad')} />
              <NoticeCheckbox name="org_manif_terminos_condiciones" notice="terminos" label={t('registro.fields.terminos')} />
              <NoticeCheckbox name="org_manif_prot_datos_pers" notice="proteccion" label={t('registro.fields.proteccion')} />
            </Stack>
          </FormSection>
        </Stack>
    </ContractForm>
  );
}

/**
 * The CIF/NIF field: a DNI or NIE switches the form to person mode, and the rule 'the kind of
 * holder matches the document' (under `es_persona`, a hidden field) shows here.
 */
function UsuarioControl({ label, helperText }: { label: string; helperText?: string }) {
  const { error: personaError } = useFormControl('es_persona');
  return <TextControl name="usuario" label={label} autoComplete="off" required helperText={helperText} otherError={personaError} />;
}

/** One registration, from the empty form to the end: re-mounted (so emptied) at every opening. */
function CompanyRegistration({ open, onClose }: Props) {
  const { t } = useTranslation('auth');
  const [registration, setRegistration] = useState<Registration | null>(null);
  const registered = registration?.data ?? null;
  const [busy, setBusy] = useState(false);
  // Closed at 'Acreditación': the account exists already, so say so rather than nothing (a new
  // registration would only answer 'El documento ya está registrado.').
  const close = () => {
    onClose();
    if (registered) feedback.success(t('registro.company.closedAtAccreditation'));
  };
  const steps = [
    { id: 'datos', title: t('registro.company.steps.datos') },
    { id: 'acreditacion', title: t('registro.company.steps.acreditacion') },
  ];
  const footer = registered ? (
    <WizardFooter form={DOCS_FORM_ID} nextLabel={t('registro.finish')} nextLoading={busy} />
  ) : (
    <WizardFooter form={DATA_FORM_ID} nextLabel={t('registro.next')} nextLoading={busy} />
  );
  return (
    <Modal open={open} onClose={close} title={t('registro.company.title')} size="lg" closeOnInteractOutside={false} footer={footer}>
      <Wizard steps={steps} current={registered ? 1 : 0}>
        {(step) =>
          step === 0 || !registered ? (
            <CompanyDataForm
              onRegistered={(done) => {
                // The data form goes away while still 'submitting': the footer must not stay busy.
                setBusy(false);
                setRegistration(done);
              }}
              onBusy={setBusy}
            />
          ) : (
            <Stack gap="4">
              <Text>{t('registro.accreditationIntro')}</Text>
              {/* Finishing shows the registration's own message (or the default success text). */}
              <AccreditationStep formId={DOCS_FORM_ID} registered={registered} onBusy={setBusy} onDone={onClose} successMessage={registration?.message || undefined} />
            </Stack>
          )
        }
      </Wizard>
    </Modal>
  );
}

/**
 * The company self-registration (spec part 1 §2, §4): a two-step wizard, 'Datos generales'
 * then 'Acreditación'. Everything typed is forgotten when the modal closes.
 */
export const CompanyRegistrationModal = forgettingOnClose(CompanyRegistration);
