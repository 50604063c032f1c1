import { useId, type ReactNode } from 'react';
import { Button, Flex, Text } from '@dapcon/shared-ui';

/** Props of {@link ImpersonationBanner}. */
export interface ImpersonationBannerProps {
  /** What the strip says: whose portal this is, and who opened the session. */
  message: ReactNode;
  /** The button back to the administrator's own session. */
  returnLabel: string;
  onReturn: () => void;
  /** The way back is under way: the button says so and cannot be pressed again. */
  returning?: boolean;
}

function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  );
}

/**
 * The strip across the frame while an administrator uses the portal as a company ('Iniciar Sesión',
 * spec part 2 §2.5): it says so on every page, in warning colours, with the way back to the
 * administrator's own session. A region named by its message, so assistive technology finds it.
 * Its texts are the owner's (the shell's).
 *
 * @example
 * <AppFrame topBar={…} banner={user.suplantador ? (
 *   <ImpersonationBanner message={t('impersonation.message', { empresa, admin: user.suplantador })}
 *     returnLabel={t('impersonation.back')} onReturn={goBack} returning={busy} />
 * ) : null}>
 */
export function ImpersonationBanner({ message, returnLabel, onReturn, returning = false }: ImpersonationBannerProps) {
  const messageId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={messageId}
      data-testid="impersonation-banner"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      px="4"
      py="2"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="2px"
      borderBottomColor="orange.solid"
    >
      <Flex align="center" gap="2" minW="0">
        <WarningIcon />
        <Text id={messageId} fontWeight="medium" textStyle="sm">
          {message}
        </Text>
      </Flex>
      <Button size="sm" variant="outline" colorPalette="orange" bg="bg" onClick={onReturn} loading={returning} loadingText={returnLabel} disabled={returning}>
        {returnLabel}
      </Button>
    </Flex>
  );
}
