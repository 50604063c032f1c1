import { createContext, useContext, useEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';

/** A contract schema a form can be bound to: it reads and gives an object of fields. */
export type FormSchema = v.GenericSchema<FieldValues, FieldValues>;
import { reportSubmitError } from '../serverErrors';

/** Options of {@link useContractForm}. */
export interface ContractFormOptions<S extends FormSchema> {
  /** Every field of the form, empty or prefilled. */
  defaultValues: DefaultValues<v.InferInput<S>>;
  /**
   * What the form does with the values the schema accepted (its output: trimmed, typed). A 422 it
   * throws lands under the form's fields; any other API error goes to the shell's error modal.
   */
  submit: (values: v.InferOutput<S>) => Promise<void>;
  /** When the schema refuses the form in the browser (the errors are under the fields already). */
  onInvalid?: (values: v.InferInput<S>) => void;
  /** When fields are checked: on submit (and again on change after it), or on every change. */
  mode?: 'onSubmit' | 'onChange';
}

/** A form bound to a contract schema: react-hook-form's methods plus `onSubmit` for the `<form>`. */
export type ContractFormHandle<S extends FormSchema> = UseFormReturn<v.InferInput<S>, unknown, v.InferOutput<S>> & {
  /** The `<form>`'s submit handler: validates, then runs `submit` and reports its failure. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The fields the form shows (the kit's controls register here): where a 422 may land. */
  shownFields: Set<string>;
};

/**
 * The one way a form of the portal is written: bound to the contract's schema (the same one the
 * API validates with), so the browser says what the server would, under each field; rules between
 * fields show on the first submit too (`criteriaMode: 'all'`). The submit's failures are handled
 * in one place: a 422 under the fields shown, any other API error to the shell's modal.
 *
 * @example
 * const form = useContractForm(CambiarPasswordBody, {
 *   defaultValues: { old_password: '', new_password: '', new_password_confirmation: '' },
 *   submit: async (body) => { const res = await call(cambiarPassword, { body }); feedback.success(res.message); },
 * });
 * return <ContractForm form={form}><PasswordControl name="old_password" label={…} /></ContractForm>;
 */
export function useContractForm<S extends FormSchema>(schema: S, { defaultValues, submit, onInvalid, mode = 'onSubmit' }: ContractFormOptions<S>): ContractFormHandle<S> {
  const form = useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({
    resolver: valibotResolver(schema),
    mode,
    // Validate past the first failing field, so rules between fields show on the first submit.
    criteriaMode: 'all',
    defaultValues,
  });
  const shownFields = useRef(new Set<string>()).current;
  // The latest callbacks, so the handler below stays the same between renders.
  const latest = useRef({ submit, onInvalid });
  latest.current = { submit, onInvalid };
  const { handleSubmit, setError, getValues } = form;
  const onSubmit = useMemo(
    () =>
      handleSubmit(
        async (values) => {
          try {
            await latest.current.submit(values);
          } catch (error) {
            reportSubmitError(error, setError, [...shownFields] as never[]);
          }
        },
        () => latest.current.onInvalid?.(getValues()),
      ),
    [handleSubmit, setError, getValues, shownFields],
  );
  return Object.assign(form, { onSubmit, shownFields });
}

const ShownFields = createContext<Set<string> | null>(null);

/** @internal The registry a `ContractForm` gives its controls. */
export const ShownFieldsProvider = ShownFields.Provider;

/**
 * Registers a field as shown while the control is mounted, so the form's 422 handling knows to put
 * the server's message under it (a field not on screen goes to the modal instead).
 */
export function useShownField(name: string): void {
  const fields = useContext(ShownFields);
  useEffect(() => {
    if (!fields) return;
    fields.add(name);
    return () => {
      fields.delete(name);
    };
  }, [fields, name]);
}
