import type { ReactNode } from 'react';
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import { SkipLink } from './SkipLink';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** The sign-in card's content (tabs and forms). */
  children: ReactNode;
  /** Links under the card: legal notice, privacy, cookies, administration area. */
  footer?: ReactNode;
  /** The side panel describing the programme (logo, text, information links, contact). */
  panel?: ReactNode;
  /** Text of the skip link past the side panel to the card's content. */
  skipLabel?: string;
}

/**
 * The public sign-in layout: a centred card with a brand-coloured side panel describing the
 * programme and the form beside it; the footer sits under the card. The panel stacks on top on
 * narrow screens.
 *
 * @example
 * <AuthLayout panel={<ProgrammeIntro />} footer={<LegalLinks />}>
 *   <SignInTabs />
 * </AuthLayout>
 *
 * With a panel, a skip link (shown on the first Tab) jumps past the panel's links to the form.
 */
export function AuthLayout({ children, footer, panel, skipLabel }: AuthLayoutProps) {
  const { t } = useUiText();
  return (
    <Flex as="main" minH="100dvh" direction="column" align="center" justify="center" gap="6" px="4" py="10" bg="brand.50">
      {panel ? <SkipLink href="#auth-content">{skipLabel ?? t('frame.skip')}</SkipLink> : null}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        w="full"
        maxW="4xl"
        bg="bg"
        borderRadius="l3"
        boxShadow="lg"
        overflow="hidden"
      >
        {panel ? (
          <Box
            as="aside"
            flex={{ md: '0 0 42%' }}
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            p={{ base: '6', md: '10' }}
            css={{ '& a': { color: 'inherit', textDecoration: 'underline' } }}
          >
            {panel}
          </Box>
        ) : null}
        <Stack id="auth-content" tabIndex={-1} _focus={{ outline: 'none' }} flex="1" p={{ base: '6', md: '10' }} gap="6" justify="center">
          {children}
        </Stack>
      </Flex>
      {footer ? (
        <Box as="footer" fontSize="sm" color="fg.muted" textAlign="center">
          {footer}
        </Box>
      ) : null}
    </Flex>
  );
}
