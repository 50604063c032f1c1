import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the backdrop, on the close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: Dialog.RootProps['size'];
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the top-right close button; `null` hides the button. */
  closeLabel?: string | null;
  /** Close when clicking outside. Default true. */
  closeOnInteractOutside?: boolean;
}

/**
 * A dialog with a title, a body and an optional footer.
 *
 * @example
 * <Modal open={open} onClose={close} title="Buscador de Organizaciones" size="xl"
 *   footer={<Button onClick={close}>Cerrar</Button>}>
 *   <OrganizationSearch />
 * </Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  closeLabel,
  closeOnInteractOutside = true,
}: ModalProps) {
  const { t } = useUiText();
  // null: no close button at all.
  if (closeLabel === undefined) closeLabel = t('frame.close');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      role={role}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={closeOnInteractOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closeLabel !== null ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
