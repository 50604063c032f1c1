/**
 * The API as a tree of plugins (fastify/demo style):
 * plugins/external (database, OpenAPI) → plugins/app (errors, sessions,
 * access control, request log) → the areas' routes under /api → the registry's pages → the web product.
 * `server.ts` only listens; tests build the same app with `buildApp`.
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MSG, type ErrorBody } from '@dapcon/contract';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/database';
import { valibotSerializerCompiler } from './lib/endpoint';
import { valibotValidatorCompiler } from './lib/validation';
import { createLoggers, type Loggers } from './logging';
import accessControl from './plugins/app/access-control';
import audit from './plugins/app/audit';
import listCache from './plugins/app/list-cache';
import maintenance from './plugins/app/maintenance';
import errorHandler from './plugins/app/error-handler';
import jsonBody from './plugins/app/json-body';
import language from './plugins/app/language';
import requestLog from './plugins/app/request-log';
import securityHeaders from './plugins/app/security-headers';
import sessions from './plugins/app/sessions';
import web from './plugins/app/web';
import database from './plugins/external/database';
import multipart from './plugins/external/multipart';
import swagger from './plugins/external/swagger';
import mailer from './plugins/app/mailer';
import queue from './plugins/app/queue';
import storage from './plugins/app/storage';
import storageSweep from './plugins/app/storage-sweep';
import tasks from './plugins/app/tasks';
import throttle, { type ThrottleLimits } from './plugins/app/throttle';
import areas, { caducidadDapcon, paginasRegistro, programador, renderizadorRegistro, storedFileKeys, TIPOS_RECORDATORIO_DEFS } from './areas';
import { seedIfEmpty, type SeedSize } from './seed';

export const API_PREFIX = '/api';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The seed of a first start ('demo', or 'test' in tests): what /maintenance's demo reset seeds. */
    seedSize: SeedSize;
  }
}

export interface AppPluginOptions {
  config: Config;
  database: DatabaseHandle;
  loggers: Loggers;
  /** What the first start of an empty database gets (SEED_ON_START): 'demo', or 'test' in tests. */
  seedSize: SeedSize;
  /** Limits and clock of the sign-in throttle; the defaults unless a test says otherwise. */
  throttle?: Partial<ThrottleLimits>;
  /** Run the daily jobs (the DAPcon expiry, areas/dapcon/caducidad.ts). */
  dailyJobs: boolean;
  jobQueue: boolean;
}

export const app = fp<AppPluginOptions>(
  async (fastify, { config, database: handle, loggers, seedSize, throttle: throttleLimits, dailyJobs, jobQueue }) => {
    fastify.decorate('config', config);
    // What the demo reset seeds again (/maintenance).
    fastify.decorate('seedSize', seedSize);
    fastify.setValidatorCompiler(valibotValidatorCompiler);
    // Success answers pass through their endpoint's response schema (undeclared keys dropped) before JSON.
    fastify.setSerializerCompiler(valibotSerializerCompiler);

    // First, so every answer has them: API, static files, errors and 404s.
    await fastify.register(securityHeaders, { webRoot: config.webRoot, remoteOverrides: config.remoteOverrides, apiPrefix: API_PREFIX });

    // Before the database: the first-start seed stores the demo programme's logos and certificates.
    await fastify.register(storage, { driver: config.storageDriver, storageDir: config.storageDir, s3: config.s3 });

    // plugins/external
    await fastify.register(database, {
      handle,
      afterMigrate: config.seedOnStart
        ? async (db) => {
            const summary = await seedIfEmpty(db, seedSize, {
              storage: fastify.storage,
              onStart: () => fastify.log.info({ seed: seedSize }, `seeding the ${seedSize} data into the empty database…`),
            });
            if (summary) fastify.log.info({ seed: seedSize, ...summary }, `empty database seeded (${summary.usuarios} users)`);
          }
        : undefined,
    });
    await fastify.register(swagger);
    await fastify.register(multipart);

    // plugins/app
    await fastify.register(errorHandler);
    // JSON bodies nested deeper than any form are refused (400) before a route walks them.
    await fastify.register(jsonBody);
    await fastify.register(language);
    await fastify.register(sessions, { jwtSecret: config.jwtSecret, previousJwtSecret: config.previousJwtSecret });
    await fastify.register(accessControl, { apiPrefix: API_PREFIX });
    await fastify.register(requestLog, { logger: loggers.requests });
    await fastify.register(tasks);
    await fastify.register(audit);
    // The maintenance switch: non-administrators' writes answered 503 while it is on (after access control).
    await fastify.register(maintenance, { apiPrefix: API_PREFIX });
    await fastify.register(listCache, { totalsTtlMs: config.listTotalsTtlMs, pagesTtlMs: config.listPagesTtlMs });
    await fastify.register(throttle, throttleLimits ?? {});
    await fastify.register(storageSweep, { referencedKeys: storedFileKeys, localDir: config.storageDriver === 'local' ? config.storageDir : undefined });
    // The job queue (pg-boss, same database): the mail deliveries with SMTP_URL, and the scheduled jobs.
    await fastify.register(queue, { enabled: Boolean(config.smtpUrl) || dailyJobs || jobQueue, schedules: dailyJobs });
    await fastify.register(mailer, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      ratePerMinute: config.mailRatePerMinute,
      retryLimit: config.mailRetryLimit,
      retryDelaySeconds: config.mailRetryDelaySeconds,
      publicUrl: config.publicUrl,
    });
    // At start-up and every 24 h: published declarations past their validity expire.
    await fastify.register(caducidadDapcon, { enabled: dailyJobs });
    // pg-boss schedules: the reminders (08:00) and the audit's pruning (03:30), docs/operations.md.
    await fastify.register(programador, { enabled: dailyJobs, tipos: TIPOS_RECORDATORIO_DEFS });

    // the areas' routes, from the contract's endpoint objects
    await fastify.register(areas, { prefix: API_PREFIX });
    // The public registry's pages, for anyone (docs/registry.md), rendered by the live mf-registro.
    await fastify.register(paginasRegistro, { renderizador: renderizadorRegistro(config.webRoot) });
    await fastify.register(web, { webRoot: config.webRoot, remoteOverrides: config.remoteOverrides, apiPrefix: API_PREFIX });
  },
  { name: 'dapcon-api' },
);

