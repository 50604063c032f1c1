import * as v from 'valibot';
import { isAllowed, MODULOS_APP, PERFILES, type Access } from '@dapcon/contract/core';
import { create } from 'zustand';
import type { Lang } from '../i18n';
import type { RemoteName } from '../remotes';
import type { SessionUser } from '../session/types';

/**
 * A text in each interface language, written once per language where it is declared.
 *
 * @example
 * const title: AreaText = { es: 'Tarifas', ca: 'Tarifes' };
 */
export type AreaText = Readonly<Record<Lang, string>>;

/**
 * Who may open a screen: the endpoints' own rules (`@dapcon/contract/core`'s `Access`: 'public',
 * 'user', a module/profile rule or `anyOf` rules), or 'guest' for the pages of signed-out visitors
 * (/login). The API stays the authority: a screen's rule only hides what the API would refuse
 * (api/test/screen-access.test.ts checks the two agree).
 *
 * @example
 * const access: ScreenAccess = { modulos: ['administrador'], perfiles: [1] };
 */
export type ScreenAccess = 'guest' | Access;

/**
 * A top-level path an area renders, everything under it included ('/tarifas' covers '/tarifas/3').
 *
 * @example
 * const screen: AreaScreen = { path: '/tarifas', access: { modulos: ['administrador'] }, title: { es: 'Tarifas', ca: 'Tarifes' }, reads: 'GET /tarifas' };
 */
export interface AreaScreen {
  /** Matched by whole segments and case-sensitively; '/' covers only itself. */
  readonly path: string;
  readonly access: ScreenAccess;
  /** The browser tab's title until the area names the screen it shows. */
  readonly title: AreaText;
  /** Another path of the same screen, the one the menu links to ('/inicio' is '/'). */
  readonly sameAs?: string;
  /** The endpoint the screen reads first ('GET /tarifas'): the access test asks the API with it. */
  readonly reads?: string;
}

/**
 * A side-menu entry of an area: where it links, its label, the spec's group it sits in (the shell
 * knows the groups and where they stand) and its place, by `order`, among the entries around it.
 *
 * @example
 * const entry: AreaMenuEntry = { id: 'tarifas', to: '/tarifas', label: { es: 'Tarifas', ca: 'Tarifes' }, group: 'administracion', order: 60 };
 */
export interface AreaMenuEntry {
  readonly id: string;
  /** One of the area's screens. */
  readonly to: string;
  readonly label: AreaText;
  /** A group the shell knows ('comunicacion', 'administracion', 'web-publica'); the top level without one. */
  readonly group?: string;
  readonly order: number;
  /** Who sees the entry; the screen's rule when absent. */
  readonly access?: ScreenAccess;
}

/**
 * What an area declares of itself (its `src/area.ts`): its name, its top-level screens and its menu
 * entries. The build writes it beside the area's manifest (area.json), publishing copies it into
 * /remotes.json, and the shell builds its routes, gate, titles and side menu from the live areas'.
 *
 * @example
 * export default { name: { es: 'el área de finanzas', ca: "l'àrea de finances" }, screens: […], menu: […] } satisfies AreaDescriptor;
 */
export interface AreaDescriptor {
  /** The area as a message names it: 'No se ha podido cargar {{area}}.' */
  readonly name: AreaText;
  readonly screens: readonly AreaScreen[];
  readonly menu: readonly AreaMenuEntry[];
}

