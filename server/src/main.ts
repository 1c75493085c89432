import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** How long in-flight calls may take to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing calls in flight');
    const forced = setTimeout(() => {
      app.log.error('calls in flight did not finish in time; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    try {
      // Stops accepting, waits for calls in flight, then runs onClose hooks (database, Redis).
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Before the app's logger exists there is only stderr; a config mistake gets a plain sentence.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The server could not start:', error);
  process.exit(1);
});
