import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, wrapPglite } from './db/client';
import { INIT_EMBEDDED_DATABASE_FLAG, initPgliteDataDir } from './db/pglite-init';
import { errorText } from './platform/log-redaction';
import { prepareDatabase } from './seed/prepare';

/** How long in-flight calls may take to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    ...config,
    processEntry: { script: process.argv[1] ?? '', execArgv: process.execArgv },
  });
  const app = await buildApp(config, { database });

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

/**
 * The child process that creates and prepares a new embedded database folder, then exits
 * (see db/pglite-init.ts). It reads the same environment as the server it was started for.
 */
async function initEmbeddedDatabase(dir: string): Promise<void> {
  const config = loadConfig();
  await initPgliteDataDir(dir, (client) => prepareDatabase(wrapPglite(client), config));
  process.exit(0);
}

const start = process.argv[2] === INIT_EMBEDDED_DATABASE_FLAG ? initEmbeddedDatabase(process.argv[3] ?? '') : main();
start.catch((error: unknown) => {
  // Before the app's logger exists there is only stderr; a config mistake gets a plain sentence.
  if (error instanceof ConfigError) console.error(error.message);
  // Through the log's serializer: a failed statement must not print its parameters here either.
  else console.error('The server could not start:', errorText(error));
  process.exit(1);
});
