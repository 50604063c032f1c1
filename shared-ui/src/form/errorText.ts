import { useUiText } from '../i18n';

/** A field's error as the components take it: a react-hook-form message or the API's `errors[field]` list. */
export type FieldError = string | readonly string[] | null | undefined;

/** Normalises a field error into one line of text (or nothing). */
export function errorText(error: FieldError): string | undefined {
  if (!error) return undefined;
  const text = typeof error === 'string' ? error : error.join(' ');
  return text.trim() === '' ? undefined : text;
}

/**
 * The text a field shows under it, in the interface language: the contract's messages (what the
 * forms' schemas and the server write) are Spanish texts, shown in Catalan when the interface is.
 *
 * @example
 * const text = useErrorText(errors.usuario?.message); // 'El document és obligatori.' in CA
 */
export function useErrorText(error: FieldError): string | undefined {
  const { localize } = useUiText();
  if (!error) return undefined;
  return errorText(typeof error === 'string' ? localize(error) : error.map(localize));
}
