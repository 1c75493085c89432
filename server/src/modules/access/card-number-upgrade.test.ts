import { API_PATHS } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, post, testDatabaseKind } from '../../../test/helper';
import { rowsAsText } from '../../../test/rows-as-text';
import { prepareDatabase } from '../../seed/prepare';
import { signInFailures } from '../identity/identity.table';
import { upgradePlainCardNumbers } from './card-number-upgrade';
import { users } from './users.table';

describeWithDb('card numbers stored in clear by an earlier version', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  /** Rows as a version before keyed card numbers left them: the number in card_no, no hash. */
  async function insertAsBefore(): Promise<void> {
    await app.db.insert(users).values([
      { userName: 'old-badge-1', name: 'Old One', passwordHash: 'x', legacyCardNo: '6100238745' },
      { userName: 'old-badge-2', name: 'Old Two', passwordHash: 'x', legacyCardNo: 'AB-77' },
      { userName: 'old-gone', name: 'Gone', passwordHash: 'x', legacyCardNo: '6100238746', deletedAt: new Date() },
      { userName: 'old-blank', name: 'Blank', passwordHash: 'x', legacyCardNo: '   ' },
    ]);
    // Failures an earlier version counted under the number itself.
    await app.db.insert(signInFailures).values([
      { scope: 'card', key: '6100238745' },
      { scope: 'card@address', key: '127.0.0.1 6100238745' },
    ]);
  }

  it('converts them once at startup, however many instances start together, and the badges still sign in', async () => {
    await insertAsBefore();
    const database = { db: app.db, kind: testDatabaseKind, ping: async () => {}, close: async () => {} };
    // Instances starting together: each prepares the database; one converts, the others find nothing left.
    await Promise.all([1, 2, 3].map(() => prepareDatabase(database, app.config, app.installationKey)));
    expect(await upgradePlainCardNumbers(app.db, app.installationKey)).toBe(0);

    const stored = (await rowsAsText(app.db, 'users')).join('\n');
    for (const cardNo of ['6100238745', '6100238746', 'AB-77']) expect(stored).not.toContain(cardNo);
    const rows = await app.db
      .select({
        userName: users.userName,
        legacyCardNo: users.legacyCardNo,
        cardHint: users.cardHint,
        cardHash: users.cardHash,
      })
      .from(users)
      .where(sql`${users.userName} like 'old-%'`)
      .orderBy(users.userName);
    expect(rows.map(({ cardHash, ...row }) => ({ ...row, hashed: cardHash !== null }))).toEqual([
      { userName: 'old-badge-1', legacyCardNo: null, cardHint: '8745', hashed: true },
      { userName: 'old-badge-2', legacyCardNo: null, cardHint: '77', hashed: true },
      { userName: 'old-blank', legacyCardNo: null, cardHint: null, hashed: false },
      { userName: 'old-gone', legacyCardNo: null, cardHint: '8746', hashed: true },
    ]);
    const failures = (await rowsAsText(app.db, 'sign_in_failures')).join('\n');
    expect(failures).not.toContain('6100238745');

    for (const [cardNo, userName] of [
      ['6100238745', 'old-badge-1'],
      ['AB-77', 'old-badge-2'],
    ]) {
      const swipe = await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo });
      expect(swipe.statusCode, swipe.body).toBe(200);
      expect(swipe.json().data.userName).toBe(userName);
    }
    // A deleted account's card was converted too, and opens nothing.
    expect((await post(app, API_PATHS.identity.loginForSwipeCard, { cardNo: '6100238746' })).statusCode).toBe(400);
  });
});
