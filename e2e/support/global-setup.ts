import 'vitest';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { CHROMIUM_PATH } from './browser';
import { type RunningServer, SEEDED_DATABASE_ENV, startServer } from './server';

let server: RunningServer | undefined;
let seededDatabase: string | undefined;

/**
 * Creates the demo plant's embedded database once: a server starts on a new data folder, prepares
 * it, and stops cleanly; its database folder and installation key are kept for every server of
 * this run to copy.
 */
async function prepareSeededDatabase(): Promise<string> {
  const first = await startServer();
  const folder = mkdtempSync(join(tmpdir(), 'workbench-e2e-seeded-'));
  await first.stopKeepingData(async (dataDir) => {
    cpSync(join(dataDir, 'db'), join(folder, 'db'), { recursive: true });
    // The database's card numbers are keyed with the installation key: the copy needs it too.
    cpSync(join(dataDir, 'secrets.key'), join(folder, 'secrets.key'));
  });
  return join(folder, 'db');
}

export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  ensureBuilt({ quiet: true });
  seededDatabase = await prepareSeededDatabase();
  // Test files run in workers started after this setup; they inherit the environment.
  process.env[SEEDED_DATABASE_ENV] = seededDatabase;
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
  if (seededDatabase) rmSync(join(seededDatabase, '..'), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
