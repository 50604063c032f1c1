import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, feedback } from '@dapcon/shared-sdk';

/**
 * Puts a 422 answer's field errors under the form's fields (spec part 1 §8: "server field
 * errors are shown under the matching field, in red"). Returns true when it did; anything
 * else (another status, or errors for fields the form does not have) is left to the caller,
 * usually for the shell's error modal.
 *
 * @example
 * catch (e) { if (!applyServerErrors(e, setError, ['usuario', 'password'])) feedback.error(toFeedback(e)); }
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const known = Object.entries(error.errors).filter(([field]) => (fields as readonly string[]).includes(field));
  if (known.length === 0) return false;
  known.forEach(([field, messages], i) => setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 }));
  return true;
}

/**
 * What a form does with a failed call: a 422 goes under the form's fields, any other API error to
 * the shell's error modal; anything else is a bug and is rethrown.
 *
 * @example
 * try { await postRegistroConsultor(form) } catch (e) { reportSubmitError(e, setError, FIELDS) }
 */
export function reportSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (applyServerErrors(error, setError, fields)) return;
  if (error instanceof ApiError) feedback.error(error);
  else throw error;
}
