/**
 * The sign-in throttle (plugins/app/throttle.ts): failed sign-ins and wrong current
 * passwords per user and per address, password-recovery requests per address. The
 * throttle's clock is the test's, so the window passes without waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CORE_MESSAGES, MSG } from '@dapcon/contract';
import { DEFAULT_THROTTLE } from '../src/plugins/app/throttle';
import { bearer, build, demoAccount, errorBody, tokenOf } from './helper';

const MAX = DEFAULT_THROTTLE.max;
const WINDOW_MS = DEFAULT_THROTTLE.windowMs;

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

function signIn(usuario: string, password: string, modulo_app: string, remoteAddress: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { usuario, password, modulo_app } });
}

function expectThrottled(response: LightMyRequestResponse): number {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorBody(response)).toEqual({ status: 'Error', message: MSG.demasiadosIntentos });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(DEFAULT_THROTTLE.lockMs / 1000);
  return retryAfter;
}

describe('sign-in', () => {
  it('answers 429 from the sixth failure within a minute, even to the right password, until the lock ends', async () => {
    const ip = newAddress();
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(company.usuario, 'Wrong-Password-1', company.modulo_app, ip)).statusCode).toBe(401);
    }
    expectThrottled(await signIn(company.usuario, 'Wrong-Password-1', company.modulo_app, ip));
    // Locked: the right password from anywhere gets the same 429.
    const right = await signIn(company.usuario, company.password, company.modulo_app, newAddress());
    const retryAfter = expectThrottled(right);

    clock += retryAfter * 1000 + 1000;
    expect((await signIn(company.usuario, company.password, company.modulo_app, ip)).statusCode).toBe(200);
  });

  it('lets at most the limit of many failures at once through as 401; the rest are 429', async () => {
    const ip = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn(consultant.usuario, 'Wrong-Password-1', consultant.modulo_app, ip)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - MAX);
    expectThrottled(await signIn(consultant.usuario, consultant.password, consultant.modulo_app, newAddress()));
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
  });

  it('gives an unknown user the same answers as a known one', async () => {
    const known: LightMyRequestResponse[] = [];
    const unknown: LightMyRequestResponse[] = [];
    const [ipKnown, ipUnknown] = [newAddress(), newAddress()];
    for (let i = 0; i <= MAX + 1; i++) {
      known.push(await signIn(admin.usuario, 'Wrong-Password-1', admin.modulo_app, ipKnown));
      unknown.push(await signIn('X9999999Z', 'Wrong-Password-1', admin.modulo_app, ipUnknown));
    }
    const shape = (r: LightMyRequestResponse) => ({ status: r.statusCode, body: r.json<unknown>(), retryAfter: r.headers['retry-after'] });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(known.map((r) => r.statusCode)).toEqual([...Array<number>(MAX).fill(401), 429, 429]);
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
  });

  it('counts failures per address across users, and only failures', async () => {
    const ip = newAddress();
    // Successful sign-ins never count: far more than the limit, all let in.
    for (let i = 0; i < MAX * 3; i++) {
      expect((await signIn(verifier.usuario, verifier.password, verifier.modulo_app, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(`X000000${i}Z`, 'Wrong-Password-1', 'consultor', ip)).statusCode).toBe(401);
    }
    expectThrottled(await signIn('X0000009Z', 'Wrong-Password-1', 'consultor', ip));
    // The address is locked, whoever signs in from it…
    expectThrottled(await signIn(verifier.usuario, verifier.password, verifier.modulo_app, ip));
    // …but not the users from elsewhere.
    expect((await signIn(verifier.usuario, verifier.password, verifier.modulo_app, newAddress())).statusCode).toBe(200);
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
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
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
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
    clock += WINDOW_MS + DEFAULT_THROTTLE.lockMs;
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
