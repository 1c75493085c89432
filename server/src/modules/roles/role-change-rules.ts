import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import type { UserGrants } from '../../platform/auth/grant-reader';
import { badRequest, type FieldProblem, forbidden } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { listLiveUserIds } from '../access/accounts.service';
import { assertCanGrant, comparableGrants, unheldGrants } from '../access/grant-coverage';
import type { RoleGrantLists } from '../access/role-definitions.service';
import {
  listExistingApplicationIds,
  listExistingDataPermissionIds,
} from '../catalogue/applications/applications.service';
import { listMenuScopes, type MenuScopeRow } from '../catalogue/menus/menus.service';

/** Who changes a role: the signed-in caller and what they hold. */
export interface RoleCaller {
  userId: string;
  userName: string;
  grants: UserGrants;
}

/** What a role grants and who holds it, before or after a change. */
export interface RoleContent {
  grants: RoleGrantLists;
  /** Members; undefined in a change that leaves the members as they are. */
  memberIds: string[] | undefined;
}

export const NO_CONTENT: RoleContent = {
  grants: { permissionCodes: [], applicationIds: [], menuIds: [], dataPermissionIds: [] },
  memberIds: [],
};

const unique = (values: readonly string[]) => [...new Set(values)];

/** The request's lists without repeats (a repeated id would break the tables' primary keys). */
export function contentOf(request: RoleGrantLists & { userIds?: string[] | undefined }): RoleContent {
  return {
    grants: {
      permissionCodes: unique(request.permissionCodes),
      applicationIds: unique(request.applicationIds),
      menuIds: unique(request.menuIds),
      dataPermissionIds: unique(request.dataPermissionIds),
    },
    memberIds: request.userIds ? unique(request.userIds) : undefined,
  };
}

/** A short list for a message: the first five and how many more. */
export function shortList(values: readonly string[]): string {
  return values.slice(0, 5).join(', ') + (values.length > 5 ? ` (+${values.length - 5})` : '');
}

/**
 * Checks that every id names something that exists (members: a live account) and throws one 400
 * naming each field with unknown ids. A malformed id is unknown too (it is never sent to a uuid
 * column). Returns the menus' applications and types, which the granting rules need.
 */
export async function assertNamedRecordsExist(db: DbOrTx, content: RoleContent): Promise<Map<string, MenuScopeRow>> {
  const { grants } = content;
  const memberIds = content.memberIds ?? [];
  const wellFormed = (ids: readonly string[]) => ids.filter((id) => isUuid(id));
  const [applicationIds, menuRows, dataPermissionIds, userIds] = await readTogether(db, [
    () => listExistingApplicationIds(db, wellFormed(grants.applicationIds)),
    () => listMenuScopes(db, wellFormed(grants.menuIds)),
    () => listExistingDataPermissionIds(db, wellFormed(grants.dataPermissionIds)),
    () => listLiveUserIds(db, wellFormed(memberIds)),
  ]);
  const menuScopes = new Map(menuRows.map((row) => [row.id, row]));
  const checks: [field: string, messageKey: string, wanted: readonly string[], known: ReadonlySet<string>][] = [
    ['applicationIds', 'roles.unknownApplications', grants.applicationIds, new Set(applicationIds)],
    ['menuIds', 'roles.unknownMenus', grants.menuIds, new Set(menuScopes.keys())],
    ['dataPermissionIds', 'roles.unknownDataPermissions', grants.dataPermissionIds, new Set(dataPermissionIds)],
    ['userIds', 'roles.unknownUsers', memberIds, new Set(userIds)],
  ];
  const problems: FieldProblem[] = checks.flatMap(([field, messageKey, wanted, known]) => {
    const unknown = wanted.filter((id) => !known.has(id));
    return unknown.length > 0 ? [{ field, messageKey, params: { ids: shortList(unknown) } }] : [];
  });
  if (problems.length > 0) throw badRequest('errors.validation', {}, problems);
  return menuScopes;
}

const addedTo = (current: readonly string[], next: readonly string[]) => {
  const before = new Set(current);
  return next.filter((value) => !before.has(value));
};

/**
 * The escalation rules for anyone who is not an administrator:
 * - only what is ADDED must be held by the caller, so they can still rename a role or take away
 *   grants they never held themselves;
 * - adding members hands the role's whole content to them, so it needs every grant of the role
 *   (after the change) to be held by the caller;
 * - nobody adds themselves to a role (that would be a way round the first rule via a role
 *   someone else filled).
 */
export function assertMayChange(
  caller: RoleCaller,
  current: RoleContent,
  next: RoleContent,
  menuScopes: ReadonlyMap<string, MenuScopeRow>,
): void {
  if (caller.grants.isAdmin) return;
  const added: RoleGrantLists = {
    permissionCodes: addedTo(current.grants.permissionCodes, next.grants.permissionCodes),
    applicationIds: addedTo(current.grants.applicationIds, next.grants.applicationIds),
    menuIds: addedTo(current.grants.menuIds, next.grants.menuIds),
    dataPermissionIds: addedTo(current.grants.dataPermissionIds, next.grants.dataPermissionIds),
  };
  assertCanGrant(caller.grants, comparableGrants(added, menuScopes));

  const newMembers = next.memberIds ? addedTo(current.memberIds ?? [], next.memberIds) : [];
  if (newMembers.length === 0) return;
  if (newMembers.includes(caller.userId)) throw forbidden('roles.cannotAddYourself');
  const unheld = unheldGrants(caller.grants, comparableGrants(next.grants, menuScopes));
  if (unheld.length > 0) throw forbidden('roles.membersNeedAllGrants', { items: shortList(unheld) });
}
