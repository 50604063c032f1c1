import { ACCESS } from '../../auth/access';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { listPaises } from '../../repositories/referencia';

/** /paises: public, the registration forms need it before sign-in. */
const paises: RoutesPlugin = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['referencia'], summary: 'Countries, Spain (id 1) first' }, config: { auth: ACCESS.public } },
    async () => ok(await listPaises(app.db)),
  );
};

export default paises;
