import type { FastifyInstance } from 'fastify';
import { mqttEventIngest } from '../modules/events/event-mqtt-ingest';
import { addLiveReport } from '../platform/health';
import { startMqttSubscriber } from '../platform/mqtt/mqtt-subscriber';

/**
 * With MQTT_URL, plant events arrive from the broker too (docs/adr/0025-mqtt-event-ingest.md): the
 * platform's subscriber hands each message to the events module's MQTT ingest, and /healthz shows
 * the connection and the counters under `mqtt`. The subscriber leaves before the database closes.
 */
export async function installMqttEventIngest(app: FastifyInstance): Promise<void> {
  const mqtt = app.config.mqtt;
  if (!mqtt) return;
  const ingest = mqttEventIngest({ db: app.db, events: app.events, now: () => new Date() }, mqtt.eventSource);
  const subscriber = await startMqttSubscriber({
    url: mqtt.url,
    topic: mqtt.eventsTopic,
    shareGroup: mqtt.shareGroup,
    clientId: mqtt.clientId,
    connections: mqtt.connections,
    sessionExpirySeconds: mqtt.sessionExpirySeconds,
    log: app.log.child({ part: 'mqtt-events' }),
    handle: ingest,
  });
  addLiveReport(app, 'mqtt', () => {
    const { handled, ...report } = subscriber.report();
    return { ...report, stored: handled };
  });
  app.addHook('preClose', () => subscriber.close());
}
