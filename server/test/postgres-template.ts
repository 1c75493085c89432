import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Running every migration for each test database costs about a second on PostgreSQL; copying a
 * migrated database (`create database … template …`) costs a fraction of that. So the
 * migrations run once per test run, here, and each test database is a copy. The template must
 * have no open connection while it is copied, so it is closed before the first test starts.
 */
export async function migratedTemplateDatabase(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `wb_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
