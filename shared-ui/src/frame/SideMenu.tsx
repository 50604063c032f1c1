import { useId, useState, type MouseEvent } from 'react';
import { Box, chakra } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';

/** A link of the side menu; `label` is already translated. */
export interface SideMenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
}

/** A titled group of links. */
export interface SideMenuGroup {
  kind: 'group';
  id: string;
  label: string;
  children: SideMenuLink[];
}

/** An entry of {@link SideMenu}. */
export type SideMenuItem = SideMenuLink | SideMenuGroup;

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  items: readonly SideMenuItem[];
  /** The current location's path; the link that best matches it is marked current. */
  activePath: string;
  /** Called with `to` on a plain left click (modified clicks keep the browser's behaviour). */
  onNavigate: (to: string) => void;
  /** Accessible name of the navigation landmark. */
  ariaLabel?: string;
}

/**
 * The `to` of the link that matches `path` best: exact, else the longest prefix at a `/` boundary
 * ('/' only matches exactly).
 *
 * @example
 * activeLinkFor(items, '/empresas/B12345678'); // '/empresas'
 */
export function activeLinkFor(items: readonly SideMenuItem[], path: string): string | undefined {
  const links = items.flatMap((i) => (i.kind === 'group' ? i.children : [i]));
  let best: string | undefined;
  for (const { to } of links) {
    const matches = to === path || (to !== '/' && path.startsWith(to.endsWith('/') ? to : `${to}/`));
    if (matches && (best === undefined || to.length > best.length)) best = to;
  }
  return best;
}

const MenuLink = chakra('a', {
  base: {
    display: 'block',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    fontSize: 'sm',
    color: 'fg',
    textDecoration: 'none',
    borderInlineStartWidth: '3px',
    borderInlineStartColor: 'transparent',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
    '&[aria-current=page]': {
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      fontWeight: 'semibold',
      borderInlineStartColor: 'colorPalette.solid',
    },
  },
});

const GroupButton = chakra('button', {
  base: {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    px: '3',
    py: '2',
    mt: '2',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    color: 'fg.muted',
    borderRadius: 'l2',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  },
});

function isPlainLeftClick(e: MouseEvent) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}

function Group({ group, activeTo, onNavigate }: { group: SideMenuGroup; activeTo: string | undefined; onNavigate: (to: string) => void }) {
  const hasActive = group.children.some((c) => c.to === activeTo);
  const [open, setOpen] = useState(hasActive);
  // Opening the group that holds the current page when navigation lands there from elsewhere.
  const [seenActive, setSeenActive] = useState(hasActive);
  if (hasActive !== seenActive) {
    setSeenActive(hasActive);
    if (hasActive) setOpen(true);
  }
  const listId = useId();
  return (
    <li>
      <GroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {group.label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" style={{ transform: open ? 'rotate(180deg)' : undefined }}>
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </GroupButton>
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" ps="2">
        {group.children.map((link) => (
          <LinkItem key={link.id} link={link} active={link.to === activeTo} onNavigate={onNavigate} />
        ))}
      </Box>
    </li>
  );
}

function LinkItem({ link, active, onNavigate }: { link: SideMenuLink; active: boolean; onNavigate: (to: string) => void }) {
  return (
    <li>
      <MenuLink
        href={link.to}
        aria-current={active ? 'page' : undefined}
        onClick={(e) => {
          if (!isPlainLeftClick(e)) return;
          e.preventDefault();
          onNavigate(link.to);
        }}
      >
        {link.label}
      </MenuLink>
    </li>
  );
}

/**
 * The side menu: real links inside a `<nav>`, collapsible groups, the current link marked with
 * `aria-current="page"`. Plain left clicks call `onNavigate` instead of reloading.
 *
 * @example
 * <SideMenu
 *   items={[{ kind: 'link', id: 'home', label: 'Inicio', to: '/' },
 *           { kind: 'group', id: 'admin', label: 'Administración', children: [{ kind: 'link', id: 'params', label: 'Parámetros', to: '/parametros' }] }]}
 *   activePath={location.pathname}
 *   onNavigate={navigate}
 * />
 */
export function SideMenu({ items, activePath, onNavigate, ariaLabel }: SideMenuProps) {
  const { t } = useUiText();
  ariaLabel ??= t('frame.mainMenu');
  const activeTo = activeLinkFor(items, activePath);
  return (
    <Box as="nav" aria-label={ariaLabel} p="3">
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="0.5">
        {items.map((item) =>
          item.kind === 'group' ? (
            <Group key={item.id} group={item} activeTo={activeTo} onNavigate={onNavigate} />
          ) : (
            <LinkItem key={item.id} link={item} active={item.to === activeTo} onNavigate={onNavigate} />
          ),
        )}
      </Box>
    </Box>
  );
}
