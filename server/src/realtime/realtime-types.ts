import type { HUBS } from '@workbench/contracts';

/** The hubs of docs/api.md §6, by their key in the contract's HUBS. */
export type HubName = keyof typeof HUBS;

/** Who is at the other end of a hub connection, and the groups it belongs to. */
export interface HubConnectionInfo {
  readonly connectionId: string;
  readonly hub: HubName;
  readonly userId: string;
  readonly userName: string;
  /** The sign-on session whose access token opened the connection. */
  readonly sessionId: string;
  /** The user's roles when the connection opened. */
  readonly roleIds: readonly string[];
  /** The language messages reach this connection in; a hub method may change it. */
  readonly language: string;
}

/**
 * Which connections of a hub a message is for. Users, roles and languages are the groups of
 * issue 4; a session's connections are those one sign-in opened (signed in elsewhere, logout).
 */
export type Audience =
  | { kind: 'everyone' }
  | { kind: 'users'; userIds: readonly string[] }
  | { kind: 'roles'; roleIds: readonly string[] }
  | { kind: 'languages'; languages: readonly string[] }
  | { kind: 'sessions'; sessionIds: readonly string[] }
  | { kind: 'connection'; connectionId: string };

/** What a hub method (or a topic handler) may do with the connection it serves. */
export interface ConnectionContext {
  readonly connection: HubConnectionInfo;
  /** Values a hub keeps for the connection's lifetime (e.g. the chosen download window). */
  readonly state: Map<string, unknown>;
  /** Moves the connection to another language group. */
  setLanguage(language: string): void;
  /** Calls a client method on this connection only. */
  send(method: string, args: readonly unknown[]): void;
}

/** A client-to-server hub method; `args` come from the client and must be validated. */
export type HubMethod = (context: ConnectionContext, args: readonly unknown[]) => unknown;

/** Runs on each local connection an announced topic reaches (see Realtime.announce). */
export type TopicHandler = (context: ConnectionContext, payload: unknown) => unknown;

/**
 * A refusal a hub method means the caller to read: its message becomes the completion's error,
 * and the connection stays open. Any other error is reported as a generic failure.
 */
export class HubMethodError extends Error {}
