import { Button, HStack, Text } from '@chakra-ui/react';
import { Modal } from './Modal';
import { useUiText } from '../i18n';

/** Props of {@link SuccessModal}. */
export interface SuccessModalProps {
  open: boolean;
  /** The server's message; defaults to the generic saved text. */
  message?: string | null;
  onClose: () => void;
  title?: string;
  acceptLabel?: string;
}

function CheckIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.2 3.2L17 9" />
    </svg>
  );
}

/**
 * The success modal shown after a save.
 *
 * @example
 * <SuccessModal open={saved} message={response.message} onClose={() => setSaved(false)} />
 */
export function SuccessModal({
  open,
  message,
  onClose,
  title,
  acceptLabel,
}: SuccessModalProps) {
  const { t, localize } = useUiText();
  title ??= t('modal.done');
  acceptLabel ??= t('modal.accept');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      closeLabel={null}
      footer={<Button onClick={onClose}>{acceptLabel}</Button>}
    >
      <HStack gap="3" color="fg.success" align="center">
        {/* The icon keeps its size and a long unbroken word (an address) wraps inside the dialog. */}
        <CheckIcon />
        <Text color="fg" minW="0" overflowWrap="anywhere">{message ? localize(message) : t('modal.saved')}</Text>
      </HStack>
    </Modal>
  );
}
