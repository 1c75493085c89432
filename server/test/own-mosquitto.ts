import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import { freePort } from './service-process';

/** Debian's broker (`apt-get install mosquitto`; .ci/run installs it where it is missing). */
export const MOSQUITTO = '/usr/sbin/mosquitto';

export const mosquittoInstalled = (): boolean => existsSync(MOSQUITTO);

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Mosquitto of the test's own, on a free port, that the test may stop and start again on the
 * same port (a broker restart). Keeps nothing on disk between its runs, as a broker without
 * persistence does, and queues without limit for a client that is slow to take its messages.
 */
export class OwnMosquitto {
  private process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnMosquitto> {
    const dir = await mkdtemp(join(tmpdir(), 'wb-mosquitto-'));
    // A port another process takes between the probe and the start: try another one.
    for (let attempt = 0; ; attempt += 1) {
      const broker = new OwnMosquitto(await freePort(), dir);
      try {
        await broker.start();
        return broker;
      } catch (error) {
        if (attempt >= 3) {
          await rm(dir, { recursive: true, force: true });
          throw error;
        }
      }
    }
  }

  /** Starts (again) on the same port and resolves once it takes connections. */
  async start(): Promise<void> {
    if (this.process) throw new Error('mosquitto is running already');
    const config = join(this.dir, 'mosquitto.conf');
    await writeFile(
      config,
      [
        `listener ${this.port} 127.0.0.1`,
        'allow_anonymous true',
        'persistence false',
        'max_queued_messages 0',
        'log_dest stderr',
        'log_type error',
      ].join('\n'),
    );
    const child = spawn(MOSQUITTO, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said = `${said}${chunk.toString()}`.slice(-2_000);
    });
    this.process = child;
    child.once('exit', () => {
      if (this.process === child) this.process = undefined;
    });
    for (let attempt = 0; attempt < 100; attempt++) {
      if (this.process !== child) throw new Error(`mosquitto on port ${this.port} stopped at start: ${said}`);
      if (await answers(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.stop();
    throw new Error(`mosquitto on port ${this.port} did not answer: ${said}`);
  }

  /** Stops the broker as a crash would (its sessions and queues are gone); resolves once it has. */
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

  /** Stops the broker and throws its folder away. */
  async close(): Promise<void> {
    await this.stop();
    await rm(this.dir, { recursive: true, force: true });
  }

  /** A plant's publisher: an MQTT 5 client of this broker. */
  publisher(): Promise<MqttClient> {
    return connectAsync(this.url, { protocolVersion: 5, reconnectPeriod: 0 });
  }
}
