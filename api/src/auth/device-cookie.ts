/**
 * The device cookie of OWASP's Authentication Cheat Sheet ('Slow down online guessing attacks with
 * device cookies'; docs/security.md 'Throttling and lockout'): a browser an account has signed in
 * from gets a cookie that vouches for that account, and the account's lock (too many failures from
 * anywhere) does not apply to it, so an attacker who keeps an account locked does not lock its owner
 * out. Failures with the cookie count on the cookie instead.
 *
 * The cookie holds up to five entries (the accounts last signed in from this browser), each
 * `<nonce>.<HMAC-SHA256(secret, usuario, nonce)>`: nothing in it names the account, and no one
 * without the secret can make one. HttpOnly, SameSite=Strict, under /api; Secure over https.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'dapcon_dispositivo';
/** How long a browser stays known: 180 days from its last sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Accounts a browser is known for at once (the most recent ones). */
const MAX_ENTRIES = 5;
const ENTRY = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

function mac(secret: string, usuario: string, nonce: string): string {
  return createHmac('sha256', secret).update(`dispositivo\u0000${usuario.toUpperCase()}\u0000${nonce}`).digest('base64url');
}

/** The well-formed entries of the device cookie in a Cookie header (none when absent). */
export function deviceEntries(cookieHeader: string | undefined): string[] {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=').split('~').filter((entry) => ENTRY.test(entry)).slice(0, MAX_ENTRIES);
  }
  return [];
}

/** The nonce of the entry that vouches for `usuario`, or null: the browser is not known for it. */
export function trustedDevice(secret: string, usuario: string, entries: readonly string[]): string | null {
  for (const entry of entries) {
    const [nonce = '', signature = ''] = entry.split('.');
    const expected = Buffer.from(mac(secret, usuario, nonce));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
  }
  return null;
}

/** The cookie's entries after `usuario` signed in: its own first (kept, or a new one), then the others. */
export function entriesAfterSignIn(secret: string, usuario: string, entries: readonly string[]): string[] {
  const known = trustedDevice(secret, usuario, entries);
  const own = known === null ? undefined : entries.find((entry) => entry.startsWith(`${known}.`));
  const nonce = randomBytes(16).toString('base64url');
  return [own ?? `${nonce}.${mac(secret, usuario, nonce)}`, ...entries.filter((entry) => entry !== own)].slice(0, MAX_ENTRIES);
}

/** The Set-Cookie header of the entries. */
export function deviceCookieHeader(entries: readonly string[], secure: boolean): string {
  return `${DEVICE_COOKIE}=${entries.join('~')}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; Path=/api; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
