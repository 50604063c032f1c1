/**
 * The form kit: the one way a form of the portal is written. A form is bound to the contract's
 * schema (`useContractForm` + `ContractForm`), its fields by name (`TextControl`, `TextareaControl`, `PasswordControl`,
 * `SelectControl`, `CheckboxControl`, `CheckboxGroupControl`, `FileControl` (`AddressFields` is in `@dapcon/shared-ui/reference`,
 * `ImageControl` in `@dapcon/shared-ui/image`, `RichTextControl` in `@dapcon/shared-ui/editor`), or
 * `useFormControl` for a control of one's own); 422s land under their fields and other errors go to
 * the shell, in one place.
 */
export { useContractForm, useShownField, type ContractFormHandle, type ContractFormOptions } from './useContractForm';
export { ContractForm, type ContractFormProps } from './ContractForm';
export {
  useFormControl,
  TextControl,
  TextareaControl,
  PasswordControl,
  SelectControl,
  CheckboxControl,
  CheckboxGroupControl,
  FileControl,
  useFileControl,
  type ControlProps,
  type TextControlProps,
  type TextareaControlProps,
  type SelectControlProps,
  type CheckboxGroupControlProps,
  type CheckboxOption,
} from './controls';
export { forgettingOnClose, type ClosableProps } from './forgettingOnClose';
/**
 * react-hook-form's `useWatch`, for a form part that reacts to another field. Parts take the form
 * library only through the kit: it is built once, inside shared-ui, with only what the portal uses.
 *
 * @example
 * const tipo = useWatch({ name: 'tipo_acreditacion' });
 */
export { useWatch } from 'react-hook-form';
export type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
