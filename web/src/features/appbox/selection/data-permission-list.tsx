import type { DataPermission } from '@workbench/contracts';
import { Checkbox } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isDataPermissionLocked, toggleDataPermission } from '../rules/data-permission-selection';

export interface DataPermissionListProps {
  permissions: readonly DataPermission[];
  selected: readonly string[];
  onChange(codes: string[]): void;
}

/**
 * One checkbox per data permission of the sub-system. docs/spec.md §5: at least one stays selected, so
 * the last selected one is disabled and a hint says why.
 */
export function DataPermissionList({ permissions, selected, onChange }: DataPermissionListProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const available = permissions.map((permission) => permission.code);

  return (
    <fieldset className="wb-data-permissions" aria-describedby={hintId}>
      <legend className="wb-data-permissions-title">{t('appbox.dataPermissions')}</legend>
      <div id={hintId} className="wb-data-permissions-hint">
        {t('appbox.dataPermissionsHint')}
      </div>
      <ul className="wb-data-permissions-list">
        {permissions.map((permission) => (
          <li key={permission.code}>
            <Checkbox
              checked={selected.includes(permission.code)}
              disabled={isDataPermissionLocked(selected, permission.code)}
              onChange={() => onChange(toggleDataPermission(selected, permission.code, available))}
            >
              {permission.displayName}
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
