import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { translate } from './messages';

/** Two instances of one installation: the same database, the same configuration. */
export async function twoInstances(env: Record<string, string>): Promise<[FastifyInstance, FastifyInstance]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wb-rate-limit-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  const first = await buildApp(config, { database: { ...database, close: async () => {} }, logger: false });
  const closeLast = async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const second = await buildApp(config, { database: { ...database, close: closeLast }, logger: false });
  return [first, second];
}

/** A call refused by the general rate limit: 429 in the envelope, in the caller's language, with Retry-After. */
export function expectRefused(answer: LightMyRequestResponse, language: 'zh-Hans' | 'en' | 'de-DE'): void {
  expect(answer.statusCode).toBe(429);
  const seconds = Number(answer.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(answer.json()).toEqual({
    code: 0,
    errorCode: '10000',
    message: translate(language, 'errors.rateLimited', { seconds }),
    data: null,
  });
}
