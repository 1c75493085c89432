import type { HubConnection } from '@microsoft/signalr';
import { HUBS, type NoticePublishedMessage, noticePublishedMessageSchema } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, operator, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, type SignedIn } from '../../../test/helper';
import { connectHub, listen, stoppedAfterEachTest } from '../../../test/hubs';
import { publishedNotice, roleIdNamed, userIdOf } from './notices.testing';

const NOTICE_PUBLISHED = HUBS.notification.server.noticePublished;

/** Every NoticePublished a connection receives, checked against the contract, in order. */
class Told {
  readonly received: NoticePublishedMessage[] = [];
  private wake: (() => void) | undefined;
  constructor(connection: HubConnection) {
    connection.on(NOTICE_PUBLISHED, (...args: unknown[]) => {
      expect(args).toHaveLength(1);
      this.received.push(noticePublishedMessageSchema.parse(args[0]));
      this.wake?.();
    });
  }
  /** Waits (generously: the machine may be busy) until a message about `id` has come. */
  async about(id: string, timeoutMs = 15_000): Promise<NoticePublishedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((message) => message.id === id);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no NoticePublished for ${id} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  }
}

describeWithDb('announcements told on the notification hub (official SignalR client)', () => {
  useDemoPlant();
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(app);
  });
  const opened = stoppedAfterEachTest();

  async function screenOf(as: SignedIn): Promise<Told> {
    const connection = await connectHub(baseUrl, HUBS.notification.path, as.accessToken);
    opened.push(connection);
    const told = new Told(connection);
    await connection.invoke(HUBS.notification.client.connected);
    return told;
  }

  it('reaches each connection of the audience with the id and priority (an urgent one with its text), and no one else’s', async () => {
    const operatorScreen = await screenOf(operator);
    const secondOperatorScreen = await screenOf(operator);
    const supervisorScreen = await screenOf(supervisor);

    const forOperators = await publishedNotice(app, admin, {
      priority: 'urgent',
      audience: { everyone: false, roleIds: [await roleIdNamed(app, 'Operator')], userIds: [], applicationIds: [] },
    });
    // Urgent: what it shows comes with it, so that the screen opens it without asking.
    const urgent = {
      id: forOperators.id,
      priority: 'urgent',
      shown: {
        id: forOperators.id,
        priority: 'urgent',
        title: 'Canteen closed on Friday',
        html: '<p>The canteen is <strong>closed</strong> on Friday.</p>\n',
        publishedAt: forOperators.publishedAt,
      },
    };
    expect(await operatorScreen.about(forOperators.id)).toEqual(urgent);
    expect(await secondOperatorScreen.about(forOperators.id)).toEqual(urgent);

    // Told in order: once the supervisor has one published after it, the first would have come before.
    const forSupervisor = await publishedNotice(app, admin, {
      audience: { everyone: false, roleIds: [], userIds: [userIdOf(supervisor)], applicationIds: [] },
    });
    expect(await supervisorScreen.about(forSupervisor.id)).toEqual({ id: forSupervisor.id, priority: 'normal' });
    expect(supervisorScreen.received.map((message) => message.id)).toEqual([forSupervisor.id]);

    const forEveryone = await publishedNotice(app, admin, { priority: 'important' });
    for (const screen of [operatorScreen, supervisorScreen]) {
      expect(await screen.about(forEveryone.id)).toEqual({ id: forEveryone.id, priority: 'important' });
    }
    expect(operatorScreen.received.map((message) => message.id)).toEqual([forOperators.id, forEveryone.id]);
  });

  it('tells nobody of a notice scheduled for later', async () => {
    const operatorScreen = await screenOf(operator);
    const later = await publishedNotice(app, admin, { publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const now = await publishedNotice(app, admin);
    await operatorScreen.about(now.id);
    expect(operatorScreen.received.map((message) => message.id)).not.toContain(later.id);
  });
});
