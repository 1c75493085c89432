import type { ConnectionFactory, HubConnectionLike, HubName } from './hub-connection';
import { type HubRefusedError, isHubRefusal } from './hub-refusal';
import type { LinkStatus } from './link-status';
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
  /**
   * The server refused the session (401: token expired or revoked; 403/20000: session ended).
   * Resolves true once a new token is there to connect with; false when the session is over
   * (the portal signs out, which stops the link).
   */
  renewAccess: (refusal: HubRefusedError) => Promise<boolean>;
  /** Every change of the connection's state. */
  onStatus?: (status: LinkStatus) => void;
  now?: () => number;
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
 * retried here with the same back-off. A connection the server refuses because of the session is
 * not retried blindly: the token is refreshed once (through the portal's shared refresh) and the
 * link connects with the new one; when no token can be had, the session is over.
 */
export function createHubLink(options: HubLinkOptions): HubLink {
  let connection: HubConnectionLike | null = null;
  let running = false;
  let connected = false;
  let failedAttempts = 0;
  /** One start at a time: a stop and a quick new start (React's StrictMode does both) must not overlap. */
  let starting = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let status: LinkStatus = { state: 'stopped', since: null };
  const now = options.now ?? Date.now;

  function setStatus(state: LinkStatus['state']): void {
    const since = state === 'connected' || state === 'stopped' ? null : (status.since ?? now());
    if (state === status.state && since === status.since) return;
    status = { state, since };
    options.onStatus?.(status);
  }

  /** Left `connected`: the time of the loss is when the screen stopped hearing the hub. */
  function lost(): void {
    if (status.state === 'connected') setStatus('reconnecting');
  }

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
      lost();
    });
    built.onreconnectfailed(() => setStatus('offline'));
    built.onreconnected(() => {
      connected = true;
      failedAttempts = 0;
      setStatus('connected');
      void register();
    });
    built.onclose((error) => {
      connected = false;
      if (!running) return;
      lost();
      if (isHubRefusal(error)) void refused(error);
      else if (retryTimer === undefined) scheduleAttempt();
    });
    return built;
  }

  function scheduleAttempt(delayMs = reconnectDelayMs(failedAttempts)): void {
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void attempt();
    }, delayMs);
  }

  /**
   * One refresh per refusal, then a new attempt after the back-off of the refusals in a row (the
   * first at once): a server that refuses even a fresh token is not asked again and again.
   */
  async function refused(refusal: HubRefusedError): Promise<void> {
    failedAttempts += 1;
    // An expired token is an everyday blip (refreshed, then connected); refused again, it is not.
    if (failedAttempts > 1) setStatus('offline');
    const renewed = await options.renewAccess(refusal).catch((error: unknown) => {
      console.warn(`${options.hub} hub: no new token to connect with`, error);
      return false;
    });
    if (running && renewed && retryTimer === undefined) scheduleAttempt(reconnectDelayMs(failedAttempts - 1));
  }

  async function attempt(): Promise<void> {
    const current = connection;
    if (!running || !current || starting || connected) return;
    starting = true;
    try {
      await current.start();
    } catch (error) {
      if (!running) return;
      if (isHubRefusal(error)) {
        void refused(error);
        return;
      }
      console.warn(`${options.hub} hub could not connect; trying again`, error);
      failedAttempts += 1;
      setStatus('offline');
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
    setStatus('connected');
    await register();
  }

  return {
    start() {
      if (running) return;
      running = true;
      failedAttempts = 0;
      setStatus('connecting');
      connection ??= build();
      void attempt();
    },
    async stop() {
      // Stopped already (a logout stops the hubs before the session ends, and again when it has).
      if (!running) return;
      running = false;
      connected = false;
      setStatus('stopped');
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      retryTimer = undefined;
      await connection
        ?.stop()
        .catch((error: unknown) => console.warn(`${options.hub} hub did not stop cleanly`, error));
    },
    invoke,
  };
}
