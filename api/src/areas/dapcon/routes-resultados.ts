/** A declaration's results table (resultados.ts): read, its template, uploaded, removed. routes.ts registers it. */
import type { FastifyPluginAsync } from 'fastify';
import { borrarResultados, plantillaResultados, resultadosDapcon, subirResultados } from '@dapcon/contract';
import { sendFile } from '../../lib/download';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import { borrarResultadosDe, plantillaDe, resultadosDe, subirResultadosDe } from './resultados';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, resultadosDapcon, async (request) => ok(await resultadosDe(app.db, currentUser(request), request.params.id)));

  serve(app, plantillaResultados, async (request, reply) =>
    sendFile(reply, await plantillaDe(app.db, currentUser(request), request.params.id, request.query.formato, languageOf(request.headers['accept-language']))),
  );

  serve(app, subirResultados, async (request) => {
    const user = currentUser(request);
    await subirResultadosDe(app, user, request.params.id, request.body, languageOf(request.headers['accept-language']));
    return ok(await resultadosDe(app.db, user, request.params.id));
  });

  serve(app, borrarResultados, async (request) => {
    await borrarResultadosDe(app, currentUser(request), request.params.id);
    return ok(null);
  });
};

export default routes;
