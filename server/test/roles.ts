import type { FastifyInstance } from 'fastify';
import { rolePermissions, roles } from '../src/modules/access/roles.table';
import { userRoles } from '../src/modules/access/users.table';

export interface TestRole {
  name: string;
  permissionCodes: readonly string[];
  memberIds: readonly string[];
}

/** Puts a role with its permission codes and members straight into the app's database. */
export async function addRole(app: FastifyInstance, role: TestRole): Promise<string> {
  const [row] = await app.db.insert(roles).values({ name: role.name }).returning({ id: roles.id });
  if (!row) throw new Error(`could not add test role ${role.name}`);
  if (role.permissionCodes.length > 0) {
    await app.db
      .insert(rolePermissions)
      .values(role.permissionCodes.map((permissionCode) => ({ roleId: row.id, permissionCode })));
  }
  if (role.memberIds.length > 0) {
    await app.db.insert(userRoles).values(role.memberIds.map((userId) => ({ userId, roleId: row.id })));
  }
  return row.id;
}
