import { PERFILES } from '@dapcon/contract/core';
import type { RemoteName } from '../remotes';
import type { SessionUser } from '../session/types';
import { areaRoutes, screenAllows, type AreaRoute, type ScreenAccess } from './areas';
import { isAdminModule, isAresAdmin } from './roles';

/**
 * A permission check on a signed-in user.
 *
 * @example
 * const adminOnly: RoutePredicate = (user) => user.modulo_app === 'administrador';
 */
export type RoutePredicate = (user: SessionUser) => boolean;

/**
 * Who may open an area's nested route: everybody ('public'), only signed-out visitors ('guest'), any
 * signed-in user ('user'), or signed-in users passing a check.
 *
 * @example
 * const access: RouteAccess = 'guest';
 */
export type RouteAccess = 'public' | 'guest' | 'user' | RoutePredicate;

/**
 * @deprecated Since 1.5.0 the top-level routes are the live areas' own (`useAreas`, from their
 * descriptors in /remotes.json): this table is empty, kept so a build that names it still loads, and
 * goes at the next major version.
 */
export const ROUTES: readonly AreaRoute[] = Object.freeze([]);

/**
 * Where signed-out visitors are sent (spec part 1 §2).
 *
 * @example
 * <Navigate to={LOGIN_PATH} replace />
 */
export const LOGIN_PATH = '/login';
/**
 * Where signed-in users land, and where they go from a route they may not open.
 *
 * @example
 * <Navigate to={HOME_PATH} replace />
 */
export const HOME_PATH = '/';

/**
 * Signed-in users of the administration module (spec part 2 §2.1, §6).
 *
 * @example
 * adminModule(user) // true for admin_ares and admin_caateeb
 */
export const adminModule: RoutePredicate = (user) => isAdminModule(user);

/**
 * The Ares administrator only (administration module, profile 1): /logs, /maintenance, /idiomas.
 *
 * @example
 * aresAdmin(user)
 */
export const aresAdmin: RoutePredicate = (user) => isAresAdmin(user);

/**
 * Readers of public documents and announcements: consultor, verificador and
 * organizacion (spec part 2 §2.1).
 *
 * @example
 * publicReader(user) // false for administrators
 */
export const publicReader: RoutePredicate = (user) =>
  user.role === 'consultor' || user.role === 'verificador' || user.role === 'organizacion';

/**
 * The banner editors: the administration module, or a consultant with
 * profile 3 (spec part 2 §2.1 'administration module or consultor profile').
 *
 * @example
 * bannerEditor(user)
 */
export const bannerEditor: RoutePredicate = (user) =>
  isAdminModule(user) || (user.modulo_app === 'consultor' && user.perfil === PERFILES.consultor);

/**
 * Users who verify declarations: verifiers and the administration module.
 *
 * @example
 * verifierOrAdmin(user) // shows 'Verificar DAPcon' in the menu
 */
export const verifierOrAdmin: RoutePredicate = (user) => user.role === 'verificador' || isAdminModule(user);

/**
 * The top-bar forum link: verifier or administration module (spec part 2 §2.2, §6).
 *
 * @example
 * canUseForum(user) && <ForumLink />
 */
export function canUseForum(user: SessionUser | null): boolean {
  return user !== null && verifierOrAdmin(user);
}

/**
 * The top-bar notifications dropdown and incidents link: users outside the
 * administration module (spec part 2 §6).
 *
 * @example
 * seesNotifications(user) && <NotificationsMenu />
 */
export function seesNotifications(user: SessionUser | null): boolean {
  return user !== null && !isAdminModule(user);
}

/**
 * The top-level route a pathname falls under, and the rest of the path inside its area.
 *
 * @example
 * const m: RouteMatch | null = matchRoute('/empresas/B12345674'); // m.rest === '/B12345674'
 */
