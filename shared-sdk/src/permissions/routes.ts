import { PERFILES } from '@dapcon/contract/core';
import type { RemoteName } from '../remotes';
import type { SessionUser } from '../session/types';
import { isAdminModule, isAresAdmin } from './roles';

/**
 * A permission check on a signed-in user.
 *
 * @example
 * const adminOnly: RoutePredicate = (user) => user.modulo_app === 'administrador';
 */
export type RoutePredicate = (user: SessionUser) => boolean;

/**
 * Who may open a route: everybody ('public'), only signed-out visitors
 * ('guest'), any signed-in user ('user'), or signed-in users passing a check.
 *
 * @example
 * const access: RouteAccess = 'guest';
 */
export type RouteAccess = 'public' | 'guest' | 'user' | RoutePredicate;

/**
 * One top-level path of the portal and the area (remote) that owns everything under it, with who
 * may open it at all and the i18n key of its title. The area declares its own nested routes and
 * their finer guards (`AreaRoutes` in shared-ui): a new screen inside an area is a deploy of that
 * area alone, never a change here.
 *
 * @example
 * const r: RouteDef = { prefix: '/empresas', remote: 'mf_empresas', access: adminModule, title: 'route.empresas' };
 */
export interface RouteDef {
  /**
   * A top-level path; it covers every path under it ('/empresas' covers '/empresas/B12345674/documentos').
   * Matched by whole segments and case-sensitively; '/' covers only itself.
   */
  prefix: string;
  remote: RemoteName;
  access: RouteAccess;
  /** i18n key in the `common` namespace: the tab's title until the area names its screen. */
  title: string;
  /** When the remote depends on the user (the three 'Mis datos' variants). */
  remoteFor?: (user: SessionUser) => RemoteName;
  /** Another path of the same screen, the one the menu links to ('/inicio' is '/'). */
  sameAs?: string;
}

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

/** 'Mis datos': companies in mf-empresas; consultants, verifiers and administrators in mf-consultores. */
const misDatosRemote = (user: SessionUser): RemoteName =>
  user.modulo_app === 'organizacion' ? 'mf_empresas' : 'mf_consultores';

/**
 * The route-permission table (spec part 1 §2, part 2 §2.1 and §6). The shell
 * builds its routes and guards from it; remotes render the same patterns.
 *
 * @example
 * ROUTES.filter((r) => r.remote === 'mf_empresas').map((r) => r.path)
 */
