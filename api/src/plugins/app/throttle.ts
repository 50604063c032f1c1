/**
 * Throttling of guesses (docs/security.md, 'Throttling and lockout'), after OWASP's Authentication
 * Cheat Sheet and Laravel's sign-in throttle. A failed sign-in (or a wrong current password) counts on
 * three keys, each with its own limit; past a key's limit within its window the key is locked, and
 * every attempt on it, right password included, answers 429 with Retry-After until the lock ends:
 *
 * - the account typed and the client's address together (Laravel's `usuario|ip`): 5 failures in a
 *   minute lock that pair for a minute. What a person mistyping meets; another client is not touched;
 * - the client's address, whatever the account: 20 failures in a minute lock the address for a minute
 *   (one client trying many accounts);
 * - the account typed, from every address: 10 failures in 15 minutes lock it for 15 minutes, but only
 *   to browsers it has not signed in from. A browser with the account's device cookie
 *   (auth/device-cookie.ts) counts on its own key instead (5 a minute), so an attacker spread over many
 *   addresses is slowed to 10 guesses per 15 minutes and the owner still signs in.
 *
 * Keys are the text typed, whether or not the account exists: known and unknown accounts get the same
 * answers. The client's address is the one the trusted proxy reports (TRUST_PROXY), never a header a
 * client could write. Password-recovery requests are counted per address (5 a minute). The counters
 * live in the database, so every API process sees the same ones.
 */
import fp from 'fastify-plugin';
import { TooManyAttemptsError } from '../../errors';
import { clearAttempts, countAttempt, lockedUntil, pruneAttempts } from '../../auth/accounts';

export interface ThrottleLimits {
  /** Failures of one account from one address (or recovery requests of one address) allowed in a window; the next is refused. */
  max: number;
  windowMs: number;
  /** How long a key stays locked once past the limit. */
  lockMs: number;
  /** Failures from one address, whatever the account, allowed in `windowMs`. */
  addressMax: number;
  /** Failures of one account from browsers it does not know, allowed in `accountWindowMs`. */
  accountMax: number;
  accountWindowMs: number;
  /** How long the account stays locked to browsers it does not know. */
  accountLockMs: number;
  /** The clock, injectable so tests need not wait a minute. */
  now: () => Date;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  max: 5,
  windowMs: 60_000,
  lockMs: 60_000,
  addressMax: 20,
  accountMax: 10,
  accountWindowMs: 15 * 60_000,
  accountLockMs: 15 * 60_000,
  now: () => new Date(),
};
/** How often rows that no longer count are removed. */
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** A counter and its limit. */
export interface ThrottleKey {
  key: string;
  max: number;
  windowMs: number;
  lockMs: number;
  /** Not forgotten when the password is right (the address's, the account's): they count down on their own. */
  keptOnSuccess?: true;
}

export interface Throttle {
  /** Throws TooManyAttemptsError while any of the keys is locked. */
  check(keys: ThrottleKey[]): Promise<void>;
  /** Counts a failure (or a request) on every key; throws TooManyAttemptsError when one went past its limit. */
  fail(keys: ThrottleKey[]): Promise<void>;
  /** A right password: forgets the failures of the keys that are not kept on success. */
  succeed(keys: ThrottleKey[]): Promise<void>;
  /**
   * The keys of a sign-in or a password check: the account typed with the address, the address, and
   * the account (from a browser it does not know) or this browser's device cookie for it.
   */
  accessKeys(usuario: string, ip: string, device: string | null): ThrottleKey[];
  /** The key of password-recovery requests: the address. */
  recoveryKeys(ip: string): ThrottleKey[];
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export default fp<Partial<ThrottleLimits>>(
  async (app, options) => {
    const limits: ThrottleLimits = { ...DEFAULT_THROTTLE, ...options };
    const short = { windowMs: limits.windowMs, lockMs: limits.lockMs };
    const throttle: Throttle = {
      async check(keys) {
        const now = limits.now();
        const until = await lockedUntil(app.db, keys.map((k) => k.key), now);
        if (until) throw new TooManyAttemptsError(secondsUntil(until, now));
      },
      async fail(keys) {
        const now = limits.now();
        let latest: Date | null = null;
        for (const { key, max, windowMs, lockMs } of keys) {
          const count = { now, windowStart: new Date(now.getTime() - windowMs), max, lockUntil: new Date(now.getTime() + lockMs) };
          const until = await countAttempt(app.db, key, count);
          if (until && (!latest || until.getTime() > latest.getTime())) latest = until;
        }
        if (latest) throw new TooManyAttemptsError(secondsUntil(latest, now));
      },
      async succeed(keys) {
        await clearAttempts(app.db, keys.filter((k) => !k.keptOnSuccess).map((k) => k.key));
      },
      accessKeys(usuario, ip, device) {
        const account = usuario.toUpperCase();
        return [
          { key: `acceso:usuario-ip:${account}|${ip}`, max: limits.max, ...short },
          { key: `acceso:ip:${ip}`, max: limits.addressMax, ...short, keptOnSuccess: true },
          device === null
            ? { key: `acceso:usuario:${account}`, max: limits.accountMax, windowMs: limits.accountWindowMs, lockMs: limits.accountLockMs, keptOnSuccess: true }
            : { key: `acceso:dispositivo:${device}`, max: limits.max, ...short },
        ];
      },
      recoveryKeys(ip) {
        return [{ key: `reinicio:ip:${ip}`, max: limits.max, ...short }];
      },
    };
    app.decorate('throttle', throttle);

    const prune = () =>
      app.tasks.run('prune throttle counters', async () => {
        const now = limits.now();
        const windowStart = new Date(now.getTime() - Math.max(limits.windowMs, limits.lockMs, limits.accountWindowMs, limits.accountLockMs));
        await pruneAttempts(app.db, windowStart, now);
      });
    const timer = setInterval(prune, PRUNE_INTERVAL_MS);
    // Never what keeps the process alive.
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'throttle', dependencies: ['database', 'tasks'] },
);
