import { API_PATHS, PERMISSIONS, type Role } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, app, demo, useDemoPlant } from '../../../test/demo-plant';
import { holdOpen, untilBlockedOrAnswered } from '../../../test/held-transaction';
import { describeWithDb, loginAs, post, type SignedIn, testDatabaseKind } from '../../../test/helper';
import { addUser } from '../../../test/users';
import { auditOf, dataOf, failureOf, roleIdByName } from '../users/users.testing';

const paths = API_PATHS.admin.roles;

/*
 * Joining or leaving a role changes the account. A role manager who is not an administrator
 * changes the members of a role only among accounts whose rights they all hold themselves, even
 * when they hold everything the role grants; administrators change anyone's memberships.
 */
describeWithDb('role members holding more than the role manager', () => {
  let manager: SignedIn;
  let held: { permissionCodes: string[]; applicationIds: string[]; menuIds: string[] };
  let ids: { stronger: string; administrator: string; peer: string; weaker: string };

  useDemoPlant({ signIn: ['admin'] });

  beforeAll(async () => {
    held = {
      permissionCodes: [PERMISSIONS.roleManage],
      applicationIds: [await demo.applicationId('WMS')],
      menuIds: [await demo.menuId('WMS.Inventory.StockList')],
    };
    const managerId = await addUser(app, { userName: 'rm-manager', password: 'Manager#1' });
    ids = {
      stronger: await addUser(app, { userName: 'rm-stronger', password: 'Stronger#1' }),
      administrator: await addUser(app, { userName: 'rm-administrator', password: 'Admin#123', isAdmin: true }),
      peer: await addUser(app, { userName: 'rm-peer', password: 'PeerPeer#1' }),
      weaker: await addUser(app, { userName: 'rm-weaker', password: 'Weaker#12' }),
    };
    // The manager and their peer hold the same role; the stronger account holds the Supervisor role too.
    dataOf(
      await post(app, paths.create, { name: 'Role managers', ...held, userIds: [managerId, ids.peer] }, { as: admin }),
    );
    const supervisorRole = await roleIdByName(app, 'Supervisor');
    const supervisors = dataOf<Role>(
      await app.inject({ method: 'GET', url: `${paths.get}?id=${supervisorRole}`, headers: admin.headers }),
    );
    const { members, creationTime: _time, ...fields } = supervisors;
    const userIds = [...members.map((member) => member.id), ids.stronger];
    dataOf(await post(app, paths.edit, { ...fields, userIds }, { as: admin }));
    manager = await loginAs(app, 'rm-manager', 'Manager#1');
  });

  /** A role granting only what the manager holds, made by an administrator with these members. */
  const stockRole = async (name: string, userIds: string[]) =>
    dataOf<Role>(await post(app, paths.create, { name, ...held, dataPermissionIds: [], userIds }, { as: admin }));
  const withMembers = (role: Role, userIds: string[]) => {
    const { members: _members, creationTime: _time, ...fields } = role;
    return { ...fields, userIds };
  };
  const memberIds = async (role: Role) => {
    const response = await app.inject({ method: 'GET', url: `${paths.get}?id=${role.id}`, headers: admin.headers });
    return dataOf<Role>(response)
      .members.map((member) => member.id)
      .sort();
  };
  const asManager = (path: string, body: object, language = 'en') => post(app, path, body, { as: manager, language });

  /** Refused with this message, the members as they were and no change recorded. */
  async function expectRefused(response: LightMyRequestResponse, role: Role, message: string): Promise<void> {
    expect(failureOf(response, 403).message.startsWith(message), response.body).toBe(true);
    expect(await memberIds(role)).toEqual(role.members.map((member) => member.id).sort());
    expect((await auditOf(app, admin, role.id)).map((entry) => entry.action)).toEqual(['create']);
  }

  it('refuses taking a stronger account out of a role the manager fully holds', async () => {
    const role = await stockRole('Stock keepers', [ids.stronger, ids.weaker]);
    await expectRefused(
      await asManager(paths.edit, withMembers(role, [ids.weaker])),
      role,
      'The account "rm-stronger" holds rights you do not have, so you cannot change it. You do not hold: ',
    );
  });

  it('refuses putting a stronger account into such a role, in the caller’s language', async () => {
    const role = await stockRole('Stock counters', []);
    await expectRefused(
      await asManager(paths.edit, withMembers(role, [ids.stronger]), 'zh-Hans'),
      role,
      '账号“rm-stronger”拥有您未拥有的权限，您不能修改该账号。',
    );
    const created = await asManager(
      paths.create,
      { name: 'Stock auditors', ...held, dataPermissionIds: [], userIds: [ids.weaker, ids.stronger] },
      'de-DE',
    );
    expect(failureOf(created, 403).message).toMatch(/^Das Konto „rm-stronger“ hat Rechte, die Sie selbst nicht haben/);
    const page = dataOf<{ totalCount: number }>(
      await post(app, paths.pageList, { filter: 'Stock auditors' }, { as: admin }),
    );
    expect(page.totalCount).toBe(0);
  });

  it('refuses an administrator’s account either way', async () => {
    const role = await stockRole('Stock admins', [ids.administrator]);
    const message = "Only an administrator can change or delete an administrator's account.";
    await expectRefused(await asManager(paths.edit, withMembers(role, [])), role, message);
    const empty = await stockRole('Stock admins too', []);
    await expectRefused(await asManager(paths.edit, withMembers(empty, [ids.administrator])), empty, message);
  });

  it('lets the manager put in and take out accounts holding no more than they do', async () => {
    const role = await stockRole('Stock movers', [ids.weaker]);
    const joined = dataOf<Role>(await asManager(paths.edit, withMembers(role, [ids.weaker, ids.peer])));
    expect(joined.members.map((member) => member.userName).sort()).toEqual(['rm-peer', 'rm-weaker']);
    const left = dataOf<Role>(await asManager(paths.edit, withMembers(joined, [])));
    expect(left.members).toEqual([]);
  });

  it('lets an administrator change anyone’s memberships', async () => {
    const role = await stockRole('Stock leads', [ids.stronger]);
    const edit = (userIds: string[]) => post(app, paths.edit, withMembers(role, userIds), { as: admin });
    expect(dataOf<Role>(await edit([ids.administrator])).members.map((member) => member.id)).toEqual([
      ids.administrator,
    ]);
    expect(dataOf<Role>(await edit([ids.stronger])).members.map((member) => member.id)).toEqual([ids.stronger]);
  });

  // Two connections at once: only PostgreSQL has them (PGlite runs one transaction at a time).
  describe.skipIf(testDatabaseKind !== 'postgres')('while a member is being made an administrator', () => {
    it('waits for that change and then refuses to take them out', async () => {
      const racer = await addUser(app, { userName: 'rm-racer', password: 'Racer#123' });
      const role = await stockRole('Stock racers', [racer]);
      const promoting = await holdOpen(app, async (tx) => {
        await tx.execute(sql`update users set is_admin = true where id = ${racer}`);
      });
      const removing = asManager(paths.edit, withMembers(role, []));
      await untilBlockedOrAnswered(app, removing);
      await promoting.commit();
      await expectRefused(
        await removing,
        role,
        "Only an administrator can change or delete an administrator's account.",
      );
    });
  });
});
