import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { CardNumbers } from '../modules/access/card-numbers';
import { hashPassword } from '../modules/access/passwords';
import {
  roleApplications,
  roleDataPermissions,
  roleMenus,
  rolePermissions,
  roles,
} from '../modules/access/roles.table';
import { userRoles, users } from '../modules/access/users.table';
import { userWarehouses, warehouses } from '../modules/organization/organization.table';
import type { DemoIds } from './demo-catalogue-writer';
import {
  ADMIN_USER_NAME,
  ADMINISTRATOR_ROLE,
  DEMO_ROLES,
  DEMO_USERS,
  DEMO_WAREHOUSES,
  type DemoRole,
} from './demo-people';

/** Argon2id hashes of the demo users' passwords, by user name (the identity module's hashing). */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const hashes = await Promise.all(
    DEMO_USERS.map(async (user) => [user.userName, await hashPassword(user.password)] as const),
  );
  return new Map(hashes);
}

interface RoleGrantRows {
  applicationIds: string[];
  menuIds: string[];
  dataPermissionIds: string[];
}

function grantsOf(role: DemoRole, ids: DemoIds): RoleGrantRows {
  if (role.applications === 'all') {
    return {
      applicationIds: [...ids.applicationIds.values()],
      menuIds: [...ids.menuIds.values()].flat(),
      dataPermissionIds: [...ids.dataPermissionIds.values()].flatMap((byPlant) => [...byPlant.values()].flat()),
    };
  }
  const result: RoleGrantRows = { applicationIds: [], menuIds: [], dataPermissionIds: [] };
  for (const grant of role.applications) {
    const applicationId = ids.applicationIds.get(grant.app);
    const pageIds = ids.pageIds.get(grant.app);
    if (!applicationId || !pageIds) throw new Error(`demo role ${role.name}: unknown application ${grant.app}`);
    result.applicationIds.push(applicationId);
    const codes = grant.pages === 'all' ? [...pageIds.keys()] : grant.pages;
    for (const code of codes) {
      if (grant.exceptPages?.includes(code)) continue;
      const id = pageIds.get(code);
      if (!id) throw new Error(`demo role ${role.name}: unknown page ${code}`);
      result.menuIds.push(id);
    }
    const byPlant = ids.dataPermissionIds.get(grant.app);
    for (const plant of grant.plants) result.dataPermissionIds.push(...(byPlant?.get(plant) ?? []));
  }
  return result;
}

async function findUserId(db: DbOrTx, userName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${userName.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row?.id;
}

/**
 * Warehouses, the three demo roles with their grants, the supervisor and operator accounts, and
 * the Administrator role plus every warehouse for the bootstrap's admin account.
 */
export async function insertDemoPeople(
  db: DbOrTx,
  ids: DemoIds,
  passwordHashes: Map<string, string>,
  cards: CardNumbers,
): Promise<void> {
  // Warehouses of the same code entered by hand are reused rather than duplicated.
  await db
    .insert(warehouses)
    .values(DEMO_WAREHOUSES.map((warehouse, order) => ({ ...warehouse, order })))
    .onConflictDoNothing();
  const warehouseRows = await db
    .select({ id: warehouses.id, code: warehouses.code })
    .from(warehouses)
    .where(
      inArray(
        warehouses.code,
        DEMO_WAREHOUSES.map((warehouse) => warehouse.code),
      ),
    );
  const warehouseIds = new Map(warehouseRows.map((row) => [row.code, row.id]));

  const roleIds = new Map<string, string>();
  for (const role of DEMO_ROLES) {
    // A role of that name made by hand is reused: the demo only adds its grants to it.
    await db.insert(roles).values({ name: role.name, description: role.description }).onConflictDoNothing();
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
    if (!row) throw new Error(`demo role ${role.name} was not stored`);
    roleIds.set(role.name, row.id);
    const grants = grantsOf(role, ids);
    const roleId = row.id;
    if (role.permissionCodes.length > 0) {
      await db
        .insert(rolePermissions)
        .values(role.permissionCodes.map((permissionCode) => ({ roleId, permissionCode })))
        .onConflictDoNothing();
    }
    await db.insert(roleApplications).values(grants.applicationIds.map((applicationId) => ({ roleId, applicationId })));
    await db.insert(roleMenus).values(grants.menuIds.map((menuId) => ({ roleId, menuId })));
    await db
      .insert(roleDataPermissions)
      .values(grants.dataPermissionIds.map((dataPermissionId) => ({ roleId, dataPermissionId })));
  }

  const adminId = await findUserId(db, ADMIN_USER_NAME);
  if (!adminId) throw new Error('the demo plant needs the admin account; run the bootstrap first');
  const memberships = [{ userId: adminId, roleNames: [ADMINISTRATOR_ROLE], warehouseCodes: [...warehouseIds.keys()] }];
  for (const user of DEMO_USERS) {
    // An account of that name made by hand is kept as it is (password included) and only granted the role.
    let userId = await findUserId(db, user.userName);
    if (!userId) {
      const passwordHash = passwordHashes.get(user.userName);
      if (!passwordHash) throw new Error(`no password hash for demo user ${user.userName}`);
      const [row] = await db
        .insert(users)
        .values({
          userName: user.userName,
          name: user.name,
          email: user.email,
          ...cards.stored(user.cardNo),
          passwordHash,
          mesAccessLevel: user.mesAccessLevel,
          language: user.language,
        })
        .returning({ id: users.id });
      userId = row?.id;
    }
    if (!userId) throw new Error(`demo user ${user.userName} was not stored`);
    memberships.push({ userId, roleNames: user.roles, warehouseCodes: user.warehouses });
  }
  for (const { userId, roleNames, warehouseCodes } of memberships) {
    const roleRows = roleNames.flatMap((name) => {
      const roleId = roleIds.get(name);
      return roleId ? [{ userId, roleId }] : [];
    });
    if (roleRows.length > 0) await db.insert(userRoles).values(roleRows).onConflictDoNothing();
    const warehouseRows = warehouseCodes.flatMap((code) => {
      const warehouseId = warehouseIds.get(code);
      return warehouseId ? [{ userId, warehouseId }] : [];
    });
    if (warehouseRows.length > 0) await db.insert(userWarehouses).values(warehouseRows).onConflictDoNothing();
  }
}
