/**
 * The DAPcon area's routes (spec part 2 §2.9, §5, §7.3; docs/dapcon-lifecycle.md): the creation of
 * a declaration and one declaration for its record page. The transitions come in later steps.
 */
import type { FastifyPluginAsync } from 'fastify';
import { crearDapcon, DAPCON_MSG, dapcon } from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { languageOf } from '../../lib/lang';
import { currentUser } from '../../plugins/app/access-control';
import cicloRoutes from './routes-ciclo';
import clasificacionRoutes from './routes-clasificacion';
import resultadosRoutes from './routes-resultados';
import incidenciasRoutes from './routes-incidencias';
import listaRoutes from './routes-lista';
import { crearDapcon as createDapcon, dapconById } from './service';
import { auditRecord } from '../../plugins/app/audit';
import { dapcons } from './tables';

const routes: FastifyPluginAsync = async (app) => {
  // The spec's message carries the id after ' = ' (part 2 §4); `data` has it too.
  serve(app, crearDapcon, async (request) => {
    const id = await auditRecord(request, { tabla: dapcons, id: null, idTras: (nueva) => nueva }, () => createDapcon(app, currentUser(request), request.body));
    return ok({ id }, `${DAPCON_MSG.dapconCreada} = ${id}`);
  });

  serve(app, dapcon, async (request) =>
    ok(await dapconById(app.db, currentUser(request), request.params.id, languageOf(request.headers['accept-language']))),
  );

  await app.register(listaRoutes);
  await app.register(cicloRoutes);
  await app.register(incidenciasRoutes);
  await app.register(clasificacionRoutes);
  await app.register(resultadosRoutes);
};

export default routes;
