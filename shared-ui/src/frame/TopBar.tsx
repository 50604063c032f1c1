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
 * The bar across the top of the portal.
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
      <Box fontWeight="semibold" color="colorPalette.fg" fontSize="lg" truncate>
        {brand}
      </Box>
      {/* Closer together on a phone, so the brand keeps its room beside the tools. */}
      <HStack gap={{ base: '1', md: '2' }}>{children}</HStack>
    </HStack>
  );
}
