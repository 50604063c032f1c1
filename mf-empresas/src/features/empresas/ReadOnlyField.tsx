import { FormField, TextInput } from '@dapcon/shared-ui';

/**
 * A value shown as a field that cannot be changed (the CIF, or a company's legal name on its own
 * data page): not part of the form, so never sent.
 *
 * @example
 * <ReadOnlyField label="CIF" value={empresa.org_cif} />
 */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label} readOnly>
      <TextInput value={value} readOnly bg="bg.muted" color="fg.muted" />
    </FormField>
  );
}
