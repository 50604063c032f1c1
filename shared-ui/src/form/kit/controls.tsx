// The kit's controls: each is bound by `name` to the surrounding ContractForm, shows its label and,
// in red under it, its error (the contract's message, in the interface language).
import type { HTMLAttributes, ReactNode } from 'react';
import { get, useController, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { Box, chakra, Fieldset, Flex, Textarea } from '@chakra-ui/react';
import type { UploadRule } from '@dapcon/contract/core';
import { CheckboxField } from '../CheckboxField';
import { FileField } from '../FileField';
import { useErrorText } from '../errorText';
import { FormField } from '../FormField';
import { PasswordInput } from '../PasswordInput';
import { SelectField, type SelectOption } from '../SelectField';
import { TextInput } from '../TextInput';
import { useShownField } from './useContractForm';

/** What every control takes. */
export interface ControlProps {
  /** The field's name in the form (a dot path for nested fields). */
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/**
 * A field of the surrounding contract form, for a control the kit does not have: registers it as
 * shown and gives react-hook-form's controller and the field's error.
 *
 * @example
 * const { field, error } = useFormControl('org_manif_prot_datos_pers');
 * return <NoticeCheckbox checked={field.value === true} onChange={field.onChange} error={error} />;
 */
export function useFormControl(name: string) {
  useShownField(name);
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  return { field, error: fieldState.error?.message };
}

/** The error of a registered (uncontrolled) field, re-rendering when it changes. */
function useRegisteredError(name: string): string | undefined {
  useShownField(name);
  const { control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

/** Props of {@link TextControl}. */
export interface TextControlProps extends ControlProps {
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** `date`: the browser's date picker, whose value is 'yyyy-mm-dd' (what the contract's `requiredDate` reads). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  readOnly?: boolean;
  /** A message of another field to show here when this one has none of its own (a hidden field's rule). */
  otherError?: string;
}

/**
 * A text field of the surrounding contract form.
 *
 * @example
 * <TextControl name="email" label={t('fields.email')} autoComplete="email" required />
 */
export function TextControl({ name, label, required, disabled, helperText, autoComplete, inputMode, type, readOnly, otherError }: TextControlProps) {
  const { register } = useFormContext<FieldValues>();
  const error = useRegisteredError(name) ?? otherError;
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} readOnly={readOnly} helperText={helperText}>
      <TextInput autoComplete={autoComplete} inputMode={inputMode} type={type} readOnly={readOnly} {...register(name)} />
    </FormField>
  );
}

/** Props of {@link TextareaControl}. */
export interface TextareaControlProps extends ControlProps {
  /** Visible lines of text (the box grows no further by itself; the user may resize it). 4 unless told. */
  rows?: number;
  readOnly?: boolean;
}

/**
 * A multi-line text field of the surrounding contract form (a reason, a description, a reply): the
 * label, required mark and error under it are TextControl's, the box Chakra's Textarea.
 *
 * @example
 * <TextareaControl name="motivo" label={t('dapcon.acciones.devolver.motivo')} rows={5} required />
 */
export function TextareaControl({ name, label, required, disabled, helperText, rows = 4, readOnly }: TextareaControlProps) {
  const { register } = useFormContext<FieldValues>();
  const error = useRegisteredError(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} readOnly={readOnly} helperText={helperText}>
      <Textarea rows={rows} readOnly={readOnly} resize="vertical" {...register(name)} />
    </FormField>
  );
}

/**
 * A password field (with its show/hide button) of the surrounding contract form.
 *
 * @example
 * <PasswordControl name="password" label={t('password')} autoComplete="current-password" required />
 */
export function PasswordControl({ name, label, required, disabled, helperText, autoComplete = 'current-password' }: ControlProps & { autoComplete?: string }) {
  const { field, error } = useFormControl(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <PasswordInput autoComplete={autoComplete} {...field} value={String(field.value ?? '')} />
    </FormField>
  );
}

/** Props of {@link SelectControl}. */
export interface SelectControlProps extends ControlProps {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Runs after the user picks a value (a dependent list resets, say). */
  onPicked?: (value: string) => void;
}

/**
 * A select of the surrounding contract form.
 *
 * @example
 * <SelectControl name="org_tipo" label={t('fields.tipo')} options={tipos} placeholder={t('select')} required onPicked={() => setValue('org_tamanio', '')} />
 */
