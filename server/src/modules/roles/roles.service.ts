import type {
  BatchDeleteResult,
  CreateRoleRequest,
  EditRoleRequest,
  PagedResult,
  Role,
  RoleListItem,
  RolePageRequest,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { isUniqueViolation } from '../../db/sql-errors';
import { conflict, notFound } from '../../platform/errors';
import { type ChangeContext, inTransaction } from '../../platform/events/in-transaction';
import { isUuid } from '../../platform/ids';
import { changeRoleMembers, listLiveMembersOfRoles } from '../access/accounts.service';
import {
  createRoleRecord,
  deleteRoleRecords as deleteRoleRows,
  findRoleById,
  findRoleNamed,
  listGrantsOfRoles,
  listPermissionCodesByRole,
  lockRoleNamesUntilCommit,
  lockRolesFor,
  pageRolesWithCounts,
  type RoleGrantLists,
  type RoleRow,
  setRoleGrants,
  updateRoleDetails,
} from '../access/role-definitions.service';
import { type AuditChange, recordAudit } from '../audit/audit.service';
import { assertMayChangeMembers } from '../users/account-change-rule';
import {
  assertMayChange,
  assertNamedRecordsExist,
  contentOf,
  NO_CONTENT,
  type RoleCaller,
  shortList,
} from './role-change-rules';

export type { RoleCaller } from './role-change-rules';

const sorted = (values: Iterable<string>) => [...values].sort();

export async function queryRolePage(db: DbOrTx, request: RolePageRequest): Promise<PagedResult<RoleListItem>> {
  const { rows, total } = await pageRolesWithCounts(db, {
    filter: request.filter || undefined,
    sortColumn: request.sorting?.field ?? 'name',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  const codes = new Map<string, string[]>();
  for (const row of await listPermissionCodesByRole(
    db,
    rows.map((role) => role.id),
  )) {
    codes.set(row.roleId, [...(codes.get(row.roleId) ?? []), row.permissionCode]);
  }
  return {
    totalCount: total,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      permissionCodes: sorted(codes.get(row.id) ?? []),
      applicationCount: row.applicationCount,
      memberCount: row.memberCount,
      creationTime: row.createdAt.toISOString(),
    })),
  };
}

/** The role with its grants and its members (live accounts only). */
async function roleOf(db: DbOrTx, row: RoleRow): Promise<Role> {
  const [grantRows, members] = await readTogether(db, [
    () => listGrantsOfRoles(db, [row.id]),
    () => listLiveMembersOfRoles(db, [row.id]),
  ]);
  const of = (kind: string) => sorted(grantRows.filter((grant) => grant.kind === kind).map((grant) => grant.value));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissionCodes: of('permission'),
    applicationIds: of('application'),
    menuIds: of('menu'),
    dataPermissionIds: of('dataPermission'),
    members: members.map(({ id, userName, name }) => ({ id, userName, name })),
    creationTime: row.createdAt.toISOString(),
  };
}

/** A malformed id names nothing: 404 like an unknown one. */
export async function getRole(db: DbOrTx, id: string): Promise<Role> {
  const row = isUuid(id) ? await findRoleById(db, id) : undefined;
  if (!row) throw notFound('roles.notFound');
  return roleOf(db, row);
}

function grantListsOf(role: Role): RoleGrantLists {
  return {
    permissionCodes: role.permissionCodes,
    applicationIds: role.applicationIds,
    menuIds: role.menuIds,
    dataPermissionIds: role.dataPermissionIds,
  };
}

/** How a role reads in the change log: its fields, grants and member ids. */
function auditRecordOf(role: Role) {
  const { members, ...rest } = role;
  return { ...rest, userIds: members.map((member) => member.id) };
}

function auditChange(action: AuditChange['action'], before: Role | null, after: Role | null): AuditChange {
  const role = (after ?? before) as Role;
  return {
    resource: 'role',
    action,
    resourceId: role.id,
    resourceName: role.name,
    before: before ? auditRecordOf(before) : null,
    after: after ? auditRecordOf(after) : null,
  };
}

