/**
 * 'Iniciar Sesión' on a company or a consultant (spec part 2 §2.5, §2.11, §6): an administrator becomes
 * the company or the consultant in this tab, and goes back to their own session from the frame's
 * banner. The impersonation is this tab's alone: its token lives in the tab's sessionStorage
 * (`TAB_SESSION_KEY`), while the administrator's other tabs keep the browser's session, theirs. The
 * way back asks the server for a new session of the administrator, which ends the one it replaces,
 * and every tab takes the new one (docs/decisions.md, "Impersonation").
 */
import { suplantarConsultor, suplantarEmpresa, volverASesionAdmin } from '@dapcon/contract/core';
import { call } from '../client/http';
import { canAccess, HOME_PATH } from '../permissions/routes';
import { beginTabSession, endTabSession, useSession } from './store';
import type { SessionUser } from './types';

/**
 * @deprecated Nothing is kept under this key any more (the way back lands on the account's page); the
 * name stays exported so the SDK's run-time exports stay those remotes were built with (exports.json).
 */
export const IMPERSONATION_RETURN_KEY = 'dapcon-impersonation-return';

/** Where an administrator lands back when the account's page is not theirs to open: the company list. */
const COMPANIES_PATH = '/empresas';

/** Options of {@link startImpersonation} and {@link endImpersonation}. */
export interface ImpersonationOptions {
  /**
   * Opens the page the new session lands on. By default a full page load: nothing of the previous
   * user's screens, cache or loaded areas survives the change of user.
   */
  go?: (path: string) => void;
  /** Whose account `usuario` is: a company's (its CIF, the default) or a consultant's (its NIF). */
  as?: 'organizacion' | 'consultor';
}

function loadPage(path: string): void {
  window.location.assign(path);
}

/** Replaces the session with `token`, keeping the language; the previous user's last page goes. */
function replaceSession(token: string) {
  // Throws before anything changes when the token cannot be used.
  const user = useSession.getState().signIn(token);
  useSession.setState({ lastPath: null, lastPathOwner: null });
  return user;
}

/** The page of the account the administrator was acting as: the company's or the consultant's. */
function pageOf(account: SessionUser | null): string | null {
  if (account?.modulo_app === 'organizacion') return `/empresas/${encodeURIComponent(account.usuario)}`;
  if (account?.modulo_app === 'consultor') return `/consultores/${encodeURIComponent(account.usuario)}`;
  return null;
}

/**
 * An administrator opens a session as the company whose account is `usuario` (its CIF), or with
 * `as: 'consultor'` the consultant (its NIF), in this tab: the tab's session becomes theirs (the
 * language stays) and the company's home opens; the other tabs stay the administrator's. Throws the
 * `ApiError` of a refusal (404 unknown company, 409 a company de baja), with the session unchanged:
 * show it with `feedback.error`.
 *
 * @example
 * <Button onClick={() => startImpersonation(empresa.org_cif).catch((e) => e instanceof ApiError && feedback.error(e))}>
 *   {t('iniciarSesion')}
 * </Button>
 */
export async function startImpersonation(usuario: string, { go = loadPage, as = 'organizacion' }: ImpersonationOptions = {}): Promise<void> {
  const { data } = await call(as === 'consultor' ? suplantarConsultor : suplantarEmpresa, { params: { usuario } });
  beginTabSession();
  try {
    replaceSession(data.token);
  } catch (error) {
    endTabSession();
    throw error;
  }
  go(HOME_PATH);
}

/**
 * From a session an administrator opened as a company or consultant, back to the administrator: the
 * server ends that session and the administrator's one it was opened from, and answers a new one of
 * the administrator, which every tab takes. They land on the page of the company (`/empresas/{cif}`)
 * or consultant (`/consultores/{nif}`) they were acting as, or the company list. Throws the `ApiError`
 * of a refusal (403 a session that is not an impersonation; a session error also ends the tab's
 * session through the shell's watcher).
 *
 * @example
 * <Button onClick={() => endImpersonation()}>{t('impersonation.back')}</Button>
 */
export async function endImpersonation({ go = loadPage }: ImpersonationOptions = {}): Promise<void> {
  const account = useSession.getState().user;
  const { data } = await call(volverASesionAdmin);
  // The tab shares the browser's session again, which the new one replaces in every tab.
  endTabSession();
  const admin = replaceSession(data.token);
  const page = pageOf(account);
  go(page !== null && canAccess(admin, page) ? page : canAccess(admin, COMPANIES_PATH) ? COMPANIES_PATH : HOME_PATH);
}
