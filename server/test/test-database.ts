import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../src/db/client';
import { PGLITE_BYTEA_CODEC } from '../src/db/pglite-bytea';
import { adminQuery, databaseUrl } from './postgres-template';
import './provided-context';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this test run uses: the vitest project sets TEST_DB. */
export const testDatabaseKind: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** True when this run is the PostgreSQL half and no PostgreSQL answered (the global setup said so). */
export const databaseUnavailable = testDatabaseKind === 'postgres' && !inject('postgresUrl');

let template: Promise<Blob> | undefined;
/** PGlites of apps that were closed, kept for the next app of this test file. */
const idlePglites: PGlite[] = [];

async function newPgliteFromTemplate(): Promise<PGlite> {
  const file = inject('pgliteTemplate');
  // Without the global setup (a single file run by hand) start empty; the app migrates it.
  if (!file) return PGlite.create({ dataDir: 'memory://', ...PGLITE_BYTEA_CODEC });
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return PGlite.create({ loadDataDir: await template, ...PGLITE_BYTEA_CODEC });
}

/** Empties every table the migrations made: as good as a new database, in a fraction of the time. */
async function emptyTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
  );
  if (rows.length > 0) await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} cascade`);
}

/**
 * Loading the template still costs a second or two, so a closed app's PGlite is emptied and
 * handed to the next app of the same file instead of being thrown away.
 */
async function openPgliteFromTemplate(): Promise<Database> {
  const reused = idlePglites.pop();
  if (reused) await emptyTables(reused);
  const client = reused ?? (await newPgliteFromTemplate());
  return {
    ...wrapPglite(client),
    async close() {
      idlePglites.push(client);
    },
  };
}

/** A new, empty PostgreSQL database that several instances may open; `drop` throws it away. */
export async function createSharedPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl, null);
}

async function createPostgresDatabase(
  serverUrl: string,
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A new PostgreSQL database for one test app, migrated (a copy of the run's template), dropped when the app closes it. */
async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const shared = await createPostgresDatabase(serverUrl, inject('postgresTemplate'));
  const database = await openPostgres(shared.url);
  return {
    ...database,
    async close() {
      await database.close();
      await shared.drop();
    },
  };
}

/** A fresh database of this run's kind; closing it throws it away. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') return openPgliteFromTemplate();
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) throw new Error('No PostgreSQL for this run: guard the suite with describeWithDb');
  return openFreshPostgres(serverUrl);
}
