import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/server-root';
import { redisTestUrl } from './test-database-url';

/** How long a service process may take to migrate and answer /readyz. */
const READY_WITHIN_MS = 90_000;

/**
 * The settings of service processes that make one installation on a PostgreSQL database of the
 * test's own: the run's Redis under a prefix of their own, one installation key, no demo plant.
 */
export function installationEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisTestUrl(),
    REDIS_PREFIX: `wbtest${randomBytes(4).toString('hex')}`,
    SEED_DEMO: '0',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export async function freePort(): Promise<number> {
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

export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  withinMs: number,
) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function answersReady(baseUrl: string): Promise<true | undefined> {
  try {
    const answer = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return answer.ok ? true : undefined;
  } catch {
    return undefined;
  }
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  log: () => string;
}

/** One service process (the real entry point, src/main.ts) with its own port and data folder. */
export async function startServiceProcess(
  name: string,
  workDir: string,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(workDir, `instance-${name}-`));
  const logPath = join(dataDir, 'server.log');
  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const log = () => readFileSync(logPath, 'utf8').slice(-8_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    `instance ${name} ready`,
    () => {
      if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode}):\n${log()}`);
      return answersReady(baseUrl);
    },
    READY_WITHIN_MS,
  );
  return { name, child, baseUrl, log };
}

export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
