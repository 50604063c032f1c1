import { PERFILES } from '../contract';
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
 * One route of the portal: its react-router pattern, the remote that renders
 * it, who may open it and the i18n key of its title.
 *
 * @example
 * const r: RouteDef = { path: '/empresas/:cif', remote: 'mf_empresas', access: isAdminModule, title: 'route.empresa' };
 */
export interface RouteDef {
  /** react-router pattern with ':param' segments; matched exactly and case-sensitively. */
  path: string;
  remote: RemoteName;
  access: RouteAccess;
  /** i18n key in the `common` namespace */
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
 * The Ares administrator only (administration module, profile 1): /logs, /maintenance.
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
  { path: '/login', remote: 'mf_auth', access: 'guest', title: 'route.login' },
  { path: '/avis-legal', remote: 'mf_auth', access: 'public', title: 'route.avisLegal' },
  { path: '/politica-privacitat', remote: 'mf_auth', access: 'public', title: 'route.politicaPrivacitat' },
  { path: '/politica-cookies', remote: 'mf_auth', access: 'public', title: 'route.politicaCookies' },
  // The e-mailed password-reset link (RESTABLECER_PASSWORD_PATH): public, so it works signed in or not.
  { path: '/restablecer-password', remote: 'mf_auth', access: 'public', title: 'route.restablecerPassword' },
  // mf-home
  { path: '/', remote: 'mf_home', access: 'user', title: 'route.inicio' },
  { path: '/inicio', remote: 'mf_home', access: 'user', title: 'route.inicio', sameAs: '/' },
  { path: '/tickets', remote: 'mf_home', access: 'user', title: 'route.tickets' },
  { path: '/tickets/nuevo', remote: 'mf_home', access: 'user', title: 'route.ticketNuevo' },
  { path: '/tickets/:id', remote: 'mf_home', access: 'user', title: 'route.ticket' },
  // mf-empresas, any signed-in user
  { path: '/dapcon', remote: 'mf_empresas', access: 'user', title: 'route.dapcon' },
  { path: '/dapcon/:id/:languageId', remote: 'mf_empresas', access: 'user', title: 'route.dapconFicha' },
  { path: '/verificar-dapcon', remote: 'mf_empresas', access: 'user', title: 'route.verificarDapcon' },
  { path: '/Organizaciones/:id', remote: 'mf_empresas', access: 'user', title: 'route.organizacion' },
  // own data: the remote depends on the module
  { path: '/mis-datos', remote: 'mf_empresas', access: 'user', title: 'route.misDatos', remoteFor: misDatosRemote },
  // administration module
  { path: '/plantillas-mensajes', remote: 'mf_contenidos', access: adminModule, title: 'route.plantillasMensajes' },
  { path: '/RCPs', remote: 'mf_parametros', access: adminModule, title: 'route.rcps' },
  { path: '/usuarios', remote: 'mf_consultores', access: adminModule, title: 'route.usuarios' },
  { path: '/usuarios/:id', remote: 'mf_consultores', access: adminModule, title: 'route.usuario' },
  { path: '/parametros', remote: 'mf_parametros', access: adminModule, title: 'route.parametros' },
  { path: '/clasificacion-ecoplatform', remote: 'mf_parametros', access: adminModule, title: 'route.clasificacionEcoplatform' },
  { path: '/empresas', remote: 'mf_empresas', access: adminModule, title: 'route.empresas' },
  { path: '/empresas/:cif', remote: 'mf_empresas', access: adminModule, title: 'route.empresa' },
  { path: '/pagos', remote: 'mf_finanzas', access: adminModule, title: 'route.pagos' },
  { path: '/consultores', remote: 'mf_consultores', access: adminModule, title: 'route.consultores' },
  { path: '/consultores/:nif', remote: 'mf_consultores', access: adminModule, title: 'route.consultor' },
  { path: '/contenidos', remote: 'mf_contenidos', access: adminModule, title: 'route.contenidos' },
  { path: '/biblioteca-documentos', remote: 'mf_contenidos', access: adminModule, title: 'route.bibliotecaDocumentos' },
  { path: '/comunicaciones', remote: 'mf_contenidos', access: adminModule, title: 'route.comunicaciones' },
  { path: '/tarifas', remote: 'mf_finanzas', access: adminModule, title: 'route.tarifas' },
  // Ares administrator only
  { path: '/logs', remote: 'mf_parametros', access: aresAdmin, title: 'route.logs' },
  { path: '/maintenance', remote: 'mf_parametros', access: aresAdmin, title: 'route.maintenance' },
  // consultants, verifiers and organisations
  { path: '/public-documentos', remote: 'mf_contenidos', access: publicReader, title: 'route.publicDocumentos' },
  { path: '/public-comunicados', remote: 'mf_contenidos', access: publicReader, title: 'route.publicComunicados' },
  // administration module or consultant profile 3
  { path: '/banner-portada', remote: 'mf_contenidos', access: bannerEditor, title: 'route.bannerPortada' },
];

/**
 * A matched route and its decoded ':param' values.
 *
 * @example
 * const m: RouteMatch | null = matchRoute('/empresas/B12345674');
 */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function cleanPathname(pathname: string): string {
  const path = String(pathname ?? '').split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const COMPILED = ROUTES.map((route) => {
  const parts = segments(route.path);
  return { route, parts, statics: parts.filter((p) => !p.startsWith(':')).length };
});

/**
 * Finds the route of a pathname: exact, case-sensitive, segment by segment,
 * ':param' matching one non-empty segment; a static segment beats a
 * parameter ('/tickets/nuevo' is not ticket 'nuevo'). A query string, a hash
 * and a trailing slash are ignored.
 *
 * @example
 * matchRoute('/dapcon/12/1') // { route: { path: '/dapcon/:id/:languageId', … }, params: { id: '12', languageId: '1' } }
 * matchRoute('/rcps') // null (the path is '/RCPs')
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const actual = segments(cleanPathname(pathname));
  let best: { match: RouteMatch; statics: number } | null = null;
  for (const { route, parts, statics } of COMPILED) {
    if (parts.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const part = parts[i] ?? '';
      const seg = actual[i] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = decode(seg);
      else ok = part === seg;
    }
    if (ok && (best === null || statics > best.statics)) best = { match: { route, params }, statics };
  }
  return best?.match ?? null;
}

function allows(access: RouteAccess, user: SessionUser | null): boolean {
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
