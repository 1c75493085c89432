import { API_PATHS, profileSchema } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ignoredData, postApi } from '../api/http-client';
import { readAccessToken, writeTokens } from '../stores/session-cookies';
import { useSessionStore } from '../stores/session-store';
import { fail, type MockAnswer, mockNetwork, ok, type SentRequest } from '../testing/mock-network';
import { startPortal } from '../testing/render-app';
import { registerNavigator } from '../ui/navigation';

const shown = vi.hoisted(() => ({ errors: [] as string[] }));
vi.mock('../ui/notices', () => ({
  showErrorModal: async (message: string) => void shown.errors.push(message),
  showSuccessNotice: async () => undefined,
}));

const profile = {
  name: 'Ops',
  userName: 'operator',
  userId: 'u1',
  isAdmin: false,
  isSysAdmin: false,
  warehouseDtos: [],
};
let network: ReturnType<typeof mockNetwork>;
let navigations: string[];

function serve(handler: (request: SentRequest) => MockAnswer) {
  network = mockNetwork(handler);
}

beforeEach(async () => {
  await startPortal();
  shown.errors = [];
  navigations = [];
  registerNavigator((to) => navigations.push(to));
  writeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator' });
  window.location.hash = '#/User?page=2';
});
afterEach(() => network.restore());

describe('session-ending answers (docs/spec.md §8)', () => {
  it('errorCode 20000: shows the message once and logs out once, however many calls were refused', async () => {
    serve(() => fail(403, '20000', 'The ticket has expired.'));
    await Promise.allSettled([1, 2, 3].map(() => postApi('/api/x', {}, ignoredData)));
    expect(shown.errors).toEqual(['The ticket has expired.']);
    expect(navigations).toEqual(['/login']);
    expect(readAccessToken()).toBeUndefined();
  });

  it('errorCode 10000: shows the server message and keeps the session', async () => {
    serve(() => fail(409, '10000', 'The name is already used.'));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({ kind: 'business' });
    expect(shown.errors).toEqual(['The name is already used.']);
    expect(navigations).toEqual([]);
  });

  it('network failure: shows a translated message', async () => {
    serve(() => ({ fail: 'network' }));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({ kind: 'network' });
    expect(shown.errors).toEqual(['The server cannot be reached. Please check the network connection and try again.']);
  });

  it('401 with a failing refresh: one refresh, session cleared, back to sign-in with the current path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve((request) =>
      fail(401, '401', request.url === API_PATHS.identity.refreshToken ? 'refresh refused' : 'expired'),
    );
    await Promise.allSettled([1, 2].map(() => postApi(API_PATHS.identity.profile, {}, profileSchema)));
    const refreshes = network.sent.filter((r) => r.url === API_PATHS.identity.refreshToken);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({
      client_id: 'workbench-portal',
      client_secret: '',
      username: 'operator',
      refresh_token: 'refresh-1',
    });
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/User?page=2')}`]);
    expect(readAccessToken()).toBeUndefined();
    expect(shown.errors).toEqual([]);
  });

  it('401 with a working refresh: new tokens stored and the call replayed', async () => {
    serve((request) => {
      if (request.url === API_PATHS.identity.refreshToken) {
        return ok({
          tokenType: 'Bearer',
          accessToken: 'access-2',
          refreshToken: 'refresh-2',
          ticket: 'ticket-2',
          userName: 'operator',
          mesAccessLevel: null,
          expiresIn: 900,
        });
      }
      if (request.url === API_PATHS.identity.extendTicket) return ok(null);
      return request.headers.authorization === 'Bearer access-2' ? ok(profile) : fail(401, '401', 'expired');
    });
    await expect(postApi(API_PATHS.identity.profile, {}, profileSchema)).resolves.toMatchObject({ data: profile });
    expect(readAccessToken()).toBe('access-2');
  });
});

describe('ticket extension (docs/spec.md §7)', () => {
  it('logs out with the "authorization timed out" message when leadExtendTicket does not answer code 1', async () => {
    serve((request) =>
      request.url === API_PATHS.identity.extendTicket
        ? { status: 200, body: { code: 0, message: '', data: null } }
        : ok(profile),
    );
    await postApi(API_PATHS.identity.profile, {}, profileSchema);
    await vi.waitFor(() => expect(navigations).toEqual(['/login']));
    expect(shown.errors).toEqual(['Authorization timed out, please log in again.']);
    expect(network.sent.find((r) => r.url === API_PATHS.identity.extendTicket)?.body).toEqual({ ticket: 'ticket-1' });
  });
});
