/**
 * Which of the five session failures (spec part 1 §8) a request gets, decided
 * from facts already gathered: the header, the token check, the session row
 * and its user. Pure, so every branch is unit-tested without a server.
 *
 * Order matters and is part of the contract we document (docs/api.md):
 * no token → bad token → expired token → dead session → deactivated user (or, in a session an
 * administrator opened as a company, deactivated administrator).
 */
import type { TokenPayload } from '@dapcon/contract';
import type { SessionFailure } from '../errors';
import type { TokenCheck } from './tokens';

export interface SessionFacts {
  expires_at: Date;
  revoked_at: Date | null;
  usuario_id: number;
  /** The administrator who opened the session as a company ('Iniciar Sesión'); null for a user's own. */
  suplantador_id?: number | null;
}

export interface UserFacts {
  id: number;
  activo: boolean;
  fecha_baja: Date | null;
}

/** The bearer token of an Authorization header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** What a token alone says: the failure, or the payload worth looking up in the database. */
export function tokenOutcome(
  token: string | null,
  check: TokenCheck | null,
): { failure: SessionFailure } | { payload: TokenPayload } {
  if (token === null) return { failure: 'sinToken' };
  if (check === null || check.kind === 'invalid') return { failure: 'tokenInvalido' };
  if (check.kind === 'expired') return { failure: 'expirado' };
  return { payload: check.payload };
}

/**
 * The failure of a verified token's session, or null when the request may go on. A session an
 * administrator opened as a company (`suplantador_id`) lives only while that administrator may
 * still sign in: `suplantador` is their state, missing when the account is gone.
 */
export function sessionFailure(
  subject: number,
  session: SessionFacts | undefined,
  user: UserFacts | undefined,
  now: Date,
  suplantador?: Pick<UserFacts, 'activo' | 'fecha_baja'> | null,
): SessionFailure | null {
  if (!session || session.revoked_at !== null || session.expires_at <= now) return 'sesionInexistente';
  // A token naming another user's session is not that session.
  if (session.usuario_id !== subject || !user) return 'sesionInexistente';
  // The administrator's account is gone: its impersonation sessions cascade away with it; this says so too.
  const impersonation = session.suplantador_id !== undefined && session.suplantador_id !== null;
  if (impersonation && !suplantador) return 'sesionInexistente';
  if (!isUserActive(user, now)) return 'noAutorizado';
  if (impersonation && suplantador && !isUserActive(suplantador, now)) return 'noAutorizado';
  return null;
}

/** A user may sign in and keep a session while active and not past a leaving date (baja). */
export function isUserActive(user: Pick<UserFacts, 'activo' | 'fecha_baja'>, now: Date): boolean {
  return user.activo && (user.fecha_baja === null || user.fecha_baja > now);
}
