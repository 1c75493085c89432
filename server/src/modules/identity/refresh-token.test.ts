import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { signAccessToken } from './access-tokens';

describeWithDb('refreshToken and access tokens', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Several sessions of one account at once are needed here.
    app = await createTestApp({ env: { SINGLE_SESSION: '0' } });
  });
  afterAll(() => app?.close());

  const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
    post(app, API_PATHS.identity.refreshToken, {
      client_id: 'portal',
      client_secret: 'ignored',
      username: 'admin',
      refresh_token: refreshToken,
      ...extra,
    });

  it('rotates: a refresh gives new tokens for the same session and ticket', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const response = await refresh(login.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json().data;
    expect(next).toMatchObject({ tokenType: 'Bearer', userName: 'admin', ticket: login.ticket, expiresIn: 900 });
    expect(next.refreshToken).not.toBe(login.refreshToken);
    const profile = await post(app, API_PATHS.identity.profile, undefined, { as: next });
    expect(profile.statusCode).toBe(200);
  });

  it('accepts the form-encoded body OAuth clients send', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.identity.refreshToken,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'admin', refresh_token: login.refreshToken }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userName).toBe('admin');
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const first = (await refresh(login.refreshToken)).json().data;
    const replay = await refresh(login.refreshToken, {});
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 0, errorCode: '401', data: null });
    // The rightful holder's newer tokens die with it.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    const call = await post(app, API_PATHS.identity.profile, undefined, { as: first });
    expect(call.statusCode).toBe(403);
    expect(call.json().errorCode).toBe('20000');
  });

  it('answers 401 for unknown tokens, another user name, or no token at all', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    expect((await refresh('x'.repeat(43))).json()).toMatchObject({ errorCode: '401' });
    expect((await refresh(login.refreshToken, { username: 'someone-else' })).statusCode).toBe(401);
    const missing = await post(app, API_PATHS.identity.refreshToken, { username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'refresh_token', message: '为必填项' }]);
  });

  it('does not refresh a session that was logged out', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const out = await post(app, API_PATHS.identity.logout, {}, { as: login });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 1, message: '', data: null });
    expect((await refresh(login.refreshToken)).statusCode).toBe(401);
    const after = await post(app, API_PATHS.identity.profile, undefined, { as: login });
    expect(after.json()).toMatchObject({ errorCode: '20000' });
  });

  it('answers 401 with errorCode "401" for missing, forged and expired access tokens', async () => {
    const login = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const noToken = await post(app, API_PATHS.identity.profile, undefined, { language: 'en' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['www-authenticate']).toBe('Bearer');
    expect(noToken.json()).toEqual({ code: 0, errorCode: '401', message: 'Please sign in.', data: null });

    const [header, payload] = login.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const forgedCall = await post(app, API_PATHS.identity.profile, undefined, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(forgedCall.statusCode).toBe(401);

    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const expired = await signAccessToken(
      app.signingKeys.accessToken,
      { userId: claims.sub, userName: 'admin', sessionId: claims.sid },
      900,
      anHourAgo,
    );
    const expiredCall = await post(app, API_PATHS.identity.profile, undefined, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(expiredCall.statusCode).toBe(401);
    expect(expiredCall.json().errorCode).toBe('401');
  });
});
