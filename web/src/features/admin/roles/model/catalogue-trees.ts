import type { GrantCatalogue, Language, MenuItem } from '@workbench/contracts';
import type { TreeDataNode } from 'antd';
import { menuTitle } from '../../../../lib/menu-title';
import type { RoleGrants } from './role-draft';

export type CatalogueApplication = GrantCatalogue['applications'][number];

/** The checkable trees of one application of the catalogue and the ids a role can take from them. */
export interface ApplicationTrees {
  menuTree: TreeDataNode[];
  /** Pages only: the server shows a Service or Module around the granted pages inside it. */
  pageIds: ReadonlySet<string>;
  dataTree: TreeDataNode[];
  dataPermissionIds: ReadonlySet<string>;
}

/** Sub-system nodes get a prefix: their ids live in another table than the data permissions' ids. */
const SUB_SYSTEM_KEY_PREFIX = 'db:';

export function applicationTreesOf(application: CatalogueApplication, language: Language): ApplicationTrees {
  const pageIds = new Set<string>();
  const toNode = (item: MenuItem): TreeDataNode => {
    if (item.menuType === 'Page') {
      pageIds.add(item.id);
      return { key: item.id, title: menuTitle(item, language), isLeaf: true };
    }
    const children = item.children.map(toNode);
    // A folder without pages grants nothing; the catalogue should not contain one, but a tick on it would mislead.
    return { key: item.id, title: menuTitle(item, language), children, disableCheckbox: children.length === 0 };
  };
  const menuTree = application.menus.map(toNode);

  const dataPermissionIds = new Set<string>();
  const dataTree = application.dbInstances.map(
    (instance): TreeDataNode => ({
      key: `${SUB_SYSTEM_KEY_PREFIX}${instance.id}`,
      title: instance.displayName || instance.code,
      disableCheckbox: instance.dataPermissionOutputs.length === 0,
      children: instance.dataPermissionOutputs.map((permission) => {
        dataPermissionIds.add(permission.id);
        return { key: permission.id, title: permission.displayName || permission.code, isLeaf: true };
      }),
    }),
  );
  return { menuTree, pageIds, dataTree, dataPermissionIds };
}

function menuIdsOf(items: readonly MenuItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    into.add(item.id);
    menuIdsOf(item.children, into);
  }
  return into;
}

/**
 * How many of the role's grants no tree shows: applications, menus and data permissions the
 * signed-in user does not hold (or PDA menus). They are kept as they are when saving.
 */
export function hiddenGrantCount(grants: RoleGrants, catalogue: GrantCatalogue): number {
  const applications = new Set(catalogue.applications.map((application) => application.id));
  const menus = new Set<string>();
  const dataPermissions = new Set<string>();
  for (const application of catalogue.applications) {
    menuIdsOf(application.menus, menus);
    for (const instance of application.dbInstances) {
      for (const permission of instance.dataPermissionOutputs) dataPermissions.add(permission.id);
    }
  }
  const outside = (ids: ReadonlySet<string>, shown: ReadonlySet<string>) =>
    [...ids].filter((id) => !shown.has(id)).length;
  return (
    outside(grants.applicationIds, applications) +
    outside(grants.menuIds, menus) +
    outside(grants.dataPermissionIds, dataPermissions)
  );
}
