import { afterEach, expect, it } from 'vitest';
import { describeWithDb } from '../../../test/helper';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { signAccessToken, verifyAccessToken } from '../identity/access-tokens';
import { loadSigningKeys, type SigningKeys } from './signing-keys.service';
import { getOrCreateSecret } from './system-secrets.service';

const claims = { userId: 'u-1', userName: 'operator', sessionId: 's-1' };
const tokenFrom = (keys: SigningKeys) => signAccessToken(keys.accessToken, claims, 900, new Date());

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
    const stored = await getOrCreateSecret(database.db, 'access-token-signing-key');
    expect(stored).toHaveLength(32);
    await expect(verifyAccessToken(again.accessToken, await tokenFrom(first))).resolves.toEqual(claims);
    expect(again.ticket.equals(first.ticket)).toBe(true);
    expect(first.ticket.equals(stored)).toBe(false);
  });

  it('differ between installations (never a constant)', async () => {
    const one = await loadSigningKeys((await freshDatabase()).db);
    const other = await loadSigningKeys((await freshDatabase()).db);
    await expect(verifyAccessToken(other.accessToken, await tokenFrom(one))).resolves.toBeNull();
  });
});
