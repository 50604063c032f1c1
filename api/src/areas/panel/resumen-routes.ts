/** 'Resumen de DAPcon' (issue 16 step 2, docs/home.md): `GET /panel/resumen-dapcon`, the administration's. */
import type { FastifyPluginAsync } from 'fastify';
import { resumenDapcon } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { resumenDapcon as contar } from './resumen-consulta';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, resumenDapcon, async () => ok(await contar(app.db)));
};

export default routes;
