/**
 * The log screens' endpoints (docs/parametros.md 'Logs as built'): the last lines of the application
 * log and of the request log, read from this process's own files in LOG_DIR (rotated ones included),
 * newest last. Behind a load balancer each API process has its own LOG_DIR; the screen shows the one
 * that answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { logsAplicacion, logsPeticiones } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { APP_LOG, REQUEST_LOG, tailLog } from '../../logging';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, logsAplicacion, async (request) => ok(tailLog(app.config.logDir, APP_LOG, request.query.n_lines)));
  serve(app, logsPeticiones, async (request) => ok(tailLog(app.config.logDir, REQUEST_LOG, request.query.n_lines)));
};

export default routes;
