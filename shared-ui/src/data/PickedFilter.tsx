import type { ReactNode } from 'react';
import { Box, Button, HStack, Text } from '@dapcon/shared-ui';

/** The texts of a {@link PickedFilter}, in the interface language. */
export interface PickedFilterLabels {
  /** The filter's name, its region's accessible name ('Empresa'). */
  title: string;
  /** Shown while nothing is picked ('Todas las empresas'). */
  all: string;
  /** The button that opens the search while nothing is picked ('Buscar empresa'). */
  search: string;
  /** The same button once something is picked ('Cambiar'). */
  change: string;
  /** The button that drops the filter ('Quitar'). */
  clear: string;
}

/** Props of {@link PickedFilter}. */
export interface PickedFilterProps {
  labels: PickedFilterLabels;
  /** What is picked, as the user reads it (a company's name), or undefined for no filter. */
  value: string | undefined;
  /** Opens the search (the modal passed as `children`). */
  onSearch: () => void;
  onClear: () => void;
  /** The search modal, mounted here (a 'Buscador de Organizaciones'). */
  children?: ReactNode;
}

/**
 * A list filter whose value is picked in a search modal rather than typed: a company for the DAPcon
 * list or the annual fees. Shows what is picked (or that nothing is), a button to search or change
 * it and one to drop it. The list keeps the picked id in its URL; the page says what its name is.
 *
 * @example
 * <PickedFilter labels={labels} value={nombre} onSearch={() => setOpen(true)} onClear={() => setEmpresa(undefined)}>
 *   <OrganizacionSearchModal open={open} onClose={() => setOpen(false)} onPick={pick} />
 * </PickedFilter>
 */
export function PickedFilter({ labels, value, onSearch, onClear, children }: PickedFilterProps) {
  return (
    <Box as="section" aria-label={labels.title} borderWidth="1px" borderRadius="l2" bg="bg.panel" p="4" mt="4">
      <Text fontWeight="medium" fontSize="sm" mb="1">
        {labels.title}
      </Text>
      <Text data-testid="empresa-filtrada" color={value ? undefined : 'fg.muted'} mb="2">
        {value ?? labels.all}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={onSearch}>
          {value ? labels.change : labels.search}
        </Button>
        {value ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            {labels.clear}
          </Button>
        ) : null}
      </HStack>
      {children}
    </Box>
  );
}
