/**
 * The session: one zustand store shared by the whole portal, the token
 * decoder and helpers for non-React code.
 */
export { useSession, getToken, getLang, keepSessionInMemory, SESSION_STORAGE_KEY } from './store';
export type { SessionState } from './store';
export { sessionUserFromToken, isExpired, SessionTokenError } from './token';
export { startImpersonation, endImpersonation, IMPERSONATION_RETURN_KEY } from './impersonation';
export type { ImpersonationOptions } from './impersonation';
export type { SessionUser } from './types';
