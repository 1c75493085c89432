import type { HubConnection } from '@microsoft/signalr';
import { API_PATHS, HUBS, type NotificationMessage, notificationMessageSchema } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post, type SignedIn } from '../../../test/helper';
import { hubClient, listen, stoppedAfterEachTest } from '../../../test/hubs';
import { translate } from '../../platform/messages';
import { roles } from '../access/roles.table';

const FIRE = HUBS.notification.server.firePopUpNotification;
const NOWHERE = '00000000-0000-4000-8000-000000000000';

const userIdOf = (login: SignedIn) => String(decodeJwt(login.accessToken).sub);

/** Every FirePopUpNotification a connection receives, checked against the contract, in order. */
class PopUps {
  readonly received: NotificationMessage[] = [];
  private consumed = 0;
  private wake: (() => void) | undefined;

  constructor(connection: HubConnection) {
    connection.on(FIRE, (...args: unknown[]) => {
      expect(args).toHaveLength(1);
      this.received.push(notificationMessageSchema.parse(args[0]));
      this.wake?.();
    });
  }

  /** The next pop-up not yet looked at. */
  async next(timeoutMs = 5_000): Promise<NotificationMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.consumed >= this.received.length) {
      if (Date.now() > deadline) throw new Error(`no pop-up within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 50);
      });
    }
    const message = this.received[this.consumed] as NotificationMessage;
    this.consumed += 1;
    return message;
  }
}

describeWithDb('notifications on the hubs (official SignalR client)', () => {
  useDemoPlant();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });
  const opened = stoppedAfterEachTest();

  const activeIdsOf = async (as: SignedIn): Promise<string[]> => {
    const response = await post(app, API_PATHS.notifications.queryActive, undefined, { as });
    return (response.json().data as NotificationMessage[]).map((message) => message.Id);
  };

  /** A started connection of `as` to a hub, registered as the portal registers, its pop-ups recorded from the start. */
  async function connect(
    as: SignedIn,
    hub: 'notification' | 'monitor',
    language: string,
  ): Promise<{ connection: HubConnection; popUps: PopUps }> {
    const connection = hubClient(baseUrl, HUBS[hub].path, as.accessToken, { headers: { 'accept-language': language } });
    const popUps = new PopUps(connection);
    opened.push(connection);
    await connection.start();
    if (hub === 'notification') await connection.invoke(HUBS.notification.client.connected);
    return { connection, popUps };
  }

  /** A notification-hub connection that has received what was active on connecting. */
  async function connectSettled(as: SignedIn, language: string) {
    const active = await activeIdsOf(as);
    const connected = await connect(as, 'notification', language);
    const delivered = [];
    for (const _ of active) delivered.push((await connected.popUps.next()).Id);
    expect(delivered).toEqual(active);
    return connected;
  }

  async function raise(target: object, titles: Record<string, string>, extra: object = {}): Promise<string> {
    const texts = Object.fromEntries(
      Object.entries(titles).map(([language, title]) => [language, { title, msg: [{ key: 'K', value: title }] }]),
    );
    const response = await post(
      app,
      API_PATHS.notifications.create,
      { type: 1, texts, target, ...extra },
      { as: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id;
  }

  /**
   * A round trip on the connection. A notification is published before its create call answers,
   * so after this every pop-up it caused has arrived.
   */
  const roundTrip = (connection: HubConnection) => connection.invoke(HUBS.notification.client.connected);

  describe('raising', () => {
    it('stores the notification and pops it up at once on each connection of its audience, in its language', async () => {
      const german = await connectSettled(operator, 'de-DE');
      const english = await connectSettled(supervisor, 'en');
      const chinese = await connectSettled(admin, 'zh-Hans');

      const before = Date.now();
      const id = await raise(
        { everyone: true },
        { 'zh-Hans': '火警', en: 'Fire alarm', 'de-DE': 'Feueralarm' },
        { duration: 30, position: 2 },
      );
      const after = Date.now();

      const germanPopUp = await german.popUps.next();
      const expected = {
        Id: id,
        Type: 1,
        Position: 2,
        ShowType: 1,
        Duration: 30,
        CreationTime: germanPopUp.CreationTime,
      };
      expect(germanPopUp).toEqual({
        ...expected,
        Title: 'Feueralarm',
        Msg: [{ Key: 'K', Value: 'Feueralarm' }],
      });
      // The time it was raised, which screens show as when the alarm came.
      const raisedAt = Date.parse(germanPopUp.CreationTime ?? '');
      expect(raisedAt).toBeGreaterThanOrEqual(before);
      expect(raisedAt).toBeLessThanOrEqual(after);
      expect(await english.popUps.next()).toMatchObject({ ...expected, Title: 'Fire alarm' });
      expect(await chinese.popUps.next()).toMatchObject({ ...expected, Title: '火警' });
      expect(await activeIdsOf(operator)).toContain(id);
    });

    it('reaches only the listed users and the members of the listed roles, a user in both once', async () => {
      const operatorSide = await connectSettled(operator, 'en');
      const supervisorSide = await connectSettled(supervisor, 'en');
      const [operatorRole] = await app.db.select().from(roles).where(eq(roles.name, 'Operator'));

      const id = await raise({ userIds: [userIdOf(operator)], roleIds: [operatorRole?.id] }, { en: 'For operators' });

      expect(await operatorSide.popUps.next()).toMatchObject({ Id: id, Title: 'For operators' });
      await Promise.all([roundTrip(operatorSide.connection), roundTrip(supervisorSide.connection)]);
      expect(operatorSide.popUps.received.filter((message) => message.Id === id)).toHaveLength(1);
      expect(supervisorSide.popUps.received.map((message) => message.Id)).not.toContain(id);
    });
  });

  describe('a connection that opens later', () => {
    it('receives the active notifications in its language, again after a language switch, never twice in one language', async () => {
      const id = await raise(
        { userIds: [userIdOf(supervisor)] },
        { 'zh-Hans': '换班', en: 'Shift change', 'de-DE': 'Schichtwechsel' },
      );
      const active = await activeIdsOf(supervisor);
      expect(active.at(-1)).toBe(id);

      const late = await connect(supervisor, 'notification', 'de-DE');
      const onConnect = [];
      for (const _ of active) onConnect.push(await late.popUps.next());
      // Oldest first, the order they were raised in; the newest is ours.
      expect(onConnect.map((message) => message.Id)).toEqual(active);
      expect(onConnect.at(-1)).toMatchObject({ Id: id, Title: 'Schichtwechsel' });

      await late.connection.invoke(HUBS.notification.client.switchCulture, { lang: 'en', typeName: 'Notification' });
      const afterSwitch = [];
      for (const _ of active) afterSwitch.push(await late.popUps.next());
      expect(afterSwitch.map((message) => message.Id)).toEqual(active);
      expect(afterSwitch.at(-1)).toMatchObject({ Id: id, Title: 'Shift change' });

      // One published while connected, then the same language again and the hub's own
      // registration: nothing is sent twice.
      const live = await raise({ userIds: [userIdOf(supervisor)] }, { en: 'Published live' });
      expect((await late.popUps.next()).Id).toBe(live);
      const count = late.popUps.received.length;
      await late.connection.invoke(HUBS.notification.client.switchCulture, { lang: 'en', typeName: 'Notification' });
      await late.connection.invoke(HUBS.notification.client.connected);
      const sentinel = await raise({ userIds: [userIdOf(supervisor)] }, { en: 'Sentinel' });
      expect((await late.popUps.next()).Id).toBe(sentinel);
      expect(late.popUps.received).toHaveLength(count + 1);
    });

    it('is told the time each notification was raised, not the time it is sent again', async () => {
      const live = await connectSettled(operator, 'en');
      const id = await raise({ userIds: [userIdOf(operator)] }, { en: 'Smoke in hall 4', 'de-DE': 'Rauch in Halle 4' });
      const first = await live.popUps.next();
      expect(first.Id).toBe(id);

      // A screen opened later (a reload, another terminal) in another language gets the same time.
      const later = await connect(operator, 'notification', 'de-DE');
      let again = await later.popUps.next();
      while (again.Id !== id) again = await later.popUps.next();
      expect(again.Title).toBe('Rauch in Halle 4');
      expect(again.CreationTime).toBe(first.CreationTime);
      expect(Number.isNaN(Date.parse(again.CreationTime ?? ''))).toBe(false);
    });

    it('sends nothing before the connection registers, then each active one once, in the language it chose first', async () => {
      const id = await raise({ userIds: [userIdOf(supervisor)] }, { 'zh-Hans': '叉车检查', en: 'Forklift check' });
      const active = await activeIdsOf(supervisor);
      // The portal's order: language first, then registration.
      const connection = hubClient(baseUrl, HUBS.notification.path, supervisor.accessToken);
      const popUps = new PopUps(connection);
      opened.push(connection);
      await connection.start();
      await connection.invoke(HUBS.notification.client.switchCulture, { lang: 'en', typeName: 'Notification' });
      expect(popUps.received).toEqual([]);
      await connection.invoke(HUBS.notification.client.connected);
      expect(popUps.received.map((message) => message.Id)).toEqual(active);
      expect(popUps.received.at(-1)).toMatchObject({ Id: id, Title: 'Forklift check' });
    });

    it('refuses a language switch with a bad argument and stays connected', async () => {
      const { connection } = await connect(operator, 'notification', 'en');
      await expect(
        connection.invoke(HUBS.notification.client.switchCulture, { lang: 'xx', typeName: 'Notification' }),
      ).rejects.toThrow(/not offered/);
      await expect(connection.invoke(HUBS.notification.client.switchCulture, 'de-DE')).rejects.toThrow(/Expected/);
      expect(await roundTrip(connection)).toBeNull();
    });
  });

  describe('closing a pop-up (RemoveNotificationOutputsAsync on the monitor hub)', () => {
    it('removes it for that user only, on every later connection, and it is no longer active for them', async () => {
      const closed = await raise({ everyone: true }, { en: 'Closed by the operator' });
      const kept = await raise({ everyone: true }, { en: 'Kept' });
      const monitor = await connect(operator, 'monitor', 'en');
      expect(await monitor.connection.invoke(HUBS.monitor.client.removeNotificationOutputs, closed)).toBeNull();
      // Closing twice (two browser tabs) is no error.
      expect(await monitor.connection.invoke(HUBS.monitor.client.removeNotificationOutputs, closed)).toBeNull();

      expect(await activeIdsOf(operator)).not.toContain(closed);
      expect(await activeIdsOf(operator)).toContain(kept);
      expect(await activeIdsOf(supervisor)).toContain(closed);

      // What a later connection gets on connecting is exactly what is active: without the closed one.
      const later = await connectSettled(operator, 'en');
      expect(later.popUps.received.map((message) => message.Id)).toContain(kept);
      expect(later.popUps.received.map((message) => message.Id)).not.toContain(closed);
    });

    it('refuses unknown, malformed and foreign ids with a message in the connection language, and stays connected', async () => {
      const foreign = await raise({ userIds: [userIdOf(supervisor)] }, { en: 'Only for the supervisor' });
      const { connection } = await connect(operator, 'monitor', 'de-DE');
      const refusal = new RegExp(translate('de-DE', 'notifications.notFound'));
      for (const id of [NOWHERE, foreign, 'not-an-id', 42, null]) {
        await expect(connection.invoke(HUBS.monitor.client.removeNotificationOutputs, id)).rejects.toThrow(refusal);
      }
      await expect(connection.invoke(HUBS.monitor.client.removeNotificationOutputs)).rejects.toThrow(refusal);
      expect(await connection.invoke(HUBS.monitor.client.connected, operator.accessToken)).toBeNull();
      expect(await activeIdsOf(supervisor)).toContain(foreign);
    });
  });
});
