import { API_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { sessions } from './identity.table';

describeWithDb('tickets: sliding expiry and leadExtendTicket', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ env: { TICKET_MINUTES: '10' } });
    await addUser(app, { userName: 'operator', password: 'Operator#1' });
  });
  afterAll(() => app?.close());

  const sessionOf = async (login: SignedIn) => {
    const sid = String(decodeJwt(login.accessToken).sid);
    const rows = await app.db.select().from(sessions).where(eq(sessions.id, sid));
    return { sid, row: rows[0] };
  };
  const extend = (ticket: string, language?: string) =>
    post(app, API_PATHS.identity.extendTicket, { ticket }, language ? { language } : {});

  it('gives a ticket the configured lifetime and slides it forward on extension', async () => {
    const before = Date.now();
    const login = await loginAs(app, 'operator', 'Operator#1');
    const { sid, row } = await sessionOf(login);
    const first = row?.ticketExpiresAt?.getTime() ?? 0;
    expect(first).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000);
    expect(first).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1_000);

    // Pretend five minutes passed, then extend: the ticket runs ten minutes from now again.
    await app.db
      .update(sessions)
      .set({ ticketExpiresAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(sessions.id, sid));
    const response = await extend(login.ticket);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, message: '', data: null });
    const after = (await sessionOf(login)).row?.ticketExpiresAt?.getTime() ?? 0;
    expect(after).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('ends calls with an expired ticket (20000) and refuses to extend it (code 0)', async () => {
    const login = await loginAs(app, 'operator', 'Operator#1');
    const { sid } = await sessionOf(login);
    await app.db
      .update(sessions)
      .set({ ticketExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, sid));

    const call = await post(app, API_PATHS.identity.profile, undefined, { as: login, language: 'en' });
    expect(call.statusCode).toBe(403);
    expect(call.json()).toEqual({
      code: 0,
      errorCode: '20000',
      message: 'Authorization timed out, please log in again.',
      data: null,
    });
    const extended = await extend(login.ticket, 'de-DE');
    expect(extended.statusCode).toBe(403);
    expect(extended.json()).toMatchObject({
      code: 0,
      errorCode: '20000',
      message: 'Die Autorisierung ist abgelaufen, bitte melden Sie sich erneut an.',
    });
  });

  it('answers code 0 for an unknown ticket and 400 for a missing one', async () => {
    const unknown = await extend('no-such-ticket');
    expect(unknown.json()).toMatchObject({ code: 0, errorCode: '20000' });
    const missing = await post(app, API_PATHS.identity.extendTicket, {}, { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ field: 'ticket', message: 'is required' }]);
  });

  it('exempts the admin account: its ticket never expires and extending just succeeds', async () => {
    const admin = await loginAs(app, 'admin', ADMIN_PASSWORD);
    const { row } = await sessionOf(admin);
    expect(row?.ticketExpiresAt).toBeNull();
    expect((await extend(admin.ticket)).json()).toEqual({ code: 1, message: '', data: null });
    expect((await sessionOf(admin)).row?.ticketExpiresAt).toBeNull();
    expect((await post(app, API_PATHS.identity.profile, undefined, { as: admin })).statusCode).toBe(200);
  });

  it('cannot extend the ticket of a logged-out session', async () => {
    const login = await loginAs(app, 'operator', 'Operator#1');
    await post(app, API_PATHS.identity.logout, {}, { as: login });
    expect((await extend(login.ticket)).json()).toMatchObject({ code: 0, errorCode: '20000' });
  });
});
