import type { ReactNode } from 'react';
import { Stack, type Table } from '@dapcon/shared-ui';
import { useUiText } from '../i18n';
import { DataTable, type DataTableColumn } from './DataTable';
import { Pagination } from './Pagination';
import type { ListEndpoint, ListQuery, ListRow } from './useListQuery';

/** Props of {@link ListTable}. */
export interface ListTableProps<E extends ListEndpoint> {
  /** The list, from {@link useListQuery}. */
  list: ListQuery<E>;
  columns: ReadonlyArray<DataTableColumn<ListRow<E>>>;
  rowKey: (row: ListRow<E>) => string | number;
  /**
   * The fields the endpoint may sort by (the contract's allow-list, `EMPRESAS_SORTABLE`): a column
   * is sortable when its sort field is one of them, whatever the column says.
   */
  sortable: readonly string[];
  rowProps?: (row: ListRow<E>) => Table.RowProps;
  /** Accessible name of the table. */
  'aria-label'?: string;
  /** Text of an empty list; 'No es van trobar resultats' by default. */
  emptyText?: ReactNode;
  /** Skeleton rows shown before the first answer. */
  skeletonRows?: number;
}

/**
 * The table of a paged list and its pagination, wired to the list's URL state: sortable headers
 * over the allow-listed fields set `order_by` (back to page 1), the pagination (window of 9) sets
 * `page`, with `total` and `per_page` from the answer; skeleton rows before the first answer, the
 * previous page dimmed while the next loads, the empty text, and 'No se pudo cargar la info' when
 * the list could not be read (the error itself goes to the shell's modal).
 *
 * @example
 * const list = useListQuery(organizaciones);
 * <ListTable list={list} sortable={EMPRESAS_SORTABLE} rowKey={(r) => r.org_id}
 *   columns={[{ key: 'org_cif', header: 'CIF' }, { key: 'org_nombre', header: 'Nombre' }]} />
 */
export function ListTable<E extends ListEndpoint>({ list, columns, rowKey, sortable, rowProps, 'aria-label': ariaLabel, emptyText, skeletonRows }: ListTableProps<E>) {
  const { t } = useUiText();
  const allowed = columns.map((col) => ({ ...col, sortable: sortable.includes(col.sortField ?? col.key) }));
  return (
    <Stack gap="4">
      <DataTable<ListRow<E>>
        columns={allowed}
        rows={list.rows}
        rowKey={rowKey}
        sort={list.orderBy}
        onSortChange={list.setOrderBy}
        loading={list.firstLoad || list.updating}
        skeletonRows={skeletonRows}
        emptyText={list.error ? t('table.loadError') : emptyText}
        rowProps={rowProps}
        aria-label={ariaLabel}
      />
      <Pagination page={list.page} total={list.total} perPage={list.perPage} onPageChange={list.setPage} />
    </Stack>
  );
}
