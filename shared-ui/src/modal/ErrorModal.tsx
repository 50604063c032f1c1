import { useState } from 'react';
import { Button, List, Text } from '@chakra-ui/react';
import { Modal } from './Modal';
import { useUiText } from '../i18n';

/** The shape the SDK's `ApiError` exposes: status 0 means no answer (network failure). */
export interface ModalError {
  status: number;
  message: string;
  errors?: Record<string, readonly string[]> | null;
}

/** Props of {@link ErrorModal}. */
export interface ErrorModalProps {
  /** The error to show; `null` closes the modal. */
  error: ModalError | null;
  onClose: () => void;
  exitLabel?: string;
  /** Title when `status` is 0. */
  connectionErrorTitle?: string;
  /** Builds the title from the status. */
  titleFor?: (status: number) => string;
  /** Optional readable names for field keys; field errors are prefixed with them when given. */
  fieldLabels?: Record<string, string>;
}

/**
 * The shared error modal: title "Error {status}" ("Error de conexión" when status is 0), the
 * message, every field error, and one 'Salir' button.
 *
 * @example
 * <ErrorModal error={{ status: 403, message: 'No autoritzat' }} onClose={clearError} />
 */
export function ErrorModal({
  error,
  onClose,
  exitLabel,
  connectionErrorTitle,
  titleFor = (status) => `Error ${status}`,
  fieldLabels,
}: ErrorModalProps) {
  const { t, localize } = useUiText();
  exitLabel ??= t('modal.exit');
  connectionErrorTitle ??= t('modal.connectionError');
  // Keep the last error on screen while the dialog animates out.
  const [shown, setShown] = useState<ModalError | null>(error);
  if (error && error !== shown) setShown(error);
  const current = error ?? shown;

  const fieldErrors = current?.errors
    ? Object.entries(current.errors).flatMap(([field, texts]) =>
        texts.map((text, i) => ({ key: `${field}-${i}`, label: fieldLabels?.[field], text: localize(text) })),
      )
    : [];

  return (
    <Modal
      open={error !== null}
      onClose={onClose}
      role="alertdialog"
      closeLabel={null}
      title={current ? (current.status === 0 ? connectionErrorTitle : titleFor(current.status)) : ''}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {exitLabel}
        </Button>
      }
    >
      {/* A message kept from before a language switch follows the interface language too. */}
      {current?.message ? <Text>{localize(current.message)}</Text> : null}
      {fieldErrors.length > 0 ? (
        <List.Root mt="3" ps="5" color="fg.error" gap="1">
          {fieldErrors.map((e) => (
            <List.Item key={e.key}>
              {e.label ? <Text as="span" fontWeight="semibold">{`${e.label}: `}</Text> : null}
              {e.text}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Modal>
  );
}
