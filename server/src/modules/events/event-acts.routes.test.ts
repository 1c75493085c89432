import {
  EVENT_SHELVE_HOURS_MAX,
  type EventPageAnswer,
  type IngestEventRequest,
  type PlantEventDetail,
} from '@workbench/contracts';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { events } from './events.table';
import {
  createSource,
  eventAsRead,
  eventPaths,
  ok,
  plainEventOf,
  raised,
  readEvent,
  uniqueKey,
  userIdOf,
} from './events.testing';

const HOUR_MS = 60 * 60 * 1000;
const NOWHERE = '00000000-0000-4000-8000-000000000000';

describeWithDb('the event centre’s acts: assign, comment, shelve', () => {
  useDemoPlant({ demoStrategies: false });
  let key: string;
  let wmsId: string;
  let qmsId: string;

  beforeAll(async () => {
    wmsId = await demo.applicationId('WMS');
    qmsId = await demo.applicationId('QMS');
    key = (await createSource(app, admin, 'Assembly hall gateway', [wmsId, qmsId])).apiKey;
  });
  // The supervisor sees the WMS events of Suzhou's raw-materials store, and no QMS events.
  const wmsRaised = (overrides: Partial<IngestEventRequest> = {}) =>
    raised(app, key, { applicationId: wmsId, ...overrides });
  const qmsRaised = () => raised(app, key, plainEventOf(qmsId));
  const timelineOf = async (id: string) =>
    (await eventAsRead(app, admin, id)).timeline.map((entry) => [entry.kind, entry.userName, entry.comment]);

  describe('assign', () => {
    it('gives events to a user and back to nobody, with one timeline entry per change, seen in get and list', async () => {
      const eventKey = uniqueKey('assign');
      const first = await wmsRaised({ eventKey });
      const second = await wmsRaised();
      const to = { userId: userIdOf(supervisor), userName: 'supervisor' };

      expect(await ok(app, supervisor, eventPaths.assign, { ids: [first, second], userId: to.userId })).toEqual({
        changed: 2,
      });
      expect((await eventAsRead(app, supervisor, first)).assignee).toEqual(to);
      const listed = await ok<EventPageAnswer>(app, supervisor, eventPaths.pageList, { filter: eventKey });
      expect(listed.items.map((item) => item.assignee)).toEqual([to]);
      // Already theirs: nothing changes, nothing is written.
      expect(await ok(app, admin, eventPaths.assign, { ids: [first], userId: to.userId })).toEqual({ changed: 0 });

      expect(await ok(app, admin, eventPaths.assign, { ids: [first], userId: null })).toEqual({ changed: 1 });
      expect((await eventAsRead(app, admin, first)).assignee).toBeNull();
      expect(await timelineOf(first)).toEqual([
        ['raised', 'Assembly hall gateway', ''],
        ['assigned', 'supervisor', 'supervisor'],
        ['assigned', 'admin', ''],
      ]);
    });

    it.each([
      ['an unknown user', NOWHERE],
      ['no user id at all', 'not-a-user'],
      ['a disabled user', 'disabled'],
    ])('refuses %s in the caller’s language, changing nothing', async (_, given) => {
      const id = await wmsRaised();
      const userId =
        given === 'disabled'
          ? await addUser(app, {
              userName: `away-${Math.random().toString(36).slice(2)}`,
              password: 'Away#1',
              enabled: false,
            })
          : given;
      const refused = await post(app, eventPaths.assign, { ids: [id], userId }, { as: supervisor, language: 'de-DE' });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'userId', message: 'ist kein vorhandener, aktiver Benutzer' }]);
      const event = await eventAsRead(app, admin, id);
      expect(event.assignee).toBeNull();
      expect(event.timeline.map((entry) => entry.kind)).toEqual(['raised']);
    });
  });

  describe('comment', () => {
    it('writes the comment on the timeline, also of a closed event', async () => {
      const id = await wmsRaised();
      await ok(app, supervisor, eventPaths.resolve, { ids: [id] });
      expect(await ok(app, supervisor, eventPaths.comment, { id, comment: '  Door seal was torn  ' })).toEqual({
        changed: 1,
      });
      expect((await timelineOf(id)).at(-1)).toEqual(['commented', 'supervisor', 'Door seal was torn']);
    });

    it('refuses an empty comment, an unknown event and one outside the caller’s scope', async () => {
      const id = await wmsRaised();
      const empty = await post(app, eventPaths.comment, { id, comment: '   ' }, { as: supervisor, language: 'en' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().details.map((problem: { field: string }) => problem.field)).toEqual(['comment']);
      const outside = await qmsRaised();
      for (const target of [NOWHERE, 'not-an-event', outside]) {
        const refused = await post(
          app,
          eventPaths.comment,
          { id: target, comment: 'Seen' },
          { as: supervisor, language: 'en' },
        );
        expect(refused.statusCode, target).toBe(404);
        expect(refused.json().message).toBe('The event does not exist, or you may not see it.');
      }
      expect(await timelineOf(outside)).toHaveLength(1);
      expect(await timelineOf(id)).toHaveLength(1);
    });
  });

  describe('shelve', () => {
    it('shelves for N hours with a reason, shown in get and list, until taken off the shelf', async () => {
      const eventKey = uniqueKey('shelve');
      const id = await wmsRaised({ eventKey });
      const before = Date.now();
      const reason = 'Sensor replaced on Monday';
      expect(await ok(app, supervisor, eventPaths.shelve, { ids: [id], hours: 8, reason })).toEqual({ changed: 1 });
      const after = Date.now();

      const shelved = (await eventAsRead(app, supervisor, id)).shelved;
      expect(shelved).toMatchObject({ reason, userName: 'supervisor' });
      const until = Date.parse(shelved?.until ?? '');
      expect(until).toBeGreaterThanOrEqual(before + 8 * HOUR_MS);
      expect(until).toBeLessThanOrEqual(after + 8 * HOUR_MS);
      const listed = await ok<EventPageAnswer>(app, supervisor, eventPaths.pageList, { filter: eventKey });
      expect(listed.items.map((item) => item.shelved)).toEqual([shelved]);

      expect(await ok(app, supervisor, eventPaths.unshelve, { ids: [id] })).toEqual({ changed: 1 });
      expect((await eventAsRead(app, supervisor, id)).shelved).toBeNull();
      expect(await ok(app, supervisor, eventPaths.unshelve, { ids: [id] })).toEqual({ changed: 0 });
      expect(await timelineOf(id)).toEqual([
        ['raised', 'Assembly hall gateway', ''],
        ['shelved', 'supervisor', reason],
        ['unshelved', 'supervisor', ''],
      ]);
    });

    it('is shelved no longer once its time has passed', async () => {
      const id = await wmsRaised();
      await ok(app, supervisor, eventPaths.shelve, { ids: [id], hours: 1, reason: 'Calibration' });
      await app.db
        .update(events)
        .set({ shelvedUntil: new Date(Date.now() - 60_000) })
        .where(inArray(events.id, [id]));
      expect((await eventAsRead(app, supervisor, id)).shelved).toBeNull();
      expect(await ok(app, supervisor, eventPaths.unshelve, { ids: [id] })).toEqual({ changed: 0 });
    });

    it.each([
      ['0 hours', { hours: 0, reason: 'Calibration' }, 'hours'],
      [`${EVENT_SHELVE_HOURS_MAX + 1} hours`, { hours: EVENT_SHELVE_HOURS_MAX + 1, reason: 'Calibration' }, 'hours'],
      ['hours that are no whole number', { hours: 1.5, reason: 'Calibration' }, 'hours'],
      ['an empty reason', { hours: 8, reason: '  ' }, 'reason'],
      ['no reason', { hours: 8 }, 'reason'],
    ])('refuses %s, shelving nothing', async (_, body, field) => {
      const id = await wmsRaised();
      const refused = await post(app, eventPaths.shelve, { ids: [id], ...body }, { as: supervisor, language: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.map((problem: { field: string }) => problem.field)).toEqual([field]);
      expect((await eventAsRead(app, admin, id)).shelved).toBeNull();
    });
  });

  describe('all or none', () => {
    it('neither shelves nor assigns a resolved event, naming it, and changes nothing of the batch', async () => {
      const open = await wmsRaised();
      const closed = await wmsRaised();
      await ok(app, supervisor, eventPaths.resolve, { ids: [closed] });
      for (const [path, body, message] of [
        [eventPaths.shelve, { hours: 8, reason: 'Calibration' }, 'cannot be shelved'],
        [eventPaths.assign, { userId: userIdOf(supervisor) }, 'no longer changes'],
      ] as const) {
        const refused = await post(app, path, { ids: [open, closed], ...body }, { as: supervisor, language: 'en' });
        expect(refused.statusCode, path).toBe(409);
        expect(refused.json().message).toContain(message);
        expect(refused.json().message).toContain(closed);
        expect(refused.json().message).not.toContain(open);
      }
      const untouched = await eventAsRead(app, admin, open);
      expect(untouched).toMatchObject({ assignee: null, shelved: null });
      expect(untouched.timeline).toHaveLength(1);
    });

    it('acts on none of a batch holding an event outside the caller’s scope or an unknown id', async () => {
      const mine = await wmsRaised();
      const outside = await qmsRaised();
      await ok(app, admin, eventPaths.shelve, { ids: [outside], hours: 2, reason: 'Audit' });
      for (const [path, body] of [
        [eventPaths.assign, { userId: userIdOf(supervisor) }],
        [eventPaths.shelve, { hours: 8, reason: 'Calibration' }],
        [eventPaths.unshelve, {}],
      ] as const) {
        for (const stranger of [outside, NOWHERE]) {
          const refused = await post(app, path, { ids: [mine, stranger], ...body }, { as: supervisor, language: 'en' });
          expect(refused.statusCode, `${path} ${stranger}`).toBe(404);
          expect(refused.json().message).toContain(stranger);
          expect(refused.json().message).toContain('Nothing was changed');
        }
      }
      const read = async (id: string): Promise<PlantEventDetail> => eventAsRead(app, admin, id);
      expect(await read(mine)).toMatchObject({ assignee: null, shelved: null });
      expect((await read(outside)).shelved).toMatchObject({ reason: 'Audit' });
      expect((await readEvent(app, supervisor, outside)).statusCode).toBe(404);
    });

    it('keeps every act to holders of the event-centre permission', async () => {
      const id = await wmsRaised();
      for (const path of [eventPaths.assign, eventPaths.comment, eventPaths.shelve, eventPaths.unshelve]) {
        const body = { id, ids: [id], userId: null, comment: 'x', hours: 1, reason: 'x' };
        expect((await post(app, path, body, { as: operator })).statusCode, path).toBe(403);
      }
      expect((await eventAsRead(app, admin, id)).timeline).toHaveLength(1);
    });
  });
});
