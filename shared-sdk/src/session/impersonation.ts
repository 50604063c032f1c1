/**
 * 'Iniciar Sesión' on a company or a consultant (spec part 2 §2.5, §2.11, §6): an administrator becomes
 * the company or the consultant in this browser, and goes back to their own session from the frame's banner. The browser holds one session
 * at a time: the administrator's token is replaced, not kept; the way back asks the server for a new
 * one (docs/decisions.md, "Impersonation").
 */
import { suplantarConsultor, suplantarEmpresa, volverASesionAdmin } from '@dapcon/contract/auth';
import { call } from '../client/http';
import { canAccess, HOME_PATH, landingPath } from '../permissions/routes';
import { useSession } from './store';

/** sessionStorage key of where the administrator was when the impersonation started (this tab only). */
export const IMPERSONATION_RETURN_KEY = 'dapcon-impersonation-return';

/** Where an administrator lands back when the page they left is not known: the company list. */
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

interface ReturnPoint {
  path: string;
  /** The administrator's `sub`: only they land back there. */
  sub: string;
}

// sessionStorage may be unusable (private modes): the way back then lands on the company list.
function rememberReturn(point: ReturnPoint): void {
  try {
    sessionStorage.setItem(IMPERSONATION_RETURN_KEY, JSON.stringify(point));
  } catch {
    // nothing to remember with
  }
}

function takeReturn(): Partial<ReturnPoint> | null {
  try {
    const raw = sessionStorage.getItem(IMPERSONATION_RETURN_KEY);
    sessionStorage.removeItem(IMPERSONATION_RETURN_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ReturnPoint>) : null;
  } catch {
    return null;
  }
}

/** Replaces the browser's session with `token`, keeping the language; the previous user's last page goes. */
function replaceSession(token: string) {
  // Throws before anything changes when the token cannot be used.
  const user = useSession.getState().signIn(token);
  useSession.setState({ lastPath: null, lastPathOwner: null });
  return user;
}

/**
 * An administrator opens a session as the company whose account is `usuario` (its CIF), or with
 * `as: 'consultor'` the consultant (its NIF): the browser's session becomes theirs (the language stays) and the company's home opens. The
 * page the administrator was on is remembered in this tab for {@link endImpersonation}. Throws the
 * `ApiError` of a refusal (404 unknown company, 409 a company de baja), with the session unchanged:
 * show it with `feedback.error`.
 *
 * @example
 * <Button onClick={() => startImpersonation(empresa.org_cif).catch((e) => e instanceof ApiError && feedback.error(e))}>
 *   {t('iniciarSesion')}
 * </Button>
 */
export async function startImpersonation(usuario: string, { go = loadPage, as = 'organizacion' }: ImpersonationOptions = {}): Promise<void> {
  const admin = useSession.getState().user;
  const { data } = await call(as === 'consultor' ? suplantarConsultor : suplantarEmpresa, { params: { usuario } });
  if (admin) rememberReturn({ path: `${window.location.pathname}${window.location.search}`, sub: admin.sub });
  replaceSession(data.token);
  go(HOME_PATH);
}

/**
 * From a session an administrator opened as a company, back to the administrator: the server ends
 * the company's session and answers a new one of the administrator, who lands where they were when
 * they started it (in this tab), or on the company list. Throws the `ApiError` of a refusal (403 a
 * session that is not an impersonation; a session error also ends the browser's session through the
 * shell's watcher).
 *
 * @example
 * <Button onClick={() => endImpersonation()}>{t('impersonation.back')}</Button>
 */
export async function endImpersonation({ go = loadPage }: ImpersonationOptions = {}): Promise<void> {
  const { data } = await call(volverASesionAdmin);
  const admin = replaceSession(data.token);
  const saved = takeReturn();
  const fallback = canAccess(admin, COMPANIES_PATH) ? COMPANIES_PATH : HOME_PATH;
  go(saved?.sub === admin.sub && typeof saved.path === 'string' ? landingPath(admin, saved.path, admin.sub) : fallback);
}
