import type { ReactNode } from 'react';
import { Box, Flex } from '@dapcon/shared-ui';

/** Props of {@link ListLayout}. */
export interface ListLayoutProps {
  /** The filter column (a {@link FilterPanel}). */
  filters: ReactNode;
  /** The list: its actions, table and pagination. */
  children: ReactNode;
  /** Width of the filter column on wide screens. */
  filtersWidth?: string;
}

/**
 * A list screen's body: the filter column at the left of the table on wide screens (`lg`), above
 * it on narrow ones (where the panel folds behind its 'Filtros' button).
 *
 * @example
 * <ListLayout filters={<FilterPanel list={list} fields={fields} />}>
 *   <ListTable list={list} … />
 * </ListLayout>
 */
export function ListLayout({ filters, children, filtersWidth = '17rem' }: ListLayoutProps) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'flex-start' }}>
      <Box as="aside" w={{ base: 'full', lg: filtersWidth }} flexShrink={0}>
        {filters}
      </Box>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}
