import { resolve } from 'node:path';
import { isKnownTimeZone } from '@workbench/contracts';
import { z } from 'zod';
import { parseSecretKey } from './platform/secrets/installation-key';
import { DEFAULT_APPS_DIST_DIR, DEFAULT_WEB_DIST_DIR } from './server-root';

/** "1", "true", "yes", "on" (any case) are true; "0", "false", "no", "off" and "" are false. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off', ''].includes(v), 'expected 1/0 or true/false')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** The origin an operator wrote ("https://cdn.plant", no path), or null for anything else. */
function originOf(written: string): string | null {
  try {
    const url = new URL(written);
    const isOrigin =
      ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.origin === written.replace(/\/$/, '');
    return isOrigin ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A comma-separated list of http(s) or ws(s) origins. Each is named in the
 * Content-Security-Policy as it is, so anything that is not an origin is refused.
 */
function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  const written = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const item of written) {
    const origin = originOf(item);
    if (origin) origins.push(origin);
    else context.addIssue({ code: 'custom', message: `not an http(s) or ws(s) origin: ${item}` });
  }
  return origins;
}

/** The broker's address: mqtt(s):// or ws(s)://, user and password in it if the broker asks for them. */
const mqttUrl = optionalUrl.refine(
  (value) => value === undefined || ['mqtt:', 'mqtts:', 'ws:', 'wss:'].includes(new URL(value).protocol),
  'expected an mqtt://, mqtts://, ws:// or wss:// address',
);

/**
 * Why a topic filter is not one to subscribe to (MQTT 5 §4.7: `#` only as the last level, `+` only
 * as a whole level), or undefined for a good one. `$share/…` is refused: the service shares it
 * itself, under MQTT_SHARE_GROUP.
 */
function topicFilterProblem(filter: string): string | undefined {
  if (filter.startsWith('$')) return 'must not start with $ (the service shares the subscription itself)';
  const levels = filter.split('/');
  for (const [index, level] of levels.entries()) {
    if (level.includes('#') && (level !== '#' || index !== levels.length - 1)) return '# only as the last level';
    if (level.includes('+') && level !== '+') return '+ only as a whole level';
  }
  return undefined;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // Keys and channels in a shared Redis start with it, so that several installations can share one.
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .default('workbench'),
  // How long a starting instance waits for its Redis subscription before it goes on without it
  // (it reports not ready until Redis answers).
  REDIS_START_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(5),
  ADMIN_PASSWORD: z.string().min(1).default('Workbench#1'),
  SEED_DEMO: flag.optional(),
  WEB_DIST_DIR: z.string().trim().min(1).default(DEFAULT_WEB_DIST_DIR),
  APPS_DIST_DIR: z.string().trim().min(1).default(DEFAULT_APPS_DIST_DIR),
  // Fractions are allowed so that tests and demos can use very short tickets.
  TICKET_MINUTES: z.coerce.number().positive().default(30),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_DAYS: z.coerce.number().positive().default(7),
  SINGLE_SESSION: flag.default(true),
  // Failed sign-ins per window (docs/adr/0010-sign-in-throttle.md): an account from one address
  // is refused past the first limit, an address past the second; an account from everywhere is
  // only slowed past the third, by a delay that doubles up to SIGN_IN_MAX_DELAY_SECONDS.
  SIGN_IN_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(10),
  SIGN_IN_ADDRESS_FAILURES: z.coerce.number().int().positive().default(100),
  SIGN_IN_ACCOUNT_SLOWDOWN_FAILURES: z.coerce.number().int().positive().default(30),
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().max(300).default(30),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  // A ceiling against runaway clients, not a quota: a busy terminal makes a few calls a second at
  // its peaks, so 1200 a minute per user (else per address) is never reached in normal work.
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  // false, true (trust every hop), or a comma-separated list of proxy addresses or CIDR ranges.
  TRUST_PROXY: z.string().trim().default('false'),
  // Comma-separated origins the portal's pages may also load pictures from and connect to.
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => parseOrigins(value, context)),
  // A background export still running after this long is given up as timed out (docs/spec.md §4 status 30).
  EXPORT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  // The key sealing the integrations' secrets (SMTP passwords, signing secrets): 64 hex digits or
  // the base64 of 32 bytes. Without it, one is generated into DATA_DIR on first use; instances
  // that do not share a DATA_DIR must share this instead (docs/adr/0013-delivery-outbox.md).
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const key = parseSecretKey(value);
      if (!key) context.addIssue({ code: 'custom', message: 'not 64 hex digits or the base64 of 32 bytes' });
      return key;
    }),
  // Comma-separated hosts the integrations may call ("*.example.com" for subdomains); empty: any
  // host but link-local addresses, which are never called.
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  // Where the plant's clocks stand: jobs without a time zone of their own read their hours in it.
  PLANT_TIME_ZONE: z.string().trim().refine(isKnownTimeZone, 'not a known IANA time zone').default('Europe/Berlin'),
  // How long the scheduler keeps the history of ended job runs.
  JOB_HISTORY_DAYS: z.coerce.number().positive().default(30),
  // Whether this process runs the scheduler's loop (the jobs); on in service, off by default
  // where NODE_ENV is "test", whose suites start it when they test it.
  SCHEDULER_ENABLED: flag.optional(),
  // Plant events over MQTT (docs/adr/0025-mqtt-event-ingest.md): the broker, the topic filter,
  // the event source whose applications bound the messages and whose name they are raised under,
  // the shared subscription's group, this instance's client id, its connections to the broker and
  // how long the broker keeps a session of this instance that went away.
  MQTT_URL: mqttUrl,
  MQTT_EVENTS_TOPIC: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .superRefine((value, context) => {
      const problem = topicFilterProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `not a topic filter to subscribe to: ${problem}` });
    })
    .default('workbench/events/#'),
  MQTT_EVENT_SOURCE: z.string().trim().min(1).max(200).optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'expected 1 to 64 letters, digits, ".", "_" or "-"')
    .default('workbench'),
  MQTT_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,48}$/, 'expected 1 to 48 letters, digits, ".", "_" or "-"')
    .optional(),
  MQTT_CONNECTIONS: z.coerce.number().int().min(1).max(32).default(4),
  MQTT_SESSION_EXPIRY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Check every answer against its contract with zod too (platform/answer-serializer.ts); on by
  // default where NODE_ENV is "test", off in service, where answers are not checked.
  CHECK_ANSWERS: flag.optional(),
});

