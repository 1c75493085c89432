import { API_PATHS, type AuditEntry, NOTICE_BODY_MAX, type Notice } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { admin, app, demo, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { queryMyNotices } from './my-notices.service';
import { getNotice, mine, noticeRequest, ok, paths, publishedNotice, roleIdNamed, userIdOf } from './notices.testing';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describeWithDb('announcements', () => {
  useDemoPlant();

  const total = async () => (await ok<{ totalCount: number }>(app, admin, paths.pageList, {})).totalCount;
  const historyOf = async (id: string) =>
    (
      await ok<{ items: AuditEntry[] }>(app, admin, API_PATHS.admin.auditLog.pageList, {
        resource: 'notice',
        resourceId: id,
        sorting: 'time asc',
      })
    ).items.map((entry) => entry.action);

  describe('who may call what', () => {
    it('keeps the administration to holders of the announcement permission', async () => {
      const notice = await ok<Notice>(app, admin, paths.create, noticeRequest());
      for (const path of [
        paths.pageList,
        paths.create,
        paths.edit,
        paths.batchDelete,
        paths.publish,
        paths.withdraw,
        paths.preview,
      ]) {
        expect((await post(app, path, { id: notice.id, ids: [notice.id] }, { as: operator })).statusCode, path).toBe(
          403,
        );
      }
      const got = await app.inject({ method: 'GET', url: `${paths.get}?id=${notice.id}`, headers: operator.headers });
      expect(got.statusCode).toBe(403);
      expect((await getNotice(app, admin, notice.id).catch(() => null)) ?? null).toBeNull;
    });

    it('gives every signed-in user their own list and read receipts, and nobody without a session', async () => {
      expect(await mine(app, operator)).toMatchObject({ items: expect.any(Array), unreadCount: expect.any(Number) });
      expect(await ok(app, operator, paths.markRead, { ids: [NOWHERE] })).toEqual({
        unreadCount: expect.any(Number),
      });
      expect((await post(app, paths.queryMine)).statusCode).toBe(401);
      expect((await post(app, paths.markRead, { ids: [NOWHERE] })).statusCode).toBe(401);
    });
  });

  describe('bad input: a clear answer, and nothing written', () => {
    it.each([
      ['no title', noticeRequest({ title: '' }), 'texts'],
      [
        'an oversize body',
        { ...noticeRequest(), texts: { en: { title: 'T', body: 'x'.repeat(NOTICE_BODY_MAX + 1) } } },
        'texts.en.body',
      ],
      ['an unknown priority', { ...noticeRequest(), priority: 'critical' }, 'priority'],
      ['a time without its zone', noticeRequest({ publishAt: '2026-12-02 06:00' }), 'publishAt'],
      [
        'an expiry before the publish time',
        noticeRequest({ publishAt: hourFromNow(2), expiresAt: hourFromNow(1) }),
        'expiresAt',
      ],
      [
        'an unknown role',
        noticeRequest({ audience: { everyone: false, roleIds: [NOWHERE], userIds: [], applicationIds: [] } }),
        'audience.roleIds.0',
      ],
      [
        'an unknown user',
        noticeRequest({ audience: { everyone: false, roleIds: [], userIds: ['not-a-user'], applicationIds: [] } }),
        'audience.userIds.0',
      ],
      [
        'an unknown application',
        noticeRequest({ audience: { everyone: false, roleIds: [], userIds: [], applicationIds: [NOWHERE] } }),
        'audience.applicationIds.0',
      ],
    ])('refuses %s', async (_, body, field) => {
      const before = await total();
      const response = await post(app, paths.create, body, { as: admin, language: 'en' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
      expect(response.json().message).not.toMatch(/validation\.|notices\./);
      expect(await total()).toBe(before);
    });

    it('refuses to publish an expired notice, in the caller’s language, and leaves it a draft', async () => {
      const draft = await ok<Notice>(app, admin, paths.create, noticeRequest({ expiresAt: hourFromNow(-1) }));
      const response = await post(app, paths.publish, { id: draft.id }, { as: admin, language: 'de-DE' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/abgelaufen/);
      expect(await getNotice(app, admin, draft.id)).toMatchObject({ state: 'draft' });
      expect(await historyOf(draft.id)).toEqual(['create']);
    });

    it('answers 404 for a notice that is not there, and deletes none of a batch with one missing', async () => {
      const kept = await ok<Notice>(app, admin, paths.create, noticeRequest());
      expect((await post(app, paths.publish, { id: NOWHERE }, { as: admin })).statusCode).toBe(404);
      expect((await post(app, paths.publish, { id: 'nonsense' }, { as: admin })).statusCode).toBe(404);
      const batch = await post(app, paths.batchDelete, { ids: [kept.id, NOWHERE] }, { as: admin });
      expect(batch.statusCode).toBe(404);
      expect(await getNotice(app, admin, kept.id)).toMatchObject({ id: kept.id });
    });
  });

  describe('states', () => {
    it('publishes at once without a publish time or with one past, schedules one ahead, withdraws either', async () => {
      const now = await publishedNotice(app, admin);
      expect(now).toMatchObject({ state: 'published', publishedAt: expect.any(String) });
      const past = await publishedNotice(app, admin, { publishAt: hourFromNow(-1) });
      expect(past.state).toBe('published');
      const later = await publishedNotice(app, admin, { publishAt: hourFromNow(1), title: 'Later' });
      expect(later).toMatchObject({ state: 'scheduled', publishedAt: null });
      expect((await mine(app, operator)).items.map((item) => item.id)).not.toContain(later.id);

      expect((await post(app, paths.publish, { id: now.id }, { as: admin })).statusCode).toBe(409);
      for (const notice of [now, later]) {
        expect(await ok<Notice>(app, admin, paths.withdraw, { id: notice.id })).toMatchObject({
          state: 'withdrawn',
          withdrawnAt: expect.any(String),
        });
      }
      expect((await post(app, paths.withdraw, { id: now.id }, { as: admin })).statusCode).toBe(409);
      expect((await mine(app, operator)).items.map((item) => item.id)).not.toContain(now.id);
      expect(await historyOf(now.id)).toEqual(['create', 'publish', 'withdraw']);
    });

    it('edits a draft or a scheduled notice, refuses a published one, and makes a withdrawn one a draft again', async () => {
      const published = await publishedNotice(app, admin);
      const edit = (notice: Notice, changes: object = {}) =>
        post(app, paths.edit, { ...noticeRequest({ title: 'Edited' }), id: notice.id, ...changes }, { as: admin });
      const refused = await edit(published);
      expect(refused.statusCode).toBe(409);
      await ok(app, admin, paths.withdraw, { id: published.id });
      expect((await edit(published)).json().data).toMatchObject({ state: 'draft', texts: { en: { title: 'Edited' } } });

      const scheduled = await publishedNotice(app, admin, { publishAt: hourFromNow(1) });
      expect((await edit(scheduled, { publishAt: hourFromNow(3) })).json().data).toMatchObject({ state: 'scheduled' });
      const nowPast = await edit(scheduled, { publishAt: hourFromNow(-1) });
      expect(nowPast.statusCode).toBe(400);
      expect(nowPast.json().details[0].field).toBe('publishAt');
      expect(await historyOf(scheduled.id)).toEqual(['create', 'publish', 'edit']);
    });

    it('refuses to publish a notice for nobody', async () => {
      const nobody = await ok<Notice>(
        app,
        admin,
        paths.create,
        noticeRequest({ audience: { everyone: false, roleIds: [], userIds: [], applicationIds: [] } }),
      );
      expect((await post(app, paths.publish, { id: nobody.id }, { as: admin })).statusCode).toBe(400);
    });
  });

  describe('audience', () => {
    const seenBy = async (id: string) => {
      const seen = [];
      for (const [name, login] of [
        ['admin', admin],
        ['supervisor', supervisor],
        ['operator', operator],
      ] as const) {
        if ((await mine(app, login)).items.some((item) => item.id === id)) seen.push(name);
      }
      return seen;
    };
    const audience = (given: object) => ({
      audience: { everyone: false, roleIds: [], userIds: [], applicationIds: [], ...given },
    });

    it('reaches exactly everyone, a role’s members, a named user, or an application’s holders', async () => {
      const everyone = await publishedNotice(app, admin);
      const operators = await publishedNotice(app, admin, audience({ roleIds: [await roleIdNamed(app, 'Operator')] }));
      const theSupervisor = await publishedNotice(app, admin, audience({ userIds: [userIdOf(supervisor)] }));
      // Maintenance is granted to the Supervisor and Administrator roles, not to operators.
      const maintenance = await publishedNotice(
        app,
        admin,
        audience({ applicationIds: [await demo.applicationId('MNT')] }),
      );
      expect(await seenBy(everyone.id)).toEqual(['admin', 'supervisor', 'operator']);
      expect(await seenBy(operators.id)).toEqual(['operator']);
      expect(await seenBy(theSupervisor.id)).toEqual(['supervisor']);
      expect(await seenBy(maintenance.id)).toEqual(['admin', 'supervisor']);
      expect(operators.audienceCount).toBe(1);
      expect(maintenance.audienceCount).toBe(2);
    });

    it('hides a notice from its readers from its expiry on, whether or not its state has moved yet', async () => {
      const expiresAt = new Date(Date.now() + 3_600_000);
      const soon = await publishedNotice(app, admin, { expiresAt: expiresAt.toISOString() });
      expect(await seenBy(soon.id)).toContain('operator');
      const at = async (time: Date) =>
        (await queryMyNotices(app.db, app.grants, userIdOf(operator), 'en', time)).items.map((item) => item.id);
      expect(await at(new Date(expiresAt.getTime() - 1))).toContain(soon.id);
      expect(await at(expiresAt)).not.toContain(soon.id);
    });
  });

  describe('reading', () => {
    it('counts read receipts as a share of the audience, once per reader, passing over what the caller cannot see', async () => {
      const notice = await publishedNotice(app, admin, { priority: 'important' });
      const foreign = await publishedNotice(app, admin, {
        audience: { everyone: false, roleIds: [], userIds: [userIdOf(supervisor)], applicationIds: [] },
      });
      const { unreadCount } = await mine(app, operator);
      // Twice at once and once more: one receipt.
      const answers = await Promise.all([
        ok<{ unreadCount: number }>(app, operator, paths.markRead, { ids: [notice.id, foreign.id, NOWHERE, 'x'] }),
        ok<{ unreadCount: number }>(app, operator, paths.markRead, { ids: [notice.id] }),
      ]);
      expect(answers.map((answer) => answer.unreadCount)).toEqual([unreadCount - 1, unreadCount - 1]);
      await ok(app, operator, paths.markRead, { ids: [notice.id] });
      expect((await mine(app, operator)).items.find((item) => item.id === notice.id)?.read).toBe(true);
      const counted = await getNotice(app, admin, notice.id);
      expect(counted.readCount).toBe(1);
      expect(counted.audienceCount).toBeGreaterThanOrEqual(3);
      expect((await getNotice(app, admin, foreign.id)).readCount).toBe(0);
    });

    it('lists unread urgent ones first, then the newest first', async () => {
      const urgent = await publishedNotice(app, admin, { priority: 'urgent', title: 'Evacuation drill' });
      const newer = await publishedNotice(app, admin, { title: 'Newer' });
      const items = (await mine(app, supervisor)).items;
      expect(items[0]?.id).toBe(urgent.id);
      expect(items.findIndex((item) => item.id === newer.id)).toBe(
        items.findIndex((item) => item.priority !== 'urgent' || item.read),
      );
      await ok(app, supervisor, paths.markRead, { ids: [urgent.id] });
      const after = (await mine(app, supervisor)).items.map((item) => item.id);
      expect(after.indexOf(newer.id)).toBeLessThan(after.indexOf(urgent.id));
    });

    it('shows each reader their language, else English, else Chinese, with a script in the Markdown as text', async () => {
      const notice = await publishedNotice(app, admin, {
        texts: {
          'zh-Hans': { title: '停电通知', body: '周五停电' },
          en: { title: 'Power cut', body: 'Friday <script>alert("x")</script>' },
        },
      });
      const item = (language: string) =>
        mine(app, operator, language).then((answer) => answer.items.find((found) => found.id === notice.id));
      expect(await item('zh-Hans')).toMatchObject({ title: '停电通知', html: '<p>周五停电</p>\n' });
      const german = await item('de-DE');
      expect(german?.title).toBe('Power cut');
      expect(german?.html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
      expect(german?.html).not.toContain('<script');
      const chineseOnly = await publishedNotice(app, admin, { texts: { 'zh-Hans': { title: '只有中文', body: '' } } });
      expect((await mine(app, operator, 'de-DE')).items.find((found) => found.id === chineseOnly.id)?.title).toBe(
        '只有中文',
      );
    });

    it('previews a body as the readers will see it', async () => {
      const { html } = await ok<{ html: string }>(app, admin, paths.preview, {
        body: '[docs](https://example.com) <script>x</script>',
      });
      expect(html).toContain('rel="noopener noreferrer"');
      expect(html).toContain('&lt;script&gt;');
    });
  });
});
