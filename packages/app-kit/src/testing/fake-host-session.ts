import type { HostSession, HostState } from '@workbench/contracts/app-bridge';
import { vi } from 'vitest';

/** A HostSession the test drives by hand: set a state, see what the app told the shell. */
export function fakeHostSession(initial: HostState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const session: HostSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
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
  };
}
