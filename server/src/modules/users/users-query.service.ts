import type {
  LeadUser,
  LeadUserListItem,
  LeadUserOptions,
  LeadUserPageRequest,
  PagedResult,
} from '@workbench/contracts';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import {
  findLiveAccounts,
  listAccountsWithFace,
  pageLiveAccounts,
  type UserRow,
} from '../access/account-records.service';
import { type CardNumbers, maskedCard } from '../access/card-numbers';
import { comparableGrants, unheldGrants } from '../access/grant-coverage';
import { loadUserGrants } from '../access/grants.service';
import { listAllRoleNames, listGrantsOfEveryRole, type RoleGrantRow } from '../access/role-definitions.service';
import { listMenuScopes } from '../catalogue/menus/menus.service';
import { listEveryWarehouse, listWarehousesOfUsers } from '../organization/organization.service';
import { listRolesOfUsers } from './user-roles';

/** The answer for a missing, deleted or malformed user id. */
export const userNotFound = () => notFound('userAdmin.notFound');

/** Administrator in the portal's sense: either flag (as the grants and the session see it). */
export function isAdministrator(row: Pick<UserRow, 'isAdmin' | 'isSysAdmin'>): boolean {
  return row.isAdmin || row.isSysAdmin;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * The given accounts as list items, in the given order. Their roles, warehouses and faces are
 * read with one query each for all of them, so a page costs the same few queries at any size.
 */
export async function toListItems(db: DbOrTx, rows: readonly UserRow[]): Promise<LeadUserListItem[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction they share one connection, which takes one query at a time.
  const roleRows = await listRolesOfUsers(db, ids);
  const warehouseRows = await listWarehousesOfUsers(db, ids);
  const withFace = await listAccountsWithFace(db, ids);
  const faces = new Set(withFace);
  const rolesOf = groupBy(roleRows, (role) => role.userId);
  const warehousesOf = groupBy(warehouseRows, (warehouse) => warehouse.userId);
  return rows.map((row) => {
    const own = rolesOf.get(row.id) ?? [];
    return {
      id: row.id,
      userName: row.userName,
      name: row.name,
      email: row.email,
      phoneNumber: row.phoneNumber,
      cardNo: maskedCard(row),
      isAdmin: isAdministrator(row),
      enabled: row.enabled,
      roleIds: own.map((role) => role.roleId),
      roleNames: own.map((role) => role.roleName),
      warehouseIds: (warehousesOf.get(row.id) ?? []).map((warehouse) => warehouse.warehouseId),
      mesAccessLevel: row.mesAccessLevel,
      language: row.language,
      hasFace: faces.has(row.id),
      creationTime: row.createdAt.toISOString(),
    };
  });
}

/** Accounts as the get/create/edit/delete calls answer and record them (list items without role names). */
export async function toLeadUsers(db: DbOrTx, rows: readonly UserRow[]): Promise<LeadUser[]> {
  return (await toListItems(db, rows)).map(({ roleNames: _roleNames, ...user }) => user);
}

export async function toLeadUser(db: DbOrTx, row: UserRow): Promise<LeadUser> {
  const [user] = await toLeadUsers(db, [row]);
  if (!user) throw new Error(`user ${row.id} could not be described`);
  return user;
}

export async function queryLeadUserPage(
  db: DbOrTx,
  cards: CardNumbers,
  request: LeadUserPageRequest,
): Promise<PagedResult<LeadUserListItem>> {
  // A role id that is no id names no role, so nobody has it.
  if (request.roleId !== undefined && !isUuid(request.roleId)) return { items: [], totalCount: 0 };
  const { rows, total } = await pageLiveAccounts(db, {
    filter: request.filter,
    // Only a whole card number finds its holder: the database holds nothing to match a part with.
    filterCardHash: request.filter ? cards.hash(request.filter) : undefined,
    enabled: request.enabled,
    roleId: request.roleId,
    sortField: request.sorting?.field ?? 'userName',
    descending: request.sorting?.direction === 'desc',
    limit: request.maxResultCount,
    offset: request.skipCount,
  });
  return { items: await toListItems(db, rows), totalCount: total };
}

export async function getLeadUser(db: DbOrTx, id: string): Promise<LeadUser> {
  const [row] = isUuid(id) ? await findLiveAccounts(db, [id]) : [];
  if (!row) throw userNotFound();
  return toLeadUser(db, row);
}

type RoleGrants = Record<'permissionCodes' | 'applicationIds' | 'menuIds' | 'dataPermissionIds', string[]>;

/** Every role's grants, as assertCanGrant would be handed them for that role alone. */
function grantsByRole(rows: readonly RoleGrantRow[]): Map<string, RoleGrants> {
  const byRole = new Map<string, RoleGrants>();
  const field = {
    permission: 'permissionCodes',
    application: 'applicationIds',
    menu: 'menuIds',
    dataPermission: 'dataPermissionIds',
  } as const;
  for (const row of rows) {
    let grants = byRole.get(row.roleId);
    if (!grants) {
      grants = { permissionCodes: [], applicationIds: [], menuIds: [], dataPermissionIds: [] };
      byRole.set(row.roleId, grants);
    }
    grants[field[row.kind]].push(row.value);
  }
  return byRole;
}

/**
 * The roles and warehouses an account can be given. A role is grantable when the caller holds
 * everything it grants (administrators hold everything); create and edit check the same again.
 */
export async function queryLeadUserOptions(db: DbOrTx, callerId: string): Promise<LeadUserOptions> {
  const caller = await loadUserGrants(db, callerId);
  const [roles, warehouses] = await readTogether(db, [() => listAllRoleNames(db), () => listEveryWarehouse(db)]);
  const byRole = caller.isAdmin ? new Map<string, RoleGrants>() : grantsByRole(await listGrantsOfEveryRole(db));
  const menuIds = [...byRole.values()].flatMap((grants) => grants.menuIds);
  const menuScopes = new Map((await listMenuScopes(db, menuIds)).map((scope) => [scope.id, scope]));
  const grantable = (roleId: string) => {
    const grants = byRole.get(roleId);
    return caller.isAdmin || !grants || unheldGrants(caller, comparableGrants(grants, menuScopes)).length === 0;
  };
  return {
    roles: roles.map((role) => ({ ...role, grantable: grantable(role.id) })),
    warehouses,
    canGrantAdmin: caller.isAdmin,
  };
}
