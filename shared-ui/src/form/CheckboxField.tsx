import { useId, useRef, type ReactNode } from 'react';
import { Checkbox, Field } from '@chakra-ui/react';
import { useErrorText } from './errorText';

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
  const text = useErrorText(error);
  const invalid = text !== undefined;
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const current = useRef(checked);
  current.current = checked;
  // Same linking as FormField: the error text goes into the checkbox's aria-describedby.
  return (
    <Field.Root ids={{ helperText: `${uid}-error`, errorText: `${uid}-error` }} invalid={invalid} disabled={disabled} readOnly={readOnly} required={required}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => {
          onCheckedChange(details.checked === true);
          // The native input has already toggled. When the owner refuses the change (it asks for a
          // confirmation first, say), put it back, or the next click would toggle it silently.
          setTimeout(() => {
            if (input.current && input.current.checked !== current.current) input.current.checked = current.current;
          });
        }}
      >
        <Checkbox.HiddenInput ref={input} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {invalid ? <Field.ErrorText>{text}</Field.ErrorText> : null}
    </Field.Root>
  );
}
