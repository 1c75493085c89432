import { ALL_PERMISSION_CODES, PERMISSIONS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { app, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { demoLookup } from '../../seed/demo-lookup';
import { applications, dataPermissions } from '../catalogue/applications/applications.table';
import { menus } from '../catalogue/menus/menus.table';
import { loadUserGrants } from './grants.service';
import { rolePermissions, roles } from './roles.table';
import { userRoles, users } from './users.table';

describeWithDb('loadUserGrants', () => {
  const userId = async (userName: string) => {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    if (!row) throw new Error(`no user ${userName}`);
    return row.id;
  };

  useDemoPlant({ signIn: [] });

  it('grants administrators every code, application, menu and data permission', async () => {
    const grants = await loadUserGrants(app.db, await userId('admin'));
    expect(grants.isAdmin).toBe(true);
    expect([...grants.permissionCodes].sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    expect(grants.applicationIds.size).toBe((await app.db.select().from(applications)).length);
    expect(grants.menuIds.size).toBe((await app.db.select().from(menus)).length);
    expect(grants.dataPermissionIds.size).toBe((await app.db.select().from(dataPermissions)).length);
  });

  it("unites the operator's role grants: WMS and MES, their pages, Suzhou only", async () => {
    const demo = demoLookup(app.db);
    const grants = await loadUserGrants(app.db, await userId('operator'));
    expect(grants.isAdmin).toBe(false);
    expect(grants.permissionCodes.size).toBe(0);
    expect(grants.applicationIds).toEqual(new Set([await demo.applicationId('WMS'), await demo.applicationId('MES')]));
    expect(grants.menuIds.size).toBe(9);
    expect(grants.menuIds.has(await demo.menuId('WMS.Inventory.StockList'))).toBe(true);
    expect(grants.menuIds.has(await demo.menuId('WMS.Inventory.StockTransfer'))).toBe(false);
    expect(grants.dataPermissionIds.has(await demo.dataPermissionId('WMS', 'SZ01', 'WH-SZ-RAW'))).toBe(true);
    expect(grants.dataPermissionIds.has(await demo.dataPermissionId('WMS', 'ST01', 'WH-ST-01'))).toBe(false);
  });

  it('adds the parents of granted codes and unites several roles', async () => {
    const id = await addUser(app, { userName: 'planner', password: 'Planner#1' });
    const [role] = await app.db.insert(roles).values({ name: 'Job planner' }).returning({ id: roles.id });
    if (!role) throw new Error('role not stored');
    await app.db.insert(rolePermissions).values({ roleId: role.id, permissionCode: PERMISSIONS.jobManage });
    const [operatorRole] = await app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Operator'));
    await app.db.insert(userRoles).values([
      { userId: id, roleId: role.id },
      { userId: id, roleId: operatorRole?.id ?? '' },
    ]);
    const grants = await loadUserGrants(app.db, id);
    expect([...grants.permissionCodes].sort()).toEqual(
      [PERMISSIONS.systemSetting, PERMISSIONS.otherSetting, PERMISSIONS.jobManage].sort(),
    );
    expect(grants.applicationIds.size).toBe(2);
  });

  it('grants nothing to users without roles, unknown users and malformed ids', async () => {
    const id = await addUser(app, { userName: 'newcomer', password: 'Newcomer#1' });
    for (const who of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const grants = await loadUserGrants(app.db, who);
      expect(grants.isAdmin).toBe(false);
      expect(grants.permissionCodes.size + grants.applicationIds.size + grants.menuIds.size).toBe(0);
      expect(grants.dataPermissionIds.size).toBe(0);
    }
  });
});
