import { PERFILES, type ModuloApp, type Perfil } from '@dapcon/contract/core';

/**
 * The roles the portal tells apart (spec part 1 §1, §6).
 *
 * @example
 * const role: Role = roleOf({ modulo_app: 'consultor', perfil: 4 }); // 'verificador'
 */
export type Role = 'organizacion' | 'consultor' | 'verificador' | 'admin_ares' | 'admin_caateeb';

/**
 * Every role, in the order the docs list them.
 *
 * @example
 * ROLES.includes('admin_ares') // true
 */
export const ROLES: readonly Role[] = ['organizacion', 'consultor', 'verificador', 'admin_ares', 'admin_caateeb'];

/**
 * What `roleOf` and the module checks read from a user or a token.
 *
 * @example
 * const source: RoleSource = { modulo_app: 'consultor', perfil: 4 };
 */
export interface RoleSource {
  modulo_app: ModuloApp;
  perfil: Perfil | number;
}

/**
 * The role of a user from its module and profile: administrador with profile 1
 * is admin_ares and with any other profile admin_caateeb (the limited
 * administrator); consultor with profile 4 is verificador, otherwise consultor;
 * organizacion is organizacion.
 *
 * @example
 * roleOf({ modulo_app: 'administrador', perfil: 1 }) // 'admin_ares'
 * roleOf({ modulo_app: 'consultor', perfil: 3 }) // 'consultor'
 */
export function roleOf({ modulo_app, perfil }: RoleSource): Role {
  switch (modulo_app) {
    case 'administrador':
      return perfil === PERFILES.adminAres ? 'admin_ares' : 'admin_caateeb';
    case 'consultor':
      return perfil === PERFILES.verificador ? 'verificador' : 'consultor';
    case 'organizacion':
      return 'organizacion';
  }
}

/**
 * True for a user signed in to the administration module.
 *
 * @example
 * isAdminModule(useSession.getState().user) // false when signed out
 */
export function isAdminModule(user: Pick<RoleSource, 'modulo_app'> | null | undefined): boolean {
  return user?.modulo_app === 'administrador';
}

/**
 * True for the Ares administrator (administration module, profile 1): logs,
 * maintenance, the internal fee code, classification ids (spec part 2 §6).
 *
 * @example
 * isAresAdmin({ modulo_app: 'administrador', perfil: 1 }) // true
 */
export function isAresAdmin(user: RoleSource | null | undefined): boolean {
  return isAdminModule(user) && user?.perfil === PERFILES.adminAres;
}

/**
 * True for one of the five roles.
 *
 * @example
 * isRole('verificador') // true
 */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const AREA_KEYS: Record<Role, string> = {
  consultor: 'area.consultor',
  organizacion: 'area.empresa',
  verificador: 'area.verificador',
  admin_ares: 'area.administracion',
  admin_caateeb: 'area.administracion',
};

/**
 * The i18n key of the area name shown for a role (spec part 1 §1); anything
 * that is not a known role gives the unknown area.
 *
 * @example
 * t(areaKey('organizacion')) // 'Área Empresa'
 * areaKey(null) // 'area.desconocida'
 */
export function areaKey(role: Role | string | null | undefined): string {
  return isRole(role) ? AREA_KEYS[role] : 'area.desconocida';
}
