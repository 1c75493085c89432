import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresTestUrl } from './test-database-url';
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
}
