import { API_PATHS, type LeadUser } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, post } from '../../../test/helper';
import { rowsAsText } from '../../../test/rows-as-text';
import { auditOf, createUser, dataOf, editBodyOf, failureOf, GOOD_PASSWORD } from './users.testing';

const paths = API_PATHS.admin.users;

describeWithDb('card numbers of the user administration', () => {
  const edit = (body: object, language?: string) =>
    post(app, paths.edit, body, { as: admin, ...(language ? { language } : {}) });
  const swipe = (cardNo: string) => post(app, API_PATHS.identity.loginForSwipeCard, { cardNo });
  /** Everything stored about the account, every column of its row and of its change log, as text. */
  const storedAbout = async (id: string) =>
    [
      ...(await rowsAsText(app.db, 'users', sql`t.id = ${id}`)),
      ...(await rowsAsText(app.db, 'audit_log', sql`t.resource_id = ${id}`)),
    ].join('\n');

  useDemoPlant({ signIn: ['admin'] });

  describe('stored so that the database does not hand out badges', () => {
    it('keeps no card number readable after create and edit, and still signs the holder in', async () => {
      const created = await createUser(app, admin, { userName: 'badge-holder', cardNo: ' 7301946285 ' });
      expect(created.cardNo).toBe('••••6285');
      expect(await storedAbout(created.id)).not.toContain('7301946285');
      expect(dataOf<{ userName: string }>(await swipe('7301946285')).userName).toBe('badge-holder');

      const edited = dataOf<LeadUser>(await edit({ ...editBodyOf(created), cardNo: '8812450397' }));
      expect(edited.cardNo).toBe('••••0397');
      const stored = await storedAbout(created.id);
      expect(stored).not.toContain('7301946285');
      expect(stored).not.toContain('8812450397');
      expect(dataOf<{ userName: string }>(await swipe('8812450397')).userName).toBe('badge-holder');
      failureOf(await swipe('7301946285'), 400);
    });

    it('counts a wrong card under its keyed hash, never its number', async () => {
      failureOf(await swipe('5550001112223'), 400);
      const failures = (await rowsAsText(app.db, 'sign_in_failures')).join('\n');
      expect(failures).toMatch(/\bcard\b/);
      expect(failures).not.toContain('5550001112223');
    });
  });

  describe('edit: keep, replace, remove', () => {
    it('keeps the card when the edit sends no card or the masked card back', async () => {
      const user = await createUser(app, admin, { userName: 'keeps-card', cardNo: 'KEEP-4711' });
      expect(user.cardNo).toBe('••••4711');
      const { cardNo: _cardNo, ...withoutCard } = editBodyOf(user);
      expect(dataOf<LeadUser>(await edit({ ...withoutCard, name: 'Renamed' })).cardNo).toBe('••••4711');
      expect(dataOf<LeadUser>(await edit({ ...editBodyOf(user), name: 'Again' })).cardNo).toBe('••••4711');
      // The same number typed again is the same card.
      expect(dataOf<LeadUser>(await edit({ ...editBodyOf(user), cardNo: 'KEEP-4711' })).cardNo).toBe('••••4711');
      expect(dataOf<{ userName: string }>(await swipe('KEEP-4711')).userName).toBe('keeps-card');
      const entries = await auditOf(app, admin, user.id);
      expect(entries.slice(1).every((entry) => !(entry.after as { cardChanged?: boolean }).cardChanged)).toBe(true);
    });

    it('replaces the card with another number, and records that it changed even when its end is the same', async () => {
      const user = await createUser(app, admin, { userName: 'replaces-card', cardNo: 'OLD-1234' });
      const replaced = dataOf<LeadUser>(await edit({ ...editBodyOf(user), cardNo: 'NEW-1234' }));
      expect(replaced.cardNo).toBe('••••1234');
      failureOf(await swipe('OLD-1234'), 400);
      expect(dataOf<{ userName: string }>(await swipe('NEW-1234')).userName).toBe('replaces-card');
      const [, entry] = await auditOf(app, admin, user.id);
      expect(entry?.after).toMatchObject({ cardNo: '••••1234', cardChanged: true });
    });

    it('removes the card on null or an empty text', async () => {
      for (const removal of [null, '']) {
        const user = await createUser(app, admin, {
          userName: `removes-card-${removal === null}`,
          cardNo: `RM-${removal === null}-99`,
        });
        const removed = dataOf<LeadUser>(await edit({ ...editBodyOf(user), cardNo: removal }));
        expect(removed.cardNo).toBeNull();
        failureOf(await swipe(`RM-${removal === null}-99`), 400);
      }
    });

    it('refuses a masked value other than the account’s own card, naming the field', async () => {
      const user = await createUser(app, admin, { userName: 'masked-copy', cardNo: 'MASK-5678' });
      const failure = failureOf(await edit({ ...editBodyOf(user), cardNo: '••••9999' }, 'en'), 400);
      expect(failure.details).toEqual([
        { field: 'cardNo', message: 'is a masked card (••••); type the whole card number' },
      ]);
      failureOf(
        await post(
          app,
          paths.create,
          { userName: 'masked-new', name: 'x', password: GOOD_PASSWORD, cardNo: '••••1' },
          { as: admin },
        ),
        400,
      );
    });
  });

  describe('one card, one holder', () => {
    it('refuses a card of another account on create and edit, in the caller’s language and without its number', async () => {
      const user = await createUser(app, admin, { userName: 'wants-a-badge' });
      const english = failureOf(await edit({ ...editBodyOf(user), cardNo: '0004521873' }, 'en'), 409);
      expect(english.message).toBe(
        'The card ••••1873 already belongs to another user. A card can be registered to one user only; remove it there first.',
      );
      const german = failureOf(await edit({ ...editBodyOf(user), cardNo: '0004521873' }, 'de-DE'), 409);
      expect(german.message).toContain('Die Karte ••••1873 gehört bereits einem anderen Benutzer.');
      const chinese = failureOf(
        await post(
          app,
          paths.create,
          { userName: 'copy-cat', name: 'x', password: GOOD_PASSWORD, cardNo: '0004521873' },
          { as: admin },
        ),
        409,
      );
      expect(chinese.message).toContain('卡 ••••1873 已属于其他用户');
      expect(`${english.message}${german.message}${chinese.message}`).not.toContain('0004521873');
    });
  });

  describe('the list filter', () => {
    it('finds the holder of a whole card number, and nobody by a part of it', async () => {
      const holder = await createUser(app, admin, { userName: 'filter-holder', cardNo: 'FLT-90817263' });
      const page = (filter: string) =>
        post(app, paths.pageList, { filter, maxResultCount: 100 }, { as: admin }).then(
          (response) => dataOf<{ items: LeadUser[] }>(response).items,
        );
      expect((await page('FLT-90817263')).map((user) => user.id)).toEqual([holder.id]);
      expect((await page(' FLT-90817263 ')).map((user) => user.id)).toEqual([holder.id]);
      expect(await page('90817263')).toEqual([]);
      expect((await page('0004521874')).map((user) => user.userName)).toEqual(['operator']);
    });
  });
});
