import { API_PATHS, type DomainEventOf } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterEach, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post } from '../../../test/helper';
import { sessions } from './identity.table';

describeWithDb('single session per account', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('ends the older session when the account signs in again, and says why', async () => {
    app = await createTestApp();
    const seen: DomainEventOf<'session.ended'>[] = [];
    const stop = app.events.subscribe('session.ended', (event) => seen.push(event));
    try {
      const older = await loginAs(app, 'admin', ADMIN_PASSWORD);
      const newer = await loginAs(app, 'admin', ADMIN_PASSWORD);

      const refused = await post(app, API_PATHS.identity.profile, undefined, { as: older, language: 'en' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        errorCode: '20000',
        message: 'Your account has been logged in elsewhere, please log in again!',
      });
      expect((await post(app, API_PATHS.identity.profile, undefined, { as: newer })).statusCode).toBe(200);

      const olderSid = String(decodeJwt(older.accessToken).sid);
      expect(seen).toContainEqual({
        type: 'session.ended',
        sessions: [{ userId: decodeJwt(older.accessToken).sub, sessionId: olderSid }],
        reason: 'signedInElsewhere',
      });
      const [row] = await app.db.select().from(sessions).where(eq(sessions.id, olderSid));
      expect(row?.revokedReason).toBe('signedInElsewhere');
    } finally {
      stop();
    }
  });

  it('forgets sessions that ended longer ago than a refresh token lives', async () => {
    app = await createTestApp();
    const old = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const oldSid = String(decodeJwt(old.accessToken).sid);
    await loginAs(app, 'admin', ADMIN_PASSWORD);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await app.db.update(sessions).set({ revokedAt: eightDaysAgo }).where(eq(sessions.id, oldSid));
    await loginAs(app, 'admin', ADMIN_PASSWORD);
    expect(await app.db.select().from(sessions).where(eq(sessions.id, oldSid))).toEqual([]);
    expect(await app.db.select().from(sessions)).toHaveLength(2);
  });

  it('keeps both sessions when single session is switched off', async () => {
    app = await createTestApp({ env: { SINGLE_SESSION: 'false' } });
    const first = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const second = await loginAs(app, 'admin', ADMIN_PASSWORD);
    expect((await post(app, API_PATHS.identity.profile, undefined, { as: first })).statusCode).toBe(200);
    expect((await post(app, API_PATHS.identity.profile, undefined, { as: second })).statusCode).toBe(200);
  });
});
