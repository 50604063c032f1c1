import fp from 'fastify-plugin';
import { ListPages, ListTotals } from '../../lib/list';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lists' totals, reused per filter set for `LIST_TOTALS_TTL_MS` (lib/list.ts `ListTotals`). */
    listTotals: ListTotals;
    /** Whole pages of the lists declared with `cachedList`, kept until their data changes (lib/list.ts `ListPages`). */
    listPages: ListPages;
  }
}

/** Methods that do not write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The channel migration 0042's triggers notify on a change to a table under a kept list. */
export const LIST_CHANGES_CHANNEL = 'dapcon_listas';

/** How long to wait before listening again after the connection was lost: doubling from the first to the last. */
const RELISTEN_MS = { first: 500, last: 30_000 };

export interface ListCacheOptions {
  /** How long a total is reused (LIST_TOTALS_TTL_MS; 0: counted for every page). */
  totalsTtlMs: number;
  /** The longest a page is kept while its data does not change (LIST_PAGES_TTL_MS; 0: no page kept). */
  pagesTtlMs: number;
}

/**
 * The lists' totals and kept pages (docs/lists.md, "Totals" and "Pages kept"), forgotten:
 *
 * - on every successful write through this API (any method but GET, HEAD and OPTIONS answered below
 *   400), before its answer is sent: whoever changed something and reloads a list sees it;
 * - on every notice on `dapcon_listas` (migration 0042: a change to a table under a kept list, by
 *   anyone), which this process listens for on a connection of its own.
 *
 * Pages are kept only while that connection is up: when it is lost, everything kept is forgotten and
 * pages are read afresh until it is back (listening again after 0.5 s, then doubling up to 30 s).
 */
export default fp<ListCacheOptions>(
  async (app, { totalsTtlMs, pagesTtlMs }) => {
    const totals = new ListTotals(totalsTtlMs);
    const pages = new ListPages(pagesTtlMs);
    app.decorate('listTotals', totals);
    app.decorate('listPages', pages);
    const forget = () => {
      totals.clear();
      pages.clear();
    };
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400) forget();
    });
    if (pagesTtlMs <= 0) return;

    let stop: (() => Promise<void>) | null = null;
    let retry: NodeJS.Timeout | null = null;
    let closing = false;
    let waitMs = RELISTEN_MS.first;
    const listen = async (): Promise<void> => {
      retry = null;
      try {
        stop = await app.listenDatabase(LIST_CHANGES_CHANNEL, forget, (error) => {
          stop = null;
          pages.live = false;
          totals.clear();
          app.log.warn({ err: error }, 'lists: the change notices stopped; pages are read afresh until they are back');
          if (!closing) retry = setTimeout(() => void listen(), waitMs).unref();
        });
      } catch (error) {
        app.log.warn({ err: error, retryMs: waitMs }, 'lists: cannot listen for changes; pages are read afresh');
        if (!closing) retry = setTimeout(() => void listen(), waitMs).unref();
        waitMs = Math.min(waitMs * 2, RELISTEN_MS.last);
        return;
      }
      if (closing) {
        await stop();
        return;
      }
      waitMs = RELISTEN_MS.first;
      // Forgets what was kept while deaf, and keeps pages from now on.
      pages.live = true;
      totals.clear();
    };
    await listen();
    app.addHook('onClose', async () => {
      closing = true;
      if (retry) clearTimeout(retry);
      pages.live = false;
      await stop?.();
    });
  },
  { name: 'list-cache', dependencies: ['database'] },
);
