/**
 * One slot of a pagination bar: a page number or a gap.
 *
 * @example
 * const slot: PaginationItem = 'ellipsis';
 */
export type PaginationItem = number | 'ellipsis';

/**
 * How many slots the bar has once there are more pages than fit (spec: pagination window 9).
 *
 * @example
 * paginationItems(50, 100).length === PAGINATION_WINDOW; // true
 */
export const PAGINATION_WINDOW = 9;

/**
 * The page slots of a pagination bar. With 9 pages or fewer every page is listed; otherwise the
 * result always has 9 slots: the first page, the last page and a window around `current`, with
 * 'ellipsis' standing for the hidden pages. `current` is clamped to 1..last.
 *
 * @example
 * paginationItems(1, 5);    // [1, 2, 3, 4, 5]
 * paginationItems(50, 100); // [1, 'ellipsis', 48, 49, 50, 51, 52, 'ellipsis', 100]
 */
export function paginationItems(current: number, last: number): PaginationItem[] {
  const total = Math.floor(last);
  if (!Number.isFinite(total) || total < 1) return [];
  const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= PAGINATION_WINDOW) return range(1, total);

  const page = Math.min(Math.max(Math.floor(Number.isFinite(current) ? current : 1), 1), total);
  // 9 slots = first + gap + 5-page window + gap + last; near an edge one gap becomes two more pages.
  const edge = PAGINATION_WINDOW - 2; // pages shown beside a single gap
  if (page <= edge - 2) return [...range(1, edge), 'ellipsis', total];
  if (page >= total - (edge - 3)) return [1, 'ellipsis', ...range(total - edge + 1, total)];
  return [1, 'ellipsis', ...range(page - 2, page + 2), 'ellipsis', total];
}
