import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from './validation';

/** A plugin of routes whose valibot schemas type `request.body`, `request.query`, `request.params`. */
export type RoutesPlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider>;
