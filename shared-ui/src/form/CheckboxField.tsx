import { useId, type ReactNode } from 'react';
import { Checkbox, Field } from '@chakra-ui/react';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Error text shown in red under the checkbox. */
  error?: string | null;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
}

/**
 * A controlled checkbox with its label and an optional error under it. With react-hook-form use a
 * `Controller`.
 *
 * @example
 * <CheckboxField
 *   label="Acepto la protección de datos"
 *   checked={value}
 *   onCheckedChange={onChange}
 *   error={errors.proteccion?.message}
 * />
 */
export function CheckboxField({ label, checked, onCheckedChange, error, name, disabled, readOnly, required }: CheckboxFieldProps) {
  const invalid = Boolean(error);
  const uid = useId();
  // Same linking as FormField: the error text goes into the checkbox's aria-describedby.
  return (
    <Field.Root ids={{ helperText: `${uid}-error`, errorText: `${uid}-error` }} invalid={invalid} disabled={disabled} readOnly={readOnly} required={required}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {invalid ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
