/**
 * Throttling of guesses (docs/decisions.md, "Throttling"): failed sign-ins and wrong
 * current passwords are counted per user (the CIF/NIF typed, whether or not it exists,
 * so known and unknown accounts get the same answers) and per address; password-recovery
 * requests are counted per address. Past the limit within the window the key is locked:
 * every attempt on it, right password included, answers 429 with Retry-After until the
 * lock ends. The counters live in the database, so every API process sees the same ones.
 */
import fp from 'fastify-plugin';
import { TooManyAttemptsError } from '../../errors';
import { clearAttempts, countAttempt, lockedUntil, pruneAttempts } from '../../areas/auth/repository';

export interface ThrottleLimits {
  /** Failures (or recovery requests) allowed in a window; the next one is refused. */
  max: number;
  windowMs: number;
  /** How long a key stays locked once past the limit. */
  lockMs: number;
  /** The clock, injectable so tests need not wait a minute. */
  now: () => Date;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { max: 5, windowMs: 60_000, lockMs: 60_000, now: () => new Date() };
/** How often rows that no longer count are removed. */
const PRUNE_INTERVAL_MS = 10 * 60_000;

export interface Throttle {
  /** Throws TooManyAttemptsError while any of the keys is locked. */
  check(keys: string[]): Promise<void>;
  /** Counts a failure (or a request) on every key; throws TooManyAttemptsError when one went past the limit. */
  fail(keys: string[]): Promise<void>;
  /** Forgets the failures of keys. */
  clear(keys: string[]): Promise<void>;
}

/** The keys of a sign-in or a password check: the user typed and the address. */
export function accessKeys(usuario: string, ip: string): string[] {
  return [`acceso:usuario:${usuario.toUpperCase()}`, `acceso:ip:${ip}`];
}

export function recoveryKeys(ip: string): string[] {
  return [`reinicio:ip:${ip}`];
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
    const throttle: Throttle = {
      async check(keys) {
        const now = limits.now();
        const until = await lockedUntil(app.db, keys, now);
        if (until) throw new TooManyAttemptsError(secondsUntil(until, now));
      },
      async fail(keys) {
        const now = limits.now();
        const count = {
          now,
          windowStart: new Date(now.getTime() - limits.windowMs),
          max: limits.max,
          lockUntil: new Date(now.getTime() + limits.lockMs),
        };
        let latest: Date | null = null;
        for (const key of keys) {
          const until = await countAttempt(app.db, key, count);
          if (until && (!latest || until.getTime() > latest.getTime())) latest = until;
        }
        if (latest) throw new TooManyAttemptsError(secondsUntil(latest, now));
      },
      async clear(keys) {
        await clearAttempts(app.db, keys);
      },
    };
    app.decorate('throttle', throttle);

    const prune = () =>
      app.tasks.run('prune throttle counters', async () => {
        const now = limits.now();
        const windowStart = new Date(now.getTime() - Math.max(limits.windowMs, limits.lockMs));
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
