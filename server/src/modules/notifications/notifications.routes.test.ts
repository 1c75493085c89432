import { API_PATHS, type NotificationMessage, notificationMessageSchema } from '@workbench/contracts';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../test/helper';
import { translate } from '../../platform/messages';
import { roles } from '../access/roles.table';
import { queryActiveNotifications } from './notifications.service';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const CREATE = API_PATHS.notifications.create;
const ACTIVE = API_PATHS.notifications.queryActive;

const userIdOf = (login: SignedIn) => String(decodeJwt(login.accessToken).sub);

/** A notification in all three languages for the given target. */
const notice = (target: object, extra: object = {}) => ({
  type: 2,
  texts: {
    'zh-Hans': { title: '二号线停机', msg: [{ key: '位置', value: '二号车间' }] },
    en: { title: 'Line 2 stopped', msg: [{ key: 'Location', value: 'Hall 2' }] },
    'de-DE': { title: 'Linie 2 steht', msg: [{ key: 'Ort', value: 'Halle 2' }] },
  },
  target,
  ...extra,
});

describeWithDb('notifications (create, queryActive)', () => {
  let operatorRoleId: string;

  useDemoPlant();

  beforeAll(async () => {
    const all = await app.db.select().from(roles);
    operatorRoleId = all.find((role) => role.name === 'Operator')?.id ?? '';
  });

  const create = (as: SignedIn, body: unknown, language = 'en') => post(app, CREATE, body as object, { as, language });
  const activeOf = async (as: SignedIn, language: string): Promise<NotificationMessage[]> => {
    const response = await post(app, ACTIVE, undefined, { as, language });
    expect(response.statusCode, response.body).toBe(200);
    const messages = response.json().data as unknown[];
    return messages.map((message) => notificationMessageSchema.parse(message));
  };

  describe('who may raise one', () => {
    it('refuses users without the event-centre permission with 403 10000, in their language', async () => {
      const response = await create(operator, notice({ everyone: true }), 'de-DE');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 0,
        errorCode: '10000',
        message: translate('de-DE', 'errors.forbidden'),
        data: null,
      });
      expect(await activeOf(operator, 'en')).toEqual([]);
    });

    it('needs a signed-in caller', async () => {
      const response = await post(app, CREATE, notice({ everyone: true }));
      expect(response.statusCode).toBe(401);
    });

    it('lets holders of the permission and administrators raise one, answering its id', async () => {
      for (const as of [supervisor, admin]) {
        // UUIDs are taken in any case.
        const response = await create(as, notice({ userIds: [userIdOf(operator).toUpperCase()] }), 'zh-Hans');
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ code: 1, message: translate('zh-Hans', 'notifications.raised') });
        expect(response.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });

  describe('what is stored and shown', () => {
    it("shows a user their active notifications in the caller's language with every field of the message", async () => {
      const response = await create(
        admin,
        notice(
          { userIds: [userIdOf(supervisor)] },
          {
            type: 0,
            position: 5,
            showType: 2,
            width: 500,
            height: 320,
            duration: -1,
            headerBgColor: '#ff4d4f',
            link: 'https://plant.example.com/alarms/17',
            linkName: 'Alarm 17',
            popUpStyle: 1,
          },
        ),
      );
      const { id } = response.json().data;
      const alarm = { ...notice({}).texts['de-DE'], notificationMsg: [{ key: 'Melder', value: 'M-204' }] };
      const withAlarm = await create(admin, {
        ...notice({ userIds: [userIdOf(supervisor)] }, { type: 0 }),
        texts: { 'de-DE': alarm },
      });
      expect(withAlarm.statusCode, withAlarm.body).toBe(200);

      const german = await activeOf(supervisor, 'de-DE');
      expect(german.map((message) => message.Id)).toEqual([id, withAlarm.json().data.id]);
      expect(german[0]).toEqual({
        Id: id,
        Title: 'Linie 2 steht',
        Msg: [{ Key: 'Ort', Value: 'Halle 2' }],
        Type: 0,
        Position: 5,
        ShowType: 2,
        Width: 500,
        Height: 320,
        Duration: -1,
        HeaderBgColor: '#ff4d4f',
        Link: 'https://plant.example.com/alarms/17',
        LinkName: 'Alarm 17',
        PopUpStyle: 1,
        CreationTime: german[0]?.CreationTime,
      });
      expect(Number.isNaN(Date.parse(german[0]?.CreationTime ?? ''))).toBe(false);
      expect(german[1]?.notificationMsg).toEqual([{ Key: 'Melder', Value: 'M-204' }]);
      const chinese = await activeOf(supervisor, 'zh-Hans');
      expect(chinese[0]).toMatchObject({ Title: '二号线停机', Msg: [{ Key: '位置', Value: '二号车间' }] });
      // Given in German only: every language shows the German text.
      expect(chinese[1]).toMatchObject({
        Title: 'Linie 2 steht',
        notificationMsg: [{ Key: 'Melder', Value: 'M-204' }],
      });
      expect((await activeOf(supervisor, 'en'))[0]?.Title).toBe('Line 2 stopped');
    });

    it('reaches the listed users and the members of the listed roles only', async () => {
      const before = (await activeOf(supervisor, 'en')).length;
      const response = await create(supervisor, notice({ roleIds: [operatorRoleId] }, { type: 4 }));
      expect(response.statusCode, response.body).toBe(200);
      const { id } = response.json().data;
      expect((await activeOf(operator, 'en')).map((message) => message.Id)).toContain(id);
      expect((await activeOf(supervisor, 'en')).length).toBe(before);
    });

    it('stops showing a notification once it has expired', async () => {
      const inAnHour = new Date(Date.now() + 3_600_000);
      const response = await create(admin, notice({ everyone: true }, { type: 3, expiresAt: inAnHour.toISOString() }));
      const { id } = response.json().data;
      expect((await activeOf(operator, 'en')).map((message) => message.Id)).toContain(id);
      const later = new Date(inAnHour.getTime() + 1);
      const afterExpiry = await queryActiveNotifications(app.db, userIdOf(operator), 'en', later);
      expect(afterExpiry.map((message) => message.Id)).not.toContain(id);
    });
  });

  describe('bodies', () => {
    const target = () => ({ userIds: [userIdOf(operator)] });
    it.each([
      ['no body', undefined, 'body'],
      ['a type outside 0..4', () => notice(target(), { type: 7 }), 'type'],
      ['a position outside 1..5', () => notice(target(), { position: 0 }), 'position'],
      ['no texts at all', () => ({ ...notice(target()), texts: {} }), 'texts'],
      ['an empty title', () => ({ ...notice(target()), texts: { en: { title: '  ' } } }), 'texts.en.title'],
      [
        'a Msg row without value',
        () => ({ ...notice(target()), texts: { en: { title: 'x', msg: [{ key: 'k' }] } } }),
        'texts.en.msg.0.value',
      ],
      ['no target', () => ({ ...notice(target()), target: undefined }), 'target'],
      ['an empty target', () => notice({}), 'target'],
      ['everyone and a list at once', () => notice({ everyone: true, roleIds: [operatorRoleId] }), 'target'],
      ['an unknown user', () => notice({ userIds: [userIdOf(operator), NOWHERE] }), 'target.userIds.1'],
      ['a malformed role id', () => notice({ roleIds: ['operators'] }), 'target.roleIds.0'],
      ['a framed page without link', () => notice(target(), { showType: 3 }), 'link'],
      ['a link that is not http(s)', () => notice(target(), { link: 'javascript:alert(1)' }), 'link'],
      ['a header colour that is not a colour', () => notice(target(), { headerBgColor: 'red; x: y' }), 'headerBgColor'],
      ['a duration of 0', () => notice(target(), { duration: 0 }), 'duration'],
      ['an expiry in the past', () => notice(target(), { expiresAt: '2020-01-01T00:00:00Z' }), 'expiresAt'],
      ['an expiry that is no time', () => notice(target(), { expiresAt: 'tomorrow' }), 'expiresAt'],
      ['a width over the framed maximum', () => notice(target(), { width: 801 }), 'width'],
    ])('answers %s with 400 and the field', async (_name, body, field) => {
      const response = await create(supervisor, typeof body === 'function' ? body() : body);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer).toMatchObject({ code: 0, errorCode: '10000', data: null });
      expect(answer.details.map((detail: { field: string }) => detail.field)).toContain(field);
    });

    it('stores nothing for a refused body', async () => {
      const before = await activeOf(operator, 'en');
      await create(supervisor, notice({ userIds: [userIdOf(operator), NOWHERE] }));
      expect(await activeOf(operator, 'en')).toEqual(before);
    });
  });
});
