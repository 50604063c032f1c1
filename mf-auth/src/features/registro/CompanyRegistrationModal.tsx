import { useEffect, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckboxField, FormField, ImagePicker, Modal, PasswordInput, SelectField, TextInput, Wizard, WizardFooter } from '@dapcon/shared-ui';
import {
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
import { NoticeCheckbox } from './NoticeCheckbox';
import { Section } from './Section';
import { reportSubmitError } from './submitErrors';
import { useParameterOptions } from './useReferenceData';

interface Props {
  open: boolean;
  onClose: () => void;
}

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

function isTipo(value: unknown): value is keyof typeof LISTA_TAMANIO_POR_TIPO {
  return typeof value === 'string' && Object.hasOwn(LISTA_TAMANIO_POR_TIPO, value);
}

/**
 * Step 0, 'Datos generales': the company payload, validated with the contract's
 * RegistroOrganizacionBody and sent as multipart; a 201 hands the answer to `onRegistered`.
 */
function CompanyDataForm({ onRegistered, onBusy }: { onRegistered: (data: RegistroOrganizacionData) => void; onBusy: (busy: boolean) => void }) {
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

  async function onSubmit(values: RegistroOrganizacionBody) {
    try {
      const { data } = await postRegistroOrganizacion(toFormData(values));
      onRegistered(data);
    } catch (e) {
      reportSubmitError(e, setError, FIELDS);
    }
  }

  const text = (name: Path<RegistroOrganizacionForm>, label: string, required = true, autoComplete?: string) => (
    <FormField label={label} error={message(name)} required={required}>
      <TextInput autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );
  const accepted = (name: 'org_manif_veracidad_datos' | 'org_manif_terminos_condiciones' | 'org_manif_prot_datos_pers', render: (checked: boolean, onChange: (v: boolean) => void) => ReactNode) => (
    <Controller control={control} name={name} render={({ field }) => <>{render(field.value === true, field.onChange)}</>} />
  );

  return (
    <FormProvider {...form}>
      <form id={DATA_FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('registro.company.steps.datos')}>
        <Stack gap="6">
          <Section legend={t('registro.sections.empresa')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('registro.fields.cif')} error={message('usuario') ?? message('es_persona')} required helperText={persona ? t('registro.personHint') : undefined}>
                <TextInput autoComplete="off" {...register('usuario')} />
              </FormField>
              {persona ? (
                <>
                  {text('org_persona_nombre', t('registro.fields.nombre'), true, 'given-name')}
                  {text('org_persona_apellido', t('registro.fields.apellidos'), true, 'family-name')}
                </>
              ) : (
                text('org_nombre', t('registro.fields.razonSocial'), true, 'organization')
              )}
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.direccion')}>
            <AddressFields names={ADDRESS} />
          </Section>
          <Section legend={t('registro.sections.contacto')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text('email', t('registro.fields.email'), true, 'email')}
              {text('org_telefono', t('registro.fields.telefono'), true, 'tel')}
              {text('org_web', t('registro.fields.web'), false, 'url')}
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.personaContacto')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text('org_persona_contacto_nombre', t('registro.fields.nombre'))}
              {text('org_persona_contacto_cargo', t('registro.fields.cargo'))}
              {text('org_persona_contacto_telefono', t('registro.fields.telefono'))}
              {text('org_persona_contacto_email', t('registro.fields.email'))}
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.facturacion')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {text('org_contacto_facturacion_nombre', t('registro.fields.nombre'))}
              {text('org_contacto_facturacion_email', t('registro.fields.email'))}
              {text('org_contacto_facturacion_telefono', t('registro.fields.telefono'))}
            </SimpleGrid>
          </Section>
          <Section legend={t('registro.sections.clasificacion')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('registro.fields.tipo')} error={message('org_tipo')} required>
                <Controller
                  control={control}
                  name="org_tipo"
                  render={({ field }) => (
                    <SelectField
                      placeholder={t('registro.select')}
                      options={params.tipo_empresa ?? []}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={String(field.value ?? '')}
                      onChange={(e) => {
                        field.onChange(e.target.value);
                        // Each type has its own size list.
                        setValue('org_tamanio', '');
                      }}
                    />
                  )}
                />
              </FormField>
              <FormField label={t('registro.fields.tamanio')} error={message('org_tamanio')} required disabled={!isTipo(tipo)} helperText={isTipo(tipo) ? undefined : t('registro.typeFirst')}>
                <Controller
                  control={control}
                  name="org_tamanio"
                  render={({ field }) => (
                    <SelectField
                      placeholder={t('registro.select')}
                      options={sizes}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={String(field.value ?? '')}
                      onChange={(e) => field.onChange(e.target.value)}
                    />
                  )}
                />
              </FormField>
            </SimpleGrid>
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
  const [registered, setRegistered] = useState<RegistroOrganizacionData | null>(null);
  const [busy, setBusy] = useState(false);
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
    <Modal open={open} onClose={onClose} title={t('registro.company.title')} size="lg" closeOnInteractOutside={false} footer={footer}>
      <Wizard steps={steps} current={registered ? 1 : 0}>
        {(step) =>
          step === 0 || !registered ? (
            <CompanyDataForm
              onRegistered={(data) => {
                // The data form goes away while still 'submitting': the footer must not stay busy.
                setBusy(false);
                setRegistered(data);
              }}
              onBusy={setBusy}
            />
          ) : (
            <Stack gap="4">
              <Text>{t('registro.accreditationIntro')}</Text>
              <AccreditationStep formId={DOCS_FORM_ID} registered={registered} onBusy={setBusy} onDone={onClose} successMessage={t('registro.company.done')} />
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
export function CompanyRegistrationModal({ open, onClose }: Props) {
  const [round, setRound] = useState(0);
  return (
    <CompanyRegistration
      key={round}
      open={open}
      onClose={() => {
        onClose();
        setRound((r) => r + 1);
      }}
    />
  );
}
