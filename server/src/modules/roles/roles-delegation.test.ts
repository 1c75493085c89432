import { API_PATHS, type GrantCatalogue, type MenuItem, PERMISSIONS, type Role } from '@workbench/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post, type SignedIn } from '../../../test/helper';
import { addUser } from '../../../test/users';

const paths = API_PATHS.admin.roles;
const pageCodes = (tree: MenuItem[]): string[] =>
  tree.flatMap((item) => (item.menuType === 'Page' ? [item.menuCode] : pageCodes(item.children)));

/**
 * A role manager who is not an administrator hands out only what they hold (docs/api.md §5), and
 * changes reach the members on their next load.
 */
describeWithDb('role administration by a non-administrator', () => {
  let manager: SignedIn;
  let managerId: string;
  let operatorId: string;
  let held: { wms: string; stockList: string; orders: string; raw: string };

  useDemoPlant({ signIn: ['admin'] });

  beforeAll(async () => {
    held = {
      wms: await demo.applicationId('WMS'),
      stockList: await demo.menuId('WMS.Inventory.StockList'),
      orders: await demo.menuId('WMS.Inbound.Orders'),
      raw: await demo.dataPermissionId('WMS', 'SZ01', 'WH-SZ-RAW'),
    };
    managerId = await addUser(app, { userName: 'role-manager', password: 'Manager#1' });
    operatorId = await addUser(app, { userName: 'line-worker', password: 'Worker#12' });
    const setup = await post(
      app,
      paths.create,
      {
        name: 'Role managers',
        permissionCodes: [PERMISSIONS.roleManage],
        applicationIds: [held.wms],
        menuIds: [held.stockList, held.orders],
        dataPermissionIds: [held.raw],
        userIds: [managerId],
      },
      { as: admin },
    );
    expect(setup.statusCode, setup.body).toBe(200);
    manager = await loginAs(app, 'role-manager', 'Manager#1');
  });

  // English answers, so the tests can tell the refusals apart by their message.
  const asManager = (path: string, body: object) => post(app, path, body, { as: manager, language: 'en' });
  const createAsManager = (body: object) => asManager(paths.create, body);
  const roleNamed = async (name: string) => {
    const page = await post(app, paths.pageList, { filter: name }, { as: admin });
    const id = page.json().data.items.find((item: { name: string }) => item.name === name)?.id as string;
    return (await app.inject({ method: 'GET', url: `${paths.get}?id=${id}`, headers: admin.headers })).json()
      .data as Role;
  };
  const expectRefused = (response: { statusCode: number; json: () => { errorCode: string } }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('10000');
  };

  describe('grant catalogue', () => {
    it('offers a role manager only what they hold', async () => {
      const response = await post(app, paths.grantCatalogue, undefined, { as: manager });
      expect(response.statusCode, response.body).toBe(200);
      const catalogue = response.json().data as GrantCatalogue;
      expect(catalogue.permissionCodes).toEqual([PERMISSIONS.teamManagement, PERMISSIONS.roleManage]);
      expect(catalogue.applications.map((application) => application.id)).toEqual([held.wms]);
      const [wms] = catalogue.applications;
      expect(wms).toMatchObject({ displayName: '仓储管理', enName: expect.any(String) });
      expect(pageCodes(wms?.menus ?? []).sort()).toEqual(['WMS.Inbound.Orders', 'WMS.Inventory.StockList']);
      expect(wms?.menus[0]).toMatchObject({ menuType: 'Service', menuCode: 'WMS', dbId: null, isCollect: false });
      expect(wms?.dbInstances).toEqual([
        expect.objectContaining({ code: 'SZ01', dataPermissionOutputs: [expect.objectContaining({ id: held.raw })] }),
      ]);
    });

    it('offers administrators everything', async () => {
      const catalogue = (await post(app, paths.grantCatalogue, {}, { as: admin })).json().data as GrantCatalogue;
      expect(catalogue.permissionCodes).toContain(PERMISSIONS.individuationManage);
      expect(catalogue.applications.map((application) => application.displayName)).toHaveLength(5);
      const wms = catalogue.applications.find((application) => application.id === held.wms);
      expect(pageCodes(wms?.menus ?? [])).toContain('WMS.Outbound.LoadingList');
      expect(wms?.dbInstances.map((instance) => instance.code)).toEqual(['SZ01', 'ST01']);
    });
  });

  describe('creating and editing', () => {
    it('lets them hand out what they hold, page containers included', async () => {
      const response = await createAsManager({
        name: 'Stock clerks',
        permissionCodes: [PERMISSIONS.teamManagement],
        applicationIds: [held.wms],
        menuIds: [held.stockList, await demo.menuId('WMS'), await demo.menuId('WMS.Inventory')],
        dataPermissionIds: [held.raw],
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('refuses an application, page, data permission, code or container they do not hold', async () => {
      const attempts = [
        { applicationIds: [await demo.applicationId('MES')] },
        { menuIds: [await demo.menuId('WMS.Inventory.StockTransfer')] },
        { dataPermissionIds: [await demo.dataPermissionId('WMS', 'ST01', 'WH-ST-01')] },
        { permissionCodes: [PERMISSIONS.userManage] },
        { menuIds: [await demo.menuId('MES')] },
      ];
      for (const attempt of attempts) {
        const response = await createAsManager({ name: 'Escalation', ...attempt });
        expectRefused(response);
        expect(response.json().message).toMatch(/do not hold/);
      }
      const page = await post(app, paths.pageList, { filter: 'Escalation' }, { as: admin });
      expect(page.json().data.totalCount).toBe(0);
    });

    it('lets them rename a role holding more than they do and take grants away, but not add unheld ones', async () => {
      const supervisor = await roleNamed('Supervisor');
      const { members, creationTime, ...fields } = supervisor;
      const renamed = await asManager(paths.edit, { ...fields, name: 'Shift leads' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const fewer = await asManager(paths.edit, { ...fields, name: 'Shift leads', dataPermissionIds: [] });
      expect(fewer.statusCode, fewer.body).toBe(200);
      expect(fewer.json().data.members).toEqual(members);
      const restore = await asManager(paths.edit, { ...fields, name: 'Shift leads' });
      expectRefused(restore);
    });
  });

  describe('members', () => {
    it('lets them add members to a role whose grants they all hold', async () => {
      const role = (
        await createAsManager({ name: 'Pickers', applicationIds: [held.wms], menuIds: [held.orders] })
      ).json().data as Role;
      const response = await asManager(paths.edit, {
        id: role.id,
        name: 'Pickers',
        applicationIds: [held.wms],
        userIds: [operatorId],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.members.map((member: { id: string }) => member.id)).toEqual([operatorId]);
    });

    it('refuses new members for a role granting more than they hold', async () => {
      const operatorRole = await roleNamed('Operator');
      const { members, creationTime, ...fields } = operatorRole;
      const add = await asManager(paths.edit, { ...fields, userIds: [...members.map((m) => m.id), operatorId] });
      expectRefused(add);
      expect(add.json().message).toMatch(/whose grants you all hold/);
    });

    it('refuses adding themselves, even to a role they could fill', async () => {
      const response = await createAsManager({
        name: 'Self service',
        applicationIds: [held.wms],
        userIds: [managerId],
      });
      expectRefused(response);
      expect(response.json().message).toMatch(/yourself/);
      const byAdmin = await post(app, paths.create, { name: 'Admins too', userIds: [managerId] }, { as: admin });
      expect(byAdmin.statusCode).toBe(200);
    });
  });

  describe('taking effect', () => {
    it("changes the members' applications and menus on their next load", async () => {
      const userId = await addUser(app, { userName: 'inspector', password: 'Inspect#1' });
      const inspector = await loginAs(app, 'inspector', 'Inspect#1');
      const qms = await demo.applicationId('QMS');
      const incoming = await demo.menuId('QMS.Inspection.Incoming');
      const applicationNames = async () =>
        (
          (await post(app, API_PATHS.applications.forCurrentUser, {}, { as: inspector })).json().data as {
            id: string;
          }[]
        ).map((application) => application.id);
      const menuPages = async () => {
        const response = await post(app, API_PATHS.menus.userMenuList, { applicationId: qms }, { as: inspector });
        return response.statusCode === 200
          ? pageCodes(response.json().data.defaultLeadMenuQueryOutput)
          : response.statusCode;
      };
      expect(await applicationNames()).toEqual([]);

      const role = (
        await post(
          app,
          paths.create,
          { name: 'Inspectors', applicationIds: [qms], menuIds: [incoming], userIds: [userId] },
          { as: admin },
        )
      ).json().data as Role;
      expect(await applicationNames()).toEqual([qms]);
      expect(await menuPages()).toEqual(['QMS.Inspection.Incoming']);

      await post(app, paths.edit, { id: role.id, name: 'Inspectors', applicationIds: [qms] }, { as: admin });
      expect(await menuPages()).toEqual([]);
      await post(app, paths.edit, { id: role.id, name: 'Inspectors' }, { as: admin });
      expect(await applicationNames()).toEqual([]);
      expect(await menuPages()).toBe(403);

      await post(app, paths.edit, { id: role.id, name: 'Inspectors', applicationIds: [qms] }, { as: admin });
      expect(await applicationNames()).toEqual([qms]);
      await post(app, paths.batchDelete, { ids: [role.id] }, { as: admin });
      expect(await applicationNames()).toEqual([]);
    });
  });
});
