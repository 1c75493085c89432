import { API_PATHS, type LeadUser, type LeadUserOptions } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { faceJpeg } from '../../../test/face-samples';
import { holdOpen, untilBlockedOrAnswered } from '../../../test/held-transaction';
import { describeWithDb, loginAs, post, testDatabaseKind } from '../../../test/helper';
import { auditOf, createUser, dataOf, demoRoleIds, editBodyOf, failureOf, GOOD_PASSWORD, get } from './users.testing';

const paths = API_PATHS.admin.users;
/** A picture with one face: saving it runs the face model, as on /User. */
const FACE = faceJpeg('ada', { width: 240 }).toString('base64');

/** The refusal as each language says it, for an account of that user name. */
const refusal: Record<string, (userName: string) => string> = {
  en: (userName) => `The account "${userName}" holds rights you do not have, so you cannot change it.`,
  'zh-Hans': (userName) => `账号“${userName}”拥有您未拥有的权限，您不能修改该账号。`,
  'de-DE': (userName) =>
    `Das Konto „${userName}“ hat Rechte, die Sie selbst nicht haben; Sie können es daher nicht ändern.`,
};

/*
 * The demo supervisor manages users but is no administrator. Nobody may change an account that
 * holds rights they do not hold themselves: not edit, disable, delete, reset, re-role or register a
 * face for it. An account within the supervisor's grants stays theirs to manage, and
 * administrators manage everyone.
 */
