import { useState, type MouseEvent, type ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { Box, Flex, IconButton, registerRecipes, SkipLink } from '@dapcon/shared-ui';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

// Its recipes come with it: the pages that never load it do not download them (theme.ts).
registerRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** Usually a {@link TopBar}. */
  topBar: ReactNode;
  /** Usually a {@link SideMenu}; on narrow screens it moves into a drawer behind a menu button. */
  sideMenu?: ReactNode;
  /** A strip across the frame under the top bar, on every page (an {@link ImpersonationBanner}). */
  banner?: ReactNode;
  children: ReactNode;
  /** Accessible name of the menu button on narrow screens. */
  menuLabel?: string;
  /** Text of the skip link to the main content. */
  skipLabel?: string;
  closeLabel?: string;
  sideMenuWidth?: string;
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The portal frame: a top bar across (and an optional banner under it), the side menu at the left (about 240px) and a scrollable
 * main area. Below the `md` breakpoint the side menu collapses behind a hamburger button.
 *
 * The frame is fixed to the window and only the main area (and the side menu, when it is longer) scrolls: the
 * document itself never does. The main area is the containing block of what its pages position absolutely
 * (visually hidden inputs, captions, headings), so those scroll with the content instead of making the
 * document taller than the window; and were anything else to do so (a portal's hidden element), a wheel
 * over the top bar or the side menu would scroll the document under a frame that stays where it is.
 *
 * @example
 * <AppFrame topBar={<TopBar brand="DAPcon" />} sideMenu={<SideMenu items={items} activePath={path} onNavigate={navigate} />}>
 *   <Outlet />
 * </AppFrame>
 */
export function AppFrame({
  topBar,
  sideMenu,
  banner,
  children,
  menuLabel,
  skipLabel,
  closeLabel,
  sideMenuWidth = '240px',
}: AppFrameProps) {
  const { t } = useUiText();
  menuLabel ??= t('frame.menu');
  skipLabel ??= t('frame.skip');
  closeLabel ??= t('frame.close');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Following a link inside the drawer closes it.
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) setDrawerOpen(false);
  };

  return (
    <Flex direction="column" position="fixed" inset="0" overflow="hidden" bg="bg.subtle" data-app-frame="">
      <SkipLink href="#portal-main">{skipLabel}</SkipLink>
      <Flex
        align="center"
        flexShrink={0}
        bg="bg"
        borderBottomWidth="1px"
        borderTopWidth="4px"
        borderTopColor="colorPalette.solid"
        ps={{ base: '2', md: '0' }}
      >
        {sideMenu ? (
          <IconButton
            aria-label={menuLabel}
            aria-expanded={drawerOpen}
            variant="ghost"
            colorPalette="gray"
            display={{ base: 'inline-flex', md: 'none' }}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        {topBar}
      </Flex>
      {banner ? <Box flexShrink={0}>{banner}</Box> : null}
      <Flex flex="1" minH="0">
        {sideMenu ? (
          <Box
            as="aside"
            w={sideMenuWidth}
            flexShrink={0}
            overflowY="auto"
            bg="bg"
            borderRightWidth="1px"
            display={{ base: 'none', md: 'block' }}
          >
            {sideMenu}
          </Box>
        ) : null}
        <Box
          as="main"
          id="portal-main"
          tabIndex={-1}
          flex="1"
          minW="0"
          position="relative"
          overflowY="auto"
          p={{ base: '4', md: '6' }}
          _focus={{ outline: 'none' }}
        >
          {children}
        </Box>
      </Flex>
      {sideMenu ? (
        <Drawer.Root open={drawerOpen} onOpenChange={(d) => setDrawerOpen(d.open)} placement="start" size="xs" lazyMount unmountOnExit>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label={menuLabel}>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={closeLabel} />
                </Drawer.CloseTrigger>
                <Drawer.Body px="0" pt="10" onClick={closeOnLink}>
                  {sideMenu}
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
    </Flex>
  );
}
