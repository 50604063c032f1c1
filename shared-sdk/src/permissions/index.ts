/**
 * Roles, the live areas' screens and menu entries (each area declares its own, `AreaDescriptor`),
 * redirect decisions and the side menu.
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
export type { RouteAccess, RoutePredicate, RouteMatch } from './routes';
export { menuFor, menuLinks, parseAreaDescriptor, screenAllows, useAreas } from './areas';
export type { AreaDescriptor, AreaMenuEntry, AreaRoute, AreaScreen, AreaText, MenuGroupDef, ScreenAccess } from './areas';
export { useScreenTitle } from './screen-title';
export type { MenuItem, MenuLink, MenuGroup } from './areas';
