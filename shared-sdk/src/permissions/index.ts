/**
 * Roles, the route-permission table, redirect decisions and the side menu.
 * The decisions where the spec is silent are written in ./README.md.
 */
export { ROLES, roleOf, isRole, isAdminModule, isAresAdmin, areaKey } from './roles';
export type { Role, RoleSource } from './roles';
export {
  ROUTES,
  LOGIN_PATH,
  HOME_PATH,
  adminModule,
  aresAdmin,
  publicReader,
  bannerEditor,
  verifierOrAdmin,
  canUseForum,
  seesNotifications,
  matchRoute,
  allows,
  canAccess,
  remoteFor,
  redirectFor,
  landingPath,
  menuPath,
} from './routes';
export type { RouteDef, RouteAccess, RoutePredicate, RouteMatch } from './routes';
export { menuFor, menuLinks } from './menu';
export { useScreenTitle } from './screen-title';
export type { MenuItem, MenuLink, MenuGroup } from './menu';
