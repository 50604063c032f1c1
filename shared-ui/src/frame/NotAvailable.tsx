import type { ReactNode } from 'react';
import { EmptyState, VStack } from '@chakra-ui/react';

/** Props of {@link NotAvailable}. */
export interface NotAvailableProps {
  title: ReactNode;
  message: ReactNode;
}

function ToolsIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M8 14h8" />
    </svg>
  );
}

/**
 * A plain "not available yet" page for screens that are not built.
 *
 * @example
 * <NotAvailable title="Foro" message="Esta sección aún no está disponible." />
 */
export function NotAvailable({ title, message }: NotAvailableProps) {
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <EmptyState.Indicator color="colorPalette.fg">
          <ToolsIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{title}</EmptyState.Title>
          <EmptyState.Description>{message}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
