import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useErrorText } from './errorText';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Error text shown in red under the field; a list (as the API's `errors[field]`) is joined. */
  error?: string | readonly string[] | null;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** The control: {@link TextInput}, {@link PasswordInput}, {@link SelectField}, or any Chakra field control. */
  children: ReactNode;
}

/**
 * A labelled form field. When `error` is set the field is marked invalid and the text shows in red
 * under the control, linked to it through `aria-describedby`. `required` also sets the native
 * attribute on the control: give forms `noValidate` so the portal's own messages are the ones shown.
 *
 * @example
 * <FormField label="CIF" required error={errors.usuario?.message}>
 *   <TextInput {...register('usuario')} />
 * </FormField>
 */
export function FormField({ label, error, required, disabled, readOnly, helperText, children }: FormFieldProps) {
  const text = useErrorText(error);
  const uid = useId();
  // Ark links the error text only through aria-errormessage, which many screen readers ignore.
  // Giving the error text the helper-text id makes Ark put it in the control's aria-describedby.
  // (Only one of the two texts is ever rendered.)
  const describedById = text !== undefined ? `${uid}-error` : `${uid}-helper`;
  return (
    <Field.Root
      ids={{ helperText: describedById, errorText: describedById }}
      invalid={text !== undefined}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && text === undefined ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {text !== undefined ? <Field.ErrorText>{text}</Field.ErrorText> : null}
    </Field.Root>
  );
}
