import { API_PATHS, type LeadUser } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../test/helper';
import { users } from '../access/users.table';
import {
  auditOf,
  createUser,
  dataOf,
  editBodyOf,
  failureOf,
  GOOD_PASSWORD,
  get,
  NOWHERE,
  roleIdByName,
} from './users.testing';

const paths = API_PATHS.admin.users;

describeWithDb('user administration: create, edit, delete, reset password', () => {
  const edit = (body: object, as = admin, language?: string) =>
    post(app, paths.edit, body, { as, ...(language ? { language } : {}) });
  const liveUserNames = async () => {
    const page = dataOf<{ items: LeadUser[] }>(
      await post(app, paths.pageList, { maxResultCount: 1000 }, { as: admin }),
    );
    return page.items.map((user) => user.userName);
  };
  const adminAccount = async () => {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    return dataOf<LeadUser>(await get(app, `${paths.get}?id=${row?.id}`, admin));
  };

  useDemoPlant({ signIn: ['admin'] });

  describe('create', () => {
    it('creates an account that can sign in, stores only a slow hash and records the change', async () => {
      const operatorRole = await roleIdByName(app, 'Operator');
      const response = await post(
        app,
        paths.create,
        {
          userName: 'new-worker',
          name: 'New Worker',
          password: GOOD_PASSWORD,
          email: 'new.worker@plant.test',
          cardNo: 'CARD-0001',
          roleIds: [operatorRole, operatorRole],
          mesAccessLevel: 'L1',
          language: 'de-DE',
        },
        { as: admin },
      );
      const created = dataOf<LeadUser>(response);
      expect(response.body).not.toContain(GOOD_PASSWORD);
      expect(response.body).not.toMatch(/password/i);
      expect(created).toMatchObject({
        userName: 'new-worker',
        cardNo: '••••0001',
        roleIds: [operatorRole],
        enabled: true,
        isAdmin: false,
      });
      const [row] = await app.db.select().from(users).where(eq(users.id, created.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      await loginAs(app, 'new-worker', GOOD_PASSWORD);

      const [entry] = await auditOf(app, admin, created.id);
      expect(entry).toMatchObject({ resource: 'leadUser', action: 'create', actorUserName: 'admin', before: null });
      expect(entry?.after).toMatchObject({ userName: 'new-worker', cardNo: '••••0001' });
      expect(JSON.stringify(entry)).not.toMatch(/password|argon|CARD-0001/i);
    });

    it('refuses a taken user name (in any case) or card number with 409, and frees them on delete', async () => {
      const first = await createUser(app, admin, { userName: 'Twin', cardNo: 'CARD-TWIN' });
      const sameName = failureOf(
        await post(
          app,
          paths.create,
          { userName: 'tWIN', name: 'x', password: GOOD_PASSWORD },
          { as: admin, language: 'en' },
        ),
        409,
      );
      expect(sameName.message).toBe('The user name "tWIN" is already in use.');
      const sameCard = failureOf(
        await post(
          app,
          paths.create,
          { userName: 'twin2', name: 'x', password: GOOD_PASSWORD, cardNo: 'CARD-TWIN' },
          { as: admin, language: 'en' },
        ),
        409,
      );
      expect(sameCard.message).toBe(
        'The card ••••TWIN already belongs to another user. A card can be registered to one user only; remove it there first.',
      );
      expect(await liveUserNames()).not.toContain('twin2');
      dataOf(await post(app, paths.batchDelete, { ids: [first.id] }, { as: admin }));
      await createUser(app, admin, { userName: 'twin', cardNo: 'CARD-TWIN' });
    });

    it('refuses unknown roles and warehouses and invalid fields with details naming the field', async () => {
      const base = { userName: 'bad-input', name: 'Bad', password: GOOD_PASSWORD };
      const cases: [object, string][] = [
        [{ roleIds: [NOWHERE] }, 'roleIds'],
        [{ warehouseIds: ['not-an-id'] }, 'warehouseIds'],
        [{ password: 'short' }, 'password'],
        [{ userName: 'has space' }, 'userName'],
        [{ name: '' }, 'name'],
        [{ email: 'not-an-address' }, 'email'],
        [{ isAdmin: 'yes' }, 'isAdmin'],
        [{ language: 'xx' }, 'language'],
      ];
      for (const [change, field] of cases) {
        const failure = failureOf(await post(app, paths.create, { ...base, ...change }, { as: admin }), 400);
        expect(
          failure.details?.map((detail) => detail.field),
          JSON.stringify(change),
        ).toContain(field);
      }
      const german = failureOf(
        await post(app, paths.create, { ...base, roleIds: [NOWHERE] }, { as: admin, language: 'de-DE' }),
        400,
      );
      expect(german.details?.[0]?.message).toBe(`nennt Rollen, die es nicht gibt: ${NOWHERE}`);
      expect(await liveUserNames()).not.toContain('bad-input');
    });
  });

  describe('edit', () => {
    it('changes the account, its roles and warehouses, and records before and after', async () => {
      const user = await createUser(app, admin, { userName: 'editable', name: 'Before' });
      const supervisorRole = await roleIdByName(app, 'Supervisor');
      const changed = dataOf<LeadUser>(
        await edit({
          ...editBodyOf(user),
          userName: 'Editable',
          name: 'After',
          roleIds: [supervisorRole],
          phoneNumber: '123',
        }),
      );
      expect(changed).toMatchObject({ id: user.id, userName: 'Editable', name: 'After', roleIds: [supervisorRole] });
      expect(changed.creationTime).toBe(user.creationTime);
      const entries = await auditOf(app, admin, user.id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'edit']);
      expect(entries[1]).toMatchObject({ before: { name: 'Before', roleIds: [] }, after: { name: 'After' } });
    });

    it('refuses a name or card of another account with 409 and an unknown or malformed id with 404', async () => {
      const user = await createUser(app, admin, { userName: 'edit-clash' });
      failureOf(await edit({ ...editBodyOf(user), userName: 'SUPERVISOR' }), 409);
      failureOf(await edit({ ...editBodyOf(user), cardNo: '0004521873' }), 409);
      failureOf(await edit({ ...editBodyOf(user), id: NOWHERE }), 404);
      failureOf(await edit({ ...editBodyOf(user), id: 'garbage' }), 404);
      failureOf(await edit({ ...editBodyOf(user), roleIds: [NOWHERE] }), 400);
      failureOf(await edit({ id: user.id }), 400);
    });

    it('disabling ends the account’s sessions: its next call answers 20000, and it cannot sign in', async () => {
      const user = await createUser(app, admin, { userName: 'to-disable' });
      const session = await loginAs(app, 'to-disable', GOOD_PASSWORD);
      dataOf(await post(app, API_PATHS.identity.profile, undefined, { as: session }));
      dataOf(await edit({ ...editBodyOf(user), enabled: false }));
      failureOf(await post(app, API_PATHS.identity.profile, undefined, { as: session }), 403, '20000');
      await expect(loginAs(app, 'to-disable', GOOD_PASSWORD)).rejects.toThrow(/400/);
      dataOf(await edit({ ...editBodyOf(user), enabled: true }));
      await loginAs(app, 'to-disable', GOOD_PASSWORD);
    });
  });

  describe('the built-in admin account and oneself', () => {
    it('keeps admin enabled, named admin and an administrator', async () => {
      const account = await adminAccount();
      const second = await createUser(app, admin, { userName: 'second-admin', isAdmin: true });
      const secondAdmin = await loginAs(app, 'second-admin', GOOD_PASSWORD);
      const disabled = failureOf(await edit({ ...editBodyOf(account), enabled: false }, secondAdmin, 'en'), 400);
      expect(disabled.message).toBe('The built-in account "admin" cannot be disabled.');
      failureOf(await edit({ ...editBodyOf(account), userName: 'root' }, secondAdmin), 400);
      failureOf(await edit({ ...editBodyOf(account), isAdmin: false }, secondAdmin), 400);
      // On oneself the administrator flag is never changed, whoever one is.
      failureOf(await edit({ ...editBodyOf(account), isAdmin: false }, admin), 403);
      const self = failureOf(await edit({ ...editBodyOf(second), isAdmin: false }, secondAdmin, 'en'), 403);
      expect(self.message).toBe('You cannot change your own administrator flag.');
      failureOf(await edit({ ...editBodyOf(second), enabled: false }, secondAdmin), 400);
      // Other fields of admin can be edited.
      dataOf(await edit({ ...editBodyOf(account), name: 'Plant Administrator' }, secondAdmin));
      dataOf(await post(app, API_PATHS.identity.profile, undefined, { as: admin }));
    });

    it('refuses a batch that holds admin or the caller, deleting nothing', async () => {
      const account = await adminAccount();
      const bystander = await createUser(app, admin, { userName: 'bystander' });
      const refused = failureOf(
        await post(app, paths.batchDelete, { ids: [bystander.id, account.id] }, { as: admin, language: 'en' }),
        400,
      );
      expect(refused.message).toContain('"admin" cannot be deleted');
      const other = await createUser(app, admin, { userName: 'other-admin', isAdmin: true });
      const otherAdmin = await loginAs(app, 'other-admin', GOOD_PASSWORD);
      failureOf(await post(app, paths.batchDelete, { ids: [bystander.id, other.id] }, { as: otherAdmin }), 400);
      expect(await liveUserNames()).toEqual(expect.arrayContaining(['admin', 'bystander', 'other-admin']));
    });
  });

  describe('batchDelete', () => {
    it('soft-deletes all or nothing, ends the sessions and records each deletion', async () => {
      const a = await createUser(app, admin, { userName: 'del-a' });
      const b = await createUser(app, admin, { userName: 'del-b' });
      const session = await loginAs(app, 'del-a', GOOD_PASSWORD);
      const unknown = failureOf(await post(app, paths.batchDelete, { ids: [a.id, NOWHERE] }, { as: admin }), 404);
      expect(unknown.message).toContain(NOWHERE);
      failureOf(await post(app, paths.batchDelete, { ids: [a.id, 'garbage'] }, { as: admin }), 404);
      dataOf(await post(app, API_PATHS.identity.profile, undefined, { as: session }));

      const result = dataOf(await post(app, paths.batchDelete, { ids: [a.id, b.id, a.id] }, { as: admin }));
      expect(result).toEqual({ deleted: 2 });
      failureOf(await post(app, API_PATHS.identity.profile, undefined, { as: session }), 403, '20000');
      failureOf(await get(app, `${paths.get}?id=${a.id}`, admin), 404);
      failureOf(await post(app, paths.batchDelete, { ids: [a.id] }, { as: admin }), 404);
      await expect(loginAs(app, 'del-a', GOOD_PASSWORD)).rejects.toThrow(/400/);
      const entries = await auditOf(app, admin, b.id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
      expect(entries[1]).toMatchObject({ before: { userName: 'del-b' }, after: null });
    });

    it('refuses an empty or malformed list with details', async () => {
      failureOf(await post(app, paths.batchDelete, { ids: [] }, { as: admin }), 400);
      const failure = failureOf(await post(app, paths.batchDelete, { ids: 'x' }, { as: admin }), 400);
      expect(failure.details?.[0]?.field).toBe('ids');
    });
  });

  describe('resetPassword', () => {
    it('sets the new password, ends the sessions and records who did it without secrets', async () => {
      const user = await createUser(app, admin, { userName: 'forgetful' });
      const session = await loginAs(app, 'forgetful', GOOD_PASSWORD);
      const response = await post(
        app,
        paths.resetPassword,
        { id: user.id, newPassword: 'Fresh#123' },
        { as: admin, language: 'en' },
      );
      expect(response.json()).toMatchObject({ code: 1, data: null, message: expect.stringContaining('reset') });
      failureOf(await post(app, API_PATHS.identity.profile, undefined, { as: session }), 403, '20000');
      await expect(loginAs(app, 'forgetful', GOOD_PASSWORD)).rejects.toThrow(/400/);
      await loginAs(app, 'forgetful', 'Fresh#123');
      const entries = await auditOf(app, admin, user.id);
      expect(entries[1]).toMatchObject({
        action: 'resetPassword',
        before: null,
        after: null,
        resourceName: 'forgetful',
      });
      expect(JSON.stringify(entries)).not.toContain('Fresh#123');
    });

    it('refuses a weak password with details and unknown ids with 404', async () => {
      const user = await createUser(app, admin, { userName: 'weak-reset' });
      const weak = failureOf(
        await post(app, paths.resetPassword, { id: user.id, newPassword: 'password' }, { as: admin }),
        400,
      );
      expect(weak.details?.[0]?.field).toBe('newPassword');
      failureOf(await post(app, paths.resetPassword, { id: NOWHERE, newPassword: GOOD_PASSWORD }, { as: admin }), 404);
      failureOf(await post(app, paths.resetPassword, { id: 'nope', newPassword: GOOD_PASSWORD }, { as: admin }), 404);
    });
  });
});
