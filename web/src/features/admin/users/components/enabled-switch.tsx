import type { LeadUserListItem } from '@workbench/contracts';
import { isBuiltInAdmin } from '@workbench/contracts';
import { Popconfirm, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EnabledSwitchProps {
  user: LeadUserListItem;
  saving: boolean;
  onToggle(user: LeadUserListItem, enabled: boolean): void;
}

/**
 * A user's enabled switch. Disabling locks the person out of the plant's applications, so it is
 * confirmed first; enabling harms no one and happens at once. The admin account cannot be disabled.
 */
export function EnabledSwitch({ user, saving, onToggle }: EnabledSwitchProps) {
  const { t } = useTranslation();
  const builtIn = isBuiltInAdmin(user.userName);
  const control = (
    <Switch
      size="small"
      checked={user.enabled}
      disabled={builtIn}
      loading={saving}
      aria-label={t('adminUsers.enabledSwitch', { userName: user.userName })}
      // Turning off waits for the confirmation below; the switch stays on until it is given.
      onChange={(enabled) => {
        if (enabled) onToggle(user, true);
      }}
    />
  );
  if (builtIn) {
    return (
      <Tooltip title={t('adminUsers.builtInAdmin')}>
        <span>{control}</span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      disabled={!user.enabled || saving}
      title={t('adminUsers.disableTitle', { userName: user.userName })}
      description={t('adminUsers.disableText')}
      okText={t('adminUsers.disable')}
      cancelText={t('admin.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => onToggle(user, false)}
    >
      {control}
    </Popconfirm>
  );
}
