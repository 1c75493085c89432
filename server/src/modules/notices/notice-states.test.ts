import { createNoticeRequestSchema, type DomainEventOf, type Notice } from '@workbench/contracts';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb } from '../../../test/helper';
import { queryMyNotices } from './my-notices.service';
import { momentKeyOf } from './notice-moments';
import { moveNoticeStates, noticeJobKinds } from './notice-states';
import { editNotice, type NoticeContext, publishNotice, withdrawNotice } from './notices.service';
import { getNotice, noticeRequest, ok, paths, RecordingScheduler, userIdOf } from './notices.testing';

/** A request as the route hands it to the service: parsed by the contract. */
const noticeRequestParsed = () => createNoticeRequestSchema.parse(noticeRequest());

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

describeWithDb('announcement states moved on time', () => {
  useDemoPlant({ signIn: ['admin', 'supervisor', 'operator'] });

  let scheduler: RecordingScheduler;
  const announced: DomainEventOf<'notice.published'>[] = [];
  // Returned, the unsubscription runs after the suite.
  beforeAll(() => app.events.subscribe('notice.published', (event) => announced.push(event)));
  afterEach(() => {
    announced.length = 0;
  });

  const context = (now: Date): NoticeContext => ({
    db: app.db,
    events: app.events,
    scheduler,
    now: () => now,
    warn: () => {},
  });
  const actor = () => ({ userId: userIdOf(admin), userName: 'admin' });
  const sees = async (userId: string, time: Date, id: string) =>
    (await queryMyNotices(app.db, app.grants, userId, 'en', time)).items.some((item) => item.id === id);

  it('moves scheduled → published at the publish time and published → expired at the expiry, once each', async () => {
    scheduler = new RecordingScheduler();
    const start = new Date(Date.now() + 24 * 3_600_000);
    const publishAt = at(start, 60);
    const expiresAt = at(start, 120);
    const draft = await ok<Notice>(
      app,
      admin,
      paths.create,
      noticeRequest({
        publishAt: publishAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        priority: 'urgent',
        audience: { everyone: false, roleIds: [], userIds: [userIdOf(operator)], applicationIds: [] },
      }),
    );
    const scheduled = await publishNotice(context(start), actor(), draft.id);
    expect(scheduled.state).toBe('scheduled');
    expect(scheduler.kept.get(momentKeyOf(draft.id))).toEqual(publishAt);

    // Before its time nothing moves.
    expect((await moveNoticeStates({ ...context(start), scheduler }, at(start, 59))).published).toEqual([]);
    expect(await sees(userIdOf(operator), at(start, 59), draft.id)).toBe(false);

    const moved = await moveNoticeStates({ ...context(start), scheduler }, publishAt);
    expect(moved.published.map((row) => row.id)).toEqual([draft.id]);
    expect((await getNotice(app, admin, draft.id)).state).toBe('published');
    expect(announced).toEqual([
      {
        type: 'notice.published',
        noticeId: draft.id,
        priority: 'urgent',
        audience: { kind: 'users', userIds: [userIdOf(operator)] },
        // Urgent: what it shows in each language travels with it.
        shownByLanguage: expect.objectContaining({
          en: expect.objectContaining({ title: expect.any(String), html: expect.any(String) }),
        }),
      },
    ]);
    // Its next moment is its expiry.
    expect(scheduler.kept.get(momentKeyOf(draft.id))).toEqual(expiresAt);
    expect(await sees(userIdOf(operator), at(start, 61), draft.id)).toBe(true);
    expect(await sees(userIdOf(supervisor), at(start, 61), draft.id)).toBe(false);

    // A second run for the same moment (another instance, a late one) moves and announces nothing.
    expect((await moveNoticeStates({ ...context(start), scheduler }, publishAt)).published).toEqual([]);
    expect(announced).toHaveLength(1);

    const expired = await moveNoticeStates({ ...context(start), scheduler }, expiresAt);
    expect(expired.expired.map((row) => row.id)).toContain(draft.id);
    expect((await getNotice(app, admin, draft.id)).state).toBe('expired');
    expect(await sees(userIdOf(operator), at(start, 121), draft.id)).toBe(false);
  });

  it('never publishes a scheduled notice whose moment was missed until after its expiry', async () => {
    scheduler = new RecordingScheduler();
    const start = new Date(Date.now() + 48 * 3_600_000);
    const draft = await ok<Notice>(
      app,
      admin,
      paths.create,
      noticeRequest({ publishAt: at(start, 10).toISOString(), expiresAt: at(start, 20).toISOString() }),
    );
    await publishNotice(context(start), actor(), draft.id);
    const moved = await moveNoticeStates({ ...context(start), scheduler }, at(start, 30));
    expect(moved.expired.map((row) => row.id)).toContain(draft.id);
    expect(moved.published.map((row) => row.id)).not.toContain(draft.id);
    expect(announced.filter((event) => event.noticeId === draft.id)).toEqual([]);
  });

  it('moves a scheduled notice’s moment when its time is edited, and drops it when it is withdrawn', async () => {
    scheduler = new RecordingScheduler();
    const start = new Date(Date.now() + 72 * 3_600_000);
    const draft = await ok<Notice>(app, admin, paths.create, noticeRequest({ publishAt: at(start, 10).toISOString() }));
    await publishNotice(context(start), actor(), draft.id);
    expect(scheduler.kept.get(momentKeyOf(draft.id))).toEqual(at(start, 10));
    await editNotice(context(start), actor(), {
      ...noticeRequestParsed(),
      id: draft.id,
      publishAt: at(start, 20).toISOString(),
    });
    expect(scheduler.kept.get(momentKeyOf(draft.id))).toEqual(at(start, 20));
    await withdrawNotice(context(start), actor(), draft.id);
    expect(scheduler.kept.has(momentKeyOf(draft.id))).toBe(false);
    const moved = await moveNoticeStates({ ...context(start), scheduler }, at(start, 21));
    expect(moved.published.map((row) => row.id)).not.toContain(draft.id);
    expect((await getNotice(app, admin, draft.id)).state).toBe('withdrawn');
  });

  it('offers the scheduler a kind that moves what is due and says so in the run’s log', async () => {
    scheduler = new RecordingScheduler();
    const start = new Date(Date.now() + 96 * 3_600_000);
    const draft = await ok<Notice>(app, admin, paths.create, noticeRequest({ publishAt: at(start, 5).toISOString() }));
    await publishNotice(context(start), actor(), draft.id);
    const definition = noticeJobKinds({ db: app.db, events: app.events, scheduler }, () => at(start, 6));
    expect(definition).toMatchObject({ kind: 'notices.moveStates', creatable: false });
    const log: string[] = [];
    await definition.run({
      jobId: 'notices.moveStates',
      params: {},
      signal: new AbortController().signal,
      scheduledFor: at(start, 5),
      attempt: 1,
      log: (line) => log.push(line),
    });
    expect(log).toEqual([expect.stringMatching(/^published [1-9]\d*, expired \d+$/)]);
    expect((await getNotice(app, admin, draft.id)).state).toBe('published');
  });
});
