/** A field's error as the components take it: a react-hook-form message or the API's `errors[field]` list. */
export type FieldError = string | readonly string[] | null | undefined;

/** Normalises a field error into one line of text (or nothing). */
export function errorText(error: FieldError): string | undefined {
  if (!error) return undefined;
  const text = typeof error === 'string' ? error : error.join(' ');
  return text.trim() === '' ? undefined : text;
}
