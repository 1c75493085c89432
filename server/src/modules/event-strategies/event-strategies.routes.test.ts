import {
  API_PATHS,
  type AuditEntry,
  BUILT_IN_PUSH_SETTING,
  type Channel,
  type EventStrategy,
  type PlantEventDetail,
  type TryEventStrategiesAnswer,
} from '@workbench/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import {
  createSource,
  eventPaths,
  ingest,
  ok as okEvents,
  readEvent,
  sampleEvent,
  uniqueKey,
  userIdOf,
} from '../events/events.testing';
import { queryActiveNotifications } from '../notifications/notifications.service';
import { claimDueEscalations, listEscalationsOfEvent } from './event-strategies.repository';
import { escalationJobKind } from './event-strategies.routes';
import {
  createStrategy,
  handClock,
  mailChannel,
  outboxOf,
  storedCounts,
  strategyPaths,
} from './event-strategies.testing';
import { dispatchRaisedEvent, runDueEscalations } from './strategy-dispatch';

describeWithDb('event strategies', () => {
  useDemoPlant({ demoStrategies: false });
  let wmsId: string;
  let sourceKey: string;
  let mail: Channel;
  let supervisorId: string;
  let adminId: string;
  const ok = <T>(path: string, body?: object, language = 'en') => okEvents<T>(app, admin, path, body, language);

  beforeAll(async () => {
    wmsId = await demo.applicationId('WMS');
    sourceKey = (await createSource(app, admin, 'Strategy test sensors', [wmsId])).apiKey;
    mail = await mailChannel(app, admin, 'Alarm mail');
    const contact = (name: string, email: string | null, language: string) =>
      ok(API_PATHS.admin.contacts.create, { name, email, language, groups: ['Cold store'] });
    await contact('Anna', 'anna@plant.example', 'de-DE');
    await contact('Ben', 'ben@plant.example', 'en');
    supervisorId = userIdOf(supervisor);
    adminId = userIdOf(admin);
  });

  /** A strategy every test can tell apart: it takes only events of its own category. */
  const strategyFor = (category: string, extra: object = {}) =>
    createStrategy(app, admin, {
      name: `Strategy ${category}`,
      match: { categories: [category] },
      popUp: {
        userIds: [supervisorId],
        templates: { en: { title: 'Alarm: {{title}}', text: '{{detail.celsius}} °C' } },
      },
      ...extra,
    });

  /** Raises an event of the category and waits until the strategies have dispatched it. */
  const raise = async (category: string, overrides: object = {}, clock = handClock(app, new Date())) => {
    const response = await ingest(
      app,
      sourceKey,
      sampleEvent({ eventKey: uniqueKey(category), category, ...overrides }),
    );
    expect(response.statusCode, response.body).toBe(200);
    await clock.settled();
    return response.json().data.id as string;
  };

  const popUpsOf = async (userId: string) =>
    (await queryActiveNotifications(app.db, userId, 'en')).map((message) => message.Title);
  const timelineOf = async (id: string, language = 'en') => {
    const response = await readEvent(app, admin, id, language);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as PlantEventDetail).timeline;
  };
  const getStrategy = async (id: string) => {
    const response = await app.inject({ method: 'GET', url: `${strategyPaths.get}?id=${id}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as EventStrategy;
  };
  /** The outcomes of an event's escalation steps, by step. */
  const stepsOf = async (id: string) =>
    (await listEscalationsOfEvent(app.db, id)).sort((one, other) => one.step - other.step).map((row) => row.outcome);

  afterEach(() => handClock(app, new Date()).restore());

  describe('the permission', () => {
    it('refuses every call to a caller without the event-strategy permission, storing nothing', async () => {
      const before = await storedCounts(app);
      for (const path of [strategyPaths.pageList, strategyPaths.create, strategyPaths.try, strategyPaths.enable]) {
        const response = await post(app, path, { name: 'Not mine' }, { as: supervisor, language: 'en' });
        expect(response.statusCode, path).toBe(403);
      }
      const noSession = await post(app, strategyPaths.pageList, {});
      expect(noSession.statusCode).toBe(401);
      expect(await storedCounts(app)).toEqual(before);
    });
  });

  describe('validation', () => {
    it('names every field that is wrong, in the caller’s language, and stores nothing', async () => {
      const before = await storedCounts(app);
      const response = await post(
        app,
        strategyPaths.create,
        {
          name: 'Broken',
          match: { applicationIds: ['00000000-0000-4000-8000-000000000000'] },
          popUp: {
            userIds: ['00000000-0000-4000-8000-000000000001'],
            showType: 3,
            headerBgColor: 'url(evil)',
            templates: { en: { title: 'Alarm {{titel}}' } },
          },
          messages: [{ channelId: '00000000-0000-4000-8000-000000000002', group: 'Cold store' }],
          escalation: [
            { afterMinutes: 10, popUp: { userIds: [adminId] } },
            { afterMinutes: 5, messages: [] },
          ],
        },
        { as: admin, language: 'de-DE' },
      );
      expect(response.statusCode, response.body).toBe(400);
      const fields = (response.json().details as { field: string; message: string }[]).map((d) => d.field).sort();
      expect(fields).toEqual(
        [
          'escalation.1.afterMinutes',
          'escalation.1.popUp',
          'match.applicationIds.0',
          'messages.0.channelId',
          'popUp.headerBgColor',
          'popUp.link',
          'popUp.templates.en.title',
          'popUp.userIds.0',
        ].sort(),
      );
      expect(response.json().details).toContainEqual({
        field: 'popUp.userIds.0',
        message: 'ist kein vorhandener, aktiver Benutzer',
      });
      expect(await storedCounts(app)).toEqual(before);
    });

    it('refuses a malformed shift time and a strategy that sends nothing', async () => {
      const shift = await post(
        app,
        strategyPaths.create,
        {
          name: 'Bad shift',
          match: { timeWindows: [{ weekdays: [1], from: '25:00', to: '06:00' }] },
          popUp: { userIds: [adminId] },
        },
        { as: admin, language: 'en' },
      );
      expect(shift.statusCode).toBe(400);
      expect(shift.json().details).toEqual([expect.objectContaining({ field: 'match.timeWindows.0.from' })]);
      const silent = await post(app, strategyPaths.create, { name: 'Silent' }, { as: admin, language: 'zh-Hans' });
      expect(silent.statusCode).toBe(400);
      expect(silent.json().details).toEqual([
        expect.objectContaining({ field: 'popUp', message: expect.stringContaining('至少要发送') }),
      ]);
      const notJson = await app.inject({
        method: 'POST',
        url: strategyPaths.create,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(notJson.statusCode).toBe(400);
    });
  });

  describe('administration', () => {
    it('keeps the order, moves, enables and disables, and records each change', async () => {
      const first = await strategyFor('order-a');
      const second = await strategyFor('order-b');
      expect(second.order).toBe(first.order + 1);
      const moved = await ok<EventStrategy>(strategyPaths.move, { id: second.id, order: first.order });
      expect(moved.order).toBe(first.order);
      const again = await getStrategy(first.id);
      expect(again.order).toBe(first.order + 1);

      expect(await ok(strategyPaths.disable, { ids: [first.id, second.id] })).toEqual({ changed: 2 });
      expect(await ok(strategyPaths.disable, { ids: [first.id] })).toEqual({ changed: 0 });
      const disabled = await ok<{ items: EventStrategy[] }>(strategyPaths.pageList, {
        filter: 'order-',
        enabled: false,
      });
      expect(disabled.items.map((item) => item.id)).toEqual([second.id, first.id]);
      expect(await ok(strategyPaths.enable, { ids: [first.id] })).toEqual({ changed: 1 });

      const missing = await post(app, strategyPaths.enable, { ids: [first.id, 'nope'] }, { as: admin, language: 'en' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toContain('nope');

      const edited = await ok<EventStrategy>(strategyPaths.edit, {
        ...(await getStrategy(first.id)),
        name: 'Renamed order-a',
      });
      expect(edited.name).toBe('Renamed order-a');
      expect(await ok(strategyPaths.batchDelete, { ids: [first.id] })).toEqual({ deleted: 1 });

      const audit = await ok<{ items: AuditEntry[] }>(API_PATHS.admin.auditLog.pageList, {
        resource: 'eventStrategy',
        resourceId: first.id,
        maxResultCount: 20,
      });
      expect(audit.items.map((entry) => entry.action).sort()).toEqual(
        ['create', 'delete', 'disable', 'edit', 'enable'].sort(),
      );
    });
  });

  describe('dispatch', () => {
    it('pops up for the users and queues the messages when an event is raised, and writes the timeline', async () => {
      await strategyFor('dispatch', {
        messages: [{ channelId: mail.id, group: 'Cold store', templates: { 'de-DE': { title: 'Alarm: {{title}}' } } }],
      });
      const id = await raise('dispatch');
      expect(await popUpsOf(supervisorId)).toContain('Alarm: Freezer 3 too warm: -12 °C');
      const queued = await outboxOf(app, mail.id);
      expect(queued.map((row) => row.recipient)).toEqual(['anna@plant.example', 'ben@plant.example']);
      expect((queued[0]?.payload as { subject?: string } | undefined)?.subject).toBe(
        'Alarm: Freezer 3 too warm: -12 °C',
      );
      // Both sent at the same moment, in the reader's language.
      const timeline = await timelineOf(id, 'de-DE');
      const notified = timeline.filter((entry) => entry.kind === 'notified').map((entry) => entry.comment);
      expect(notified.sort()).toEqual([
        'Alarm mail (email) an die Kontaktgruppe „Cold store“: 2 Nachrichten an den Postausgang übergeben',
        'Pop-up an 1 Benutzer',
      ]);
    });

    it('dispatches a raise once, however many instances hear of it', async () => {
      await strategyFor('once');
      const clock = handClock(app, new Date());
      const id = await raise('once', {}, clock);
      const before = (await popUpsOf(supervisorId)).length;
      // Two more instances on the same database hear the same event.
      const again = await Promise.all([
        dispatchRaisedEvent(clock.ctx, { eventId: id, count: 1 }),
        dispatchRaisedEvent(clock.ctx, { eventId: id, count: 1 }),
      ]);
      expect(again).toEqual([[], []]);
      expect((await popUpsOf(supervisorId)).length).toBe(before);
      expect((await timelineOf(id)).filter((entry) => entry.kind === 'notified')).toHaveLength(1);
    });

    it('takes only events inside its shifts, read in the plant time zone', async () => {
      await strategyFor('shift', {
        match: { categories: ['shift'], timeWindows: [{ weekdays: [1], from: '06:00', to: '14:00' }] },
      });
      // Monday 7 December 2026, 06:30 in Berlin, and the same Monday at 15:00.
      const inShift = await raise('shift', { occurredAt: '2026-12-07T05:30:00Z' });
      const afterShift = await raise('shift', { occurredAt: '2026-12-07T14:00:00Z' });
      expect(await timelineOf(inShift)).toContainEqual(expect.objectContaining({ kind: 'notified' }));
      expect((await timelineOf(afterShift)).map((entry) => entry.kind)).not.toContain('notified');
    });

    it('sends at most once per event key within the throttle, on the hand clock', async () => {
      await strategyFor('throttle', { throttleMinutes: 10 });
      const clock = handClock(app, new Date());
      const eventKey = uniqueKey('throttle');
      const id = await raise('throttle', { eventKey }, clock);
      clock.advance(9);
      await raise('throttle', { eventKey }, clock);
      clock.advance(2);
      await raise('throttle', { eventKey }, clock);
      // The raise and the repeat 11 minutes on; the repeat after 9 minutes sent nothing.
      const timeline = await timelineOf(id);
      expect(timeline.filter((entry) => entry.kind === 'repeated')).toHaveLength(2);
      expect(timeline.filter((entry) => entry.kind === 'notified').map((entry) => entry.at)).toEqual([
        new Date(clock.now.getTime() - 11 * 60_000).toISOString(),
        clock.now.toISOString(),
      ]);
    });

    it('runs the enabled strategies in their order, and none after one that stops further', async () => {
      const stopping = await strategyFor('ordered', { stopFurther: true });
      const later = await strategyFor('ordered', {
        name: 'Later for ordered',
        popUp: { userIds: [adminId], templates: { en: { title: 'Later: {{title}}' } } },
      });
      const id = await raise('ordered');
      const first = (await timelineOf(id)).filter((entry) => entry.kind === 'notified');
      expect(first.map((entry) => entry.userName)).toEqual([stopping.name]);
      await ok(strategyPaths.disable, { ids: [stopping.id] });
      const next = await raise('ordered');
      const notified = (await timelineOf(next)).filter((entry) => entry.kind === 'notified');
      expect(notified.map((entry) => entry.userName)).toEqual([later.name]);
    });

    it('leaves out who turned the type’s pop-ups off in their push settings, but never for a fire alarm', async () => {
      await strategyFor('muted');
      const warningsOff = {
        ...BUILT_IN_PUSH_SETTING,
        types: BUILT_IN_PUSH_SETTING.types.map((row) => (row.type === 2 ? { ...row, popUp: false } : row)),
      };
      await okEvents(app, supervisor, API_PATHS.pushSettings.save, warningsOff);
      try {
        const warning = await raise('muted', { type: 2, title: { en: 'Muted store warm' } });
        const fire = await raise('muted', { type: 0, title: { en: 'Smoke in the muted store' } });
        const popUps = await popUpsOf(supervisorId);
        expect(popUps).not.toContain('Alarm: Muted store warm');
        expect(popUps).toContain('Alarm: Smoke in the muted store');
        const said = async (id: string) =>
          (await timelineOf(id)).filter((entry) => entry.kind === 'notified').map((entry) => entry.comment);
        expect(await said(warning)).toEqual([
          'Pop-up not shown: everyone it was for has turned such pop-ups off in their message push settings',
        ]);
        expect(await said(fire)).toEqual(['Pop-up to 1 users']);
      } finally {
        await okEvents(app, supervisor, API_PATHS.pushSettings.reset, {});
      }
    });

    it('holds a shelved event back', async () => {
      await strategyFor('shelved');
      const eventKey = uniqueKey('shelved');
      const id = await raise('shelved', { eventKey });
      await okEvents(app, admin, eventPaths.shelve, { ids: [id], hours: 2, reason: 'Sensor being replaced' });
      await raise('shelved', { eventKey });
      const kinds = (await timelineOf(id)).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'repeated')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'notified')).toHaveLength(1);
    });
  });

  describe('escalation', () => {
    const escalating = (category: string) =>
      strategyFor(category, {
        escalation: [
          { afterMinutes: 5, popUp: { userIds: [adminId], templates: { en: { title: 'Still open: {{title}}' } } } },
          { afterMinutes: 15, messages: [{ channelId: mail.id, group: 'Cold store' }] },
        ],
      });

    it('sends each step once when it is due and the event is still unacknowledged', async () => {
      await escalating('escalate');
      const clock = handClock(app, new Date());
      const id = await raise('escalate', {}, clock);
      expect(await stepsOf(id)).toEqual([null, null]);
      clock.advance(4);
      await runDueEscalations(clock.ctx);
      expect(await stepsOf(id)).toEqual([null, null]);
      clock.advance(1);
      // Two instances run the job at the same minute: the step goes once.
      await Promise.all([runDueEscalations(clock.ctx), runDueEscalations(clock.ctx)]);
      expect(await stepsOf(id)).toEqual(['sent', null]);
      expect(
        (await popUpsOf(adminId)).filter((title) => title === 'Still open: Freezer 3 too warm: -12 °C'),
      ).toHaveLength(1);
      const timeline = await timelineOf(id);
      expect(timeline.filter((entry) => entry.kind === 'escalated').map((entry) => entry.comment)).toEqual([
        'Escalation step 1: still unacknowledged after 5 minutes',
      ]);
      clock.advance(10);
      await runDueEscalations(clock.ctx);
      await runDueEscalations(clock.ctx);
      expect(await stepsOf(id)).toEqual(['sent', 'sent']);
      expect((await timelineOf(id)).filter((entry) => entry.kind === 'escalated')).toHaveLength(2);
    });

    it('stops when the event is acknowledged before a step is due', async () => {
      await escalating('acknowledged');
      const clock = handClock(app, new Date());
      const id = await raise('acknowledged', {}, clock);
      await okEvents(app, admin, eventPaths.acknowledge, { ids: [id] });
      clock.advance(20);
      await runDueEscalations(clock.ctx);
      expect(await stepsOf(id)).toEqual(['stopped', 'stopped']);
      expect((await timelineOf(id)).map((entry) => entry.kind)).not.toContain('escalated');
    });

    it('holds a step of a shelved event until the shelf ends, and takes again a claim left by a stopped instance', async () => {
      await escalating('shelf-escalation');
      const clock = handClock(app, new Date());
      const id = await raise('shelf-escalation', {}, clock);
      await okEvents(app, admin, eventPaths.shelve, { ids: [id], hours: 1, reason: 'Maintenance' });
      clock.advance(5);
      await runDueEscalations(clock.ctx);
      const held = await listEscalationsOfEvent(app.db, id);
      expect(held.find((row) => row.step === 0)?.dueAt.getTime()).toBeGreaterThan(clock.now.getTime());
      expect(await stepsOf(id)).toEqual([null, null]);
      await okEvents(app, admin, eventPaths.unshelve, { ids: [id] });
      // Past the time it was held to: an instance claims what is due and stops before sending it.
      clock.advance(61);
      await app.db.transaction((tx) => claimDueEscalations(tx, clock.now, new Date(clock.now.getTime() + 60_000), 100));
      await runDueEscalations(clock.ctx);
      expect(await stepsOf(id)).toEqual([null, null]);
      clock.advance(2);
      await runDueEscalations(clock.ctx);
      expect(await stepsOf(id)).toEqual(['sent', 'sent']);
    });
  });

  describe('the escalation job', () => {
    it('sends what is due through the scheduler’s kind, logs it, and drops old bookkeeping', async () => {
      await strategyFor('job', { escalation: [{ afterMinutes: 1, popUp: { userIds: [adminId] } }] });
      const clock = handClock(app, new Date());
      const id = await raise('job', {}, clock);
      clock.advance(1);
      const lines: string[] = [];
      const kind = escalationJobKind(clock.ctx);
      const run = {
        jobId: 'escalate',
        params: {},
        signal: new AbortController().signal,
        scheduledFor: clock.now,
        attempt: 1,
        log: (line: string) => lines.push(line),
      };
      await kind.run(run);
      expect(await stepsOf(id)).toEqual(['sent']);
      expect(lines[0]).toMatch(/^sent [1-9]\d*, stopped \d+, held \d+, gone \d+$/);
      // A month on, the claim, the throttle and the ended step are gone; the timeline stays.
      clock.advance(31 * 24 * 60);
      await kind.run({ ...run, scheduledFor: clock.now });
      expect(await stepsOf(id)).toEqual([]);
      expect(lines.at(-1)).toMatch(/^dropped \d+ rows of old bookkeeping$/);
      expect((await timelineOf(id)).map((entry) => entry.kind)).toContain('escalated');
    });
  });

  describe('try', () => {
    it('answers which strategies take a sample and what each would send to whom, sending nothing', async () => {
      const taking = await strategyFor('tried', {
        messages: [{ channelId: mail.id, group: 'Cold store', templates: { en: { title: 'Mail: {{title}}' } } }],
        escalation: [{ afterMinutes: 5, popUp: { userIds: [adminId] } }],
      });
      const other = await strategyFor('not-tried', { match: { categories: ['tried'], types: [0] } });
      const before = await storedCounts(app);
      const queuedBefore = (await outboxOf(app, mail.id)).length;
      const answer = await ok<TryEventStrategiesAnswer>(strategyPaths.try, {
        event: {
          type: 2,
          category: 'tried',
          title: 'Freezer {{detail.no}} too warm',
          details: [{ Key: 'no', Value: '3' }],
        },
        strategyIds: [taking.id, other.id],
      });
      expect(answer.matched).toEqual([
        expect.objectContaining({
          id: taking.id,
          sends: [
            expect.objectContaining({
              kind: 'popUp',
              users: [{ id: supervisorId, name: 'supervisor' }],
              title: 'Alarm: Freezer 3 too warm',
            }),
            expect.objectContaining({
              kind: 'message',
              group: 'Cold store',
              contacts: 2,
              problem: null,
              texts: [
                { language: 'de-DE', title: 'Mail: Freezer 3 too warm', text: '' },
                { language: 'en', title: 'Mail: Freezer 3 too warm', text: '' },
              ],
            }),
          ],
          escalation: [
            {
              afterMinutes: 5,
              sends: [expect.objectContaining({ kind: 'popUp', users: [{ id: adminId, name: 'admin' }] })],
            },
          ],
        }),
      ]);
      expect(answer.notMatched).toEqual([expect.objectContaining({ id: other.id, reason: 'type' })]);
      expect(await storedCounts(app)).toEqual(before);
      expect(await outboxOf(app, mail.id)).toHaveLength(queuedBefore);
    });

    it('refuses a sample without its type, naming the field', async () => {
      const response = await post(
        app,
        strategyPaths.try,
        { event: { category: 'x', title: 'x' } },
        { as: admin, language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ field: 'event.type' })]);
    });
  });

  it('leaves the operator without any of it', async () => {
    const response = await post(app, strategyPaths.pageList, {}, { as: operator, language: 'en' });
    expect(response.statusCode).toBe(403);
  });
});
