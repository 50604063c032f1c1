import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { LISTA_TAMANIO_POR_TIPO } from '@dapcon/contract/core';
import { chakra, FormField, FormSection, SelectControl, SimpleGrid, Stack, TextControl, TextInput, useFormControl, type SelectOption } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import { AddressFields, type AddressNames } from '../form/kit/AddressFields';
import { useParameterOptions } from './reference';
import './companyTexts';

/**
 * The form's names of a company's fields: the registration payload says `email` and
 * `org_persona_contacto_nombre`, the company record `org_email` and `persona_contacto_nombre`.
 */
export interface CompanyFieldNames {
  address: AddressNames;
  email: string;
  telefono: string;
  web: string;
  personaContacto: { nombre: string; cargo: string; telefono: string; email: string };
  facturacion: { nombre: string; email: string; telefono: string };
  /** An option of `tipo_empresa`. */
  tipo: string;
  /** An option of the size list of the type (`LISTA_TAMANIO_POR_TIPO`). */
  tamanio: string;
}

/**
 * The names of the company record (spec part 1 §3, part 2 §3), which the company's own data
 * (/mis-datos) and the administration's page (/empresas/{cif}) edit.
 *
 * @example
 * <CompanyFields names={COMPANY_FIELD_NAMES} />
 */
export const COMPANY_FIELD_NAMES: CompanyFieldNames = {
  address: { direccion: 'org_direccion', pais: 'org_pais', codigoPostal: 'org_codigo_postal', poblacion: 'org_poblacion', provincia: 'org_provincia' },
  email: 'org_email',
  telefono: 'org_telefono',
  web: 'org_web',
  personaContacto: {
    nombre: 'persona_contacto_nombre',
    cargo: 'persona_contacto_cargo',
    telefono: 'persona_contacto_telefono',
    email: 'persona_contacto_email',
  },
  facturacion: { nombre: 'contacto_facturacion_nombre', email: 'contacto_facturacion_email', telefono: 'contacto_facturacion_telefono' },
  tipo: 'org_tipo',
  tamanio: 'org_tamanio',
};

function isTipo(value: unknown): value is keyof typeof LISTA_TAMANIO_POR_TIPO {
  return typeof value === 'string' && Object.hasOwn(LISTA_TAMANIO_POR_TIPO, value);
}

/** A company's stored type and size (param ids), shown read-only where the form may not change them. */
export interface CompanyBilling {
  tipo: string | null;
  tamanio: string | null;
}

/**
 * A choice of the form among a few options with long texts, as radio buttons: each option's whole text
 * shows, wrapping on a narrow screen (a select would cut 'Mediana empresa (de 50 a 250 trabajadores)' at
 * 1366 px beside another field, and on any phone).
 */
