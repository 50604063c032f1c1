import { AUTH_MSG, MSG, SESSION_ERRORS } from '@dapcon/contract';

/** Why a request was not let in: one of the five session failures of spec part 1 §8. */
export type SessionFailure = keyof typeof SESSION_ERRORS;

export const ERROR_CODES = {
  validation: 'DAPCON_VALIDATION',
  session: 'DAPCON_SESSION',
  credentials: 'DAPCON_BAD_CREDENTIALS',
  forbidden: 'DAPCON_FORBIDDEN',
  notFound: 'DAPCON_NOT_FOUND',
  conflict: 'DAPCON_CONFLICT',
  gone: 'DAPCON_GONE',
  unavailable: 'DAPCON_UNAVAILABLE',
  tooManyAttempts: 'DAPCON_TOO_MANY_ATTEMPTS',
  answerSchema: 'DAPCON_ANSWER_SCHEMA',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * An error whose status and message are meant for the client. The error
 * handler answers it as `{ status: 'Error', message, errors? }`; anything else
 * that reaches it with a 5xx status is hidden behind a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 422 with field errors keyed by field name (dot path for nested fields). */
export class ValidationError extends HttpError {
  constructor(errors: Record<string, string[]>) {
    super(422, MSG.datosInvalidos, ERROR_CODES.validation, errors);
  }
}

/** 401 with exactly one of the contract's session messages. */
export class SessionError extends HttpError {
  constructor(readonly reason: SessionFailure) {
    super(401, SESSION_ERRORS[reason], ERROR_CODES.session);
  }
}

/** 401 for every failed sign-in, whatever the cause, so accounts cannot be enumerated. */
export class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, AUTH_MSG.credencialesIncorrectas, ERROR_CODES.credentials);
  }
}

/** 403: signed in, but not the kind of user the route is for. */
export class ForbiddenError extends HttpError {
  constructor(message: string = MSG.sinPermiso) {
    super(403, message, ERROR_CODES.forbidden);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = MSG.noEncontrado) {
    super(404, message, ERROR_CODES.notFound);
  }
}

/**
 * 409: the request is sound but the resource's state refuses it (a company given baja twice, a
 * company other rows still refer to deleted); the message says why.
 */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message, ERROR_CODES.conflict);
  }
}

/**
 * 410: what the address named was there and was taken away for good (a declaration withdrawn from
 * the programme, in the public registry); the message says so.
 */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message, ERROR_CODES.gone);
  }
}

/** 429 while a throttle key is locked (plugins/app/throttle.ts); the handler adds Retry-After. */
export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MSG.demasiadosIntentos, ERROR_CODES.tooManyAttempts);
  }
}

/** 503: a dependency (the database) does not answer. */
export class UnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message, ERROR_CODES.unavailable);
  }
}

/**
 * An answer that does not satisfy its endpoint's response schema: a bug of ours, never the
 * client's. It carries the endpoint id and the dot paths that failed, not the values (which
 * may be personal data); the error handler logs them and answers the generic 500.
 */
export class AnswerSchemaError extends Error {
  readonly code = ERROR_CODES.answerSchema;

  constructor(
    readonly endpoint: string,
    readonly paths: readonly string[],
  ) {
    super(`The answer of ${endpoint} does not match its schema at ${paths.join(', ')}`);
    this.name = new.target.name;
  }
}

/**
 * Field errors found by the server's own checks (duplicates, lists in the database),
 * gathered so one 422 names them all; one message per field, the first.
 */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): this {
    this.errors[field] ??= [message];
    return this;
  }

  /** The errors added so far, by field. */
  all(): Record<string, string[]> {
    return { ...this.errors };
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the 422 when any error was added. */
  throwIfAny(): void {
    if (!this.empty) throw new ValidationError({ ...this.errors });
  }
}
