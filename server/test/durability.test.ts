import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { API_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/server-root';
import { ADMIN_PASSWORD, testDatabaseKind } from './helper';

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

/** Starts the real server process (tsx src/main.ts) and waits for its "listening" log line. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`server exited with ${code} before listening: ${stderr.join('')}`);
  });
  const listening = (async () => {
    for await (const line of lines) {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) return match[1];
    }
    throw new Error('server output ended before it listened');
  })();
  const baseUrl = await Promise.race([listening, exited]);
  lines.on('line', () => {}); // keep draining the log so the child never blocks on a full pipe
  return { child, baseUrl };
}

async function postJson(server: RunningServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; data: { accessToken: string } } };
}

async function kill(server: RunningServer, signal: NodeJS.Signals): Promise<number | null> {
  const exit = once(server.child, 'exit');
  server.child.kill(signal);
  const [code] = await exit;
  return code as number | null;
}

// The embedded database's durability is what is tested; PostgreSQL's is PostgreSQL's business.
describe.skipIf(testDatabaseKind !== 'pglite')('durability of the embedded database', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wb-durability-'));
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) await kill(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps an acknowledged password change through kill -9 and a restart', { timeout: 180_000 }, async () => {
    server = await startServer(dataDir);
    const login = await postJson(server, API_PATHS.identity.newLogin, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const changed = await postJson(
      server,
      API_PATHS.identity.changePassword,
      { currentPassword: ADMIN_PASSWORD, newPassword: 'Durable#42' },
      login.body.data.accessToken,
    );
    expect(changed.status).toBe(200);

    // No chance to flush anything: the write must already be on disk when it was acknowledged.
    await kill(server, 'SIGKILL');

    server = await startServer(dataDir);
    const withNew = await postJson(server, API_PATHS.identity.newLogin, { userName: 'admin', password: 'Durable#42' });
    expect(withNew.status).toBe(200);
    const withOld = await postJson(server, API_PATHS.identity.newLogin, {
      userName: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(withOld.status).toBe(400);

    // And a polite stop is a clean exit.
    expect(await kill(server, 'SIGTERM')).toBe(0);
  });
});