export interface RouteMatch {
  route: AreaRoute;
  /** What follows the prefix, '' for the prefix itself: '/B12345674' under '/empresas'. */
  rest: string;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function cleanPathname(pathname: string): string {
  const path = String(pathname ?? '').split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Finds the top-level route of a pathname among the live areas' screens (`useAreas`): the longest
 * path that covers it, by whole segments and case-sensitively ('/' only covers itself). Two areas may
 * declare one path for different users ('/mis-datos': the companies' and the others'): given the
 * user, the one that lets it in is chosen. What lies under a path is the area's to route; query
 * string, hash and a trailing slash are ignored.
 *
 * @example
 * matchRoute('/dapcon/12/1') // { route: { prefix: '/dapcon', … }, rest: '/12/1' }
 * matchRoute('/rcps') // null (the path is '/RCPs')
 * matchRoute('/empresasX') // null (not a whole segment)
 */
export function matchRoute(pathname: string, user?: SessionUser | null): RouteMatch | null {
  const actual = segments(cleanPathname(pathname));
  let best: { route: AreaRoute; parts: string[] } | null = null;
  for (const candidate of areaRoutes()) {
    const { parts } = candidate;
    const covers = parts.length === 0 ? actual.length === 0 : parts.length <= actual.length && parts.every((part, i) => part === actual[i]);
    if (!covers) continue;
    const longer = best === null || parts.length > best.parts.length;
    const sameButLetsIn = best !== null && parts.length === best.parts.length && user !== undefined && !allows(best.route.access, user) && allows(candidate.route.access, user);
    if (longer || sameButLetsIn) best = candidate;
  }
  if (best === null) return null;
  const rest = actual.slice(best.parts.length);
  return { route: best.route, rest: rest.length ? `/${rest.join('/')}` : '' };
}

/**
 * True when a user (null when signed out) passes an access rule: a screen's declared one (data, as
 * the endpoints' own), or an area's finer check of a nested route (a function).
 *
 * @example
 * allows(adminModule, companyUser) // false
 * allows({ modulos: ['administrador'] }, companyUser) // false
 */
export function allows(access: RouteAccess | ScreenAccess, user: SessionUser | null): boolean {
  if (typeof access === 'function') return user !== null && access(user);
  return screenAllows(access, user);
}

/**
 * True when the user (null when signed out) may open the pathname. Unknown
 * paths are never accessible.
 *
 * @example
 * canAccess(null, '/login') // true
 * canAccess(organisationUser, '/empresas') // false
 */
export function canAccess(user: SessionUser | null, pathname: string): boolean {
  const m = matchRoute(pathname, user);
  return m !== null && allows(m.route.access, user);
}

/**
 * The remote that renders the pathname for this user, or null when the path
 * is unknown or the user may not open it (so nothing is loaded for nothing).
 *
 * @example
 * remoteFor(consultantUser, '/mis-datos') // 'mf_consultores'
 * remoteFor(companyUser, '/mis-datos') // 'mf_empresas'
 */
export function remoteFor(user: SessionUser | null, pathname: string): RemoteName | null {
  const m = matchRoute(pathname, user);
  return m === null || !allows(m.route.access, user) ? null : m.route.remote;
}

/**
 * Where to send the user instead of rendering the pathname, or null to render
 * it. Signed-out visitors go to /login; a signed-in user on /login, on a route
 * its role may not open, or on an unknown path goes home ('/').
 *
 * @example
 * redirectFor(null, '/empresas') // '/login'
 * redirectFor(companyUser, '/login') // '/'
 * redirectFor(companyUser, '/mis-datos') // null
 */
export function redirectFor(user: SessionUser | null, pathname: string): string | null {
  if (canAccess(user, pathname)) return null;
  return user === null ? LOGIN_PATH : HOME_PATH;
}

/**
 * The path the menu knows a pathname by: the route's `sameAs` when it has one,
 * otherwise the pathname itself (without query or hash).
 *
 * @example
 * menuPath('/inicio') // '/'
 * menuPath('/empresas/B12345674?tab=2') // '/empresas/B12345674'
 */
export function menuPath(pathname: string): string {
  return matchRoute(pathname)?.route.sameAs ?? cleanPathname(pathname);
}

/**
 * The path to open after sign-in: the last visited path when it is this
 * user's own (or a guest's destination, `owner` null) and this user may open
 * it (and it is not the sign-in page), otherwise home. A path another user
 * visited never decides where this one lands.
 *
 * @example
 * const { lastPath, lastPathOwner } = useSession.getState();
 * navigate(landingPath(user, lastPath, lastPathOwner));
 */
export function landingPath(user: SessionUser, lastPath: string | null, owner: string | null): string {
  if (lastPath === null || (owner !== null && owner !== user.sub)) return HOME_PATH;
  const m = matchRoute(lastPath, user);
  if (m === null || m.route.access === 'guest' || !allows(m.route.access, user)) return HOME_PATH;
  return lastPath;
}
