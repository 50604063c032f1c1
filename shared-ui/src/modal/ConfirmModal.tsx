import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { Button } from '../Button';
import { Modal } from './Modal';
import { useUiText } from '../i18n';

/** Props of {@link ConfirmModal}. */
export interface ConfirmModalProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape and outside click. */
  onCancel: () => void;
  /** Shows a spinner on the confirm button while the action runs. */
  loading?: boolean;
  /** Paint the confirm button red (deletions). */
  destructive?: boolean;
}

/**
 * A yes/no question.
 *
 * @example
 * <ConfirmModal open={asking} message="Realmente desea borrar esta empresa"
 *   onConfirm={remove} onCancel={() => setAsking(false)} destructive />
 */
export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading = false,
  destructive = false,
}: ConfirmModalProps) {
  const { t } = useUiText();
  title ??= t('modal.confirm');
  confirmLabel ??= t('modal.accept');
  cancelLabel ??= t('modal.cancel');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      closeLabel={null}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </Modal>
  );
}
