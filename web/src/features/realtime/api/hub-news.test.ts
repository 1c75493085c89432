import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHubNewsStore } from '../../../stores/hub-news-store';
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

beforeEach(async () => {
  await startPortal();
  network = mockNetwork(() => ok({ frontEndLanguages: [] }));
  writeTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator', userId: 'u-7', profileLoaded: true });
  hubs = createFakeHubs();
  stopFollowing = followSession(createPortalRealtime(hubs.connect), () => undefined);
  await vi.waitFor(() => {
    expect(hubs.hub('monitor').invocations).toHaveLength(1);
    expect(hubs.hub('notification').invocations).toHaveLength(2);
  });
});

afterEach(() => {
  stopFollowing?.();
  network.restore();
  useHubNewsStore.getState().reset();
});

describe('hub messages the pages act on', () => {
  it('JobChanged (monitor hub) reaches the job pages, each change on its own', () => {
    hubs.hub('monitor').emit('JobChanged', { id: 'job-1' });
    const first = useHubNewsStore.getState().jobChanged;
    expect(first?.message).toEqual({ id: 'job-1' });
    hubs.hub('monitor').emit('JobChanged', { id: 'job-1' });
    expect(useHubNewsStore.getState().jobChanged?.seq).not.toBe(first?.seq);
  });

  it('NoticePublished (notification hub) reaches the top bar; an invalid one is dropped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hubs.hub('notification').emit('NoticePublished', { id: 'n-1', priority: 'urgent' });
    hubs.hub('notification').emit('NoticePublished', { id: 'n-2', priority: 'loud' });
    expect(useHubNewsStore.getState().noticePublished?.message).toEqual({ id: 'n-1', priority: 'urgent' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('EventsChanged (monitor hub) reaches the event centre with the ids; an invalid one is dropped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hubs.hub('monitor').emit('EventsChanged', { ids: ['ev-1', 'ev-2'] });
    hubs.hub('monitor').emit('EventsChanged', { ids: [] });
    expect(useHubNewsStore.getState().eventsChanged?.message).toEqual({ ids: ['ev-1', 'ev-2'] });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
