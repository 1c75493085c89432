import { API_PATHS, type ApplicationAdmin, type PagedResult, PERMISSIONS, type TagAdmin } from '@workbench/contracts';
import { expect, it } from 'vitest';
import { admin, app, demo, supervisor, useDemoPlant } from '../../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../../test/helper';
import { addUser } from '../../../../test/users';
import { rolePermissions, roles } from '../../access/roles.table';
import { userRoles } from '../../access/users.table';
import { auditOf, dataOf, expectRefused, getById, NOWHERE } from '../catalogue-admin.testing';

const paths = API_PATHS.admin.tags;

describeWithDb('tag administration (tag/*)', () => {
  useDemoPlant({ signIn: ['admin', 'supervisor'] });

  const tagList = async (as = admin) =>
    dataOf<PagedResult<TagAdmin>>(await post(app, API_PATHS.tags.pageList, { maxResultCount: 100 }, { as })).items;
  const applicationOf = async (id: string) =>
    dataOf<ApplicationAdmin>(await getById(app, API_PATHS.admin.applications.get, id, admin));

  it('keeps the drawer’s tag list open to every user, now with each tag’s place', async () => {
    expect((await tagList()).map((t) => t.order)).toEqual([0, 1, 2]);
    // The supervisor holds no application-management permission, and still reads the drawer's tags.
    expect((await tagList(supervisor)).length).toBeGreaterThan(0);
  });

  it('shows every tag to an application manager whose roles grant no application', async () => {
    const userId = await addUser(app, { userName: 'tag-manager', password: 'Manager#1' });
    const [role] = await app.db.insert(roles).values({ name: 'Tag managers' }).returning({ id: roles.id });
    await app.db
      .insert(rolePermissions)
      .values({ roleId: role?.id ?? '', permissionCode: PERMISSIONS.applicationManage });
    await app.db.insert(userRoles).values({ userId, roleId: role?.id ?? '' });
    const manager = await loginAs(app, 'tag-manager', 'Manager#1');
    expect(await tagList(manager)).toEqual(await tagList());
  });

  it('is refused to a user without the application-management permission', async () => {
    const [tag] = await tagList();
    expectRefused(await post(app, paths.create, { tagName: 'Sneaky' }, { as: supervisor }), 403);
    expectRefused(await post(app, paths.edit, { id: tag?.id, tagName: 'Sneaky' }, { as: supervisor }), 403);
    expectRefused(await post(app, paths.batchDelete, { ids: [tag?.id] }, { as: supervisor }), 403);
    expectRefused(await getById(app, paths.get, tag?.id ?? '', supervisor), 403);
  });

  it('creates a tag last, refuses a taken or empty name, and records it', async () => {
    const created = dataOf<TagAdmin>(await post(app, paths.create, { tagName: ' Logistics ' }, { as: admin }));
    expect(created).toMatchObject({ tagName: 'Logistics', order: 3 });
    expect((await tagList()).at(-1)).toEqual(created);
    expect(dataOf(await getById(app, paths.get, created.id, admin))).toEqual(created);
    expectRefused(await post(app, paths.create, { tagName: 'Logistics' }, { as: admin }), 409);
    expectRefused(await post(app, paths.create, { tagName: '' }, { as: admin }), 400, ['tagName']);
    expectRefused(await post(app, paths.create, { tagName: 'x'.repeat(129) }, { as: admin }), 400, ['tagName']);
    const [entry] = await auditOf(app, admin, 'tag', created.id);
    expect(entry).toMatchObject({
      action: 'create',
      resourceName: 'Logistics',
      after: { tagName: 'Logistics', order: 3 },
    });
  });

  it('renames a tag and refuses a name another tag has', async () => {
    const [first, second] = await tagList();
    const renamed = dataOf<TagAdmin>(
      await post(app, paths.edit, { id: first?.id, tagName: 'Production' }, { as: admin }),
    );
    expect(renamed).toEqual({ id: first?.id, tagName: 'Production', order: first?.order });
    expectRefused(await post(app, paths.edit, { id: first?.id, tagName: second?.tagName }, { as: admin }), 409);
    expectRefused(await post(app, paths.edit, { id: NOWHERE, tagName: 'Nowhere' }, { as: admin }), 404);
    expectRefused(await getById(app, paths.get, 'garbage', admin), 404);
    const [entry] = await auditOf(app, admin, 'tag', first?.id);
    expect(entry).toMatchObject({
      action: 'edit',
      before: { tagName: first?.tagName },
      after: { tagName: 'Production' },
    });
  });

  it('deletes tags all or nothing, leaving their applications untagged', async () => {
    const mnt = await applicationOf(await demo.applicationId('MNT'));
    const tagId = mnt.specialLeadTagId ?? '';
    expectRefused(await post(app, paths.batchDelete, { ids: [tagId, NOWHERE] }, { as: admin }), 404);
    expect((await applicationOf(mnt.id)).specialLeadTagId).toBe(tagId);

    expect(dataOf(await post(app, paths.batchDelete, { ids: [tagId] }, { as: admin }))).toEqual({ deleted: 1 });
    expect(await applicationOf(mnt.id)).toMatchObject({ specialLeadTagId: null, tagName: null });
    expect((await tagList()).map((t) => t.id)).not.toContain(tagId);
    const [entry] = await auditOf(app, admin, 'tag', tagId);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect((entry?.before as { applicationIds: string[] } | undefined)?.applicationIds).toContain(mnt.id);
  });
});
