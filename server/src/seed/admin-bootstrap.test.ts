import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { describeWithDb } from '../../test/helper';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { verifyPassword } from '../modules/access/passwords';
import { users } from '../modules/access/users.table';
import { bootstrapAdmin } from './admin-bootstrap';

describeWithDb('database bootstrap', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('creates the admin account once, and never overwrites its password', async () => {
    database = await openTestDatabase();
    await runMigrations(database);
    // Running the migrations again is harmless (every start does it).
    await runMigrations(database);

    expect(await bootstrapAdmin(database.db, 'First#Pass1')).toBe(true);
    expect(await bootstrapAdmin(database.db, 'Other#Pass2')).toBe(false);

    const admins = await database.db.select().from(users).where(sql`lower(${users.userName}) = 'admin'`);
    expect(admins).toHaveLength(1);
    const admin = admins[0];
    expect(admin).toMatchObject({
      userName: 'admin',
      name: '系统管理员',
      isAdmin: true,
      isSysAdmin: true,
      enabled: true,
    });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'First#Pass1')).toBe(true);
  });
});
