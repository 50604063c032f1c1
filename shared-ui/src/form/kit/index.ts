/**
 * The form kit: the one way a form of the portal is written. A form is bound to the contract's
 * schema (`useContractForm` + `ContractForm`), its fields by name (`TextControl`, `PasswordControl`,
 * `SelectControl`, `CheckboxControl`, `FileControl`, `ImageControl`, `AddressFields`, or
 * `useFormControl` for a control of one's own); 422s land under their fields and other errors go to
 * the shell, in one place.
 */
export { useContractForm, useShownField, type ContractFormHandle, type ContractFormOptions } from './useContractForm';
export { ContractForm, type ContractFormProps } from './ContractForm';
export {
  useFormControl,
  TextControl,
  PasswordControl,
  SelectControl,
  CheckboxControl,
  FileControl,
  ImageControl,
  type TextControlProps,
  type SelectControlProps,
} from './controls';
export { AddressFields, type AddressNames } from './AddressFields';
export { forgettingOnClose, type ClosableProps } from './forgettingOnClose';
