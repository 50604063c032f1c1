import { useEffect, useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useUiText } from '../i18n';
import type { ModalProps } from './Modal';
import { focusReturnTarget, noteOpener } from './focusReturn';
import { registerRecipes } from '@dapcon/shared-ui';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

// Its recipes come with it: the pages that never load it do not download them (theme.ts).
registerRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/** {@link Modal}'s dialog, loaded the first time a modal opens. */
export default function ModalDialog({
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
  // The dialog mounts closed and opens on the next commit, as a dialog mounted with the page would: one
  // mounted open while another closes (a success message after a form's modal) took the closing one's
  // focus return for a click outside, and closed at once.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // What had the focus as it opened, noted as it renders open (before the dialog takes the focus), at
  // each opening: the dialog stays mounted closed between two (focusReturn.ts).
  const [opener, setOpener] = useState<{ open: boolean; el: HTMLElement | null }>({ open: false, el: null });
  if (open !== opener.open) setOpener({ open, el: open ? noteOpener() : opener.el });
  // null: no close button at all.
  if (closeLabel === undefined) closeLabel = t('frame.close');
  return (
    <Dialog.Root
      open={open && mounted}
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
      // Not closed by another dialog leaving: the dialogs' layer stack dismisses every layer opened after
      // one that is removed, so a success message opened as its confirmation unmounted (a deleted
      // company, then the list) closed at once, or not, as the two fell. A dialog really inside another
      // is in its React tree and leaves with it.
      onRequestDismiss={(event) => event.preventDefault()}
      finalFocusEl={() => focusReturnTarget(opener.el)}
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
