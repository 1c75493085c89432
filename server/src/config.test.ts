import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_WEB_DIST_DIR } from './server-root';

describe('configuration', () => {
  it('has the documented defaults (docs/api.md §7)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisStartWaitMs: 5_000,
      adminPassword: 'Workbench#1',
      seedDemo: true,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      auth: { ticketMinutes: 30, accessTokenSeconds: 900, refreshTokenDays: 7, singleSession: true },
      signInLimits: {
        accountFailures: 10,
        addressFailures: 100,
        accountSlowdownFailures: 30,
        maxDelaySeconds: 30,
        windowMinutes: 15,
      },
      rateLimit: { max: 1200, windowSeconds: 60 },
      trustProxy: false,
      exports: { timeoutMs: 300_000 },
      jobs: { plantTimeZone: 'Europe/Berlin', historyDays: 30 },
    });
  });

  it('reads the plant time zone and the run history days, and refuses an unknown zone', () => {
    const config = loadConfig({ PLANT_TIME_ZONE: 'Asia/Shanghai', JOB_HISTORY_DAYS: '7' });
    expect(config.jobs).toMatchObject({ plantTimeZone: 'Asia/Shanghai', historyDays: 7 });
    expect(() => loadConfig({ PLANT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PLANT_TIME_ZONE/);
    expect(() => loadConfig({ JOB_HISTORY_DAYS: '0' })).toThrow(/JOB_HISTORY_DAYS/);
  });

  it('runs the scheduler in service and leaves it off in tests unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).jobs.schedulerEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.schedulerEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SCHEDULER_ENABLED: '1' }).jobs.schedulerEnabled).toBe(true);
  });

  it('reads how long start-up waits for Redis, in milliseconds', () => {
    expect(loadConfig({ REDIS_START_WAIT_SECONDS: '0.5' }).redisStartWaitMs).toBe(500);
    expect(() => loadConfig({ REDIS_START_WAIT_SECONDS: '-1' })).toThrow(/REDIS_START_WAIT_SECONDS/);
  });

  it('reads the export time limit in milliseconds', () => {
    expect(loadConfig({ EXPORT_TIMEOUT_MS: '250' }).exports.timeoutMs).toBe(250);
    expect(() => loadConfig({ EXPORT_TIMEOUT_MS: '0' })).toThrow(/EXPORT_TIMEOUT_MS/);
    expect(() => loadConfig({ EXPORT_TIMEOUT_MS: 'soon' })).toThrow(/EXPORT_TIMEOUT_MS/);
  });

  it('reads the general rate limit and refuses one that could never let a call through', () => {
    expect(loadConfig({ RATE_LIMIT_MAX: '30', RATE_LIMIT_WINDOW_SECONDS: '10' }).rateLimit).toEqual({
      max: 30,
      windowSeconds: 10,
    });
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: 'a minute' })).toThrow(/RATE_LIMIT_WINDOW_SECONDS/);
  });

  it('checks answers against their contracts under tests and when asked, not in service', () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_ANSWERS: '1' }).checkAnswers).toBe(true);
    expect(loadConfig({ CHECK_ANSWERS: 'off' }).checkAnswers).toBe(false);
  });

  it('does not seed the demo plant into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('reads the MQTT ingest of plant events, off without MQTT_URL', () => {
    expect(loadConfig({}).mqtt).toBeUndefined();
    expect(loadConfig({ MQTT_URL: 'mqtt://broker.plant:1883', MQTT_EVENT_SOURCE: 'Line sensors' }).mqtt).toEqual({
      url: 'mqtt://broker.plant:1883',
      eventsTopic: 'workbench/events/#',
      eventSource: 'Line sensors',
      shareGroup: 'workbench',
      clientId: undefined,
      connections: 4,
      sessionExpirySeconds: 300,
    });
    const own = loadConfig({
      MQTT_URL: 'mqtts://user:secret@broker.plant',
      MQTT_EVENT_SOURCE: 'Line sensors',
      MQTT_EVENTS_TOPIC: 'plant/+/alarms/#',
      MQTT_SHARE_GROUP: 'portal-suzhou',
      MQTT_CLIENT_ID: 'portal-1',
      MQTT_CONNECTIONS: '2',
      MQTT_SESSION_EXPIRY_SECONDS: '0',
    }).mqtt;
    expect(own).toMatchObject({ eventsTopic: 'plant/+/alarms/#', shareGroup: 'portal-suzhou', clientId: 'portal-1' });
    expect(own).toMatchObject({ connections: 2, sessionExpirySeconds: 0 });
  });

  it('refuses an MQTT set-up it could not subscribe with, naming the variable', () => {
    const broker = { MQTT_URL: 'mqtt://broker.plant', MQTT_EVENT_SOURCE: 'Line sensors' };
    expect(() => loadConfig({ MQTT_URL: 'mqtt://broker.plant' })).toThrow(/MQTT_EVENT_SOURCE: required with MQTT_URL/);
    expect(() => loadConfig({ ...broker, MQTT_URL: 'http://broker.plant' })).toThrow(/MQTT_URL: expected an mqtt/);
    expect(() => loadConfig({ ...broker, MQTT_EVENTS_TOPIC: 'plant/#/alarms' })).toThrow(
      /MQTT_EVENTS_TOPIC.*last level/,
    );
    expect(() => loadConfig({ ...broker, MQTT_EVENTS_TOPIC: 'plant/line+' })).toThrow(/MQTT_EVENTS_TOPIC.*whole level/);
    expect(() => loadConfig({ ...broker, MQTT_EVENTS_TOPIC: '$share/g/plant/#' })).toThrow(/MQTT_EVENTS_TOPIC/);
    expect(() => loadConfig({ ...broker, MQTT_SHARE_GROUP: 'a/b' })).toThrow(/MQTT_SHARE_GROUP/);
    expect(() => loadConfig({ ...broker, MQTT_CLIENT_ID: 'with space' })).toThrow(/MQTT_CLIENT_ID/);
    expect(() => loadConfig({ ...broker, MQTT_CONNECTIONS: '0' })).toThrow(/MQTT_CONNECTIONS/);
    expect(() => loadConfig({ ...broker, MQTT_SESSION_EXPIRY_SECONDS: '-5' })).toThrow(/MQTT_SESSION_EXPIRY_SECONDS/);
  });

  it('treats empty variables as unset and reads proxy lists', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('refuses nonsense with a sentence naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SINGLE_SESSION: 'maybe' })).toThrow(/SINGLE_SESSION/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });
});
