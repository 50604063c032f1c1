/**
 * /maintenance's endpoints (contract/src/sistema/mantenimiento.ts; docs/parametros.md 'Maintenance as
 * built'): the public state the shell reads, the switch, the state figures, the re-send of failed
 * e-mails, and the demo reset, which is not even registered in production (404 there).
 */
import type { FastifyPluginAsync } from 'fastify';
import {
  MANTENIMIENTO_MSG,
  estadoMantenimiento,
  guardarMantenimiento,
  mantenimiento,
  reenviarCorreosFallidos,
  reiniciarDemo as reiniciarDemoEndpoint,
} from '@dapcon/contract';
import { serve } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/app/access-control';
import { autor, estadoAdmin, estadoAlmacenamiento, estadoBaseDatos, estadoCorreos, reenviarFallidos, reiniciarDemo, type Sembrar } from './mantenimiento-service';

export interface MantenimientoRoutesOptions {
  /** What the demo reset seeds again (areas/index.ts: the seed of the app's first start). */
  sembrar: Sembrar;
}

const routes: FastifyPluginAsync<MantenimientoRoutesOptions> = async (app, { sembrar }) => {
  serve(app, estadoMantenimiento, async () => {
    const { activo, mensaje } = await app.maintenance.read();
    return ok({ activo, mensaje });
  });

  serve(app, guardarMantenimiento, async (request) => {
    const { activo, mensaje } = request.body;
    const state = await app.maintenance.write({ activo, mensaje, por: autor(currentUser(request)) });
    request.log.info({ activo, userId: currentUser(request).id }, activo ? 'maintenance switched on' : 'maintenance switched off');
    return ok(estadoAdmin(state), activo ? MANTENIMIENTO_MSG.mantenimientoActivado : MANTENIMIENTO_MSG.mantenimientoDesactivado);
  });

  serve(app, mantenimiento, async () => {
    const [state, base_datos, correos, almacenamiento] = await Promise.all([
      app.maintenance.read(),
      estadoBaseDatos(app),
      estadoCorreos(app),
      estadoAlmacenamiento(app),
    ]);
    return ok({ mantenimiento: estadoAdmin(state), base_datos, correos, almacenamiento, reinicio_demo: !app.config.production });
  });

  serve(app, reenviarCorreosFallidos, async (request) => {
    const reenviados = await reenviarFallidos(app);
    request.log.info({ reenviados, userId: currentUser(request).id }, 'failed e-mails queued again');
    return ok({ reenviados }, MANTENIMIENTO_MSG.correosReenviados);
  });

  // Never in production: the route does not exist there.
  if (!app.config.production) {
    serve(app, reiniciarDemoEndpoint, async (request) => {
      const user = currentUser(request);
      const summary = await reiniciarDemo(app, user, sembrar);
      request.log.warn({ userId: user.id, ...summary }, 'demo data restored');
      return ok(summary, MANTENIMIENTO_MSG.demoRestaurada);
    });
  }
};

export default routes;
