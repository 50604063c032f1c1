import { ParametrosGeneralesBody, type ParametrosGeneralesData } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { listOpciones } from '../../repositories/referencia';

/** /parametros_generales: several option lists in one call, each in its requested language. */
const parametrosGenerales: RoutesPlugin = async (app) => {
  app.post(
    '/',
    {
      schema: { body: ParametrosGeneralesBody, tags: ['referencia'], summary: 'Option lists by parameter' },
      config: { auth: ACCESS.public },
    },
    async (request) => {
      const lists = await Promise.all(
        request.body.map(async ({ param, locale, active }) => [param, await listOpciones(app.db, param, locale, active)] as const),
      );
      const data: ParametrosGeneralesData = Object.fromEntries(lists);
      return ok(data);
    },
  );
};

export default parametrosGenerales;
