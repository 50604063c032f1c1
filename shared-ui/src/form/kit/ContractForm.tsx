import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type PathValue, type UseFormSetValue } from 'react-hook-form';
import { takeFirstScreen } from '../../firstScreen/firstScreen';
import { ShownFieldsProvider, type ContractFormHandle, type FormSchema } from './useContractForm';

/** Props of {@link ContractForm}. */
export interface ContractFormProps<S extends FormSchema> {
  form: ContractFormHandle<S>;
  /** Lets a button outside the form submit it (a modal's footer: `<Button type="submit" form={id}>`). */
  id?: string;
  'aria-label'?: string;
  /**
   * This form takes over the form of the screen the server drew for this page (docs/decisions.md 'A
   * first screen drawn by the server'): what was typed there, the caret, and a send made meanwhile.
   */
  takesFirstScreen?: boolean;
  children: ReactNode;
}

/** Puts what was typed on the drawn screen into `form`, and sends it when it was sent there. */
function useTakeFirstScreen<V extends FieldValues>(takes: boolean, element: React.RefObject<HTMLFormElement | null>, setValue: UseFormSetValue<V>) {
  useLayoutEffect(() => {
    const taken = takes ? takeFirstScreen() : null;
    const form = element.current;
    if (!taken || !form) return;
    for (const [name, value] of Object.entries(taken.values)) {
      if (form.elements.namedItem(name)) setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
    }
    const field = taken.focus && form.elements.namedItem(taken.focus.name);
    if (field instanceof HTMLInputElement && taken.focus) {
      field.focus();
      if (taken.focus.start !== null && taken.focus.end !== null) field.setSelectionRange(taken.focus.start, taken.focus.end);
    }
    if (taken.held) form.requestSubmit();
    // Once, as the form is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
export function ContractForm<S extends FormSchema>({ form, id, takesFirstScreen = false, children, ...rest }: ContractFormProps<S>) {
  const element = useRef<HTMLFormElement>(null);
  useTakeFirstScreen(takesFirstScreen, element, form.setValue);
  return (
    <FormProvider {...form}>
      <ShownFieldsProvider value={form.shownFields}>
        <form ref={element} id={id} noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={rest['aria-label']}>
          {children}
        </form>
      </ShownFieldsProvider>
    </FormProvider>
  );
}
