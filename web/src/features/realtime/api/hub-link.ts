import type { ConnectionFactory, HubConnectionLike, HubName } from './hub-connection';
import { reconnectDelayMs } from './reconnect-delays';

export type Invoke = (method: string, ...args: unknown[]) => Promise<boolean>;

export interface HubLinkOptions {
  hub: HubName;
  url: string;
  connect: ConnectionFactory;
  accessToken: () => string | Promise<string>;
  /** The server events this hub delivers, by name. */
  events: Readonly<Record<string, (...args: unknown[]) => void>>;
  /** Sent after every connect and reconnect: a hub forgets a connection's registration when it drops. */
  register: (invoke: Invoke) => Promise<unknown>;
}

/** One hub's connection for as long as the session lasts. */
export interface HubLink {
  /** Connects (retrying with back-off until it succeeds or the link is stopped) and registers. */
  start(): void;
  stop(): Promise<void>;
  /** Calls a hub method while connected; resolves false when not connected or refused. */
  invoke: Invoke;
}

/**
 * Keeps one hub connected: the SignalR client reconnects by itself after a loss, but neither a
 * first start that fails nor a connection the server closed is retried by it, so those are
 * retried here with the same back-off.
 */
export function createHubLink(options: HubLinkOptions): HubLink {
  let connection: HubConnectionLike | null = null;
  let running = false;
  let connected = false;
  let failedAttempts = 0;
  /** One start at a time: a stop and a quick new start (React's StrictMode does both) must not overlap. */
  let starting = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const invoke: Invoke = async (method, ...args) => {
    if (!connection || !connected) return false;
    try {
      await connection.invoke(method, ...args);
      return true;
    } catch (error) {
      console.warn(`${options.hub} hub refused ${method}`, error);
      return false;
    }
  };

  const register = () =>
    options.register(invoke).catch((error: unknown) => console.warn(`${options.hub} hub registration failed`, error));

  function build(): HubConnectionLike {
    const built = options.connect({ hub: options.hub, url: options.url, accessToken: options.accessToken });
    for (const [event, handler] of Object.entries(options.events)) built.on(event, handler);
    built.onreconnecting(() => {
      connected = false;
    });
    built.onreconnected(() => {
      connected = true;
      void register();
    });
    built.onclose(() => {
      connected = false;
      if (running && retryTimer === undefined) scheduleAttempt();
    });
    return built;
  }

  function scheduleAttempt(): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void attempt();
    }, reconnectDelayMs(failedAttempts));
  }

  async function attempt(): Promise<void> {
    const current = connection;
    if (!running || !current || starting || connected) return;
    starting = true;
    try {
      await current.start();
    } catch (error) {
      if (!running) return;
      console.warn(`${options.hub} hub could not connect; trying again`, error);
      failedAttempts += 1;
      if (retryTimer === undefined) scheduleAttempt();
      return;
    } finally {
      starting = false;
    }
    if (!running) {
      // Stopped while connecting (the session ended): do not leave the connection open.
      void current.stop().catch(() => undefined);
      return;
    }
    failedAttempts = 0;
    connected = true;
    await register();
  }

  return {
    start() {
      if (running) return;
      running = true;
      failedAttempts = 0;
      connection ??= build();
      void attempt();
    },
    async stop() {
      running = false;
      connected = false;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      await connection
        ?.stop()
        .catch((error: unknown) => console.warn(`${options.hub} hub did not stop cleanly`, error));
    },
    invoke,
  };
}
