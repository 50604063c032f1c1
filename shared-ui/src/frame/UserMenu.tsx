import { Menu, Portal } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { Box, Button, registerRecipes } from '@dapcon/shared-ui';
import { menuSlotRecipe } from '@chakra-ui/react/theme';

// Its recipes come with it: the pages that never load it do not download them (theme.ts).
registerRecipes({ slotRecipes: { menu: menuSlotRecipe } });

/** Texts of {@link UserMenu} (the interface language's by default). */
export interface UserMenuLabels {
  changePassword: string;
  logout: string;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in user's name, shown as the trigger. */
  name: string;
  onChangePassword: () => void;
  onLogout: () => void;
  labels?: Partial<UserMenuLabels>;
}

function UserIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </svg>
  );
}

/**
 * The user menu of the top bar: the user's name opens 'Cambiar contraseña' and 'Cerrar sesión'. On a
 * phone (below `md`) the button is the icon alone, named by the user's name, and the menu shows the name
 * above its items: a long name would otherwise push the button past the edge of the screen.
 *
 * @example
 * <UserMenu name="Ana Puig" onChangePassword={openChangePassword} onLogout={logout}
 *   labels={{ changePassword: t('menu.cambiar_password'), logout: t('menu.salir') }} />
 */
export function UserMenu({ name, onChangePassword, onLogout, labels }: UserMenuProps) {
  const { t } = useUiText();
  const l: UserMenuLabels = { changePassword: t('user.changePassword'), logout: t('user.logout'), ...labels };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" colorPalette="gray" size="sm" px={{ base: '2', md: '3.5' }} maxW="60" aria-label={name} data-testid="user-menu">
          <UserIcon />
          <Box as="span" hideBelow="md" overflow="hidden" textOverflow="ellipsis">
            {name}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" maxW="calc(100vw - 1rem)">
            <Box hideFrom="md" px="2" py="1.5" fontWeight="medium" overflowWrap="anywhere">
              {name}
            </Box>
            <Menu.Separator hideFrom="md" />
            {/* onClick rather than Root onSelect: it fires for keyboard (Enter clicks the item) and for
                any pointer, without depending on the item having been highlighted first. */}
            <Menu.Item value="change-password" onClick={onChangePassword}>{l.changePassword}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onClick={onLogout}>{l.logout}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
