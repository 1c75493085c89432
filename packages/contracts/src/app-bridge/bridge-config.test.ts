import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT_TIMEOUT_MS, loadAppConfig } from './bridge-config';

const OWN = 'http://portal.plant.local';

describe('a sub-application bridge config', () => {
  it('trusts its own origin and the configured ones, and waits the default time', () => {
    const config = loadAppConfig({ VITE_HOST_ORIGINS: 'https://a.plant.local/, javascript:x' }, OWN);
    expect(config).toEqual({
      hostOrigins: [OWN, 'https://a.plant.local'],
      contextTimeoutMs: DEFAULT_CONTEXT_TIMEOUT_MS,
    });
  });

  it('lets the frame address set the wait within bounds, else the build setting', () => {
    expect(loadAppConfig({}, OWN, '?bridgeTimeoutMs=500').contextTimeoutMs).toBe(500);
    expect(loadAppConfig({ VITE_CONTEXT_TIMEOUT_MS: '9000' }, OWN, '?bridgeTimeoutMs=5').contextTimeoutMs).toBe(9000);
    expect(loadAppConfig({}, OWN, '?bridgeTimeoutMs=abc').contextTimeoutMs).toBe(DEFAULT_CONTEXT_TIMEOUT_MS);
  });
});