describeWithDb('changing an account that holds more than the caller', () => {
  let roles: { administrator: string; operator: string; supervisor: string };
  let warehouses: string[];

  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  beforeAll(async () => {
    roles = await demoRoleIds(app);
    const options = dataOf<LeadUserOptions>(await post(app, paths.options, {}, { as: admin }));
    warehouses = options.warehouses.map((warehouse) => warehouse.id);
  });

  /** An account with the Administrator role (all rights, but not the administrator flag). */
  const stronger = (userName: string) =>
    createUser(app, admin, { userName, roleIds: [roles.administrator], warehouseIds: warehouses.slice(0, 1) });
  const withRole = (userName: string, roleId: string) =>
    createUser(app, admin, { userName, roleIds: [roleId], warehouseIds: warehouses.slice(0, 1) });
  const current = async (user: LeadUser) => dataOf<LeadUser>(await get(app, `${paths.get}?id=${user.id}`, admin));
  const asSupervisor = (path: string, body: object, language = 'en') =>
    post(app, path, body, { as: supervisor, language });

  /** Refused in the caller's language, and the account exactly as it was, its change log untouched. */
  async function expectRefused(response: LightMyRequestResponse, user: LeadUser, language = 'en'): Promise<void> {
    const { message } = failureOf(response, 403);
    expect(message.startsWith(refusal[language]?.(user.userName) ?? '?'), message).toBe(true);
    expect(await current(user)).toEqual(user);
    expect((await auditOf(app, admin, user.id)).map((entry) => entry.action)).toEqual(['create']);
  }

  describe('an account holding more than the supervisor', () => {
    it('is not edited, disabled, stripped of roles or moved to other warehouses', async () => {
      const user = await stronger('sa-edit');
      await expectRefused(await asSupervisor(paths.edit, { ...editBodyOf(user), name: 'Renamed' }), user);
      await expectRefused(
        await asSupervisor(paths.edit, { ...editBodyOf(user), enabled: false }, 'zh-Hans'),
        user,
        'zh-Hans',
      );
      await expectRefused(await asSupervisor(paths.edit, { ...editBodyOf(user), roleIds: [] }, 'de-DE'), user, 'de-DE');
      await expectRefused(await asSupervisor(paths.edit, { ...editBodyOf(user), warehouseIds: warehouses }), user);
      await loginAs(app, 'sa-edit', GOOD_PASSWORD);
    });

    it('is not deleted, and neither is anyone else in the same batch', async () => {
      const user = await stronger('sa-delete');
      const weak = await withRole('sa-delete-weak', roles.operator);
      const response = await asSupervisor(paths.batchDelete, { ids: [weak.id, user.id] }, 'de-DE');
      await expectRefused(response, user, 'de-DE');
      expect(await current(weak)).toEqual(weak);
    });

    it('keeps its password and gets no face registered', async () => {
      const user = await stronger('sa-sign-in');
      const reset = await asSupervisor(paths.resetPassword, { id: user.id, newPassword: 'Taken#123' }, 'zh-Hans');
      await expectRefused(reset, user, 'zh-Hans');
      await loginAs(app, 'sa-sign-in', GOOD_PASSWORD);
      await expectRefused(await asSupervisor(API_PATHS.admin.faceUpdate(user.id), { image: FACE }), user);
    });

    it('names the rights the supervisor lacks', async () => {
      const user = await stronger('sa-named');
      const { message } = failureOf(await asSupervisor(paths.edit, { ...editBodyOf(user), name: 'Renamed' }), 403);
      expect(message).toMatch(/You do not hold: permission:WebBaseService\.\w+/);
    });
  });

  describe('an account within the supervisor’s grants', () => {
    it('is edited, disabled, re-roled and moved, whether weaker or equal', async () => {
      for (const [userName, roleId] of [
        ['sa-weaker', roles.operator],
        ['sa-equal', roles.supervisor],
      ] as const) {
        const user = await withRole(userName, roleId);
        const edited = dataOf<LeadUser>(
          await asSupervisor(paths.edit, {
            ...editBodyOf(user),
            name: 'Renamed',
            enabled: false,
            roleIds: [roles.operator],
            warehouseIds: warehouses.slice(1, 2),
          }),
        );
        expect(edited).toMatchObject({ name: 'Renamed', enabled: false, roleIds: [roles.operator] });
        expect(edited.warehouseIds).toEqual(warehouses.slice(1, 2));
      }
    });

    it('has its password reset and its face registered, and can be deleted', async () => {
      const user = await withRole('sa-managed', roles.supervisor);
      dataOf(await asSupervisor(paths.resetPassword, { id: user.id, newPassword: 'Other#123' }));
      await loginAs(app, 'sa-managed', 'Other#123');
      expect(dataOf<LeadUser>(await asSupervisor(API_PATHS.admin.faceUpdate(user.id), { image: FACE })).hasFace).toBe(
        true,
      );
      expect(dataOf(await asSupervisor(paths.batchDelete, { ids: [user.id] }))).toEqual({ deleted: 1 });
    });
  });

  it('lets an administrator change the stronger account', async () => {
    const user = await stronger('sa-by-admin');
    const asAdmin = (path: string, body: object) => post(app, path, body, { as: admin });
    const edited = dataOf<LeadUser>(
      await asAdmin(paths.edit, {
        ...editBodyOf(user),
        name: 'Renamed',
        enabled: false,
        roleIds: [roles.operator],
        warehouseIds: [],
      }),
    );
    expect(edited).toMatchObject({ name: 'Renamed', enabled: false, roleIds: [roles.operator], warehouseIds: [] });
    dataOf(await asAdmin(paths.resetPassword, { id: user.id, newPassword: 'Other#123' }));
    expect(dataOf<LeadUser>(await asAdmin(API_PATHS.admin.faceUpdate(user.id), { image: FACE })).hasFace).toBe(true);
    expect(dataOf(await asAdmin(paths.batchDelete, { ids: [user.id] }))).toEqual({ deleted: 1 });
  });

  // Two connections at once: only PostgreSQL has them (PGlite runs one transaction at a time).
  describe.skipIf(testDatabaseKind !== 'postgres')('while the account is being made stronger', () => {
    it('waits for that change and then refuses, rather than disabling an account that holds more', async () => {
      const user = await withRole('sa-racing', roles.operator);
      const strengthening = await holdOpen(app, async (tx) => {
        await tx.execute(sql`insert into user_roles (user_id, role_id) values (${user.id}, ${roles.administrator})`);
      });
      const disabling = asSupervisor(paths.edit, { ...editBodyOf(user), enabled: false });
      await untilBlockedOrAnswered(app, disabling);
      await strengthening.commit();
      const { message } = failureOf(await disabling, 403);
      expect(message.startsWith(refusal.en?.('sa-racing') ?? '?')).toBe(true);
      expect((await current(user)).enabled).toBe(true);
    });
  });
});
