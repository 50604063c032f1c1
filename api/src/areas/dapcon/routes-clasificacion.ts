/**
 * A declaration's ECO Platform class (clasificacion.ts): set or removed, answering the record as it
 * is after the change, read again for the caller. routes.ts registers it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { clasificarDapcon } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { clasificar } from './clasificacion';
import { dapconById } from './service';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, clasificarDapcon, async (request) => {
    const user = currentUser(request);
    await clasificar(app, user, request.params.id, request.body);
    return ok(await dapconById(app.db, user, request.params.id, languageOf(request.headers['accept-language'])));
  });
};

export default routes;
