import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedTemplateDatabase } from './postgres-template';
import { redisAnswers } from './redis-probe';
import { postgresTestUrl, redisTestUrl } from './test-database-url';
import './provided-context';

/**
 * Finds out whether a PostgreSQL answers at TEST_DATABASE_URL. When none does, this half of the
 * suite is skipped with one line saying so, rather than failing with connection errors.
 */
export default async function setup(project: TestProject) {
  const url = postgresTestUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  let answered = false;
  try {
    await client.connect();
    await client.query('select 1');
    answered = true;
  } catch {
    console.warn(`PostgreSQL half skipped: nothing answers at ${url}`);
  } finally {
    await client.end().catch(() => {});
  }
  project.provide('pgliteTemplate', null);
  project.provide('postgresUrl', answered ? url : null);
  project.provide('redisUrl', answered ? await redisAnswering() : null);
  if (!answered) {
    project.provide('postgresTemplate', null);
    return;
  }
  const template = await migratedTemplateDatabase(url);
  project.provide('postgresTemplate', template.name);
  return template.drop;
}

/** Several instances share PostgreSQL and Redis; without a Redis those tests are skipped, saying so. */
async function redisAnswering(): Promise<string | null> {
  const url = redisTestUrl();
  if (await redisAnswers(url, 3_000)) return url;
  console.warn(`Several-instance tests skipped: no Redis answers at ${url}`);
  return null;
}
