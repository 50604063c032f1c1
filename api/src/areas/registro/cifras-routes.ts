/**
 * `GET /registro/cifras` (issue 35, item 4): the registry's figures for the administrator's dashboard.
 * A plugin beside the public one (routes.ts), outside its ETag, caching headers and per-address rate
 * limit: an administrator's read, answered afresh each time.
 */
import type { FastifyPluginAsync } from 'fastify';
import { cifrasRegistro } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { cifrasRegistro as leerCifras } from './cifras';

const rutasCifras: FastifyPluginAsync = async (app) => {
  serve(app, cifrasRegistro, async () => ok(await leerCifras(app.db)));
};

export default rutasCifras;
