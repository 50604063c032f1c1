/** The API's own state. */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MSG, type HealthData } from '@dapcon/contract';
import { UnavailableError } from '../../errors';

/** Answers when the database does; otherwise logs why and fails with a 503 (load balancers take the copy out). */
export async function checkHealth(app: FastifyInstance, log: FastifyBaseLogger): Promise<HealthData> {
  try {
    await app.pingDatabase();
  } catch (error) {
    log.error({ err: error }, 'health check: database did not answer');
    throw new UnavailableError(MSG.baseDatosNoResponde);
  }
  return { db: 'ok' };
}
