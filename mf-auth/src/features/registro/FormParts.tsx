// Pieces both registration forms use, inside their FormProvider: a registered text field and the
// account block (password twice and the logo).
import { useState, type ComponentType } from 'react';
import { Controller, useFormContext, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SimpleGrid } from '@chakra-ui/react';
import { FormField, ImagePicker, PasswordInput, SelectField, TextInput, type SelectOption } from '@dapcon/shared-ui';
import { ApiError, MSG } from '@dapcon/shared-sdk';

/** What only the server can say about a new account, and where it goes. */
const ACCOUNT_CONFLICTS: ReadonlyArray<[field: 'usuario' | 'email', message: string]> = [
  ['usuario', MSG.documentoYaRegistrado],
  ['email', MSG.correoYaRegistrado],
];

/**
 * A registration the browser refused is also sent as it is (`validate: false`), which the server
 * refuses too, storing nothing; its answer says whether the CIF/NIF or the e-mail belongs to an
 * account already, so that shows beside the other errors on the first submit. Nothing else of its
 * answer is used, and a failure to ask is no error of the form.
 *
 * @example
 * handleSubmit(onSubmit, () => void showAccountConflicts(() => postRegistroConsultor(toFormData(getValues()), { validate: false }), setError))
 */
export async function showAccountConflicts<T extends FieldValues>(send: () => Promise<unknown>, setError: UseFormSetError<T>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) return;
    for (const [field, message] of ACCOUNT_CONFLICTS) {
      if (error.fieldError(field) === message) setError(field as Path<T>, { type: 'server', message });
    }
  }
}

function useFieldError() {
  const { formState } = useFormContext<FieldValues>();
  return (name: string) => formState.errors[name]?.message as string | undefined;
}

/** A labelled text field of the surrounding form, with its error under it. */
export function TextField({ name, label, required = true, autoComplete }: { name: string; label: string; required?: boolean; autoComplete?: string }) {
  const { register } = useFormContext<FieldValues>();
  const error = useFieldError();
  return (
    <FormField label={label} error={error(name)} required={required}>
      <TextInput autoComplete={autoComplete} {...register(name)} />
    </FormField>
  );
}

/** A select bound to a field of the surrounding form; `onPicked` runs after the value is set. */
export function SelectControl({ name, options, placeholder, onPicked }: { name: string; options: SelectOption[]; placeholder?: string; onPicked?: (value: string) => void }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          placeholder={placeholder}
          options={options}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={String(field.value ?? '')}
          onChange={(e) => {
            field.onChange(e.target.value);
            onPicked?.(e.target.value);
          }}
        />
      )}
    />
  );
}

/** The account block: `password`, `password_confirmation` and the `logo` (picked and cropped). */
export function AccountFields() {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<FieldValues>();
  const error = useFieldError();
  const password = (name: 'password' | 'password_confirmation', label: string) => (
    <FormField label={label} error={error(name)} required>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <PasswordInput autoComplete="new-password" {...field} value={String(field.value ?? '')} />}
      />
    </FormField>
  );
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {password('password', t('registro.fields.password'))}
        {password('password_confirmation', t('registro.fields.passwordConfirmation'))}
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
            error={error('logo')}
          />
        )}
      />
    </>
  );
}

/** Props of a registration modal. */
export interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A registration modal whose content is re-mounted, so emptied, every time it closes: nothing
 * typed survives to the next opening (spec part 1 §4: all form state resets on close).
 */
export function forgettingOnClose(Modal: ComponentType<RegistrationModalProps>) {
  return function FreshModal({ open, onClose }: RegistrationModalProps) {
    const [round, setRound] = useState(0);
    return (
      <Modal
        key={round}
        open={open}
        onClose={() => {
          onClose();
          setRound((r) => r + 1);
        }}
      />
    );
  };
}
