// @dapcon/shared-ui/data: tables and their paging.
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
