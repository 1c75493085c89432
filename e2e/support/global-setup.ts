import 'vitest';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../../scripts/ensure-built.mjs';
import { CHROMIUM_PATH } from './browser';
import { type RunningServer, startServer } from './server';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  ensureBuilt({ quiet: true });
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
