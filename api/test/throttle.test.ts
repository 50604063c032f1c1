/**
 * The sign-in throttle (plugins/app/throttle.ts; docs/security.md 'Throttling and lockout'): failed
 * sign-ins and wrong current passwords per account and address, per address, and per account (for
 * browsers it does not know: the device cookie); password-recovery requests per address; the client's
 * address as the trusted proxy reports it (TRUST_PROXY) and never from a header otherwise. The
 * throttle's clock is the test's, so the windows pass without waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CORE_MESSAGES, MSG } from '@dapcon/contract';
import { DEFAULT_THROTTLE } from '../src/plugins/app/throttle';
import { desc } from 'drizzle-orm';
import { sesiones } from '../src/db/schema';
import { bearer, build, demoAccount, errorBody, tokenOf } from './helper';

const MAX = DEFAULT_THROTTLE.max;
const WINDOW_MS = DEFAULT_THROTTLE.windowMs;
const ADDRESS_MAX = DEFAULT_THROTTLE.addressMax;
const ACCOUNT_MAX = DEFAULT_THROTTLE.accountMax;
/** Past every window and lock: the next test starts from clean counters. */
const ALL_OVER = DEFAULT_THROTTLE.accountWindowMs + DEFAULT_THROTTLE.accountLockMs;

let app: FastifyInstance;
let clock = Date.now();
beforeAll(async () => {
  // The product's limits; only the clock is the test's.
  app = await build({ throttle: { ...DEFAULT_THROTTLE, now: () => new Date(clock) } });
});
afterAll(async () => {
  await app.close();
});

const company = demoAccount((a) => a.modulo_app === 'organizacion' && a.estado_pago === 'pagado');
const consultant = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 3);
const admin = demoAccount((a) => a.modulo_app === 'administrador' && a.perfil === 1);
const verifier = demoAccount((a) => a.modulo_app === 'consultor' && a.perfil === 4);

let addresses = 0;
/** A new client address, so one test's failures do not lock the next one out. */
function newAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function signIn(usuario: string, password: string, modulo_app: string, remoteAddress: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers: cookie ? { cookie } : {}, payload: { usuario, password, modulo_app } });
}

