import fp from 'fastify-plugin';
import { ListTotals } from '../../lib/list';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lists' totals, reused per filter set for `LIST_TOTALS_TTL_MS` (lib/list.ts `ListTotals`). */
    listTotals: ListTotals;
  }
}

/** Methods that do not write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The lists' totals (docs/lists.md, "Totals"): one `ListTotals` for the whole API, forgotten on every
 * successful write (any method but GET, HEAD and OPTIONS answered below 400), before its answer is
 * sent: whoever changed something and reloads a list sees the new total.
 */
export default fp<{ ttlMs: number }>(
  async (app, { ttlMs }) => {
    app.decorate('listTotals', new ListTotals(ttlMs));
    app.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 400) app.listTotals.clear();
    });
  },
  { name: 'list-totals' },
);
