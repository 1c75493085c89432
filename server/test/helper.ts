import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type LoginResult } from '@workbench/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { describe } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { RealtimeOptions } from '../src/realtime/realtime';
import { databaseUnavailable, openTestDatabase } from './test-database';

export { databaseUnavailable, testDatabaseKind } from './test-database';

/** The bootstrap admin's password in test apps (the product default). */
export const ADMIN_PASSWORD = 'Workbench#1';

/** describe() that skips when this run's database is not there (the PostgreSQL half without a server). */
export const describeWithDb = describe.skipIf(databaseUnavailable);

export interface TestAppOptions {
  /** 'demo' loads the demo plant; default 'none' (only the admin account). */
  seed?: 'demo' | 'none';
  /** Extra environment, as an operator would set it (e.g. { TICKET_MINUTES: '1' }). */
  env?: Record<string, string>;
  /** Use this data folder (for config.json / sys.json overrides); default: a new temporary one. */
  dataDir?: string;
  /** Shorter hub keep-alive timings. */
  realtime?: RealtimeOptions;
  /** Write the service's log here (at LOG_LEVEL, default info) instead of logging nothing. */
  logStream?: DestinationStream;
}

/**
 * The whole service, in-process, on a fresh migrated database of its own (PGlite, or a new
 * PostgreSQL database in the postgres run). Call `app.close()` when done: that also throws the
 * database and the temporary data folder away. A suite on the demo plant opens with
 * `useDemoPlant` (demo-plant.ts) instead, which does all that and signs the demo accounts in.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const ownDataDir = options.dataDir ? undefined : await mkdtemp(join(tmpdir(), 'wb-test-data-'));
  const dataDir = options.dataDir ?? (ownDataDir as string);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: options.seed === 'demo' ? '1' : '0',
    // No built portal unless a test provides one.
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const closeDatabase = database.close;
  database.close = async () => {
    await closeDatabase();
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };
  const logging = options.logStream ? { logStream: options.logStream } : { logger: false };
  return buildApp(config, { database, ...logging, realtime: options.realtime });
}

export interface SignedIn extends LoginResult {
  /** Authorization and ticket headers, as the portal sends them. */
  headers: Record<string, string>;
}

export function signedInHeaders(login: LoginResult): Record<string, string> {
  return { authorization: `Bearer ${login.accessToken}`, ticket: login.ticket };
}

/** Signs in with a password and returns the LoginResult plus the headers to call as that user. */
export async function loginAs(app: FastifyInstance, userName: string, password: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.identity.newLogin,
    payload: { userName, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${userName} failed: ${response.statusCode} ${response.body}`);
  }
  const login = (response.json() as { data: LoginResult }).data;
  return { ...login, headers: signedInHeaders(login) };
}

export interface CallOptions {
  /** Call as this signed-in user. */
  as?: SignedIn | LoginResult;
  /** Accept-Language of the call. */
  language?: string;
  headers?: Record<string, string>;
  /** Client address the server sees. */
  remoteAddress?: string;
}

/** POSTs a JSON body to an API path, as the portal does. */
export function post(
  app: FastifyInstance,
  url: string,
  body?: InjectOptions['payload'],
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) Object.assign(headers, signedInHeaders(options.as));
  if (options.language) headers['accept-language'] = options.language;
  return app.inject({
    method: 'POST',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
