import { forwardRef } from 'react';
import { NativeSelect } from '@chakra-ui/react';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}: the native `<select>` props plus the options. */
export interface SelectFieldProps extends Omit<NativeSelect.FieldProps, 'children'> {
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''). */
  placeholder?: string;
  size?: NativeSelect.RootProps['size'];
  disabled?: boolean;
}

/**
 * A native select; forwards its ref for react-hook-form. Put it inside a {@link FormField} for the
 * label and the error.
 *
 * @example
 * <FormField label="Estado">
 *   <SelectField placeholder="Seleccione" options={[{ value: 'alta', label: 'Alta' }]} {...register('estado')} />
 * </FormField>
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, size, disabled, ...props },
  ref,
) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field ref={ref} placeholder={placeholder} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
