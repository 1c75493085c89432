import type { HostContext } from '@workbench/contracts';
import { vi } from 'vitest';
import type { HostSession, HostState } from '../bridge/host-session';

export const SUZHOU_ID = '6f1c2b9e-3c1a-4f57-9a35-1e0d6c2f7a10';

export function hostContext(overrides: Partial<HostContext> = {}): HostContext {
  return {
    token: 'token-1',
    ticket: 'ticket-1',
    language: 'zh-Hans',
    apiBaseUrl: '',
    applicationId: 'a3d8c7f0-59a4-4f0e-8d37-0b8c0e6c5e21',
    subSystem: { id: SUZHOU_ID, code: 'SZ01', displayName: '苏州工厂 Suzhou Plant' },
    dataPermissionCodes: ['WH-SZ-RAW'],
    route: '/inventory/stock',
    ...overrides,
  };
}

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
