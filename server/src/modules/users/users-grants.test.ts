import { API_PATHS, type LeadUser } from '@workbench/contracts';
import { beforeAll, expect, it } from 'vitest';
import { admin, app, supervisor, useDemoPlant } from '../../../test/demo-plant';
import { faceJpeg } from '../../../test/face-samples';
import { describeWithDb, loginAs, post } from '../../../test/helper';
import { auditOf, createUser, dataOf, demoRoleIds, editBodyOf, failureOf, GOOD_PASSWORD, get } from './users.testing';

const paths = API_PATHS.admin.users;
/** A picture with one face: saving it runs the face model, as on /User. */
const FACE = faceJpeg('ada', { width: 240 }).toString('base64');

/*
 * The demo supervisor holds UserManage but is no administrator: they may hand out only what they
 * hold themselves, and must not become more through the accounts they manage.
 */
describeWithDb('user administration by a non-administrator', () => {
  let roles: { administrator: string; operator: string; supervisor: string };

  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  beforeAll(async () => {
    roles = await demoRoleIds(app);
  });

  const create = (fields: object, language = 'en') =>
    post(app, paths.create, { name: 'Someone', password: GOOD_PASSWORD, ...fields }, { as: supervisor, language });

  it('creates accounts with the roles the supervisor holds, recorded under their name', async () => {
    const created = dataOf<LeadUser>(
      await create({ userName: 'sv-made', roleIds: [roles.operator, roles.supervisor] }),
    );
    expect(created.roleIds.sort()).toEqual([roles.operator, roles.supervisor].sort());
    const [entry] = await auditOf(app, admin, created.id);
    expect(entry).toMatchObject({ action: 'create', actorUserName: 'supervisor' });
  });

  it('refuses a role granting more than the supervisor holds, and the administrator flag', async () => {
    const tooMuch = failureOf(await create({ userName: 'sv-too-much', roleIds: [roles.administrator] }), 403);
    expect(tooMuch.message).toMatch(/^You cannot grant what you do not hold yourself: /);
    const flag = failureOf(await create({ userName: 'sv-admin', isAdmin: true }), 403);
    expect(flag.message).toBe('Only an administrator can make someone an administrator.');
    const page = dataOf<{ totalCount: number }>(await post(app, paths.pageList, { filter: 'sv-' }, { as: admin }));
    expect(page.totalCount).toBe(1);
  });

  it('refuses adding a role granting more than the supervisor holds, and the administrator flag', async () => {
    const user = await createUser(app, admin, { userName: 'sv-mixed', roleIds: [roles.operator] });
    const added = failureOf(
      await post(
        app,
        paths.edit,
        { ...editBodyOf(user), roleIds: [roles.operator, roles.administrator] },
        { as: supervisor, language: 'en' },
      ),
      403,
    );
    expect(added.message).toContain('cannot grant');
    const flag = failureOf(
      await post(app, paths.edit, { ...editBodyOf(user), isAdmin: true }, { as: supervisor }),
      403,
    );
    // Without Accept-Language the answer is in zh-Hans (docs/api.md §1).
    expect(flag.message).toBe('只有管理员才能将他人设为管理员。');
    const renamed = dataOf<LeadUser>(
      await post(app, paths.edit, { ...editBodyOf(user), name: 'Renamed' }, { as: supervisor }),
    );
    expect(renamed).toMatchObject({ roleIds: [roles.operator], isAdmin: false });
  });

  it('refuses password, card and face of an account holding more than the supervisor', async () => {
    const user = await createUser(app, admin, { userName: 'sv-strong', roleIds: [roles.administrator] });
    const reset = failureOf(
      await post(
        app,
        paths.resetPassword,
        { id: user.id, newPassword: 'Taken#123' },
        { as: supervisor, language: 'en' },
      ),
      403,
    );
    expect(reset.message).toMatch(/^The account "sv-strong" holds rights you do not have/);
    failureOf(await post(app, paths.edit, { ...editBodyOf(user), cardNo: 'MY-CARD' }, { as: supervisor }), 403);
    failureOf(await post(app, API_PATHS.admin.faceUpdate(user.id), { image: FACE }, { as: supervisor }), 403);
    await loginAs(app, 'sv-strong', GOOD_PASSWORD);
    expect(dataOf<LeadUser>(await get(app, `${paths.get}?id=${user.id}`, admin))).toMatchObject({
      cardNo: null,
      hasFace: false,
    });
  });

  it('resets the password of an account within the supervisor’s grants', async () => {
    const user = await createUser(app, admin, { userName: 'sv-weak', roleIds: [roles.operator] });
    dataOf(await post(app, paths.resetPassword, { id: user.id, newPassword: 'Other#123' }, { as: supervisor }));
    await loginAs(app, 'sv-weak', 'Other#123');
  });

  it('cannot change, reset or delete an administrator’s account', async () => {
    const boss = await createUser(app, admin, { userName: 'sv-boss', isAdmin: true });
    for (const response of [
      await post(app, paths.edit, { ...editBodyOf(boss), name: 'Demoted' }, { as: supervisor }),
      await post(app, paths.resetPassword, { id: boss.id, newPassword: 'Taken#123' }, { as: supervisor }),
      await post(app, paths.batchDelete, { ids: [boss.id] }, { as: supervisor }),
      await post(app, API_PATHS.admin.faceUpdate(boss.id), { image: FACE }, { as: supervisor }),
    ]) {
      failureOf(response, 403);
    }
    expect(dataOf<LeadUser>(await get(app, `${paths.get}?id=${boss.id}`, admin))).toMatchObject({ name: 'sv-boss' });
  });
});
