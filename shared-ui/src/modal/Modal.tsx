import { useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazy/lazyComponent';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the backdrop, on the close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';
  /** `alertdialog` for messages that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the top-right close button; `null` hides the button. */
  closeLabel?: string | null;
  /** Close when clicking outside. Default true. */
  closeOnInteractOutside?: boolean;
}

const ModalDialog = lazyComponent(() => import('./ModalDialog'), (m) => m.default);

/**
 * A dialog with a title, a body and an optional footer.
 *
 * Its code (Chakra's dialog, the focus trap) loads the first time a modal of the page opens, not
 * with the page: a sign-in page or a list that never opens one does not download it.
 *
 * @example
 * <Modal open={open} onClose={close} title="Buscador de Organizaciones" size="xl"
 *   footer={<Button onClick={close}>Cerrar</Button>}>
 *   <OrganizationSearch />
 * </Modal>
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  // Nothing shows while its code loads (lazyComponent renders nothing meanwhile).
  return <ModalDialog {...props} />;
}