export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, ...(config.databasePoolSize === undefined ? {} : { poolSize: config.databasePoolSize }) }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` };
}

export interface BuildOptions {
  config: Config;
  /** A database opened by the caller (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  seedSize?: SeedSize;
  /** Copy the application log to stdout (the server does; tests do not). */
  logToStdout?: boolean;
  /** Runs on the bare instance before the app is registered: hooks that must see every route (tests). */
  beforeRegister?: (fastify: FastifyInstance) => void;
  /** Limits and clock of the sign-in throttle (tests). */
  throttle?: Partial<ThrottleLimits>;
  /**
   * Run the daily jobs. Default: on, except on the tests' 'test' seed, whose declarations and
   * e-mails the tests count (a test of the job calls its functions, or asks with `true`).
   */
  dailyJobs?: boolean;
  /** Start the job queue even without SMTP_URL nor the daily jobs (tests that register a scheduled job themselves). */
  jobQueue?: boolean;
}

/** A Fastify instance with the app registered, not yet listening. */
export async function buildApp({
  config,
  database,
  seedSize = 'demo',
  logToStdout = false,
  beforeRegister,
  throttle: throttleLimits,
  dailyJobs = seedSize !== 'test',
  jobQueue = false,
}: BuildOptions): Promise<FastifyInstance> {
  const loggers = createLoggers({
    logDir: config.logDir,
    level: config.logLevel,
    stdout: logToStdout,
    maxSize: config.logMaxSize,
    files: config.logFiles,
  });
  const handle =
    database ?? (await openDatabase(databaseTarget(config), (error) => loggers.app.error({ err: error }, 'database pool error')));
  // Typed as Fastify's logger interface, so the instance is a plain FastifyInstance.
  const loggerInstance: FastifyBaseLogger = loggers.app;
  const fastify = Fastify({
    loggerInstance,
    // requests.log has one line per request; the app log keeps what happens inside them.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    // The client's address (throttle, logs, sessions) from the X-Forwarded-For of the proxies named
    // in TRUST_PROXY only; without it, the connection's (docs/security.md).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // A path the router cannot read (a bad escape, a parameter over 100 characters) is refused before
    // any route or hook: in the contract's shape, never echoing the path (it may hold a token).
    frameworkErrors: (error, _request, reply) => {
      const body: ErrorBody = { status: 'Error', message: MSG.solicitudNoValida };
      void (reply as FastifyReply).code(error.statusCode ?? 400).send(body);
    },
    // No time limit on a plugin's start: a first start migrates and seeds an empty database inside the
    // database plugin, which took over Fastify's default 10 s on a busy two-core machine and killed
    // the start ('Plugin did not start in time'). Progress goes to the log instead (issue 33, item 27).
    pluginTimeout: 0,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // Registered first, so it runs after every plugin's own onClose: the logs stay open until the end.
  fastify.addHook('onClose', async () => {
    await loggers.close();
  });
  beforeRegister?.(fastify);
  await fastify.register(app, { config, database: handle, loggers, seedSize, throttle: throttleLimits, dailyJobs, jobQueue });
  return fastify;
}
