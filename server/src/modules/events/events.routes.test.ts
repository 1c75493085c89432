import {
  EVENT_BODY_MAX_BYTES,
  EVENT_COUNT_CAP,
  type EventPageAnswer,
  type EventSource,
  type IngestEventAnswer,
  type PlantEventDetail,
} from '@workbench/contracts';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { events } from './events.table';
import { createSource, eventPaths, ingest, ok, sampleEvent, sourcePaths, uniqueKey } from './events.testing';

const storedEvents = async () => Number((await app.db.select({ n: count() }).from(events))[0]?.n ?? 0);

describeWithDb('plant events', () => {
  useDemoPlant({ demoStrategies: false });
  let wmsId: string;
  let qmsId: string;
  let wmsKey: string;

  beforeAll(async () => {
    wmsId = await demo.applicationId('WMS');
    qmsId = await demo.applicationId('QMS');
    wmsKey = (await createSource(app, admin, 'Suzhou cold store sensors', [wmsId])).apiKey;
  });

  const getEvent = async (id: string, as = admin, language = 'en') => {
    const response = await app.inject({
      method: 'GET',
      url: `${eventPaths.get}?id=${id}`,
      headers: { ...as.headers, 'accept-language': language },
    });
    return response;
  };

  describe('event sources', () => {
    it('answers the key once and keeps only its first characters to show', async () => {
      const created = await createSource(app, admin, 'Line A1 PLC gateway', [wmsId, qmsId]);
      expect(created.apiKey).toMatch(/^wbe_[A-Za-z0-9_-]{43}$/);
      const listed = await ok<{ items: EventSource[] }>(app, admin, sourcePaths.pageList, { filter: 'Line A1' });
      expect(listed.items).toEqual([
        expect.objectContaining({ id: created.id, keyPrefix: created.apiKey.slice(0, 12), revokedAt: null }),
      ]);
      expect(JSON.stringify(listed)).not.toContain(created.apiKey);
    });

    it('refuses an unknown application and a name taken, storing nothing', async () => {
      const unknown = await post(
        app,
        sourcePaths.create,
        { name: 'Ghost', applicationIds: ['00000000-0000-4000-8000-000000000000'] },
        { as: admin, language: 'de-DE' },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        { field: 'applicationIds[0]', message: 'ist keine vorhandene Anwendung' },
      ]);
      const taken = await post(
        app,
        sourcePaths.create,
        { name: 'Suzhou cold store sensors', applicationIds: [wmsId] },
        { as: admin, language: 'en' },
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('An event source with this name exists already.');
    });

    it('is administered only with the event-strategy permission', async () => {
      for (const path of [sourcePaths.pageList, sourcePaths.create, sourcePaths.revoke, sourcePaths.batchDelete]) {
        expect(
          (await post(app, path, { name: 'x', applicationIds: [wmsId], id: 'x', ids: ['x'] }, { as: supervisor }))
            .statusCode,
          path,
        ).toBe(403);
      }
    });

    it('refuses a revoked key from then on', async () => {
      const created = await createSource(app, admin, 'Retired scanner', [wmsId]);
      expect((await ingest(app, created.apiKey, sampleEvent({ eventKey: uniqueKey('revoked') }))).statusCode).toBe(200);
      await ok(app, admin, sourcePaths.revoke, { id: created.id });
      const before = await storedEvents();
      const refused = await ingest(app, created.apiKey, sampleEvent({ eventKey: uniqueKey('revoked') }), 'zh-Hans');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 0, errorCode: '401', message: '事件源密钥缺失、错误或已被吊销。' });
      expect(await storedEvents()).toBe(before);
    });
  });

  describe('ingest: bad input gets a clear answer and stores nothing', () => {
    it.each([
      ['no key', undefined, sampleEvent(), 401, undefined],
      ['a wrong key', 'wbe_not-a-key-of-ours', sampleEvent(), 401, undefined],
      ['an unknown type', 'key', { ...sampleEvent(), type: 7 }, 400, 'type'],
      ['no title', 'key', { ...sampleEvent(), title: '' }, 400, 'title'],
      ['an application outside the key', 'key', sampleEvent({ applicationId: 'QMS' }), 400, 'applicationId'],
      ['an unknown sub-system', 'key', sampleEvent({ dbInstanceCode: 'XX99' }), 400, 'dbInstanceCode'],
      ['an unknown area', 'key', sampleEvent({ dataPermissionCode: 'WH-NOPE' }), 400, 'dataPermissionCode'],
      ['an area without its sub-system', 'key', sampleEvent({ dbInstanceCode: undefined }), 400, 'dataPermissionCode'],
      ['a time without its zone', 'key', sampleEvent({ occurredAt: '2026-12-02 06:00' }), 400, 'occurredAt'],
    ])('%s', async (_, key, body, status, field) => {
      const resolved = { ...body } as Record<string, unknown>;
      if (resolved.applicationId === 'QMS') resolved.applicationId = qmsId;
      const before = await storedEvents();
      const response = await ingest(app, key === 'key' ? wmsKey : key, { ...resolved, eventKey: uniqueKey('bad') });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code: 0, data: null });
      if (field) expect(response.json().details.map((problem: { field: string }) => problem.field)).toContain(field);
      expect(await storedEvents()).toBe(before);
    });

    it('refuses an oversize body with 413', async () => {
      const details = Array.from({ length: 40 }, (_, i) => ({ Key: `k${i}`, Value: 'x'.repeat(1_900) }));
      const response = await ingest(app, wmsKey, { ...sampleEvent(), details });
      expect(JSON.stringify({ ...sampleEvent(), details }).length).toBeGreaterThan(EVENT_BODY_MAX_BYTES);
      expect(response.statusCode).toBe(413);
    });
  });

  describe('the lifecycle', () => {
    it('counts repeats of an open event, also 50 at once, and never stores it twice', async () => {
      const eventKey = uniqueKey('repeats');
      const first = await ingest(app, wmsKey, sampleEvent({ eventKey }));
      expect(first.statusCode, first.body).toBe(200);
      const { id } = first.json().data as IngestEventAnswer;
      const repeats = await Promise.all(
        Array.from({ length: 50 }, () => ingest(app, wmsKey, sampleEvent({ eventKey }))),
      );
      const answers = repeats.map((response) => response.json().data as IngestEventAnswer);
      expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([id]));
      expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 2),
      );
      const detail = (await getEvent(id)).json().data as PlantEventDetail;
      expect(detail).toMatchObject({ count: 51, active: true, acknowledged: null, resolved: null });
      expect(detail.timeline.map((entry) => entry.kind)).toEqual(['raised', ...Array(50).fill('repeated')]);
    });

    it('keeps active and acknowledged apart: returning to normal acknowledges nothing, acknowledging clears nothing', async () => {
      const eventKey = uniqueKey('lifecycle');
      const { id } = (await ingest(app, wmsKey, sampleEvent({ eventKey, type: 1 }))).json().data as IngestEventAnswer;
      await ok(app, supervisor, eventPaths.acknowledge, { ids: [id], comment: 'Technician on the way' });
      let detail = (await getEvent(id)).json().data as PlantEventDetail;
      expect(detail).toMatchObject({
        active: true,
        acknowledged: { userName: 'supervisor', comment: 'Technician on the way' },
      });

      expect((await ingest(app, wmsKey, { ...sampleEvent({ eventKey }), state: 'normal' })).statusCode).toBe(200);
      detail = (await getEvent(id)).json().data as PlantEventDetail;
      expect(detail).toMatchObject({ active: false, resolved: null });
      expect(detail.returnedToNormalAt).not.toBeNull();

      await ok(app, supervisor, eventPaths.resolve, { ids: [id], comment: 'Seal replaced' });
      const again = (await ingest(app, wmsKey, sampleEvent({ eventKey }))).json().data as IngestEventAnswer;
      expect(again.id).not.toBe(id);
      expect(again.count).toBe(1);
      detail = (await getEvent(id)).json().data as PlantEventDetail;
      expect(detail.timeline.map((entry) => [entry.kind, entry.userName])).toEqual([
        ['raised', 'Suzhou cold store sensors'],
        ['acknowledged', 'supervisor'],
        ['returnedToNormal', 'Suzhou cold store sensors'],
        ['resolved', 'supervisor'],
      ]);
    });

    it('says so when no event of the key is active to return to normal, storing nothing', async () => {
      const before = await storedEvents();
      const response = await ingest(app, wmsKey, { ...sampleEvent({ eventKey: uniqueKey('never') }), state: 'normal' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('No open event has this key');
      expect(await storedEvents()).toBe(before);
    });
  });

  describe('what each reader sees', () => {
    let qmsEventId: string;
    let wmsEventId: string;

    beforeAll(async () => {
      const both = await createSource(app, admin, 'Plant-wide gateway', [wmsId, qmsId]);
      qmsEventId = (
        (
          await ingest(
            app,
            both.apiKey,
            sampleEvent({
              eventKey: uniqueKey('qms'),
              applicationId: qmsId,
              dbInstanceCode: undefined,
              dataPermissionCode: undefined,
              type: 0,
            }),
          )
        ).json().data as IngestEventAnswer
      ).id;
      wmsEventId = (
        (await ingest(app, both.apiKey, sampleEvent({ eventKey: uniqueKey('wms'), applicationId: wmsId }))).json()
          .data as IngestEventAnswer
      ).id;
    });

    it('lists only the events of the applications a role grants, and counts them per type', async () => {
      const seen = await ok<EventPageAnswer>(app, supervisor, eventPaths.pageList, { maxResultCount: 1000 });
      const ids = seen.items.map((item) => item.id);
      expect(ids).toContain(wmsEventId);
      expect(ids).not.toContain(qmsEventId);
      expect(seen.countsByType.reduce((sum, n) => sum + n, 0)).toBe(seen.totalCount);
      const all = await ok<EventPageAnswer>(app, admin, eventPaths.pageList, { maxResultCount: 1000 });
      expect(all.items.map((item) => item.id)).toContain(qmsEventId);
      expect(all.countsByType[0]).toBeGreaterThanOrEqual(1);
    });

    it('answers an event outside the grants as not found, and acts on none of a batch holding one', async () => {
      expect((await getEvent(qmsEventId, supervisor)).statusCode).toBe(404);
      const refused = await post(app, eventPaths.acknowledge, { ids: [wmsEventId, qmsEventId] }, { as: supervisor });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toContain(qmsEventId);
      expect(((await getEvent(wmsEventId)).json().data as PlantEventDetail).acknowledged).toBeNull();
    });

    it('keeps the event centre to holders of its permission', async () => {
      for (const path of [eventPaths.pageList, eventPaths.acknowledge, eventPaths.resolve, eventPaths.raise]) {
        expect((await post(app, path, { ids: [wmsEventId] }, { as: operator })).statusCode, path).toBe(403);
      }
      expect((await getEvent(wmsEventId, operator)).statusCode).toBe(403);
    });

    it('shows texts in the reader’s language with the details filled in, unacknowledged first', async () => {
      const zh = (await getEvent(wmsEventId, admin, 'zh-Hans')).json().data as PlantEventDetail;
      expect(zh.title).toBe('3号冷柜温度过高：-12 °C');
      const de = (await getEvent(wmsEventId, admin, 'de-DE')).json().data as PlantEventDetail;
      expect(de.title).toBe('Freezer 3 too warm: -12 °C');
      const page = await ok<EventPageAnswer>(app, admin, eventPaths.pageList, { maxResultCount: 1000 });
      const acknowledged = page.items.map((item) => item.acknowledged !== null);
      expect(acknowledged).toEqual([...acknowledged].sort((a, b) => Number(a) - Number(b)));
    });

    it('lets a person raise an event for an application of theirs', async () => {
      const raised = await ok<IngestEventAnswer>(app, supervisor, eventPaths.raise, {
        ...sampleEvent({ eventKey: uniqueKey('by-hand') }),
        applicationId: wmsId,
      });
      const detail = (await getEvent(raised.id)).json().data as PlantEventDetail;
      expect(detail).toMatchObject({
        sourceName: '',
        timeline: [expect.objectContaining({ kind: 'raised', userName: 'supervisor' })],
      });
      const outside = await post(app, eventPaths.raise, { ...sampleEvent(), applicationId: qmsId }, { as: supervisor });
      expect(outside.statusCode).toBe(400);
    });
  });

  describe('the list over many events', () => {
    it('counts each type up to its cap and says "more" past it, and searches keys, devices and texts', async () => {
      const category = uniqueKey('flood').replaceAll('/', '-');
      // Straight into the table: ten thousand ingest calls would test the ingest, not the list.
      await app.db.execute(sql`
        insert into events (event_key, type, category, title, message, application_id, device,
                            first_occurred_at, last_occurred_at)
        select ${category} || '-' || g, case when g <= 3 then 3 else 4 end, ${category},
               jsonb_build_object('en', 'Conveyor ' || g || ' stalled'), '{"en": ""}'::jsonb,
               ${wmsId}::uuid, 'belt-' || g, now(), now()
        from generate_series(1, ${EVENT_COUNT_CAP + 5}) as g`);
      const page = await ok<EventPageAnswer>(app, admin, eventPaths.pageList, { filter: category, maxResultCount: 5 });
      expect(page.countsByType).toEqual([0, 0, 0, 3, EVENT_COUNT_CAP + 1]);
      expect(page.totalCount).toBe(EVENT_COUNT_CAP + 4);
      expect(page.items).toHaveLength(5);
      const byDevice = await ok<EventPageAnswer>(app, admin, eventPaths.pageList, { filter: 'belt-10004' });
      expect(byDevice.items.map((item) => item.eventKey)).toEqual([`${category}-10004`]);
      const byTitle = await ok<EventPageAnswer>(app, admin, eventPaths.pageList, { filter: 'conveyor 10003 stalled' });
      expect(byTitle.items.map((item) => item.eventKey)).toEqual([`${category}-10003`]);
    });
  });
});
