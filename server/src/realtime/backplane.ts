import type { Audience, HubName } from './realtime-types';

/**
 * Everything that fans out to this process's hub connections travels as one of these, as plain
 * data. Between instances, what is to be delivered travels on the change-event spine instead
 * (hub-deliveries.ts): each instance turns an event into one of these for its own connections.
 */
export type BackplaneMessage =
  /** Call a client method; with `argsByLanguage`, each connection gets its language's arguments. */
  | {
      kind: 'invoke';
      hub: HubName;
      audience: Audience;
      method: string;
      args: readonly unknown[];
      argsByLanguage?: Readonly<Record<string, readonly unknown[]>>;
    }
  /** Let the hub's topic handler build each connection's message (e.g. its own download window). */
  | { kind: 'topic'; hub: HubName; audience: Audience; topic: string; payload: unknown }
  /** End connections (a session that ended), with a close message the client sees. */
  | { kind: 'close'; hub: HubName | null; audience: Audience; reason: string };

export type BackplaneHandler = (message: BackplaneMessage) => void;

export interface Backplane {
  publish(message: BackplaneMessage): void;
  /** Receives every message published in this process. */
  subscribe(handler: BackplaneHandler): () => void;
  close(): Promise<void>;
}

/** One process: a message is delivered to this process's connections, right away. */
export class InMemoryBackplane implements Backplane {
  private readonly handlers = new Set<BackplaneHandler>();

  publish(message: BackplaneMessage): void {
    for (const handler of this.handlers) handler(message);
  }

  subscribe(handler: BackplaneHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
