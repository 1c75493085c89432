import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { IngestEventRequest } from '@workbench/contracts';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, app, demo, useDemoPlant } from '../../../test/demo-plant';
import { ADMIN_PASSWORD, describeWithDb, loginAs } from '../../../test/helper';
import { describeWithInstances, startInstallation } from '../../../test/instances';
import { OwnMosquitto } from '../../../test/own-mosquitto';
import { waitUntil } from '../../../test/service-process';
import { demoLookup } from '../../seed/demo-lookup';
import { events } from './events.table';
import { createSource, eventAsRead, sampleEvent } from './events.testing';

/** This run's own names: files of both runs, and earlier runs, may meet on one broker or database. */
const run = randomBytes(4).toString('hex');
const keyOf = (name: string) => `mqtt-test/${run}/${name}/${randomBytes(3).toString('hex')}`;

interface MqttReport {
  connected: boolean;
  received: number;
  stored: number;
  dropped: number;
}

async function mqttReport(instance: FastifyInstance): Promise<MqttReport> {
  const answer = await instance.inject({ method: 'GET', url: '/healthz' });
  expect(answer.statusCode).toBe(200);
  return answer.json().mqtt as MqttReport;
}

const connected = (instance: FastifyInstance, yes = true) =>
  waitUntil(
    yes ? 'subscribed to the broker' : 'noticed the broker gone',
    async () => ((await mqttReport(instance)).connected === yes ? true : undefined),
    20_000,
  );

/** The stored event of this key (the open one), once it is there. */
const storedEvent = (instance: FastifyInstance, eventKey: string, count = 1) =>
  waitUntil(
    `event ${eventKey} stored ${count} time(s)`,
    async () => {
      const [row] = await instance.db.select().from(events).where(eq(events.eventKey, eventKey));
      return row && row.count >= count ? row : undefined;
    },
    20_000,
  );

const publish = (client: MqttClient, topic: string, body: IngestEventRequest | string) =>
  client.publishAsync(topic, typeof body === 'string' ? body : JSON.stringify(body), { qos: 1 });

