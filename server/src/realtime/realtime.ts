import { randomBytes } from 'node:crypto';
import { LIMITS } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Backplane, BackplaneMessage } from './backplane';
import { ConnectionRegistry } from './connection-registry';
import { HubSocket } from './hub-socket';
import {
  type Audience,
  type ConnectionContext,
  type HubConnectionInfo,
  type HubMethod,
  HubMethodError,
  type HubName,
  type TopicHandler,
} from './realtime-types';
import { type InvocationMessage, invocationFrame, pingFrame } from './signalr/json-hub-protocol';

/** docs/spec.md §7: the server pings every 10 s. */
export const PING_INTERVAL_MS = LIMITS.keepAliveMs;
/** A client silent for this long is gone (the official client pings every 15 s). */
export const CLIENT_TIMEOUT_MS = 30_000;
/**
 * The keep-alive is spread over the ping interval in this many turns, each for its share of the
 * connections: pinging 5,000 connections at once held the event loop for about 60 ms every 10 s,
 * and a broadcast or a call that came then waited for it.
 */
const KEEP_ALIVE_TURNS = 10;

export interface Caller {
  userId: string;
  userName: string;
  sessionId: string;
  roleIds: readonly string[];
  language: string;
}

type ConnectedHandler = (context: ConnectionContext) => unknown;

export interface RealtimeOptions {
  /** Default PING_INTERVAL_MS. */
  pingIntervalMs?: number;
  /** Default CLIENT_TIMEOUT_MS. */
  clientTimeoutMs?: number;
}

