import { useState, type ComponentType } from 'react';

/** Props of a modal that {@link forgettingOnClose} wraps. */
export interface ClosableProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A modal whose content is re-mounted, so emptied, every time it closes: nothing typed survives to
 * the next opening (spec part 1 §4: all form state resets on close).
 *
 * @example
 * export const ConsultantRegistrationModal = forgettingOnClose(ConsultantRegistration);
 */
export function forgettingOnClose<P extends ClosableProps>(Modal: ComponentType<P>) {
  return function FreshModal(props: P) {
    const [round, setRound] = useState(0);
    return (
      <Modal
        {...props}
        key={round}
        onClose={() => {
          props.onClose();
          setRound((r) => r + 1);
        }}
      />
    );
  };
}