/**
 * Runs a role change in one transaction with the change-log entry; once it has committed, the
 * catalogue is announced changed, so that every instance's cached grants and menus are read
 * again ("changes take effect on the user's next menu load").
 */
async function changeRoles<T>(
  ctx: ChangeContext,
  name: string | undefined,
  change: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(ctx, async (tx, record) => {
      const result = await change(tx);
      record({ type: 'catalogue.changed' });
      return result;
    });
  } catch (error) {
    // The name check runs under a lock, so this is only a last line of defence.
    if (name !== undefined && isUniqueViolation(error)) throw conflict('roles.nameTaken', { name });
    throw error;
  }
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  await lockRoleNamesUntilCommit(tx);
  if (await findRoleNamed(tx, name, exceptId)) throw conflict('roles.nameTaken', { name });
}

/** Who joins and who leaves the role: the accounts a change of its members changes. */
function memberChange(current: readonly string[], next: readonly string[]) {
  const before = new Set(current);
  const after = new Set(next);
  return { joining: next.filter((id) => !before.has(id)), leaving: current.filter((id) => !after.has(id)) };
}

export async function createRole(ctx: ChangeContext, caller: RoleCaller, request: CreateRoleRequest): Promise<Role> {
  const next = contentOf(request);
  return changeRoles(ctx, request.name, async (tx) => {
    await assertNameFree(tx, request.name);
    const menuScopes = await assertNamedRecordsExist(tx, next);
    assertMayChange(caller, NO_CONTENT, next, menuScopes);
    const members = memberChange([], next.memberIds ?? []);
    await assertMayChangeMembers(tx, caller.grants, members.joining);
    const row = await createRoleRecord(tx, { name: request.name, description: request.description });
    await setRoleGrants(tx, row.id, next.grants);
    await changeRoleMembers(tx, row.id, members);
    const created = await roleOf(tx, row);
    await recordAudit(tx, caller, [auditChange('create', null, created)]);
    return created;
  });
}

export async function editRole(ctx: ChangeContext, caller: RoleCaller, request: EditRoleRequest): Promise<Role> {
  const next = contentOf(request);
  return changeRoles(ctx, request.name, async (tx) => {
    // Locked first: a concurrent edit must not slip between reading the role and replacing it.
    const [row] = isUuid(request.id) ? await lockRolesFor(tx, [request.id], 'edit') : [];
    if (!row) throw notFound('roles.notFound');
    await assertNameFree(tx, request.name, row.id);
    const menuScopes = await assertNamedRecordsExist(tx, next);
    const before = await roleOf(tx, row);
    const current = { grants: grantListsOf(before), memberIds: before.members.map((member) => member.id) };
    assertMayChange(caller, current, next, menuScopes);
    // Without a member list the members stay as they are.
    const members = memberChange(current.memberIds, next.memberIds ?? current.memberIds);
    await assertMayChangeMembers(tx, caller.grants, [...members.joining, ...members.leaving]);
    await updateRoleDetails(tx, row.id, { name: request.name, description: request.description });
    await setRoleGrants(tx, row.id, next.grants);
    await changeRoleMembers(tx, row.id, members);
    const after = await roleOf(tx, { ...row, name: request.name, description: request.description });
    await recordAudit(tx, caller, [auditChange('edit', before, after)]);
    return after;
  });
}

/**
 * All or nothing: when any id names no role, nothing is deleted. Taking grants away needs no
 * coverage check (only handing them out does), so any role manager may delete any role.
 */
export async function deleteRoles(
  ctx: ChangeContext,
  caller: RoleCaller,
  ids: readonly string[],
): Promise<BatchDeleteResult> {
  const wanted = [...new Set(ids)];
  return changeRoles(ctx, undefined, async (tx) => {
    const rows = await lockRolesFor(tx, wanted.filter(isUuid), 'delete');
    const found = new Set(rows.map((row) => row.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw notFound('roles.someNotFound', { ids: shortList(missing) });
    }
    const before = await Promise.all(rows.map((row) => roleOf(tx, row)));
    const deleted = await deleteRoleRows(tx, wanted);
    await recordAudit(
      tx,
      caller,
      before.map((role) => auditChange('delete', role, null)),
    );
    return { deleted };
  });
}
