import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { addUser } from '../../../test/users';

describeWithDb('profileInfo/changePassword', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ env: { SINGLE_SESSION: '0' } });
    await addUser(app, { userName: 'planner', password: 'Planner#1' });
  });
  afterAll(() => app?.close());

  const change = (as: Awaited<ReturnType<typeof loginAs>>, body: object, language = 'en') =>
    post(app, API_PATHS.identity.changePassword, body, { as, language });

  it('refuses a wrong current password', async () => {
    const login = await loginAs(app, 'planner', 'Planner#1');
    const response = await change(login, { currentPassword: 'Nope#123', newPassword: 'Better#22' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: '10000', message: 'The current password is incorrect.' });
  });

  it('states the password rules in the caller language when the new one breaks them', async () => {
    const login = await loginAs(app, 'planner', 'Planner#1');
    for (const newPassword of ['short', 'nodigits!A', 'NOLOWER1!', 'noupper1!', 'NoSpecial1', 'Far#Too#Long#12345']) {
      const response = await change(login, { currentPassword: 'Planner#1', newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().message).toMatch(/shortest 6, longest 16/);
    }
    const zh = await change(login, { currentPassword: 'Planner#1', newPassword: 'short' }, 'zh-Hans');
    expect(zh.json().message).toMatch(/最短 6 位，最长 16 位/);
    const de = await change(login, { currentPassword: 'Planner#1', newPassword: 'short' }, 'de-DE');
    expect(de.json().message).toMatch(/mindestens 6, höchstens 16 Zeichen/);
  });

  it('refuses a body without the fields', async () => {
    const login = await loginAs(app, 'planner', 'Planner#1');
    const response = await change(login, { newPassword: 123 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'currentPassword', message: 'is required' },
      { field: 'newPassword', message: 'must be text' },
    ]);
  });

  it('changes it: success text in message, other sessions end, the caller stays signed in', async () => {
    const elsewhere = await loginAs(app, 'planner', 'Planner#1');
    const here = await loginAs(app, 'planner', 'Planner#1');
    const response = await change(here, { currentPassword: 'Planner#1', newPassword: 'Better#22' }, 'de-DE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, message: 'Ihr Passwort wurde geändert.', data: null });

    expect((await post(app, API_PATHS.identity.profile, undefined, { as: here })).statusCode).toBe(200);
    const ended = await post(app, API_PATHS.identity.profile, undefined, { as: elsewhere });
    expect(ended.json()).toMatchObject({ errorCode: '20000' });

    const oldPassword = await post(app, API_PATHS.identity.newLogin, { userName: 'planner', password: 'Planner#1' });
    expect(oldPassword.statusCode).toBe(400);
    await loginAs(app, 'planner', 'Better#22');
  });

  it('requires a signed-in caller', async () => {
    const response = await post(app, API_PATHS.identity.changePassword, { currentPassword: 'a', newPassword: 'b' });
    expect(response.statusCode).toBe(401);
  });
});
