import { API_PATHS, LIMITS, loginResultSchema, profileSchema } from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockNetwork, ok } from '../testing/mock-network';
import type { ApiError } from './api-error';
import {
  configureHttpClient,
  getApi,
  holdCallsUntil,
  ignoredData,
  postApi,
  sendWithSession,
  setApiBaseUrl,
} from './http-client';
import { createRefreshQueue } from './refresh-queue';

const profile = {
  name: 'Operator',
  userName: 'operator',
  userId: 'u1',
  isAdmin: false,
  isSysAdmin: false,
  warehouseDtos: [],
};

function session(initial = 'token-1') {
  const state = { token: initial as string | undefined, ticket: 'ticket-1' };
  const onError = vi.fn<(error: ApiError, present: boolean) => void>();
  const afterSuccess = vi.fn<(path: string) => void>();
  configureHttpClient({
    getAccessToken: () => state.token,
    getTicket: () => state.ticket,
    getLanguage: () => 'de-DE',
    refreshQueue: undefined,
    onError,
    afterSuccess,
  });
  return { state, onError, afterSuccess };
}

let network: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => network?.restore());

describe('http client headers and limits (docs/spec.md §7)', () => {
  it('sends Authorization Bearer, ticket and Accept-Language on every call', async () => {
    session();
    network = mockNetwork(() => ok(profile));
    await postApi(API_PATHS.identity.profile, {}, profileSchema);
    expect(network.sent[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      ticket: 'ticket-1',
      'accept-language': 'de-DE',
    });
  });

  it('gives up after 50 s as a time-out', async () => {
    const { onError } = session();
    expect(LIMITS.callTimeoutMs).toBe(50_000);
    vi.useFakeTimers();
    try {
      network = mockNetwork(() => new Promise<never>(() => undefined));
      const outcome = postApi('/api/x', {}, ignoredData).then(
        () => 'answered',
        (error: ApiError) => error.kind,
      );
      await vi.advanceTimersByTimeAsync(LIMITS.callTimeoutMs - 1);
      expect(onError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe('timeout');
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }), true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends bodies as JSON, query parameters in the address, and nothing for a GET', async () => {
    session();
    network = mockNetwork(() => ok(null));
    await postApi('/api/x', { name: 'Line 1', ids: [1, 2] }, ignoredData);
    await getApi('/api/y', ignoredData, { query: { id: 'a b&c', isPda: false } });
    const [post, get] = network.sent;
    expect(post).toMatchObject({ method: 'POST', body: { name: 'Line 1', ids: [1, 2] } });
    expect(post?.headers['content-type']).toBe('application/json');
    expect(get).toMatchObject({
      method: 'GET',
      url: '/api/y',
      query: { id: 'a b&c', isPda: 'false' },
      body: undefined,
    });
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it('sends FormData as it is, for the browser to give it its multipart type', async () => {
    session();
    network = mockNetwork(() => ok(null));
    const form = new FormData();
    form.append('file', new Blob(['logo']), 'logo.png');
    await postApi('/api/upload', form, ignoredData);
    expect(network.sent[0]?.body).toBe(form);
    expect(network.sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('calls the backend config.json names, and holds calls back until it is known', async () => {
    session();
    const sentTo: string[] = [];
    const previous = globalThis.fetch;
    globalThis.fetch = async (input) => {
      sentTo.push(String(input));
      return { status: 200, text: async () => JSON.stringify({ code: 1, message: '', data: null }) } as Response;
    };
    try {
      let known: (url: string) => void = () => undefined;
      holdCallsUntil(new Promise<string>((resolve) => (known = resolve)).then(setApiBaseUrl));
      const call = postApi('/api/x', {}, ignoredData);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sentTo).toEqual([]);
      known('http://mes.plant:8080/');
      await call;
      await sendWithSession('GET', 'http://files.plant/report.xlsx', { responseType: 'blob' }).catch(() => undefined);
      expect(sentTo).toEqual(['http://mes.plant:8080/api/x', 'http://files.plant/report.xlsx']);
    } finally {
      globalThis.fetch = previous;
      setApiBaseUrl('');
    }
  });

  it('unwraps the envelope, validates the data and reports success for the ticket check', async () => {
    const { afterSuccess } = session();
    network = mockNetwork(() => ok(profile, 'fine'));
    await expect(postApi(API_PATHS.identity.profile, {}, profileSchema)).resolves.toEqual({
      data: profile,
      message: 'fine',
    });
    expect(afterSuccess).toHaveBeenCalledWith(API_PATHS.identity.profile);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { onError } = session();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network = mockNetwork(() => ok({ name: 42 }));
    await expect(postApi(API_PATHS.identity.profile, {}, profileSchema)).rejects.toMatchObject({
      kind: 'invalid-answer',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invalid-answer' }), true);
  });
});

describe('http client errors (docs/spec.md §8)', () => {
  it('maps errorCode 10000 to a business error with the server message, presented', async () => {
    const { onError } = session();
    network = mockNetwork(() => fail(409, '10000', 'Name already used'));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({
      kind: 'business',
      status: 409,
      serverMessage: 'Name already used',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'business' }), true);
  });

  it('maps errorCode 20000 to session-ended', async () => {
    const { onError } = session();
    network = mockNetwork(() => fail(403, '20000', 'Ticket expired'));
    await expect(getApi('/api/x', ignoredData)).rejects.toMatchObject({ kind: 'session-ended' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('tells network failures and time-outs apart, and lets callers present errors themselves', async () => {
    const { onError } = session();
    network = mockNetwork(() => ({ fail: 'network' }));
    await expect(postApi('/api/x', {}, ignoredData, { presentErrors: false })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(onError).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'network' }), false);
    network.restore();
    network = mockNetwork(() => ({ fail: 'timeout' }));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('says nothing about a call its caller gave up', async () => {
    const { onError } = session();
    const controller = new AbortController();
    network = mockNetwork(async () => {
      controller.abort();
      return { fail: 'network' };
    });
    await expect(postApi('/api/x', {}, ignoredData, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps the message of other HTTP errors', async () => {
    session();
    network = mockNetwork(() => ({ status: 502, body: { message: 'Gateway down' } }));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      serverMessage: 'Gateway down',
    });
  });
});

describe('http client refresh-and-replay (docs/spec.md §4)', () => {
  it('refreshes once for concurrent 401s and replays every call with the new token', async () => {
    const { state, onError } = session('old');
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      state.token = 'new';
      return 'new';
    });
    const onRefreshFailed = vi.fn();
    configureHttpClient({
      refreshQueue: createRefreshQueue({ refresh, currentToken: () => state.token, onRefreshFailed }),
    });
    network = mockNetwork((request) =>
      request.headers.authorization === 'Bearer new'
        ? ok(profile)
        : { status: 401, body: { code: 0, errorCode: '401', message: 'expired', data: null } },
    );

    const results = await Promise.all([1, 2, 3].map(() => postApi(API_PATHS.identity.profile, {}, profileSchema)));
    expect(results.map((r) => r.data.userName)).toEqual(['operator', 'operator', 'operator']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(network.sent.filter((r) => r.headers.authorization === 'Bearer new')).toHaveLength(3);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects all waiting calls quietly and ends the session once when the refresh fails', async () => {
    const { state, onError } = session('old');
    const onRefreshFailed = vi.fn();
    configureHttpClient({
      refreshQueue: createRefreshQueue({
        refresh: () =>
          postApi(API_PATHS.identity.refreshToken, {}, loginResultSchema, {
            skipAuthRefresh: true,
            presentErrors: false,
          }).then((r) => r.data.accessToken),
        currentToken: () => state.token,
        onRefreshFailed,
      }),
    });
    network = mockNetwork(() => fail(401, '401', 'invalid refresh token'));

    const results = await Promise.allSettled(
      [1, 2, 3].map(() => postApi(API_PATHS.identity.profile, {}, profileSchema)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    const presented = onError.mock.calls.filter(([, present]) => present);
    expect(presented.every(([error]) => error.kind === 'unauthorized')).toBe(true);
    expect(network.sent.filter((r) => r.url === API_PATHS.identity.refreshToken)).toHaveLength(1);
  });

  it('does not refresh for calls sent without a token', async () => {
    session('');
    const refresh = vi.fn(async () => 'x');
    configureHttpClient({
      refreshQueue: createRefreshQueue({ refresh, currentToken: () => undefined, onRefreshFailed: vi.fn() }),
    });
    network = mockNetwork(() => fail(401, '401', 'no token'));
    await expect(postApi('/api/x', {}, ignoredData)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(refresh).not.toHaveBeenCalled();
  });
});
