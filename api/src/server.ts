/** Starts the API: configuration, app, listen; closes gracefully on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { ConfigError, loadConfig, readEnvFile, type Config } from './config';

const CLOSE_TIMEOUT_MS = 10_000;

function configOrExit(): Config {
  try {
    readEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const app = await buildApp({ config, logToStdout: true });

let closing = false;
async function close(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  // A request that never ends must not keep the process alive for ever.
  const timer = setTimeout(() => {
    console.error(`Did not close within ${CLOSE_TIMEOUT_MS} ms; exiting`);
    process.exit(1);
  }, CLOSE_TIMEOUT_MS);
  timer.unref();
  // close() ends the connections idle at that moment; a keep-alive connection whose
  // request was still in flight becomes idle only once answered, and would hold the
  // server open until the limit above. End each one as soon as it is idle.
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 100);
  idleCloser.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', close);
process.once('SIGTERM', close);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.fatal({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
