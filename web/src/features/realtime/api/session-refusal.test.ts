import { API_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, writeTokens } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok } from '../../../testing/mock-network';
import { startPortal } from '../../../testing/render-app';
import { registerNavigator } from '../../../ui/navigation';
import { createFakeHubs } from '../testing/fake-hubs';
import { followSession } from './follow-session';
import { readHubRefusal } from './hub-refusal';
import { createPortalRealtime } from './portal-realtime';

const shown = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../../../ui/notices', () => ({
  showErrorModal: async (message: string) => void shown.errors.push(message),
  showSuccessNotice: async () => undefined,
}));

const refreshed = ok({
  tokenType: 'Bearer',
  accessToken: 'token-2',
  refreshToken: 'refresh-2',
  ticket: 'ticket-2',
  userName: 'operator',
  mesAccessLevel: null,
  expiresIn: 900,
});

let hubs: ReturnType<typeof createFakeHubs>;
let stopFollowing: (() => void) | undefined;
let network: ReturnType<typeof mockNetwork>;
let navigations: string[];

function signIn() {
  writeTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator', userId: 'u-7', profileLoaded: true });
}

/** The portal as it runs, with every hub's first start refused by the server as given. */
function openScreen(refresh: MockAnswer, refuse: (name: 'monitor' | 'notification' | 'downloads') => void) {
  network = mockNetwork((request) => (request.url === API_PATHS.identity.refreshToken ? refresh : ok(null)));
  signIn();
  hubs = createFakeHubs();
  const connect = hubs.connect;
  stopFollowing = followSession(
    createPortalRealtime((request) => {
      const hub = connect(request);
      refuse(request.hub);
      return hub;
    }),
    () => undefined,
  );
}

const refreshCalls = () => network.sent.filter((request) => request.url === API_PATHS.identity.refreshToken);
const everyHub = ['monitor', 'notification', 'downloads'] as const;

beforeEach(async () => {
  await startPortal();
  shown.errors = [];
  navigations = [];
  registerNavigator((to) => navigations.push(to));
  window.location.hash = '#/dashboard/dashboard';
});

afterEach(() => {
  stopFollowing?.();
  stopFollowing = undefined;
  network.restore();
  window.location.hash = '';
  vi.useRealTimers();
});

describe('a hub that refuses the session', () => {
  it('401 on every hub: one shared token refresh, then each connects and registers with the new token', async () => {
    openScreen(refreshed, (name) => hubs.hub(name).refuseSession(1));
    await vi.waitFor(() => expect(hubs.hub('monitor').calls()).toEqual([['ConnectedAsync', 'token-2']]));
    await vi.waitFor(() => {
      for (const name of everyHub) expect(hubs.hub(name).connected).toBe(true);
    });
    expect(refreshCalls()).toHaveLength(1);
    expect(readAccessToken()).toBe('token-2');
    expect(useSessionStore.getState().hasToken).toBe(true);
    expect(shown.errors).toEqual([]);
  });

  it('401 and the refresh refused too: the session ends once, with a message, back here after sign-in, and no more attempts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openScreen(fail(401, '401', 'The refresh token is not valid.'), (name) => hubs.hub(name).refuseSession(5));
    await vi.waitFor(() => expect(useSessionStore.getState().hasToken).toBe(false));
    expect(shown.errors).toEqual(['Your session has ended, please log in again.']);
    expect(navigations).toEqual(['/login?redirect=%2Fdashboard%2Fdashboard']);
    expect(refreshCalls()).toHaveLength(1);
    const starts = everyHub.map((name) => hubs.hub(name).starts);
    vi.useFakeTimers();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(everyHub.map((name) => hubs.hub(name).starts)).toEqual(starts);
    expect(refreshCalls()).toHaveLength(1);
  });

  it("403 with errorCode 20000: the server's message, the session cleared, no refresh", async () => {
    const message = 'Your account is disabled or was removed, please contact an administrator.';
    openScreen(refreshed, (name) => hubs.hub(name).refuseSession(1, { message }));
    await vi.waitFor(() => expect(useSessionStore.getState().hasToken).toBe(false));
    expect(shown.errors).toEqual([message]);
    expect(readAccessToken()).toBeUndefined();
    expect(navigations).toEqual(['/login?redirect=%2Fdashboard%2Fdashboard']);
    expect(refreshCalls()).toEqual([]);
  });

  it('a connection the server closed and then refuses: refreshed once and connected again', async () => {
    openScreen(refreshed, () => undefined);
    await vi.waitFor(() => expect(hubs.hub('monitor').calls()).toEqual([['ConnectedAsync', 'token-1']]));
    const monitor = hubs.hub('monitor');
    monitor.refuseSession(1);
    monitor.close();
    await vi.waitFor(() => expect(monitor.calls().at(-1)).toEqual(['ConnectedAsync', 'token-2']));
    expect(refreshCalls()).toHaveLength(1);
    expect(shown.errors).toEqual([]);
  });
});

describe('reading a refused hub request', () => {
  it("401 is a refusal to refresh for; 403 with errorCode 20000 ends the session with the server's message", () => {
    const expired = readHubRefusal(401, '', 'token-1');
    expect(expired).toMatchObject({ status: 401, sessionEnded: false, token: 'token-1' });
    const ended = readHubRefusal(403, JSON.stringify({ code: 0, errorCode: '20000', message: 'Konto gesperrt.' }));
    expect(ended).toMatchObject({ status: 403, sessionEnded: true, serverMessage: 'Konto gesperrt.' });
  });

  it('anything else is an outage to retry, not a refusal of the session', () => {
    expect(readHubRefusal(403, JSON.stringify({ code: 0, errorCode: '10000', message: 'No.' }))).toBeNull();
    expect(readHubRefusal(502, '<html>Bad gateway</html>')).toBeNull();
    expect(readHubRefusal(404, 'Not found')).toBeNull();
  });
});
