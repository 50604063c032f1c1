import type { Envelope } from '@dapcon/contract';

/** A successful answer in the contract's envelope. */
export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { status: 'Success', message, data };
}
