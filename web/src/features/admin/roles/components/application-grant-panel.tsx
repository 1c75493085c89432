import { Alert, Checkbox, Empty, Tree, type TreeProps } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationTrees } from '../model/catalogue-trees';
import { type RoleGrants, replaceWithin } from '../model/role-draft';
import { treeSwitcherIcon } from './tree-switcher-icon';

export interface ApplicationGrantPanelProps {
  applicationId: string;
  name: string;
  trees: ApplicationTrees;
  grants: RoleGrants;
  /** Takes an update of the latest grants: two ticks in quick succession must not undo each other. */
  onChange(update: (current: RoleGrants) => RoleGrants): void;
}

type CheckedKeys = Parameters<NonNullable<TreeProps['onCheck']>>[0];

/** antd gives a list in a conducted tree and {checked, halfChecked} in a strict one; these trees are conducted. */
function keysOf(checked: CheckedKeys): string[] {
  return (Array.isArray(checked) ? checked : checked.checked).map(String);
}

const countWithin = (ids: ReadonlySet<string>, scope: ReadonlySet<string>) =>
  [...ids].filter((id) => scope.has(id)).length;

/**
 * One application of the grant catalogue: "grant this application", its menus and its
 * sub-systems' data permissions. The menu tree is conducted (ticking a module ticks its pages),
 * and only page ids are kept: the server shows a Service or Module around every granted page in
 * it, so containers need no grant of their own.
 */
export function ApplicationGrantPanel({ applicationId, name, trees, grants, onChange }: ApplicationGrantPanelProps) {
  const { t } = useTranslation();
  const menusHeading = useId();
  const dataHeading = useId();
  const granted = grants.applicationIds.has(applicationId);
  const chosenPages = countWithin(grants.menuIds, trees.pageIds);
  const chosenData = countWithin(grants.dataPermissionIds, trees.dataPermissionIds);

  function setGranted(on: boolean) {
    onChange((current) => {
      const applicationIds = new Set(current.applicationIds);
      if (on) applicationIds.add(applicationId);
      else applicationIds.delete(applicationId);
      return { ...current, applicationIds };
    });
  }

  /** Ticking a page or data permission grants the application too: without it nothing ticked takes effect. */
  function withApplicationIfGrown(next: RoleGrants, grew: boolean): RoleGrants {
    if (!grew || next.applicationIds.has(applicationId)) return next;
    return { ...next, applicationIds: new Set([...next.applicationIds, applicationId]) };
  }

  const onMenusCheck: TreeProps['onCheck'] = (checked) => {
    const keys = keysOf(checked);
    onChange((current) => {
      const menuIds = replaceWithin(current.menuIds, trees.pageIds, keys);
      const grew = countWithin(menuIds, trees.pageIds) > countWithin(current.menuIds, trees.pageIds);
      return withApplicationIfGrown({ ...current, menuIds }, grew);
    });
  };

  const onDataCheck: TreeProps['onCheck'] = (checked) => {
    const keys = keysOf(checked);
    onChange((current) => {
      const dataPermissionIds = replaceWithin(current.dataPermissionIds, trees.dataPermissionIds, keys);
      const grew =
        countWithin(dataPermissionIds, trees.dataPermissionIds) >
        countWithin(current.dataPermissionIds, trees.dataPermissionIds);
      return withApplicationIfGrown({ ...current, dataPermissionIds }, grew);
    });
  };

  return (
    <div className="wb-role-application">
      <Checkbox checked={granted} onChange={(event) => setGranted(event.target.checked)}>
        {t('adminRoles.applications.grant', { name })}
      </Checkbox>
      {!granted && chosenPages + chosenData > 0 ? (
        <Alert type="warning" showIcon title={t('adminRoles.applications.notGrantedHint')} />
      ) : null}
      <div className="wb-role-application-trees">
        <section aria-labelledby={menusHeading}>
          <h3 id={menusHeading} className="wb-role-subheading">
            {t('adminRoles.applications.menus')}
          </h3>
          {trees.menuTree.length > 0 ? (
            <Tree
              aria-label={t('adminRoles.applications.menusOf', { name })}
              checkable
              selectable={false}
              defaultExpandAll
              switcherIcon={treeSwitcherIcon}
              treeData={trees.menuTree}
              checkedKeys={[...grants.menuIds].filter((id) => trees.pageIds.has(id))}
              onCheck={onMenusCheck}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminRoles.applications.noMenus')} />
          )}
        </section>
        <section aria-labelledby={dataHeading}>
          <h3 id={dataHeading} className="wb-role-subheading">
            {t('adminRoles.applications.dataPermissions')}
          </h3>
          {trees.dataTree.length > 0 ? (
            <Tree
              aria-label={t('adminRoles.applications.dataPermissionsOf', { name })}
              checkable
              selectable={false}
              defaultExpandAll
              switcherIcon={treeSwitcherIcon}
              treeData={trees.dataTree}
              checkedKeys={[...grants.dataPermissionIds].filter((id) => trees.dataPermissionIds.has(id))}
              onCheck={onDataCheck}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminRoles.applications.noSubSystems')} />
          )}
        </section>
      </div>
    </div>
  );
}
