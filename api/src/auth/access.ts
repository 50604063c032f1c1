/**
 * Who may call a route. Every route under /api declares `config.auth`:
 * - 'public': anyone, signed in or not;
 * - 'user': any signed-in user;
 * - { modulos?, perfiles? }: a signed-in user of one of these modules and/or
 *   profiles (both lists must match when both are given); others get 403.
 */
import type { ModuloApp, Perfil } from '@dapcon/contract';

export type RouteAccess = 'public' | 'user' | { modulos?: readonly ModuloApp[]; perfiles?: readonly Perfil[] };

/** The signed-in user of a request, as the session check found it. */
export interface AuthUser {
  id: number;
  usuario: string;
  perfil: Perfil;
  modulo_app: ModuloApp;
  nombre: string;
  apellidos: string;
  /** The server-side session the token names. */
  sessionId: string;
}

export function requiresSignIn(access: RouteAccess): boolean {
  return access !== 'public';
}

/** Whether a signed-in user may use a route with this access rule. */
export function isAllowed(access: RouteAccess, user: Pick<AuthUser, 'perfil' | 'modulo_app'>): boolean {
  if (access === 'public' || access === 'user') return true;
  const moduloOk = !access.modulos || access.modulos.includes(user.modulo_app);
  const perfilOk = !access.perfiles || access.perfiles.includes(user.perfil);
  return moduloOk && perfilOk;
}

/** Shorthands for the rules routes use most. */
export const ACCESS = {
  public: 'public',
  user: 'user',
  admin: { modulos: ['administrador'] },
  adminAres: { modulos: ['administrador'], perfiles: [1] },
} as const satisfies Record<string, RouteAccess>;
