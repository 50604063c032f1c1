import type { ReactNode } from 'react';
import { Box, Button, HStack, IconButton } from '@dapcon/shared-ui';
import { paginationItems } from './paginationItems';
import { useUiText } from '../i18n';

/** Accessible names of the {@link Pagination} controls (Spanish by default). */
export interface PaginationLabels {
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
}


/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of rows in the whole list (the API's `total`). */
  total: number;
  /** Rows per page (the API's `per_page`). */
  perPage: number;
  onPageChange: (page: number) => void;
  labels?: Partial<PaginationLabels>;
  size?: 'xs' | 'sm' | 'md';
}

function Chevron({ double = false, dir }: { double?: boolean; dir: 'left' | 'right' }) {
  const paths =
    dir === 'left'
      ? double
        ? ['M11 6l-6 6 6 6', 'M18 6l-6 6 6 6']
        : ['M15 6l-6 6 6 6']
      : double
        ? ['M6 6l6 6-6 6', 'M13 6l6 6-6 6']
        : ['M9 6l6 6-6 6'];
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * Pagination bar for the paged lists: first, previous, page numbers with ellipses (see
 * {@link paginationItems}), next, last. Renders nothing when the list is empty.
 *
 * @example
 * <Pagination page={page} total={data.total} perPage={data.per_page} onPageChange={setPage} />
 */
export function Pagination({ page, total, perPage, onPageChange, labels, size = 'sm' }: PaginationProps) {
  const { t } = useUiText();
  const l: PaginationLabels = {
    nav: t('pagination.nav'),
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
    page: (n) => t('pagination.page', { page: n }),
    ...labels,
  };
  const last = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (total <= 0) return null;
  const current = Math.min(Math.max(1, page), last);
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= last) onPageChange(p);
  };
  const edge = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <IconButton aria-label={label} title={label} size={size} variant="ghost" disabled={disabled} onClick={() => go(target)}>
      {icon}
    </IconButton>
  );

  return (
    <Box as="nav" aria-label={l.nav}>
      <HStack as="ul" gap="1" listStyleType="none" flexWrap="wrap" justify="center">
        <li>{edge(l.first, 1, current === 1, <Chevron dir="left" double />)}</li>
        <li>{edge(l.previous, current - 1, current === 1, <Chevron dir="left" />)}</li>
        {paginationItems(current, last).map((item, i) =>
          item === 'ellipsis' ? (
            <Box as="li" key={`gap-${i}`} px="2" color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                size={size}
                minW="9"
                variant={item === current ? 'solid' : 'ghost'}
                aria-label={l.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>{edge(l.next, current + 1, current === last, <Chevron dir="right" />)}</li>
        <li>{edge(l.last, last, current === last, <Chevron dir="right" double />)}</li>
      </HStack>
    </Box>
  );
}
