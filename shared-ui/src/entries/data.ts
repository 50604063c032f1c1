// @dapcon/shared-ui/data: the list kit — tables and their paging, the list's state in the URL (or in
// React, for a list inside a modal), the list read from the server, its filter column and its Excel
// download. Loaded with the first screen that shows a list (never on /login).
export {
  DataTable,
  parseSort,
  nextSort,
  type DataTableProps,
  type DataTableColumn,
  type SortState,
} from '../data/DataTable';
export { Pagination, type PaginationProps, type PaginationLabels } from '../data/Pagination';
export { paginationItems, PAGINATION_WINDOW, type PaginationItem } from '../data/paginationItems';
export {
  type ListParams,
  type ListQuerySchema,
  type ListFilterName,
  type ListFilterValue,
  type ListFilters,
  type ListStateInit,
} from '../data/listState';
export { useListParams } from '../data/useListParams';
export { useListState } from '../data/useListState';
export { useListQuery, useLocalListQuery, type ListQuery, type ListEndpoint, type ListRow } from '../data/useListQuery';
export { prefetchList } from '../data/prefetchList';
export { ListTable, type ListTableProps } from '../data/ListTable';
export { ListLayout, type ListLayoutProps } from '../data/ListLayout';
export { RecordHistory, historyAction, historyTime, type RecordHistoryProps } from '../data/RecordHistory';
export { EmailText } from '../data/EmailText';
export { FilterPanel, type FilterPanelProps, type FilterField } from '../data/FilterPanel';
export { PickedFilter, type PickedFilterProps, type PickedFilterLabels } from '../data/PickedFilter';
export {
  ExcelButton,
  DownloadProgressBar,
  useFileDownload,
  saveFile,
  type ExcelButtonProps,
  type DownloadProgressBarProps,
  type FileDownload,
} from '../data/ExcelButton';
