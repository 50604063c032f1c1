import type { ReactNode } from 'react';
import { Fieldset } from '@chakra-ui/react';

/** Props of {@link FormSection}. */
export interface FormSectionProps {
  /** The section's title, which also names the group for assistive technology. */
  legend: ReactNode;
  children: ReactNode;
}

/**
 * A titled group of a form's fields: a `<fieldset>` named by its `<legend>`, so a screen reader (and
 * a test, `getByRole('group', { name })`) finds 'Persona de contacto' as one group.
 *
 * @example
 * <FormSection legend={t('sections.contacto')}>
 *   <TextControl name="org_email" label={t('fields.email')} required />
 * </FormSection>
 */
export function FormSection({ legend, children }: FormSectionProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
