import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { IPublishPacket, MqttClient } from 'mqtt';

/**
 * What a handler throws for a message it will never take (not JSON, not the expected body, naming
 * what does not exist): the message is acknowledged and dropped, with one log line naming the
 * reason and the fields, never the contents.
 */
export class MessageDropped extends Error {
  constructor(
    readonly reason: string,
    readonly fields: readonly string[] = [],
  ) {
    super(reason);
    this.name = 'MessageDropped';
  }
}

export interface MqttMessage {
  topic: string;
  payload: Buffer;
}

export interface MqttSubscriberOptions {
  /** The broker, credentials included; never logged. */
  url: string;
  /** The topic filter, e.g. `workbench/events/#`. */
  topic: string;
  /** The shared subscription's group: the broker gives each message to one of its members. */
  shareGroup: string;
  /** Client id of this instance; each connection adds `-1`, `-2`, …. Default: a new one per start. */
  clientId?: string;
  /** Connections to the broker; each handles one message at a time. */
  connections: number;
  /** How long the broker keeps the session of a connection that went away without a goodbye. */
  sessionExpirySeconds: number;
  log: FastifyBaseLogger;
  /**
   * Handles one message. Resolves: taken. Throws MessageDropped: refused for good. Throws anything
   * else (the database is away): tried again, with back-off, and acknowledged only once taken.
   */
  handle(message: MqttMessage): Promise<void>;
  /** The first and the longest wait before connecting again (and before handling a message again). */
  retryMinMs?: number;
  retryMaxMs?: number;
}

export interface MqttSubscriberReport {
  /** Every connection is up and subscribed. */
  connected: boolean;
  connections: number;
  connectionsUp: number;
  /** Messages that arrived, redeliveries included. */
  received: number;
  /** Of them, those the broker sent again (not acknowledged before a connection broke). */
  redelivered: number;
  /** Taken by the handler. */
  handled: number;
  /** Refused by the handler, acknowledged and dropped. */
  dropped: number;
  /** Connecting again after a connection broke or could not be made. */
  reconnects: number;
}

export interface MqttSubscriber {
  report(): MqttSubscriberReport;
  /**
   * Leaves: unsubscribes, handles what the broker had already sent this instance, then
   * disconnects, ending the sessions so that the broker hands nothing more to them.
   */
  close(): Promise<void>;
}

/** After unsubscribing, the connection has been quiet this long: what was on its way has come. */
const QUIET_MS = 150;
/** Leaving waits at most this long for what the broker had already sent. */
const DRAIN_MAX_MS = 5_000;
/** Messages the broker may send a connection before it has acknowledged the earlier ones. */
const RECEIVE_MAXIMUM = 10;
/** A failing broker or handler is logged at most once per this long. */
const LOG_EVERY_MS = 60_000;

/** The address to name in the log: scheme, host and port, never the credentials. */
export function brokerName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

function sleep(ms: number, cancelled: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
    cancelled,
  ]).finally(() => clearTimeout(timer));
}

/**
 * Subscribes to a topic through an MQTT 5 shared subscription (`$share/<group>/<filter>`) on
 * `connections` connections, with QoS 1: a message is acknowledged only once the handler has taken
 * or refused it, so one not yet handled when a connection or the process breaks is sent again.
 * Connects in the background and again after every break, waiting longer each time (up to
 * `retryMaxMs`). Knows nothing of what the messages mean.
 */
