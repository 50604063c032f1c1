import { describe, expect, it } from 'vitest';
import type { TokenPayload } from '@dapcon/contract';
import { bearerToken, isUserActive, sessionFailure, tokenOutcome } from './session-rules';

const now = new Date('2026-11-01T10:00:00Z');
const later = new Date('2026-11-01T19:00:00Z');
const earlier = new Date('2026-11-01T09:00:00Z');
const payload: TokenPayload = {
  sub: '7',
  usuario: '39284756C',
  perfil: 4,
  modulo_app: 'consultor',
  nombre: 'Elena',
  apellidos: 'Navarro Roca',
  estado_pago: null,
  sid: '6f1c2d7e-8a9b-4c3d-9e0f-1a2b3c4d5e6f',
  iat: 0,
  exp: 1,
};

describe('bearerToken', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Basic abc', null],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
    ['Bearer a b', null],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('tokenOutcome', () => {
  it('no token comes first', () => expect(tokenOutcome(null, null)).toEqual({ failure: 'sinToken' }));
  it('an unverifiable token is invalid', () => expect(tokenOutcome('x', { kind: 'invalid' })).toEqual({ failure: 'tokenInvalido' }));
  it('an expired token is expired', () => expect(tokenOutcome('x', { kind: 'expired' })).toEqual({ failure: 'expirado' }));
  it('a valid token goes on to the session check', () => expect(tokenOutcome('x', { kind: 'valid', payload })).toEqual({ payload }));
});

describe('sessionFailure', () => {
  const session = { usuario_id: 7, expires_at: later, revoked_at: null };
  const user = { id: 7, activo: true, fecha_baja: null };

  it('lets a live session of an active user through', () => {
    expect(sessionFailure(7, session, user, now)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['revoked', { ...session, revoked_at: earlier }],
    ['expired', { ...session, expires_at: earlier }],
    ['expiring right now', { ...session, expires_at: now }],
    ['of another user', { ...session, usuario_id: 8 }],
  ])('a session %s does not exist', (_name, facts) => {
    expect(sessionFailure(7, facts, user, now)).toBe('sesionInexistente');
  });

  it('a dead session wins over a deactivated user', () => {
    expect(sessionFailure(7, { ...session, revoked_at: earlier }, { ...user, activo: false }, now)).toBe('sesionInexistente');
  });

  it.each([
    ['deactivated', { ...user, activo: false }],
    ['past their leaving date', { ...user, fecha_baja: earlier }],
  ])('a user %s is not authorised', (_name, facts) => {
    expect(sessionFailure(7, session, facts, now)).toBe('noAutorizado');
  });
});

describe('sessionFailure of a session an administrator opened as a company', () => {
  const session = { usuario_id: 7, expires_at: later, revoked_at: null, suplantador_id: 3 };
  const user = { id: 7, activo: true, fecha_baja: null };
  const admin = { activo: true, fecha_baja: null };

  it('lives while the administrator may sign in', () => {
    expect(sessionFailure(7, session, user, now, admin)).toBeNull();
  });

  it.each([
    ['deactivated', { ...admin, activo: false }],
    ['past their leaving date', { ...admin, fecha_baja: earlier }],
  ])('ends when the administrator is %s', (_name, facts) => {
    expect(sessionFailure(7, session, user, now, facts)).toBe('noAutorizado');
  });

  it('does not exist once the administrator is gone', () => {
    expect(sessionFailure(7, session, user, now, null)).toBe('sesionInexistente');
  });

  it("asks nothing of an administrator in a user's own session", () => {
    expect(sessionFailure(7, { ...session, suplantador_id: null }, user, now, null)).toBeNull();
  });
});

describe('isUserActive', () => {
  it('honours a leaving date only once it has come', () => {
    expect(isUserActive({ activo: true, fecha_baja: later }, now)).toBe(true);
    expect(isUserActive({ activo: true, fecha_baja: now }, now)).toBe(false);
  });
});