export type TrustProxy = boolean | string[];

export interface MqttConfig {
  /** The broker, credentials included: never logged. */
  url: string;
  /** The topic filter the events arrive on. */
  eventsTopic: string;
  /** The name of the event source the messages are raised as (and whose applications they may name). */
  eventSource: string;
  /** The shared subscription's group: one of its members handles each message. */
  shareGroup: string;
  /** This instance's client id (each connection adds "-1", "-2", …); undefined: a new one at each start. */
  clientId: string | undefined;
  /** Connections of this instance to the broker: messages are handled one at a time on each. */
  connections: number;
  /** How long the broker keeps the session of a connection that went away without saying goodbye. */
  sessionExpirySeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and the operator's config/sys files. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** Redis shared by several instances when set. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel of this installation. */
  redisPrefix: string;
  /** How long start-up waits for the Redis subscription of the change events, in milliseconds. */
  redisStartWaitMs: number;
  /** The `admin` account's password when the database is first created. */
  adminPassword: string;
  /** Load the demo plant into the database (idempotent). */
  seedDemo: boolean;
  webDistDir: string;
  /** Folder of the hosted sub-applications: <name>/dist is served at /apps/<name>/. */
  appsDistDir: string;
  auth: {
    ticketMinutes: number;
    accessTokenSeconds: number;
    refreshTokenDays: number;
    /** A new sign-in ends the account's older sessions. */
    singleSession: boolean;
  };
  signInLimits: {
    /** Failures of one account from one client address; then refused until the window moves on. */
    accountFailures: number;
    /** Failures from one client address, whatever the accounts; then refused likewise. */
    addressFailures: number;
    /** Failures of one account from every address; past it the account is slowed, not locked. */
    accountSlowdownFailures: number;
    /** The longest wait the slow-down imposes between two attempts on the account. */
    maxDelaySeconds: number;
    windowMinutes: number;
  };
  /** The general limit on /api calls: `max` calls per window per signed-in user, else per address. */
  rateLimit: {
    max: number;
    windowSeconds: number;
  };
  trustProxy: TrustProxy;
  /** Origins besides the portal, config.json's URL and sys.json's sub-applications that pictures and connections may use. */
  trustedOrigins: string[];
  exports: {
    /** Milliseconds an export task may take, from its creation, before it counts as timed out. */
    timeoutMs: number;
  };
  integrations: {
    /** The configured key sealing the channels' secrets; undefined: the installation's own (DATA_DIR). */
    secretsKey: Buffer | undefined;
    /** Hosts outgoing calls may go to; empty: any but link-local ones. */
    outboundAllowedHosts: string[];
  };
  jobs: {
    /** The plant's IANA time zone; jobs created without one use it. */
    plantTimeZone: string;
    /** Days ended runs are kept. */
    historyDays: number;
    /** Whether this process claims and runs jobs. */
    schedulerEnabled: boolean;
  };
  /** Plant events from an MQTT broker; undefined without MQTT_URL. */
  mqtt: MqttConfig | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Every answer is also checked with zod against its contract (tests); in service it is not. */
  checkAnswers: boolean;
}

