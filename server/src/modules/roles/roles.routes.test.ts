import { API_PATHS, type AuditEntry, PERMISSIONS, type Role, type RoleListItem } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin, app, demo, useDemoPlant } from '../../../test/demo-plant';
import { describeWithDb, loginAs, post } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { users } from '../access/users.table';

const NOWHERE = '00000000-0000-4000-8000-000000000000';
const paths = API_PATHS.admin.roles;

describeWithDb('role administration', () => {
  useDemoPlant({ signIn: ['admin'] });

  const getRole = (id: string, as = admin) =>
    app.inject({ method: 'GET', url: `${paths.get}?id=${encodeURIComponent(id)}`, headers: as.headers });
  const list = async (body: object) => {
    const response = await post(app, paths.pageList, { maxResultCount: 100, ...body }, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { items: RoleListItem[]; totalCount: number };
  };
  const create = async (body: object) => {
    const response = await post(app, paths.create, body, { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Role;
  };
  const auditOf = async (resourceId: string) => {
    const response = await post(
      app,
      API_PATHS.admin.auditLog.pageList,
      { resource: 'role', resourceId, sorting: 'time asc' },
      { as: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { items: AuditEntry[] }).items;
  };

  describe('permission', () => {
    it('refuses every call to users without the role-management code (supervisor, operator)', async () => {
      const supervisor = await loginAs(app, 'supervisor', 'Supervisor#1');
      const operator = await loginAs(app, 'operator', 'Operator#1');
      for (const as of [supervisor, operator]) {
        const calls = [
          post(app, paths.pageList, {}, { as }),
          post(app, paths.create, { name: 'Sneaky' }, { as }),
          post(app, paths.edit, { id: NOWHERE, name: 'Sneaky' }, { as }),
          post(app, paths.batchDelete, { ids: [NOWHERE] }, { as }),
          post(app, paths.grantCatalogue, undefined, { as }),
          getRole(NOWHERE, as),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ code: 0, errorCode: '10000' });
        }
      }
      expect((await list({ filter: 'Sneaky' })).totalCount).toBe(0);
    });
  });

  describe('list', () => {
    it('lists roles by name with member and application counts', async () => {
      const page = await list({});
      expect(page.items.map((role) => role.name)).toEqual(['Administrator', 'Operator', 'Supervisor']);
      expect(page.totalCount).toBe(3);
      expect(page.items.find((role) => role.name === 'Supervisor')).toMatchObject({
        memberCount: 1,
        applicationCount: 3,
        permissionCodes: [PERMISSIONS.eventCenter, PERMISSIONS.operationCenter, PERMISSIONS.userManage].sort(),
      });
    });

    it('filters by name or description ignoring case, with % and _ taken literally', async () => {
      expect((await list({ filter: 'OPER' })).items.map((role) => role.name)).toEqual(['Operator']);
      expect((await list({ filter: 'shift supervisors' })).items.map((role) => role.name)).toEqual(['Supervisor']);
      expect((await list({ filter: '%' })).totalCount).toBe(0);
      expect((await list({ filter: '_' })).totalCount).toBe(0);
    });

    it('sorts by member count and pages', async () => {
      await create({
        name: 'Crowd',
        userIds: [
          await addUser(app, { userName: 'crowd1', password: 'Crowd#123' }),
          await addUser(app, { userName: 'crowd2', password: 'Crowd#123' }),
        ],
      });
      const page = await list({ sorting: 'memberCount desc', maxResultCount: 2 });
      expect(page.items.map((role) => role.name)).toEqual(['Crowd', 'Administrator']);
      expect(page.totalCount).toBe(4);
      const second = await list({ sorting: 'memberCount desc', maxResultCount: 2, skipCount: 2 });
      expect(second.items.map((role) => role.name)).toEqual(['Operator', 'Supervisor']);
    });

    it('counts live accounts only', async () => {
      const ghost = await addUser(app, { userName: 'ghost', password: 'Ghost#123' });
      const role = await create({ name: 'Haunted', userIds: [ghost] });
      await app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ghost));
      expect((await list({ filter: 'Haunted' })).items[0]?.memberCount).toBe(0);
      expect(((await getRole(role.id)).json().data as Role).members).toEqual([]);
    });

    it('refuses sorting by an unknown field with a 400 naming it', async () => {
      const response = await post(app, paths.pageList, { sorting: 'password asc' }, { as: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ field: 'sorting' })]);
    });
  });

  describe('create, get, edit', () => {
    it('creates a role with grants and members, records it, and reads it back', async () => {
      const member = await addUser(app, { userName: 'packer', password: 'Packer#123', name: 'Pat Packer' });
      const wms = await demo.applicationId('WMS');
      const stockList = await demo.menuId('WMS.Inventory.StockList');
      const raw = await demo.dataPermissionId('WMS', 'SZ01', 'WH-SZ-RAW');
      const role = await create({
        name: '  Packers ',
        description: 'Packing line',
        permissionCodes: [PERMISSIONS.eventCenter],
        applicationIds: [wms, wms],
        menuIds: [stockList],
        dataPermissionIds: [raw],
        userIds: [member],
      });
      expect(role).toMatchObject({
        name: 'Packers',
        description: 'Packing line',
        permissionCodes: [PERMISSIONS.eventCenter],
        applicationIds: [wms],
        menuIds: [stockList],
        dataPermissionIds: [raw],
        members: [{ id: member, userName: 'packer', name: 'Pat Packer' }],
      });
      const read = await getRole(role.id);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual(role);

      const [entry] = await auditOf(role.id);
      expect(entry).toMatchObject({ action: 'create', actorUserName: 'admin', resourceName: 'Packers', before: null });
      expect(entry?.after).toMatchObject({ applicationIds: [wms], userIds: [member] });
    });

    it('answers 400 with details for invalid fields and unknown ids', async () => {
      const invalid = await post(app, paths.create, { name: ' ', permissionCodes: ['Made.Up'] }, { as: admin });
      expect(invalid.statusCode).toBe(400);
      expect(
        invalid
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(['name', 'permissionCodes.0']);

      const unknown = await post(
        app,
        paths.create,
        {
          name: 'Ghosts',
          applicationIds: [NOWHERE],
          menuIds: ['nope'],
          dataPermissionIds: [NOWHERE],
          userIds: [NOWHERE],
        },
        { as: admin },
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ errorCode: '10000' });
      expect(unknown.json().details.map((d: { field: string }) => d.field)).toEqual([
        'applicationIds',
        'menuIds',
        'dataPermissionIds',
        'userIds',
      ]);
      expect(unknown.json().details[1].message).toContain('nope');
      expect((await list({ filter: 'Ghosts' })).totalCount).toBe(0);
    });

    it('refuses a name in use, ignoring case, with a 409 (create and rename)', async () => {
      const duplicate = await post(app, paths.create, { name: 'oPeRaToR' }, { as: admin, language: 'de-DE' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ errorCode: '10000', message: expect.stringContaining('oPeRaToR') });
      const role = await create({ name: 'Loaders' });
      const rename = await post(app, paths.edit, { id: role.id, name: 'SUPERVISOR' }, { as: admin });
      expect(rename.statusCode).toBe(409);
      const recase = await post(app, paths.edit, { id: role.id, name: 'LOADERS' }, { as: admin });
      expect(recase.statusCode, recase.body).toBe(200);
    });

    it('lets only one of two simultaneous creations of the same name through, never with a 500', async () => {
      const answers = await Promise.all(
        ['Twins', 'TWINS', 'twins'].map((name) => post(app, paths.create, { name }, { as: admin })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('answers 404 for unknown and malformed ids, 400 for a missing one', async () => {
      expect((await getRole(NOWHERE)).statusCode).toBe(404);
      expect((await getRole('not-an-id')).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: paths.get, headers: admin.headers })).statusCode).toBe(400);
      const edit = await post(app, paths.edit, { id: NOWHERE, name: 'Nobody' }, { as: admin });
      expect(edit.statusCode).toBe(404);
    });

    it('replaces the grants on edit; members change only when userIds is sent', async () => {
      const first = await addUser(app, { userName: 'shift-a', password: 'Shift#123' });
      const second = await addUser(app, { userName: 'shift-b', password: 'Shift#123' });
      const mes = await demo.applicationId('MES');
      const role = await create({ name: 'Shift', applicationIds: [await demo.applicationId('WMS')], userIds: [first] });

      const kept = await post(app, paths.edit, { id: role.id, name: 'Shift', applicationIds: [mes] }, { as: admin });
      expect(kept.json().data).toMatchObject({ applicationIds: [mes], members: [{ id: first }] });
      const replaced = await post(app, paths.edit, { id: role.id, name: 'Shift', userIds: [second] }, { as: admin });
      expect(replaced.json().data).toMatchObject({ applicationIds: [], members: [{ id: second }] });

      const entries = await auditOf(role.id);
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'edit', 'edit']);
      expect(entries[1]?.before).toMatchObject({ applicationIds: [await demo.applicationId('WMS')], userIds: [first] });
      expect(entries[1]?.after).toMatchObject({ applicationIds: [mes], userIds: [first] });
    });
  });

  describe('batchDelete', () => {
    it('deletes nothing when one id is unknown, everything otherwise, and records each', async () => {
      const a = await create({ name: 'Temp A' });
      const b = await create({
        name: 'Temp B',
        userIds: [await addUser(app, { userName: 'temp', password: 'Temp#1234' })],
      });
      const refused = await post(app, paths.batchDelete, { ids: [a.id, NOWHERE] }, { as: admin });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toContain(NOWHERE);
      expect((await list({ filter: 'Temp' })).totalCount).toBe(2);

      const done = await post(app, paths.batchDelete, { ids: [a.id, b.id, a.id] }, { as: admin });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toEqual({ deleted: 2 });
      expect((await list({ filter: 'Temp' })).totalCount).toBe(0);
      const entry = (await auditOf(b.id)).find((candidate) => candidate.action === 'delete');
      expect(entry).toMatchObject({ resourceName: 'Temp B', after: null });
      expect(entry?.before).toMatchObject({ userIds: [expect.any(String)] });
    });

    it('refuses an empty list', async () => {
      const response = await post(app, paths.batchDelete, { ids: [] }, { as: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([expect.objectContaining({ field: 'ids' })]);
    });
  });
});
