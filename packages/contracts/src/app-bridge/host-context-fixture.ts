import type { HostContext } from '../host-bridge';

/** A sub-system id the tests of the bridge and of the sub-applications share. */
export const SUZHOU_ID = '6f1c2b9e-3c1a-4f57-9a35-1e0d6c2f7a10';

/** A context as the shell sends it, for tests; `overrides` change single fields. */
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
