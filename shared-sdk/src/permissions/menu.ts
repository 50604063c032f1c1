import type { SessionUser } from '../session/types';
import { isAdminModule } from './roles';
import { aresAdmin, bannerEditor, publicReader, verifierOrAdmin } from './routes';

/**
 * A side-menu link. `label` is an i18n key of the `common` namespace.
 *
 * @example
 * const link: MenuLink = { kind: 'link', id: 'inicio', label: 'menu.inicio', to: '/' };
 */
export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
}

/**
 * A side-menu group of links.
 *
 * @example
 * const group: MenuGroup = { kind: 'group', id: 'web-publica', label: 'menu.webPublica', children: [bannerLink] };
 */
export interface MenuGroup {
  kind: 'group';
  id: string;
  label: string;
  children: MenuLink[];
}

/**
 * An entry of the side menu.
 *
 * @example
 * item.kind === 'group' ? item.children.map(render) : render(item)
 */
export type MenuItem = MenuLink | MenuGroup;

const link = (id: string, label: string, to: string): MenuLink => ({ kind: 'link', id, label, to });

/**
 * The side menu of a user (spec part 2 §2.2 and §6; the table per role is in
 * permissions/README.md). Every link points at a route `canAccess` allows for
 * that user; empty groups are left out.
 *
 * @example
 * menuFor(user).map((item) => t(item.label))
 */
export function menuFor(user: SessionUser): MenuItem[] {
  const admin = isAdminModule(user);
  const items: MenuItem[] = [link('inicio', 'menu.inicio', '/'), link('dapcon', 'menu.dapcon', '/dapcon')];

  if (verifierOrAdmin(user)) items.push(link('verificar-dapcon', 'menu.verificarDapcon', '/verificar-dapcon'));
  if (admin) {
    items.push(link('empresas', 'menu.empresas', '/empresas'), link('consultores', 'menu.consultores', '/consultores'));
    items.push({
      kind: 'group',
      id: 'comunicacion',
      label: 'menu.comunicacion',
      children: [
        link('documentos', 'menu.documentos', '/biblioteca-documentos'),
        link('contenidos', 'menu.contenidos', '/contenidos'),
        link('comunicaciones', 'menu.comunicaciones', '/comunicaciones'),
      ],
    });
    const administracion = [
      link('usuarios', 'menu.usuarios', '/usuarios'),
      link('plantillas', 'menu.plantillas', '/plantillas-mensajes'),
      link('parametros', 'menu.parametros', '/parametros'),
      link('clasificacion-ecoplatform', 'menu.clasificacionEcoplatform', '/clasificacion-ecoplatform'),
      link('rcps', 'menu.rcps', '/RCPs'),
      // The languages: the Ares administrator's alone (profile 1), after RCPs.
      ...(aresAdmin(user) ? [link('idiomas', 'menu.idiomas', '/idiomas')] : []),
      link('tarifas', 'menu.tarifas', '/tarifas'),
      link('incidencias', 'menu.incidencias', '/tickets'),
      link('pagos', 'menu.pagos', '/pagos'),
    ];
    if (aresAdmin(user)) {
      administracion.push(link('logs', 'menu.logs', '/logs'), link('mantenimiento', 'menu.mantenimiento', '/maintenance'));
    }
    items.push({ kind: 'group', id: 'administracion', label: 'menu.administracion', children: administracion });
  } else if (publicReader(user)) {
    items.push({
      kind: 'group',
      id: 'comunicacion',
      label: 'menu.comunicacion',
      children: [
        link('public-documentos', 'menu.documentos', '/public-documentos'),
        link('public-comunicados', 'menu.comunicados', '/public-comunicados'),
      ],
    });
  }
  if (!admin) items.push(link('incidencias', 'menu.incidencias', '/tickets'));
  if (bannerEditor(user)) {
    items.push({
      kind: 'group',
      id: 'web-publica',
      label: 'menu.webPublica',
      children: [link('banner-portada', 'menu.bannerPortada', '/banner-portada')],
    });
  }
  items.push(link('mis-datos', 'menu.misDatos', '/mis-datos'));
  return items;
}

/**
 * All links of a menu, groups flattened, in order.
 *
 * @example
 * menuLinks(menuFor(user)).find((l) => l.to === location.pathname)
 */
export function menuLinks(items: readonly MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
}
