import { MSG, PoblacionQuery } from '@dapcon/contract';
import { ACCESS } from '../../auth/access';
import { NotFoundError } from '../../errors';
import { ok } from '../../lib/envelope';
import type { RoutesPlugin } from '../../lib/routes';
import { findPoblaciones } from '../../repositories/referencia';

/**
 * /poblacion?cp=: towns of a Spanish postal code. The forms treat any status
 * other than 201 as "not found" and clear town and province (spec part 2 §5),
 * so a hit answers 201 and a miss 404.
 */
const poblacion: RoutesPlugin = async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: PoblacionQuery, tags: ['referencia'], summary: 'Towns and province of a postal code' },
      config: { auth: ACCESS.public },
    },
    async (request, reply) => {
      const towns = await findPoblaciones(app.db, request.query.cp);
      if (towns.length === 0) throw new NotFoundError(MSG.sinResultados);
      return reply.code(201).send(ok(towns));
    },
  );
};

export default poblacion;
