/**
 * The top bar's forum link (contract/src/panel/foro.ts; docs/home.md step 4): `GET /foro` says whether a
 * forum is configured (FORUM_URL), `POST /foro/enlace` answers its address with a short-lived forum
 * token (foro-tokens.ts), or 404 without a forum. Verifiers and the administration module only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { enlaceForo, estadoForo } from '@dapcon/contract';
import { NotFoundError } from '../../errors';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import { firmarTokenForo, urlForo } from './foro-tokens';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, estadoForo, async () => ok({ disponible: app.config.forum !== undefined }));

  serve(app, enlaceForo, async (request, reply) => {
    const { forum } = app.config;
    if (!forum) throw new NotFoundError();
    const { token, expira } = await firmarTokenForo(currentUser(request), forum.secret);
    // A token in the answer: never kept by a cache on the way.
    reply.header('cache-control', 'no-store');
    return ok({ url: urlForo(forum, token), expira: expira.toISOString() });
  });
};

export default routes;
