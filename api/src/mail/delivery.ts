/**
 * The rules of delivering one queued e-mail, apart from the queue and the SMTP client: which failure is
 * worth retrying, the pace of sending, and the ids that make a row's job unique.
 */

/** The pg-boss queue every e-mail of the portal goes through. */
export const MAIL_QUEUE = 'correo';

/** What a job of the mail queue carries: the `correos` row to deliver. */
export interface MailJobData {
  correoId: number;
}

/**
 * The job id of a `correos` row: its id in the last group and how many times it was queued again by
 * hand ('Reenviar') in the first, so a second enqueue of the same delivery is refused by the job
 * table's primary key, while a resend gets a job of its own.
 *
 * @example
 * mailJobId(26, 0); // '00000000-0000-4000-8000-00000000001a'
 */
export function mailJobId(correoId: number, reenvios: number): string {
  if (!Number.isSafeInteger(correoId) || correoId < 1 || correoId >= 16 ** 12) throw new RangeError(`correo id out of range: ${correoId}`);
  if (!Number.isSafeInteger(reenvios) || reenvios < 0 || reenvios >= 16 ** 8) throw new RangeError(`reenvios out of range: ${reenvios}`);
  return `${reenvios.toString(16).padStart(8, '0')}-0000-4000-8000-${correoId.toString(16).padStart(12, '0')}`;
}

/** nodemailer's codes for a failure to reach or talk to the server at all: the message may go later. */
const TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EAUTH', 'ETLS', 'EPROTOCOL']);

/**
 * Whether a failed delivery is worth trying again: the server answered 4xx (busy, greylisting, try
 * later), or it could not be reached or talked to (no connection, timeout, authentication: a
 * configuration an operator can fix while the retries last). A 5xx answer is final, as is an error
 * that names no cause (a malformed message goes wrong the same way every time).
 */
export function isTransientMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}

/** The text recorded for a failure: the server's answer when there is one, at most `limit` characters. */
export function mailErrorText(error: unknown, limit = 1000): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, limit);
}

export interface Pace {
  /** Resolves when the next message may go: at most `perMinute` a minute, evenly spaced. */
  next(): Promise<void>;
}

/**
 * Evenly spaced sending: each call waits until 60/perMinute seconds after the previous one's slot
 * (no bursts: a mail server that throttles counts per second as often as per minute).
 */
export function mailPace(
  perMinute: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Pace {
  const interval = 60_000 / perMinute;
  let nextSlot = -Infinity;
  return {
    async next() {
      const at = Math.max(now(), nextSlot);
      nextSlot = at + interval;
      const wait = at - now();
      if (wait > 0) await sleep(wait);
    },
  };
}

/** The Message-ID of a row: stable across retries, so a mail system can drop a copy sent twice. */
export function mailMessageId(correoId: number, publicUrl: string): string {
  return `<correo-${correoId}@${new URL(publicUrl).hostname}>`;
}
