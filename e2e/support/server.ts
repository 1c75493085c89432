import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverProcessEnv } from '../../scripts/server-process-env.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

const OUTPUT_TAIL_CHARS = 64 * 1024;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Stops the process cleanly and lets `keep` copy from its data folder before it is removed. */
  stopKeepingData: (keep: (dataDir: string) => Promise<void>) => Promise<void>;
  /**
   * Stops the process and starts it again on the same port and data (a server restart as a plant
   * sees it: open screens lose their connections and must come back by themselves).
   */
  restart: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (${child.exitCode}):\n${output()}`);
    try {
      const answer = await fetch(`${baseUrl}/readyz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not ready within 90 s:\n${output()}`);
}

/** Asks the process to end, and kills it when it has not after 10 s. */
async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Where the browser tests' global setup keeps an embedded database that was created, migrated and
 * seeded with the demo plant once; each server of the run starts from a copy of it instead of
 * creating its own (initdb, every migration and the seed take several seconds each time).
 */
export const SEEDED_DATABASE_ENV = 'WORKBENCH_TEST_SEEDED_DATABASE';

/** Settings that shape a new database: a server started with any of them creates its own. */
const DATABASE_SHAPING_ENV = ['DATA_DIR', 'DATABASE_URL', 'SEED_DEMO', 'ADMIN_PASSWORD'];

function copySeededDatabase(dataDir: string, env: Record<string, string>): void {
  const seeded = process.env[SEEDED_DATABASE_ENV];
  if (!seeded || !existsSync(seeded) || DATABASE_SHAPING_ENV.some((name) => name in env)) return;
  cpSync(seeded, join(dataDir, 'db'), { recursive: true });
  // Without the key the database was seeded with, the demo badges are unknown (stored keyed).
  const key = join(seeded, '..', 'secrets.key');
  if (existsSync(key)) cpSync(key, join(dataDir, 'secrets.key'));
}

/**
 * Starts the built server (server/dist/main.js) on a free port with a fresh embedded database (a
 * copy of the run's seeded one when there is one).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'workbench-e2e-'));
  copySeededDatabase(dataDir, env);
  // The server writes its log to a file, not to this process: a load test's log would otherwise be
  // handled by the same process that drives the load. Its tail explains a failed start.
  const logPath = join(dataDir, 'server.log');
  const launch = (): ChildProcess => {
    const logFd = openSync(logPath, 'a');
    const started = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
      cwd: repoRoot,
      env: {
        ...serverProcessEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        DATABASE_URL: '',
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', logFd, logFd],
    });
    closeSync(logFd);
    return started;
  };
  const output = () => {
    try {
      return readFileSync(logPath, 'utf8').slice(-OUTPUT_TAIL_CHARS);
    } catch {
      return '';
    }
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  let child = launch();
  await waitUntilReady(baseUrl, child, output);
  return {
    baseUrl,
    get pid() {
      return child.pid ?? 0;
    },
    dataDir,
    output,
    stop: async () => {
      await endProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    stopKeepingData: async (keep) => {
      await endProcess(child);
      await keep(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await endProcess(child);
      child = launch();
      await waitUntilReady(baseUrl, child, output);
    },
  };
}
