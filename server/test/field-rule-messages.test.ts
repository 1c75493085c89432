import { API_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from './helper';

/**
 * A contract's character rule is a pattern, but the caller reads the rule's own words in their
 * language, not that something "is not a valid regex".
 */
describeWithDb('field rules answer in their own words', () => {
  let app: FastifyInstance;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['zh-Hans', '只能包含字母、数字和 . _ - @'],
    ['en', 'may hold only letters, digits and . _ - @'],
    ['de-DE', 'darf nur Buchstaben, Ziffern und . _ - @ enthalten'],
  ])('names the user-name characters in %s', async (language, rule) => {
    const response = await post(
      app,
      API_PATHS.admin.users.create,
      { userName: 'night shift!', name: 'Night shift', password: 'Shift#2024' },
      { as: admin, language },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: '10000', details: [{ field: 'userName', message: rule }] });
    expect(response.body).not.toContain('regex');
  });

  it('names the code characters of a sub-system', async () => {
    const response = await post(
      app,
      API_PATHS.admin.dbInstances.create,
      { applicationId: 'any', code: 'line 1', displayName: 'Line 1' },
      { as: admin, language: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'code', message: 'may hold only letters, digits and . _ -' }]);
  });
});
