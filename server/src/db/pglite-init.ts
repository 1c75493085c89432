import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_BYTEA_CODEC } from './pglite-bytea';

/** Command-line flag on which the server process only creates an embedded database folder and exits. */
export const INIT_EMBEDDED_DATABASE_FLAG = '--init-embedded-database';

/**
 * Settings for the embedded PostgreSQL. A plant's catalogue (users, menus, grants) is small, so
 * 16 MB of shared buffers is plenty and keeps the server's resident memory low.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export function isPgliteDataDir(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** Runs initdb for a new data folder in this process, then `prepare` on the new database. */
export async function initPgliteDataDir(dir: string, prepare?: (client: PGlite) => Promise<void>): Promise<void> {
  const client = await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_SETTINGS, ...PGLITE_BYTEA_CODEC });
  try {
    await prepare?.(client);
  } finally {
    await client.close();
  }
}

/** How to start this same program again: the entry script and the runtime flags (e.g. tsx's loader). */
export interface ProcessEntry {
  script: string;
  execArgv: readonly string[];
}

/**
 * Creates a new embedded database folder. initdb in WebAssembly takes several hundred MB that the
 * process never gives back to the operating system, so when the program's entry is known it runs
 * in a short-lived child process (which also migrates and seeds the new database: the one-time
 * work of a first start) and the server opens the finished folder with a small footprint.
 */
export async function ensurePgliteDataDir(dir: string, entry?: ProcessEntry): Promise<void> {
  if (isPgliteDataDir(dir)) return;
  if (!entry) return initPgliteDataDir(dir);
  const child = spawnSync(process.execPath, [...entry.execArgv, entry.script, INIT_EMBEDDED_DATABASE_FLAG, dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (child.status !== 0 || !isPgliteDataDir(dir)) {
    throw new Error(`Creating the embedded database in ${dir} failed (exit ${child.status ?? child.signal})`);
  }
}