export function SelectControl({ name, label, required, disabled, helperText, options, placeholder, onPicked }: SelectControlProps) {
  const { field, error } = useFormControl(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <SelectField
        placeholder={placeholder}
        options={options}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={String(field.value ?? '')}
        onChange={(event) => {
          field.onChange(event.target.value);
          onPicked?.(event.target.value);
        }}
      />
    </FormField>
  );
}

/**
 * A checkbox of the surrounding contract form (a boolean field).
 *
 * @example
 * <CheckboxControl name="org_manif_veracidad_datos" label={t('fields.veracidad')} />
 */
export function CheckboxControl({ name, label, required, disabled }: Omit<ControlProps, 'helperText'>) {
  const { field, error } = useFormControl(name);
  return <CheckboxField name={field.name} label={label} checked={field.value === true} onCheckedChange={field.onChange} error={error} required={required} disabled={disabled} />;
}

/** One box of a {@link CheckboxGroupControl}. */
export interface CheckboxOption<T extends string | number> {
  value: T;
  label: ReactNode;
}

/** Props of {@link CheckboxGroupControl}. */
export interface CheckboxGroupControlProps<T extends string | number> extends Omit<ControlProps, 'label'> {
  /** The group's name, read as its legend. */
  label: ReactNode;
  options: readonly CheckboxOption<T>[];
  /** 'row' (default): side by side, wrapping; 'column': one under another (long lists, narrow panels). */
  direction?: 'row' | 'column';
}

/**
 * A list field of the surrounding contract form as a group of checkboxes (profiles, company types):
 * a `<fieldset>` named by its legend, one box per option side by side, the values ticked kept in the
 * field (in the options' order), and the field's error under the group, in the interface language. A
 * refused form focuses its first box.
 *
 * @example
 * <CheckboxGroupControl name="perfil" label={t('perfiles')} options={[{ value: 3, label: 'Consultores' }]} required />
 */
export function CheckboxGroupControl<T extends string | number>({ name, label, options, required, disabled, helperText, direction = 'row' }: CheckboxGroupControlProps<T>) {
  const { field, error } = useFormControl(name);
  const text = useErrorText(error);
  const value: unknown = field.value;
  const ticked: unknown[] = Array.isArray(value) ? value : [];
  const set = (option: T, on: boolean) => {
    const next = new Set(on ? [...ticked, option] : ticked.filter((v) => v !== option));
    field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <Fieldset.Root size="sm" invalid={text !== undefined} disabled={disabled}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm" color="fg">
        {label}
        {required ? (
          <chakra.span color="fg.error" aria-hidden="true" ms="1">
            *
          </chakra.span>
        ) : null}
      </Fieldset.Legend>
      <Fieldset.Content>
        <Flex
          ref={(element: HTMLDivElement | null) => {
            // react-hook-form focuses the first field in error through its ref.
            field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null);
          }}
          direction={direction}
          columnGap="6"
          rowGap="2"
          wrap="wrap"
          onBlur={field.onBlur}
        >
          {options.map((option) => (
            // Each box as wide as its label.
            <Box key={String(option.value)} flex="none">
              <CheckboxField label={option.label} checked={ticked.includes(option.value)} onCheckedChange={(on) => set(option.value, on)} disabled={disabled} />
            </Box>
          ))}
        </Flex>
      </Fieldset.Content>
      {text !== undefined ? (
        <Fieldset.ErrorText fontSize="xs">{text}</Fieldset.ErrorText>
      ) : helperText ? (
        <Fieldset.HelperText fontSize="xs">{helperText}</Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  );
}

/** The props a file picker takes from a file field of the surrounding form. */
/** A file of the surrounding contract form, as the file pickers take it (`FileControl`, `ImageControl`). */
export function useFileControl(name: string) {
  const { field, error } = useFormControl(name);
  return { name: field.name, value: field.value instanceof File ? field.value : null, onChange: field.onChange, error };
}

/**
 * A file field of the surrounding contract form, checked with the contract's upload rule.
 *
 * @example
 * <FileControl name="iso14001.documento" label={t('fields.isoFile')} rule={UPLOAD_RULES.documento} required />
 */
export function FileControl({ name, rule, ...props }: ControlProps & { rule: UploadRule }) {
  return <FileField {...props} {...useFileControl(name)} rule={rule} />;
}
