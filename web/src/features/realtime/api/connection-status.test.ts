import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStatusStore } from '../../../stores/realtime-status-store';
import { writeTokens } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { createFakeHubs } from '../testing/fake-hubs';
import { followSession } from './follow-session';
import { createPortalRealtime } from './portal-realtime';

let hubs: ReturnType<typeof createFakeHubs>;
let stopFollowing: () => void;
let network: ReturnType<typeof mockNetwork>;
const status = () => {
  const { state, since } = useRealtimeStatusStore.getState();
  return { state, since };
};

beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => ok(null));
  vi.useFakeTimers({ now: Date.UTC(2025, 5, 1, 6, 0, 0) });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  writeTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator', userId: 'u-7', profileLoaded: true });
});

afterEach(() => {
  stopFollowing?.();
  network.restore();
  vi.useRealTimers();
});

function follow(refused: Parameters<typeof createFakeHubs>[0] = {}) {
  hubs = createFakeHubs(refused);
  stopFollowing = followSession(createPortalRealtime(hubs.connect), () => undefined);
}

describe('the real-time state the top bar shows', () => {
  it('connecting, then connected once every hub is there', async () => {
    follow();
    expect(status().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toEqual({ state: 'connected', since: null });
  });

  it('reconnecting from the moment of a loss; offline since then once an attempt failed; connected again by itself', async () => {
    follow();
    await vi.advanceTimersByTimeAsync(60_000);
    const lostAt = Date.now();
    hubs.hub('monitor').drop();
    expect(status()).toEqual({ state: 'reconnecting', since: lostAt });
    await vi.advanceTimersByTimeAsync(5_000);
    hubs.hub('monitor').failReconnect();
    expect(status()).toEqual({ state: 'offline', since: lostAt });
    // The notification hub went later: "offline since" stays the first loss.
    await vi.advanceTimersByTimeAsync(5_000);
    hubs.hub('notification').drop();
    hubs.hub('notification').failReconnect();
    expect(status()).toEqual({ state: 'offline', since: lostAt });
    hubs.hub('monitor').reconnect();
    hubs.hub('notification').reconnect();
    expect(status()).toEqual({ state: 'connected', since: null });
  });

  it('offline since the start when the server cannot be reached, and connected when it can again', async () => {
    const startedAt = Date.now();
    follow({ notification: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toEqual({ state: 'offline', since: startedAt });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status().state).toBe('offline');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(status()).toEqual({ state: 'connected', since: null });
  });

  it('a download hub that stays away is shown as reconnecting, never as offline', async () => {
    follow({ downloads: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(status().state).toBe('reconnecting');
  });

  it('nothing to show once the session has ended', async () => {
    follow();
    await vi.advanceTimersByTimeAsync(0);
    useSessionStore.getState().reset();
    expect(status()).toEqual({ state: 'idle', since: null });
  });
});
