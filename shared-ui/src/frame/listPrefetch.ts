import type { ListEndpoint } from '../data/useListQuery';
import type { AreaRoute } from './AreaRoutes';

/**
 * An area route's `prefetch` for a list screen: the page of the list the URL shows, asked for while the
 * screen's code loads, under the key the list then reads (the list kit's `prefetchList`). The kit and the
 * endpoint are imported lazily, so the area's first code does not grow. A failure to load them is the
 * screen's own load's to say (it resolves all the same).
 *
 * @example
 * { path: '/consultores', title, element: <ConsultoresList />, prefetch: listPrefetch(() => import('@dapcon/contract/consultores').then((m) => m.consultoresList)) }
 */
export function listPrefetch(endpoint: () => Promise<ListEndpoint>): (at: Parameters<NonNullable<AreaRoute['prefetch']>>[0]) => Promise<void> {
  return ({ search }) =>
    Promise.all([import('@dapcon/shared-ui/data'), endpoint()])
      .then(([kit, list]) => kit.prefetchList(list, search))
      .catch(() => undefined);
}
