import { ACCESS } from '../../auth/access';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import type { RoutesPlugin } from '../../lib/routes';
import { listPaises } from '../../repositories/referencia';

/** /paises: public, the registration forms need it before sign-in. */
const paises: RoutesPlugin = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['referencia'], summary: 'Countries, Spain (id 1) first, named in the Accept-Language (es or ca)' }, config: { auth: ACCESS.public } },
    async (request) => ok(await listPaises(app.db, languageOf(request.headers['accept-language']))),
  );
};

export default paises;
