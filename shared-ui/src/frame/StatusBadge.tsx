import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

/** The colours a state badge comes in (Chakra palettes: the light shade behind, the dark one for the text). */
export type StatusPalette = 'gray' | 'blue' | 'teal' | 'green' | 'orange' | 'red';

export interface StatusBadgeProps {
  palette: StatusPalette;
  children: ReactNode;
  /** A test's handle on the badge ('estado-cuenta'). */
  testId?: string;
  /** The state's name, as `data-estado` (what tests and styles may read). */
  state?: string;
}

/**
 * A state as a pill badge, the one the portal's pages and tables show (a declaration's state, a
 * remittance's, an account's): a light background and dark text of one palette. On one line it is a
 * pill; in a table column too narrow for it, it wraps between words into a rounded box rather than
 * making the table wider than its page ('De baja desde' / '01/02/2026').
 *
 * @example
 * <StatusBadge palette="green" testId="estado-cuenta" state="activo">{t('estado.activo')}</StatusBadge>
 */
export function StatusBadge({ palette, children, testId, state }: StatusBadgeProps) {
  return (
    <chakra.span
      display="inline-block"
      px="2"
      py="0.5"
      borderRadius="xl"
      fontSize="sm"
      lineHeight="1.25rem"
      fontWeight="medium"
      bg={`${palette}.100`}
      color={`${palette}.800`}
      data-testid={testId}
      data-estado={state}
    >
      {children}
    </chakra.span>
  );
}
