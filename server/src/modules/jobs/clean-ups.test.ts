import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb } from '../../../test/helper';
import { users } from '../access/users.table';
import { sessions, signInFailures } from '../identity/identity.table';
import { cleanUpSessions, cleanUpSignInFailures } from '../identity/identity-cleanups';
import { jobRuns, jobs } from './jobs.table';
import { cleanUpRunHistory } from './run-history-cleanup';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describeWithDb('the built-in clean-ups', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keep the run history for JOB_HISTORY_DAYS, and never delete a run still going', async () => {
    const [job] = await app.db.select().from(jobs).where(eq(jobs.key, 'jobs.cleanUpRunHistory'));
    const run = (days: number, ended: boolean) => ({
      jobId: job?.id as string,
      scheduledFor: ago(days * DAY),
      trigger: 'schedule' as const,
      attempt: 1,
      instanceId: 'test',
      startedAt: ago(days * DAY),
      endedAt: ended ? ago(days * DAY) : null,
      outcome: ended ? ('succeeded' as const) : ('running' as const),
    });
    await app.db.insert(jobRuns).values([run(31, true), run(29, true), run(40, false)]);
    expect(await cleanUpRunHistory({ db: app.db, historyDays: 30, now: () => now })).toBe(1);
    const kept = await app.db.select().from(jobRuns).orderBy(asc(jobRuns.startedAt));
    expect(kept.map((row) => row.outcome)).toEqual(['running', 'succeeded']);
  });

  it('delete sessions ended longer ago than REFRESH_TOKEN_DAYS and failures past the sign-in window', async () => {
    const [admin] = await app.db.select().from(users).where(eq(users.userName, 'admin'));
    const session = (revokedDaysAgo: number | null, ticket: string) => ({
      userId: admin?.id as string,
      ticketHash: ticket,
      securityStamp: 0,
      revokedAt: revokedDaysAgo === null ? null : ago(revokedDaysAgo * DAY),
    });
    await app.db.delete(sessions);
    await app.db.insert(sessions).values([session(8, 'old'), session(6, 'recent'), session(null, 'live')]);
    const deps = { db: app.db, refreshTokenDays: 7, signInWindowMinutes: 15, now: () => now };
    expect((await cleanUpSessions(deps)).sessions).toBe(1);
    const left = await app.db.select({ ticket: sessions.ticketHash }).from(sessions).orderBy(asc(sessions.ticketHash));
    expect(left.map((row) => row.ticket)).toEqual(['live', 'recent']);

    await app.db.insert(signInFailures).values([
      { scope: 'account', key: 'lea', occurredAt: ago(16 * 60_000) },
      { scope: 'account', key: 'lea', occurredAt: ago(14 * 60_000) },
    ]);
    expect(await cleanUpSignInFailures(deps)).toBe(1);
    expect(await app.db.select().from(signInFailures)).toHaveLength(1);
  });
});
