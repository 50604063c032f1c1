import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@dapcon/shared-ui';
import { ApiError, feedback } from '@dapcon/shared-sdk';

/**
 * What a registration does with a failed call: a 422 goes under the form's fields, any other
 * API error to the shell's error modal; anything else is a bug and is rethrown.
 */
export function reportSubmitError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (applyServerErrors(error, setError, fields)) return;
  if (error instanceof ApiError) feedback.error(error);
  else throw error;
}
