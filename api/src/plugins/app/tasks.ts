import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work that runs after the answer has been sent (e-mail delivery, the mail of a
 * password-recovery request). A failure is logged, never thrown at a client.
 * Closing the app waits for the work under way.
 */
export interface Tasks {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves when no work is under way (also work started by work). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: Tasks;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    const tasks: Tasks = {
      run(name, work) {
        const task = Promise.resolve()
          .then(work)
          .then(
            () => undefined,
            (error: unknown) => app.log.error({ err: error, task: name }, 'background task failed'),
          )
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async idle() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('tasks', tasks);
    // Runs before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await tasks.idle();
    });
  },
  { name: 'tasks' },
);

/**
 * Runs `work` as a task once the app is ready and then every `intervalMs`, until the app closes (the
 * storage sweep, the DAPcon expiry job). The timer never keeps the process alive. Call it while the
 * plugin that owns the work registers.
 *
 * @example
 * repeatWhileOpen(app, 'storage sweep', HOUR_MS, sweep);
 */
export function repeatWhileOpen(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<unknown>): void {
  const run = () => app.tasks.run(name, work);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
