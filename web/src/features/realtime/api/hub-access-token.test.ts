import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAccessToken, writeTokens } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { hubAccessToken, jwtTimesMs } from './hub-access-token';

const NOW = Date.UTC(2025, 5, 1, 8, 0, 0);
/** A token issued at `iat` that expires at `exp` (seconds); the signature is of no interest here. */
const jwt = (exp: number, iat = exp - 900) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: 'u-7', iat, exp }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.c2ln`;

let network: ReturnType<typeof mockNetwork>;

beforeEach(async () => {
  await startPortal();
  useSessionStore.setState({ hasToken: true, userName: 'operator' });
  network = mockNetwork((request) =>
    request.url === API_PATHS.identity.refreshToken
      ? ok({
          tokenType: 'Bearer',
          accessToken: jwt(NOW / 1000 + 900),
          refreshToken: 'refresh-2',
          ticket: 'ticket-1',
          userName: 'operator',
          mesAccessLevel: null,
          expiresIn: 900,
        })
      : ok(null),
  );
});
afterEach(() => network.restore());

describe('the token a hub (re)connects with', () => {
  it('reads the issue and expiry times of a JWT, and none of anything else', () => {
    expect(jwtTimesMs(jwt(1_750_000_000))).toEqual({ issuedAtMs: 1_749_999_100_000, expiresAtMs: 1_750_000_000_000 });
    expect(jwtTimesMs('opaque-token')).toBeNull();
    expect(jwtTimesMs('a.not-base64!.c')).toBeNull();
  });

  it('leaves a short-lived token alone until the last tenth of its life', async () => {
    // Lives 3 s (until NOW + 2 s): refreshed only in its last 0.3 s, not on every connect.
    const token = jwt(NOW / 1000 + 2, NOW / 1000 - 1);
    writeTokens({ accessToken: token, refreshToken: 'refresh-1' });
    expect(await hubAccessToken(() => NOW)).toBe(token);
    expect(await hubAccessToken(() => NOW + 1_600)).toBe(token);
    expect(network.sent).toEqual([]);
    expect(await hubAccessToken(() => NOW + 1_750)).toBe(jwt(NOW / 1000 + 900));
  });

  it('is the current token while it is good', async () => {
    const token = jwt(NOW / 1000 + 600);
    writeTokens({ accessToken: token, refreshToken: 'refresh-1' });
    expect(await hubAccessToken(() => NOW)).toBe(token);
    expect(network.sent).toEqual([]);
  });

  it('is refreshed first when it has expired (or is about to), through the one shared refresh', async () => {
    writeTokens({ accessToken: jwt(NOW / 1000 + 10), refreshToken: 'refresh-1' });
    const [first, second] = await Promise.all([hubAccessToken(() => NOW), hubAccessToken(() => NOW)]);
    expect(first).toBe(jwt(NOW / 1000 + 900));
    expect(second).toBe(first);
    expect(readAccessToken()).toBe(first);
    expect(network.sent.filter((request) => request.url === API_PATHS.identity.refreshToken)).toHaveLength(1);
  });

  it('is taken as it is when it is not a JWT (another platform backend)', async () => {
    writeTokens({ accessToken: 'opaque-token' });
    expect(await hubAccessToken(() => NOW)).toBe('opaque-token');
    expect(network.sent).toEqual([]);
  });
});
