import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import WebSocket from 'ws';

/** Starts the test app on an ephemeral port; returns its base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export interface HubClientOptions {
  /** Reconnect delays in ms; none by default. */
  reconnect?: number[];
  /** Skip the negotiate call and open the WebSocket directly. */
  skipNegotiation?: boolean;
  headers?: Record<string, string>;
}

/** The official SignalR client, built as the portal builds it, not yet started. */
export function hubClient(baseUrl: string, path: string, token: string, options: HubClientOptions = {}): HubConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(`${baseUrl}${path}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
      skipNegotiation: options.skipNegotiation ?? false,
      headers: options.headers,
    })
    .configureLogging(LogLevel.None);
  if (options.reconnect) builder = builder.withAutomaticReconnect(options.reconnect);
  return builder.build();
}

/** A started official client. */
export async function connectHub(
  baseUrl: string,
  path: string,
  token: string,
  options: HubClientOptions = {},
): Promise<HubConnection> {
  const connection = hubClient(baseUrl, path, token, options);
  await connection.start();
  return connection;
}

/** Resolves with the first call of `method` on the connection. */
export function nextCall(connection: HubConnection, method: string, timeoutMs = 5_000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      connection.off(method, handler);
      resolve(args);
    };
    connection.on(method, handler);
  });
}

/** A bare WebSocket to a hub, to speak the protocol by hand (malformed frames, pings). */
export async function rawHubSocket(baseUrl: string, path: string, token: string, query = ''): Promise<RawHubSocket> {
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}${path}?access_token=${encodeURIComponent(token)}${query ? `&${query}` : ''}`,
  );
  const raw = new RawHubSocket(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with HTTP ${response.statusCode}`)),
    );
  });
  return raw;
}

export class RawHubSocket {
  readonly received: string[] = [];
  readonly closed: Promise<number>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      for (const record of data.toString().split('\u001e')) if (record) this.received.push(record);
    });
    this.closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  send(...records: string[]): void {
    this.socket.send(records.map((record) => `${record}\u001e`).join(''));
  }

  /** Waits until a received record satisfies `test`. */
  async waitFor(test: (record: string) => boolean, timeoutMs = 5_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.received.find(test);
      if (found !== undefined) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`nothing matched within ${timeoutMs} ms; received ${JSON.stringify(this.received)}`);
  }
}

/**
 * The hub connections a suite's tests open, stopped after each test (push each one started), so
 * that no test's connection outlives it into the next.
 */
export function stoppedAfterEachTest(): HubConnection[] {
  const opened: HubConnection[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((connection) => connection.stop().catch(() => undefined)));
  });
  return opened;
}
