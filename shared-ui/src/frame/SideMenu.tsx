import { Fragment, useId, useState, type MouseEvent } from 'react';
import { Box, chakra } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';

/** A link of the side menu; `label` is already translated. */
export interface SideMenuLink {
  kind: 'link';
  id: string;
  label: string;
  to: string;
  /** The area behind it cannot be loaded now: the entry says so, with a retry (`onRetry`). */
  unavailable?: boolean;
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
  /** The retry of an unavailable entry (shown beside it when given). */
  onRetry?: (link: SideMenuLink) => void;
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

/**
 * A menu of at most this many links shows its groups open (a company's, a consultant's): folding would
 * only hide a few entries. A longer one (the administration's) opens the group of the current page.
 */
export const SIDE_MENU_OPEN_UP_TO = 12;

/** A line between a group and the entries around it, so an entry after a group never reads as its child. */
function Separator() {
  // A list item holding the separator: a list's children are its items (axe's 'list' rule, WCAG 1.3.1).
  return (
    <Box as="li">
      <Box role="separator" aria-orientation="horizontal" borderTopWidth="1px" borderColor="border" my="1.5" mx="3" />
    </Box>
  );
}

function Group({
  group,
  activeTo,
  onNavigate,
  onRetry,
  openAtFirst,
}: {
  group: SideMenuGroup;
  activeTo: string | undefined;
  onNavigate: (to: string) => void;
  onRetry?: (link: SideMenuLink) => void;
  openAtFirst: boolean;
}) {
  const hasActive = group.children.some((c) => c.to === activeTo);
  const [open, setOpen] = useState(hasActive || openAtFirst);
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
      {/* Its links indented along a guide line: what belongs to the group is plain to see. */}
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" ms="3" ps="1.5" borderInlineStartWidth="1px" borderColor="border">
        {group.children.map((link) => (
          <LinkItem key={link.id} link={link} active={link.to === activeTo} onNavigate={onNavigate} onRetry={onRetry} />
        ))}
      </Box>
    </li>
  );
}

function LinkItem({ link, active, onNavigate, onRetry }: { link: SideMenuLink; active: boolean; onNavigate: (to: string) => void; onRetry?: (link: SideMenuLink) => void }) {
  const { t } = useUiText();
  const link_ = (
    <MenuLink
      href={link.to}
      aria-current={active ? 'page' : undefined}
      onClick={(e) => {
        if (!isPlainLeftClick(e)) return;
        e.preventDefault();
        onNavigate(link.to);
      }}
      {...(link.unavailable ? { color: 'fg.muted', flex: '1', minW: '0' } : {})}
    >
      {link.label}
      {link.unavailable ? (
        <chakra.span display="block" fontSize="xs" color="fg.muted" data-testid="menu-no-disponible">
          {t('frame.unavailable')}
        </chakra.span>
      ) : null}
    </MenuLink>
  );
  if (!link.unavailable || !onRetry) return <li>{link_}</li>;
  // The entry stays a link (its page shows the area's own retry message); the button beside it tries again here.
  return (
    <Box as="li" display="flex" alignItems="center" gap="1">
      {link_}
      <RetryButton type="button" aria-label={t('frame.retryEntry', { label: link.label })} title={t('frame.retry')} onClick={() => onRetry(link)}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </RetryButton>
    </Box>
  );
}

const RetryButton = chakra('button', {
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'l2',
    color: 'fg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' },
  },
});

/**
 * The side menu: real links inside a `<nav>`, collapsible groups, the current link marked with
 * `aria-current="page"`. Plain left clicks call `onNavigate` instead of reloading. A group opens when it
 * holds the current page, and from the start in a short menu (up to {@link SIDE_MENU_OPEN_UP_TO} links);
 * its links are indented along a guide line, and a separator stands between a group and the entries
 * before and after it.
 *
 * @example
 * <SideMenu
 *   items={[{ kind: 'link', id: 'home', label: 'Inicio', to: '/' },
 *           { kind: 'group', id: 'admin', label: 'Administración', children: [{ kind: 'link', id: 'params', label: 'Parámetros', to: '/parametros' }] }]}
 *   activePath={location.pathname}
 *   onNavigate={navigate}
 * />
 */
export function SideMenu({ items, activePath, onNavigate, ariaLabel, onRetry }: SideMenuProps) {
  const { t } = useUiText();
  ariaLabel ??= t('frame.mainMenu');
  const activeTo = activeLinkFor(items, activePath);
  const short = items.flatMap((i) => (i.kind === 'group' ? i.children : [i])).length <= SIDE_MENU_OPEN_UP_TO;
  return (
    <Box as="nav" aria-label={ariaLabel} p="3">
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="0.5">
        {items.map((item, i) => {
          if (item.kind === 'link') return <LinkItem key={item.id} link={item} active={item.to === activeTo} onNavigate={onNavigate} onRetry={onRetry} />;
          // One separator between two groups; none at the menu's ends.
          const before = i > 0 && items[i - 1]?.kind !== 'group';
          const after = i < items.length - 1;
          return (
            <Fragment key={item.id}>
              {before ? <Separator /> : null}
              <Group group={item} activeTo={activeTo} onNavigate={onNavigate} onRetry={onRetry} openAtFirst={short} />
              {after ? <Separator /> : null}
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
