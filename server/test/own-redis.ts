import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { redisAnswers } from './redis-probe';

/** Whether Debian's redis-server can be started here; the suites that need one skip, saying so, when not. */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A redis-server of the test's own, on a free port, that the test may stop, freeze and start again
 * (a shared Redis must never be stopped under the other tests). Keeps nothing on disk.
 */
export class OwnRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  /** Starts (again) on the same port and resolves once it answers. */
  async start(): Promise<void> {
    if (this.process) throw new Error('redis-server is running already');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    this.process = child;
    child.once('exit', () => {
      if (this.process === child) this.process = undefined;
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await redisAnswers(this.url, 200)) return;
      if (this.process !== child) throw new Error(`redis-server on port ${this.port} stopped at start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server on port ${this.port} did not answer`);
  }

  /** Stops the server, as a crash or a restart would; resolves once the process has gone. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = undefined;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
  }

  /** Freezes the server: connections stay open and nothing is answered (a hung host, a full disk). */
  freeze(): void {
    this.process?.kill('SIGSTOP');
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }
}
