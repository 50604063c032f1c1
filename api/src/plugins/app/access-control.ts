import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isAllowed, requiresSignIn, type Access } from '@dapcon/contract';
import type { AuthUser } from '../../auth/access';
import { ForbiddenError } from '../../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (its endpoint's `access`); required on every route under /api. */
    auth?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user; null on public routes. */
    user: AuthUser | null;
  }
}

export interface AccessControlOptions {
  /** Routes under this prefix must declare `config.auth`. */
  apiPrefix: string;
}

/** The signed-in user of a route that requires sign-in. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.method} ${request.url} reached its handler without a user`);
  return request.user;
}

/**
 * Authentication and the role guard, driven by each route's `config.auth`.
 * A route under /api without one fails at start-up, so no route is public or
 * private by accident.
 */
export default fp<AccessControlOptions>(
  async (app, { apiPrefix }) => {
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const under = route.url === apiPrefix || route.url.startsWith(`${apiPrefix}/`);
      if (under && route.config?.auth === undefined) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.auth ('public', 'user' or a rule)`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.auth;
      if (access === undefined || !requiresSignIn(access)) return;
      const user = await app.sessions.authenticate(request);
      request.user = user;
      if (!isAllowed(access, user)) throw new ForbiddenError();
    });
  },
  { name: 'access-control', dependencies: ['sessions'] },
);
