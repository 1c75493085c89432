import type { HUBS } from '@workbench/contracts';

/** The portal's three hubs (docs/api.md §6). */
export type HubName = keyof typeof HUBS;

/**
 * What the portal uses of a SignalR hub connection. The official client's HubConnection has this
 * shape; tests give a fake that records invocations and fires server events.
 */
export interface HubConnectionLike {
  start(): Promise<void>;
  stop(): Promise<void>;
  invoke(method: string, ...args: unknown[]): Promise<unknown>;
  on(event: string, handler: (...args: unknown[]) => void): void;
  /** The client lost the connection and is trying to get it back by itself. */
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  /** One of the client's own reconnect attempts failed; it goes on trying. */
  onreconnectfailed(callback: (error?: Error) => void): void;
  /**
   * The connection is gone for good (stopped, refused, or the client gave up reconnecting); a
   * HubRefusedError when the server refused the session.
   */
  onclose(callback: (error?: Error) => void): void;
}

export interface ConnectionRequest {
  hub: HubName;
  /** The hub's absolute or origin-relative address. */
  url: string;
  /** Read at every (re)connect, so a refreshed token is used. */
  accessToken: () => string | Promise<string>;
}

/** Builds (without starting) the connection to one hub. */
export type ConnectionFactory = (request: ConnectionRequest) => HubConnectionLike;