function RadioOptions({ name, label, options, required, disabled, helperText }: { name: string; label: string; options: readonly SelectOption[]; required?: boolean; disabled?: boolean; helperText?: string }) {
  const { field, error } = useFormControl(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <Stack
        role="radiogroup"
        aria-label={label}
        aria-required={required}
        gap="2"
        ref={(element: HTMLDivElement | null) => {
          // react-hook-form focuses the first field in error through its ref.
          field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null);
        }}
      >
        {options.map((option) => (
          <chakra.label key={option.value} display="flex" alignItems="flex-start" gap="2" cursor="pointer" _disabled={{ cursor: 'not-allowed' }}>
            <chakra.input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              disabled={disabled}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              mt="1"
              flexShrink={0}
              accentColor="colorPalette.solid"
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
    </FormField>
  );
}

/** A value shown as a field that cannot be changed: not part of the form, so never sent. */
function ReadOnlyOption({ label, options, value, helperText }: { label: string; options: readonly SelectOption[]; value: string | null; helperText: string }) {
  const text = value === null ? '' : (options.find((o) => o.value === value)?.label ?? value);
  return (
    <FormField label={label} readOnly helperText={helperText}>
      <TextInput value={text} readOnly bg="bg.muted" color="fg.muted" />
    </FormField>
  );
}

/**
 * A company's data sections, as every company form of the portal shows them (the registration, the
 * company's own data, the administration's page): address, contact, contact person, billing
 * contact, and billing data (type and size, each type with its own size list, the sizes as radio
 * buttons so that their long texts show whole; picking another type empties the size). Each section is a fieldset named by its title. The rules they show are the
 * contract's; the fields' names are the form's (`names`). With `readOnlyBilling` (the company's own
 * data: the type and size set its fee, which only the administration changes) the type and size are
 * shown read-only from it and are no fields of the form.
 *
 * @example
 * <ContractForm form={form}>
 *   <CompanyFields names={COMPANY_FIELD_NAMES} />
 * </ContractForm>
 * <CompanyFields readOnlyBilling={{ tipo: empresa.org_tipo, tamanio: empresa.org_tamanio }} />
 */
export function CompanyFields({ names = COMPANY_FIELD_NAMES, readOnlyBilling }: { names?: CompanyFieldNames; readOnlyBilling?: CompanyBilling }) {
  const { t } = useUiText();
  const { control, setValue } = useFormContext<FieldValues>();
  const params = useParameterOptions(['tipo_empresa', 'tamanio_empresa', 'tamanio_asociacion']);
  const watched: unknown = useWatch({ control, name: names.tipo });
  const tipo = readOnlyBilling ? readOnlyBilling.tipo : watched;
  const sizes = isTipo(tipo) ? (params[LISTA_TAMANIO_POR_TIPO[tipo]] ?? []) : [];
  const { personaContacto: persona, facturacion } = names;
  return (
    <Stack gap="6">
      <FormSection legend={t('company.sections.direccion')}>
        <AddressFields names={names.address} />
      </FormSection>
      <FormSection legend={t('company.sections.contacto')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextControl name={names.email} label={t('company.fields.email')} type="email" autoComplete="email" required />
          <TextControl name={names.telefono} label={t('company.fields.telefono')} type="tel" autoComplete="tel" required />
          <TextControl name={names.web} label={t('company.fields.web')} autoComplete="url" />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('company.sections.personaContacto')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextControl name={persona.nombre} label={t('company.fields.nombre')} required />
          <TextControl name={persona.cargo} label={t('company.fields.cargo')} required />
          <TextControl name={persona.telefono} label={t('company.fields.telefono')} type="tel" required />
          <TextControl name={persona.email} label={t('company.fields.email')} type="email" required />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('company.sections.facturacion')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextControl name={facturacion.nombre} label={t('company.fields.nombre')} required />
          <TextControl name={facturacion.email} label={t('company.fields.email')} type="email" required />
          <TextControl name={facturacion.telefono} label={t('company.fields.telefono')} type="tel" required />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('company.sections.datosFacturacion')}>
        {readOnlyBilling ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ReadOnlyOption label={t('company.fields.tipo')} options={params.tipo_empresa ?? []} value={readOnlyBilling.tipo} helperText={t('company.adminOnly')} />
            <ReadOnlyOption label={t('company.fields.tamanio')} options={sizes} value={readOnlyBilling.tamanio} helperText={t('company.adminOnly')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectControl
              name={names.tipo}
              label={t('company.fields.tipo')}
              placeholder={t('company.select')}
              options={params.tipo_empresa ?? []}
              required
              // Each type has its own size list.
              onPicked={() => setValue(names.tamanio, '')}
            />
            <RadioOptions
              name={names.tamanio}
              label={t('company.fields.tamanio')}
              options={sizes}
              required
              disabled={!isTipo(tipo)}
              helperText={isTipo(tipo) ? undefined : t('company.typeFirst')}
            />
          </SimpleGrid>
        )}
      </FormSection>
    </Stack>
  );
}
