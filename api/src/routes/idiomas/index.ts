import { ACCESS } from '../../auth/access';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { listIdiomas } from '../../repositories/referencia';

/** /idiomas: public, the registration forms need it before sign-in. */
const idiomas: RoutesPlugin = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['referencia'], summary: 'Languages' }, config: { auth: ACCESS.public } },
    async () => ok(await listIdiomas(app.db)),
  );
};

export default idiomas;
