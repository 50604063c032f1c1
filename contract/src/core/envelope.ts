/**
 * The Laravel-style envelope every answer uses: `{ status, message, data }`.
 *
 * @example
 * const body: Envelope<{ token: string }> = { status: 'Success', message: 'ok', data: { token } };
 */
export interface Envelope<T> {
  status: 'Success' | 'Error';
  message: string;
  data: T;
}

/** Lists inside `data`: `{ data: [...], total, per_page, current_page }`. */
export interface Paginated<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
}

/** 422 body: `{ message, errors: { field: [text] } }`. */
export interface ValidationErrorBody {
  status: 'Error';
  message: string;
  errors: Record<string, string[]>;
}

/** Any non-2xx body. */
export interface ErrorBody {
  status: 'Error';
  message: string;
  errors?: Record<string, string[]>;
}
