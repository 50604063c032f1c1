import { ApiError, feedback } from '@dapcon/shared-sdk';

/**
 * A failed call made outside a form (a button's action): to the shell's error modal, the server's
 * message with its status; a session error is left to the shell, which signs out.
 *
 * @example
 * try { await call(eliminarEmpresa, { params }); } catch (e) { reportError(e); }
 */
export function reportError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (!error.isSessionError) feedback.error(error);
}