/** The device cookie a sign-in set, as a browser sends it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  expect(header).toMatch(/^dapcon_dispositivo=[^;]+; /);
  return header.split(';')[0] ?? '';
}

function expectThrottled(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.demasiadosIntentos });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(Math.max(DEFAULT_THROTTLE.lockMs, DEFAULT_THROTTLE.accountLockMs) / 1000);
  return retryAfter;
}

describe('sign-in', () => {
  it('answers 429 from the sixth failure of an account from one address within a minute, even to the right password, until the lock ends; the owner elsewhere signs in', async () => {
    const ip = newAddress();
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(company.usuario, 'Wrong-Password-1', company.modulo_app, ip)).statusCode).toBe(401);
    }
    expectThrottled(await signIn(company.usuario, 'Wrong-Password-1', company.modulo_app, ip));
    // Locked for this address: the right password from it gets the same 429.
    const retryAfter = expectThrottled(await signIn(company.usuario, company.password, company.modulo_app, ip));
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_THROTTLE.lockMs / 1000);
    // Another client is not touched: the owner signs in (issue 33, item 21).
    expect((await signIn(company.usuario, company.password, company.modulo_app, newAddress())).statusCode).toBe(200);

    clock += retryAfter * 1000 + 1000;
    expect((await signIn(company.usuario, company.password, company.modulo_app, ip)).statusCode).toBe(200);
    clock += ALL_OVER;
  });

  it('lets at most the limit of many failures at once through as 401; the rest are 429', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(consultant.usuario, 'Wrong-Password-1', consultant.modulo_app, ip)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX);
    expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, ip));
    clock += ALL_OVER;
  });

  it('gives an unknown user the same answers as a known one', async () => {
    const known: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    const [ipKnown, ipUnknown] = [newAddress(), newAddress()];
    for (let i = 0; i <= MAX + 1; i++) {
      known.push(await signIn(admin.usuario, 'Wrong-Password-1', admin.modulo_app, ipKnown));
      unknown.push(await signIn('X9999999Z', 'Wrong-Password-1', admin.modulo_app, ipUnknown));
    }
    // …and from many addresses, where the account's own lock decides.
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      known.push(await signIn(admin.usuario, 'Wrong-Password-1', admin.modulo_app, newAddress()));
      unknown.push(await signIn('X9999999Z', 'Wrong-Password-1', admin.modulo_app, newAddress()));
    }
    const shape = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json<unknown>(), retryAfter: r.headers['retry-after'] });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(known.map((r) => r.statusCode)).toEqual([...Array<number>(MAX).fill(401), 429, 429, ...Array<number>(ACCOUNT_MAX - MAX - 1).fill(401), 429, 429, 429, 429, 429, 429]);
    clock += ALL_OVER;
  });

  it(`counts failures per address across accounts (${ADDRESS_MAX} a minute), and only failures`, async () => {
    const ip = newAddress();
    // Successful sign-ins never count: far more than the limit, all let in.
    for (let i = 0; i < MAX * 3; i++) {
      expect((await signIn(verifier.usuario, verifier.password, verifier.modulo_app, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < ADDRESS_MAX; i++) {
      expect((await signIn(`X00000${String(i).padStart(2, '0')}Z`, 'Wrong-Password-1', 'consultor', ip)).statusCode).toBe(401);
    }
    expectThrottled(await signIn('X0000099Z', 'Wrong-Password-1', 'consultor', ip));
    // The address is locked, whoever signs in from it…
    expectThrottled(await signIn(verifier.usuario, verifier.password, verifier.modulo_app, ip));
    // …but not the users from elsewhere.
    expect((await signIn(verifier.usuario, verifier.password, verifier.modulo_app, newAddress())).statusCode).toBe(200);
    clock += ALL_OVER;
  });

  it(`locks an account to browsers it does not know after ${ACCOUNT_MAX} failures from anywhere in 15 minutes, while its owner's browser signs in; failures with that browser's cookie count on the cookie`, async () => {
    // The owner signed in from this browser once: it holds the account's device cookie.
    const first = await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress());
    expect(first.statusCode).toBe(200);
    expect(String(first.headers['set-cookie'])).toMatch(/; Max-Age=15552000; Path=\/api; HttpOnly; SameSite=Strict$/);
    const owner = deviceCookieOf(first);
    // An attacker spread over many addresses, each under its own limits.
    for (let i = 0; i < ACCOUNT_MAX; i++) {
      expect((await signIn(consultant.usuario, `Guess-${i}`, consultant.modulo_app, newAddress())).statusCode).toBe(401);
    }
    expectThrottled(await signIn(consultant.usuario, 'Guess-last', consultant.modulo_app, newAddress()));
    // The account is locked to any other browser, right password included, for 15 minutes…
    const locked = expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress()));
    expect(locked).toBeGreaterThan(DEFAULT_THROTTLE.lockMs / 1000);
    // …with a cookie made up, or another account's…
    const forged = owner.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress(), forged));
    const other = deviceCookieOf(await signIn(verifier.usuario, verifier.password, verifier.modulo_app, newAddress()));
    expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress(), other));
    // …but the owner's browser signs in, from any address, and keeps its cookie (the verifier's entry too).
    const again = await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress(), `${other}~${owner.split('=')[1]}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(deviceCookieOf(again)).toBe(`dapcon_dispositivo=${owner.split('=')[1]}~${other.split('=')[1]}`);
    // Guesses with the owner's cookie (stolen) count on the cookie: 5 a minute, whatever the address.
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(consultant.usuario, `Guess-${i}`, consultant.modulo_app, newAddress(), owner)).statusCode).toBe(401);
    }
    expectThrottled(await signIn(consultant.usuario, 'Guess-last', consultant.modulo_app, newAddress(), owner));
    expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress(), owner));
    // The account's lock ends on its own.
    clock += DEFAULT_THROTTLE.accountLockMs + 1000;
    expect((await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress())).statusCode).toBe(200);
    clock += ALL_OVER;
  });

  it('answers the throttle message in Catalan for Accept-Language: ca', async () => {
    const ip = newAddress();
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i <= MAX; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'accept-language': 'ca' },
        payload: { usuario: 'Y1111111Z', password: 'Wrong-Password-1', modulo_app: 'consultor' },
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last && errorBody(last).message).toBe(CORE_MESSAGES.demasiadosIntentos.ca);
    clock += ALL_OVER;
  });
});

describe('the client address', () => {
  it('is the connection\'s without TRUST_PROXY: X-Forwarded-For is never read', async () => {
    const ip = newAddress();
    for (let i = 0; i < MAX; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers: forged, payload: { usuario: company.usuario, password: 'Wrong-Password-1', modulo_app: company.modulo_app } });
      expect(response.statusCode).toBe(401);
    }
    expectThrottled(await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers: { 'x-forwarded-for': '203.0.113.99' }, payload: { usuario: company.usuario, password: 'Wrong-Password-1', modulo_app: company.modulo_app } }));
    const right = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, headers: { 'x-forwarded-for': '198.51.100.7' }, payload: { usuario: company.usuario, password: company.password, modulo_app: company.modulo_app } });
    expectThrottled(right);
    clock += ALL_OVER;
  });

  it("behind the trusted proxy, is the address the proxy reports: five wrong passwords from one client leave another's sign-in alone, and a client's own X-Forwarded-For changes nothing", async () => {
    let proxyClock = Date.now();
    const proxied = await build({ env: { TRUST_PROXY: '127.0.0.1' }, throttle: { ...DEFAULT_THROTTLE, now: () => new Date(proxyClock) } });
    try {
      const NGINX = '127.0.0.1';
      // nginx appends the address it saw to whatever the client sent ($proxy_add_x_forwarded_for).
      const through = (client: string, password: string, sent?: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: NGINX,
          headers: { 'x-forwarded-for': sent ? `${sent}, ${client}` : client, 'x-forwarded-proto': 'https' },
          payload: { usuario: company.usuario, password, modulo_app: company.modulo_app },
        });
      // One client: five wrong passwords, each with an X-Forwarded-For of its own making.
      for (let i = 0; i < MAX; i++) expect((await through('203.0.113.5', 'Wrong-Password-1', `198.51.100.${i + 1}`)).statusCode).toBe(401);
      expectThrottled(await through('203.0.113.5', 'Wrong-Password-1', '198.51.100.98'));
      expectThrottled(await through('203.0.113.5', company.password, '198.51.100.99'));
      // Another client, through the same nginx: signs in, with the device cookie marked Secure (https at the proxy).
      const other = await through('203.0.113.6', company.password);
      expect(other.statusCode, other.body).toBe(200);
      expect(String(other.headers['set-cookie'])).toMatch(/; Secure$/);
      // The session and the request log record the client's address, not nginx's.
      const [row] = await proxied.db.select({ ip: sesiones.ip }).from(sesiones).orderBy(desc(sesiones.created_at)).limit(1);
      expect(row?.ip).toBe('203.0.113.6');
      // A request that did not come through the proxy: its X-Forwarded-For is not read.
      for (let i = 0; i <= MAX; i++) {
        await proxied.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.1', headers: { 'x-forwarded-for': `203.0.113.${100 + i}` }, payload: { usuario: company.usuario, password: 'Wrong-Password-1', modulo_app: company.modulo_app } });
      }
      expectThrottled(await proxied.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.1', headers: { 'x-forwarded-for': '203.0.113.200' }, payload: { usuario: company.usuario, password: company.password, modulo_app: company.modulo_app } }));
      proxyClock += ALL_OVER;
    } finally {
      await proxied.close();
    }
  });
});

describe('change of password', () => {
  it('answers 429 from the sixth wrong current password, then even to the right one', async () => {
    const ip = newAddress();
    const token = await tokenOf(app, admin);
    const change = (old_password: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/usuarios/cambiarPassword',
        remoteAddress: ip,
        headers: bearer(token),
        payload: { old_password, new_password: 'Nueva-Clave-2026', new_password_confirmation: 'Nueva-Clave-2026' },
      });
    for (let i = 0; i < MAX; i++) expect((await change('Wrong-Password-1')).statusCode).toBe(422);
    expectThrottled(await change('Wrong-Password-1'));
    expectThrottled(await change(admin.password));
    clock += ALL_OVER;
  });
});

describe('password recovery', () => {
  it('answers 429 from the sixth request of an address within a minute', async () => {
    const ip = newAddress();
    const ask = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reiniciarPassword',
        remoteAddress,
        payload: { modulo_app: 'consultor', consultor_nif: 'X1234567L' },
      });
    for (let i = 0; i < MAX; i++) expect((await ask(ip)).statusCode).toBe(200);
    expectThrottled(await ask(ip));
    expect((await ask(newAddress())).statusCode).toBe(200);
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
    expect((await ask(ip)).statusCode).toBe(200);
    await app.tasks.idle();
  });
});
