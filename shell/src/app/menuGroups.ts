import { useMemo } from 'react';
import { useTranslation, type MenuGroupDef } from '@dapcon/shared-sdk';
import '../i18n';

/**
 * The spec's side-menu groups and where they stand among the top-level entries (spec part 2 §2.2,
 * §6): the shell's only knowledge of the menu. The areas place their entries in them and around them
 * by `order` (docs/architecture.md, "Each area declares its screens", has the table of places).
 */
export const MENU_GROUPS: readonly { id: string; label: string; order: number }[] = [
  { id: 'comunicacion', label: 'menu.comunicacion', order: 60 },
  { id: 'administracion', label: 'menu.administracion', order: 70 },
  { id: 'web-publica', label: 'menu.webPublica', order: 90 },
];

/** The groups with their labels in the interface language. */
export function useMenuGroups(): MenuGroupDef[] {
  const { t } = useTranslation('common');
  // `t` changes with the language.
  return useMemo(() => MENU_GROUPS.map((g) => ({ ...g, label: t(g.label) })), [t]);
}
