import type { ConnectionFactory, ConnectionRequest, HubConnectionLike, HubName } from '../api/hub-connection';
import { HubRefusedError } from '../api/hub-refusal';

export interface Invocation {
  method: string;
  args: unknown[];
}

/**
 * A stand-in for one SignalR hub connection: it records what the portal invokes and lets a test
 * play the server (events) and the network (drops, reconnects, closes).
 */
export interface FakeHub extends HubConnectionLike {
  readonly request: ConnectionRequest;
  readonly invocations: Invocation[];
  readonly starts: number;
  readonly stops: number;
  readonly connected: boolean;
  /** The next `times` start() calls are refused (the server is down). */
  refuseStarts(times: number): void;
  /**
   * The next `times` start() calls are refused because of the session: 401 (token expired or
   * revoked), or 403/20000 with the server's message when `sessionEnded` is given.
   */
  refuseSession(times: number, sessionEnded?: { message: string }): void;
  /** The server sends an event. */
  emit(event: string, ...args: unknown[]): void;
  /** The connection drops; the client starts reconnecting. */
  drop(): void;
  /** One of the client's reconnect attempts failed; it keeps trying. */
  failReconnect(): void;
  /** The client got the connection back. */
  reconnect(): void;
  /** The server closed the connection for good. */
  close(): void;
  /** The methods invoked, in order, with their arguments. */
  calls(): [string, ...unknown[]][];
}

function createFakeHub(request: ConnectionRequest): FakeHub {
  const handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  const reconnecting: ((error?: Error) => void)[] = [];
  const reconnected: ((id?: string) => void)[] = [];
  const closed: ((error?: Error) => void)[] = [];
  const reconnectFailed: ((error?: Error) => void)[] = [];
  let sessionRefusals = 0;
  let sessionEnded: { message: string } | undefined;
  const invocations: Invocation[] = [];
  let refusals = 0;
  let state: 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' = 'Disconnected';
  let starts = 0;
  let stops = 0;

  return {
    request,
    invocations,
    get starts() {
      return starts;
    },
    get stops() {
      return stops;
    },
    get connected() {
      return state === 'Connected';
    },
    // As the official client: one start at a time, and a stop during a start fails that start.
    async start() {
      starts += 1;
      if (state !== 'Disconnected')
        throw new Error("Cannot start a HubConnection that is not in the 'Disconnected' state.");
      state = 'Connecting';
      await Promise.resolve();
      if (state !== 'Connecting') throw new Error('The connection was stopped during negotiation.');
      if (refusals > 0) {
        refusals -= 1;
        state = 'Disconnected';
        throw new Error('Failed to complete negotiation with the server');
      }
      if (sessionRefusals > 0) {
        sessionRefusals -= 1;
        state = 'Disconnected';
        const token = await request.accessToken();
        throw sessionEnded
          ? new HubRefusedError({ status: 403, sessionEnded: true, serverMessage: sessionEnded.message, token })
          : new HubRefusedError({ status: 401, sessionEnded: false, token });
      }
      state = 'Connected';
    },
    async stop() {
      stops += 1;
      const wasConnected = state === 'Connected';
      state = 'Disconnected';
      if (wasConnected) for (const callback of closed) callback();
    },
    async invoke(method, ...args) {
      if (state !== 'Connected') throw new Error(`Cannot send ${method}: not connected`);
      invocations.push({ method, args });
      return null;
    },
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    onreconnecting: (callback) => void reconnecting.push(callback),
    onreconnected: (callback) => void reconnected.push(callback),
    onreconnectfailed: (callback) => void reconnectFailed.push(callback),
    onclose: (callback) => void closed.push(callback),
    refuseStarts(times) {
      refusals = times;
    },
    refuseSession(times, ended) {
      sessionRefusals = times;
      sessionEnded = ended;
    },
    emit(event, ...args) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    drop() {
      state = 'Reconnecting';
      for (const callback of reconnecting) callback(new Error('connection lost'));
    },
    failReconnect() {
      for (const callback of reconnectFailed) callback(new Error('reconnect attempt failed'));
    },
    reconnect() {
      state = 'Connected';
      for (const callback of reconnected) callback('reconnected-id');
    },
    close() {
      state = 'Disconnected';
      for (const callback of closed) callback(new Error('closed by the server'));
    },
    calls: () => invocations.map(({ method, args }) => [method, ...args]),
  };
}

/**
 * A connection factory handing out fake hubs, one per hub name (the latest built); `refusedStarts`
 * makes a hub's first starts fail, as while its server is down.
 */
export function createFakeHubs(refusedStarts: Partial<Record<HubName, number>> = {}) {
  const hubs = new Map<HubName, FakeHub>();
  const connect: ConnectionFactory = (request) => {
    const hub = createFakeHub(request);
    hub.refuseStarts(refusedStarts[request.hub] ?? 0);
    hubs.set(request.hub, hub);
    return hub;
  };
  const hub = (name: HubName): FakeHub => {
    const found = hubs.get(name);
    if (!found) throw new Error(`No ${name} hub was built`);
    return found;
  };
  return { connect, hub, built: () => [...hubs.keys()] };
}
