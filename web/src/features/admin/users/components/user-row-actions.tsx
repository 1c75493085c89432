import { CameraOutlined, DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import type { LeadUserListItem } from '@workbench/contracts';
import { isBuiltInAdmin } from '@workbench/contracts';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a row's buttons ask the page to do. */
export interface UserRowHandlers {
  onEdit(user: LeadUserListItem): void;
  onResetPassword(user: LeadUserListItem): void;
  onFace(user: LeadUserListItem): void;
  onDelete(user: LeadUserListItem): void;
}

/** Icon buttons of one row; each has a tooltip and an accessible name that says whose it is. */
export function UserRowActions({ user, handlers }: { user: LeadUserListItem; handlers: UserRowHandlers }) {
  const { t } = useTranslation();
  const who = { userName: user.userName };
  const deleteLabel = t('adminUsers.deleteAction', who);
  return (
    <Space size={0}>
      <Tooltip title={t('admin.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('adminUsers.editAction', who)}
          onClick={() => handlers.onEdit(user)}
        />
      </Tooltip>
      <Tooltip title={t('adminUsers.resetPassword')}>
        <Button
          type="text"
          icon={<KeyOutlined />}
          aria-label={t('adminUsers.resetPasswordAction', who)}
          onClick={() => handlers.onResetPassword(user)}
        />
      </Tooltip>
      <Tooltip title={user.hasFace ? t('adminUsers.faceRegistered') : t('adminUsers.face')}>
        <Button
          type="text"
          icon={<CameraOutlined />}
          className={user.hasFace ? 'wb-users-has-face' : undefined}
          aria-label={t('adminUsers.faceAction', who)}
          onClick={() => handlers.onFace(user)}
        />
      </Tooltip>
      {isBuiltInAdmin(user.userName) ? (
        // A disabled button gets no pointer events; the span carries the tooltip that says why.
        <Tooltip title={t('adminUsers.builtInAdmin')}>
          <span>
            <Button type="text" danger disabled icon={<DeleteOutlined />} aria-label={deleteLabel} />
          </span>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('adminUsers.deleteOneTitle', who)}
          description={t('admin.deleteConfirmText')}
          okText={t('admin.delete')}
          cancelText={t('admin.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => handlers.onDelete(user)}
        >
          <Tooltip title={t('admin.delete')}>
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={deleteLabel} />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );
}
