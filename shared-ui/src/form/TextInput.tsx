import { forwardRef } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';

/** Props of {@link TextInput}: every Chakra `Input` prop. */
export type TextInputProps = InputProps;

/**
 * A text input that forwards its ref, so react-hook-form's `register` works. Inside a
 * {@link FormField} it takes the field's id, invalid state and description automatically.
 *
 * @example
 * <FormField label="Correo" error={errors.email?.message}>
 *   <TextInput type="email" {...register('email')} />
 * </FormField>
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(props, ref) {
  return <Input ref={ref} {...props} />;
});
