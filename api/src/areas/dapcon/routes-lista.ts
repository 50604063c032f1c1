/**
 * The DAPcon area's list route (docs/lists.md, docs/dapcon-lifecycle.md step 5): `GET /dapcon`, a
 * page of the declarations the caller reaches, or (`to_excel=true`) the whole list as an xlsx file.
 * routes.ts registers it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dapconList } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { dapconExcel, dapconPage } from './lista';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, dapconList, async (request, reply) => {
    const user = currentUser(request);
    if (request.query.to_excel === true) {
      return dapconExcel(app.db, user, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await dapconPage(app.db, user, request.query, app.listTotals));
  });
};

export default routes;
