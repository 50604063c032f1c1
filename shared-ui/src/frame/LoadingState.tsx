import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useUiText } from '../i18n';

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  label?: string;
}

/**
 * A spinner with a text, announced politely (`role="status"`).
 *
 * @example
 * if (query.isPending) return <LoadingState label="Cargando empresas…" />;
 */
export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useUiText();
  label ??= t('frame.loading');
  return (
    <HStack role="status" justify="center" gap="3" py="10" color="fg.muted">
      <Spinner size="md" color="colorPalette.solid" borderWidth="3px" />
      <Text>{label}</Text>
    </HStack>
  );
}
