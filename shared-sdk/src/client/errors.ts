import { isSessionError } from '@dapcon/contract/core';

/** The error body fields the client reads. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Normalises a `{ field: [text] }` map (a single string becomes a one-item
 * list; anything that is not text is dropped).
 */
export function toFieldErrors(value: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!isRecord(value)) return out;
  for (const [field, texts] of Object.entries(value)) {
    const list = (Array.isArray(texts) ? texts : [texts]).filter((t): t is string => typeof t === 'string');
    if (list.length > 0) out[field] = list;
  }
  return out;
}

/**
 * The one error type of the API client. `status` is the HTTP status (0 when
 * no answer arrived: network failure or timeout), `message` the server's
 * message, `errors` the 422 field errors and `body` the parsed answer.
 *
 * @example
 * try {
 *   await postLogin(values);
 * } catch (e) {
 *   if (e instanceof ApiError) setError('usuario', { message: e.fieldError('usuario') ?? e.message });
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /**
   * True for the five session failures of spec part 1 §8 (401 with one of
   * SESSION_ERRORS): the shell signs out and goes to /login.
   *
   * @example
   * onApiError((e) => { if (e.isSessionError) useSession.getState().signOut(); });
   */
  get isSessionError(): boolean {
    return this.status === 401 && isSessionError(this.message);
  }

  /**
   * True for field errors (422): forms show them under the fields, not in a modal.
   *
   * @example
   * if (!e.isValidationError) showErrorModal(e);
   */
  get isValidationError(): boolean {
    return this.status === 422;
  }

  /**
   * True when no answer arrived (network failure, timeout).
   *
   * @example
   * if (e.isNetworkError) showOffline();
   */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * The first error text of a field, if any.
   *
   * @example
   * e.fieldError('usuario') // 'El documento es obligatorio.'
   */
  fieldError(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

/** Builds an ApiError from a failed answer's status, status text and parsed body. */
export function apiErrorFromBody(status: number, statusText: string, body: unknown, fallback: string): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
  let errors = isRecord(body) ? toFieldErrors(body.errors) : {};
  // Older answers carry field errors in `data` (spec part 1 §8).
  if (status === 422 && Object.keys(errors).length === 0 && isRecord(body)) errors = toFieldErrors(body.data);
  return new ApiError(status, message || statusText || `Error ${status}`, errors, body);
}
