/** The front page's banner criteria's routes (/banner-portada; criterios.ts), registered by the area's routes. */
import type { FastifyInstance } from 'fastify';
import { criteriosSave, criteriosShow, MSG } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { criteriosDe, guardarCriterios } from './criterios';

/** `GET /criterios/{tipo}` and `POST /criterios` (200, 'Los datos han sido guardados correctamente'). */
export function serveCriterios(app: FastifyInstance): void {
  serve(app, criteriosShow, async (request) => ok(await criteriosDe(app.db, request.params.tipo)));
  serve(app, criteriosSave, async (request) => ok(await guardarCriterios(app.db, request.body), MSG.operacionCorrecta));
}
