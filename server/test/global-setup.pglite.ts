import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import './provided-context';

/**
 * Creating a PGlite runs initdb, which takes seconds; loading a dumped data folder takes well
 * under one. So the migrations run once here and every test app loads a copy of the result.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'wb-pglite-template-'));
  const client = await PGlite.create('memory://');
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresUrl', null);
  project.provide('postgresTemplate', null);
  project.provide('redisUrl', null);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
