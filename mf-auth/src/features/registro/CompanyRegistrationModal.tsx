import { useEffect, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckboxField, FormField, Modal, TextInput, Wizard, WizardFooter, reportSubmitError } from '@dapcon/shared-ui';
import {
  feedback,
  isPersonTaxId,
  LISTA_TAMANIO_POR_TIPO,
  PAIS_ESPANA,
  postRegistroOrganizacion,
  RegistroOrganizacionBody,
  toFormData,
  type RegistroOrganizacionData,
  type RegistroOrganizacionForm,
} from '@dapcon/shared-sdk';
import { AccreditationStep } from './AccreditationStep';
import { AddressFields, type AddressNames } from './AddressFields';
import { AccountFields, SelectControl, TextField, forgettingOnClose, showAccountConflicts, type RegistrationModalProps } from './FormParts';
import { NoticeCheckbox } from './NoticeCheckbox';
import { Section } from './Section';
import { useParameterOptions } from './useReferenceData';

type Props = RegistrationModalProps;

const DATA_FORM_ID = 'registro-empresa-datos';
const DOCS_FORM_ID = 'registro-empresa-acreditacion';

const ADDRESS: AddressNames = {
  direccion: 'org_direccion',
  pais: 'org_pais',
  codigoPostal: 'org_codigo_postal',
  poblacion: 'org_poblacion',
  provincia: 'org_provincia',
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
const FIELDS = Object.keys(EMPTY) as Path<RegistroOrganizacionForm>[];

/** The registration's 201: the company and its `token_docs`, and the server's message. */
interface Registration {
  data: RegistroOrganizacionData;
  message: string;
}

function isTipo(value: unknown): value is keyof typeof LISTA_TAMANIO_POR_TIPO {
  return typeof value === 'string' && Object.hasOwn(LISTA_TAMANIO_POR_TIPO, value);
}

/**
 * Step 0, 'Datos generales': the company payload, validated with the contract's
 * RegistroOrganizacionBody and sent as multipart; a 201 hands the answer to `onRegistered`.
 */
function CompanyDataForm({ onRegistered, onBusy }: { onRegistered: (registration: Registration) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<RegistroOrganizacionForm, unknown, RegistroOrganizacionBody>({
    resolver: valibotResolver(RegistroOrganizacionBody),
    // 'all' keeps validating past the first failing field, so the rules between fields (Spain's
    // postal code, person mode, passwords) show on the first submit too.
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const {
    control,
    register,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const params = useParameterOptions(['tipo_empresa', 'tamanio_empresa', 'tamanio_asociacion']);
  const usuario = useWatch({ control, name: 'usuario' });
  const tipo = useWatch({ control, name: 'org_tipo' });
  const persona = isPersonTaxId(String(usuario ?? ''));
  const sizes = isTipo(tipo) ? (params[LISTA_TAMANIO_POR_TIPO[tipo]] ?? []) : [];
  const message = (name: Path<RegistroOrganizacionForm>) => errors[name]?.message;

  // Person mode follows the tax id as it is typed (a DNI or NIE: a self-employed person).
  useEffect(() => setValue('es_persona', persona), [persona, setValue]);
  useEffect(() => onBusy(isSubmitting), [isSubmitting, onBusy]);

  // Refused here: ask the server too, for a CIF or e-mail registered already (without the logo: no upload for that).
  const onInvalid = () => void showAccountConflicts(() => postRegistroOrganizacion(toFormData({ ...form.getValues(), logo: null }), { validate: false }), setError);

  async function onSubmit(values: RegistroOrganizacionBody) {
    try {
      const { data, message } = await postRegistroOrganizacion(toFormData(values));
      onRegistered({ data, message });
    } catch (e) {
      reportSubmitError(e, setError, FIELDS);
    }
  }

  const accepted = (name: 'org_manif_veracidad_datos' | 'org_manif_terminos_condiciones' | 'org_manif_prot_datos_pers', render: (checked: boolean, onChange: (v: boolean) => void) => ReactNode) => (
    <Controller control={control} name={name} render={({ field }) => <>{render(field.value === true, field.onChange)}</>} />
  );

  return (
    <FormProvider {...form}>
      <form id={DATA_FORM_ID} noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label={t('registro.company.steps.datos')}>
        <Stack gap="6">
          <Section legend={t('registro.sections.empresa')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('registro.fields.cif')} error={message('usuario') ?? message('es_persona')} required helperText={persona ? t('registro.personHint') : undefined}>
                <TextInput autoComplete="off" {...register('usuario')} />
              </FormField>
              {persona ? (
                <>
                  <TextField name="org_persona_nombre" label={t('registro.fields.nombre')} autoComplete="given-name" />
                  <TextField name="org_persona_apellido" label={t('registro.fields.apellidos')} autoComplete="family-name" />
                </>
              ) : (
                <TextField name="org_nombre" label={t('registro.fields.razonSocial')} autoComplete="organization" />
              )}
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.direccion')}>
            <AddressFields names={ADDRESS} />
          </Section>
          <Section legend={t('registro.sections.contacto')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="email" label={t('registro.fields.email')} autoComplete="email" />
              <TextField name="org_telefono" label={t('registro.fields.telefono')} autoComplete="tel" />
              <TextField name="org_web" label={t('registro.fields.web')} required={false} autoComplete="url" />
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.personaContacto')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="org_persona_contacto_nombre" label={t('registro.fields.nombre')} />
              <TextField name="org_persona_contacto_cargo" label={t('registro.fields.cargo')} />
              <TextField name="org_persona_contacto_telefono" label={t('registro.fields.telefono')} />
              <TextField name="org_persona_contacto_email" label={t('registro.fields.email')} />
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.facturacion')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="org_contacto_facturacion_nombre" label={t('registro.fields.nombre')} />
              <TextField name="org_contacto_facturacion_email" label={t('registro.fields.email')} />
              <TextField name="org_contacto_facturacion_telefono" label={t('registro.fields.telefono')} />
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.clasificacion')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('registro.fields.tipo')} error={message('org_tipo')} required>
                <SelectControl
                  name="org_tipo"
                  placeholder={t('registro.select')}
                  options={params.tipo_empresa ?? []}
                  // Each type has its own size list.
                  onPicked={() => setValue('org_tamanio', '')}
                />
              </FormField>
              <FormField label={t('registro.fields.tamanio')} error={message('org_tamanio')} required disabled={!isTipo(tipo)} helperText={isTipo(tipo) ? undefined : t('registro.typeFirst')}>
                <SelectControl name="org_tamanio" placeholder={t('registro.select')} options={sizes} />
              </FormField>
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.cuenta')}>
            <AccountFields />
          </Section>
          <Section legend={t('registro.sections.confirmaciones')}>
            <Stack gap="3">
              {accepted('org_manif_veracidad_datos', (checked, onChange) => (
                <CheckboxField label={t('registro.fields.veracidad')} checked={checked} onCheckedChange={onChange} error={message('org_manif_veracidad_datos')} />
              ))}
              {accepted('org_manif_terminos_condiciones', (checked, onChange) => (
                <NoticeCheckbox notice="terminos" label={t('registro.fields.terminos')} checked={checked} onChange={onChange} error={message('org_manif_terminos_condiciones')} />
              ))}
              {accepted('org_manif_prot_datos_pers', (checked, onChange) => (
                <NoticeCheckbox notice="proteccion" label={t('registro.fields.proteccion')} checked={checked} onChange={onChange} error={message('org_manif_prot_datos_pers')} />
              ))}
            </Stack>
          </Section>
        </Stack>
      </form>
    </FormProvider>
  );
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
