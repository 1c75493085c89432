import type { HostContext } from '@workbench/contracts';
import { connectToHost } from './host-bridge';

/** Where the app stands with the shell. */
export type HostState =
  | { status: 'connecting' }
  /** Not framed, or no context in time: the app was opened outside the workbench. */
  | { status: 'outside' }
  | { status: 'ready'; context: HostContext };

export interface HostSession {
  getState(): HostState;
  subscribe(listener: () => void): () => void;
  tokenExpired(): void;
  failed(message: string): void;
  close(): void;
}

export interface HostSessionOptions {
  self: Window;
  hostOrigins: readonly string[];
  contextTimeoutMs: number;
}

/**
 * The bridge as a small store React can subscribe to (useSyncExternalStore). A context that comes
 * after the time-out still wins: a slow shell is better late than never.
 */
export function startHostSession({ self, hostOrigins, contextTimeoutMs }: HostSessionOptions): HostSession {
  let state: HostState = { status: 'connecting' };
  const listeners = new Set<() => void>();
  const set = (next: HostState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const bridge = connectToHost({ self, hostOrigins, onContext: (context) => set({ status: 'ready', context }) });
  const timer = bridge.hosted
    ? setTimeout(() => {
        if (state.status === 'connecting') set({ status: 'outside' });
      }, contextTimeoutMs)
    : undefined;
  if (!bridge.hosted) state = { status: 'outside' };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tokenExpired: bridge.tokenExpired,
    failed: bridge.failed,
    close() {
      if (timer !== undefined) clearTimeout(timer);
      bridge.close();
      listeners.clear();
    },
  };
}