export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The hubs' server side: keeps this process's connections in groups, runs the hub methods that
 * are registered (app.ts wires the modules' sources), and delivers to the connections of this
 * process in an audience. Other instances deliver the same change to theirs: what reaches every
 * instance comes through the change-event spine (hub-deliveries.ts), never from a module directly.
 */
export class Realtime {
  private readonly registry = new ConnectionRegistry<HubSocket>();
  private readonly methods = new Map<string, HubMethod>();
  private readonly topics = new Map<string, TopicHandler>();
  private readonly connected = new Map<HubName, ConnectedHandler[]>();
  private readonly unsubscribe: () => void;
  private readonly keepAlive: NodeJS.Timeout;
  private readonly clientTimeoutMs: number;
  /** The connections each keep-alive turn looks after, filled in turn as connections open. */
  private readonly turns: Set<HubSocket>[] = Array.from({ length: KEEP_ALIVE_TURNS }, () => new Set());
  private nextTurn = 0;
  private sweptTurn = 0;

  constructor(
    private readonly backplane: Backplane,
    private readonly log: FastifyBaseLogger,
    options: RealtimeOptions = {},
  ) {
    this.clientTimeoutMs = options.clientTimeoutMs ?? CLIENT_TIMEOUT_MS;
    this.unsubscribe = backplane.subscribe((message) => this.deliver(message));
    const pingIntervalMs = options.pingIntervalMs ?? PING_INTERVAL_MS;
    this.keepAlive = setInterval(() => this.sweep(), pingIntervalMs / KEEP_ALIVE_TURNS);
    this.keepAlive.unref();
  }

  /** Open connections of this process, for health and tests. */
  get connectionCount(): number {
    return this.registry.size;
  }

  /** Registers a client-to-server method (names match without regard to case, as SignalR's do). */
  handle(hub: HubName, method: string, handler: HubMethod): void {
    this.methods.set(`${hub}:${method.toLowerCase()}`, handler);
  }

  /** Runs when a connection of `hub` has completed its handshake. */
  onConnected(hub: HubName, handler: ConnectedHandler): void {
    this.connected.set(hub, [...(this.connected.get(hub) ?? []), handler]);
  }

  /** Handles a topic announced for connections of `hub` (see announce). */
  onTopic(hub: HubName, topic: string, handler: TopicHandler): void {
    this.topics.set(`${hub}:${topic}`, handler);
  }

  /** Calls a client method on every connection of `hub` in the audience. */
  publish(hub: HubName, audience: Audience, method: string, args: readonly unknown[]): void {
    this.backplane.publish({ kind: 'invoke', hub, audience, method, args });
  }

  /**
   * Like publish, with arguments per language: each connection receives its language's, or the
   * `fallback` language's when there are none for it.
   */
  publishLocalized(
    hub: HubName,
    audience: Audience,
    method: string,
    argsByLanguage: Readonly<Record<string, readonly unknown[]>>,
    fallback: string,
  ): void {
    this.backplane.publish({
      kind: 'invoke',
      hub,
      audience,
      method,
      args: argsByLanguage[fallback] ?? [],
      argsByLanguage,
    });
  }

  /** Lets the hub's handler for `topic` build a message for each connection in the audience. */
  announce(hub: HubName, audience: Audience, topic: string, payload: unknown): void {
    this.backplane.publish({ kind: 'topic', hub, audience, topic, payload });
  }

  /** Ends the audience's connections (of every hub when `hub` is null) with a close message. */
  disconnect(hub: HubName | null, audience: Audience, reason: string): void {
    this.backplane.publish({ kind: 'close', hub, audience, reason });
  }

  /** Takes over an upgraded WebSocket of an authenticated caller. */
  accept(socket: WebSocket, hub: HubName, connectionId: string, caller: Caller): HubSocket {
    const info: HubConnectionInfo = { connectionId, hub, ...caller };
    return new HubSocket(socket, info, {
      opened: (connection) => {
        this.registry.add(connection);
        this.turns[this.nextTurn]?.add(connection);
        this.nextTurn = (this.nextTurn + 1) % KEEP_ALIVE_TURNS;
        for (const handler of this.connected.get(hub) ?? []) {
          this.runSafely(() => handler(this.contextOf(connection)), `${hub} connected`);
        }
      },
      invoke: (connection, message) => this.invoke(connection, message),
      closed: (connection) => {
        this.registry.remove(connection);
        for (const turn of this.turns) turn.delete(connection);
      },
    });
  }

  /** Graceful stop: every client gets a close message (it may reconnect to another instance). */
  async close(): Promise<void> {
    clearInterval(this.keepAlive);
    this.unsubscribe();
    for (const connection of [...this.registry.all()]) connection.close('The server is shutting down.', true);
    await this.backplane.close();
  }

  private contextOf(connection: HubSocket): ConnectionContext {
    return connection.context(
      (language) => {
        const from = connection.info.language;
        if (from === language) return;
        connection.info = { ...connection.info, language };
        this.registry.changeLanguage(connection, from);
      },
      (method, args) => connection.sendFrame(invocationFrame(method, [...args])),
    );
  }

  private async invoke(
    connection: HubSocket,
    message: InvocationMessage,
  ): Promise<{ result?: unknown } | { error: string }> {
    const handler = this.methods.get(`${connection.info.hub}:${message.target.toLowerCase()}`);
    if (!handler) return { error: `Method '${message.target}' does not exist on this hub.` };
    try {
      const result = await handler(this.contextOf(connection), message.arguments);
      return { result: result ?? null };
    } catch (error) {
      if (error instanceof HubMethodError) return { error: error.message };
      this.log.error({ err: error, hub: connection.info.hub, method: message.target }, 'hub method failed');
      return { error: `An unexpected error occurred invoking '${message.target}' on the server.` };
    }
  }

  private deliver(message: BackplaneMessage): void {
    const connections = this.registry.match(message.hub, message.audience);
    if (connections.length === 0) return;
    if (message.kind === 'close') {
      for (const connection of connections) connection.close(message.reason);
      return;
    }
    if (message.kind === 'topic') {
      const handler = this.topics.get(`${message.hub}:${message.topic}`);
      if (!handler) return;
      for (const connection of connections) {
        this.runSafely(() => handler(this.contextOf(connection), message.payload), `${message.hub} ${message.topic}`);
      }
      return;
    }
    // One serialisation and encoding per language, shared by every connection that receives it.
    const frames = new Map<string, Buffer>();
    for (const connection of connections) {
      const language = message.argsByLanguage?.[connection.info.language] ? connection.info.language : '';
      let frame = frames.get(language);
      if (frame === undefined) {
        const args = language ? message.argsByLanguage?.[language] : message.args;
        frame = Buffer.from(invocationFrame(message.method, [...(args ?? [])]));
        frames.set(language, frame);
      }
      connection.sendFrame(frame);
    }
  }

  /**
   * One turn of the keep-alive: pings its share of the open connections and lets go of those whose
   * client went quiet. Every connection is looked after once per ping interval.
   */
  private sweep(): void {
    const turn = this.turns[this.sweptTurn];
    this.sweptTurn = (this.sweptTurn + 1) % KEEP_ALIVE_TURNS;
    if (!turn || turn.size === 0) return;
    const ping = Buffer.from(pingFrame());
    const quietSince = Date.now() - this.clientTimeoutMs;
    for (const connection of [...turn]) {
      if (connection.lastReceivedAt < quietSince) {
        connection.close('Server timeout elapsed without receiving a message from the client.');
      } else {
        connection.sendFrame(ping);
      }
    }
  }

  private runSafely(work: () => unknown, what: string): void {
    try {
      const outcome = work();
      if (outcome instanceof Promise)
        outcome.catch((error: unknown) => this.log.error({ err: error }, `${what} failed`));
    } catch (error) {
      this.log.error({ err: error }, `${what} failed`);
    }
  }
}
