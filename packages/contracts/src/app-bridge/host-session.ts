import type { HostContext } from '../host-bridge';
import { connectToHost } from './host-bridge';

/** Where the app stands with the shell. */
export type HostState =
  | { status: 'connecting' }
  /** Not framed at all: the app was opened on its own, outside the workbench. */
  | { status: 'outside' }
  /** Framed, but no context came in time (e.g. framed by /Window or a notification, or a slow shell). */
  | { status: 'unreachable' }
  | { status: 'ready'; context: HostContext };

export interface HostSession {
  getState(): HostState;
  subscribe(listener: () => void): () => void;
  /** Codes the shell's scanner input delivers to this page, as they come; they are not kept. */
  subscribeScan(listener: (code: string) => void): () => void;
  /** After giving up: says "ready" again and waits another time-out. */
  retry(): void;
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

  const scanListeners = new Set<(code: string) => void>();
  const bridge = connectToHost({
    self,
    hostOrigins,
    onContext: (context) => set({ status: 'ready', context }),
    onScan(code) {
      for (const listener of scanListeners) listener(code);
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (state.status === 'connecting') set({ status: 'unreachable' });
    }, contextTimeoutMs);
  };
  if (bridge.hosted) wait();
  else state = { status: 'outside' };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeScan(listener) {
      scanListeners.add(listener);
      return () => scanListeners.delete(listener);
    },
    retry() {
      if (state.status !== 'unreachable') return;
      set({ status: 'connecting' });
      bridge.sayReady();
      wait();
    },
    tokenExpired: bridge.tokenExpired,
    failed: bridge.failed,
    close() {
      clearTimeout(timer);
      bridge.close();
      listeners.clear();
      scanListeners.clear();
    },
  };
}
