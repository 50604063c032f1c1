/** `GET /auditoria`: the audit trail's list and its Excel file (auditoria.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { auditoriaList } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import * as auditoria from './auditoria';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, auditoriaList, async (request, reply) => {
    if (request.query.to_excel === true) {
      return auditoria.auditoriaExcel(app.db, request.query, languageOf(request.headers['accept-language']), app.listTotals, reply, request.log);
    }
    return ok(await auditoria.auditoriaList(app.db, request.query, app.listTotals));
  });
};

export default routes;
