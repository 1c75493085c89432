import { it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { runMigrations } from './db/migrate';
import { bootstrapAdmin } from './db/bootstrap';
import { seedDemoPlant } from './db/seed/demo-plant';
import { buildApp } from './app';
import { loadConfig } from './config';

it('timing', async () => {
  for (let round = 0; round < 3; round++) {
    let t = Date.now();
    const lap = (label: string) => { console.log(round, label, Date.now() - t); t = Date.now(); };
    const database = await openTestDatabase(); lap('open');
    await runMigrations(database); lap('migrate');
    await bootstrapAdmin(database.db, 'x'); lap('admin');
    await seedDemoPlant(database.db); lap('demo');
    const app = await buildApp(loadConfig({ DATA_DIR: '/tmp/wbscratch', SEED_DEMO: '0' }), { database, logger: false }); lap('build');
    await app.close(); lap('close');
  }
}, 120000);
