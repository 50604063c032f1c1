import type { ReactNode } from 'react';
import { Box, chakra, registerRecipes, Spinner, Table, Text } from '@dapcon/shared-ui';
import { Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { skeletonRecipe } from '@chakra-ui/react/theme';
import { useUiText } from '../i18n';

// The skeleton's recipe comes with the tables: pages without a list never download it (theme.ts).
registerRecipes({ recipes: { skeleton: skeletonRecipe } });

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Column id; also the sort field unless `sortField` is given, and the cell value when no `render`. */
  key: string;
  header: ReactNode;
  sortable?: boolean;
  /** The field name sent in `sort` when it differs from `key` (e.g. `org_nombre`). */
  sortField?: string;
  render?: (row: Row) => ReactNode;
  width?: string | number;
  align?: 'start' | 'center' | 'end';
}

/** A parsed sort string such as 'nombre asc'. */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Reads 'field asc' / 'field desc' into its parts; anything else is no sort.
 *
 * @example
 * parseSort('nombre desc'); // { field: 'nombre', direction: 'desc' }
 */
export function parseSort(sort: string | null | undefined): SortState | null {
  const match = /^\s*(\S+)\s+(asc|desc)\s*$/i.exec(sort ?? '');
  if (!match || !match[1] || !match[2]) return null;
  return { field: match[1], direction: match[2].toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/**
 * The next sort after a click on `field`: the same field toggles asc ↔ desc, another field starts asc.
 *
 * @example
 * nextSort('nombre asc', 'nombre'); // 'nombre desc'
 * nextSort('nombre desc', 'cif');   // 'cif asc'
 */
export function nextSort(sort: string | null | undefined, field: string): string {
  const current = parseSort(sort);
  return current?.field === field && current.direction === 'asc' ? `${field} desc` : `${field} asc`;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Current sort, 'field asc' or 'field desc'. */
  sort?: string | null;
  onSortChange?: (next: string) => void;
  emptyText?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  /** Extra props per row: click handlers, a greyed background… */
  rowProps?: (row: Row) => Table.RowProps;
  /** Accessible name of the table, given as its caption (visually hidden). */
  'aria-label'?: string;
  size?: Table.RootProps['size'];
  /** Hint for screen readers on sortable headers. */
  sortHint?: string;
  /** Placeholder rows shown while the first rows load (loading with no rows yet); 5 by default. */
  skeletonRows?: number;
}

/**
 * The cells' side padding: 6px between columns, 8px at the table's edges (the `sm` size's 8px everywhere
 * made a table of seven to nine columns some 30px wider than it needs, enough to overflow its page at
 * 1366px beside a filter column or a page's tabs).
 */
const CELL_PADDING = { px: '1.5', _first: { ps: '2' }, _last: { pe: '2' } } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M6 1.5 9.5 5h-7z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 10.5 2.5 7h7z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}

function cellValue<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? '✓' : '';
  return String(value);
}

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    font: 'inherit',
    fontWeight: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: 'l1',
    _hover: { color: 'colorPalette.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

/**
 * A table for paged lists: sortable headers (clicking toggles 'field asc' ↔ 'field desc', another
 * field starts asc; the header carries `aria-sort`), an empty text and a loading state: skeleton
 * rows while the first rows load, the rows shown dimmed under a spinner while others load.
 *
 * @example
 * <DataTable
 *   columns={[{ key: 'org_cif', header: 'CIF', sortable: true }, { key: 'org_nombre', header: 'Nombre', sortable: true }]}
 *   rows={data.data}
 *   rowKey={(r) => r.org_id}
 *   sort={orderBy}
 *   onSortChange={setOrderBy}
 * />
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  emptyText,
  loading = false,
  loadingLabel,
  rowProps,
  'aria-label': ariaLabel,
  size = 'sm',
  sortHint,
  skeletonRows = 5,
}: DataTableProps<Row>) {
  const { t } = useUiText();
  emptyText ??= t('table.empty');
  loadingLabel ??= t('table.loading');
  const current = parseSort(sort);
  const showEmpty = !loading && rows.length === 0;
  // Before the first rows arrive, placeholder rows keep the table's shape; later loads dim what is shown.
  const firstLoad = loading && rows.length === 0;

  return (
    <Box position="relative" overflowX="auto" borderWidth="1px" borderRadius="l2" aria-busy={loading || undefined}>
      <Table.Root size={size} interactive={Boolean(rowProps)}>
        {/* The table's name as its caption (WCAG 1.3.1): screen readers announce it on entering the table
            and list tables by it; hidden, since the page's heading already shows it. */}
        {ariaLabel === undefined ? null : <VisuallyHidden as="caption">{ariaLabel}</VisuallyHidden>}
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((col) => {
              const field = col.sortField ?? col.key;
              const direction = current?.field === field ? current.direction : null;
              const sortable = Boolean(col.sortable && onSortChange);
              return (
                <Table.ColumnHeader
                  key={col.key}
                  {...CELL_PADDING}
                  width={col.width}
                  textAlign={col.align}
                  aria-sort={sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {sortable ? (
                    <SortButton type="button" onClick={() => onSortChange?.(nextSort(sort, field))}>
                      {col.header}
                      <SortIcon direction={direction} />
                      {sortHint ? <VisuallyHidden>{sortHint}</VisuallyHidden> : null}
                    </SortButton>
                  ) : (
                    col.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((col) => (
                <Table.Cell key={col.key} textAlign={col.align} {...CELL_PADDING}>
                  {col.render ? col.render(row) : cellValue(row, col.key)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {showEmpty ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" py="8">
                <Text color="fg.muted">{emptyText}</Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {firstLoad
            ? Array.from({ length: Math.max(1, skeletonRows) }, (_, i) => (
                <Table.Row key={`skeleton-${i}`} aria-hidden="true" data-skeleton="">
                  {columns.map((col) => (
                    <Table.Cell key={col.key}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : null}
        </Table.Body>
      </Table.Root>
      {firstLoad ? (
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
      ) : loading ? (
        <Box
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          gap="2"
          bg="bg/70"
          role="status"
        >
          <Spinner size="sm" color="colorPalette.solid" />
          <Text fontSize="sm">{loadingLabel}</Text>
        </Box>
      ) : null}
    </Box>
  );
}
