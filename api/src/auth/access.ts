/**
 * Who may call a route is the contract's (`Access`, `ACCESS`, `isAllowed`, `requiresSignIn` in
 * `@dapcon/contract`): every endpoint declares it and `serve` puts it in the route's
 * `config.auth`. What is the API's own is the user a request was authenticated as.
 */
import type { ModuloApp, Perfil } from '@dapcon/contract';

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
  /**
   * In a session an administrator opened as a company ('Iniciar Sesión'), that administrator's
   * user id; null in a user's own session. Writes are recorded with both (plugins/app/audit.ts).
   */
  suplantadorId: number | null;
}