function parseTrustProxy(value: string): TrustProxy {
  const lower = value.toLowerCase();
  if (lower === '' || lower === 'false' || lower === '0') return false;
  if (lower === 'true' || lower === '1') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; the only place that looks at process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables mean "not set", as in most .env and compose files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.MQTT_URL && !e.MQTT_EVENT_SOURCE) {
    throw new ConfigError(
      'Invalid configuration: MQTT_EVENT_SOURCE: required with MQTT_URL (the name of the event source the messages are raised as)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    redisStartWaitMs: e.REDIS_START_WAIT_SECONDS * 1000,
    adminPassword: e.ADMIN_PASSWORD,
    // The demo plant is for the embedded quick start; a real PostgreSQL stays empty unless asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDistDir: resolve(e.WEB_DIST_DIR),
    appsDistDir: resolve(e.APPS_DIST_DIR),
    auth: {
      ticketMinutes: e.TICKET_MINUTES,
      accessTokenSeconds: e.ACCESS_TOKEN_SECONDS,
      refreshTokenDays: e.REFRESH_TOKEN_DAYS,
      singleSession: e.SINGLE_SESSION,
    },
    signInLimits: {
      accountFailures: e.SIGN_IN_ACCOUNT_FAILURES,
      addressFailures: e.SIGN_IN_ADDRESS_FAILURES,
      accountSlowdownFailures: e.SIGN_IN_ACCOUNT_SLOWDOWN_FAILURES,
      maxDelaySeconds: e.SIGN_IN_MAX_DELAY_SECONDS,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustedOrigins: e.TRUSTED_ORIGINS,
    exports: { timeoutMs: e.EXPORT_TIMEOUT_MS },
    integrations: { secretsKey: e.SECRETS_KEY, outboundAllowedHosts: e.OUTBOUND_ALLOWED_HOSTS },
    jobs: {
      plantTimeZone: e.PLANT_TIME_ZONE,
      historyDays: e.JOB_HISTORY_DAYS,
      schedulerEnabled: e.SCHEDULER_ENABLED ?? (env.NODE_ENV ?? process.env.NODE_ENV) !== 'test',
    },
    mqtt:
      e.MQTT_URL && e.MQTT_EVENT_SOURCE
        ? {
            url: e.MQTT_URL,
            eventsTopic: e.MQTT_EVENTS_TOPIC,
            eventSource: e.MQTT_EVENT_SOURCE,
            shareGroup: e.MQTT_SHARE_GROUP,
            clientId: e.MQTT_CLIENT_ID,
            connections: e.MQTT_CONNECTIONS,
            sessionExpirySeconds: e.MQTT_SESSION_EXPIRY_SECONDS,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    // The process's own NODE_ENV counts when the caller's environment does not say (tests build
    // their configuration from a few variables of their own).
    checkAnswers: e.CHECK_ANSWERS ?? (env.NODE_ENV ?? process.env.NODE_ENV) === 'test',
  };
}
