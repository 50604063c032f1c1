import { ApiError } from './client';

/**
 * A UI-agnostic channel from any area to the shell's modals: remotes report an
 * error or a success, the shell (the only subscriber) decides how to show it.
 *
 * @example
 * try { await postLogin(body) } catch (e) { if (e instanceof ApiError) feedback.error(e) }
 */
export type FeedbackEvent =
  | { kind: 'error'; status: number; message: string; errors?: Record<string, string[]> }
  | { kind: 'success'; message?: string };

type Listener = (event: FeedbackEvent) => void;
const listeners = new Set<Listener>();

export const feedback = {
  /** Show the shell's error modal (titled with the status, with a 'Salir' button). */
  error(e: { status: number; message: string; errors?: Record<string, string[]> }): void {
    const event: FeedbackEvent = { kind: 'error', status: e.status, message: e.message, errors: e.errors };
    listeners.forEach((l) => l(event));
  },
  /** Show the shell's success modal, with the server's message or the default text. */
  success(message?: string): void {
    listeners.forEach((l) => l({ kind: 'success', message }));
  },
  /** The shell subscribes once; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The one place a failure outside a form is reported: an API error to the shell's error modal (a
 * session error is the shell's: it signs out, no modal); anything else is a bug and is thrown again.
 * Writes report through `useApiMutation` (`run`); a download or a lookup outside a form calls this.
 *
 * @example
 * try { saveFile((await download(remesaXml, { params })).blob, name) } catch (error) { reportApiError(error) }
 */
export function reportApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
  if (!error.isSessionError) feedback.error(error);
}