export async function startMqttSubscriber(options: MqttSubscriberOptions): Promise<MqttSubscriber> {
  const { connect } = await import('mqtt');
  const minMs = options.retryMinMs ?? 500;
  const maxMs = options.retryMaxMs ?? 30_000;
  const filter = `$share/${options.shareGroup}/${options.topic}`;
  const clientId =
    options.clientId ??
    `workbench-${hostname()
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .slice(0, 24)}-${randomBytes(4).toString('hex')}`;
  const broker = brokerName(options.url);
  const log = options.log;
  const counts = { received: 0, redelivered: 0, handled: 0, dropped: 0, reconnects: 0 };
  const up = new Set<MqttClient>();
  let lastBrokerLog = 0;
  let lastHandlerLog = 0;
  let lastMessageAt = 0;
  /** Set when leaving: handling stops trying again, and what is not taken stays unacknowledged. */
  let stopped = false;
  let stop: () => void = () => {};
  const stopping = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const busy = new Set<Promise<void>>();

  /** Handles one message until it is taken or refused; resolves true when it may be acknowledged. */
  async function take(packet: IPublishPacket): Promise<boolean> {
    counts.received += 1;
    lastMessageAt = Date.now();
    if (packet.dup) counts.redelivered += 1;
    const message = {
      topic: packet.topic,
      payload: Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload),
    };
    for (let attempt = 0; !stopped; attempt += 1) {
      try {
        await options.handle(message);
        counts.handled += 1;
        return true;
      } catch (error) {
        if (error instanceof MessageDropped) {
          counts.dropped += 1;
          log.warn({ topic: message.topic, reason: error.reason, fields: error.fields }, 'MQTT message dropped');
          return true;
        }
        if (Date.now() - lastHandlerLog > LOG_EVERY_MS) {
          lastHandlerLog = Date.now();
          log.error({ err: error, topic: message.topic }, 'MQTT message could not be handled; trying again');
        }
        await sleep(Math.min(maxMs, minMs * 2 ** attempt), stopping);
      }
    }
    return false;
  }

  function open(index: number): MqttClient {
    const client = connect(options.url, {
      protocolVersion: 5,
      clientId: `${clientId}-${index + 1}`,
      // The session outlives a broken connection: what was sent and not acknowledged comes again.
      clean: false,
      // At most this many unacknowledged messages on their way: the broker's answer to a ping
      // waits behind them (mqtt.js reads one packet after the other), so a backlog of thousands
      // would pass for a broker gone silent. The rest wait in the broker's queue.
      properties: { sessionExpiryInterval: options.sessionExpirySeconds, receiveMaximum: RECEIVE_MAXIMUM },
      reconnectPeriod: minMs,
      reconnectOnConnackError: true,
      connectTimeout: 10_000,
      keepalive: 30,
      // Subscribed on every connect below, whatever the broker kept.
      resubscribe: false,
    });
    client.handleMessage = (packet, callback) => {
      const handling = take(packet).then((taken) => {
        // Not taken (leaving): no acknowledgement, so the broker sends it again.
        if (taken) callback();
      });
      busy.add(handling);
      void handling.finally(() => busy.delete(handling));
    };
    // mqtt.js counts only acknowledgements and ping answers as signs of life, and reads the ping
    // answer only after the messages before it are handled: under a backlog it would take a busy
    // broker for a dead one. Every packet read shows the connection alive.
    client.on('packetreceive', () => client.reschedulePing(true));
    client.on('connect', () => {
      client.options.reconnectPeriod = minMs;
      if (stopped) return;
      client.subscribe(filter, { qos: 1 }, (error, granted) => {
        const refused = error ?? (granted?.some((grant) => grant.qos > 2) ? new Error('subscription refused') : null);
        if (refused) {
          log.error({ err: refused, broker, topic: options.topic }, 'MQTT broker refused the subscription');
          client.end(true);
          return;
        }
        if (up.size === 0) log.info({ broker, topic: filter }, 'MQTT subscribed');
        up.add(client);
      });
    });
    client.on('close', () => {
      up.delete(client);
    });
    client.on('reconnect', () => {
      counts.reconnects += 1;
      // The next wait is twice this one, up to the longest.
      client.options.reconnectPeriod = Math.min(maxMs, (client.options.reconnectPeriod ?? minMs) * 2);
    });
    client.on('error', (error) => {
      if (Date.now() - lastBrokerLog > LOG_EVERY_MS) {
        lastBrokerLog = Date.now();
        log.warn(
          { broker, code: (error as { code?: unknown }).code, reason: error.message },
          'MQTT broker not answering',
        );
      }
    });
    return client;
  }

  const clients = Array.from({ length: options.connections }, (_, index) => open(index));

  async function drain(): Promise<void> {
    await Promise.all(
      clients.filter((client) => client.connected).map((client) => client.unsubscribeAsync(filter).catch(() => {})),
    );
    const deadline = Date.now() + DRAIN_MAX_MS;
    while (Date.now() < deadline && (busy.size > 0 || Date.now() - lastMessageAt < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    report: () => ({
      connected: up.size === clients.length,
      connections: clients.length,
      connectionsUp: up.size,
      ...counts,
    }),
    async close() {
      await drain();
      stopped = true;
      stop();
      await Promise.all(busy);
      await Promise.all(
        clients.map(async (client) => {
          // Ending the session: the broker gives nothing more to a client that has left.
          const ended = client.connected
            ? client.endAsync(false, { properties: { sessionExpiryInterval: 0 } })
            : client.endAsync(true);
          const timer = new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref());
          await Promise.race([ended.catch(() => {}), timer]);
          if (!client.disconnected) client.end(true);
        }),
      );
    },
  };
}
