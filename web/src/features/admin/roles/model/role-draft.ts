import { ALL_PERMISSION_CODES, type CreateRoleRequest, type Role, type RoleMember } from '@workbench/contracts';
import { isPermissionCode } from './permission-tree';

/**
 * What the editor is putting into a role. Each set holds every id the role will grant, also the
 * ones no tree of the editor shows (an application, page or data permission the signed-in user
 * does not hold, a PDA menu): a tree only ever replaces the part it shows (replaceWithin), so
 * saving never drops a grant the user could not see.
 */
export interface RoleGrants {
  permissionCodes: ReadonlySet<string>;
  applicationIds: ReadonlySet<string>;
  menuIds: ReadonlySet<string>;
  dataPermissionIds: ReadonlySet<string>;
}

export interface RoleDraft {
  grants: RoleGrants;
  members: readonly RoleMember[];
  /** Members are sent only once changed: absent `userIds` keeps them, and needs no user-management right. */
  membersChanged: boolean;
}

export interface RoleBasics {
  name: string;
  description?: string | undefined;
}

export function draftOf(role: Role | undefined): RoleDraft {
  return {
    grants: {
      permissionCodes: new Set(role?.permissionCodes ?? []),
      applicationIds: new Set(role?.applicationIds ?? []),
      menuIds: new Set(role?.menuIds ?? []),
      dataPermissionIds: new Set(role?.dataPermissionIds ?? []),
    },
    members: role?.members ?? [],
    membersChanged: false,
  };
}

/** The set with the ids of `scope` replaced by those chosen now; ids outside the scope stay. */
export function replaceWithin(
  current: ReadonlySet<string>,
  scope: ReadonlySet<string>,
  chosen: Iterable<string>,
): Set<string> {
  const next = new Set([...current].filter((id) => !scope.has(id)));
  for (const id of chosen) if (scope.has(id)) next.add(id);
  return next;
}

const sorted = (values: Iterable<string>) => [...values].sort();

/**
 * The create (and, with the id added, edit) request. Codes follow the contract's order; codes the
 * contract does not know are left out, as the server would refuse the whole request for them.
 */
export function roleRequestOf(basics: RoleBasics, draft: RoleDraft): CreateRoleRequest {
  const { grants } = draft;
  return {
    name: basics.name.trim(),
    description: (basics.description ?? '').trim(),
    permissionCodes: ALL_PERMISSION_CODES.filter((code) => grants.permissionCodes.has(code) && isPermissionCode(code)),
    applicationIds: sorted(grants.applicationIds),
    menuIds: sorted(grants.menuIds),
    dataPermissionIds: sorted(grants.dataPermissionIds),
    ...(draft.membersChanged ? { userIds: draft.members.map((member) => member.id) } : {}),
  };
}