export const ROUTES: readonly RouteDef[] = [
  // mf-auth
  { prefix: '/login', remote: 'mf_auth', access: 'guest', title: 'route.login' },
  { prefix: '/avis-legal', remote: 'mf_auth', access: 'public', title: 'route.avisLegal' },
  { prefix: '/politica-privacitat', remote: 'mf_auth', access: 'public', title: 'route.politicaPrivacitat' },
  { prefix: '/politica-cookies', remote: 'mf_auth', access: 'public', title: 'route.politicaCookies' },
  // The e-mailed password-reset link (RESTABLECER_PASSWORD_PATH): public, so it works signed in or not.
  { prefix: '/restablecer-password', remote: 'mf_auth', access: 'public', title: 'route.restablecerPassword' },
  // mf-home
  { prefix: '/', remote: 'mf_home', access: 'user', title: 'route.inicio' },
  { prefix: '/inicio', remote: 'mf_home', access: 'user', title: 'route.inicio', sameAs: '/' },
  { prefix: '/tickets', remote: 'mf_home', access: 'user', title: 'route.tickets' },
  // mf-empresas, any signed-in user
  { prefix: '/dapcon', remote: 'mf_empresas', access: 'user', title: 'route.dapcon' },
  { prefix: '/verificar-dapcon', remote: 'mf_empresas', access: 'user', title: 'route.verificarDapcon' },
  { prefix: '/Organizaciones', remote: 'mf_empresas', access: 'user', title: 'route.organizacion' },
  // own data: the remote depends on the module
  { prefix: '/mis-datos', remote: 'mf_empresas', access: 'user', title: 'route.misDatos', remoteFor: misDatosRemote },
  // administration module
  { prefix: '/plantillas-mensajes', remote: 'mf_contenidos', access: adminModule, title: 'route.plantillasMensajes' },
  { prefix: '/RCPs', remote: 'mf_parametros', access: adminModule, title: 'route.rcps' },
  { prefix: '/usuarios', remote: 'mf_consultores', access: adminModule, title: 'route.usuarios' },
  { prefix: '/parametros', remote: 'mf_parametros', access: adminModule, title: 'route.parametros' },
  { prefix: '/clasificacion-ecoplatform', remote: 'mf_parametros', access: adminModule, title: 'route.clasificacionEcoplatform' },
  { prefix: '/empresas', remote: 'mf_empresas', access: adminModule, title: 'route.empresas' },
  { prefix: '/pagos', remote: 'mf_finanzas', access: adminModule, title: 'route.pagos' },
  { prefix: '/consultores', remote: 'mf_consultores', access: adminModule, title: 'route.consultores' },
  { prefix: '/contenidos', remote: 'mf_contenidos', access: adminModule, title: 'route.contenidos' },
  { prefix: '/biblioteca-documentos', remote: 'mf_contenidos', access: adminModule, title: 'route.bibliotecaDocumentos' },
  { prefix: '/comunicaciones', remote: 'mf_contenidos', access: adminModule, title: 'route.comunicaciones' },
  { prefix: '/tarifas', remote: 'mf_finanzas', access: adminModule, title: 'route.tarifas' },
  // Ares administrator only
  { prefix: '/logs', remote: 'mf_parametros', access: aresAdmin, title: 'route.logs' },
  { prefix: '/maintenance', remote: 'mf_parametros', access: aresAdmin, title: 'route.maintenance' },
  { prefix: '/idiomas', remote: 'mf_parametros', access: aresAdmin, title: 'route.idiomas' },
  // consultants, verifiers and organisations
  { prefix: '/public-documentos', remote: 'mf_contenidos', access: publicReader, title: 'route.publicDocumentos' },
  { prefix: '/public-comunicados', remote: 'mf_contenidos', access: publicReader, title: 'route.publicComunicados' },
  // administration module or consultant profile 3
  { prefix: '/banner-portada', remote: 'mf_contenidos', access: bannerEditor, title: 'route.bannerPortada' },
];

/**
 * The top-level route a pathname falls under, and the rest of the path inside its area.
 *
 * @example
 * const m: RouteMatch | null = matchRoute('/empresas/B12345674'); // m.rest === '/B12345674'
 */
export interface RouteMatch {
  route: RouteDef;
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

const COMPILED = ROUTES.map((route) => ({ route, parts: segments(route.prefix) }));

/**
 * Finds the top-level route of a pathname: the longest prefix that covers it, by whole segments
 * and case-sensitively ('/' only covers itself). What lies under a prefix is the area's to route;
 * query string, hash and a trailing slash are ignored.
 *
 * @example
 * matchRoute('/dapcon/12/1') // { route: { prefix: '/dapcon', … }, rest: '/12/1' }
 * matchRoute('/rcps') // null (the path is '/RCPs')
 * matchRoute('/empresasX') // null (not a whole segment)
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = segments(cleanPathname(pathname));
  let best: { route: RouteDef; parts: string[] } | null = null;
  for (const candidate of COMPILED) {
    const { parts } = candidate;
    const covers = parts.length === 0 ? actual.length === 0 : parts.length <= actual.length && parts.every((part, i) => part === actual[i]);
    if (covers && (best === null || parts.length > best.parts.length)) best = candidate;
  }
  if (best === null) return null;
  const rest = actual.slice(best.parts.length);
  return { route: best.route, rest: rest.length ? `/${rest.join('/')}` : '' };
}

/**
 * True when a user (null when signed out) passes an access rule: the shell's coarse one of a
 * top-level route, or an area's finer one of a nested route.
 *
 * @example
 * allows(adminModule, companyUser) // false
 */
export function allows(access: RouteAccess, user: SessionUser | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return user === null;
  if (user === null) return false;
  return access === 'user' ? true : access(user);
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
  const m = matchRoute(pathname);
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
  const m = matchRoute(pathname);
  if (m === null || !allows(m.route.access, user)) return null;
  return user !== null && m.route.remoteFor ? m.route.remoteFor(user) : m.route.remote;
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
  const m = matchRoute(lastPath);
  if (m === null || m.route.access === 'guest' || !allows(m.route.access, user)) return HOME_PATH;
  return lastPath;
}
