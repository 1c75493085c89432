import type { PermissionCode } from '@workbench/contracts';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  halfCheckedPermissions,
  PERMISSION_LABEL_KEYS,
  type PermissionNode,
  permissionForest,
  setPermission,
} from '../model/permission-tree';
import { treeSwitcherIcon } from './tree-switcher-icon';

export interface PermissionTreeProps {
  /** The codes the role will grant. */
  selected: ReadonlySet<string>;
  /** The grant catalogue's codes: what the signed-in user holds and so may grant. */
  grantable: ReadonlySet<string>;
  /** Takes an update of the latest codes: two ticks in quick succession must not undo each other. */
  onChange(update: (current: ReadonlySet<string>) => Set<string>): void;
}

/**
 * The portal permissions of docs/spec.md §6 as a tree by their dots. The tree's ticks are exactly the
 * codes sent (checkStrictly, with the cascade of setPermission), so a group can be granted on
 * its own and a loaded role shows what it holds, not what antd would infer from it. Codes the
 * user does not hold are greyed out but stay ticked when the role has them.
 */
export function PermissionTree({ selected, grantable, onChange }: PermissionTreeProps) {
  const { t } = useTranslation();

  const treeData = useMemo(() => {
    const toNode = ({ code, children }: PermissionNode): TreeDataNode => {
      const held = grantable.has(code);
      return {
        key: code,
        disabled: !held,
        title: (
          <span className="wb-role-permission" title={held ? undefined : t('adminRoles.permissions.notHeld')}>
            <span>{t(PERMISSION_LABEL_KEYS[code as PermissionCode])}</span>
            <span className="wb-role-code">{code}</span>
          </span>
        ),
        children: children.map(toNode),
      };
    };
    return permissionForest().map(toNode);
  }, [grantable, t]);

  const checkedKeys = useMemo(
    () => ({ checked: [...selected], halfChecked: halfCheckedPermissions(selected) }),
    [selected],
  );

  return (
    <div className="wb-role-section">
      <p className="wb-role-hint">{t('adminRoles.permissions.hint')}</p>
      <Tree
        aria-label={t('adminRoles.tab.permissions')}
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        switcherIcon={treeSwitcherIcon}
        treeData={treeData}
        checkedKeys={checkedKeys}
        onCheck={(_checked, info) =>
          onChange((current) => setPermission(current, String(info.node.key), info.checked, grantable))
        }
      />
    </div>
  );
}
