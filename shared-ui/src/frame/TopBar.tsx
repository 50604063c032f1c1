import type { ReactNode } from 'react';
import { Box, HStack } from '@dapcon/shared-ui';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Logo or product name, at the left. */
  brand: ReactNode;
  /** Right-hand tools: notifications, language switch, user menu. */
  children?: ReactNode;
}

/**
 * The bar across the top of the portal. The brand is never cut short: at 320 px (WCAG 1.4.10), when it
 * and the tools do not fit on one line, the tools wrap onto a second one.
 *
 * @example
 * <TopBar brand={<Logo />}>
 *   <LanguageSwitch value={lang} onChange={setLang} />
 *   <UserMenu name={user.name} onChangePassword={openChange} onLogout={logout} />
 * </TopBar>
 */
export function TopBar({ brand, children }: TopBarProps) {
  return (
    <HStack as="header" justify="space-between" gap={{ base: '2', md: '4' }} px={{ base: '2', md: '4' }} minH="14" flex="1" minW="0">
      {/* Never cut short: on a screen too narrow for it and the tools, the tools wrap onto a second line. */}
      <Box fontWeight="semibold" color="colorPalette.fg" fontSize={{ base: 'md', md: 'lg' }} flexShrink={0}>
        {brand}
      </Box>
      {/* Closer together on a phone, so the brand keeps its room beside the tools. */}
      <HStack gap={{ base: '1', md: '2' }} wrap="wrap" justify="flex-end" minW="0" py="1">
        {children}
      </HStack>
    </HStack>
  );
}