/** Every line the service logs, parsed. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const text: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { stream, lines, text: () => text.join('\n') };
}

describeWithDb('plant events over MQTT', () => {
  const sourceName = `MQTT cold store sensors ${run}`;
  const topicRoot = `wbtest/${run}/events`;
  const env: Record<string, string> = {
    MQTT_EVENT_SOURCE: sourceName,
    MQTT_EVENTS_TOPIC: `${topicRoot}/#`,
    MQTT_SHARE_GROUP: `wbtest-${run}`,
    MQTT_CONNECTIONS: '2',
  };
  const log = memoryLog();
  let broker: OwnMosquitto;
  let publisher: MqttClient;

  // Before the app is built: it reads the broker's address from env.
  beforeAll(async () => {
    broker = await OwnMosquitto.start();
    env.MQTT_URL = broker.url;
  });
  useDemoPlant({ signIn: ['admin'], env, logStream: log.stream });
  beforeAll(async () => {
    await createSource(app, admin, sourceName, [await demo.applicationId('WMS')]);
    await connected(app);
    publisher = await broker.publisher();
  });
  afterAll(async () => {
    await publisher?.endAsync();
    await broker?.close();
  });

  it('stores a published event as raised by the source, and counts a repeat on it', async () => {
    const before = await mqttReport(app);
    const eventKey = keyOf('freezer');
    await publish(publisher, `${topicRoot}/SZ01/freezer-3`, sampleEvent({ eventKey }));
    const first = await storedEvent(app, eventKey);
    const read = await eventAsRead(app, admin, first.id);
    expect(read).toMatchObject({
      eventKey,
      type: 2,
      title: 'Freezer 3 too warm: -12 °C',
      sourceName,
      applicationId: await demo.applicationId('WMS'),
      count: 1,
    });

    await publish(publisher, `${topicRoot}/SZ01/freezer-3`, sampleEvent({ eventKey, type: 1 }));
    const repeated = await storedEvent(app, eventKey, 2);
    expect(repeated.id).toBe(first.id);
    expect(repeated.type).toBe(1);
    expect(await app.db.select().from(events).where(eq(events.eventKey, eventKey))).toHaveLength(1);
    const after = await mqttReport(app);
    expect(after.stored - before.stored).toBe(2);
    expect(after.dropped).toBe(before.dropped);
  });

  it('drops a malformed message with one log line, counts it, and takes the next good one', async () => {
    const before = await mqttReport(app);
    const linesBefore = log.lines.length;
    const marker = `secret-${run}`;
    const topic = `${topicRoot}/SZ01/bad`;
    await publish(publisher, topic, `{"eventKey": "${marker}", not json`);
    await publish(publisher, topic, { ...sampleEvent({ eventKey: keyOf('invalid') }), type: 9 } as never);
    await publish(
      publisher,
      topic,
      sampleEvent({ eventKey: keyOf('elsewhere'), category: marker, applicationId: await demo.applicationId('QMS') }),
    );
    const good = keyOf('after-the-bad-ones');
    await publish(publisher, topic, sampleEvent({ eventKey: good }));
    await storedEvent(app, good);

    const after = await mqttReport(app);
    expect(after.dropped - before.dropped).toBe(3);
    expect(after.stored - before.stored).toBe(1);
    const drops = log.lines.slice(linesBefore).filter((line) => line.msg === 'MQTT message dropped');
    expect(drops.map((line) => [line.reason, line.fields])).toEqual([
      ['notJson', []],
      ['invalidBody', ['type']],
      ['events.applicationNotAllowed', ['applicationId']],
    ]);
    expect(log.text()).not.toContain(marker);
    // Nothing of the refused events was stored.
    expect(
      await app.db
        .select()
        .from(events)
        .where(like(events.eventKey, `mqtt-test/${run}/invalid/%`)),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(events)
        .where(like(events.eventKey, `mqtt-test/${run}/elsewhere/%`)),
    ).toEqual([]);
  });

  it('subscribes again when the broker restarts, and takes what is published then', async () => {
    await broker.stop();
    await connected(app, false);
    await broker.start();
    await connected(app);
    await publisher.endAsync(true);
    publisher = await broker.publisher();
    const eventKey = keyOf('after-restart');
    await publish(publisher, `${topicRoot}/SZ01/freezer-3`, sampleEvent({ eventKey }));
    expect((await storedEvent(app, eventKey)).count).toBe(1);
  });
});

describeWithInstances('plant events over MQTT with two instances', () => {
  it('stores each of the published events exactly once, shared between the instances', async () => {
    const broker = await OwnMosquitto.start();
    const sourceName = `MQTT line gateway ${run}`;
    const topicRoot = `wbtest/${run}/shared`;
    const installation = await startInstallation(2, {
      seed: 'demo',
      env: {
        MQTT_URL: broker.url,
        MQTT_EVENT_SOURCE: sourceName,
        MQTT_EVENTS_TOPIC: `${topicRoot}/#`,
        MQTT_SHARE_GROUP: `wbtest-${run}-shared`,
      },
    });
    const publisher = await broker.publisher();
    try {
      const [one, two] = installation.instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      const signedIn = await loginAs(one, 'admin', ADMIN_PASSWORD);
      await createSource(one, signedIn, sourceName, [await demoLookup(one.db).applicationId('WMS')]);
      await connected(one);
      await connected(two);

      const total = 200;
      const prefix = `mqtt-test/${run}/shared/`;
      await Promise.all(
        Array.from({ length: total }, (_, index) =>
          publish(publisher, `${topicRoot}/${index}`, sampleEvent({ eventKey: `${prefix}${index}` })),
        ),
      );
      await waitUntil(
        `${total} events stored`,
        async () => {
          const [a, b] = [await mqttReport(one), await mqttReport(two)];
          return a.stored + b.stored >= total ? true : undefined;
        },
        60_000,
      );
      const [a, b] = [await mqttReport(one), await mqttReport(two)];
      expect(a.stored + b.stored).toBe(total);
      expect(a.stored).toBeGreaterThan(0);
      expect(b.stored).toBeGreaterThan(0);
      const rows = await one.db
        .select()
        .from(events)
        .where(like(events.eventKey, `${prefix}%`));
      expect(rows).toHaveLength(total);
      expect(rows.every((row) => row.count === 1)).toBe(true);
    } finally {
      await publisher.endAsync();
      await installation.close();
      await broker.close();
    }
  });
});
