import { afterEach, expect, it } from 'vitest';
import { describeWithDb } from '../../../test/helper';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { loadSigningKeys } from './signing-keys.service';

describeWithDb('signing keys', () => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });

  async function freshDatabase(): Promise<Database> {
    const database = await openTestDatabase();
    open.push(database);
    await runMigrations(database);
    return database;
  }

  it('are generated once per installation and kept', async () => {
    const database = await freshDatabase();
    const first = await loadSigningKeys(database.db);
    const again = await loadSigningKeys(database.db);
    expect(first.accessToken).toHaveLength(32);
    expect(Buffer.from(again.accessToken).equals(Buffer.from(first.accessToken))).toBe(true);
    expect(again.ticket.equals(first.ticket)).toBe(true);
    expect(first.ticket.equals(Buffer.from(first.accessToken))).toBe(false);
  });

  it('differ between installations (never a constant)', async () => {
    const one = await loadSigningKeys((await freshDatabase()).db);
    const other = await loadSigningKeys((await freshDatabase()).db);
    expect(Buffer.from(one.accessToken).equals(Buffer.from(other.accessToken))).toBe(false);
  });
});
