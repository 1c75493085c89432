import { DownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { DataPermission } from '@workbench/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataPermissionList } from './data-permission-list';
import { PanelPopover } from './panel-popover';

export interface DataPermissionPickerProps {
  permissions: readonly DataPermission[];
  selected: readonly string[];
  loading: boolean;
  onChange(codes: string[]): void;
}

/** The top bar's data-permission dropdown: a button with the count that opens the checkboxes. */
export function DataPermissionPicker({ permissions, selected, loading, onChange }: DataPermissionPickerProps) {
  const { t } = useTranslation();
  const count = t('appbox.dataPermissionsCount', { selected: selected.length, total: permissions.length });

  return (
    <PanelPopover
      label={t('appbox.dataPermissions')}
      className="wb-data-permissions-panel"
      content={<DataPermissionList permissions={permissions} selected={selected} onChange={onChange} />}
    >
      {({ ref, open }) => (
        <Button
          ref={ref}
          className="wb-data-permission-trigger"
          icon={<SafetyCertificateOutlined aria-hidden="true" />}
          disabled={loading || permissions.length === 0}
          aria-expanded={open}
          aria-haspopup="dialog"
        >
          {/* Named by its text, label and count, as speech users see it; a crowded top bar only hides the label from sight. */}
          <span className="wb-data-permission-label" data-top-bar-optional>
            {/* The space keeps label and count apart in the text a speech user reads off the button. */}
            {t('appbox.dataPermissions')}{' '}
          </span>
          <span className="wb-data-permission-count">{count}</span>
          <DownOutlined aria-hidden="true" className="wb-data-permission-caret" />
        </Button>
      )}
    </PanelPopover>
  );
}
