// Regenerates docs/openapi.json, the committed snapshot of the service's OpenAPI document:
// builds the whole app on a fresh in-memory embedded database and writes what GET /api/docs/json
// serves. Run with `npm run openapi -w server` after changing a route.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { wrapPglite } from '../src/db/client';
import { serializeOpenApi } from '../src/platform/openapi';

const snapshot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'openapi.json');

const dataDir = await mkdtemp(join(tmpdir(), 'wb-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { database: wrapPglite(await PGlite.create('memory://')), logger: false });
  try {
    await writeFile(snapshot, serializeOpenApi(app.swagger()));
  } finally {
    await app.close();
  }
  console.log(`wrote ${snapshot}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
