import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { ShownFieldsProvider, type ContractFormHandle, type FormSchema } from './useContractForm';

/** Props of {@link ContractForm}. */
export interface ContractFormProps<S extends FormSchema> {
  form: ContractFormHandle<S>;
  /** Lets a button outside the form submit it (a modal's footer: `<Button type="submit" form={id}>`). */
  id?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The `<form>` of a {@link useContractForm}: the browser's own validation off (the contract's
 * messages are the ones shown), and the form's context for the kit's controls inside it.
 *
 * @example
 * <ContractForm form={form} aria-label={t('changePassword.title')}>
 *   <PasswordControl name="old_password" label={t('changePassword.old_password')} required />
 * </ContractForm>
 */
export function ContractForm<S extends FormSchema>({ form, id, children, ...rest }: ContractFormProps<S>) {
  return (
    <FormProvider {...form}>
      <ShownFieldsProvider value={form.shownFields}>
        <form id={id} noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={rest['aria-label']}>
          {children}
        </form>
      </ShownFieldsProvider>
    </FormProvider>
  );
}
