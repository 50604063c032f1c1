import { FormField, TextInput, useFormControl, type ControlProps } from '@dapcon/shared-ui';

/**
 * A date of the surrounding contract form, typed in the browser's date picker: its value is
 * 'yyyy-mm-dd', what the contract's `requiredDate` reads.
 *
 * @example
 * <DateControl name="org_fecha_baja" label={t('ficha.bajaAlta.fechaBaja')} required />
 */
export function DateControl({ name, label, required, disabled, helperText }: ControlProps) {
  const { field, error } = useFormControl(name);
  return (
    <FormField label={label} error={error} required={required} disabled={disabled} helperText={helperText}>
      <TextInput type="date" name={field.name} ref={field.ref} onBlur={field.onBlur} value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)} />
    </FormField>
  );
}
