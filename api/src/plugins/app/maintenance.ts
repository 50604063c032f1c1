/**
 * The maintenance switch (docs/parametros.md 'Maintenance as built'). Its state is the `mantenimiento`
 * row, so every API process sharing the database sees it; each process keeps what it read for a
 * moment (`cacheMs`, 2 s by default) and forgets it at once when it switches the state itself.
 *
 * While it is on, a write (POST, PUT, PATCH, DELETE) under /api by a caller who is not an administrator
 * is answered 503 `{ status: 'Error', message: <the administrator's message>, mantenimiento: true }`
 * before anything else happens (no body is read). Administrators are the administration module (both
 * profiles) and an administrator's session as a company ('Iniciar Sesión'). Sign-in and sign-out stay
 * open for everyone, the way back from a session as a company too, and `POST /parametros_generales`,
 * a read the public forms send as a POST.
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { login, logout, parametrosGenerales, volverASesionAdmin, type Endpoint, type ErrorBody } from '@dapcon/contract';
import { mantenimiento } from './maintenance-tables';

/** What the row holds (no row: off, no message). */
export interface MaintenanceState {
  activo: boolean;
  mensaje: string;
  actualizado_at: Date | null;
  actualizado_por: string | null;
}

export interface Maintenance {
  /** The state, as this process last read it (at most `cacheMs` old). */
  read(): Promise<MaintenanceState>;
  /** Switches it (on with a message, or off) and answers the new state. */
  write(state: { activo: boolean; mensaje: string; por: string }): Promise<MaintenanceState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: Maintenance;
  }
}

export interface MaintenancePluginOptions {
  /** How long a process reuses the state it read (ms); 0 reads it for every write. */
  cacheMs?: number;
  /** The prefix of the API's routes. */
  apiPrefix: string;
}

/** How long a read state is reused by default: the other API process follows a switch within this. */
export const MAINTENANCE_CACHE_MS = 2000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Writes anyone may make during maintenance. */
const ALWAYS_OPEN: readonly Endpoint[] = [login, logout, volverASesionAdmin, parametrosGenerales];

const OFF: MaintenanceState = { activo: false, mensaje: '', actualizado_at: null, actualizado_por: null };

/** The administration module, or an administrator working as a company: they keep working. */
function isAdministrator(request: FastifyRequest): boolean {
  const user = request.user;
  return user !== null && (user.modulo_app === 'administrador' || user.suplantadorId !== null);
}

export default fp<MaintenancePluginOptions>(
  async (app, { cacheMs = MAINTENANCE_CACHE_MS, apiPrefix }) => {
    const open = new Set(ALWAYS_OPEN.map((endpoint) => `${endpoint.method} ${apiPrefix}${endpoint.path}`));
    let cached: { state: MaintenanceState; at: number } | null = null;

    async function load(): Promise<MaintenanceState> {
      const [row] = await app.db
        .select({ activo: mantenimiento.activo, mensaje: mantenimiento.mensaje, actualizado_at: mantenimiento.actualizado_at, actualizado_por: mantenimiento.actualizado_por })
        .from(mantenimiento)
        .where(sql`${mantenimiento.id} = 1`);
      return row ?? OFF;
    }

    const state: Maintenance = {
      async read() {
        if (cached && Date.now() - cached.at < cacheMs) return cached.state;
        const fresh = await load();
        cached = { state: fresh, at: Date.now() };
        return fresh;
      },
      async write({ activo, mensaje, por }) {
        const values = { activo, mensaje, actualizado_at: new Date(), actualizado_por: por };
        const [row] = await app.db
          .insert(mantenimiento)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: mantenimiento.id, set: values })
          .returning({ activo: mantenimiento.activo, mensaje: mantenimiento.mensaje, actualizado_at: mantenimiento.actualizado_at, actualizado_por: mantenimiento.actualizado_por });
        if (!row) throw new Error('The maintenance state was not written');
        cached = { state: row, at: Date.now() };
        return row;
      },
    };
    app.decorate('maintenance', state);

    // After access control's own onRequest (registered before): the caller is known by now.
    app.addHook('onRequest', async (request, reply) => {
      if (!WRITES.has(request.method)) return;
      // Only the API's routes (each declares its access); the web files are never written to.
      if (request.routeOptions.config.auth === undefined) return;
      if (open.has(`${request.method} ${request.routeOptions.url ?? ''}`) || isAdministrator(request)) return;
      const current = await state.read();
      if (!current.activo) return;
      const body: ErrorBody & { mantenimiento: true } = { status: 'Error', message: current.mensaje, mantenimiento: true };
      return reply.code(503).header('retry-after', '300').send(body);
    });
  },
  { name: 'maintenance', dependencies: ['access-control', 'database'] },
);
