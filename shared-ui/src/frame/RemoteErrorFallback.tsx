import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** Props of {@link RemoteErrorFallback}. */
export interface RemoteErrorFallbackProps {
  /** What failed, already translated. */
  message: ReactNode;
  title?: ReactNode;
  retryLabel?: string;
  onRetry: () => void;
}

/**
 * The in-place message shown where a remote failed to load, with a retry button; the rest of the
 * portal keeps working.
 *
 * @example
 * <RemoteErrorFallback message="No se pudo cargar la info" onRetry={retry} />
 */
export function RemoteErrorFallback({ message, title, retryLabel, onRetry }: RemoteErrorFallbackProps) {
  const { t } = useUiText();
  retryLabel ??= t('frame.retry');
  return (
    <Alert.Root status="error" role="alert" alignItems="center" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" bg="bg" onClick={onRetry} flexShrink={0}>
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