const Text = v.object({ es: v.pipe(v.string(), v.minLength(1)), ca: v.pipe(v.string(), v.minLength(1)) });
const Path = v.pipe(v.string(), v.regex(/^\/[^?#\s]*$/));
// Strict: a rule with a key it does not know (a misspelt 'anyOf') must not pass as a rule letting anyone in.
const Rule = v.strictObject({
  modulos: v.optional(v.array(v.picklist(MODULOS_APP))),
  perfiles: v.optional(v.array(v.picklist(Object.values(PERFILES)))),
});
const AccessSchema = v.union([v.picklist(['guest', 'public', 'user']), v.strictObject({ anyOf: v.array(Rule) }), Rule]);
const ScreenSchema = v.object({ path: Path, access: AccessSchema, title: Text, sameAs: v.optional(Path), reads: v.optional(v.string()) });
const EntrySchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  to: Path,
  label: Text,
  group: v.optional(v.string()),
  order: v.number(),
  access: v.optional(AccessSchema),
});
const DescriptorSchema = v.pipe(
  v.object({ name: Text, screens: v.array(ScreenSchema), menu: v.array(EntrySchema) }),
  v.check((d) => d.menu.every((e) => d.screens.some((s) => s.path === e.to)), 'a menu entry links to a screen the area does not declare'),
);

/**
 * An area's descriptor when `value` is a valid one (else null and why): what /remotes.json or an
 * area.json holds is checked before the shell routes by it.
 *
 * @example
 * const { area, issue } = parseAreaDescriptor(json.areas.mf_finanzas);
 */
export function parseAreaDescriptor(value: unknown): { area: AreaDescriptor | null; issue: string | null } {
  const parsed = v.safeParse(DescriptorSchema, value);
  if (parsed.success) return { area: parsed.output as AreaDescriptor, issue: null };
  const first = parsed.issues[0];
  return { area: null, issue: `${v.getDotPath(first) ?? ''} ${first.message}`.trim() };
}

/**
 * The live areas' descriptors, by container name, and the areas whose code could not be loaded
 * (their menu entries show as unavailable, with a retry). The shell's registry fills it from
 * /remotes.json; the gate, the menu and the tab's title read it.
 *
 * @example
 * const areas = useAreas((s) => s.areas);
 */
export const useAreas = create<{
  areas: Partial<Record<RemoteName, AreaDescriptor>>;
  unavailable: readonly RemoteName[];
  setAreas(areas: Partial<Record<RemoteName, AreaDescriptor>>): void;
  setUnavailable(remote: RemoteName, unavailable: boolean): void;
}>()((set) => ({
  areas: {},
  unavailable: [],
  setAreas: (areas) => set({ areas }),
  setUnavailable: (remote, unavailable) =>
    set((s) => {
      const has = s.unavailable.includes(remote);
      if (has === unavailable) return s;
      return { unavailable: unavailable ? [...s.unavailable, remote] : s.unavailable.filter((r) => r !== remote) };
    }),
}));

/**
 * True when a user (null when signed out) passes a screen's rule.
 *
 * @example
 * screenAllows({ modulos: ['administrador'] }, companyUser) // false
 */
export function screenAllows(access: ScreenAccess, user: Pick<SessionUser, 'modulo_app' | 'perfil'> | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest') return user === null;
  if (user === null) return false;
  return isAllowed(access, user);
}

/** A screen of a live area, with the area that renders it. */
export interface AreaRoute {
  prefix: string;
  remote: RemoteName;
  access: ScreenAccess;
  title: AreaText;
  sameAs?: string;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

let compiledFrom: Partial<Record<RemoteName, AreaDescriptor>> | null = null;
let compiled: { route: AreaRoute; parts: string[] }[] = [];

/** Every screen of the live areas, in the order the areas declare them. */
export function areaRoutes(): readonly { route: AreaRoute; parts: string[] }[] {
  const { areas } = useAreas.getState();
  if (areas !== compiledFrom) {
    compiledFrom = areas;
    compiled = Object.entries(areas).flatMap(([remote, area]) =>
      (area?.screens ?? []).map((s) => ({
        route: { prefix: s.path, remote: remote as RemoteName, access: s.access, title: s.title, ...(s.sameAs ? { sameAs: s.sameAs } : {}) },
        parts: segments(s.path),
      })),
    );
  }
  return compiled;
}

/**
 * A side-menu group the shell knows (the spec's 'Comunicación', 'Administración', 'Web Pública'):
 * its label, already translated, and its place among the top-level entries.
 *
 * @example
 * const group: MenuGroupDef = { id: 'administracion', label: 'Administración', order: 70 };
 */
export interface MenuGroupDef {
  id: string;
  label: string;
  order: number;
}

/**
 * A side-menu link, its label in the interface language, with the area that renders it.
 *
 * @example
 * const link: MenuLink = { kind: 'link', id: 'tarifas', label: 'Tarifas', to: '/tarifas', remote: 'mf_finanzas' };
 */
export interface MenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
  remote: RemoteName;
}

/**
 * A side-menu group of links.
 *
 * @example
 * const group: MenuGroup = { kind: 'group', id: 'web-publica', label: 'Web Pública', children: [bannerLink] };
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

/**
 * The side menu of a user from the live areas' entries: those the user may see, each in its group
 * (an entry naming a group the shell does not know stays at the top level), groups and top-level
 * entries by `order`, the entries of a group by theirs; empty groups are left out. An entry without a
 * rule of its own is seen by whom its screen lets in.
 *
 * @example
 * menuFor(user, SPEC_GROUPS, 'ca').map((item) => item.label)
 */
export function menuFor(user: SessionUser, groups: readonly MenuGroupDef[], lang: Lang): MenuItem[] {
  const { areas } = useAreas.getState();
  const known = new Map(groups.map((g) => [g.id, g]));
  const top: { order: number; item: MenuItem }[] = groups.map((g) => ({ order: g.order, item: { kind: 'group', id: g.id, label: g.label, children: [] } }));
  const inGroup = new Map<string, { order: number; link: MenuLink }[]>();
  const seen = new Set<string>();
  for (const [remote, area] of Object.entries(areas)) {
    for (const entry of area?.menu ?? []) {
      // Without a rule of its own, the entry is seen by whom one of the area's screens at its path lets in.
      const rules = entry.access ? [entry.access] : (area?.screens ?? []).filter((s) => s.path === entry.to).map((s) => s.access);
      if (!rules.some((access) => access !== 'guest' && screenAllows(access, user))) continue;
      const key = `${entry.group ?? ''}/${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const link: MenuLink = { kind: 'link', id: entry.id, label: entry.label[lang] ?? entry.label.es, to: entry.to, remote: remote as RemoteName };
      if (entry.group && known.has(entry.group)) {
        const list = inGroup.get(entry.group) ?? [];
        list.push({ order: entry.order, link });
        inGroup.set(entry.group, list);
      } else {
        top.push({ order: entry.order, item: link });
      }
    }
  }
  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  return top
    .sort(byOrder)
    .map(({ item }) => (item.kind === 'group' ? { ...item, children: (inGroup.get(item.id) ?? []).sort(byOrder).map((e) => e.link) } : item))
    .filter((item) => item.kind === 'link' || item.children.length > 0);
}

/**
 * All links of a menu, groups flattened, in order.
 *
 * @example
 * menuLinks(menuFor(user, groups, lang)).find((l) => l.to === location.pathname)
 */
export function menuLinks(items: readonly MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item]));
}
