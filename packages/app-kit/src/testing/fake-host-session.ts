import type { HostSession, HostState } from '@workbench/contracts/app-bridge';
import { vi } from 'vitest';

/** A HostSession the test drives by hand: set a state, deliver a scan, see what the app told the shell. */
export function fakeHostSession(initial: HostState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const scanListeners = new Set<(code: string) => void>();
  const session: HostSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeScan(listener) {
      scanListeners.add(listener);
      return () => scanListeners.delete(listener);
    },
    retry: vi.fn(),
    tokenExpired: vi.fn(),
    failed: vi.fn(),
    close: vi.fn(),
  };
  return {
    session,
    set(next: HostState) {
      state = next;
      for (const listener of listeners) listener();
    },
    /** The shell delivers a scanned code. */
    scan(code: string) {
      for (const listener of scanListeners) listener(code);
    },
  };
}
