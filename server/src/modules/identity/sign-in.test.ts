import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATHS, type LoginResult } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, post } from '../../../test/helper';
import { addUser } from '../../../test/users';

describeWithDb('sign-in (newLogin, loginForSwipeCard)', () => {
  let app: FastifyInstance;
  let workerId: string;

  beforeAll(async () => {
    app = await createTestApp();
    workerId = await addUser(app, {
      userName: 'Worker',
      password: 'Worker#123',
      cardNo: 'CARD-0042',
      mesAccessLevel: 'L2',
    });
    await addUser(app, { userName: 'retired', password: 'Retired#123', cardNo: 'CARD-0099', enabled: false });
  });
  afterAll(() => app?.close());

  it('answers a LoginResult in the envelope for the right password', async () => {
    const response = await post(app, API_PATHS.identity.newLogin, { userName: 'admin', password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 1, message: '' });
    const login = body.data as LoginResult;
    expect(login).toMatchObject({ tokenType: 'Bearer', userName: 'admin', mesAccessLevel: null, expiresIn: 900 });
    expect(login.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(login.ticket).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(login.accessToken);
    expect(claims).toMatchObject({ name: 'admin' });
    expect(typeof claims.sid).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('matches the user name without regard to case and reports the access level', async () => {
    const response = await post(app, API_PATHS.identity.newLogin, { userName: 'worker', password: 'Worker#123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ userName: 'Worker', mesAccessLevel: 'L2' });
    expect(decodeJwt(response.json().data.accessToken).sub).toBe(workerId);
  });

  it('gives one message for a wrong password, an unknown account and a disabled account', async () => {
    const answers = await Promise.all([
      post(app, API_PATHS.identity.newLogin, { userName: 'Worker', password: 'wrong' }, { language: 'en' }),
      post(app, API_PATHS.identity.newLogin, { userName: 'nobody', password: 'Worker#123' }, { language: 'en' }),
      post(app, API_PATHS.identity.newLogin, { userName: 'retired', password: 'Retired#123' }, { language: 'en' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 0,
        errorCode: '10000',
        message: 'The user name or password is incorrect.',
        data: null,
      });
    }
  });

  it('words the refusal in the caller language', async () => {
    const wrong = { userName: 'Worker', password: 'wrong' };
    const zh = await post(app, API_PATHS.identity.newLogin, wrong);
    const de = await post(app, API_PATHS.identity.newLogin, wrong, { language: 'de-DE,de;q=0.9' });
    expect(zh.json().message).toBe('用户名或密码错误。');
    expect(de.json().message).toBe('Benutzername oder Passwort ist falsch.');
  });

  it('refuses bad input with field details, never a 500', async () => {
    const missing = await post(app, API_PATHS.identity.newLogin, { userName: 'admin' }, { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 0,
      errorCode: '10000',
      details: [{ field: 'password', message: 'is required' }],
    });
    const wrongTypes = await post(
      app,
      API_PATHS.identity.newLogin,
      { userName: 42, password: ['x'] },
      { language: 'en' },
    );
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().details).toEqual([
      { field: 'userName', message: 'must be text' },
      { field: 'password', message: 'must be text' },
    ]);
    const tooLong = await post(app, API_PATHS.identity.newLogin, { userName: 'a'.repeat(129), password: 'x' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([{ field: 'userName', message: '最多 128 个字符' }]);
    const noBody = await post(app, API_PATHS.identity.newLogin, undefined, { language: 'en' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().details).toEqual([{ field: 'body', message: 'is required' }]);
  });

  it('signs in with a known card, and says whether a refused card is unknown or its account disabled', async () => {
    const known = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: 'CARD-0042' });
    expect(known.statusCode).toBe(200);
    expect(known.json().data).toMatchObject({ userName: 'Worker', tokenType: 'Bearer' });
    const unknown = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: 'CARD-0000' }, { language: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: '10000', message: 'The card was not recognised.' });
    const disabled = await post(
      app,
      API_PATHS.identity.loginForSwipeCard,
      { cardNo: 'CARD-0099' },
      { language: 'de-DE' },
    );
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toMatchObject({
      errorCode: '10000',
      message: 'Das Konto dieser Karte ist deaktiviert. Wenden Sie sich an Ihren Administrator.',
    });
  });

  it("refuses card sign-in where config.json's login does not list it, and takes it again once listed", async () => {
    const config = join(app.config.dataDir, 'config.json');
    try {
      await writeFile(config, JSON.stringify({ login: 'password' }));
      const off = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: 'CARD-0042' }, { language: 'en' });
      expect(off.statusCode).toBe(400);
      expect(off.json()).toMatchObject({ message: 'Signing in with a card is turned off here.' });
      // Password sign-in is never refused for the setting: the way in to put it right.
      const password = await post(app, API_PATHS.identity.newLogin, { userName: 'Worker', password: 'Worker#123' });
      expect(password.statusCode).toBe(200);

      await writeFile(config, JSON.stringify({ login: 'card' }));
      const on = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: 'CARD-0042' });
      expect(on.statusCode).toBe(200);
    } finally {
      await rm(config, { force: true });
    }
  });
});
