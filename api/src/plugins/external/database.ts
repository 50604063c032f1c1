import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, QueueConnection } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** How the job queue reaches this database (the mailer's). */
    queueConnection: QueueConnection;
    /** Answers when the database does (health check). */
    pingDatabase(): Promise<void>;
    /** `LISTEN` on a channel of this database (db/database.ts `DatabaseHandle.listen`). */
    listenDatabase: DatabaseHandle['listen'];
  }
}

export interface DatabasePluginOptions {
  handle: DatabaseHandle;
  /** Runs right after the migrations, under the start-up lock (the first-start seed). */
  afterMigrate?: (db: Database) => Promise<void>;
}

/** Migrates the database at start-up and hands it to the app; closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, { handle, afterMigrate }) => {
    const started = Date.now();
    app.log.info('migrating the database…');
    await handle.migrate(afterMigrate);
    app.log.info({ ms: Date.now() - started }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate<QueueConnection>('queueConnection', handle.queue);
    app.decorate('pingDatabase', async () => {
      await handle.db.execute(sql`select 1`);
    });
    app.decorate('listenDatabase', handle.listen);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'database' },
);
